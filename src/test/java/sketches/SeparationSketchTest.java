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
 * Separation's crowd spreads out until few are too close, - and = set the distance it keeps
 * (shown in the HUD), and a click adds a vehicle where it was.
 */
class SeparationSketchTest {

  /** The sketch's desired separation at start, in pixels. */
  static final float SEPARATION = 25;

  @Test
  void theCrowdSpreadsOutUntilFewAreTooClose() {
    SteeringSketch sketch = SketchKind.SEPARATION.startOffscreen();
    List<Vehicle> crowd = Offscreen.vehicles(sketch);
    int before = pairsCloserThan(crowd, SEPARATION);
    Offscreen.frames(sketch, 200);
    int after = pairsCloserThan(crowd, SEPARATION);
    // 100 vehicles packed within 85 px: hundreds of the 4,950 pairs start too close
    assertTrue(before > 300, before + " pairs too close at the start");
    assertTrue(after < before / 10, after + " pairs too close after 200 frames, from " + before);
  }

  @Test
  void minusAndEqualsSetTheDistanceTheCrowdKeeps() {
    SteeringSketch sketch = SketchKind.SEPARATION.startOffscreen();
    sketch.pressKey('=');
    sketch.pressKey('=');
    // 25 × 1.25 × 1.25 = 39.06, shown rounded
    assertTrue(sketch.hudLines().contains("desired separation 39"),
        sketch.hudLines().toString());
    Offscreen.frames(sketch, 300);
    List<Vehicle> crowd = Offscreen.vehicles(sketch);
    // everyone now keeps about 39 px apart: few pairs are closer than 30
    assertTrue(pairsCloserThan(crowd, 30) < 5, pairsCloserThan(crowd, 30) + " pairs within 30");

    SteeringSketch narrow = SketchKind.SEPARATION.startOffscreen();
    for (int i = 0; i < 3; i++) {
      narrow.pressKey('-');
    }
    // 25 / 1.25³ = 12.8
    assertTrue(narrow.hudLines().contains("desired separation 13"),
        narrow.hudLines().toString());
    List<Vehicle> packed = Offscreen.vehicles(narrow);
    int tooClose = withNeighbourCloserThan(packed, 12.8f);
    Offscreen.frames(narrow, 1);
    // everyone separates from the same frame (nobody has moved yet), and all start at rest:
    // pushed are exactly those with a neighbour closer than 12.8 before the frame
    long pushed = packed.stream().filter(v -> v.steering.mag() > 0).count();
    assertEquals(tooClose, pushed, "pushed, of " + packed.size());
    assertTrue(pushed > 0 && pushed < packed.size(), pushed + " of " + packed.size());
  }

  /**
   * The whiteboard works the step out again from the crowd as it was before it, and now that
   * every vehicle separates from that same frame, its desired velocity is the vehicle's own.
   */
  @Test
  void theWhiteboardsDesiredVelocityIsTheOneTheVehicleSteeredBy() {
    SteeringSketch sketch = SketchKind.SEPARATION.startOffscreen();
    sketch.pressKey('b');
    // the last vehicle: in the book's loop it would look at a crowd that had already moved
    Vehicle shown = onTheBoard(sketch, Offscreen.vehicles(sketch).size() - 1);
    for (int frame = 0; frame < 5; frame++) {
      sketch.pressKey('.');   // the board pauses the sketch: one step at a time
      Offscreen.frames(sketch, 1);
      BoardView view = Offscreen.whiteboard(sketch).scene();
      if (shown.desired.mag() == 0 || shown.steering.mag() == 0) {
        continue;   // nobody too close to it: no desired arrow drawn
      }
      // drawn from the position before the step at the velocity scale the panel states
      BoardView.Drawn desired = view.arrow("desired");
      PVector drawn = PVector.sub(desired.to(), desired.from())
          .div(view.vectorScale(BoardView.VELOCITIES).times() * view.scale());
      assertEquals(shown.desired.x, drawn.x, 1e-4, "frame " + frame + ": " + drawn);
      assertEquals(shown.desired.y, drawn.y, 1e-4, "frame " + frame + ": " + drawn);
      return;
    }
    throw new AssertionError("the vehicle was never pushed: " + shown.position);
  }

  /**
   * The whiteboard shows, for the first vehicle as it was before the step, one push per
   * neighbour closer than 25, as GroupRules.separate computed it: its part of the desired
   * velocity, so the pushes add up to the desired velocity drawn beside them, at the one
   * velocity scale the panel states. Unedited, they are the book's unit(position − other) / d,
   * and the board says so.
   */
  @Test
  void theWhiteboardDrawsEachNeighboursPushAndTheyAddUpToDesired() {
    SteeringSketch sketch = SketchKind.SEPARATION.startOffscreen();
    List<Vehicle> crowd = Offscreen.vehicles(sketch);
    crowd.clear();
    for (float[] at : new float[][] {{400, 300}, {410, 300}, {400, 280}, {430, 300}}) {
      Vehicle v = new Vehicle(at[0], at[1]);
      v.maxspeed = 3;
      v.maxforce = 0.2f;
      crowd.add(v);
    }
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    BoardView view = Offscreen.whiteboard(sketch).scene();
    PVector from = view.toScreen(new PVector(400, 300));
    float velocities = view.vectorScale(BoardView.VELOCITIES).times();
    // the book: (−1, 0) / 10 + (0, 1) / 20 = (−0.1, 0.05), |…| = 0.1118, set to maxspeed 3:
    // × 26.833, so the push from d = 10 is (−2.683, 0) and from d = 20 (0, 1.342)
    BoardView.Drawn right = view.arrow("d 10.0");
    assertEquals(0, from.dist(right.from()), 1e-3);
    assertEquals(0, view.toScreen(new PVector(400 - 2.6833f * velocities, 300))
        .dist(right.to()), 1e-2);
    BoardView.Drawn above = view.arrow("d 20.0");
    assertEquals(0, view.toScreen(new PVector(400, 300 + 1.3416f * velocities))
        .dist(above.to()), 1e-2);
    // half as long: 1 / d pushes a nearer one harder
    assertEquals(PVector.dist(right.from(), right.to()) / 2,
        PVector.dist(above.from(), above.to()), 1e-2);
    // d = 30 is not too close: two pushes only
    assertEquals(2, view.arrows().stream().filter(a -> a.label().startsWith("d ")).count());
    // they add up to desired: (−2.683, 1.342), the vehicle's own, at the same scale
    BoardView.Drawn desired = view.arrow("desired");
    PVector sum = PVector.add(right.vector(), above.vector());
    assertEquals(0, sum.dist(desired.vector()), 1e-4);
    assertEquals(0, sum.dist(Offscreen.vehicles(sketch).get(0).desired), 1e-4);
    assertEquals(0, view.toScreen(new PVector(400 - 2.6833f * velocities,
        300 + 1.3416f * velocities)).dist(desired.to()), 1e-2);
    assertTrue(view.notes().contains(separation.SeparationBoard.AS_THE_BOOK),
        view.notes().toString());
  }

  /**
   * Which neighbours the board counts is asked of GroupRules.separate itself: one just inside
   * the desired separation steers the vehicle, one just outside does not, and the note says the
   * count the code gave.
   */
  @Test
  void theBoardCountsTheNeighboursSeparateCounts() {
    Vehicle me = new Vehicle(400, 300);
    assertTrue(separation.SeparationBoard.counted(me, new Vehicle(424, 300), 25));
    assertTrue(!separation.SeparationBoard.counted(me, new Vehicle(426, 300), 25));
    assertTrue(!separation.SeparationBoard.counted(me, new Vehicle(400, 300), 25),
        "d = 0: itself, skipped");
    SteeringSketch sketch = SketchKind.SEPARATION.startOffscreen();
    List<Vehicle> crowd = Offscreen.vehicles(sketch);
    crowd.clear();
    for (float[] at : new float[][] {{400, 300}, {424, 300}, {400, 274}}) {
      crowd.add(new Vehicle(at[0], at[1]));
    }
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    BoardView view = Offscreen.whiteboard(sketch).scene();
    assertTrue(view.notes().contains("1 closer than 25"), view.notes().toString());
  }

  @Test
  void aClickAddsAVehicleAtRestWhereItWas() {
    SteeringSketch sketch = SketchKind.SEPARATION.startOffscreen();
    int count = Offscreen.vehicles(sketch).size();
    sketch.mouseX = 123;
    sketch.mouseY = 456;
    sketch.mousePressed();
    List<Vehicle> crowd = Offscreen.vehicles(sketch);
    assertEquals(count + 1, crowd.size());
    Vehicle added = crowd.get(count);
    assertEquals(new PVector(123, 456), added.position);
    assertEquals(new PVector(), added.velocity);
    assertTrue(sketch.hudLines().contains((count + 1) + " vehicles — click or drag to add more"));
  }

  /** How many vehicles have another closer than {@code distance}. */
  private static int withNeighbourCloserThan(List<Vehicle> crowd, float distance) {
    int count = 0;
    for (Vehicle v : crowd) {
      count += crowd.stream().anyMatch(o -> o != v
          && PVector.dist(o.position, v.position) < distance) ? 1 : 0;
    }
    return count;
  }

  private static int pairsCloserThan(List<Vehicle> crowd, float distance) {
    int pairs = 0;
    for (int i = 0; i < crowd.size(); i++) {
      for (int j = i + 1; j < crowd.size(); j++) {
        if (PVector.dist(crowd.get(i).position, crowd.get(j).position) < distance) {
          pairs++;
        }
      }
    }
    return pairs;
  }

  /** Clicks vehicle {@code index} with the whiteboard open; returns the vehicle it shows. */
  static Vehicle onTheBoard(SteeringSketch sketch, int index) {
    Vehicle v = Offscreen.vehicles(sketch).get(index);
    sketch.handleMouseEvent(new MouseEvent(null, 0, MouseEvent.PRESS, 0,
        Math.round(v.position.x), Math.round(v.position.y), PConstants.LEFT, 1));
    Vehicle shown = Offscreen.whiteboard(sketch).subject();
    assertTrue(Offscreen.vehicles(sketch).indexOf(shown) > 0, "a vehicle after the first");
    return shown;
  }
}
