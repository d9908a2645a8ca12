package exercises.prioritized;

import exercises.CheckTimeout;
import exercises.Sentences;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import processing.core.PVector;
import steering.Combination;
import steering.Obstacle;
import steering.Twin;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * What a correct running sum with prioritization lets through, on hand-worked forces, and on
 * a whole run. {@link PrioritizedCheck} runs these against the learner's {@link RunningSum};
 * {@link PrioritizedSolutionTest} against the reference solution.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class PrioritizedChecks {

  static final float EPSILON = 1e-5f;
  static final float MAXFORCE = 0.1f;
  /** The behaviors' names, in priority order. */
  static final List<String> NAMES = List.of("first", "second", "third");

  /** The implementation under check. */
  abstract RunningSum runningSum();

  /** The forces, weighted 1 each, in this order, combined with {@code maxforce}. */
  Combination combined(float maxforce, PVector... forces) {
    RunningSum sum = runningSum();
    for (int i = 0; i < forces.length; i++) {
      sum.add(NAMES.get(i), forces[i], 1);
    }
    sum.combine(maxforce);
    return sum;
  }

  static PVector force(float x, float y) {
    return new PVector(x, y);
  }

  @Test
  void aForceThatFitsGoesThroughWhole() {
    Combination c = combined(MAXFORCE, force(0.06f, 0));
    assertThrough(0.06f, 0, c, "first", "a force of (0.06, 0) alone, maxforce 0.1");
  }

  @Test
  void theNextIsCutToWhatIsLeft() {
    Combination c = combined(MAXFORCE, force(0.06f, 0), force(0, 0.1f));
    // 0.1 − |(0.06, 0)| = 0.04 is left for (0, 0.1)
    assertThrough(0.06f, 0, c, "first", "a first force of (0.06, 0), maxforce 0.1");
    assertThrough(0, 0.04f, c, "second", "a second force of (0, 0.1) after (0.06, 0)");
    assertTotal(0.06f, 0.04f, c, "the forces (0.06, 0) then (0, 0.1)");
  }

  @Test
  void onceNothingIsLeftTheRestGetNothing() {
    Combination c = combined(MAXFORCE, force(0.3f, 0), force(0, 0.1f));
    assertThrough(0.1f, 0, c, "first", "a first force of (0.3, 0), maxforce 0.1");
    assertThrough(0, 0, c, "second", "a second force of (0, 0.1) after (0.3, 0)");
  }

  @Test
  void theOrderDecidesWhoGoesFirst() {
    Combination c = combined(MAXFORCE, force(0, 0.1f), force(0.3f, 0));
    assertThrough(0, 0.1f, c, "first", "a first force of (0, 0.1), maxforce 0.1");
    assertThrough(0, 0, c, "second", "a second force of (0.3, 0) after (0, 0.1)");
  }

  @Test
  void whatIsLeftIsMaxforceLessTheLengthOfTheTotal() {
    Combination c = combined(MAXFORCE, force(0.08f, 0), force(-0.05f, 0), force(0, 0.1f));
    // 0.02 is left for (−0.05, 0); the total is then (0.06, 0), which leaves 0.04 for the third
    assertThrough(-0.02f, 0, c, "second", "a second force of (-0.05, 0) after (0.08, 0)");
    assertThrough(0, 0.04f, c, "third",
        "a third force of (0, 0.1) after (0.08, 0) and (-0.05, 0), a total of (0.06, 0)");
  }

  @Test
  void theWeightedForcesAreAddedNotTheAsked() {
    RunningSum sum = runningSum();
    sum.add("first", force(0.05f, 0), 2).add("second", force(0, 0.1f), 1);
    sum.combine(MAXFORCE);
    // (0.05, 0) × 2 = (0.1, 0) takes the whole of maxforce
    assertThrough(0.1f, 0, sum, "first", "a first force of (0.05, 0) weighted 2, maxforce 0.1");
    assertThrough(0, 0, sum, "second", "a second force of (0, 0.1) after it");
  }

  @Test
  void maxforceIsTheVehiclesOwn() {
    Combination more = combined(0.2f, force(0.15f, 0), force(0, 0.1f));
    assertThrough(0, 0.05f, more, "second",
        "a second force of (0, 0.1) after (0.15, 0), maxforce 0.2");
    Combination less = combined(0.05f, force(0.03f, 0), force(0, 0.1f));
    assertThrough(0, 0.02f, less, "second",
        "a second force of (0, 0.1) after (0.03, 0), maxforce 0.05");
  }

  @Test
  void forcesThatFitTogetherAllGoThroughWhole() {
    Combination c = combined(MAXFORCE, force(0.02f, 0), force(0, 0.03f), force(-0.01f, 0.01f));
    assertThrough(-0.01f, 0.01f, c, "third",
        "a third force of (-0.01, 0.01) after (0.02, 0) and (0, 0.03), maxforce 0.1");
    assertTotal(0.01f, 0.04f, c, "the forces (0.02, 0), (0, 0.03) and (-0.01, 0.01)");
  }

  @Test
  void onlyWhatGetsThroughChanges() {
    RunningSum sum = runningSum();
    sum.add("first", force(0.05f, 0), 2).add("second", force(0, 0.1f), 1);
    sum.combine(MAXFORCE);
    for (Combination.Part part : sum.parts()) {
      Sentences.assertVector(part == sum.parts().get(0) ? 0.05f : 0, part == sum.parts().get(0)
          ? 0 : 0.1f, part.asked, "the force the " + part.name + " behavior asked for, after"
          + " combining", EPSILON);
    }
    Sentences.assertVector(0.1f, 0, sum.parts().get(0).weighted, "the first behavior's"
        + " weighted force, after combining", EPSILON);
  }

  /** Frames of the run, and how close to the target a vehicle that got past the circle is. */
  static final int RUN_FRAMES = 300;
  static final float ARRIVED = 40;

  /**
   * Heading east at 4 px a frame from (100, 300) to a target at (700, 300), a circle of radius
   * 50 at (400, 310) in the way, circles and seek weighted alike: with the circles first, the
   * vehicle goes round the circle and on to the target.
   */
  @Test
  void steeredByItAVehicleGoesRoundACircleToItsTarget() {
    Vehicle v = new Vehicle(100, 300);
    v.velocity.set(4, 0);
    List<Obstacle> circles = List.of(new Obstacle(400, 310, 50));
    PVector target = new PVector(700, 300);
    float nearest = Float.POSITIVE_INFINITY;
    for (int frame = 1; frame <= RUN_FRAMES; frame++) {
      Vehicle twin = Twin.of(v);
      RunningSum behaviors = runningSum();
      behaviors.add("circles", twin.avoid(circles), 1).add("seek", twin.seek(target), 1);
      v.combine(behaviors);
      v.update();
      float fromCentre = PVector.dist(v.position, circles.get(0).position);
      if (fromCentre < circles.get(0).radius) {
        fail("In frame " + frame + " the vehicle's centre is " + fromCentre + " px from the"
            + " circle's, inside its radius 50: the circles should come first.");
      }
      nearest = Math.min(nearest, PVector.dist(v.position, target));
    }
    if (nearest > ARRIVED) {
      fail("In " + RUN_FRAMES + " frames the vehicle came no nearer than " + nearest + " px to"
          + " the target; it should get within " + ARRIVED + " px.");
    }
  }

  static void assertThrough(float x, float y, Combination c, String name, String what) {
    Combination.Part part = c.part(name);
    Sentences.assertVector(x, y, part.letThrough, "what gets through of " + what, EPSILON);
  }

  static void assertTotal(float x, float y, Combination c, String what) {
    Sentences.assertVector(x, y, c.total, "the total of " + what, EPSILON);
  }
}
