package sketches;

import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PConstants;
import processing.core.PVector;
import processing.event.MouseEvent;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.panel.BoardView;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * PursueEvade's own keys, from a scene set by hand: the pursuer (vehicle 0, maxspeed 4) at
 * (200, 300), the quarry (vehicle 1, maxspeed 3) at (600, 300), both well inside the walls.
 */
class PursueEvadeSketchTest {

  static final float EPSILON = 1e-3f;

  private static SteeringSketch start(String... extra) {
    SteeringSketch sketch = SketchKind.PURSUE_EVADE.startOffscreen(extra);
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    place(vehicles.get(0), 200, 300, 0, 0);
    place(vehicles.get(1), 600, 300, 0, 0);
    return sketch;
  }

  @Test
  void thePursuerAimsAtTheQuarrysPositionTDistanceOverMaxspeedFramesAhead() {
    SteeringSketch sketch = start();
    Vehicle pursuer = Offscreen.vehicles(sketch).get(0);
    Offscreen.vehicles(sketch).get(1).velocity.set(0, 3);
    Offscreen.frames(sketch, 1);
    // T = 400 / 4 = 100 frames: future = (600, 300 + 3 × 100) = (600, 600);
    // desired = (400, 300) / 500 × 4 = (3.2, 2.4)
    assertVector(3.2f, 2.4f, pursuer.desired);
  }

  @Test
  void lSwitchesToTheFixedLookAheadAndMinusShortensIt() {
    SteeringSketch sketch = start();
    sketch.pressKey('l');
    Vehicle pursuer = Offscreen.vehicles(sketch).get(0);
    Offscreen.vehicles(sketch).get(1).velocity.set(0, 3);
    Offscreen.frames(sketch, 1);
    // future = (600, 300 + 3 × 10) = (600, 330); desired = (400, 30) / √160900 × 4
    assertVector(400 * 4 / (float) Math.sqrt(160900), 30 * 4 / (float) Math.sqrt(160900),
        pursuer.desired);
    assertTrue(sketch.hudLines().contains("look-ahead (l): fixed, 10 frames"),
        sketch.hudLines().toString());

    sketch.pressKey('-');
    assertTrue(sketch.hudLines().contains("look-ahead (l): fixed, 8 frames"),
        sketch.hudLines().toString());
  }

  @Test
  void xSwapsTheRolesSoTheFormerQuarryPursues() {
    SteeringSketch sketch = start();
    sketch.pressKey('x');
    Offscreen.frames(sketch, 1);
    // vehicle 1 (maxspeed 3) pursues vehicle 0, at rest at (200, 300): desired = (−3, 0)
    assertVector(-3, 0, Offscreen.vehicles(sketch).get(1).desired);
  }

  @Test
  void mMakesTheQuarrySeekTheMouse() {
    SteeringSketch sketch = start("--target", "700,100");
    sketch.pressKey('m');
    Offscreen.frames(sketch, 1);
    // desired = (700 − 600, 100 − 300) = (100, −200), |…| = √50000, at maxspeed 3
    float length = (float) Math.sqrt(50000);
    assertVector(100 * 3 / length, -200 * 3 / length, Offscreen.vehicles(sketch).get(1).desired);
    assertTrue(sketch.hudLines().stream().anyMatch(l -> l.startsWith("quarry follows the mouse")));
  }

  @Test
  void aCatchIsCountedAndTheQuarryComesBackFarOffAtRest() {
    SteeringSketch sketch = start();
    Vehicle pursuer = Offscreen.vehicles(sketch).get(0);
    Vehicle quarry = Offscreen.vehicles(sketch).get(1);
    place(quarry, 205, 300, 0, 0);   // 5 px away: within the 10 px catch distance after a step
    Offscreen.frames(sketch, 1);

    assertTrue(sketch.hudLines().stream().anyMatch(l -> l.contains("catches 1 ")),
        sketch.hudLines().toString());
    assertTrue(PVector.dist(pursuer.position, quarry.position) >= 300,
        "quarry put back at " + quarry.position);
    assertEquals(0, quarry.velocity.mag(), 0);
  }

  @Test
  void theWhiteboardDrawsTheQuarrysFuturePositionAtVelocityTimesT() {
    SteeringSketch sketch = start();
    Vehicle pursuer = Offscreen.vehicles(sketch).get(0);
    Offscreen.vehicles(sketch).get(1).velocity.set(0, 3);
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    BoardView view = Offscreen.whiteboard(sketch).scene();
    // T = 400 / 4 = 100 frames: the quarry's velocity · T runs from (600, 300) to (600, 600)
    BoardView.Drawn ahead = view.arrow("velocity · T");
    assertEquals(0, view.toScreen(new PVector(600, 300)).dist(ahead.from()), EPSILON);
    assertEquals(0, view.toScreen(new PVector(600, 600)).dist(ahead.to()), EPSILON);
    // the pursuer steered from (200, 300) to that point: along desired (3.2, 2.4) / 4
    BoardView.Drawn seek = view.arrow("pursue: seek the future");
    assertEquals(0, view.toScreen(new PVector(200, 300)).dist(seek.from()), EPSILON);
    assertEquals(seek.to(), ahead.to());
    PVector along = PVector.sub(seek.to(), seek.from()).normalize();
    assertVector(0.8f, 0.6f, along);
    assertVector(3.2f, 2.4f, pursuer.desired);
    assertTrue(view.notes().contains("T = d / maxspeed = 400.0 / 4.00 = 100.0"),
        view.notes().toString());
  }

  /** The quarry's step is evade + wander (a sum): the board says so, and draws the evasion. */
  @Test
  void aClickPutsTheQuarryOnTheBoardWithItsSumOfForces() {
    SteeringSketch sketch = start();
    sketch.pressKey('b');
    sketch.handleMouseEvent(new MouseEvent(null, 0, MouseEvent.PRESS, 0, 600, 300,
        PConstants.LEFT, 1));
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    BoardView view = Offscreen.whiteboard(sketch).scene();
    // the pursuer at rest at (200, 300) will still be there: the quarry flees that point
    BoardView.Drawn away = view.arrow("evade: away from the future");
    assertEquals(0, view.toScreen(new PVector(200, 300)).dist(away.from()), EPSILON);
    assertEquals(0, view.toScreen(new PVector(600, 300)).dist(away.to()), EPSILON);
    assertTrue(Offscreen.whiteboard(sketch).triangle().notes()
        .contains("steering: the sum of this step's forces"),
        Offscreen.whiteboard(sketch).triangle().notes().toString());
  }

  private static void place(Vehicle v, float x, float y, float vx, float vy) {
    v.position.set(x, y);
    v.velocity.set(vx, vy);
  }

  private static void assertVector(float x, float y, PVector actual) {
    assertEquals(x, actual.x, EPSILON, "x of " + actual);
    assertEquals(y, actual.y, EPSILON, "y of " + actual);
  }
}
