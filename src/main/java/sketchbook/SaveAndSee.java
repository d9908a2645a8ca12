package sketchbook;

import java.awt.Point;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import processing.core.PApplet;
import sketchbook.controls.SketchOptions;
import sketchbook.reload.Builds;
import sketchbook.reload.Handover;
import sketchbook.reload.LiveSketch;
import sketchbook.reload.Reloader;
import sketchbook.reload.SketchStarter;
import sketchbook.run.InputLog;
import sketchbook.run.InputLogException;
import sketchbook.run.InputLogFile;
import sketchbook.run.ProjectFolder;

/**
 * Save and see: a sketch started from the project's sources in a window is rebuilt each time a
 * {@code .java} file under {@code sketches/} or {@code src/main/java/} is saved, and opens again
 * where it was, replayed to the same step, with the run before the edit as its ghost
 * ({@link Reloader}); a 3D sketch's too, each build in an OpenGL window of its own
 * ({@link OpenGlWindow}). From the runnable jar, the Processing library, a run that ends by
 * itself ({@code --frames}) or is timed ({@code --benchmark}), or with {@code --no-watch},
 * nothing is watched.
 *
 * <p>The watcher loads this class from each new build by name, as the {@link SketchStarter} that
 * opens the new build's sketch.
 */
public final class SaveAndSee implements SketchStarter {

  /** The project's source folders, from its root: what is watched and built. */
  static final List<String> SOURCE_FOLDERS = List.of("sketches", "src/main/java");
  /** The builds' own folder, under the project root; one folder a running program. */
  private static final String WORK_FOLDER = "target/reload";

  /** For the watcher, which makes one of each build's; a sketch's main has no use for it. */
  public SaveAndSee() {
  }

  /**
   * From a sketch's main, once its window is open: watches the sources when the sketch runs
   * from them (its classes in a folder of the project, a JDK's compiler at hand), unless
   * {@code --no-watch}. Says so in one line; a watcher that cannot start says why and the
   * sketch runs on unwatched.
   */
  public static void watchIfFromSources(SteeringSketch sketch, PrintStream err) {
    watchIfFromSources(sketch, err, null);
  }

  /**
   * As {@link #watchIfFromSources(SteeringSketch, PrintStream)}, for a sketch opened by the
   * sketchbook window: closing the sketch's window (of whichever build) stops the watching and
   * runs {@code afterClose} instead of ending the program.
   */
  public static void watchIfFromSources(SteeringSketch sketch, PrintStream err,
      Runnable afterClose) {
    SketchOptions options = sketch.options;
    if (options.noWatch || options.frames > 0 || options.benchmark
        || !Builds.compilerAvailable()) {
      return;   // a run that ends by itself, or is timed, is not one a learner edits beside
    }
    Path root = ProjectFolder.root().toPath().toAbsolutePath();
    Path classes = classFolderOf(sketch.getClass());
    List<Path> sources = SOURCE_FOLDERS.stream().map(root::resolve).toList();
    if (classes == null || !classes.startsWith(root)
        || !sources.stream().allMatch(Files::isDirectory)) {
      return;
    }
    try {
      // the watcher's thread ends with the program; a sketch closed in the sketchbook window
      // stops it (afterClose), so nothing keeps a closed sketch's builds
      watch(sketch, root, classes, sources, err, afterClose);
      err.println(sketch.name() + ": watching " + String.join("/ and ", SOURCE_FOLDERS)
          + "/: save a .java file and this window shows your change (--no-watch: don't)");
    } catch (IOException e) {
      err.println(sketch.name() + ": not watching the sources: " + e.getMessage());
    }
  }

  /**
   * Watches {@code sources} for {@code sketch}, whose classes are in {@code classes}; builds go
   * under {@code root}'s target folder. (Tests watch a copy of the sources this way.)
   */
  static Reloader watch(SteeringSketch sketch, Path root, Path classes, List<Path> sources,
      PrintStream err, Runnable afterClose) throws IOException {
    Path works = root.resolve(WORK_FOLDER);
    forgetEndedPrograms(works);
    Path work = works.resolve(String.valueOf(ProcessHandle.current().pid()));
    ClassLoader program = SaveAndSee.class.getClassLoader();
    Builds builds = new Builds(sources, classes, libraries(program, classes),
        work.resolve("classes"), program);
    Reloader reloader = new Reloader(builds, sources, SaveAndSee.class.getName(), work, err);
    sketch.run.keepWindowOnFailure = true;
    Runnable stopThenAfterClose = afterClose == null ? null : () -> {
      reloader.stop();
      afterClose.run();
    };
    reloader.watch(new LiveWindow(sketch, stopThenAfterClose));
    return reloader;
  }

  @Override
  public LiveSketch start(Handover from, LiveSketch before) throws StartFailed {
    SteeringSketch sketch;
    InputLog log;
    try {
      sketch = (SteeringSketch) Class.forName(from.sketchClass(), true,
          SaveAndSee.class.getClassLoader()).getDeclaredConstructor().newInstance();
      log = InputLogFile.read(from.inputLog());
    } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
      throw new StartFailed(from.sketchClass() + " cannot be made: " + e);
    } catch (InputLogException e) {
      throw new StartFailed(e.getMessage());
    }
    sketch.run.replay(log);
    sketch.run.resumeAt(from.step(), from.paused());
    sketch.run.ghostOfBuild(before);
    sketch.run.keepWindowOnFailure = true;
    sketch.windowLocation = new Point(from.windowX(), from.windowY());
    ByteArrayOutputStream said = new ByteArrayOutputStream();
    int code = SketchRunner.start(sketch, argsFor(from.args(), log),
        new PrintStream(said, true, StandardCharsets.UTF_8));
    sketch.run.err = System.err;
    if (code != SketchRunner.EXIT_OK) {
      throw new StartFailed(said.toString(StandardCharsets.UTF_8).lines().findFirst()
          .orElse(sketch.name() + " did not start (exit code " + code + ")"));
    }
    return new LiveWindow(sketch, from.afterClose());
  }

  /**
   * The command line of the new build's run: the old one's, its seed from the input log (a run
   * without --seed had one picked), and, for a replay, the recorded options in place of
   * {@code --replay FILE} (the new build replays the input handed over).
   */
  private static String[] argsFor(List<String> commandLine, InputLog log) {
    List<String> args = new ArrayList<>();
    for (int i = 0; i < commandLine.size(); i++) {
      String arg = commandLine.get(i);
      if (arg.equals("--seed")) {
        i++;
      } else if (arg.equals("--replay")) {
        i++;
        args.addAll(log.args());
      } else {
        args.add(arg);
      }
    }
    args.addAll(List.of("--seed", String.valueOf(log.seed())));
    return args.toArray(String[]::new);
  }

  /**
   * Deletes the builds of programs that have ended: each program's are in a folder named by its
   * process id, so a running one's are never touched.
   */
  private static void forgetEndedPrograms(Path works) {
    File[] folders = works.toFile().listFiles(File::isDirectory);
    if (folders == null) {
      return;
    }
    for (File folder : folders) {
      boolean running;
      try {
        running = ProcessHandle.of(Long.parseLong(folder.getName())).isPresent();
      } catch (NumberFormatException e) {
        continue;   // not a program's folder: not ours to delete
      }
      if (!running) {
        deleteQuietly(folder.toPath());
      }
    }
  }

  private static void deleteQuietly(Path folder) {
    try (Stream<Path> all = Files.walk(folder)) {
      all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException | UncheckedIOException e) {
      // left for the next start to try again
    }
  }

  /** The folder {@code type} was loaded from, or null when it came from a jar. */
  private static Path classFolderOf(Class<?> type) {
    try {
      URL location = type.getProtectionDomain().getCodeSource().getLocation();
      Path path = Path.of(location.toURI()).toAbsolutePath().normalize();
      return Files.isDirectory(path) ? path : null;
    } catch (URISyntaxException | SecurityException | NullPointerException
        | IllegalArgumentException e) {
      return null;   // no location to read: not the project's own classes folder
    }
  }

  /**
   * What the sources compile against besides themselves: Processing and whatever else the
   * program was started with (Maven's class loader, or the class path), minus the project's
   * classes.
   */
  static List<Path> libraries(ClassLoader program, Path classes) {
    Set<Path> found = new LinkedHashSet<>();
    for (ClassLoader l = program; l != null; l = l.getParent()) {
      if (l instanceof URLClassLoader urls) {
        for (URL url : urls.getURLs()) {
          addFile(found, url);
        }
      }
    }
    for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
      if (!entry.isEmpty()) {
        found.add(Path.of(entry).toAbsolutePath().normalize());
      }
    }
    addFile(found, PApplet.class.getProtectionDomain().getCodeSource().getLocation());
    found.remove(classes);
    found.removeIf(p -> !Files.exists(p));
    return new ArrayList<>(found);
  }

  private static void addFile(Set<Path> into, URL url) {
    try {
      if ("file".equals(url.getProtocol())) {
        into.add(Path.of(url.toURI()).toAbsolutePath().normalize());
      }
    } catch (URISyntaxException | IllegalArgumentException e) {
      // not a file: nothing the compiler can read
    }
  }
}
