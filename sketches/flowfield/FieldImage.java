package flowfield;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import javax.imageio.ImageIO;
import processing.core.PConstants;
import processing.core.PImage;
import sketchbook.controls.UsageException;
import steering.files.InputFile;

/** Reads the picture of the picture field (--image FILE), with one line when it cannot. */
final class FieldImage {

  private FieldImage() {
  }

  /**
   * The picture in {@code file}, as a Processing image.
   *
   * @throws UsageException "FILE: why": missing, unreadable, or not a picture
   */
  static PImage read(File file) throws UsageException {
    String unreadable = InputFile.unreadable(file, "a picture file");
    if (unreadable != null) {
      throw new UsageException(file + ": " + unreadable);
    }
    BufferedImage read;
    try {
      read = ImageIO.read(file);
    } catch (IOException e) {
      throw new UsageException(file + ": cannot read it (" + e.getMessage() + ")");
    }
    if (read == null) {
      throw new UsageException(file
          + ": not a picture Java can read (use a PNG, JPEG, GIF or BMP)");
    }
    PImage image = new PImage(read.getWidth(), read.getHeight(), PConstants.RGB);
    read.getRGB(0, 0, image.width, image.height, image.pixels, 0, image.width);
    image.updatePixels();
    return image;
  }
}
