package sketchbook.run;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;
import java.util.function.Function;
import processing.core.PApplet;
import processing.core.PGraphics;
import processing.event.MouseEvent;
import sketchbook.controls.Parameter;
import sketchbook.controls.SketchOptions;
import sketchbook.controls.Tuning;
import sketchbook.panel.Plot;
import sketchbook.panel.PlotSeries;
import sketchbook.panel.Timeline;
import sketchbook.reload.LiveSketch;
import sketchbook.render.ProblemBox;
import sketchbook.render.Trails;

/**
 * One run of a sketch, kept out of the sketch's own file. Processing calls {@link #pre()},
 * {@link #draw()} and {@link #post()} around every {@code draw()} (through
 * {@code registerMethod}): before it, the input of this step is handed to the sketch (the
 * {@code --keys} once, then what the learner did, or what a replay recorded) and pause and step
 * decide whether this frame simulates; after it, the side panel is drawn beside the world;
 * after the frame, the trails and {@code --trace} rows are recorded, a screenshot or GIF frame
 * is written, and {@code --frames} ends the run with its exit code.
 *
 * <p>A run is a function of its seed, its options and its input ({@link InputLog}): every run
 * has a seed (one is picked when {@code --seed} is not given) and keeps its input, so it can be
 * written with {@code --record} and played again with {@code --replay}. A run in a window also
 * keeps its recent frames ({@link FrameHistory}): {@code ,} steps back. A change made to the
 * simulation (a parameter key, a slider, a switch) forks the run: the run without the change
 * goes on beside it as a {@link Ghost}.
 */
public final class SketchRun implements Timeline {

  /**
   * How long a frame may spend catching up with a run handed over by the build before: the rest
   * of a 60 fps frame's time goes to drawing it, so the window shows the run as it catches up.
   */
  private static final long CATCH_UP_NANOS_PER_FRAME = 12_000_000;
  /** Names the input a newer build hands its ghost, in a message about it. */
  private static final Path NEWER_BUILD = Path.of("the newer build's input");
  /** Frames a message (such as "saved screenshots/...") stays in the HUD. */
  private static final int MESSAGE_FRAMES = 180;
  private static final long BYTES_PER_MEGABYTE = 1024 * 1024;

  private final RunHost host;
  public final Trails trails = new Trails();
  /** The [ ] ; ' keys' factors, kept across setup() runs. */
  public final Tuning tuning = new Tuning();
  /**
   * The line a failure of the sketch's code prints, and the exit code it ends with: by default
   * the sketch's name, the message and the place ({@link Crash}); the exercises name the
   * learner's method instead.
   */
  public Function<Throwable, String> failureLine = this::describeFailure;
  public int failureExitCode = ExitCodes.CRASHED;
  /**
   * True while the sketch's sources are watched (save and see): a failure of its code is shown
   * in the window, which stays open for the learner's fix, instead of closing it.
   */
  public boolean keepWindowOnFailure;
  /** Where the run's messages go: the stream the caller gave; null: System.err as it is then. */
  public PrintStream err;
  /** Where the s key saves; tests point it elsewhere. */
  public File screenshotFolder = new File(ProjectFolder.root(), "screenshots");
  /** The g key's strip charts, made once the sketch is configured. */
  public Plot plot;
  /** --benchmark: times the frames; null otherwise. */
  private FrameTimer timer;
  /** --save, --gif and --trace. */
  private RunFiles files;
  /** A long headless run's frames done, on the terminal; null before the run is configured. */
  private Progress progress;
  /** The input of every step so far (and, replaying, of the steps still to come). */
  private InputLog log;
  /** Input that came during a frame (after its step): applied as the next frame starts. */
  private final List<Runnable> pending = new ArrayList<>();
  /** True while the sketch draws out of sight: a ghost's step, or a frame gone through again. */
  private boolean outOfSight;
  /** True from a frame's start to its end, where input waits for the next frame. */
  private boolean insideFrame;
  /** --replay: the recorded run, its input played step by step; null otherwise. */
  private InputLog replayed;
  /** The frames kept to go back to; null when the run keeps none. */
  private FrameHistory history;
  /** The run without the learner's change; null when there is none. */
  private Ghost ghost;
  /** Where the sketch draws out of sight: a ghost's step, or frames gone through again. */
  private PGraphics scratch;
  /** {@link #simulationRoots()}, once named. */
  private StateSnapshot.Roots simulationRoots;
  private boolean paused;
  /** Presses of . not yet taken: each moves the paused scene one frame, one frame at a time. */
  private int stepsRequested;
  /** Presses of , not yet taken: each takes the paused scene one frame back. */
  private int backsRequested;
  private boolean simulating;
  private boolean screenshotRequested;
  private boolean keysPressed;
  /** True while the --keys are pressed: they are part of the options, not of the input. */
  private boolean pressingOptionKeys;
  private boolean finished;
  /** Esc while headless: end after this frame, as --frames would. */
  private boolean endRequested;
  private int exitCode;
  private int steps;
  /** Why the input is no longer kept; null while it is. */
  private String inputLost;
  /** The step whose recorded input the sketch has been given; below {@link #steps}: not yet. */
  private int inputAppliedAt = -1;
  /** The furthest step ever shown: a view switch recorded up to it has been seen already. */
  private int furthestShown;
  private int framesDrawn;
  private String message;
  /** What to say if Java's memory runs out, made while there is memory to make it. */
  private String outOfMemoryLine;
  private int messageUntil;
  /** The exercise's check on the code as it is now (save and see); empty for no exercise. */
  private volatile List<String> checkVerdict = List.of();
  /** What stopped the sketch, shown over the scene; null while nothing has. */
  private volatile Problem problem;
  /** A new build of the sketch starts at this step (save and see): replayed out of sight. */
  private int resumeStep;
  private boolean resumePaused;
  /** Work the watcher asked for, done at the end of a frame, on the sketch's own thread. */
  private final Queue<Runnable> atFrameEnd = new ConcurrentLinkedQueue<>();
  /** A new build has taken this run over: it writes the files; this one writes none. */
  private boolean handedOver;
  /** Handing the run over to a new build: it stays at the step handed over. */
  private volatile boolean held;
  /** The build this one replaced, to become its ghost once the run has caught up; or null. */
  private LiveSketch buildBefore;
  /** The sketch's code threw and the window stays, showing why, until a new build comes. */
  private volatile boolean stoppedOnFailure;

  /**
   * What stopped the sketch, for the window: a title (what happened) and the lines after it.
   *
   * @param title e.g. "Your edit does not compile: ..."
   * @param lines the details, file and line first
   */
  public record Problem(String title, List<String> lines) {
    public Problem {
      lines = List.copyOf(lines);
    }
  }

  public SketchRun(RunHost host) {
    this.host = host;
  }

  /**
   * Takes the parsed command line before the sketch binds its keys and reads its files: the
   * seed (picked now when not given, so the run can be replayed) and the benchmark's timer.
   */
  public void begin(SketchOptions options) {
    if (options.seed == null) {
      options.seed = (long) new Random().nextInt();
    }
    reseed();
    if (options.benchmark) {
      timer = new FrameTimer(SketchOptions.BENCHMARK_WARMUP_FRAMES, options.timedFrames);
    }
  }

  /**
   * Finishes configuring, once the sketch has bound its keys and read its files: the plots,
   * the files the command line named, the input log (or the one to replay) and the frame
   * cycle's hooks.
   */
  public void configure(List<PlotSeries> sketchSeries, List<TraceColumn> traceColumns)
      throws IOException {
    SketchOptions options = host.options();
    List<PlotSeries> series = new ArrayList<>(List.of(PlotSeries.speed(), PlotSeries.steering()));
    series.addAll(sketchSeries);
    plot = new Plot(series);
    log = replayed != null ? replayed
        : new InputLog(host.applet().getClass().getName(), options.seed, options.shapingArgs());
    files = new RunFiles(options, traceColumns);
    if (options.headless && options.frames > 0) {
      progress = Progress.onTerminal(host.name(), options.frames, this::errorStream);
    }
    outOfMemoryLine = describeOutOfMemory();
    if (!options.headless || options.keepHistory) {
      keepHistory();
    }
    PApplet applet = host.applet();
    applet.registerMethod("pre", this);
    applet.registerMethod("draw", this);
    applet.registerMethod("post", this);
    applet.registerMethod("dispose", this);
  }

  /**
   * --replay: the run plays {@code recorded}'s input step by step (before {@link #configure}).
   * Past its last step the run goes on live.
   */
  public void replay(InputLog recorded) {
    replayed = recorded.copy();
  }

  /**
   * Keeps the recent frames, to go back to them, and forks a ghost at a change: a window does
   * (a learner is watching); tests may ask for it.
   */
  public void keepHistory() {
    if (history == null) {
      history = new FrameHistory();
    }
  }

  /** Processing's random() and noise() start their sequences again from the run's seed. */
  public void reseed() {
    Long seed = host.options().seed;
    if (seed != null) {
      host.applet().randomSeed(seed);
      host.applet().noiseSeed(seed);
    }
  }

  // ---- the frame cycle ----

  /** Before draw(): this step's input, then whether this frame simulates. */
  public void pre() {
    try {
      preFrame();
    } catch (OutOfMemoryError | StackOverflowError e) {
      throw new FrameError(e);
    }
  }

  private void preFrame() {
    insideFrame = true;
    if (timer != null) {
      timer.frameStarts();
    }
    if (!keysPressed) {
      pressOptionKeys();
      if (history != null) {
        history.stepped(steps, this::timelineSnapshot);   // the run as it starts
      }
      if (host.options().ghost) {
        replaceGhost(Ghost.fork(StateSnapshot.take(simulationRoots()), steps, null,
            host.vehicles(), twinOf(log, 0)));
      }
    }
    if (paused) {
      goBackAsAsked();
    }
    boolean step = !paused || stepsRequested > 0;
    if (paused && stepsRequested > 0) {
      stepsRequested--;
    }
    if (resumeStep > 0) {
      resume();
    }
    if (resumeStep == 0) {   // the learner's input waits while a new build catches up
      catchUpInput();
      applyPendingInput();
    }
    simulating = step && problem == null && !held && resumeStep == 0;
    if (simulating) {
      if (ghost != null) {
        stepGhost();
      }
      host.whiteboard().beforeStep();
    }
  }

  /** The --keys, pressed once as the run starts. */
  private void pressOptionKeys() {
    keysPressed = true;
    pressingOptionKeys = true;
    for (char k : host.options().keys.toCharArray()) {
      host.pressKey(k);   // as the keyboard would: Esc ends the run
    }
    pressingOptionKeys = false;
  }

  /** After draw(), still drawing: the whiteboard, then the side panel beside the world. */
  public void draw() {
    try {
      drawFrame();
    } catch (OutOfMemoryError | StackOverflowError e) {
      throw new FrameError(e);
    }
  }

  private void drawFrame() {
    drawingStarts();
    if (simulating && !host.vehicles().isEmpty()) {
      plot.record(host.vehicles().get(0));
    }
    host.whiteboard().draw(host.applet().g);
    host.panel().draw(host.applet().g);
    drawProblem();
    drawingEnds();
  }

  /** After the frame: trails, trace, the frames kept, screenshots and the --frames count. */
  public void post() {
    try {
      postFrame();
    } catch (OutOfMemoryError | StackOverflowError e) {
      throw new FrameError(e);
    }
  }

  private void postFrame() {
    insideFrame = false;
    framesDrawn++;
    if (progress != null) {
      progress.frameDone(framesDrawn);
    }
    if (simulating) {
      steps++;
      furthestShown = Math.max(furthestShown, steps);
      if (steps > log.steps()) {
        keep(() -> log.setSteps(steps));
      }
      if (host.show().trails) {
        trails.record(host.vehicles());
      }
      if (history != null) {
        history.stepped(steps, this::timelineSnapshot);
      }
      if (ghost != null) {
        ghost.compare(host.vehicles(), steps);
        if (ghost.stoppedBy() != null) {
          say("the ghost stopped: " + Crash.describe(ghost.stoppedBy()));
          replaceGhost(null);
        }
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
    SketchOptions options = host.options();
    if ((endRequested || options.frames > 0 && framesDrawn >= options.frames) && !finished) {
      finish();
    }
    doWhatWasAskedAtFrameEnd();
  }

  /** Processing ends the sketch (its window closed): the input is written for --record. */
  public void dispose() {
    if (!finished && !handedOver) {
      writeRecord();
    }
  }

  // ---- input ----

  /**
   * A key from the keyboard. Keys that steer the run itself (pause, step, back, screenshot,
   * the ghost's) act at once; the rest are logged at the step they are given at, so a replay
   * hands them to the sketch at the same step.
   */
  public void keyPressed(char key) {
    if (pressingOptionKeys || RunKeys.isRunKey(key)) {
      host.applyKey(key);
      return;
    }
    submit(() -> change(() -> host.applyKey(key),
        simulation -> keep(() -> log.addKey(steps, key, simulation))));
  }

  /** A slider moved: the parameter takes the value, logged. */
  public void sliderMoved(Parameter parameter, float value) {
    submit(() -> change(() -> parameter.set(value),
        simulation -> keep(() -> log.addParameter(steps, parameter.name, value))));
  }

  /** A mouse event in the world: handed to the sketch, logged. */
  public void mouseInWorld(MouseEvent e) {
    submit(() -> {
      Runnable logIt = () -> log.addMouse(steps, e.getAction(), e.getX(), e.getY(),
          e.getButton(), e.getCount(), e.getModifiers());
      if (recording()) {
        keep(logIt);
        host.applyMouse(e);
      } else if (e.getAction() == MouseEvent.PRESS || e.getAction() == MouseEvent.CLICK) {
        change(() -> host.applyMouse(e), simulation -> keep(logIt));
      }
      // a move over frames already recorded: the recorded mouse is the one that counts
    });
  }

  /**
   * Input from Processing comes during a frame, after the sketch's step: it waits for the next
   * frame's start, so the step it is logged at is the step it was given at. Between frames (a
   * program pressing keys) it is given at once.
   */
  private void submit(Runnable input) {
    if (insideFrame) {
      pending.add(input);
    } else {
      catchUpInput();   // what was recorded at this step comes first, and only once
      input.run();
    }
  }

  /**
   * Logs one event of input. A log that cannot take it (full after hours of input, or an
   * event it cannot write, such as a mouse button it has no name for) stops keeping input:
   * without the input the frames kept and the ghost could not be simulated again, so they go
   * too, and the HUD says so; the run itself goes on.
   */
  private void keep(Runnable logIt) {
    if (inputLost != null) {
      return;
    }
    try {
      logIt.run();
    } catch (IllegalArgumentException | IllegalStateException e) {
      inputLost = "input no longer kept (" + e.getMessage() + "): going back, the ghost and"
          + " --record stop here";
      history = null;
      replaceGhost(null);
      say(inputLost);
    }
  }

  /** True at the newest step: what the learner does now is new input, not a change of the past. */
  private boolean recording() {
    return steps >= log.steps();
  }

  /**
   * Applies a change and says whether it changed the simulation (a view switch does not): a
   * change at the newest step, or one over frames already recorded, which leaves the recorded
   * future behind. Either forks the run, unless a ghost is already there to compare with.
   */
  private void change(Runnable apply, Consumer<Boolean> logIt) {
    StateSnapshot before = StateSnapshot.take(simulationRoots());
    apply.run();
    boolean simulation = !before.sameStateAs(StateSnapshot.take(simulationRoots()));
    if (recording()) {
      logIt.accept(simulation);
      if (simulation && ghost == null && history != null) {
        replaceGhost(Ghost.fork(before, steps, null, host.vehicles(),
            twinOf(log.copy(), log.eventsAt(steps).size() - 1)));
      }
      return;
    }
    if (!simulation) {
      return;   // a view switch over recorded frames: seen now, nothing to log
    }
    InputLog future = log.copy();
    log.truncateAfter(steps);
    if (history != null) {
      history.forgetAfter(steps);
    }
    logIt.accept(true);
    if (history != null && (ghost == null || ghost.forkStep() > steps)) {
      replaceGhost(Ghost.fork(before, steps, future, host.vehicles(),
          twinOf(future, future.eventsAt(steps).size())));
    }
  }

  /**
   * Hands the sketch the input recorded at this step, once: over frames already recorded (a
   * replay, or after going back) it was not given yet. (Input logged now is given as it comes.)
   */
  private void catchUpInput() {
    if (inputAppliedAt < steps) {
      inputAppliedAt = steps;
      for (InputLog.Event e : log.eventsAt(steps)) {
        apply(e, steps >= furthestShown);
      }
    }
  }

  private void applyPendingInput() {
    catchUpInput();
    List<Runnable> now = new ArrayList<>(pending);
    pending.clear();
    now.forEach(Runnable::run);
  }

  /** Hands one recorded event to the sketch; a view switch only the first time it is seen. */
  void apply(InputLog.Event e, boolean views) {
    if (e instanceof InputLog.Key k) {
      if (k.simulation() || views) {
        host.applet().key = k.key();
        host.applyKey(k.key());
      }
    } else if (e instanceof InputLog.Mouse m) {
      host.applyMouse(new MouseEvent(null, 0, m.action(), m.modifiers(), m.x(), m.y(),
          m.button(), m.count()));
    } else if (e instanceof InputLog.Parameter s) {
      Parameter p = host.parameters().named(s.name());
      if (p != null) {
        p.set(s.value());
      }
    }
  }

  // ---- state, stepping out of sight, going back ----

  /**
   * What the simulation is: the sketch's state, the tuning, the random numbers, the mouse.
   * Named once: the roots are fields, read as each snapshot is taken, and objects the run keeps
   * for its whole life; the same Roots also size each snapshot by the last (a ghost takes two
   * a frame).
   */
  StateSnapshot.Roots simulationRoots() {
    if (simulationRoots == null) {
      simulationRoots = namedRoots();
    }
    return simulationRoots;
  }

  private StateSnapshot.Roots namedRoots() {
    StateSnapshot.Roots roots = new StateSnapshot.Roots();
    host.stateRoots(roots);
    roots.object(tuning);
    return roots;
  }

  /** The simulation and what the panel shows of its past: the plots. */
  private StateSnapshot timelineSnapshot() {
    return StateSnapshot.take(namedRoots().object(plot));
  }

  /**
   * One step of the sketch's recipe drawn out of sight (a ghost's step, or a frame gone through
   * again): the sketch simulates as in a frame, on a canvas nobody sees.
   */
  void stepOutOfSight() {
    PApplet applet = host.applet();
    PGraphics shown = applet.g;
    if (scratch == null) {
      scratch = host.outOfSightCanvas();
    }
    boolean was = simulating;
    simulating = true;
    outOfSight = true;
    applet.g = scratch;
    try {
      scratch.beginDraw();   // no endDraw: its pixels are never read
      host.drawSketch();
    } finally {
      applet.g = shown;
      simulating = was;
      outOfSight = false;
    }
  }

  /** , while paused: the frames asked for, back. */
  private void goBackAsAsked() {
    if (backsRequested > 0 && history != null) {
      goTo(steps - backsRequested);
    }
    backsRequested = 0;
  }

  /**
   * Shows step {@code target} of the frames kept: from the nearest kept frame before it, the
   * steps between are simulated again out of sight with their recorded input.
   */
  void goTo(int target) {
    if (history == null) {
      return;
    }
    int to = Math.max(history.firstStep(), Math.min(target, log.steps()));
    if (to == steps) {
      return;
    }
    if (to < steps || history.nearestAtOrBefore(to) > steps) {
      int from = history.nearestAtOrBefore(to);
      history.snapshotAt(from).restore();
      steps = from;
      inputAppliedAt = from - 1;
      trails.clear();
    }
    while (steps < to) {
      stepAgain(steps == to - 1);
    }
    catchUpInput();
  }

  /**
   * One recorded step gone through again, out of sight, with its input; the whiteboard readied
   * before the {@code last} one, the step that will be shown.
   */
  private void stepAgain(boolean last) {
    catchUpInput();
    if (last) {
      host.whiteboard().beforeStep();
    }
    stepOutOfSight();
    if (!host.vehicles().isEmpty()) {
      plot.record(host.vehicles().get(0));
    }
    steps++;
    furthestShown = Math.max(furthestShown, steps);
  }

  // ---- save and see: a new build takes the run over ----

  /**
   * A new build of the sketch starts where the old one was: at the first frame, the input (set
   * with {@link #replay}) is replayed out of sight up to {@code step}, paused there if the old
   * one was.
   */
  public void resumeAt(int step, boolean paused) {
    resumeStep = step;
    resumePaused = paused;
  }

  /**
   * A frame of catching up with the run handed over: its steps gone through again, out of sight,
   * for at most {@link #CATCH_UP_NANOS_PER_FRAME} (the window shows how far it has got, and a
   * long run catches up over several frames), keeping frames to go back to as a live run does.
   * Once there, the run goes on from where the old build was, paused if it was, with the old
   * build's run beside it as the ghost.
   */
  private void resume() {
    keepHistory();
    int to = Math.min(resumeStep, log.steps());
    long until = System.nanoTime() + CATCH_UP_NANOS_PER_FRAME;
    while (steps < to && System.nanoTime() < until) {
      stepAgain(steps == to - 1);
      history.stepped(steps, this::timelineSnapshot);
    }
    catchUpInput();
    if (steps < to) {
      return;   // more next frame
    }
    paused = resumePaused;
    resumeStep = 0;
    if (buildBefore != null) {
      replaceGhost(Ghost.ofBuild(buildBefore, steps, host.vehicles()));
      buildBefore = null;
    }
  }

  /**
   * The run of the build this one replaces goes on beside it as its ghost, from the step this
   * one resumes at (before {@link #configure}).
   */
  public void ghostOfBuild(LiveSketch before) {
    buildBefore = before;
  }

  /**
   * The build this run was to catch up with and did not (its code threw on the way), or null:
   * its run is still where it was handed over.
   */
  public LiveSketch buildNotYetCaughtUpWith() {
    return buildBefore;
  }

  /**
   * Where a newer build takes over: the step shown, or, if this run stopped before catching up
   * with the one it took over, the step it was catching up with.
   */
  public int stepToHandOver() {
    return resumeStep > 0 ? resumeStep : steps;
  }

  /**
   * A new build is being started in this run's place: this run stays at the step it shows (it
   * is where the new one resumes, and where the new one's ghost starts).
   */
  public void hold() {
    held = true;
  }

  /**
   * This run is the ghost of a newer build of its sketch: one step, out of sight, with the input
   * the newer build was given at this step (the text of an input log holding just that step).
   *
   * @return each vehicle's position and velocity after the step, x y z each
   */
  public float[] stepAsGhostOfNewerBuild(String input) throws InputLogException {
    if (!input.isEmpty()) {
      for (InputLog.Event e : InputLogFile.parse(input, NEWER_BUILD).events()) {
        apply(e, true);
      }
    }
    stepOutOfSight();
    steps++;
    return Ghost.positions(host.vehicles());
  }

  /**
   * This run is a ghost's twin ({@link GhostTwin}): it keeps no frames, forks no ghost and writes
   * no file; its --keys are pressed, as a run's first frame presses them.
   */
  void startAsTwin() {
    handedOver();
    pressOptionKeys();
  }

  /** A twin is given {@code events} between steps, as the run it twins was given them. */
  void giveAsTwin(List<InputLog.Event> events) {
    for (InputLog.Event e : events) {
      apply(e, false);
    }
  }

  /**
   * One step of a ghost's twin, out of sight, with {@code events} given first.
   *
   * @return each vehicle's position and velocity after the step, x y z each
   */
  float[] stepAsTwin(List<InputLog.Event> events) {
    giveAsTwin(events);
    stepOutOfSight();
    steps++;
    return Ghost.positions(host.vehicles());
  }

  /** The input given at {@code step}, as the text of an input log of that step alone ("" if none). */
  String inputTextAt(int step) {
    List<InputLog.Event> events = log.eventsAt(step);
    if (events.isEmpty()) {
      return "";
    }
    InputLog one = new InputLog(log.sketch(), log.seed(), List.of());
    events.forEach(one::add);
    one.setSteps(step + 1);
    return InputLogFile.text(one);
  }

  /** Runs {@code work} at the end of the frame being drawn, on the sketch's own thread. */
  public void atFrameEnd(Runnable work) {
    atFrameEnd.add(work);
  }

  private void doWhatWasAskedAtFrameEnd() {
    Runnable work;
    while ((work = atFrameEnd.poll()) != null) {
      work.run();
    }
  }

  /**
   * A new build has taken the run over: this run writes no file (the new one does) and its
   * window closes without ending the program.
   */
  public void handedOver() {
    handedOver = true;
    finished = true;
    files.abandon();
    // as a ghost it only steps on: it keeps no frames, and no ghost of its own (or every
    // build before it would be kept too)
    history = null;
    replaceGhost(null);
    buildBefore = null;
  }

  /**
   * Shows {@code shown} over the scene, which stops moving until a new build replaces the
   * sketch (save and see). From any thread.
   */
  public void showProblem(Problem shown) {
    problem = shown;
  }

  /**
   * True once the sketch's code has thrown in a window that stays open for a fix: the sketch
   * draws no more frames of its own, only {@link #drawStoppedFrame}.
   */
  public boolean stoppedOnFailure() {
    return stoppedOnFailure;
  }

  /** A frame of a sketch stopped on a failure: the problem over the last frame it drew. */
  public void drawStoppedFrame() {
    PGraphics g = host.applet().g;
    g.beginDraw();
    drawProblem();
    g.endDraw();
    doWhatWasAskedAtFrameEnd();
  }

  /** The verdict of the exercise's check on the code as it is now (save and see), for the HUD. */
  public void showCheck(List<String> verdict) {
    checkVerdict = List.copyOf(verdict);
  }

  /** The exercise check's verdict shown now; empty when there is none. */
  public List<String> checkVerdict() {
    return checkVerdict;
  }

  /** The problem over the world, where the learner looks (not over the side panel). */
  public void drawProblem() {
    Problem shown = problem;
    if (shown != null) {
      ProblemBox.draw(host.applet().g, shown.title(), shown.lines(), host.worldWidth(),
          host.worldHeight());
    }
  }

  // ---- the timeline, for the side panel ----

  @Override
  public int firstStep() {
    return history == null ? steps : history.firstStep();
  }

  @Override
  public int lastStep() {
    return log == null ? steps : Math.max(steps, log.steps());
  }

  @Override
  public int shownStep() {
    return stepOnScreen();
  }

  @Override
  public void scrubTo(int step) {
    if (!paused) {
      togglePause();
    }
    goTo(step);
  }

  /** The frames kept, for the side panel; null when the run keeps none. */
  public Timeline timeline() {
    return history == null ? null : this;
  }

  // ---- the ghost ----

  /**
   * Steps the ghost beside this step. The run without the change can fail where the live one
   * does not (its vehicles went elsewhere): then the ghost is dropped, the HUD says why, and
   * the live run goes on as it was.
   */
  private void stepGhost() {
    try {
      ghost.step(this, steps, log);
    } catch (RuntimeException | StackOverflowError e) {
      replaceGhost(null);
      say("the ghost stopped: " + Crash.describe(e));
    }
  }

  /** The run's ghost from now: {@code next}, or none; the one before is let go. */
  private void replaceGhost(Ghost next) {
    if (ghost != null && ghost != next) {
      ghost.close();
    }
    ghost = next;
  }

  /**
   * A twin to step the ghost forked now ({@link GhostTwin}), going through {@code recorded}'s
   * input up to this step and the first {@code givenBefore} events of this step.
   */
  private GhostTwin twinOf(InputLog recorded, int givenBefore) {
    List<String> args = new ArrayList<>(log.args());
    if (host.options().headless) {
      args.add("--headless");   // the scripted target of a run without a mouse
    }
    args.addAll(List.of("--seed", String.valueOf(log.seed())));
    return new GhostTwin(host, args, recorded, steps, givenBefore);
  }

  /** The ghost, for drawing under the vehicles: null when there is none or it is hidden. */
  public Ghost ghost() {
    return ghost;
  }

  /** The y key: shows or hides the ghost. */
  public void toggleGhost() {
    if (ghost != null) {
      ghost.hidden = !ghost.hidden;
    }
  }

  /** The z key: drops the ghost; the next change forks a new one. */
  public void dropGhost() {
    replaceGhost(null);
  }

  /** Draws the ghost, faded, where the sketch draws its vehicles. */
  public void drawGhost(PGraphics g) {
    if (ghost != null && !ghost.hidden && !outOfSight) {
      ghost.draw(g, host, stepOnScreen());
    }
  }

  RunHost host() {
    return host;
  }

  /**
   * The step the vehicles on screen have reached: while a frame that simulates is drawn, its
   * step is done but not yet counted (that happens after the frame).
   */
  private int stepOnScreen() {
    return insideFrame && simulating ? steps + 1 : steps;
  }

  // ---- state, for the sketch and tests ----

  public boolean simulating() {
    return simulating;
  }

  /** True while the sketch steps out of sight: what it draws now nobody sees. */
  public boolean outOfSight() {
    return outOfSight;
  }

  public boolean paused() {
    return paused;
  }

  public boolean finished() {
    return finished;
  }

  public int exitCode() {
    return exitCode;
  }

  public int steps() {
    return steps;
  }

  /** The input so far: what --record writes. */
  public InputLog inputLog() {
    return log;
  }

  /** Ends the run once the current frame is drawn: its files are written, exit code 0. */
  public void requestEnd() {
    endRequested = true;
  }

  public void togglePause() {
    paused = !paused;
    stepsRequested = 0;
    backsRequested = 0;
  }

  /** The . key: one frame forward, while paused (several presses in --keys: one a frame). */
  public void requestStep() {
    if (paused) {
      stepsRequested++;
    }
  }

  /** The , key: one frame back, while paused. */
  public void requestStepBack() {
    if (paused) {
      backsRequested++;
    }
  }

  public void requestScreenshot() {
    screenshotRequested = true;
  }

  public void toggleTrails() {
    host.show().trails = !host.show().trails;
    trails.clear();
  }

  /** --benchmark: the shared drawing (vehicles, arrows, trails, overlay) starts or ends. */
  public void drawingStarts() {
    if (timer != null) {
      timer.drawingStarts();
    }
  }

  public void drawingEnds() {
    if (timer != null) {
      timer.drawingEnds();
    }
  }

  public void say(String text) {
    message = text;
    messageUntil = host.applet().frameCount + MESSAGE_FRAMES;
  }

  /** The HUD's lines: title, live values, the sketch's own, state and a hint. */
  public List<String> hudLines() {
    List<String> lines = new ArrayList<>();
    lines.add(host.name() + " — " + host.about());
    lines.addAll(host.parameters().hudLines(host.vehicles()));
    host.addHudLines(lines);
    if (ghost != null) {
      lines.add(ghost.hudLine(host.vehicles(), host.whiteboard().subjectIndex(),
          stepOnScreen()));
    }
    if (resumeStep > 0) {
      lines.add("replaying your run with your edit: step " + steps + " of " + resumeStep);
    }
    if (history != null && steps < log.steps()) {   // headless, a replay draws as recorded
      lines.add("recorded input: step " + steps + " of " + log.steps() + "; a key or slider"
          + " here forks the run");
    }
    lines.addAll(checkVerdict);
    if (paused) {
      lines.add("paused — space resumes, . , step a frame");
    }
    if (message != null && host.applet().frameCount < messageUntil) {
      lines.add(message);
    }
    lines.add("h: help");
    return lines;
  }

  // ---- files ----

  private void writeTrace() {
    try {
      files.vehiclesMoved(steps, host.vehicles());
    } catch (IOException e) {
      fileStopped(e.getMessage());
    }
  }

  private void recordGifFrame() {
    try {
      files.frameDrawn(host.applet().g);
    } catch (IOException e) {
      fileStopped(e.getMessage());
    }
  }

  /**
   * One of the files the user asked for failed during the run and was dropped: say so. The run
   * goes on, so the other files are written in full; the exit code still says one is missing.
   */
  private void fileStopped(String problem) {
    report(problem);
    say(problem);
    exitCode = ExitCodes.FILE_ERROR;
  }

  /** Saves the frame under a new numbered name; a failure is reported and the sketch goes on. */
  private void saveScreenshot() {
    try {
      say("saved " + Screenshots.save(host.applet().g, screenshotFolder,
          host.name().toLowerCase()));
    } catch (IOException e) {
      say(e.getMessage());
      report(e.getMessage());
    }
  }

  /** --frames reached: write --save, --trace and --record, then stop. */
  private void finish() {
    finished = true;
    if (progress != null) {
      progress.erase();   // the run is done; the prompt or the last messages start the line
    }
    if (timer != null) {
      reportBenchmark();
    }
    try {
      files.finish(host.applet().g);
    } catch (IOException e) {
      fail(e.getMessage());
    }
    writeRecord();
    if (!host.options().headless || host.applet().getSurface() != null) {
      host.closeWindow();   // a window, 3D ones included
    }
  }

  /** --record: the input of the run, written once, when it ends. */
  private void writeRecord() {
    File record = host.options().record;
    if (record == null || log == null) {
      return;
    }
    if (inputLost != null) {
      report("--record " + record + " not written: " + inputLost);
      exitCode = ExitCodes.FILE_ERROR;
      return;
    }
    try {
      InputLogFile.write(log, record.toPath());
    } catch (IOException e) {
      report(e.getMessage());
      exitCode = ExitCodes.FILE_ERROR;
    }
  }

  /**
   * --benchmark: the frame rate, on standard output. A run that ended before any frame was
   * timed measured nothing: that is said as an error and, like a file the command line asked
   * for and did not get, ends with exit code 1.
   */
  private void reportBenchmark() {
    String line = timer.report(FrameTimer.describe(host.name(), host.vehicles().size(),
        host.options(), host.keys(), host.show(), host.threeD()) + ghostStepping());
    if (timer.timedFrames() > 0) {
      System.out.println(line);
    } else {
      report(line);
      exitCode = ExitCodes.FILE_ERROR;
    }
  }

  /** How the ghost was stepped as the benchmark ended, for its line ("" without a ghost). */
  private String ghostStepping() {
    if (ghost == null) {
      return "";
    }
    return ghost.steppedByTwin() ? ", a ghost on a thread of its own"
        : ", a ghost stepped in turn";
  }

  /**
   * Java's memory ran out during a frame: say how many vehicles and how much memory, and end
   * with exit code 2, as a command line asking for more than can be, before any file is
   * completed (a GIF is dropped; --save is not written). The line was made before the run:
   * with the memory full, making it now could fail too.
   */
  public void outOfMemory() {
    // the run is over: its crowd, trails, frames kept and ghost go, leaving room to say so
    host.vehicles().clear();
    trails.clear();
    history = null;
    replaceGhost(null);
    messages().println(outOfMemoryLine);
    exitCode = ExitCodes.USAGE;
    finished = true;
    files.abandon();
  }

  /**
   * The sketch's code threw during a frame (or setup): one line on the terminal, the message
   * and the first place in the project's files ({@link Crash}), and the run ends with exit
   * code 1, a failure and no end: the trace, the GIF and the picture are not written (an old
   * file of the same name stays as it was), the input is (to replay up to the failure). While
   * the sources are watched the window stays, showing the failure, for a fix to take over.
   */
  public void crashed(Throwable thrown) {
    if (finished || stoppedOnFailure) {
      return;
    }
    String line = failureLine.apply(thrown);
    messages().println(line);
    exitCode = failureExitCode;
    if (keepWindowOnFailure && host.applet().getSurface() != null) {
      stoppedOnFailure = true;
      files.abandon();   // a failure is no end: a fix's build writes them, from the start
      String when = resumeStep > 0 ? "replaying your run, at step " + steps + " of " + resumeStep
          : "at step " + steps;
      showProblem(new Problem("Your code stopped the sketch (" + when + "): fix it and save;"
          + " it goes on from step " + stepToHandOver(), Crash.lines(line)));
      return;
    }
    finished = true;
    files.abandon();
    writeRecord();
    if (host.applet().getSurface() != null) {
      host.closeWindow();
    }
  }

  /** The sketch's name, what went wrong and where. */
  private String describeFailure(Throwable thrown) {
    return host.name() + ": " + Crash.describe(thrown);
  }

  /** The line {@link #outOfMemory()} prints. */
  private String describeOutOfMemory() {
    long megabytes = Runtime.getRuntime().maxMemory() / BYTES_PER_MEGABYTE;
    int asked = host.options().vehicles;
    String who = asked > 0 ? "--vehicles " + asked + " needs" : "the vehicles need";
    return host.name() + ": out of memory: " + who + " more than Java's "
        + megabytes + " MB; give fewer --vehicles, or Java more memory (java -Xmx"
        + 2 * megabytes + "m or more)";
  }

  /** A file the user asked for could not be written at the end: say so, exit code 1. */
  private void fail(String problem) {
    report(problem);
    exitCode = ExitCodes.FILE_ERROR;
    finished = true;
    files.abandon();
  }

  /** Where messages go; a progress line on the terminal is erased first, to give them a line. */
  private PrintStream messages() {
    if (progress != null) {
      progress.erase();
    }
    return errorStream();
  }

  private PrintStream errorStream() {
    return err != null ? err : System.err;
  }

  private void report(String problem) {
    messages().println(host.name() + ": " + problem);
  }
}
