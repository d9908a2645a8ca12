package sketches;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A whole run from the command line, headless: it ends by itself, exit 0, with its picture. */
class HeadlessRunTest {

  /** The world, left of the side panel: what the sketch draws. */
  static final Rectangle WORLD = new Rectangle(0, 0, 800, 600);

  @TempDir
  Path temp;

  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void headlessRunWithFramesAndSaveExitsZeroAndWritesThePng(SketchKind kind) throws IOException {
    kind.assumeRunsHeadlessInThisJvm();
    File png = temp.resolve(kind.title.toLowerCase() + ".png").toFile();
    SteeringSketch sketch = kind.create();

    RunResult run = RunResult.start(sketch, "--headless", "--frames", "30", "--save",
        png.getPath());

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    assertTrue(sketch.finished());
    assertEquals(30, sketch.steps(), "frames simulated");
    assertFalse(run.hasStackTrace(), run.output());
    BufferedImage image = ImageIO.read(png);
    assertNotNull(image, png + " is a PNG");
    assertEquals(800 + SteeringSketch.PANEL_WIDTH, image.getWidth(), "the world and the panel");
    assertEquals(600, image.getHeight());
    assertTrue(Pixels.distinctColours(image, WORLD) >= 3, "the PNG shows the sketch's world");
  }
}
