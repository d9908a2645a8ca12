package sketchbook;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.ToIntFunction;
import processing.core.PApplet;
import processing.core.PVector;
import processing.event.KeyEvent;
import steering.Vehicle;

/**
 * What every sketch in the sketchbook shares, so a sketch's own file reads like the tutorial:
 * the key table (debug arrows, trails, pause and step, live maxspeed and maxforce, screenshots,
 * help), the HUD, trails, {@code --trace} and {@code --save}, and the frame count of
 * {@code --frames}. A sketch builds its scene in {@link #reset()}, lists its vehicles in
 * {@link #vehicles()} and checks {@link #simulating()} before moving them.
 */
public abstract class SteeringSketch extends PApplet {

  /** maxspeed and maxforce keys multiply or divide by this. */
  public static final float TUNING_STEP = 1.25f;
  public static final float MIN_MAXSPEED = 0.25f;
  public static final float MAX_MAXSPEED = 40;
  public static final float MIN_MAXFORCE = 0.005f;
  public static final float MAX_MAXFORCE = 5;
  /** --vehicles N: each vehicle of a crowd gets a maxspeed and a maxforce of its own. */
  public static final float CROWD_MIN_MAXSPEED = 2;
  public static final float CROWD_MAX_MAXSPEED = 6;
  public static final float CROWD_MIN_MAXFORCE = 0.05f;
  public static final float CROWD_MAX_MAXFORCE = 0.2f;
  /** Frames a message (such as "saved screenshots/...") stays in the HUD. */
  private static final int MESSAGE_FRAMES = 180;
  /** The headless target's curve: a Lissajous figure around the centre. */
  private static final float SCRIPT_SPEED_X = 0.011f;
  private static final float SCRIPT_SPEED_Y = 0.017f;
  private static final float SCRIPT_REACH = 0.35f;

  /** What the debug keys have switched on. */
  protected final Switches show = new Switches();
  /** This sketch's key table: the shared keys, then the sketch's own. */
  protected final KeyTable keys = new KeyTable();
  protected SketchOptions options = new SketchOptions();

  private final Trails trails = new Trails();
  /** Where the s key saves; tests point it elsewhere. */
  File screenshotFolder = new File(ProjectFolder.root(), "screenshots");
  private final VehicleBatch vehicleBatch = new VehicleBatch();
  /** --benchmark: times the frames; null otherwise. */
  private FrameTimer timer;
  /** --save, --gif and --trace. */
  private RunFiles files;
  /** What closing the window does instead of ending the program; null: end it. */
  private Runnable whenClosed;
  private boolean paused;
  private boolean stepRequested;
  private boolean simulating;
  private boolean screenshotRequested;
  private boolean keysPressed;
  private boolean mouseSeen;
  private boolean finished;
  private int exitCode;
  private int steps;
  private int framesDrawn;
  private String message;
  private int messageUntil;

  // ---- what a sketch provides ----

  /** The vehicles on screen, in a stable order (the trace numbers them by it). */
  protected abstract List<Vehicle> vehicles();

  /** Builds the scene from scratch: called from setup() and by the reset key. */
  protected abstract void reset();

  /** One line on what the sketch teaches, for the help overlay and the launcher. */
  public abstract String about();

  /** Flags beyond the common ones, e.g. {@code --target} or {@code --path}. */
  public Set<String> sketchFlags() {
    return Set.of();
  }

  /** Sketch-specific keys, added after the shared ones. */
  protected void bindSketchKeys(KeyTable table) {
  }

  /** True when the sketch draws something for the {@code r} key. */
  protected boolean hasDebugGeometry() {
    return false;
  }

  /** Extra HUD lines, such as a radius. */
  protected void addHudLines(List<String> lines) {
  }

  /** Reads files named on the command line; runs before the first frame. */
  protected void prepare() {
  }

  // ---- what a sketch uses ----

  /** True when the vehicles should move this frame: not paused, or one step was asked for. */
  protected boolean simulating() {
    if (timer != null && simulating) {
      timer.simulationStarts();
    }
    return simulating;
  }

  /** A vehicle at rest somewhere in the window, with a maxspeed and maxforce of its own. */
  protected Vehicle randomVehicle() {
    Vehicle v = new Vehicle(random(width), random(height));
    v.maxspeed = random(CROWD_MIN_MAXSPEED, CROWD_MAX_MAXSPEED);
    v.maxforce = random(CROWD_MIN_MAXFORCE, CROWD_MAX_MAXFORCE);
    return v;
  }

  /** Draws the orange trails, when they are on; call it before drawing the vehicles. */
  protected void drawTrails() {
    if (timer != null) {
      timer.simulationEnds();  // every sketch draws its trails right after moving its vehicles
    }
    if (show.trails) {
      trails.display(g, Palette.TRAIL);
    }
  }

  /**
   * Draws the vehicles, each filled with {@code fillOf(vehicle)}, and the arrows the debug keys
   * ask for. A few vehicles are drawn one by one ({@code vehicle.display(g)}, then its arrows);
   * many are drawn in one batch ({@link VehicleBatch}, then {@link ArrowBatch}).
   */
  protected void drawVehicles(List<Vehicle> vs, ToIntFunction<Vehicle> fillOf) {
    drawVehicles(vs, fillOf, v -> { });
  }

  /** As above, drawing {@code extra} for each vehicle over it and under its arrows. */
  protected void drawVehicles(List<Vehicle> vs, ToIntFunction<Vehicle> fillOf,
      Consumer<Vehicle> extra) {
    if (options.drawEach || vs.size() < VehicleBatch.BATCH_FROM) {
      for (Vehicle v : vs) {
        fill(fillOf.applyAsInt(v));
        stroke(Palette.INK);
        v.display(g);
        extra.accept(v);
        drawArrows(v);
      }
      return;
    }
    vehicleBatch.display(g, vs, fillOf);
    vs.forEach(extra);
    ArrowBatch.display(g, vs, show);
  }

  /** The arrows the debug keys ask for; call it after drawing a vehicle. */
  protected void drawArrows(Vehicle v) {
    Overlay.arrows(g, v, show);
  }

  /**
   * Where Seek and Arrive aim: the {@code --target} point when given; else the mouse, once it
   * has come into the window. Until then, and always when headless (there is no mouse), the
   * target moves on a scripted curve.
   */
  protected PVector targetFromInput() {
    if (options.target != null) {
      return options.target.copy();
    }
    mouseSeen |= !options.headless && (mouseX != 0 || mouseY != 0);
    if (mouseSeen) {
      return new PVector(mouseX, mouseY);
    }
    float t = steps;
    return new PVector(width / 2f + SCRIPT_REACH * width * sin(t * SCRIPT_SPEED_X),
        height / 2f + SCRIPT_REACH * height * sin(t * SCRIPT_SPEED_Y));
  }

  /** The target as a crosshair in a circle. */
  protected void drawTarget(PVector target) {
    Overlay.target(g, target);
  }

  /** Shows a short message in the HUD for a few seconds. */
  protected void say(String text) {
    message = text;
    messageUntil = frameCount + MESSAGE_FRAMES;
  }

  // ---- Processing ----

  /** Processing's sketch path is the project root, so data/ resolves however we started. */
  @Override
  public String sketchPath() {
    return ProjectFolder.root().getPath();
  }

  /** Every sketch calls size(w, h) in settings(); --renderer picks the renderer here. */
  @Override
  public void size(int width, int height) {
    super.size(width, height, options.renderer.equals("P2D") ? P2D : JAVA2D);
  }

  @Override
  public void keyPressed() {
    keys.press(key);
  }

  /** Presses a key through Processing's own event handling, as a keyboard would. */
  public void pressKey(char k) {
    handleKeyEvent(new KeyEvent(null, System.currentTimeMillis(), KeyEvent.PRESS, 0, k,
        Character.toUpperCase(k), false));
    handleKeyEvent(new KeyEvent(null, System.currentTimeMillis(), KeyEvent.RELEASE, 0, k,
        Character.toUpperCase(k), false));
  }

  @Override
  public void exitActual() {
    if (whenClosed != null) {
      whenClosed.run();
      return;
    }
    System.exit(exitCode);
  }

  /** Closing this sketch's window runs {@code action} (the launcher takes over) and no exit. */
  public void whenClosed(Runnable action) {
    whenClosed = action;
  }

  // ---- lifecycle, driven by SketchRunner and FrameHooks ----

  /** Takes the parsed command line and fills the key table; runs once, before any frame. */
  void configure(SketchOptions parsed) throws IOException {
    options = parsed;
    if (options.seed != null) {
      randomSeed(options.seed);
    }
    if (options.benchmark) {
      timer = new FrameTimer(SketchOptions.BENCHMARK_WARMUP_FRAMES, options.timedFrames);
    }
    bindSharedKeys();
    bindSketchKeys(keys);
    prepare();
    files = new RunFiles(options);
    FrameHooks hooks = new FrameHooks(this);
    registerMethod("pre", hooks);
    registerMethod("draw", hooks);
    registerMethod("post", hooks);
  }

  void beforeDraw() {
    if (timer != null) {
      timer.frameStarts();
    }
    if (!keysPressed) {
      keysPressed = true;
      for (char k : options.keys.toCharArray()) {
        pressKey(k);
      }
    }
    simulating = !paused || stepRequested;
    stepRequested = false;
  }

  void drawOverlay() {
    Overlay.legend(g, show);
    Overlay.hud(g, hudLines());
    if (show.help) {
      Overlay.help(g, getClass().getSimpleName(), keys.bindings());
    }
  }

  void afterDraw() {
    framesDrawn++;
    if (simulating) {
      steps++;
      if (show.trails) {
        trails.record(vehicles());
      }
      writeTrace();
    }
    if (screenshotRequested) {
      screenshotRequested = false;
      saveScreenshot();
    }
    recordGifFrame();
    if (timer != null) {
      timer.frameEnds();
    }
    if (options.frames > 0 && framesDrawn >= options.frames && !finished) {
      finish();
    }
  }

  /** True once --frames have been drawn (or a file could not be written). */
  public boolean finished() {
    return finished;
  }

  public int exitCode() {
    return exitCode;
  }

  /** Frames in which the vehicles moved. */
  public int steps() {
    return steps;
  }

  public boolean paused() {
    return paused;
  }

  public Trails trails() {
    return trails;
  }

  /** The HUD's lines: title, live values, the sketch's own, state and a hint. */
  public List<String> hudLines() {
    List<String> lines = new ArrayList<>();
    lines.add(getClass().getSimpleName() + " — " + about());
    List<Vehicle> vs = vehicles();
    if (!vs.isEmpty()) {
      Vehicle first = vs.get(0);
      String which = vs.size() > 1 ? " (vehicle 0 of " + vs.size() + ")" : "";
      lines.add(String.format("maxspeed %.2f%s   maxforce %.3f%s%s", first.maxspeed,
          Clamp.note(first.maxspeed, MIN_MAXSPEED, MAX_MAXSPEED), first.maxforce,
          Clamp.note(first.maxforce, MIN_MAXFORCE, MAX_MAXFORCE), which));
    }
    addHudLines(lines);
    if (paused) {
      lines.add("paused — space resumes, . steps one frame");
    }
    if (message != null && frameCount < messageUntil) {
      lines.add(message);
    }
    lines.add("h: help");
    return lines;
  }

  private void bindSharedKeys() {
    keys.bind('d', "desired velocity arrows", () -> show.desired = !show.desired)
        .bind('f', "steering force arrows (scaled ×" + (int) Overlay.FORCE_SCALE + ")",
            () -> show.force = !show.force)
        .bind('v', "velocity arrows", () -> show.velocity = !show.velocity);
    if (hasDebugGeometry()) {
      keys.bind('r', "radii and debug geometry", () -> show.radii = !show.radii);
    }
    keys.bind('t', "trails", this::toggleTrails)
        .bind('h', "this help", () -> show.help = !show.help)
        .bind(' ', "pause / resume", () -> paused = !paused)
        .bind('.', "one frame forward (while paused)", () -> stepRequested = paused)
        .bind('s', "screenshot into screenshots/", () -> screenshotRequested = true)
        .bind('[', "lower maxspeed", () -> tune(1 / TUNING_STEP, 1))
        .bind(']', "raise maxspeed", () -> tune(TUNING_STEP, 1))
        .bind(';', "lower maxforce", () -> tune(1, 1 / TUNING_STEP))
        .bind('\'', "raise maxforce", () -> tune(1, TUNING_STEP))
        .bind('0', "reset the scene", this::resetScene);
  }

  private void toggleTrails() {
    show.trails = !show.trails;
    trails.clear();
  }

  private void resetScene() {
    trails.clear();
    reset();
  }

  /** Scales every vehicle's maxspeed and maxforce, clamped so they never reach zero. */
  private void tune(float speedFactor, float forceFactor) {
    for (Vehicle v : vehicles()) {
      v.maxspeed = constrain(v.maxspeed * speedFactor, MIN_MAXSPEED, MAX_MAXSPEED);
      v.maxforce = constrain(v.maxforce * forceFactor, MIN_MAXFORCE, MAX_MAXFORCE);
    }
  }

  private void writeTrace() {
    try {
      files.vehiclesMoved(steps, vehicles());
    } catch (IOException e) {
      // the run goes on without the trace; the exit code still says the file is incomplete
      System.err.println(getClass().getSimpleName() + ": " + e.getMessage());
      say(e.getMessage());
      exitCode = SketchRunner.EXIT_FILE_ERROR;
    }
  }

  /** Saves the frame under a new numbered name; a failure is reported and the sketch goes on. */
  private void saveScreenshot() {
    File file = null;
    try {
      file = NumberedFile.claim(screenshotFolder, getClass().getSimpleName().toLowerCase(),
          "png");
      Images.savePng(g, file);
      say("saved " + ProjectFolder.shown(file));
    } catch (IOException e) {
      NumberedFile.release(file);
      String problem = "screenshot failed: "
          + (file == null ? e.getMessage() : ProjectFolder.shown(file) + ": "
          + FileErrors.reason(e));
      say(problem);
      System.err.println(getClass().getSimpleName() + ": " + problem);
    }
  }

  /** --frames reached: write --save and --trace, then stop. */
  private void finish() {
    finished = true;
    if (timer != null) {
      System.out.println(timer.report(FrameTimer.describe(getClass().getSimpleName(),
          vehicles().size(), options, show, keys.bindings())));
    }
    try {
      files.finish(g);
    } catch (IOException e) {
      fail(e.getMessage());
    }
    if (!options.headless) {
      exit();
    }
  }

  private void recordGifFrame() {
    try {
      files.frameDrawn(g);
    } catch (IOException e) {
      fail(e.getMessage());
      if (!options.headless) {
        exit();
      }
    }
  }

  /** A file the user asked for could not be written: say so, and end with exit code 1. */
  private void fail(String problem) {
    System.err.println(getClass().getSimpleName() + ": " + problem);
    exitCode = SketchRunner.EXIT_FILE_ERROR;
    finished = true;
    files.abandon();
  }
}
