package sketches;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.panel.BoardView;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Flee's own controls: a click swaps flee and seek, p flees only inside the panic distance. */
class FleeSketchTest {

  static final PVector TARGET = new PVector(400, 300);
  static final float EPSILON = 1e-3f;

  private static SteeringSketch start() {
    return SketchKind.FLEE.startOffscreen("--target", "400,300");
  }

  @Test
  void theCrowdFleesThenAClickMakesItSeekAndAnotherFleeAgain() {
    SteeringSketch sketch = start();
    assertDesiredEachFrame(sketch, -1);
    assertTrue(sketch.hudLines().contains("the crowd FLEES the target (click: seek)"));

    sketch.mousePressed();
    assertDesiredEachFrame(sketch, +1);
    assertTrue(sketch.hudLines().contains("the crowd SEEKS the target (click: flee)"));

    sketch.mousePressed();
    assertDesiredEachFrame(sketch, -1);
  }

  @Test
  void withPOnlyVehiclesInsideThePanicDistanceGetAForce() {
    SteeringSketch sketch = start();
    sketch.pressKey('p');
    int inside = 0;
    int outside = 0;
    for (int frame = 0; frame < 30; frame++) {
      List<Vehicle> vehicles = Offscreen.vehicles(sketch);
      List<PVector> before = positions(vehicles);
      List<PVector> velocities = new ArrayList<>();
      vehicles.forEach(v -> velocities.add(v.velocity.copy()));
      Offscreen.frames(sketch, 1);
      for (int i = 0; i < vehicles.size(); i++) {
        Vehicle v = vehicles.get(i);
        if (PVector.dist(before.get(i), TARGET) < 150) {   // the panic distance, 150 at start
          inside++;
          // it flees: desired = (position − target) at maxspeed, from where it stood
          PVector away = PVector.sub(before.get(i), TARGET).setMag(v.maxspeed);
          assertEquals(away.x, v.desired.x, EPSILON, "vehicle " + i + " inside flees");
          assertEquals(away.y, v.desired.y, EPSILON, "vehicle " + i + " inside flees");
        } else {
          outside++;
          assertEquals(0, v.steering.mag(), 0, "vehicle " + i + " outside: no force");
          assertEquals(velocities.get(i), v.velocity, "vehicle " + i + " coasts");
        }
      }
    }
    assertTrue(inside > 0 && outside > 0, inside + " inside, " + outside + " outside");
    assertTrue(sketch.hudLines().stream().anyMatch(l -> l.endsWith("p: flee only inside it")),
        sketch.hudLines().toString());
  }

  @Test
  void minusShrinksThePanicDistanceByTheStep() {
    SteeringSketch sketch = start();
    sketch.pressKey('-');
    // 150 / 1.25 = 120
    assertTrue(sketch.hudLines().stream().anyMatch(l -> l.equals("panic distance 120")),
        sketch.hudLines().toString());
    sketch.pressKey('=');
    sketch.pressKey('=');
    // 120 × 1.25 × 1.25 = 187.5, shown rounded
    assertTrue(sketch.hudLines().stream().anyMatch(l -> l.equals("panic distance 188")),
        sketch.hudLines().toString());
  }

  /**
   * The whiteboard draws position − threat from the threat to where the step started, and
   * desired along it (flee: away from the threat), the vehicle's own desired velocity at the
   * velocity scale the panel states.
   */
  @Test
  void theWhiteboardDrawsPositionMinusThreatAndDesiredAlongIt() {
    SteeringSketch sketch = start();
    Offscreen.frames(sketch, 5);
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    BoardView view = Offscreen.whiteboard(sketch).scene();
    PVector from = PVector.sub(v.position, v.velocity);
    BoardView.Drawn away = view.arrow("position − threat");
    assertEquals(view.toScreen(TARGET).dist(away.from()), 0, EPSILON);
    assertEquals(view.toScreen(from).dist(away.to()), 0, EPSILON);
    BoardView.Drawn desired = view.arrow("desired");
    assertEquals(away.to().dist(desired.from()), 0, EPSILON, "desired starts at the vehicle");
    PVector a = PVector.sub(away.to(), away.from());
    PVector d = PVector.sub(desired.to(), desired.from());
    // same direction: unit vectors' dot product 1
    assertEquals(1, a.copy().normalize().dot(d.copy().normalize()), 1e-4f);
    // |desired| = maxspeed, drawn at the stated velocity scale, in screen pixels
    float velocities = view.vectorScale(BoardView.VELOCITIES).times() * view.scale();
    assertEquals(v.maxspeed, v.desired.mag(), EPSILON);
    assertEquals(v.desired.mag() * velocities, d.mag(), 1e-2f);
    assertEquals(0, PVector.div(d, velocities).dist(v.desired), EPSILON);
  }

  /**
   * One frame; each vehicle's desired velocity was ±(position − target) at its maxspeed, from
   * where it stood before the frame: −1 flee (away), +1 seek (towards).
   */
  private static void assertDesiredEachFrame(SteeringSketch sketch, int towards) {
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    assertFalse(vehicles.isEmpty());
    List<PVector> before = positions(vehicles);
    Offscreen.frames(sketch, 1);
    for (int i = 0; i < vehicles.size(); i++) {
      Vehicle v = vehicles.get(i);
      PVector expected = PVector.sub(TARGET, before.get(i)).mult(towards).setMag(v.maxspeed);
      assertEquals(expected.x, v.desired.x, EPSILON, "vehicle " + i + " desired " + v.desired);
      assertEquals(expected.y, v.desired.y, EPSILON, "vehicle " + i + " desired " + v.desired);
    }
  }

  private static List<PVector> positions(List<Vehicle> vehicles) {
    List<PVector> positions = new ArrayList<>();
    vehicles.forEach(v -> positions.add(v.position.copy()));
    return positions;
  }
}
