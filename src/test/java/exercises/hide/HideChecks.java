package exercises.hide;

import exercises.CheckTimeout;
import exercises.Sentences;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import processing.core.PVector;
import steering.Obstacle;
import steering.Vehicle;
import steering.Walls;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * What a correct hiding spot and choice of spot do, on hand-worked circles and on a whole run.
 * {@link HideCheck} runs these against the learner's {@link HidingSpot};
 * {@link HideSolutionTest} against the reference solution.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class HideChecks {

  static final float EPSILON = 1e-3f;
  /** The whole run: frames, and from which frame on the hunter must not see the hider. */
  static final int RUN_FRAMES = 400;
  static final int HIDDEN_FROM = 200;

  /** The implementation under check. */
  abstract HidingSpot hiding();

  @Test
  void theSpotIsOnTheFarSideOfTheCircleFromTheHunter() {
    // the hunter at the left: (100, 0) + (20 + 30) × (1, 0) = (150, 0)
    assertSpot(150, 0, circle(100, 0, 20), new PVector(0, 0), 30);
    // the hunter at the right: (100, 0) + 50 × (−1, 0) = (50, 0)
    assertSpot(50, 0, circle(100, 0, 20), new PVector(200, 0), 30);
  }

  @Test
  void aSlantedLineOfSight() {
    // centre − hunter = (60, 80), 100 long: away (0.6, 0.8); (70, 100) + 50 × away = (100, 140)
    assertSpot(100, 140, circle(70, 100, 25), new PVector(10, 20), 25);
  }

  @Test
  void theDistanceBeyondTheEdgeIsTheOneGiven() {
    // on the edge itself: (100, 0) + 20 × (1, 0)
    assertSpot(120, 0, circle(100, 0, 20), new PVector(0, 0), 0);
    assertSpot(180, 0, circle(100, 0, 20), new PVector(0, 0), 60);
    // the hunter above: (0, 50) + (30 + 10) × (0, 1)
    assertSpot(0, 90, circle(0, 50, 30), new PVector(0, -50), 10);
  }

  @Test
  void aBiggerCircleHasItsSpotFurtherOut() {
    assertSpot(180, 0, circle(100, 0, 50), new PVector(0, 0), 30);
    assertSpot(135, 0, circle(100, 0, 5), new PVector(0, 0), 30);
  }

  @Test
  void theSpotNearestToTheHiderIsChosen() {
    // the hunter at the origin: the spots are (150, 0) and (350, 0)
    Obstacle near = circle(100, 0, 20);
    Obstacle far = circle(300, 0, 20);
    PVector hunter = new PVector(0, 0);
    assertNearest(150, 0, vehicle(160, 10), hunter, List.of(far, near),
        "a hider at (160, 10), circles at (300, 0) and (100, 0)");
    assertNearest(150, 0, vehicle(160, 10), hunter, List.of(near, far),
        "a hider at (160, 10), circles at (100, 0) and (300, 0)");
    assertNearest(350, 0, vehicle(340, 5), hunter, List.of(near, far),
        "a hider at (340, 5), circles at (100, 0) and (300, 0)");
  }

  @Test
  void theNearestSpotNotTheSpotOfTheNearestCircle() {
    // the hunter at the origin. The big circle's centre (300, 0) is 110 px from the hider, its
    // spot (300 + 130, 0) = (430, 0) is √(130² + 110²) = 170.3 px away; the small circle's
    // centre (300, 225) is 115 px away, but its spot (300, 225) + 50 × (0.8, 0.6) = (340, 255)
    // only √(40² + 145²) = 150.4: the small circle's spot is the nearer
    List<Obstacle> circles = List.of(circle(300, 0, 100), circle(300, 225, 20));
    assertNearest(340, 255, vehicle(300, 110), new PVector(0, 0), circles,
        "a hider at (300, 110) beside a big circle at (300, 0) and a small one at (300, 225)");
  }

  @Test
  void withNoCirclesThereIsNoSpot() {
    PVector spot = hiding().nearest(vehicle(100, 100), new PVector(0, 0), List.of(), 30);
    if (spot != null) {
      fail("With no circles there is nowhere to hide, so the spot should be null but is ("
          + spot.x + ", " + spot.y + ").");
    }
  }

  /**
   * A hunter crossing the window from the left, past two circles; the hider, from the right,
   * steered to your spot as the sketch steers it: from frame 200 on, a circle is always
   * between them, and the hider is never inside one.
   */
  @Test
  void steeredByItTheHiderGetsOutOfTheHuntersSight() {
    List<Obstacle> circles = List.of(circle(400, 200, 40), circle(400, 420, 40));
    Walls walls = Walls.window(HideFromTheHunter.WIDTH, HideFromTheHunter.HEIGHT,
        HideFromTheHunter.WALL_MARGIN);
    Vehicle hunter = vehicle(100, 300);
    hunter.velocity.set(0.5f, 0);
    Vehicle hider = vehicle(700, 300);
    hider.maxspeed = HideFromTheHunter.HIDER_MAXSPEED;
    hider.maxforce = HideFromTheHunter.MAXFORCE;
    for (int frame = 1; frame <= RUN_FRAMES; frame++) {
      PVector spot = hiding().nearest(hider, hunter.position, circles,
          HideFromTheHunter.DISTANCE);
      HideFromTheHunter.hide(hider, hunter, spot, circles);
      hider.stayWithin(walls, HideFromTheHunter.WALL_WEIGHT);
      hider.update();
      hunter.position.add(hunter.velocity);   // straight on, at 0.5 px a frame
      if (frame < HIDDEN_FROM) {
        continue;
      }
      if (HideFromTheHunter.sees(hunter.position, hider.position, circles)) {
        fail("In frame " + frame + " the hunter at (" + hunter.position.x + ", "
            + hunter.position.y + ") sees the hider at (" + hider.position.x + ", "
            + hider.position.y + "): no circle is between them.");
      }
      for (Obstacle circle : circles) {
        if (circle.contains(hider.position)) {
          fail("In frame " + frame + " the hider at (" + hider.position.x + ", "
              + hider.position.y + ") is inside the circle at (" + circle.position.x + ", "
              + circle.position.y + "): a spot must be outside it.");
        }
      }
    }
  }

  @Test
  void nothingIsChanged() {
    Vehicle hider = vehicle(160, 10);
    hider.velocity.set(1, 2);
    PVector hunter = new PVector(5, 6);
    List<Obstacle> circles = new ArrayList<>(List.of(circle(100, 0, 20), circle(300, 0, 20)));
    List<Obstacle> before = List.copyOf(circles);
    hiding().spot(circles.get(0), hunter, 30);
    hiding().nearest(hider, hunter, circles, 30);
    assertUnchanged(5, 6, hunter, "the hunter's position");
    assertUnchanged(160, 10, hider.position, "the hider's position");
    assertUnchanged(1, 2, hider.velocity, "the hider's velocity");
    assertUnchanged(100, 0, circles.get(0).position, "the first circle's centre");
    assertUnchanged(300, 0, circles.get(1).position, "the second circle's centre");
    if (!before.equals(circles)) {
      fail("The list of circles should not change.");
    }
  }

  static Obstacle circle(float x, float y, float radius) {
    return new Obstacle(x, y, radius);
  }

  static Vehicle vehicle(float x, float y) {
    return new Vehicle(x, y);
  }

  private void assertSpot(float x, float y, Obstacle circle, PVector hunter, float distance) {
    PVector spot = hiding().spot(circle, hunter, distance);
    Sentences.assertVector(x, y, spot, String.format("the hiding spot behind a circle of"
        + " radius %.0f at (%.0f, %.0f) from a hunter at (%.0f, %.0f), %.0f px beyond its edge,",
        circle.radius, circle.position.x, circle.position.y, hunter.x, hunter.y, distance),
        EPSILON);
  }

  private void assertNearest(float x, float y, Vehicle hider, PVector hunter,
      List<Obstacle> circles, String what) {
    PVector spot = hiding().nearest(hider, hunter, circles, 30);
    Sentences.assertVector(x, y, spot, "the spot chosen for " + what + ",", EPSILON);
  }

  private static void assertUnchanged(float x, float y, PVector now, String what) {
    if (now.x != x || now.y != y) {
      fail(Character.toUpperCase(what.charAt(0)) + what.substring(1) + " should still be (" + x
          + ", " + y + ") but is now (" + now.x + ", " + now.y + ").");
    }
  }
}
