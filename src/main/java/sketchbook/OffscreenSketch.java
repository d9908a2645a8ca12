package sketchbook;

import java.io.IOException;
import sketchbook.controls.SketchOptions;
import sketchbook.controls.UsageException;
import sketchbook.run.Headless;

/**
 * Starts a sketch offscreen and leaves the frames to the caller: the launcher draws one frame of
 * each sketch per frame of its own, which makes its thumbnails live. The same steps as
 * {@link SketchRunner#start} with {@code --headless}, minus the loop.
 */
public final class OffscreenSketch {

  private OffscreenSketch() {
  }

  /**
   * Parses {@code args}, configures the sketch, gives it an offscreen canvas and runs setup().
   * Without {@code --frames} it never finishes; draw its frames with {@link Headless#frame}.
   */
  public static <S extends SteeringSketch> S start(S sketch, String... args)
      throws UsageException, IOException {
    sketch.configure(SketchOptions.parse(args, sketch.sketchFlags()));
    Headless.attach(sketch);
    Headless.frame(sketch);  // frame 0 runs setup()
    return sketch;
  }
}
