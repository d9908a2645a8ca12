package sketchbook;

import java.io.IOException;
import java.util.List;
import processing.core.PGraphics;
import steering.Vehicle;

/**
 * The files a run writes because the command line named them: {@code --save FILE.png} (the
 * last frame), {@code --gif FILE.gif} (the run) and {@code --trace FILE.csv} (every vehicle,
 * every frame). Each is checked or opened before the first frame, so a bad name fails at once;
 * every problem is an IOException whose message reads "cannot write FILE: why". Named files
 * are the user's choice, so an existing one is replaced.
 */
public final class RunFiles {

  private final SketchOptions options;
  private GifRecorder gif;
  private TraceWriter trace;

  /** Fails now if --save, --gif or --trace could not be written. */
  public RunFiles(SketchOptions options) throws IOException {
    this.options = options;
    try {
      if (options.save != null) {
        FileErrors.checkWritable(options.save);
      }
      if (options.trace != null) {
        FileErrors.checkWritable(options.trace);
      }
      if (options.gif != null) {
        gif = new GifRecorder(options.gif);
      }
    } catch (IOException e) {
      throw new IOException("cannot write " + e.getMessage(), e);  // names the file and why
    }
    if (options.trace != null) {
      try {
        trace = new TraceWriter(options.trace);
      } catch (IOException e) {
        abandon();
        throw problem(options.trace.getPath(), e);
      }
    }
  }

  /** After each frame: the GIF keeps it (or every other one). */
  public void frameDrawn(PGraphics g) throws IOException {
    if (gif == null) {
      return;
    }
    try {
      gif.offer(g);
    } catch (IOException e) {
      abandon();
      throw problem(options.gif.getPath(), e);
    }
  }

  /**
   * After each frame in which the vehicles moved: one trace row per vehicle. When that fails
   * the trace is closed and stops, and the exception says so; the run itself may go on.
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
      try {
        broken.close();
      } catch (IOException ignored) {
        // the same file failed a moment ago; that is the problem to report
      }
      throw new IOException("trace stopped: " + problem(broken.file().getPath(), e).getMessage(),
          e);
    }
  }

  /**
   * At the end: the last frame as the PNG, the trace closed and the GIF completed. Each is
   * attempted; the first problem is thrown once all have been.
   */
  public void finish(PGraphics g) throws IOException {
    IOException first = null;
    if (options.save != null) {
      try {
        Images.savePng(g, options.save);
      } catch (IOException e) {
        abandon();
        first = problem(options.save.getPath(), e);
      }
    }
    if (trace != null) {
      TraceWriter done = trace;
      trace = null;
      try {
        done.close();
      } catch (IOException e) {
        first = first != null ? first : problem(done.file().getPath(), e);
      }
    }
    if (gif != null) {
      GifRecorder done = gif;
      gif = null;
      try {
        done.finish();
      } catch (IOException e) {
        first = first != null ? first : problem(done.file().getPath(), e);
      }
    }
    if (first != null) {
      throw first;
    }
  }

  /** Drops an unfinished GIF; the files named on the command line stay as they were. */
  public void abandon() {
    if (gif != null) {
      gif.abandon();
      gif = null;
    }
  }

  private static IOException problem(String file, IOException e) {
    return new IOException("cannot write " + file + ": " + FileErrors.reason(e), e);
  }
}
