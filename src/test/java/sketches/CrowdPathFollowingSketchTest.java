package sketches;

import java.io.File;
import steering.files.PathFile;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.panel.BoardView;
import sketchbook.run.ProjectFolder;
import steering.Path;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * CrowdPathFollowing's force is follow × 2 + separate × 1, each limited to maxforce (0.3)
 * first; the weight keys move them; a vehicle out of the window starts again on the road.
 */
class CrowdPathFollowingSketchTest {

  static final String ZIGZAG = "data/paths/zigzag.json";
  static final float EPSILON = 1e-4f;

  private static SteeringSketch start() {
    return SketchKind.CROWD_PATH_FOLLOWING.startOffscreen("--path", ZIGZAG);
  }

  @Test
  void aVehicleAloneOffTheRoadSteersBackAtTwiceTheFollowForce() {
    SteeringSketch sketch = start();
    List<Vehicle> crowd = Offscreen.vehicles(sketch);
    List<PVector> velocities = new ArrayList<>();
    List<PVector> positions = new ArrayList<>();
    for (Vehicle v : crowd) {
      velocities.add(v.velocity.copy());
      positions.add(v.position.copy());
    }

    Offscreen.frames(sketch, 1);

    int checked = 0;
    for (int i = 0; i < crowd.size(); i++) {
      Vehicle v = crowd.get(i);
      // nobody within the desired separation 25, with room for both to have moved a frame
      // (at most 4 px each) since the force was worked out
      boolean nobodyNear = crowd.stream().noneMatch(o -> o != v
          && PVector.dist(o.position, v.position) < 25 + 2 * 4);
      if (!nobodyNear || !v.steeringToPath) {
        continue;
      }
      // follow: seek the path target from where it stood: desired at maxspeed, force
      // (desired − velocity) limited to 0.3, × 2; separation adds nothing
      PVector desired = PVector.sub(v.pathTarget, positions.get(i)).setMag(v.maxspeed);
      PVector expected = PVector.sub(desired, velocities.get(i)).limit(0.3f).mult(2);
      assertEquals(expected.x, v.steering.x, EPSILON, "vehicle " + i + " force.x");
      assertEquals(expected.y, v.steering.y, EPSILON, "vehicle " + i + " force.y");
      checked++;
    }
    assertTrue(checked > 5, "only " + checked + " vehicles alone and off the road");
    assertTrue(sketch.hudLines().contains("follow weight 2.00   separation weight 1.00   desired separation 25"),
        sketch.hudLines().toString());
  }

  @Test
  void theWeightKeysMoveTheWeightsWithinTheirBounds() {
    SteeringSketch sketch = start();
    for (int i = 0; i < 10; i++) {
      sketch.pressKey('j');
      sketch.pressKey('m');
    }
    // follow 2 − 10 × 0.25 → 0 (min); separation 1 + 10 × 0.25 = 3.5
    assertTrue(sketch.hudLines().contains(
        "follow weight 0.00 (min)   separation weight 3.50   desired separation 25"),
        sketch.hudLines().toString());
    Offscreen.frames(sketch, 1);
    for (Vehicle v : Offscreen.vehicles(sketch)) {
      // without following, a force is separation alone: at most maxforce 0.3 × 3.5
      assertTrue(v.steering.mag() <= 0.3f * 3.5f + EPSILON, "force " + v.steering);
    }
  }

  @Test
  void aVehicleOutOfTheWindowStartsAgainAcrossTheRoadsStart() {
    SteeringSketch sketch = start();
    Path zigzag = PathFile.load(new File(ProjectFolder.root(), ZIGZAG));
    Vehicle gone = Offscreen.vehicles(sketch).get(0);
    gone.position.set(900, 300);   // past the right edge and its 30 px margin
    gone.velocity.set(3, 0);

    Offscreen.frames(sketch, 1);

    float fromStart = PVector.dist(gone.position, zigzag.start());
    assertTrue(fromStart <= zigzag.radius, "restarted " + fromStart + " px from the start");
    PVector along = PVector.sub(zigzag.segmentEnd(0), zigzag.segmentStart(0));
    assertEquals(0, PVector.angleBetween(gone.velocity, along), 1e-3, "heading along the road");
  }

  /**
   * The whiteboard adds the step's follow force and separation force tip to tail, from where
   * the first vehicle stood, and their sum is its steering. Two vehicles 10 apart above the
   * zigzag's first segment, both at (3, 0): both forces are cut at maxforce 0.3.
   */
  @Test
  void theWhiteboardAddsFollowAndSeparationTipToTail() {
    SteeringSketch sketch = start();
    List<Vehicle> crowd = Offscreen.vehicles(sketch);
    crowd.clear();
    Vehicle a = new Vehicle(100, 200);
    Vehicle b = new Vehicle(110, 200);
    for (Vehicle v : List.of(a, b)) {
      v.velocity.set(3, 0);
      v.maxspeed = 3;
      v.maxforce = 0.3f;
      crowd.add(v);
    }
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    BoardView view = Offscreen.whiteboard(sketch).scene();
    BoardView.Drawn follow = view.arrow("follow × 2.00");
    BoardView.Drawn separation = view.arrow("separation × 1.00");
    BoardView.Drawn sum = view.arrow("sum");
    float k = view.vectorScale(BoardView.FORCES).times() * view.scale();   // pixels a unit
    assertEquals(0, view.toScreen(new PVector(100, 200)).dist(follow.from()), 1e-3);
    // follow: the prediction (125, 200) is far off the road below, so the target lies below
    // and right: desired (3 at maxspeed, downwards) − (3, 0) is well over 0.3, cut; × 2
    assertEquals(0.6f * k, PVector.dist(follow.from(), follow.to()), 1e-2);
    // separation: away (−1, 0) at maxspeed, (−3, 0) − (3, 0) = (−6, 0), cut to (−0.3, 0), × 1
    assertEquals(follow.to(), separation.from());
    PVector away = PVector.sub(separation.to(), separation.from());
    assertEquals(-0.3f * k, away.x, 1e-2);
    assertEquals(0, away.y, 1e-3);
    // the sum ends at the last tip (float rounding) and is the vehicle's steering after the step
    assertEquals(follow.from(), sum.from());
    assertEquals(0, separation.to().dist(sum.to()), 1e-3);
    PVector steering = PVector.sub(sum.to(), sum.from()).div(k);
    assertEquals(0, steering.dist(a.steering), 1e-5);
  }
}
