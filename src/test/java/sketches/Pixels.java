package sketches;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.HashSet;
import java.util.Set;

/** Counting pixels in rendered frames. Colours are compared as RGB, without alpha. */
final class Pixels {

  private static final int RGB = 0xFFFFFF;

  private Pixels() {
  }

  /** The colours inside {@code area}. */
  static int distinctColours(BufferedImage image, Rectangle area) {
    Set<Integer> colours = new HashSet<>();
    for (int argb : argb(image, within(image, area))) {
      colours.add(argb & RGB);
    }
    return colours.size();
  }

  /** Pixels whose colour differs between two frames of the same size. */
  static int differing(BufferedImage a, BufferedImage b) {
    return differing(a, b, new Rectangle(0, 0, a.getWidth(), a.getHeight()));
  }

  /** Pixels inside {@code area} whose colour differs between two frames of the same size. */
  static int differing(BufferedImage a, BufferedImage b, Rectangle area) {
    if (a.getWidth() != b.getWidth() || a.getHeight() != b.getHeight()) {
      throw new AssertionError("frames of different sizes");
    }
    Rectangle r = within(a, area);
    int[] first = argb(a, r);
    int[] second = argb(b, r);
    int count = 0;
    for (int i = 0; i < first.length; i++) {
      if ((first[i] & RGB) != (second[i] & RGB)) {
        count++;
      }
    }
    return count;
  }

  /** Pixels inside {@code area} whose colour is not exactly {@code argb}'s. */
  static int differingFrom(BufferedImage image, int argb, Rectangle area) {
    Rectangle r = within(image, area);
    return r.width * r.height - countColour(image, argb, r, new Rectangle());
  }

  /** Pixels of exactly {@code argb}'s colour inside {@code area}, leaving out {@code except}. */
  static int countColour(BufferedImage image, int argb, Rectangle area, Rectangle except) {
    Rectangle r = within(image, area);
    int[] pixels = argb(image, r);
    int rgb = argb & RGB;
    int count = 0;
    for (int i = 0; i < pixels.length; i++) {
      if ((pixels[i] & RGB) == rgb && !except.contains(r.x + i % r.width, r.y + i / r.width)) {
        count++;
      }
    }
    return count;
  }

  private static Rectangle within(BufferedImage image, Rectangle area) {
    return area.intersection(new Rectangle(0, 0, image.getWidth(), image.getHeight()));
  }

  /**
   * The area's pixels as ARGB, row by row: copied from the raster in one call where its ints
   * already are ARGB (a pixel at a time through the colour model takes most of a key test's
   * time), else converted by Java's own getRGB.
   */
  private static int[] argb(BufferedImage image, Rectangle r) {
    if (r.isEmpty()) {
      return new int[0];
    }
    int type = image.getType();
    if (type == BufferedImage.TYPE_INT_RGB || type == BufferedImage.TYPE_INT_ARGB) {
      return (int[]) image.getRaster().getDataElements(r.x, r.y, r.width, r.height, null);
    }
    return image.getRGB(r.x, r.y, r.width, r.height, null, 0, r.width);
  }
}
