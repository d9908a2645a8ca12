package sketchbook.run;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import javax.imageio.ImageIO;
import processing.core.PGraphics;
import sketchbook.render.PixelCanvas;
import steering.files.ReplacedFile;

/** Saves what a sketch has drawn as a PNG, with errors that say why. */
public final class Images {

  private Images() {
  }

  /** The current frame of {@code g} as an image, at its full pixel density. */
  public static BufferedImage snapshot(PGraphics g) {
    return PixelCanvas.snapshot(g, BufferedImage.TYPE_INT_RGB);
  }

  /**
   * Writes the frame as a PNG at {@code file}: beside it first, then moved into place
   * ({@link PartFile}: a link is followed, the old file's permissions are kept).
   */
  public static void savePng(PGraphics g, File file) throws IOException {
    File folder = file.getAbsoluteFile().getParentFile();
    if (folder != null) {
      Files.createDirectories(folder.toPath());
    }
    Path destination = ReplacedFile.destination(file);
    // a failed write (a full disk) leaves the old file as it was and nothing half-written;
    // through our own stream, because ImageIO prints a stack trace when it cannot open a file
    Path part = PartFile.create(destination);
    try {
      try (OutputStream out = Files.newOutputStream(part, StandardOpenOption.WRITE)) {
        if (!ImageIO.write(snapshot(g), "png", out)) {
          throw new IOException("no PNG writer available");
        }
      }
      ReplacedFile.moveIntoPlace(part, destination);
    } finally {
      Files.deleteIfExists(part);
    }
  }
}
