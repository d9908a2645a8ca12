package steering.crowd;

import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import steering.Flock;
import steering.GroupRules;
import steering.RandomFlocks;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The crowd engine checks a few boids a frame against the book's lines: while its copy of the
 * rules agrees with them, it says nothing, over many frames of a gathering flock; when the
 * book's lines differ (a learner's edit of GroupRules, stood in for by {@link EditedRules}),
 * it says so and names the file that holds the copy.
 */
class BookCheckTest {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** Flocking's crowd: the sketch takes the engine for this many. */
  static final int BOIDS = 2000;
  /** Frames enough for the flock to gather in clumps, the engine's finer cells. */
  static final int FRAMES = 300;
  /** A crowd large enough for the grid, not the book's loop. */
  static final int CROWD = 1000;
  /** Frames of a crowd separating, checked each time. */
  static final int CROWD_FRAMES = 10;

  @Test
  void anEngineThatAgreesWithTheBookSaysNothing() {
    Flock flock = RandomFlocks.flockOf(RandomFlocks.scatter(1, BOIDS, WIDTH, HEIGHT), WIDTH,
        HEIGHT);
    CrowdNeighbours crowd = new CrowdNeighbours();
    flock.finder = crowd;
    for (int frame = 0; frame < FRAMES; frame++) {
      flock.step();
      assertNull(crowd.differsFromBook(), "frame " + frame);
    }
  }

  @Test
  void anEditedSeparationIsFoundOnTheFirstFrameAndTheCopyNamed() {
    Flock flock = RandomFlocks.flockOf(RandomFlocks.scatter(2, BOIDS, WIDTH, HEIGHT), WIDTH,
        HEIGHT);
    CrowdNeighbours crowd = EditedRules.crowdAgainstEditedSeparation();
    flock.finder = crowd;
    flock.step();
    assertEquals("your GroupRules differ from the crowd engine's copy"
        + " (steering/crowd/FusedRules.java and PairSums.java)", crowd.differsFromBook());
  }

  /** Checked against an edited book or the true one, the engine moves the flock the same. */
  @Test
  void theCheckChangesNoBoid() {
    List<Vehicle> boids = RandomFlocks.scatter(3, BOIDS, WIDTH, HEIGHT);
    List<Vehicle> unchecked = RandomFlocks.copy(boids);
    Flock checked = RandomFlocks.flockOf(boids, WIDTH, HEIGHT);
    checked.finder = EditedRules.crowdAgainstEditedSeparation();   // checks, and differs
    Flock plain = RandomFlocks.flockOf(unchecked, WIDTH, HEIGHT);
    plain.finder = new CrowdNeighbours();   // checks, and agrees
    checked.step();
    plain.step();
    for (int i = 0; i < BOIDS; i++) {
      assertEquals(unchecked.get(i).position, boids.get(i).position, "boid " + i);
      assertEquals(unchecked.get(i).velocity, boids.get(i).velocity, "boid " + i);
    }
  }

  /**
   * One boid of a frame whose force differs is rounding (pushes that all but cancel); two are
   * not: four boids, the "engine" giving each the book's force, but a push of maxforce to some.
   */
  @Test
  void oneBoidThatDiffersIsRoundingTwoAreAnEdit() {
    assertNull(checkWithPushed(1).difference());
    assertEquals("your GroupRules differ from the crowd engine's copy (the copy)",
        checkWithPushed(2).difference());
  }

  /** A check of one frame of four boids, the first {@code pushed} of them pushed aside. */
  private static BookCheck checkWithPushed(int pushed) {
    List<Vehicle> boids = RandomFlocks.scatter(5, BookCheck.BOIDS_A_FRAME, WIDTH, HEIGHT);
    Flock flock = RandomFlocks.flockOf(boids, WIDTH, HEIGHT);
    BookCheck check = new BookCheck("the copy");
    check.before(boids);
    for (int i = 0; i < boids.size(); i++) {
      flock.applyRules(boids.get(i), boids);
      if (i < pushed) {
        boids.get(i).applyForce(new PVector(boids.get(i).maxforce, 0));
      }
    }
    check.after(boids, flock::applyRules);
    return check;
  }

  @Test
  void aCrowdThatAgreesSaysNothingAndOneThatDiffersTurnsToTheBook() {
    List<Vehicle> vehicles = RandomFlocks.scatter(4, CROWD, WIDTH, HEIGHT);
    Crowd agreeing = new Crowd();
    for (int frame = 0; frame < CROWD_FRAMES; frame++) {
      agreeing.separate(vehicles, GroupRules.DESIRED_SEPARATION);
      vehicles.forEach(Vehicle::update);
    }
    assertNull(agreeing.differsFromBook());
    assertEquals("the crowd engine's grid (above 500)", agreeing.way(CROWD));

    Crowd edited = EditedRules.crowdAgainstEditedSeparate();
    edited.separate(vehicles, GroupRules.DESIRED_SEPARATION);
    vehicles.forEach(Vehicle::update);
    assertEquals("your GroupRules differ from the crowd engine's copy"
        + " (steering/crowd/Crowd.java)", edited.differsFromBook());
    assertTrue(edited.way(CROWD).startsWith("the book's loop over everyone: your GroupRules"),
        edited.way(CROWD));

    // from then on, GroupRules.separate for everyone: the same forces, bit for bit
    List<Vehicle> byBook = RandomFlocks.copy(vehicles);
    edited.separate(vehicles, GroupRules.DESIRED_SEPARATION);
    for (Vehicle v : byBook) {
      GroupRules.separate(v, byBook, GroupRules.DESIRED_SEPARATION);
    }
    for (int i = 0; i < CROWD; i++) {
      assertEquals(byBook.get(i).steering, vehicles.get(i).steering, "vehicle " + i);
    }
  }
}
