package wallfollowing;

import java.util.EnumMap;
import java.util.Map;
import sketchbook.Offscreen;
import steering.Vehicle;

/**
 * Prints how near WallFollowing's vehicles keep to the walls in the seed-7 run of 12 vehicles
 * over 600 frames, in pixels, one a line: the closest any feeler vehicle came to a wall, the
 * closest any probing vehicle came, and the followers' mean distance from the nearest wall over
 * the run's second half (once they have found their walls). Then, one a line, the notes of the
 * whiteboard of the first vehicle, a feeler one, on the first step after frame 600 in which one
 * of its feelers went through a wall, each after "board: ". LearnerEditsTest runs it in a JVM
 * of its own with a learner's edited Feelers, Containment or WallFollower in front of the
 * project's classes: public, so that JVM can start it.
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
    Map<Role, Double> closest = new EnumMap<>(Role.class);
    double followed = 0;
    int followerFrames = 0;
    for (int frame = 0; frame < FRAMES; frame++) {
      Offscreen.frames(sketch, 1);
      for (int i = 0; i < sketch.vehicles.size(); i++) {
        Role role = sketch.roles.get(i);
        Vehicle v = sketch.vehicles.get(i);
        double distance = sketch.walls.nearest(v.position).distance();
        closest.merge(role, distance, Math::min);
        if (role == Role.FOLLOWER && frame >= FRAMES / 2) {
          followed += distance;
          followerFrames++;
        }
      }
    }
    System.out.println(closest.get(Role.FEELERS));
    System.out.println(closest.get(Role.PROBES));
    System.out.println(followed / followerFrames);
    for (int i = 0; i < WAIT && sketch.steps.get(0).deepest() == null; i++) {
      Offscreen.frames(sketch, 1);
    }
    sketch.pressKey(' ');
    sketch.pressKey('b');
    Offscreen.frames(sketch, 1);
    Offscreen.whiteboard(sketch).scene().notes().forEach(n -> System.out.println("board: " + n));
  }
}
