package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import processing.core.PConstants;
import processing.event.MouseEvent;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.controls.Parameter;
import sketchbook.run.InputLog;
import sketchbook.run.InputLogFile;
import steering.Vehicle;

/**
 * Every sketch is a function of its seed, its options and its input: run with a scripted input
 * (the mouse moving and clicking, the tuning keys, a slider), its input log written to a file
 * and read back, then replayed from that file alone, every vehicle of every frame is the same to
 * the bit; and with another seed the run differs (unless it draws no random number at all:
 * then the seed has nothing to change). The sketches are the sketchbook's own list,
 * so a new one is covered with nothing to add.
 */
class EveryRunReplaysTest {

  static final int FRAMES = 600;
  /** The mouse goes round an ellipse in the world, a little each frame. */
  static final float MOUSE_SPEED = 0.02f;
  static final int CLICK_AT = 150;
  static final int SLIDER_AT = 300;
  /** The tuning keys, pressed at these frames. */
  static final int[] KEY_FRAMES = {200, 260, 420, 480};
  static final char[] KEYS = {'[', ']', ';', '\''};

  @TempDir
  Path temp;

  static List<SketchKind> sketches() {
    return SketchKind.every();
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @MethodSource("sketches")
  void theSameSeedAndInputGiveTheSameRunAndAnotherSeedAnother(SketchKind kind)
      throws Exception {
    // the crowd sketches at a fifth of their crowd, as the key checks run them
    String[] crowd = EveryKeyChangesTheSketchTest.SMALLER_CROWD.getOrDefault(kind.title,
        new String[0]);
    SteeringSketch live = kind.startOffscreen(crowd);
    Offscreen.hidePanel(live);
    long[] run = new long[FRAMES];
    for (int frame = 0; frame < FRAMES; frame++) {
      script(live, frame);
      Offscreen.frames(live, 1);
      run[frame] = fingerprint(live.vehicles);
    }
    InputLog log = live.run.inputLog();
    assertEquals(Long.parseLong(SketchKind.SEED), log.seed(), kind + ": the seed kept");
    assertEquals(live.getClass().getName(), log.sketch());
    assertEquals(FRAMES, log.steps(), kind + ": a step a frame");
    assertEquals(new InputLog.Key(KEY_FRAMES[0], KEYS[0], true), log.events().stream()
        .filter(e -> e instanceof InputLog.Key).findFirst().orElseThrow(),
        kind + ": '[' changes the simulation, kept at the step it was pressed");
    assertTrue(log.eventsAt(CLICK_AT).stream().anyMatch(e -> e instanceof InputLog.Mouse m
        && m.action() == MouseEvent.CLICK), kind + ": the click is kept");
    Path file = temp.resolve(kind.title + ".log");
    InputLogFile.write(log, file);

    SteeringSketch replayed = kind.create();
    InputLog recorded = InputLogFile.read(file);
    replayed.run.replay(recorded);
    List<String> args = new ArrayList<>(List.of("--headless", "--seed",
        String.valueOf(recorded.seed())));
    args.addAll(List.of(crowd));
    Offscreen.start(replayed, args.toArray(String[]::new));
    Offscreen.hidePanel(replayed);
    for (int frame = 0; frame < FRAMES; frame++) {
      Offscreen.frames(replayed, 1);
      assertEquals(run[frame], fingerprint(replayed.vehicles), kind + ": the replay differs at"
          + " frame " + (frame + 1) + " of " + FRAMES);
    }

    if (drewNoRandomNumber(live, Long.parseLong(SketchKind.SEED))) {
      return;   // the seed had nothing to change: another one cannot make another run
    }
    List<String> otherSeed = new ArrayList<>(List.of("--seed", "8"));
    otherSeed.addAll(List.of(crowd));
    SteeringSketch other = kind.startOffscreen(otherSeed.toArray(String[]::new));
    Offscreen.hidePanel(other);
    boolean differs = false;
    for (int frame = 0; frame < FRAMES && !differs; frame++) {
      script(other, frame);
      Offscreen.frames(other, 1);
      differs = run[frame] != fingerprint(other.vehicles);
    }
    assertTrue(differs, kind + ": another seed gave the same " + FRAMES + " frames, though the"
        + " sketch drew random numbers");
  }

  /**
   * True when the run drew no random number from its seed: the next one is the seed's first.
   * (Seek and Arrive with one vehicle, ScalarProjection: the seed has nothing to change.)
   */
  static boolean drewNoRandomNumber(SteeringSketch sketch, long seed) {
    return sketch.random(1) == new Random(seed).nextFloat();
  }

  /** The input of frame {@code frame}, given before it is drawn, as Processing gives it. */
  static void script(SteeringSketch sketch, int frame) {
    float t = frame * MOUSE_SPEED;
    int x = Math.round(sketch.width / 2f + sketch.width / 3f * (float) Math.cos(t));
    int y = Math.round(sketch.height / 2f + sketch.height / 3f * (float) Math.sin(2 * t));
    sketch.handleMouseEvent(mouse(MouseEvent.MOVE, x, y));
    if (frame == CLICK_AT) {
      sketch.handleMouseEvent(mouse(MouseEvent.PRESS, x, y));
      sketch.handleMouseEvent(mouse(MouseEvent.RELEASE, x, y));
      sketch.handleMouseEvent(mouse(MouseEvent.CLICK, x, y));
    }
    for (int i = 0; i < KEY_FRAMES.length; i++) {
      if (frame == KEY_FRAMES[i]) {
        sketch.pressKey(KEYS[i]);
      }
    }
    if (frame == SLIDER_AT) {
      List<Parameter> rows = sketch.parameters.rows();
      Parameter last = rows.get(rows.size() - 1);
      sketch.sliderMoved(last, last.valueAt(0.25f));
    }
  }

  static MouseEvent mouse(int action, int x, int y) {
    return new MouseEvent(null, 0, action, 0, x, y, PConstants.LEFT, 1);
  }

  /** Every vehicle's position, velocity and limits, to the bit, as one number. */
  static long fingerprint(List<Vehicle> vehicles) {
    List<Float> values = new ArrayList<>();
    for (Vehicle v : vehicles) {
      values.addAll(List.of(v.position.x, v.position.y, v.position.z, v.velocity.x,
          v.velocity.y, v.velocity.z, v.maxspeed, v.maxforce));
    }
    long hash = vehicles.size();
    for (float f : values) {
      hash = hash * 1_000_003L + Float.floatToRawIntBits(f);
    }
    return hash ^ Arrays.hashCode(values.toArray());
  }
}
