package sketchbook;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import javax.imageio.ImageIO;
import processing.core.PGraphics;

/** Saves what a sketch has drawn as a PNG, with errors that say why. */
public final class Images {

  private Images() {
  }

  /** The current frame of {@code g} as an image, at its full pixel density. */
  public static BufferedImage snapshot(PGraphics g) {
    g.loadPixels();
    BufferedImage image =
        new BufferedImage(g.pixelWidth, g.pixelHeight, BufferedImage.TYPE_INT_RGB);
    image.setRGB(0, 0, g.pixelWidth, g.pixelHeight, g.pixels, 0, g.pixelWidth);
    return image;
  }

  public static void savePng(PGraphics g, File file) throws IOException {
    File folder = file.getAbsoluteFile().getParentFile();
    if (folder != null) {
      Files.createDirectories(folder.toPath());
    }
    // through our own stream: ImageIO prints a stack trace when it cannot open a file itself
    try (OutputStream out = Files.newOutputStream(file.toPath())) {
      if (!ImageIO.write(snapshot(g), "png", out)) {
        throw new IOException("no PNG writer available");
      }
    }
  }
}
