package flowfield;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.Iterator;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import processing.core.PConstants;
import processing.core.PImage;
import sketchbook.controls.UsageException;
import steering.files.InputFile;

/** Reads the picture of the picture field (--image FILE), with one line when it cannot. */
final class FieldImage {

  /**
   * Java's default heap is a quarter of the machine's memory: 512 MB on a 2 GB machine, the
   * smallest we expect a learner to have. A picture may take half of that while it is read.
   */
  static final long BYTES_FOR_A_PICTURE = 256L * 1024 * 1024;
  /** While read, a pixel is held twice: decoded by ImageIO, then copied into the PImage. */
  static final int BYTES_PER_PIXEL_READ = 2 * Integer.BYTES;
  /** The most pixels a picture may have: 33 million; a 24-megapixel camera's photo fits. */
  static final long MOST_PIXELS = BYTES_FOR_A_PICTURE / BYTES_PER_PIXEL_READ;
  private static final long PIXELS_PER_MILLION = 1_000_000;
  private static final long BYTES_PER_MEGABYTE = 1024 * 1024;

  private FieldImage() {
  }

  /**
   * The picture in {@code file}, as a Processing image. Its size is read from the file's header
   * first, so a picture too large for memory is refused before any of it is decoded.
   *
   * @throws UsageException "FILE: why": missing, unreadable, not a picture, or too large
   */
  static PImage read(File file) throws UsageException {
    String unreadable = InputFile.unreadable(file, "a picture file");
    if (unreadable != null) {
      throw new UsageException(file + ": " + unreadable);
    }
    try {
      return decode(file);
    } catch (OutOfMemoryError e) {   // under the limit, but Java was given less memory
      long megabytes = Runtime.getRuntime().maxMemory() / BYTES_PER_MEGABYTE;
      throw new UsageException(file + ": too large for Java's " + megabytes + " MB of memory;"
          + " scale it down, or give Java more memory (java -Xmx" + 2 * megabytes + "m or more)");
    }
  }

  private static PImage decode(File file) throws UsageException {
    BufferedImage read;
    try (ImageInputStream in = ImageIO.createImageInputStream(file)) {
      Iterator<ImageReader> readers = in == null ? null : ImageIO.getImageReaders(in);
      if (readers == null || !readers.hasNext()) {
        throw notAPicture(file);
      }
      ImageReader reader = readers.next();
      try {
        reader.setInput(in, true, true);
        checkSize(file, reader.getWidth(0), reader.getHeight(0));
        read = reader.read(0);
      } finally {
        reader.dispose();
      }
    } catch (IOException e) {
      throw new UsageException(file + ": cannot read it (" + e.getMessage() + ")");
    }
    if (read == null) {
      throw notAPicture(file);
    }
    PImage image = new PImage(read.getWidth(), read.getHeight(), PConstants.RGB);
    read.getRGB(0, 0, image.width, image.height, image.pixels, 0, image.width);
    image.updatePixels();
    return image;
  }

  /** Refuses a picture of more than {@link #MOST_PIXELS}, naming its size and the limit. */
  static void checkSize(File file, int width, int height) throws UsageException {
    if ((long) width * height > MOST_PIXELS) {
      throw new UsageException(file + ": " + width + " × " + height + " is too large: at most "
          + MOST_PIXELS / PIXELS_PER_MILLION + " million pixels are read (Java's memory holds"
          + " a picture twice while reading it); scale it down");
    }
  }

  private static UsageException notAPicture(File file) {
    return new UsageException(file + ": not a picture Java can read (use a PNG, JPEG, GIF or"
        + " BMP)");
  }
}
