package sketchbook;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import javax.imageio.ImageIO;
import processing.core.PGraphics;

/** Saves what a sketch has drawn as a PNG, with errors that say why. */
public final class Images {

  private Images() {
  }

  /** The current frame of {@code g} as an image, at its full pixel density. */
  public static BufferedImage snapshot(PGraphics g) {
    return snapshot(g, BufferedImage.TYPE_INT_RGB);
  }

  /** As above, as an image of {@code type} (TYPE_INT_ARGB keeps the transparency). */
  static BufferedImage snapshot(PGraphics g, int type) {
    g.loadPixels();
    BufferedImage image = new BufferedImage(g.pixelWidth, g.pixelHeight, type);
    image.setRGB(0, 0, g.pixelWidth, g.pixelHeight, g.pixels, 0, g.pixelWidth);
    return image;
  }

  public static void savePng(PGraphics g, File file) throws IOException {
    File folder = file.getAbsoluteFile().getParentFile();
    if (folder != null) {
      Files.createDirectories(folder.toPath());
    }
    if (file.isDirectory()) {
      throw new IOException(file + ": is a folder, not a file");
    }
    // written beside it, then moved into place: a failed write (a full disk) leaves the old
    // file as it was and nothing half-written; through our own stream, because ImageIO prints
    // a stack trace when it cannot open a file itself
    Path part = folder.toPath().resolve("." + file.getName() + "." + System.nanoTime() + ".part");
    try {
      try (OutputStream out = Files.newOutputStream(part, StandardOpenOption.CREATE_NEW,
          StandardOpenOption.WRITE)) {
        if (!ImageIO.write(snapshot(g), "png", out)) {
          throw new IOException("no PNG writer available");
        }
      }
      Files.move(part, file.toPath(), StandardCopyOption.REPLACE_EXISTING);
    } finally {
      Files.deleteIfExists(part);
    }
  }
}
