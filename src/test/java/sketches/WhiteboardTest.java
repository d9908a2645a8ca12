package sketches;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import processing.core.PConstants;
import processing.core.PVector;
import processing.event.MouseEvent;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.panel.BoardView;
import sketchbook.panel.Whiteboard;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The whiteboard (b) pauses on one vehicle and draws its last step at a labelled scale:
 * steering runs from velocity's tip to desired's, and the next velocity is velocity +
 * steering/mass, limited to maxspeed. The arrows are checked where they were drawn.
 */
class WhiteboardTest {

  static final float PIXEL = 1e-3f;

  /** Sketches whose step is one behavior's force (a sum of several is not desired − velocity). */
  @ParameterizedTest
  @ValueSource(strings = {"Seek", "Arrive", "PathFollowing", "YourBehavior"})
  void steeringEndsAtTheTipOfDesiredMinusVelocityWhenNotCut(SketchKind kind) {
    SteeringSketch sketch = kind.startOffscreen();
    Offscreen.frames(sketch, 30);
    sketch.pressKey('b');
    assertTrue(sketch.paused(), kind + ": b pauses");
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    v.maxforce = 100;   // a maxforce that cuts nothing: steering = desired − velocity
    // turned a quarter round, off its course: a path follower on its road applies no force
    v.velocity.set(-v.velocity.y, v.velocity.x);
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    assertTrue(v.desired.mag() > 0, kind + ": the vehicle steered");

    Whiteboard board = Offscreen.whiteboard(sketch);
    PVector before = board.velocityBefore();
    assertNotNull(before, "the step's starting velocity was kept");
    BoardView view = board.triangle();
    // one picture: velocity and desired from the origin, steering from velocity's tip to desired's
    PVector origin = view.toScreen(new PVector());
    BoardView.Drawn velocity = view.arrow("velocity");
    BoardView.Drawn desired = view.arrow("desired");
    BoardView.Drawn steering = view.arrow("steering");
    assertEquals(origin, velocity.from(), kind + " velocity from the origin");
    assertEquals(origin, desired.from(), kind + " desired from the origin");
    PVector velocityTip = view.toScreen(before);
    PVector desiredTip = view.toScreen(v.desired);
    assertEquals(velocityTip.x, velocity.to().x, PIXEL, kind + " velocity's tip x");
    assertEquals(velocityTip.y, velocity.to().y, PIXEL, kind + " velocity's tip y");
    assertEquals(velocityTip, steering.from(), kind + " steering starts at velocity's tip");
    assertEquals(desiredTip.x, steering.to().x, 1e-2f, kind + " steering ends at desired's tip x");
    assertEquals(desiredTip.y, steering.to().y, 1e-2f, kind + " steering ends at desired's tip y");
    assertEquals(null, view.arrow("−velocity"), "no −velocity arrow: one triangle");
    // the scale the board labels: desired is |desired| · scale pixels long
    assertEquals(v.desired.mag() * view.scale(), PVector.dist(desired.from(), desired.to()),
        1e-2f, kind + " desired at the labelled scale");
    // one force: the note about sums (see WallsSketchTest for a sum) is not written
    assertTrue(view.notes().stream().noneMatch(n -> n.contains("sum")), view.notes().toString());
  }

  @Test
  void aForceAboveMaxforceIsCutToTheCircle() {
    SteeringSketch sketch = SketchKind.ARRIVE.startOffscreen("--target", "560,260",
        "--keys", "b.");
    Offscreen.frames(sketch, 2);
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    BoardView view = Offscreen.whiteboard(sketch).triangle();
    // from rest: velocity 0, desired = 4 towards the target, so desired − velocity is 4 long,
    // cut to maxforce 0.1: the arrow is 0.1 · scale pixels, from velocity's tip along desired
    BoardView.Drawn steering = view.arrow("steering");
    PVector before = Offscreen.whiteboard(sketch).velocityBefore();
    assertEquals(0, before.mag(), 1e-6f, "the vehicle started at rest");
    assertEquals(0.1f * view.scale(), PVector.dist(steering.from(), steering.to()), 1e-3f);
    assertEquals(view.toScreen(before), steering.from());
    assertEquals(4, v.desired.mag(), 1e-5f);
    PVector along = PVector.sub(steering.to(), steering.from()).normalize();
    assertEquals(1, along.dot(v.desired.copy().normalize()), 1e-5f);
    // 0.1 · scale (about 3 px) would hide under its head: at the panel's one scale it is a dot
    // where it starts, labelled with its length, not an arrow drawn some times longer
    float length = 0.1f * view.scale();
    assertTrue(length < BoardView.SHORTEST, "short enough to be a dot: " + length + " px");
    assertTrue(steering.asDot(), "drawn as a dot");
    assertEquals(view.arrows().stream().filter(a -> !a.asDot()).count(), view.shafts().size(),
        "a shaft for each arrow long enough to see, none for steering");
    assertTrue(view.labels().stream().anyMatch(l -> l.text().equals("steering 0.100")),
        view.labels().toString());
    assertTrue(view.labels().stream().noneMatch(l -> l.text().contains("×")),
        "no arrow says it was enlarged: " + view.labels());
  }

  /**
   * Once arrived, steering is a few thousandths: every arrow of the triangle is drawn at the
   * panel's one scale (noted once), and the steering, too small to see at it, is a dot that says
   * its length.
   */
  @Test
  void aVectorTooSmallAtThePanelsScaleIsADotWithItsLength() {
    SteeringSketch sketch = SketchKind.ARRIVE.startOffscreen("--target", "300,300");
    Offscreen.frames(sketch, 600);
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    BoardView view = Offscreen.whiteboard(sketch).triangle();
    float drawn = v.steering.mag() * view.scale();
    assertTrue(drawn < BoardView.SHORTEST, "settled: steering is " + drawn + " px at the scale");
    assertTrue(view.arrow("steering").asDot());
    String said = String.format("steering %.3f", v.steering.mag());
    assertTrue(view.labels().stream().anyMatch(l -> l.text().equals(said)),
        said + " in " + view.labels());
    // the panel's scale is written once, and no label carries a scale of its own
    assertEquals(1, view.notes().stream().filter(n -> n.contains("scale")).count());
    assertTrue(view.labels().stream().noneMatch(l -> l.text().contains("×")),
        view.labels().toString());
  }

  /** Cut from a moving start: the force leaves velocity's tip along desired − velocity. */
  @Test
  void aCutForceRunsFromTheTipOfVelocityTowardsTheTipOfDesired() {
    SteeringSketch sketch = SketchKind.SEEK.startOffscreen("--target", "700,500");
    Offscreen.frames(sketch, 2);
    sketch.pressKey('b');
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    v.position.set(400, 300);
    v.velocity.set(3, 0);
    v.maxforce = 0.5f;
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    Whiteboard board = Offscreen.whiteboard(sketch);
    BoardView view = board.triangle();
    PVector before = board.velocityBefore();
    assertEquals(3, before.x, 1e-6f);
    assertEquals(0, before.y, 1e-6f);
    PVector dMinusV = PVector.sub(v.desired, before);
    assertTrue(dMinusV.mag() > 0.5f, "the force was cut: " + dMinusV.mag());
    BoardView.Drawn steering = view.arrow("steering");
    assertEquals(view.toScreen(before), steering.from(), "starts at velocity's tip");
    // 0.5 · scale pixels long, along desired − velocity: it ends on the maxforce circle
    PVector expected = view.toScreen(PVector.add(before, dMinusV.copy().setMag(0.5f)));
    assertEquals(expected.x, steering.to().x, 1e-2f);
    assertEquals(expected.y, steering.to().y, 1e-2f);
    assertEquals(0.5f * view.scale(), PVector.dist(steering.from(), steering.to()), 1e-2f);
  }

  @Test
  void theNextVelocityIsVelocityPlusSteeringOverMass() {
    SteeringSketch sketch = SketchKind.SEEK.startOffscreen();
    Offscreen.frames(sketch, 20);
    Vehicle v = Offscreen.vehicles(sketch).get(0);
    v.mass = 2;
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    BoardView next = Offscreen.whiteboard(sketch).next();
    PVector before = Offscreen.whiteboard(sketch).velocityBefore();
    BoardView.Drawn change = next.arrow("steering/mass");
    assertEquals(next.toScreen(before), change.from());
    // velocity + steering / 2, then limited to maxspeed: the velocity the vehicle has now
    PVector sum = PVector.add(before, PVector.div(v.steering, 2));
    assertEquals(next.toScreen(sum), change.to());
    assertEquals(sum.limit(v.maxspeed).x, v.velocity.x, 1e-5f);
  }

  @Test
  void stepFollowsOneFrameAndAClickChoosesAnotherVehicle() {
    SteeringSketch sketch = SketchKind.PATH_FOLLOWING.startOffscreen();
    Offscreen.frames(sketch, 30);
    sketch.pressKey('b');
    Offscreen.frames(sketch, 3);
    int steps = sketch.steps();
    Vehicle first = Offscreen.vehicles(sketch).get(0);
    assertSame(first, Offscreen.whiteboard(sketch).subject());

    Vehicle other = Offscreen.vehicles(sketch).get(1);
    int count = Offscreen.vehicles(sketch).size();
    sketch.handleMouseEvent(new MouseEvent(null, 0, MouseEvent.PRESS, 0,
        Math.round(other.position.x), Math.round(other.position.y), PConstants.LEFT, 1));
    assertSame(other, Offscreen.whiteboard(sketch).subject(),
        "the clicked vehicle is on the board");
    assertEquals(count, Offscreen.vehicles(sketch).size(), "the click added no vehicle");

    sketch.pressKey('.');
    Offscreen.frames(sketch, 3);
    assertEquals(steps + 1, sketch.steps(), ". moved the scene exactly one frame");
    assertEquals(other.velocity, PVector.add(Offscreen.whiteboard(sketch).velocityBefore(),
        PVector.div(other.steering, other.mass)).limit(other.maxspeed));
    assertNotSame(first, Offscreen.whiteboard(sketch).subject());

    sketch.pressKey('b');
    assertTrue(!sketch.paused(), "b again resumes what it paused");
  }
}
