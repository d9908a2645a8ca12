package wallfollowing;

import sketchbook.Offscreen;
import steering.Vehicle;
import steering.WallLayout;

/**
 * Prints how near WallFollowing's feeler vehicles come to a wall in the seed-7 run of 12
 * vehicles over 600 frames, in pixels: the closest any came. Then, one a line, the notes of the
 * whiteboard of the first vehicle, a feeler one, on the first step after frame 600 in which one
 * of its feelers went through a wall, each after "board: ". LearnerEditsTest runs it in a JVM
 * of its own with a learner's edited Feelers in front of the project's classes: public, so that
 * JVM can start it.
 */
public final class FeelingRun {

  static final int FRAMES = 600;
  /** Frames to wait, at most, for the first vehicle's feelers to go through a wall. */
  static final int WAIT = 600;

  private FeelingRun() {
  }

  public static void main(String[] args) {
    WallFollowing sketch = Offscreen.start(new WallFollowing(), "--headless", "--seed", "7",
        "--vehicles", "12");
    double closest = Double.POSITIVE_INFINITY;
    for (int frame = 0; frame < FRAMES; frame++) {
      Offscreen.frames(sketch, 1);
      for (int i = 0; i < sketch.vehicles.size(); i++) {
        if (sketch.roles.get(i) == Role.FEELERS) {
          Vehicle v = sketch.vehicles.get(i);
          WallLayout.Nearest nearest = sketch.walls.nearest(v.position);
          closest = Math.min(closest, nearest.distance());
        }
      }
    }
    System.out.println(closest);
    for (int i = 0; i < WAIT && sketch.steps.get(0).deepest() == null; i++) {
      Offscreen.frames(sketch, 1);
    }
    sketch.pressKey(' ');
    sketch.pressKey('b');
    Offscreen.frames(sketch, 1);
    Offscreen.whiteboard(sketch).scene().notes().forEach(n -> System.out.println("board: " + n));
  }
}
