package sketches;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.HashSet;
import java.util.Set;

/** Counting pixels in rendered frames. Colours are compared as RGB, without alpha. */
final class Pixels {

  private Pixels() {
  }

  /** The colours inside {@code area}. */
  static int distinctColours(BufferedImage image, Rectangle area) {
    Rectangle r = area.intersection(new Rectangle(0, 0, image.getWidth(), image.getHeight()));
    Set<Integer> colours = new HashSet<>();
    for (int y = r.y; y < r.y + r.height; y++) {
      for (int x = r.x; x < r.x + r.width; x++) {
        colours.add(image.getRGB(x, y) & 0xFFFFFF);
      }
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
    Rectangle r = area.intersection(new Rectangle(0, 0, a.getWidth(), a.getHeight()));
    int count = 0;
    for (int y = r.y; y < r.y + r.height; y++) {
      for (int x = r.x; x < r.x + r.width; x++) {
        if ((a.getRGB(x, y) & 0xFFFFFF) != (b.getRGB(x, y) & 0xFFFFFF)) {
          count++;
        }
      }
    }
    return count;
  }

  /** Pixels inside {@code area} whose colour is not exactly {@code argb}'s. */
  static int differingFrom(BufferedImage image, int argb, Rectangle area) {
    Rectangle r = area.intersection(new Rectangle(0, 0, image.getWidth(), image.getHeight()));
    return r.width * r.height - countColour(image, argb, r, new Rectangle());
  }

  /** Pixels of exactly {@code argb}'s colour inside {@code area}, leaving out {@code except}. */
  static int countColour(BufferedImage image, int argb, Rectangle area, Rectangle except) {
    Rectangle r = area.intersection(new Rectangle(0, 0, image.getWidth(), image.getHeight()));
    int rgb = argb & 0xFFFFFF;
    int count = 0;
    for (int y = r.y; y < r.y + r.height; y++) {
      for (int x = r.x; x < r.x + r.width; x++) {
        if ((image.getRGB(x, y) & 0xFFFFFF) == rgb && !except.contains(x, y)) {
          count++;
        }
      }
    }
    return count;
  }
}
