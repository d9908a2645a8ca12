package steeringtext;

import processing.core.PVector;
import sketchbook.Offscreen;
import steering.Vehicle;

/**
 * Prints how near SteeringText's vehicles come to the mouse, held on the first vehicle's home,
 * in the seed-7 run: the nearest any vehicle came over frames 200 to 300, in pixels. Then, one
 * a line, each after "board: ", the whiteboard's notes for the first step after those in
 * which the first vehicle fled. LearnerEditsTest runs it in a JVM of its own with a learner's
 * edited Vehicle in front of the project's classes: public, so that JVM can start it.
 */
public final class KeepingAwayRun {

  /** Frames for the crowd to settle round the mouse, then frames watched. */
  static final int SETTLE_FRAMES = 200;
  static final int WATCHED_FRAMES = 100;
  /** Steps tried, one at a time, for one in which the first vehicle flees. */
  static final int MOST_STEPS = 200;

  private KeepingAwayRun() {
  }

  public static void main(String[] args) {
    PVector home = Offscreen.start(new SteeringText(), "--headless", "--seed", "7").homes.get(0);
    SteeringText sketch = Offscreen.start(new SteeringText(), "--headless", "--seed", "7",
        "--target", Math.round(home.x) + "," + Math.round(home.y));
    Offscreen.frames(sketch, SETTLE_FRAMES);
    float nearest = Float.POSITIVE_INFINITY;
    for (int i = 0; i < WATCHED_FRAMES; i++) {
      Offscreen.frames(sketch, 1);
      for (Vehicle v : sketch.vehicles) {
        nearest = Math.min(nearest, PVector.dist(v.position, sketch.threat));
      }
    }
    System.out.println(nearest);
    sketch.pressKey('b');
    for (int i = 0; i < MOST_STEPS && (i == 0 || !sketch.fled(sketch.vehicles.get(0))); i++) {
      sketch.pressKey('.');
      Offscreen.frames(sketch, 1);
    }
    Offscreen.whiteboard(sketch).scene().notes().forEach(n -> System.out.println("board: " + n));
  }
}
