package steering.neighbours;

import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import steering.BookNeighbours;
import steering.Flock;
import steering.RandomFlocks;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

/**
 * The bin lattice in three dimensions: cubes as wide as the neighbour distance, the same forces
 * as the book's finder, only the 27 cubes around a boid looked at, and a flat flock cut as in
 * the plane. (In the plane it is tested beside the other finders: FindersAgreeTest.)
 */
class BinNeighboursTest {

  @Test
  void binsInCubesFindTheSameForcesAsTheBook() {
    qt().withExamples(20).forAll(integers().between(1, 1000)).checkAssert(seed -> {
      Flock book = RandomFlocks.cube(new BookNeighbours(), seed, 120, 300);
      Flock bins = RandomFlocks.cube(new BinNeighbours(), seed, 120, 300);
      book.flock();
      bins.flock();
      for (int i = 0; i < book.boids.size(); i++) {
        PVector a = book.boids.get(i).acceleration;
        PVector b = bins.boids.get(i).acceleration;
        assertTrue(PVector.dist(a, b) < 1e-5f, "boid " + i + ": book " + a + ", bins " + b);
      }
    });
  }

  @Test
  void binsLookAtTheTwentySevenCubesAroundABoidNotAColumnOfAllLayers() {
    // 10 boids stacked on one spot of the plane, 100 apart in z: in the plane all one cell
    Flock flock = new Flock();
    for (int i = 0; i < 10; i++) {
      flock.add(new Vehicle(0, 0, i * 100));
    }
    flock.finder = new BinNeighbours();
    flock.flock();
    // layers 50 deep (the neighbour distance): each boid sees its own layer and the two beside
    // it; each holds at most one boid, so far fewer than the 10 × 10 of a column
    assertTrue(flock.finder.distanceChecks() <= 10 * 3, "checks " + flock.finder.distanceChecks());
    for (Vehicle boid : flock.boids) {
      assertEquals(0, boid.acceleration.mag(), "no neighbour within 50: " + boid.acceleration);
    }
  }

  @Test
  void aFlatFlockIsCutIntoBinsAsInTwoDimensions() {
    Flock book = RandomFlocks.cube(new BookNeighbours(), 5, 200, 400);
    Flock bins = RandomFlocks.cube(new BinNeighbours(), 5, 200, 400);
    for (Flock f : List.of(book, bins)) {
      for (Vehicle boid : f.boids) {
        boid.position.z = 0;
        boid.velocity.z = 0;
      }
      f.flock();
    }
    long plane = bins.finder.distanceChecks();
    assertTrue(plane < 200L * 200, "bins check fewer than n²: " + plane);
    for (int i = 0; i < 200; i++) {
      assertEquals(0, bins.boids.get(i).acceleration.z, "a flat flock stays flat");
    }
  }
}
