package sketches;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import processing.core.PConstants;
import processing.event.MouseEvent;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.panel.SidePanel.Box;
import sketchbook.panel.SidePanel.Section;
import sketchbook.run.Ghost;
import steering.Vehicle;

/**
 * Going back through a run and the ghost of the run before a change. A run that keeps its
 * frames goes back with {@code ,} to exactly the state it had at that step, and forward again
 * with {@code .} to the same states; a change forks the run, and the ghost is, to the bit, the
 * run that had no change, while the live run is, to the bit, the run that had it from the
 * start.
 */
class StepBackAndGhostTest {

  static final int FRAMES = 120;
  static final int BACK = 45;
  /** Frames within which a ghost's own sketch must have caught up and taken over. */
  static final int TWIN_FRAMES = 900;

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  // and crowds stepped by finders whose indexes are not recorded (transient): Flocking's
  // quadtree and crowd engine, PredatorPrey's above 300 prey (the engine, the predators' tree)
  @ValueSource(strings = {"Seek", "Arrive", "Flocking", "Wander", "PathFollowing", "Evolution",
      "Flocking --neighbours quadtree", "Flocking --neighbours crowd",
      "PredatorPrey --vehicles 400"})
  void commaGoesBackToTheStateOfThatStepAndDotComesForwardAgain(String run) {
    String[] nameAndFlags = run.split(" ");
    String name = nameAndFlags[0];
    SketchKind kind = SketchKind.named(name);
    SteeringSketch sketch = keepingFrames(kind,
        Arrays.copyOfRange(nameAndFlags, 1, nameAndFlags.length));
    List<Long> states = new ArrayList<>();
    states.add(EveryRunReplaysTest.fingerprint(sketch.vehicles));
    for (int frame = 0; frame < FRAMES; frame++) {
      EveryRunReplaysTest.script(sketch, frame);
      Offscreen.frames(sketch, 1);
      states.add(EveryRunReplaysTest.fingerprint(sketch.vehicles));
    }
    sketch.pressKey(' ');
    for (int i = 1; i <= BACK; i++) {
      sketch.pressKey(',');
      Offscreen.frames(sketch, 1);
      assertEquals(FRAMES - i, sketch.steps(), name + ": one step back a press");
      assertEquals(states.get(FRAMES - i), EveryRunReplaysTest.fingerprint(sketch.vehicles),
          name + ": the state of step " + (FRAMES - i));
    }
    for (int i = BACK - 1; i >= 0; i--) {
      sketch.pressKey('.');
      Offscreen.frames(sketch, 1);
      assertEquals(states.get(FRAMES - i), EveryRunReplaysTest.fingerprint(sketch.vehicles),
          name + ": forward again to step " + (FRAMES - i));
    }
    sketch.run.scrubTo(10);
    assertEquals(10, sketch.steps());
    assertEquals(states.get(10), EveryRunReplaysTest.fingerprint(sketch.vehicles),
        name + ": the timeline dragged to step 10");
  }

  @Test
  void aChangeForksTheRunAndTheGhostIsTheRunWithoutIt() {
    SketchKind kind = SketchKind.ARRIVE;
    SteeringSketch changed = keepingFrames(kind);
    // headless runs that keep no frames fork no ghost: the two runs to compare with
    SteeringSketch without = kind.startOffscreen();
    SteeringSketch withFromTheStart = kind.startOffscreen();
    int changeAt = 60;
    for (int frame = 0; frame < FRAMES; frame++) {
      for (SteeringSketch s : List.of(changed, without, withFromTheStart)) {
        EveryRunReplaysTest.script(s, frame);
      }
      if (frame == changeAt) {
        changed.pressKey('[');
        withFromTheStart.pressKey('[');
        assertNotNull(changed.run.ghost(), "the change forked the run");
      }
      for (SteeringSketch s : List.of(changed, without, withFromTheStart)) {
        Offscreen.frames(s, 1);
      }
    }
    assertNull(withFromTheStart.run.ghost(), "a run that keeps no frames forks no ghost");
    assertEquals(EveryRunReplaysTest.fingerprint(withFromTheStart.vehicles),
        EveryRunReplaysTest.fingerprint(changed.vehicles),
        "the ghost, stepped beside it, leaves the live run as it would have been");
    Ghost ghost = changed.run.ghost();
    float apart = changed.vehicles.get(0).position.dist(without.vehicles.get(0).position);
    assertTrue(apart > 1, "the change made the runs drift apart: " + apart);
    String line = changed.hudLines().stream().filter(l -> l.startsWith("ghost")).findFirst()
        .orElseThrow();
    assertTrue(line.contains(String.format("%.1f px at most", apart)),
        "the HUD says how far the ghost is from the run without the change (" + apart + "): "
            + line);
    assertEquals(apart, ghost.mostApart(), 1e-3f);
  }

  /**
   * The ghost of a 2D sketch is handed to a sketch of its own, stepped on another thread, once
   * it has caught up: before and after, its vehicles are, to the bit, those of a run that never
   * had the change (and had the same mouse). Wander draws random numbers every step; in
   * Flocking a click adds a boid.
   */
  @Execution(ExecutionMode.CONCURRENT)
  @ParameterizedTest
  @ValueSource(strings = {"Wander", "Flocking"})
  void theGhostIsTakenOverByItsOwnSketchAndStaysTheRunWithoutTheChange(String name) {
    SketchKind kind = SketchKind.named(name);
    SteeringSketch changed = keepingFrames(kind);
    SteeringSketch without = kind.startOffscreen();
    int changeAt = 20;
    int clickAt = 90;
    int takenOverAt = -1;
    for (int frame = 0; frame < TWIN_FRAMES && (takenOverAt < 0 || frame < takenOverAt + 60);
        frame++) {
      for (SteeringSketch s : List.of(changed, without)) {
        mouseAlongACurve(s, frame, frame == clickAt);
      }
      if (frame == changeAt) {
        changed.pressKey('[');
      }
      Offscreen.frames(changed, 1);
      Offscreen.frames(without, 1);
      Ghost ghost = changed.run.ghost();
      if (frame >= changeAt) {
        assertNotNull(ghost, name + ": the ghost at frame " + frame);
        assertArrayEquals(positions(without.vehicles), ghost.newest(),
            name + ": the ghost is the run without the change at frame " + frame
                + (ghost.steppedByTwin() ? " (stepped by its own sketch)" : ""));
        if (takenOverAt < 0 && ghost.steppedByTwin()) {
          takenOverAt = frame;
        }
      }
    }
    assertTrue(takenOverAt > changeAt, name + ": the ghost's own sketch took over within "
        + TWIN_FRAMES + " frames");
  }

  /**
   * The ghost's own sketch lives on a thread of its own, which ends when the ghost is dropped
   * (z), or let go with its run.
   */
  @Test
  void droppingTheGhostEndsItsOwnSketchsThread() throws InterruptedException {
    int changeAt = 37;
    String thread = "Arrive's ghost, forked at step " + changeAt;
    SteeringSketch sketch = keepingFrames(SketchKind.ARRIVE);
    Offscreen.frames(sketch, changeAt);
    sketch.pressKey('[');
    Offscreen.frames(sketch, 1);
    assertTrue(threadNamed(thread, true), "a thread steps the ghost's own sketch");
    sketch.pressKey('z');
    assertTrue(threadNamed(thread, false), "dropped, the ghost's thread ends");
    sketch.pressKey(']');
    Offscreen.frames(sketch, 1);
    String next = "Arrive's ghost, forked at step " + (changeAt + 1);
    assertTrue(threadNamed(next, true), "the next change forks a new ghost, with its thread");
    sketch = null;
    System.gc();
    assertTrue(threadNamed(next, false), "a ghost let go with its run ends its thread");
  }

  /** Waits (at most 10 s) until a thread named {@code name} is alive, or until none is. */
  private static boolean threadNamed(String name, boolean alive) throws InterruptedException {
    for (int tries = 0; tries < 100; tries++) {
      boolean found = Thread.getAllStackTraces().keySet().stream()
          .anyMatch(t -> t.getName().equals(name) && t.isAlive());
      if (found == alive) {
        return true;
      }
      Thread.sleep(100);
      System.gc();
    }
    return false;
  }

  /** The mouse along a curve through the world, and a click at it when {@code click}. */
  private static void mouseAlongACurve(SteeringSketch sketch, int frame, boolean click) {
    float t = frame * EveryRunReplaysTest.MOUSE_SPEED;
    int x = Math.round(sketch.width / 2f + sketch.width / 3f * (float) Math.cos(t));
    int y = Math.round(sketch.height / 2f + sketch.height / 3f * (float) Math.sin(2 * t));
    sketch.handleMouseEvent(EveryRunReplaysTest.mouse(MouseEvent.MOVE, x, y));
    if (click) {
      sketch.handleMouseEvent(EveryRunReplaysTest.mouse(MouseEvent.PRESS, x, y));
      sketch.handleMouseEvent(EveryRunReplaysTest.mouse(MouseEvent.RELEASE, x, y));
      sketch.handleMouseEvent(EveryRunReplaysTest.mouse(MouseEvent.CLICK, x, y));
    }
  }

  /** Each vehicle's position and velocity, x y z each: what a ghost keeps of a step. */
  private static float[] positions(List<Vehicle> vehicles) {
    float[] out = new float[vehicles.size() * 6];
    for (int i = 0; i < vehicles.size(); i++) {
      Vehicle v = vehicles.get(i);
      float[] one = {v.position.x, v.position.y, v.position.z, v.velocity.x, v.velocity.y,
          v.velocity.z};
      System.arraycopy(one, 0, out, i * 6, 6);
    }
    return out;
  }

  @Test
  void theGhostIsDrawnInTheWorldAndYHidesItAndZDropsIt() {
    SteeringSketch sketch = keepingFrames(SketchKind.ARRIVE);
    for (int frame = 0; frame < FRAMES; frame++) {
      EveryRunReplaysTest.script(sketch, frame);
      if (frame == 30) {
        sketch.pressKey('[');
        sketch.pressKey('[');
      }
      Offscreen.frames(sketch, 1);
    }
    sketch.pressKey(' ');
    Offscreen.frames(sketch, 1);
    BufferedImage shown = Offscreen.image(sketch);
    sketch.pressKey('y');
    Offscreen.frames(sketch, 1);
    BufferedImage hidden = Offscreen.image(sketch);
    Rectangle world = new Rectangle(0, 0, sketch.width, sketch.height);
    assertTrue(Pixels.differing(shown, hidden, world) > 50,
        "the ghost and its trail are drawn in the world");
    assertTrue(sketch.hudLines().stream().anyMatch(l -> l.startsWith("ghost")),
        "hidden, the HUD still says how far it is");
    sketch.pressKey('z');
    assertNull(sketch.run.ghost(), "z drops the ghost");
  }

  @Test
  void aChangeAfterGoingBackForksFromThereAndTheGhostIsTheRecordedRun() {
    SteeringSketch sketch = keepingFrames(SketchKind.SEEK);
    List<Long> states = new ArrayList<>();
    for (int frame = 0; frame < FRAMES; frame++) {
      EveryRunReplaysTest.script(sketch, frame);
      Offscreen.frames(sketch, 1);
      states.add(EveryRunReplaysTest.fingerprint(sketch.vehicles));
    }
    sketch.pressKey(' ');
    for (int i = 0; i < BACK; i++) {
      sketch.pressKey(',');
      Offscreen.frames(sketch, 1);
    }
    sketch.pressKey(']');
    assertNotNull(sketch.run.ghost(), "a change over recorded frames forks the run");
    assertEquals(FRAMES - BACK, sketch.run.inputLog().steps(),
        "the recorded future is the ghost's now, no longer the run's");
    sketch.pressKey(' ');
    Offscreen.frames(sketch, BACK);
    assertNotEquals(states.get(FRAMES - 1), EveryRunReplaysTest.fingerprint(sketch.vehicles),
        "the run went another way");
    assertTrue(sketch.run.ghost().mostApart() > 0, "and the ghost shows the way it had gone");
  }

  @Test
  void theTimelineInThePanelGoesToTheStepUnderThePointer() {
    SteeringSketch sketch = keepingFrames(SketchKind.FLOCKING);
    List<Long> states = new ArrayList<>();
    states.add(EveryRunReplaysTest.fingerprint(sketch.vehicles));
    for (int frame = 0; frame < FRAMES; frame++) {
      Offscreen.frames(sketch, 1);
      states.add(EveryRunReplaysTest.fingerprint(sketch.vehicles));
    }
    Box strip = Offscreen.panel(sketch).layout().get(Section.TIMELINE);
    assertNotNull(strip, "a run that keeps its frames shows them in the panel");
    float quarter = strip.x() + strip.w() / 4;
    sketch.handleMouseEvent(new MouseEvent(null, 0, MouseEvent.PRESS, 0, Math.round(quarter),
        Math.round(strip.y() + strip.h() / 2), PConstants.LEFT, 1));
    int step = sketch.steps();
    assertTrue(sketch.paused(), "dragging the timeline pauses the run");
    assertEquals(Math.round(FRAMES * (Math.round(quarter) - strip.x()) / strip.w()), step, 1);
    assertEquals(states.get(step), EveryRunReplaysTest.fingerprint(sketch.vehicles),
        "the state of the step under the pointer");
    sketch.handleMouseEvent(new MouseEvent(null, 0, MouseEvent.RELEASE, 0, Math.round(quarter),
        Math.round(strip.y()), PConstants.LEFT, 1));
  }

  private static SteeringSketch keepingFrames(SketchKind kind, String... more) {
    SteeringSketch sketch = kind.create();
    sketch.run.keepHistory();
    List<String> args = new ArrayList<>(List.of("--headless", "--seed", SketchKind.SEED));
    args.addAll(List.of(more));
    return Offscreen.start(sketch, args.toArray(String[]::new));
  }
}
