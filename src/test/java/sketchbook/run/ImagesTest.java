package sketchbook.run;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import javax.imageio.IIOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import processing.awt.PGraphicsJava2D;
import processing.core.PApplet;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Writing PNGs: a failed write leaves nothing half-written, and its reason is the system's. */
class ImagesTest {

  @TempDir
  Path dir;

  @Test
  void aPngReplacesTheFileNamedAndLeavesNoPartFileBehind() throws IOException {
    File png = dir.resolve("frame.png").toFile();
    Files.writeString(png.toPath(), "an older picture");
    Images.savePng(canvas(), png);
    byte[] start = Arrays.copyOf(Files.readAllBytes(png.toPath()), 4);
    assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, start, "a PNG now");
    assertEquals(1, dir.toFile().list().length, "nothing but the picture in the folder");
  }

  @Test
  void aFolderInTheWayIsNeverReplacedAndNothingIsLeftBehind() throws IOException {
    File taken = dir.resolve("taken.png").toFile();
    Files.createDirectory(taken.toPath());  // an empty folder where the picture should go
    IOException e = assertThrows(IOException.class, () -> Images.savePng(canvas(), taken));
    assertEquals(taken + ": is a folder, not a file", e.getMessage());
    assertTrue(taken.isDirectory(), "the folder is still there");
    assertEquals(1, dir.toFile().list().length, "no part file left");
  }

  @Test
  void theReasonIsTheSystemsNotImageIosWrapper() {
    IOException wrapped = new IIOException("I/O error writing PNG file!",
        new IOException("No space left on device"));
    assertEquals("No space left on device", FileErrors.reason(wrapped));
  }

  private static PGraphicsJava2D canvas() {
    PGraphicsJava2D g = new PGraphicsJava2D();
    g.setParent(new PApplet());
    g.setPrimary(false);
    g.setSize(40, 30);
    g.beginDraw();
    g.background(200);
    g.endDraw();
    return g;
  }
}
