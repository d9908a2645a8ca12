package hideandinterpose;

import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import steering.Interpose;
import steering.Obstacle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sketch's three vehicles, run with a seed: the hider gets behind a circle and stays out of
 * the hunter's sight; the interposer keeps near the hunter–hider midpoint; without circles the
 * hider runs. Numbers measured with seed 7 are in the comments.
 */
class HideAndInterposeSketchTest {

  static final int SETTLE_FRAMES = 200;
  static final int WATCHED_FRAMES = 400;
  static final float EPSILON = 1e-3f;

  private static HideAndInterpose started() {
    return Offscreen.start(new HideAndInterpose(), "--headless", "--seed", "7");
  }

  /** True when the segment from a to b passes through a circle (the hunter's sight is cut). */
  static boolean sightBlocked(HideAndInterpose sketch, PVector a, PVector b) {
    for (Obstacle obstacle : sketch.obstacles) {
      PVector ab = PVector.sub(b, a);
      float along = PVector.sub(obstacle.position, a).dot(ab) / ab.magSq();
      PVector nearest = PVector.add(a, PVector.mult(ab, Math.max(0, Math.min(1, along))));
      if (obstacle.contains(nearest)) {
        return true;
      }
    }
    return false;
  }

  @Test
  void theHiderReachesItsSpotAndTheHunterCannotSeeIt() {
    HideAndInterpose sketch = started();
    float before = PVector.dist(sketch.hider.position, sketch.chosenSpot());
    Offscreen.frames(sketch, SETTLE_FRAMES);
    int hiddenFrames = 0;
    float farthest = 0;
    for (int i = 0; i < WATCHED_FRAMES; i++) {
      Offscreen.frames(sketch, 1);
      farthest = Math.max(farthest, PVector.dist(sketch.hider.position, sketch.chosenSpot()));
      if (sightBlocked(sketch, sketch.hunter.position, sketch.hider.position)) {
        hiddenFrames++;
      }
    }
    // measured: 82.7 px at the start; within 1.8 px of the moving spot from frame 100 on
    assertTrue(before > 50, before + " px from the spot at the start");
    assertTrue(farthest < 5, "the hider strayed " + farthest + " px from its spot");
    assertEquals(WATCHED_FRAMES, hiddenFrames, "frames with a circle between hunter and hider");
  }

  @Test
  void theInterposerKeepsNearTheMidpointOfHunterAndHider() {
    HideAndInterpose sketch = started();
    float start = PVector.dist(sketch.interposer.position,
        Interpose.midpoint(sketch.hunter, sketch.hider));
    Offscreen.frames(sketch, SETTLE_FRAMES);
    float sum = 0;
    float worst = 0;
    for (int i = 0; i < WATCHED_FRAMES; i++) {
      Offscreen.frames(sketch, 1);
      float off = PVector.dist(sketch.interposer.position,
          Interpose.midpoint(sketch.hunter, sketch.hider));
      sum += off;
      worst = Math.max(worst, off);
    }
    // measured: 383 px at the start; then 10 px on average, 26 at worst, the two ~600 px apart
    assertTrue(start > 300, start + " px from the midpoint at the start");
    assertTrue(sum / WATCHED_FRAMES < 20, "on average " + sum / WATCHED_FRAMES + " px off");
    assertTrue(worst < 40, "at worst " + worst + " px off");
  }

  @Test
  void withoutCirclesTheHiderEvades() {
    HideAndInterpose sketch = started();
    Offscreen.frames(sketch, SETTLE_FRAMES);
    sketch.pressKey('c');
    assertTrue(sketch.obstacles.isEmpty());
    assertNull(sketch.chosenSpot());
    float before = PVector.dist(sketch.hider.position, sketch.hunter.position);
    Offscreen.frames(sketch, SETTLE_FRAMES / 2);
    float after = PVector.dist(sketch.hider.position, sketch.hunter.position);
    assertTrue(after > before, "hunter–hider " + before + " px, then " + after);
    assertTrue(sketch.hudLines().contains(
        "hider: no circle, evades the hunter (c brings them back)"), sketch.hudLines().toString());
    sketch.pressKey('c');
    assertEquals(HideAndInterpose.START_CIRCLES.length, sketch.obstacles.size());
  }

  @Test
  void theHidingDistanceKeyMovesTheSpotOutward() {
    HideAndInterpose sketch = started();
    Obstacle circle = nearestCircle(sketch, sketch.chosenSpot());
    assertEquals(circle.radius + 30, PVector.dist(circle.position, sketch.chosenSpot()), EPSILON);
    sketch.pressKey('=');   // 30 + 5 px
    assertEquals(35, sketch.hidingDistance.value(), EPSILON);
    assertEquals(circle.radius + 35, PVector.dist(circle.position, sketch.chosenSpot()), EPSILON);
  }

  static Obstacle nearestCircle(HideAndInterpose sketch, PVector point) {
    Obstacle nearest = sketch.obstacles.get(0);
    for (Obstacle obstacle : sketch.obstacles) {
      if (PVector.dist(obstacle.position, point) < PVector.dist(nearest.position, point)) {
        nearest = obstacle;
      }
    }
    return nearest;
  }
}
