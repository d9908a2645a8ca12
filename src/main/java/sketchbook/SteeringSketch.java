package sketchbook;

import java.awt.Point;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.ToIntFunction;
import processing.core.PApplet;
import processing.core.PGraphics;
import processing.core.PVector;
import processing.event.MouseEvent;
import sketchbook.controls.KeyTable;
import sketchbook.controls.Parameter;
import sketchbook.controls.ParameterTable;
import sketchbook.controls.SketchOptions;
import sketchbook.controls.Switches;
import sketchbook.controls.UsageException;
import sketchbook.panel.BoardView;
import sketchbook.panel.ControlPanel;
import sketchbook.panel.LegendItem;
import sketchbook.panel.PanelHost;
import sketchbook.panel.Plot;
import sketchbook.panel.PlotSeries;
import sketchbook.panel.SidePanel;
import sketchbook.panel.Timeline;
import sketchbook.panel.Whiteboard;
import sketchbook.panel.WhiteboardDrawing;
import sketchbook.render.ArrowBatch;
import sketchbook.render.Overlay;
import sketchbook.render.Palette;
import sketchbook.render.Trails;
import sketchbook.render.VehicleBatch;
import sketchbook.run.FrameError;
import sketchbook.run.Headless;
import sketchbook.run.RunHost;
import sketchbook.run.SketchRun;
import sketchbook.run.StateSnapshot;
import sketchbook.run.TraceColumn;
import steering.Vehicle;

/**
 * What a sketch of the sketchbook sees, so its own file reads like the tutorial: fields,
 * {@code main}, {@code settings}, {@code setup}, {@code draw}, input handlers.
 *
 * <p>A sketch puts its vehicles in {@link #vehicles} (in {@code setup()}: the {@code 0} key
 * empties the list and runs {@code setup()} again). Everything else acts on that list: the
 * shared keys (arrows, trails, pause and step, tuning, screenshots, help), the HUD, the trails
 * and the {@code --trace}. In {@code draw()} it moves them when {@link #simulating()} (false
 * while paused) and draws them with {@link #drawVehicles}. It may add keys of its own
 * ({@link #bindSketchKeys}), values the keys, help, HUD and sliders share ({@link #parameter}),
 * HUD lines, flags, files to read before the first frame ({@link #prepare}), strips of the live
 * plots ({@link #plotSeries}) and its part of the whiteboard ({@link #drawOnWhiteboard}).
 *
 * <p>{@code width} and {@code height} are the world's size, as in every Nature of Code sketch;
 * the window is wider by the side panel ({@link WorldWindow}).
 *
 * <p>What a sketch never needs to see (the frame cycle, the files a run writes, {@code --frames}
 * and exit codes, benchmark timing) is in {@link SketchRun}; the shared keys in
 * {@link SharedKeys}; starting from a command line in {@link SketchRunner}.
 */
public abstract class SteeringSketch extends WorldWindow implements RunHost, PanelHost {

  /** --vehicles N: each vehicle of a crowd gets a maxspeed and a maxforce of its own. */
  public static final float CROWD_MIN_MAXSPEED = 2;
  public static final float CROWD_MAX_MAXSPEED = 6;
  public static final float CROWD_MIN_MAXFORCE = 0.05f;
  public static final float CROWD_MAX_MAXFORCE = 0.2f;

  /** The vehicles on screen, in a stable order (the trace numbers them by it). */
  public final List<Vehicle> vehicles = new ArrayList<>();
  /** What the debug keys have switched on. */
  public final Switches show = new Switches();
  /** This sketch's key table: the shared keys, then the sketch's own. */
  public final KeyTable keys = new KeyTable();
  /** The values the keys and sliders change: the shared factors and the sketch's own. */
  public final ParameterTable parameters = new ParameterTable();
  /** The command line. */
  public SketchOptions options = new SketchOptions();
  /** The command line the sketch was started with (a new build of it starts with the same). */
  public List<String> commandLine = List.of();
  /** Where on the screen the window opens; null: where Processing puts it. */
  public Point windowLocation;

  public final SketchRun run = new SketchRun(this);
  /** The sliders and switches (TAB, or the title row of their section in the side panel). */
  public final ControlPanel controls = new ControlPanel(this);
  /** The b key's vector diagram of one vehicle's step. */
  public final Whiteboard whiteboard = new Whiteboard(this);
  /** The panel beside the world: HUD, help, controls, plots, legend. */
  public final SidePanel panel = new SidePanel(this);
  private final MouseRouting mouse = new MouseRouting();
  private final VehicleBatch vehicleBatch = new VehicleBatch();
  /** The ghost's vehicles, pre-drawn faded: a few hundred translucent shapes cost a frame. */
  private final VehicleBatch ghostBatch = new VehicleBatch();
  private final TargetInput targetInput = new TargetInput();

  // ---- what a sketch may provide ----

  /** One line on what the sketch teaches, for the HUD, the help and the launcher. */
  public abstract String about();

  /**
   * Where this sketch comes in the book's lessons (1 first), which is its place in the
   * sketchbook. 0, the default: a sketch of your own, shown after the lessons, by name.
   */
  public int lesson() {
    return 0;
  }

  /** Flags beyond the common ones, e.g. {@code --target} or {@code --path}. */
  public Set<String> sketchFlags() {
    return Set.of();
  }

  /**
   * The most vehicles --vehicles may ask for, as the usage line shows it; 0 for a sketch that
   * takes no --vehicles, which then refuses it. A sketch that lowers it says why in
   * {@link #whyMostVehicles}, or refuses more in {@link #checkOptions}.
   */
  public int mostVehicles() {
    return SketchOptions.MAX_VEHICLES;
  }

  /**
   * Why more than {@link #mostVehicles} would not run at about a frame a second, for the line
   * that refuses them ("--vehicles N is too many: WHY, so at most M run at about a frame a
   * second"); null: no limit beyond the default. For a sketch of {@link #mostVehicles} 0, what
   * its fixed cast is ("--vehicles: WHY, so it takes no --vehicles").
   */
  protected String whyMostVehicles() {
    return null;
  }

  /**
   * Refuses a common flag the sketch has no use for (say --vehicles in a sketch of exactly two
   * vehicles), with a message naming it; the run then ends as for any bad flag.
   */
  public void checkOptions(SketchOptions parsed) throws UsageException {
  }

  /** Sketch-specific keys, added after the shared ones. */
  public void bindSketchKeys(KeyTable table) {
  }

  /** True when the sketch draws something for the {@code r} key. */
  protected boolean hasDebugGeometry() {
    return false;
  }

  /**
   * The marks this sketch's debug view ({@code r}) draws, for the legend while {@code r} is on,
   * e.g. {@code items.add(new LegendItem("predicted position", Palette.VELOCITY, Mark.DOT))}.
   */
  protected void addLegendItems(List<LegendItem> items) {
  }

  /** Extra HUD lines, such as a radius. */
  public void addHudLines(List<String> lines) {
  }

  /**
   * Strips of the live plots (g) beyond speed and |steering|, read from the first vehicle after
   * each step, e.g. Arrive's speed over its ramp. Called once, after {@link #prepare}.
   */
  public List<PlotSeries> plotSeries() {
    return List.of();
  }

  /**
   * The whiteboard's (b) first panel: what is special to this behavior, for vehicle {@code v}'s
   * last step, drawn through {@code view} (e.g. Arrive's slowing circle). By default the
   * velocity and desired velocity from the vehicle, as the v and d arrows draw them.
   */
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    WhiteboardDrawing.arrows(view, v);
  }

  /**
   * Columns added to each vehicle's {@code --trace} row after the usual ones, e.g. Evolution's
   * genes and health. Called once, after {@link #prepare}.
   */
  public List<TraceColumn> traceColumns() {
    return List.of();
  }

  /** Reads files named on the command line; runs before the first frame. */
  public void prepare() {
  }

  // ---- what a sketch uses ----

  /** True when the vehicles should move this frame: not paused, or one step was asked for. */
  protected boolean simulating() {
    return run.simulating();
  }

  /**
   * Mutates the parameter table: a value of this sketch that the keys {@code lower} and
   * {@code raise} change by ×{@link Parameter#FACTOR_STEP} within [min, max], shown in the help,
   * the HUD and the controls, restored by 0. Call it in a field's initialiser; read
   * {@code value()} in draw().
   */
  protected Parameter parameter(String name, float initial, float min, float max, char lower,
      char raise) {
    Parameter p = new Parameter(name, initial, min, max, lower, raise);
    parameters.add(p);
    return p;
  }

  /** A vehicle at rest somewhere in the window, with a maxspeed and maxforce of its own. */
  protected Vehicle randomVehicle() {
    Vehicle v = new Vehicle(random(width), random(height));
    v.maxspeed = random(CROWD_MIN_MAXSPEED, CROWD_MAX_MAXSPEED);
    v.maxforce = random(CROWD_MIN_MAXFORCE, CROWD_MAX_MAXFORCE);
    return v;
  }

  /**
   * Mutates the vehicles made since the last call (a creature born in Evolution): the tuning of
   * {@code [ ] ;  '} applies to them as to the rest, from their own first limits.
   */
  protected void tuneNewVehicles() {
    run.tuning.apply(vehicles);
  }

  /** Draws the trails (when on), then every vehicle in the vehicle colour with its arrows. */
  protected void drawVehicles() {
    drawVehicles(v -> Palette.VEHICLE);
  }

  /** As {@link #drawVehicles()}, each vehicle filled with {@code fillOf(vehicle)}. */
  protected void drawVehicles(ToIntFunction<Vehicle> fillOf) {
    drawVehicles(fillOf, v -> { });
  }

  /**
   * Draws the trails (when on), then the vehicles, each filled with {@code fillOf(vehicle)},
   * with {@code extra} drawn over each vehicle and under its arrows: each vehicle with
   * {@code vehicle.display(g)}, then its arrows with {@link Overlay#arrows}. Only a crowd of
   * more than {@link VehicleBatch#CROWD} (asked for with --vehicles) is drawn in one batch
   * instead ({@link VehicleBatch}, then {@link ArrowBatch}), which looks the same. Out of sight
   * (a ghost's step, a frame gone through again) only {@code extra} runs: the sketch's own lines
   * still run as in a frame, the shared drawing nobody would see is left out.
   */
  protected void drawVehicles(ToIntFunction<Vehicle> fillOf, Consumer<Vehicle> extra) {
    if (run.outOfSight()) {
      vehicles.forEach(extra);
      return;
    }
    run.drawingStarts();
    run.drawGhost(g);
    if (show.trails) {
      run.trails.display(g, width, height, v -> Trails.colorFor(fillOf.applyAsInt(v)));
    }
    if (VehicleBatch.isCrowd(vehicles.size(), options)) {
      drawCrowd(fillOf, extra);
    } else {
      for (Vehicle vehicle : vehicles) {
        fill(fillOf.applyAsInt(vehicle));
        stroke(Palette.INK);
        vehicle.display(g);
        extra.accept(vehicle);
        Overlay.arrows(g, vehicle, show);
      }
    }
    run.drawingEnds();
  }

  /** A crowd: every vehicle in one batch, then the extras, then every arrow in one batch. */
  private void drawCrowd(ToIntFunction<Vehicle> fillOf, Consumer<Vehicle> extra) {
    vehicleBatch.display(g, vehicles, fillOf);
    vehicles.forEach(extra);
    ArrowBatch.display(g, vehicles, show);
  }

  /**
   * Where Seek and Arrive aim: the {@code --target} point when given; else the mouse, once it
   * has come into the window. Until then, and always when headless (there is no mouse), the
   * target moves on a scripted curve.
   */
  protected PVector targetFromInput() {
    return targetInput.target(this);
  }

  /** The target as a crosshair in a circle. */
  protected void drawTarget(PVector target) {
    Overlay.target(g, target);
  }

  /** Shows a short message in the HUD for a few seconds. */
  protected void say(String text) {
    run.say(text);
  }

  /** Takes the HUD message away now, e.g. when a newer state makes it wrong. */
  protected void clearMessage() {
    run.say(null);
  }

  /**
   * Builds the scene again: empties {@link #vehicles} and the trails and runs setup(); the
   * tuning of {@code [ ] ; '} carries over to the new vehicles. With {@code --seed} the random
   * numbers start over too, so the same scene comes back. (The 0 key also undoes the tuning.)
   */
  protected void restart() {
    vehicles.clear();
    run.trails.clear();
    run.reseed();
    setup();
    run.tuning.apply(vehicles);
  }

  // ---- Processing ----

  @Override
  String chosenRenderer() {
    return options.renderer.equals("P2D") ? P2D : JAVA2D;
  }

  /** A key from the keyboard goes to the run, which logs it and hands it back (applyKey). */
  @Override
  public void keyPressed() {
    run.keyPressed(key);
  }

  /**
   * Processing's mouse handling, public so tests can send events through it: the mouse over the
   * side panel works the controls there and never reaches the sketch's mousePressed() or
   * mouseDragged() (nor moves mouseX, mouseY); a press in the world keeps its release.
   */
  @Override
  public void handleMouseEvent(MouseEvent event) {
    boolean world = mouse.inWorld(event, width);
    if (controls.takes(event) || panel.takes(event) || !world || whiteboard.takes(event)) {
      return;
    }
    run.mouseInWorld(event);   // logged, and handed back (applyMouse) as the next frame starts
  }

  /**
   * In a window, a frame whose code throws ends the run with one line saying what and where
   * (the animation thread would otherwise die and leave a grey window); memory running out
   * ends it with the line that says how much. Offscreen, the caller sees what was thrown.
   */
  @Override
  public void handleDraw() {
    if (surface == null) {
      super.handleDraw();
      return;
    }
    if (run.stoppedOnFailure()) {   // nothing of the sketch runs until a fix is saved; Esc closes
      dequeueEvents();
      run.drawStoppedFrame();
      return;
    }
    try {
      super.handleDraw();
    } catch (OutOfMemoryError | StackOverflowError | RuntimeException e) {
      Throwable thrown = FrameError.unwrap(e);
      if (thrown instanceof OutOfMemoryError) {
        vehicles.clear();
        run.outOfMemory();
        closeWindow();
        return;
      }
      run.crashed(thrown);
      if (run.stoppedOnFailure()) {
        run.drawProblem();   // over the frame it was drawing
        g.endDraw();
        insideDraw = false;
      }
    }
  }

  /**
   * Esc, the window's close button, or a sketch's own exit(): an end like --frames, in a window
   * (3D ones included) and headless alike. The run ends after this frame, writing its files,
   * and its end closes the window. A run already over, a window whose frames have stopped, or a
   * sketch stopped on a failure of its code (no frame would end the run), closes at once.
   */
  @Override
  public void exit() {
    if (surface == null || !run.finished() && !surface.isStopped() && !run.stoppedOnFailure()) {
      run.requestEnd();
    } else {
      super.exit();
    }
  }

  // ---- the run, for the harness and tests ----

  /**
   * Takes the parsed command line; runs once, before any frame: the seed, the key table (the
   * shared keys, then the sketch's own), the files the sketch reads, then the run's plots and
   * files.
   */
  public void configure(SketchOptions parsed) throws IOException {
    options = parsed;
    run.begin(parsed);
    SharedKeys.bind(this, run);
    bindSketchKeys(keys);
    parameters.bindOwnKeys(keys);
    prepare();
    run.configure(plotSeries(), traceColumns());
  }

  /** True once --frames have been drawn (or a file could not be written). */
  public boolean finished() {
    return run.finished();
  }

  @Override
  public int exitCode() {
    return run.exitCode();
  }

  /** Frames in which the vehicles moved. */
  public int steps() {
    return run.steps();
  }

  public boolean paused() {
    return run.paused();
  }

  public Trails trails() {
    return run.trails;
  }

  /**
   * The test file whose check runs again at each save while the sketch's sources are watched
   * (an exercise's check), under {@code projectRoot}; null for a sketch without one.
   */
  public Path checkOnSave(Path projectRoot) {
    return null;
  }

  /** What the legend explains now: the arrows that are on, then the debug marks when r is on. */
  public List<LegendItem> legendItems() {
    List<LegendItem> items = LegendItem.arrows(show);
    if (show.radii && hasDebugGeometry()) {
      addLegendItems(items);
    }
    return items;
  }

  /** The HUD's lines: title, live values, the sketch's own, state and a hint. */
  @Override
  public List<String> hudLines() {
    return run.hudLines();
  }

  // ---- the seams: what the run layer and the side panel see of this sketch ----

  @Override
  public PApplet applet() {
    return this;
  }

  @Override
  public PGraphics canvas() {
    return g;
  }

  @Override
  public String name() {
    return getClass().getSimpleName();
  }

  @Override
  public SketchOptions options() {
    return options;
  }

  @Override
  public List<Vehicle> vehicles() {
    return vehicles;
  }

  @Override
  public Switches show() {
    return show;
  }

  @Override
  public KeyTable keys() {
    return keys;
  }

  @Override
  public ParameterTable parameters() {
    return parameters;
  }

  @Override
  public Whiteboard whiteboard() {
    return whiteboard;
  }

  @Override
  public SidePanel panel() {
    return panel;
  }

  @Override
  public ControlPanel controls() {
    return controls;
  }

  @Override
  public Plot plot() {
    return run.plot;
  }

  @Override
  public Timeline timeline() {
    return run.timeline();
  }

  @Override
  public boolean threeD() {
    return false;
  }

  @Override
  public void togglePause() {
    run.togglePause();
  }

  @Override
  public void switchClicked(char key) {
    run.keyPressed(key);
  }

  @Override
  public void sliderMoved(Parameter parameter, float value) {
    run.sliderMoved(parameter, value);
  }

  @Override
  public void applyKey(char key) {
    keys.press(key);
  }

  @Override
  public void applyMouse(MouseEvent event) {
    super.handleMouseEvent(event);
  }

  @Override
  public void drawSketch() {
    draw();
  }

  @Override
  public SketchRun twin(List<String> args) throws Exception {
    SteeringSketch twin = getClass().getDeclaredConstructor().newInstance();
    twin.commandLine = List.copyOf(args);
    SketchOptions parsed = SketchOptions.parse(args.toArray(String[]::new), twin.sketchFlags());
    twin.checkOptions(parsed);
    twin.configure(parsed);
    Headless.attach(twin);
    Headless.frame(twin);   // setup()
    return twin.run;
  }

  /**
   * One pixel, in JAVA2D whatever the window's renderer: what is drawn out of sight is never
   * looked at, a canvas that small clips nearly all of the drawing's cost away (the sketch's
   * step is the same on any canvas), and an OpenGL canvas cannot draw there (Processing finds
   * its window's context through the sketch's {@code g}, which is this canvas meanwhile).
   */
  @Override
  public PGraphics outOfSightCanvas() {
    return Headless.canvas(this, 1, 1);
  }

  /**
   * The ghost's vehicles: the book's shape, faded all over, without arrows; pre-drawn by the
   * same {@code display(g)} and copied, as a crowd is ({@link VehicleBatch}), whatever their
   * number: Flocking's 300 translucent triangles drawn one by one took 7–10 ms a frame.
   */
  @Override
  public void drawGhostVehicles(List<Vehicle> ghosts, int fill) {
    ghostBatch.display(g, ghosts, v -> fill, fill);
  }

  /**
   * The simulation's state: the fields of the sketch's own classes, its vehicles and
   * parameters, where the target came from, and Processing's random numbers and mouse.
   */
  @Override
  public void stateRoots(StateSnapshot.Roots roots) {
    Class<?> firstOfTheSketchbook = getClass();
    while (!firstOfTheSketchbook.getPackageName().equals(SteeringSketch.class.getPackageName())) {
      firstOfTheSketchbook = firstOfTheSketchbook.getSuperclass();
    }
    roots.declaredFields(this, getClass(), firstOfTheSketchbook)
        .object(vehicles)
        .object(parameters)
        .field(this, SteeringSketch.class, "targetInput");
    for (String field : PROCESSING_STATE) {
      roots.field(this, PApplet.class, field);
    }
  }

  /** Processing's fields a sketch's simulation reads: its random numbers and the mouse. */
  private static final List<String> PROCESSING_STATE = List.of("internalRandom",
      "perlinRandom", "perlin", "perlin_octaves", "perlin_amp_falloff", "mouseX", "mouseY",
      "pmouseX", "pmouseY", "dmouseX", "dmouseY", "mousePressed", "mouseButton");

  @Override
  public void closeWindow() {
    super.exit();
  }
}
