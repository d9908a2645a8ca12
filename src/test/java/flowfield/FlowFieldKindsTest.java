package flowfield;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SketchRunner;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** FlowField's other fields: c picks them; flowing noise, a picture, a swirl; --image. */
class FlowFieldKindsTest {

  static final float EPSILON = 1e-5f;

  @TempDir
  Path temp;

  private static FlowField start(String... extra) {
    String[] args = new String[extra.length + 3];
    args[0] = "--headless";
    args[1] = "--seed";
    args[2] = "7";
    System.arraycopy(extra, 0, args, 3, extra.length);
    return Offscreen.start(new FlowField(), args);
  }

  @Test
  void cGoesRoundTheFourFieldsAndZeroBringsBackTheNoise() {
    FlowField sketch = start();
    assertEquals(FlowField.Kind.NOISE, sketch.kind);
    sketch.pressKey('c');
    assertEquals(FlowField.Kind.FLOWING, sketch.kind);
    sketch.pressKey('c');
    assertEquals(FlowField.Kind.PICTURE, sketch.kind);
    assertTrue(sketch.hudLines().contains(
        "field: the picture's brightness (rings.png) (c: next)"), sketch.hudLines().toString());
    sketch.pressKey('c');
    assertEquals(FlowField.Kind.SWIRL, sketch.kind);
    sketch.pressKey('c');
    assertEquals(FlowField.Kind.NOISE, sketch.kind);
    sketch.pressKey('c');
    sketch.pressKey('0');
    assertEquals(FlowField.Kind.NOISE, sketch.kind);
  }

  /** The swirl turns round the window's centre (400, 300). */
  @Test
  void theSwirlGoesRoundTheCentre() {
    FlowField sketch = start();
    pick(sketch, FlowField.Kind.SWIRL);
    // cell (39, 15): centre (790, 310); (-(310 - 300), 790 - 400) = (-10, 390), over 390.128
    assertVector(-0.0256326f, 0.9996714f, sketch.field.get(39, 15), "cell (39, 15)");
    // cell (20, 0): centre (410, 10): (-(10 - 300), 410 - 400) = (290, 10), over 290.172
    assertVector(0.9994059f, 0.0344623f, sketch.field.get(20, 0), "cell (20, 0)");
  }

  /**
   * data/flowfield/rings.png is 80 × 60 stretched over 40 × 30 cells: cell (20, 15)'s centre
   * reads pixel (41, 31), of brightness 12 (6 × its distance 2.12 from the middle (39.5,
   * 29.5), rounded down): angle 12 / 255 × 2π = 0.29568.
   */
  @Test
  void thePictureFieldTurnsWithTheBrightness() {
    FlowField sketch = start();
    pick(sketch, FlowField.Kind.PICTURE);
    assertVector(0.9566044f, 0.2913897f, sketch.field.get(20, 15), "cell (20, 15)");
  }

  /** Half black, half brightness 51: the left cells point right, the right ones at 72°. */
  @Test
  void imageTakesAPictureOfYourOwn() throws IOException {
    BufferedImage halves = new BufferedImage(2, 1, BufferedImage.TYPE_INT_RGB);
    halves.setRGB(0, 0, 0x000000);
    halves.setRGB(1, 0, 0x333333);
    File file = temp.resolve("halves.png").toFile();
    ImageIO.write(halves, "png", file);
    FlowField sketch = start("--image", file.getPath());
    pick(sketch, FlowField.Kind.PICTURE);
    assertVector(1, 0, sketch.field.get(19, 29), "cell (19, 29), over the black pixel");
    assertVector(0.3090170f, 0.9510565f, sketch.field.get(20, 0), "cell (20, 0), 51 / 255");
    assertTrue(sketch.hudLines().contains(
        "field: the picture's brightness (halves.png) (c: next)"), sketch.hudLines().toString());
  }

  /** Copied away from the project, without data/flowfield/rings.png: c leaves it out. */
  @Test
  void withoutAPictureCGoesRoundTheOtherThree() {
    FlowField sketch = start();
    sketch.image = null;
    sketch.pressKey('c');
    sketch.pressKey('c');
    assertEquals(FlowField.Kind.SWIRL, sketch.kind, "noise, flowing noise, then the swirl");
  }

  @Test
  void aMissingOrUnreadablePictureEndsTheRunWithOneLineAndExitCode2() throws IOException {
    File missing = temp.resolve("no-such-picture.png").toFile();
    assertFirstLine("FlowField: --image " + missing + ": no such file", missing);
    File text = temp.resolve("notes.png").toFile();
    Files.writeString(text.toPath(), "not a picture");
    assertFirstLine("FlowField: --image " + text
        + ": not a picture Java can read (use a PNG, JPEG, GIF or BMP)", text);
    assertFirstLine("FlowField: --image " + temp.toFile()
        + ": cannot read it: is a folder, not a file", temp.toFile());
  }

  /** The flowing field is the noise at depth + time, time moving on by the speed each frame. */
  @Test
  void theFlowingFieldMovesAlongTimeByTheSpeedEachFrame() {
    FlowField sketch = start();
    pick(sketch, FlowField.Kind.FLOWING);
    PVector before = sketch.field.get(20, 15);
    Offscreen.frames(sketch, 10);
    assertEquals(10 * FlowField.FIELD_SPEED, sketch.time, EPSILON);
    steering.FlowField expected = new steering.FlowField(800, 600, 20);
    expected.fillFromNoise(sketch::noise, FlowField.NOISE_SCALE, sketch.time);
    for (int column = 0; column < 40; column += 13) {
      for (int row = 0; row < 30; row += 7) {
        assertVector(expected.get(column, row).x, expected.get(column, row).y,
            sketch.field.get(column, row), "cell (" + column + ", " + row + ")");
      }
    }
    assertTrue(PVector.angleBetween(before, sketch.field.get(20, 15)) > 1e-4f, "it flowed");
  }

  /** The arrows are drawn again once per change: each frame it flows, never while it stands. */
  @Test
  void theArrowsAreRedrawnOnlyWhenTheFieldChanges() {
    FlowField sketch = start();
    Offscreen.frames(sketch, 5);
    int still = sketch.picture.redraws;
    Offscreen.frames(sketch, 10);
    assertEquals(still, sketch.picture.redraws, "the still noise: drawn once");

    pick(sketch, FlowField.Kind.FLOWING);
    Offscreen.frames(sketch, 1);
    int flowing = sketch.picture.redraws;
    Offscreen.frames(sketch, 10);
    assertEquals(flowing + 10, sketch.picture.redraws, "flowing: once a frame");
    float time = sketch.time;

    sketch.pressKey(' ');                                        // paused
    Offscreen.frames(sketch, 10);
    assertEquals(flowing + 10 + 1, sketch.picture.redraws, "paused: not at all");
    assertEquals(time, sketch.time, "paused: time stands");
    sketch.pressKey(' ');
    sketch.pressKey('j');
    sketch.pressKey('j');                                        // 0.005 - 2 × 0.0025 = 0
    assertEquals(0, sketch.fieldSpeed.value(), EPSILON);
    Offscreen.frames(sketch, 1);
    int stopped = sketch.picture.redraws;
    Offscreen.frames(sketch, 10);
    assertEquals(stopped, sketch.picture.redraws, "speed 0: not at all");
  }

  /** While the field flows its arrows are drawn straight onto the canvas, every frame. */
  @Test
  void theFlowingArrowsAreOnTheCanvas() {
    FlowField on = start();
    FlowField off = start();
    pick(on, FlowField.Kind.FLOWING);
    pick(off, FlowField.Kind.FLOWING);
    off.pressKey('r');
    Offscreen.frames(on, 5);
    Offscreen.frames(off, 5);
    // the same vehicles in the same places: only the arrows differ, 1,200 of them, each a
    // 14 px shaft and two 4 px head strokes
    int arrows = worldPixelsDiffering(Offscreen.image(on), Offscreen.image(off));
    assertTrue(arrows > 1200 * 14, arrows + " pixels of the world differ with r on");
  }

  /** Pixels of the world (not the side panel) that differ between the two pictures. */
  private static int worldPixelsDiffering(BufferedImage a, BufferedImage b) {
    int count = 0;
    for (int y = 0; y < 600; y++) {
      for (int x = 0; x < 800; x++) {
        count += a.getRGB(x, y) != b.getRGB(x, y) ? 1 : 0;
      }
    }
    return count;
  }

  @Test
  void theSpeedKeysShowTheFlowingField() {
    FlowField sketch = start();
    sketch.pressKey('k');
    assertEquals(FlowField.Kind.FLOWING, sketch.kind);
    assertEquals(FlowField.FIELD_SPEED + FlowField.FIELD_SPEED_STEP, sketch.fieldSpeed.value(),
        EPSILON);
  }

  private void assertFirstLine(String expected, File image) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int code = SketchRunner.start(new FlowField(), new String[] {"--headless", "--frames", "1",
        "--image", image.getPath()}, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String output = bytes.toString(StandardCharsets.UTF_8);
    assertEquals(SketchRunner.EXIT_FILE_ERROR, code, output);
    assertEquals(List.of(expected), output.lines().toList(), "one line");
  }

  private static void pick(FlowField sketch, FlowField.Kind kind) {
    while (sketch.kind != kind) {
      sketch.pressKey('c');
    }
  }

  private static void assertVector(float x, float y, PVector actual, String what) {
    assertEquals(x, actual.x, EPSILON, what + ".x (was " + actual + ")");
    assertEquals(y, actual.y, EPSILON, what + ".y (was " + actual + ")");
  }
}
