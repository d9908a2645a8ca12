package processinglibrary;

import java.awt.image.BufferedImage;
import java.io.File;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The README's picture of a library example: the example as the Processing IDE compiles it
 * (Processing's preprocessor, against the library jar), run offscreen with the mouse held
 * still, its frame saved as a PNG. Runs only when asked for:
 * <pre>
 * mvn -B -q test -Dtest=ExamplePictureTest \
 *     -Dexample.picture=src/site/resources/images/processing-example.png
 * </pre>
 * with {@code -Dexample.name=Arrive} (default Seek) and {@code -Dexample.mouse="x,y@frames ..."}:
 * where the mouse stands and for how many frames, one stop after another.
 */
@EnabledIfSystemProperty(named = ExamplePictureTest.PICTURE, matches = ".+")
class ExamplePictureTest {

  /** Where to write the PNG, from the project folder. */
  static final String PICTURE = "example.picture";
  static final String DEFAULT_EXAMPLE = "Seek";
  /**
   * The mouse top right for 45 frames, then bottom centre for 22: the vehicle is caught
   * turning, so its desired velocity, steering force and velocity point three ways.
   */
  static final String DEFAULT_MOUSE = "480,90@45 300,330@22";

  @Test
  void writesThePictureOfTheExample() throws Exception {
    String name = System.getProperty("example.name", DEFAULT_EXAMPLE);
    String[] stops = System.getProperty("example.mouse", DEFAULT_MOUSE).trim().split("\\s+");
    File png = new File(System.getProperty(PICTURE));
    if (!png.isAbsolute()) {
      png = LibraryLayout.file(png.getPath());
    }

    int[] first = stop(stops[0]);
    try (OffscreenExample example = OffscreenExample.start(CompiledExamples.classesOf(name),
        name, first[0], first[1])) {
      for (String at : stops) {
        int[] stop = stop(at);
        example.sketch.mouseX = stop[0];
        example.sketch.mouseY = stop[1];
        example.frames(stop[2]);
      }
      example.save(png);

      BufferedImage written = ImageIO.read(png);
      assertEquals(example.sketch.width, written.getWidth(), png.getPath());
      assertEquals(example.sketch.height, written.getHeight(), png.getPath());
    }
  }

  /** "x,y@frames" as {x, y, frames}. */
  private static int[] stop(String text) {
    String[] parts = text.split("[,@]");
    if (parts.length != 3) {
      throw new IllegalArgumentException("example.mouse: \"" + text + "\" is not x,y@frames");
    }
    return new int[] {Integer.parseInt(parts[0]), Integer.parseInt(parts[1]),
        Integer.parseInt(parts[2])};
  }
}
