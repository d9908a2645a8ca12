package sketches;

import java.util.List;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import steering.Vehicle;

/**
 * Prints, one a line, the notes Flocking's whiteboard writes for boid 0 of {@link #PLACES}
 * after one step. LearnerEditsTest runs it in a JVM of its own with a learner's edited
 * GroupRules in front of the project's classes, as the learner's IDE would: public, so that
 * JVM can start it.
 */
public final class FlockingBoardNotes {

  /**
   * The boids' places: boid 0 and neighbours 20, 40 and 60 px from it. The book counts one
   * closer than 25 and two within 50; a separation that reaches three times as far counts three.
   */
  static final float[][] PLACES = {{400, 300}, {420, 300}, {400, 340}, {340, 300}};
  /** Their velocity: all one way, slower than maxspeed, so nobody is cut at maxspeed. */
  static final float SPEED = 1;

  private FlockingBoardNotes() {
  }

  public static void main(String[] args) {
    SteeringSketch sketch = SketchKind.FLOCKING.startOffscreen();
    List<Vehicle> boids = Offscreen.vehicles(sketch);
    boids.clear();
    for (float[] at : PLACES) {
      Vehicle boid = new Vehicle(at[0], at[1]);
      boid.velocity.set(0, -SPEED);
      boids.add(boid);
    }
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    Offscreen.whiteboard(sketch).scene().notes().forEach(System.out::println);
  }
}
