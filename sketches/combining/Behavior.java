package combining;

import sketchbook.render.Palette;

/**
 * The sketch's four behaviors in priority order, the most important first: the name each goes
 * by in a {@link steering.Combination}, the colour its force is drawn in, and the chance
 * prioritized dithering tries it with (Buckland's: walls and obstacles 0.5, separation 0.2,
 * seek 0.8).
 */
enum Behavior {
  WALLS("walls", 0xFFE07A10, 0.5f),
  CIRCLES("circles", 0xFFB8338F, 0.5f),
  SEPARATION("separation", 0xFF1F8A8A, 0.2f),
  SEEK("seek", 0xFF7A7A12, 0.8f);

  final String label;
  final int color;
  final float chance;

  Behavior(String label, int color, float chance) {
    this.label = label;
    this.color = color;
    this.chance = chance;
  }

  /** The colour of the behavior called {@code label}; ink for one that is none of these. */
  static int colorOf(String label) {
    for (Behavior b : values()) {
      if (b.label.equals(label)) {
        return b.color;
      }
    }
    return Palette.INK;
  }
}
