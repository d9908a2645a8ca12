package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
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

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @ValueSource(strings = {"Seek", "Arrive", "Flocking", "Wander", "PathFollowing", "Evolution"})
  void commaGoesBackToTheStateOfThatStepAndDotComesForwardAgain(String name) {
    SketchKind kind = SketchKind.named(name);
    SteeringSketch sketch = keepingFrames(kind);
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

  private static SteeringSketch keepingFrames(SketchKind kind) {
    SteeringSketch sketch = kind.create();
    sketch.run.keepHistory();
    return Offscreen.start(sketch, "--headless", "--seed", SketchKind.SEED);
  }
}
