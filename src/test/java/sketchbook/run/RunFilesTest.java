package sketchbook.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import processing.awt.PGraphicsJava2D;
import processing.core.PApplet;
import sketchbook.controls.SketchOptions;
import sketchbook.controls.UsageException;
import steering.Vehicle;

@DisplayName("RunFiles: --save, --gif and --trace, each written on its own")
class RunFilesTest {

  static final int WIDTH = 40;
  static final int HEIGHT = 30;

  @TempDir
  Path temp;

  private static SketchOptions options(String... args) throws UsageException {
    return SketchOptions.parse(args, Set.of());
  }

  private static PGraphicsJava2D canvas(int colour) {
    PGraphicsJava2D g = new PGraphicsJava2D();
    g.setParent(new PApplet());
    g.setPrimary(false);
    g.setSize(WIDTH, HEIGHT);
    g.beginDraw();
    g.background(colour);
    g.endDraw();
    return g;
  }

  @Test
  @DisplayName("the trace has a row per vehicle per frame; the PNG is the last frame; the GIF ends")
  void allThree() throws Exception {
    File png = temp.resolve("last.png").toFile();
    File csv = temp.resolve("run.csv").toFile();
    File gif = temp.resolve("run.gif").toFile();
    RunFiles files = new RunFiles(options("--frames", "2", "--save", png.getPath(),
        "--trace", csv.getPath(), "--gif", gif.getPath()));
    Vehicle v = new Vehicle(1, 2);
    v.seek(new processing.core.PVector(11, 2));   // desired (4, 0): force (0.1, 0)
    v.update();                                    // velocity (0.1, 0), position (1.1, 2)

    files.vehiclesMoved(1, List.of(v));
    files.frameDrawn(canvas(0xFF00FF00));
    files.frameDrawn(canvas(0xFFFF0000));
    files.finish(canvas(0xFFFF0000));

    assertEquals(List.of("frame,vehicle,x,y,vx,vy,fx,fy", "1,0,1.1,2.0,0.1,0.0,0.1,0.0"),
        Files.readAllLines(csv.toPath()));
    BufferedImage last = ImageIO.read(png);
    assertEquals(WIDTH, last.getWidth());
    assertEquals(0xFFFF0000, last.getRGB(WIDTH / 2, HEIGHT / 2), "the last frame, red");
    assertTrue(ImageIO.read(gif) != null && gif.length() > 0, "a GIF that reads back");
  }

  @Test
  @DisplayName("a --save that fails at the end costs neither the trace nor the GIF")
  void eachFileOnItsOwn() throws Exception {
    File png = temp.resolve("later-a-folder.png").toFile();
    File csv = temp.resolve("run.csv").toFile();
    File gif = temp.resolve("run.gif").toFile();
    RunFiles files = new RunFiles(options("--frames", "1", "--save", png.getPath(),
        "--trace", csv.getPath(), "--gif", gif.getPath()));
    files.vehiclesMoved(1, List.of(new Vehicle(5, 5)));
    files.frameDrawn(canvas(0xFF0000FF));
    Files.createDirectory(png.toPath());   // something took the name during the run

    IOException e = assertThrows(IOException.class, () -> files.finish(canvas(0xFF0000FF)));

    assertTrue(e.getMessage().startsWith("cannot write " + png.getPath()), e.getMessage());
    assertEquals(2, Files.readAllLines(csv.toPath()).size(), "header and the one row");
    assertTrue(ImageIO.read(gif) != null, "the GIF was still written");
  }

  @Test
  @DisplayName("a name that cannot be written fails before the first frame, naming it")
  void failsAtOnce() throws Exception {
    File png = temp.resolve("shot.png").toFile();
    File csv = temp.resolve("run.csv").toFile();
    assertTrue(png.mkdir() && csv.mkdir(), "folders where the files should go");

    IOException save = assertThrows(IOException.class,
        () -> new RunFiles(options("--save", png.getPath())));
    IOException trace = assertThrows(IOException.class,
        () -> new RunFiles(options("--trace", csv.getPath())));

    assertEquals("cannot write " + png.getPath() + ": is a folder, not a file", save.getMessage());
    assertTrue(trace.getMessage().startsWith("cannot write " + csv.getPath()),
        trace.getMessage());
  }
}
