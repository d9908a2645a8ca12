package hideandinterpose;

import processing.core.PConstants;
import processing.core.PVector;
import processing.event.MouseEvent;
import sketchbook.Offscreen;
import steering.Obstacle;

/**
 * Prints where Hide and Interpose's hider and interposer wait, over frames 200 to 400 of the
 * seed-7 run: first how far beyond the edge of the nearest circle the hider is, on average, in
 * pixels; then how far the interposer is along the way from the hunter to the hider, on
 * average (its position projected on that line, 0 at the hunter, 1 at the hider). Then, one a
 * line, the notes of the whiteboard after one more step, the hider's and then the
 * interposer's, each after "hider: " or "interposer: ". LearnerEditsTest runs it in a JVM of
 * its own with a learner's edited Hide or Interpose in front of the project's classes: public,
 * so that JVM can start it.
 */
public final class HidingRun {

  static final int SETTLE_FRAMES = 200;
  static final int WATCHED_FRAMES = 200;

  private HidingRun() {
  }

  public static void main(String[] args) {
    HideAndInterpose sketch = Offscreen.start(new HideAndInterpose(), "--headless", "--seed",
        "7");
    Offscreen.frames(sketch, SETTLE_FRAMES);
    double beyond = 0;
    double share = 0;
    for (int i = 0; i < WATCHED_FRAMES; i++) {
      Offscreen.frames(sketch, 1);
      beyond += beyondTheNearestEdge(sketch, sketch.hider.position);
      PVector way = PVector.sub(sketch.hider.position, sketch.hunter.position);
      share += PVector.sub(sketch.interposer.position, sketch.hunter.position).dot(way)
          / way.magSq();
    }
    System.out.println(beyond / WATCHED_FRAMES);
    System.out.println(share / WATCHED_FRAMES);
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    Offscreen.whiteboard(sketch).scene().notes().forEach(n -> System.out.println("hider: " + n));
    // a click on the interposer puts it on the board, and the board shows its next step
    sketch.handleMouseEvent(new MouseEvent(null, 0, MouseEvent.PRESS, 0,
        Math.round(sketch.interposer.position.x), Math.round(sketch.interposer.position.y),
        PConstants.LEFT, 1));
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    Offscreen.whiteboard(sketch).scene().notes()
        .forEach(n -> System.out.println("interposer: " + n));
  }

  /** How far {@code p} is beyond the edge of the circle whose edge is nearest to it. */
  static float beyondTheNearestEdge(HideAndInterpose sketch, PVector p) {
    float nearest = Float.POSITIVE_INFINITY;
    for (Obstacle obstacle : sketch.obstacles) {
      nearest = Math.min(nearest, PVector.dist(obstacle.position, p) - obstacle.radius);
    }
    return nearest;
  }
}
