package sketches;

import java.util.List;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.panel.BoardView;
import steering.Vehicle;

/**
 * Prints what Separation's whiteboard shows for vehicle 0 of {@link #PLACES} after one step:
 * its notes, one a line, then each push it drew ("d 10.0 -2.683 0.000": its label and the
 * vector it stands for) and the desired velocity the vehicle steered by ("the vehicle's
 * desired ..."). LearnerEditsTest runs it in a JVM of its own with a learner's edited
 * GroupRules in front of the project's classes, as the learner's IDE would: public, so that
 * JVM can start it.
 */
public final class SeparationBoardNotes {

  /**
   * Vehicle 0 and neighbours 10 px to its right, 20 px above and 30 px to its right: the book
   * pushes it away from the first two, the nearer twice as hard.
   */
  static final float[][] PLACES = {{400, 300}, {410, 300}, {400, 280}, {430, 300}};
  /** The sketch's crowd's limits. */
  static final float MAXSPEED = 3;
  static final float MAXFORCE = 0.2f;

  private SeparationBoardNotes() {
  }

  public static void main(String[] args) {
    SteeringSketch sketch = SketchKind.SEPARATION.startOffscreen();
    List<Vehicle> crowd = Offscreen.vehicles(sketch);
    crowd.clear();
    for (float[] at : PLACES) {
      Vehicle v = new Vehicle(at[0], at[1]);
      v.maxspeed = MAXSPEED;
      v.maxforce = MAXFORCE;
      crowd.add(v);
    }
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    BoardView view = Offscreen.whiteboard(sketch).scene();
    view.notes().forEach(System.out::println);
    for (BoardView.Drawn arrow : view.arrows()) {
      if (arrow.label().startsWith("d ")) {
        System.out.println(vector(arrow.label(), arrow.vector().x, arrow.vector().y));
      }
    }
    Vehicle v = crowd.get(0);
    System.out.println(vector("the vehicle's desired", v.desired.x, v.desired.y));
  }

  private static String vector(String what, float x, float y) {
    // + 0f: no "-0.000"
    return String.format("%s %.3f %.3f", what, x + 0f, y + 0f);
  }
}
