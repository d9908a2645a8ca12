package steering;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import steering.crowd.Crowd;
import steering.crowd.CrowdNeighbours;
import steering.neighbours.BinNeighbours;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A vehicle listed twice in a flock or a crowd would get every force twice and move twice a
 * frame: it is refused, both places named, before anything changes.
 */
@DisplayName("A vehicle listed twice in a Flock or a Crowd is refused, naming both places")
class ListedTwiceTest {

  @Test
  void aFlockRefusesABoidListedTwiceWhateverTheFinder() {
    for (NeighbourFinder finder : List.of(new BookNeighbours(), new BinNeighbours(),
        new CrowdNeighbours())) {
      Flock flock = new Flock(800, 600);
      flock.finder = finder;
      Vehicle twice = new Vehicle(100, 100);
      flock.add(new Vehicle(110, 100));
      flock.add(twice);
      flock.add(new Vehicle(120, 100));
      flock.add(twice);
      IllegalStateException e = assertThrows(IllegalStateException.class, flock::step);
      assertEquals("boids[3] is boids[1] again: a vehicle listed twice would get every force"
          + " twice and move twice", e.getMessage(), finder.name());
      assertEquals(new PVector(100, 100), twice.position, finder.name() + ": nobody moved");
      assertEquals(new PVector(), twice.acceleration, finder.name() + ": no force applied");
    }
  }

  @Test
  void aCrowdRefusesAVehicleListedTwice() {
    Vehicle twice = new Vehicle(100, 100);
    Vehicle near = new Vehicle(105, 100);
    List<Vehicle> crowd = new ArrayList<>(List.of(twice, near, twice));
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> new Crowd().separate(crowd, 25));
    assertEquals("vehicles[2] is vehicles[0] again: a vehicle listed twice would get every"
        + " force twice and move twice", e.getMessage());
    assertEquals(new PVector(), near.acceleration, "no force applied");
  }
}
