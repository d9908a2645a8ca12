package sketchbook.run;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import processing.core.PGraphics;
import sketchbook.controls.SketchOptions;
import steering.Vehicle;
import steering.files.ReplacedFile;

/**
 * The files a run writes because the command line named them: {@code --save FILE.png} (the
 * last frame), {@code --gif FILE.gif} (the run) and {@code --trace FILE.csv} (every vehicle,
 * every frame). Each is checked before the first frame, so a bad name fails at once; every
 * problem is an IOException whose message reads "cannot write FILE: why". Nothing is made on
 * disk (a folder, a part file) until every file has passed its checks. Named files are the
 * user's choice, so an existing one is replaced, but only at the end of the run (through a
 * link, keeping its permissions; see {@link PartFile}): a run that fails ({@link #abandon})
 * leaves every file as it was and takes away the folders it made. Each file has its own
 * chance: one that fails during the run (a full disk) is reported and dropped, and the others
 * go on.
 */
public final class RunFiles {

  private final SketchOptions options;
  /** Folders this run made for its files, the outermost first: a failed run removes them. */
  private final List<Path> foldersMade = new ArrayList<>();
  private GifRecorder gif;
  private TraceWriter trace;

  /** Fails now if --save, --gif or --trace could not be written. */
  public RunFiles(SketchOptions options) throws IOException {
    this(options, List.of());
  }

  /** As {@link #RunFiles(SketchOptions)}, the trace's rows ending with {@code traceColumns}. */
  public RunFiles(SketchOptions options, List<TraceColumn> traceColumns) throws IOException {
    this.options = options;
    checkName("--save", options.save);
    checkName("--gif", options.gif);
    checkName("--trace", options.trace);
    checkName("--record", options.record);
    try {
      for (File output : outputs(options.record, options.save, options.trace, options.gif)) {
        FileErrors.checkWritable(output);
      }
    } catch (IOException e) {
      throw new IOException("cannot write " + e.getMessage(), e);  // names the file and why
    }
    try {
      open(traceColumns);
    } catch (IOException e) {
      abandon();
      throw e;
    }
  }

  /** Every file has passed: the folders, the probes and the part files of --gif and --trace. */
  private void open(List<TraceColumn> traceColumns) throws IOException {
    try {
      // --record makes its own folder when it is written, at the end
      for (File output : outputs(options.save, options.trace, options.gif)) {
        FileErrors.makeFolder(output, foldersMade);
      }
      if (options.save != null) {
        probe(options.save);
      }
      if (options.gif != null) {
        probe(options.gif);
        gif = new GifRecorder(options.gif);
      }
    } catch (IOException e) {
      throw new IOException("cannot write " + e.getMessage(), e);
    }
    if (options.trace != null) {
      try {
        trace = new TraceWriter(options.trace, traceColumns);
      } catch (IOException e) {
        throw problem(options.trace.getPath(), e);
      }
    }
  }

  /** The files of {@code named} that the command line gave, in that order. */
  private static List<File> outputs(File... named) {
    List<File> given = new ArrayList<>();
    for (File file : named) {
      if (file != null) {
        given.add(file);
      }
    }
    return given;
  }

  /**
   * Why this system cannot store a file of this name, or null when it can. Java keeps file
   * names in the encoding of the locale it started under; under a POSIX locale (LANG unset,
   * LC_ALL=C) that is ASCII, and a name such as {@code é.png} cannot be made. The encoding
   * cannot be changed once Java runs, so the user is told how to start it.
   */
  public static String unstorableName(File file) {
    try {
      file.toPath();
      return null;
    } catch (InvalidPathException e) {
      return "this system cannot handle that file name: Java's file names are "
          + System.getProperty("sun.jnu.encoding", "ASCII") + " under this locale; use plain"
          + " ASCII letters, or start it under a UTF-8 locale (e.g. LC_ALL=C.UTF-8)";
    }
  }

  private static void checkName(String flag, File file) throws IOException {
    String why = file == null ? null : unstorableName(file);
    if (why != null) {
      throw new IOException(flag + " " + file + ": " + why);
    }
  }

  /**
   * A file written at the end must fail now if it ever will: the name is created once (a name
   * longer than the file system takes fails here, not after the run) and removed again. A
   * link is followed; anything but a regular file is refused ({@link PartFile}).
   */
  private static void probe(File file) throws IOException {
    Path destination = ReplacedFile.destination(file);
    if (!Files.exists(destination, LinkOption.NOFOLLOW_LINKS)) {
      try {
        Files.delete(Files.createFile(destination));
      } catch (IOException e) {
        throw new IOException(file + ": " + FileErrors.reason(e), e);
      }
    }
  }

  /**
   * After each frame: the GIF keeps it (or every other one). When that fails the GIF is dropped
   * (its name stays as it was) and the exception says so; the run and its other files go on.
   */
  public void frameDrawn(PGraphics g) throws IOException {
    if (gif == null) {
      return;
    }
    try {
      gif.offer(g);
    } catch (IOException e) {
      GifRecorder broken = gif;
      gif = null;
      broken.abandon();   // the GIF only: the trace and the picture go on
      throw new IOException("gif stopped: " + problem(options.gif.getPath(), e).getMessage(), e);
    }
  }

  /**
   * After each frame in which the vehicles moved: one trace row per vehicle. When that fails
   * the trace is dropped (its name stays as it was) and the exception says so; the run itself
   * may go on.
   */
  public void vehiclesMoved(int frame, List<Vehicle> vehicles) throws IOException {
    if (trace == null) {
      return;
    }
    try {
      trace.write(frame, vehicles);
    } catch (IOException e) {
      TraceWriter broken = trace;
      trace = null;
      broken.abandon();
      throw new IOException("trace stopped: " + problem(broken.file().getPath(), e).getMessage(),
          e);
    }
  }

  /**
   * At the end (--frames reached, Esc): the last frame as the PNG, the trace and the GIF moved
   * into place. Each is
   * attempted on its own (a PNG that fails does not cost the GIF); one exception at the end
   * names every file that failed.
   */
  public void finish(PGraphics g) throws IOException {
    List<IOException> problems = new ArrayList<>();
    if (options.save != null) {
      try {
        Images.savePng(g, options.save);
      } catch (IOException e) {
        problems.add(problem(options.save.getPath(), e));
      }
    }
    if (trace != null) {
      TraceWriter done = trace;
      trace = null;
      try {
        done.finish();
      } catch (IOException e) {
        problems.add(problem(done.file().getPath(), e));
      }
    }
    if (gif != null) {
      GifRecorder done = gif;
      gif = null;
      try {
        done.finish();
      } catch (IOException e) {
        problems.add(problem(done.file().getPath(), e));
      }
    }
    if (!problems.isEmpty()) {
      IOException first = problems.get(0);
      StringBuilder all = new StringBuilder(first.getMessage());
      for (IOException more : problems.subList(1, problems.size())) {
        all.append("; ").append(more.getMessage());
        first.addSuppressed(more);
      }
      throw problems.size() == 1 ? first : new IOException(all.toString(), first);
    }
  }

  /**
   * The run failed (its code threw, memory ran out, a file failed at the end) or was handed
   * over: the unfinished GIF and trace are dropped, the files named on the command line stay as
   * they were, and the folders this run made go again if nothing was written into them.
   */
  public void abandon() {
    if (gif != null) {
      gif.abandon();
      gif = null;
    }
    if (trace != null) {
      trace.abandon();
      trace = null;
    }
    for (int i = foldersMade.size() - 1; i >= 0; i--) {
      try {
        Files.deleteIfExists(foldersMade.get(i));   // the innermost first
      } catch (IOException notEmpty) {
        // it holds a file of this run written at the end, or of someone else's: it stays
      }
    }
    foldersMade.clear();
  }

  private static IOException problem(String file, IOException e) {
    return new IOException("cannot write " + file + ": " + FileErrors.reason(e), e);
  }
}
