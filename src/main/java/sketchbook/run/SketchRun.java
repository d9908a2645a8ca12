package sketchbook.run;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import sketchbook.SharedKeys;
import sketchbook.Sketch3D;
import sketchbook.SketchOptions;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.Tuning;
import sketchbook.panel.Plot;
import sketchbook.panel.PlotSeries;
import sketchbook.render.Trails;

/**
 * One run of a sketch, kept out of the sketch's own file. Processing calls {@link #pre()},
 * {@link #draw()} and {@link #post()} around every {@code draw()} (through
 * {@code registerMethod}): before it, the {@code --keys} are pressed once and pause and step
 * decide whether this frame simulates; after it, the side panel (HUD, controls, plots, help,
 * legend) is drawn beside the world;
 * after the frame, the trails and the {@code --trace} rows are recorded, a screenshot or GIF
 * frame is written, and {@code --frames} ends the run with its exit code.
 */
public final class SketchRun {

  /** Frames a message (such as "saved screenshots/...") stays in the HUD. */
  private static final int MESSAGE_FRAMES = 180;
  private static final long BYTES_PER_MEGABYTE = 1024 * 1024;

  private final SteeringSketch sketch;
  public final Trails trails = new Trails();
  /** The [ ] ; ' keys' factors, kept across setup() runs. */
  public final Tuning tuning = new Tuning();
  /** Where the s key saves; tests point it elsewhere. */
  public File screenshotFolder = new File(ProjectFolder.root(), "screenshots");
  /** The g key's strip charts, made once the sketch is configured. */
  public Plot plot;
  /** --benchmark: times the frames; null otherwise. */
  private FrameTimer timer;
  /** --save, --gif and --trace. */
  private RunFiles files;
  private boolean paused;
  /** Presses of . not yet taken: each moves the paused scene one frame, one frame at a time. */
  private int stepsRequested;
  private boolean simulating;
  private boolean screenshotRequested;
  private boolean keysPressed;
  private boolean finished;
  /** Esc while headless: end after this frame, as --frames would. */
  private boolean endRequested;
  private int exitCode;
  private int steps;
  private int framesDrawn;
  private String message;
  /** What to say if Java's memory runs out, made while there is memory to make it. */
  private String outOfMemoryLine;
  private int messageUntil;

  public SketchRun(SteeringSketch sketch) {
    this.sketch = sketch;
  }

  /** Takes the parsed command line and fills the key table; runs once, before any frame. */
  public void configure(SketchOptions options) throws IOException {
    sketch.options = options;
    reseed();
    if (options.benchmark) {
      timer = new FrameTimer(SketchOptions.BENCHMARK_WARMUP_FRAMES, options.timedFrames);
    }
    SharedKeys.bind(sketch, this);
    sketch.bindSketchKeys(sketch.keys);
    sketch.parameters.bindOwnKeys(sketch.keys);
    sketch.prepare();
    List<PlotSeries> series = new ArrayList<>(List.of(PlotSeries.speed(), PlotSeries.steering()));
    series.addAll(sketch.plotSeries());
    plot = new Plot(series);
    files = new RunFiles(options, sketch.traceColumns());
    outOfMemoryLine = describeOutOfMemory();
    sketch.registerMethod("pre", this);
    sketch.registerMethod("draw", this);
    sketch.registerMethod("post", this);
  }

  /** --seed: Processing's random() and noise() start their sequences again. */
  public void reseed() {
    if (sketch.options.seed != null) {
      sketch.randomSeed(sketch.options.seed);
      sketch.noiseSeed(sketch.options.seed);
    }
  }

  /** Before draw(): press --keys once, decide whether this frame simulates. */
  public void pre() {
    if (timer != null) {
      timer.frameStarts();
    }
    if (!keysPressed) {
      keysPressed = true;
      for (char k : sketch.options.keys.toCharArray()) {
        sketch.pressKey(k);
      }
    }
    simulating = !paused || stepsRequested > 0;
    if (paused && stepsRequested > 0) {
      stepsRequested--;
    }
    if (simulating) {
      sketch.whiteboard.beforeStep();
    }
  }

  /** After draw(), still drawing: the whiteboard, then the side panel beside the world. */
  public void draw() {
    drawingStarts();
    if (simulating && !sketch.vehicles.isEmpty()) {
      plot.record(sketch.vehicles.get(0));
    }
    sketch.whiteboard.draw(sketch.g);
    sketch.panel.draw(sketch.g);
    drawingEnds();
  }

  /** After the frame: trails, trace, screenshots and the --frames count. */
  public void post() {
    framesDrawn++;
    if (simulating) {
      steps++;
      if (sketch.show.trails) {
        trails.record(sketch.vehicles);
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
    SketchOptions options = sketch.options;
    if ((endRequested || options.frames > 0 && framesDrawn >= options.frames) && !finished) {
      finish();
    }
  }

  public boolean simulating() {
    return simulating;
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

  /** Ends the run once the current frame is drawn: its files are written, exit code 0. */
  public void requestEnd() {
    endRequested = true;
  }

  public void togglePause() {
    paused = !paused;
    stepsRequested = 0;
  }

  /** The . key: one frame forward, while paused (several presses in --keys: one a frame). */
  public void requestStep() {
    if (paused) {
      stepsRequested++;
    }
  }

  public void requestScreenshot() {
    screenshotRequested = true;
  }

  public void toggleTrails() {
    sketch.show.trails = !sketch.show.trails;
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
    messageUntil = sketch.frameCount + MESSAGE_FRAMES;
  }

  /** The HUD's lines: title, live values, the sketch's own, state and a hint. */
  public List<String> hudLines() {
    List<String> lines = new ArrayList<>();
    lines.add(sketch.getClass().getSimpleName() + " — " + sketch.about());
    lines.addAll(sketch.parameters.hudLines(sketch.vehicles));
    sketch.addHudLines(lines);
    if (paused) {
      lines.add("paused — space resumes, . steps one frame");
    }
    if (message != null && sketch.frameCount < messageUntil) {
      lines.add(message);
    }
    lines.add("h: help");
    return lines;
  }

  private void writeTrace() {
    try {
      files.vehiclesMoved(steps, sketch.vehicles);
    } catch (IOException e) {
      fileStopped(e.getMessage());
    }
  }

  private void recordGifFrame() {
    try {
      files.frameDrawn(sketch.g);
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
    exitCode = SketchRunner.EXIT_FILE_ERROR;
  }

  /** Saves the frame under a new numbered name; a failure is reported and the sketch goes on. */
  private void saveScreenshot() {
    try {
      say("saved " + Screenshots.save(sketch.g, screenshotFolder,
          sketch.getClass().getSimpleName().toLowerCase()));
    } catch (IOException e) {
      say(e.getMessage());
      report(e.getMessage());
    }
  }

  /** --frames reached: write --save and --trace, then stop. */
  private void finish() {
    finished = true;
    if (timer != null) {
      reportBenchmark();
    }
    try {
      files.finish(sketch.g);
    } catch (IOException e) {
      fail(e.getMessage());
    }
    if (!sketch.options.headless || sketch.getSurface() != null) {   // a window, 3D ones included
      sketch.exit();
    }
  }

  /**
   * --benchmark: the frame rate, on standard output. A run that ended before any frame was
   * timed measured nothing: that is said as an error and, like a file the command line asked
   * for and did not get, ends with exit code 1.
   */
  private void reportBenchmark() {
    String line = timer.report(FrameTimer.describe(sketch.getClass().getSimpleName(),
        sketch.vehicles.size(), sketch.options, sketch.keys, sketch.show,
        sketch instanceof Sketch3D));
    if (timer.timedFrames() > 0) {
      System.out.println(line);
    } else {
      report(line);
      exitCode = SketchRunner.EXIT_FILE_ERROR;
    }
  }

  /**
   * Java's memory ran out during a frame: say how many vehicles and how much memory, and end
   * with exit code 2, as a command line asking for more than can be, before any file is
   * completed (a GIF is dropped; --save is not written). The line was made before the run:
   * with the memory full, making it now could fail too.
   */
  public void outOfMemory() {
    // the run is over: its crowd and trails go, leaving room to say so
    sketch.vehicles.clear();
    trails.clear();
    System.err.println(outOfMemoryLine);
    exitCode = SketchRunner.EXIT_USAGE;
    finished = true;
    files.abandon();
  }

  /** The line {@link #outOfMemory()} prints. */
  private String describeOutOfMemory() {
    long megabytes = Runtime.getRuntime().maxMemory() / BYTES_PER_MEGABYTE;
    int asked = sketch.options.vehicles;
    String who = asked > 0 ? "--vehicles " + asked + " needs" : "the vehicles need";
    return sketch.getClass().getSimpleName() + ": out of memory: " + who + " more than Java's "
        + megabytes + " MB; give fewer --vehicles, or Java more memory (java -Xmx"
        + 2 * megabytes + "m or more)";
  }

  /** A file the user asked for could not be written at the end: say so, exit code 1. */
  private void fail(String problem) {
    report(problem);
    exitCode = SketchRunner.EXIT_FILE_ERROR;
    finished = true;
    files.abandon();
  }

  private void report(String problem) {
    System.err.println(sketch.getClass().getSimpleName() + ": " + problem);
  }
}
