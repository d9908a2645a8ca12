package sketchbook;

import java.io.IOException;
import processing.core.PGraphics;

/**
 * The pictures a run writes ({@code --save FILE.png}, {@code --gif FILE.gif}) for an applet
 * that is not a {@link SteeringSketch}, such as the launcher. Both are checked before the first
 * frame; a problem is an IOException whose message reads "cannot write FILE: why".
 */
public final class RunFiles {

  private final SketchOptions options;
  private GifRecorder gif;

  /** Fails now if --save or --gif could not be written at the end. */
  public RunFiles(SketchOptions options) throws IOException {
    this.options = options;
    try {
      if (options.save != null) {
        FileErrors.checkWritable(options.save);
      }
      if (options.gif != null) {
        gif = new GifRecorder(options.gif);
      }
    } catch (IOException e) {
      throw new IOException("cannot write " + e.getMessage(), e);  // names the file and why
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

  /** At the end: the last frame as the PNG, and the GIF completed. */
  public void finish(PGraphics g) throws IOException {
    if (options.save != null) {
      try {
        Images.savePng(g, options.save);
      } catch (IOException e) {
        abandon();
        throw problem(options.save.getPath(), e);
      }
    }
    if (gif != null) {
      GifRecorder done = gif;
      gif = null;
      try {
        done.finish();
      } catch (IOException e) {
        throw problem(done.file().getPath(), e);
      }
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
