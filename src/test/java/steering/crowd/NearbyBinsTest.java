package steering.crowd;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.quicktheories.QuickTheory;
import org.quicktheories.core.Gen;
import processing.core.PVector;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.generators.SourceDSL.floats;
import static org.quicktheories.generators.SourceDSL.lists;

/**
 * The bin lattice hands each vehicle everyone within a cell's size of it (so a behavior that
 * looks no farther finds the same neighbours as with the whole list), and far fewer than all.
 */
class NearbyBinsTest {

  static final float CELL = 40;
  static final long SEED = 1999;

  static Gen<List<PVector>> crowds() {
    Gen<PVector> point = floats().between(-300, 300).zip(floats().between(-200, 200),
        PVector::new);
    return lists().of(point).ofSizeBetween(1, 200);
  }

  @Test
  void everyoneWithinTheCellSizeIsNear() {
    QuickTheory.qt().withFixedSeed(SEED).withExamples(200).forAll(crowds())
        .checkAssert(points -> {
          List<Vehicle> crowd = new ArrayList<>();
          for (PVector p : points) {
            crowd.add(new Vehicle(p.x, p.y));
          }
          NearbyBins bins = new NearbyBins(CELL);
          bins.rebuild(crowd);
          for (Vehicle v : crowd) {
            Set<Vehicle> near = Collections.newSetFromMap(new IdentityHashMap<>());
            near.addAll(bins.near(v));
            assertTrue(near.contains(v), "a vehicle is among those near itself");
            for (Vehicle other : crowd) {
              if (PVector.dist(v.position, other.position) < CELL) {
                assertTrue(near.contains(other), other.position + " is within " + CELL
                    + " px of " + v.position + " but not near it");
              }
            }
          }
        });
  }

  @Test
  void aSpreadCrowdIsHandedFewNotAll() {
    List<Vehicle> crowd = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      for (int j = 0; j < 20; j++) {
        crowd.add(new Vehicle(i * 20, j * 20));   // a 400 px square, 20 px apart
      }
    }
    NearbyBins bins = new NearbyBins(CELL);
    bins.rebuild(crowd);
    // a middle cell holds 2 × 2 vehicles: 3 × 3 cells, 36
    assertEquals(36, bins.near(crowd.get(10 * 20 + 10)).size());
  }

  @Test
  void aCellSizeThatIsNotPositiveIsRefused() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new NearbyBins(0));
    assertEquals("cellSize (how far a behavior looks) must be greater than 0, was 0.0",
        e.getMessage());
  }
}
