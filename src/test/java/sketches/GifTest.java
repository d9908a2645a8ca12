package sketches;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Node;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --gif FILE.gif}: every second frame of the run, the whole window (800 × 600 and the
 * side panel), delays 3, 3, 4 hundredths (30 fps), looping forever; read back with the JDK's own GIF reader.
 */
class GifTest {

  static final String GIF_FORMAT = "javax_imageio_gif_image_1.0";

  @TempDir
  Path temp;

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void aRunOfSixFramesMakesALoopingGifOfThreeFramesThatMove(SketchKind kind)
      throws IOException {
    kind.assumeRunsHeadlessInThisJvm();
    File gif = temp.resolve(kind.title.toLowerCase() + ".gif").toFile();

    RunResult run = RunResult.start(kind.create(), "--headless", "--frames", "6", "--seed",
        SketchKind.SEED, "--keys", "t", "--gif", gif.getPath());

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    Gif read = Gif.read(gif);
    assertEquals(3, read.frames.size(), "every 2nd of 6 frames");
    for (BufferedImage frame : read.frames) {
      assertEquals(800 + SteeringSketch.PANEL_WIDTH, frame.getWidth(), "world and panel");
      assertEquals(600, frame.getHeight());
    }
    assertTrue(Pixels.differing(read.frames.get(0), read.frames.get(2)) > 50,
        "the first and last frames differ: the vehicles moved");
    assertArrayEquals(new int[] {3, 3, 4}, read.delays, "30 fps: 10 hundredths every 3 frames");
    assertTrue(read.loopsForever, "NETSCAPE2.0 loop count 0");
    assertEquals(List.of(), leftovers(), "no temporary file is left beside the GIF");
  }

  @Test
  void anOddNumberOfFramesKeepsTheFirstAndEveryOtherOne() throws IOException {
    File gif = temp.resolve("seek.gif").toFile();

    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--frames", "5",
        "--gif", gif.getPath());

    assertEquals(SketchRunner.EXIT_OK, run.exitCode(), run.output());
    assertEquals(3, Gif.read(gif).frames.size(), "frames 1, 3 and 5");
  }

  @Test
  void aGifThatCannotBeWrittenExitsWithOneNamingItBeforeAnyFrame() throws IOException {
    File notAFolder = temp.resolve("not-a-folder").toFile();
    Files.writeString(notAFolder.toPath(), "");
    File gif = new File(notAFolder, "out.gif");

    RunResult run = RunResult.start(SketchKind.ARRIVE.create(), "--headless", "--frames", "3",
        "--gif", gif.getPath());

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertTrue(run.output().startsWith("Arrive: cannot write " + gif.getPath()), run.output());
    assertFalse(run.hasStackTrace(), run.output());
  }

  @Test
  void aGifInAWindowNeedsFrames() {
    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--gif", "seek.gif");

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    assertTrue(run.output().startsWith("Seek: --gif needs --frames N"), run.output());
  }

  @Test
  void aGifNameMustEndInGif() {
    RunResult run = RunResult.start(SketchKind.SEEK.create(), "--headless", "--gif", "x.png");

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    assertTrue(run.output().startsWith(
        "Seek: --gif expects a file name ending in .gif but got 'x.png'"), run.output());
  }

  private List<String> leftovers() throws IOException {
    try (var files = Files.list(temp)) {
      return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".part"))
          .toList();
    }
  }

  /** A GIF's frames, their delays and whether it loops forever. */
  record Gif(List<BufferedImage> frames, int[] delays, boolean loopsForever) {

    static Gif read(File file) throws IOException {
      ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
      try (ImageInputStream in = ImageIO.createImageInputStream(file)) {
        reader.setInput(in);
        int n = reader.getNumImages(true);
        List<BufferedImage> frames = new ArrayList<>();
        int[] delays = new int[n];
        boolean loops = false;
        for (int i = 0; i < n; i++) {
          frames.add(reader.read(i));
          Node root = reader.getImageMetadata(i).getAsTree(GIF_FORMAT);
          for (Node c = root.getFirstChild(); c != null; c = c.getNextSibling()) {
            if (c.getNodeName().equals("GraphicControlExtension")) {
              delays[i] = Integer.parseInt(((IIOMetadataNode) c).getAttribute("delayTime"));
            }
            if (i == 0 && c.getNodeName().equals("ApplicationExtensions")) {
              IIOMetadataNode app = (IIOMetadataNode) c.getFirstChild();
              byte[] data = (byte[]) app.getUserObject();
              loops = app.getAttribute("applicationID").equals("NETSCAPE")
                  && data.length == 3 && data[0] == 1 && data[1] == 0 && data[2] == 0;
            }
          }
        }
        return new Gif(frames, delays, loops);
      } finally {
        reader.dispose();
      }
    }
  }
}
