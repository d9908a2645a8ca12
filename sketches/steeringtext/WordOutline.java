package steeringtext;

import java.awt.Font;
import java.awt.FontFormatException;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.geom.PathIterator;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import processing.core.PApplet;
import processing.core.PFont;
import processing.core.PVector;
import steering.OutlinePoints;

/**
 * A word's outline as points for vehicles to arrive at, centred in the world, or one line
 * saying why the word cannot have one.
 *
 * <p>The letters are Processing's own typeface, Processing Sans Pro (Adobe's Source Sans,
 * under the SIL Open Font License), which Processing's core jar carries as
 * {@code font/ProcessingSansPro-Regular.ttf} and makes its default font from: the same file is
 * read here, so no network and no display are needed. Processing's {@link PFont#getShape} gives
 * one glyph's outline, from the java.awt font behind the PFont ({@link PFont#getNative}); the
 * whole word's outline comes from that same font, laid out as Java lays out a line of text
 * (each letter after the one before, kerned), flattened into straight edges, and
 * {@link OutlinePoints} spaces points evenly along every closed edge.
 */
final class WordOutline {

  /** Where Processing's core jar keeps its typeface. */
  static final String FONT_FILE = "/font/ProcessingSansPro-Regular.ttf";
  /** The letters' size, in pixels (The Coding Train's is 192 in a 600 px window). */
  static final float FONT_SIZE = 200;
  /** Curves become straight edges no further than this from the curve, in pixels. */
  static final float FLATNESS = 0.5f;
  /** The word keeps this far from the window's left and right edges, in pixels. */
  static final float MARGIN = 40;
  /** The most letters a word may have while it is typed (what fits is less). */
  static final int MOST_LETTERS = 40;

  /** The word's points, or, when it has none, {@code refusal}: why, in one line. */
  record Points(List<PVector> points, String refusal) {
  }

  /** The typeface, read once; outlines measured with antialiasing and fractional metrics. */
  private static PFont font;
  private static final FontRenderContext LAYOUT = new FontRenderContext(null, true, true);

  private WordOutline() {
  }

  /** Processing's typeface at {@link #FONT_SIZE}, as a PFont whose native font has outlines. */
  static synchronized PFont font() {
    if (font == null) {
      try (InputStream in = PApplet.class.getResourceAsStream(FONT_FILE)) {
        if (in == null) {
          throw new UncheckedIOException(new IOException("Processing's core jar has no "
              + FONT_FILE + ", the typeface the words are drawn in"));
        }
        font = new PFont(Font.createFont(Font.TRUETYPE_FONT, in).deriveFont(FONT_SIZE), true);
      } catch (IOException | FontFormatException e) {
        throw new UncheckedIOException(new IOException("cannot read Processing's typeface "
            + FONT_FILE + ": " + e.getMessage(), e));
      }
    }
    return font;
  }

  /**
   * The points, {@code spacing} apart along the outline of {@code word} centred in a world
   * {@code width} × {@code height}; or a refusal for an empty word, a character the typeface
   * has no outline for, a word with no outline at all, or one too wide for the world.
   */
  static Points of(String word, float width, float height, float spacing) {
    if (word == null || word.isEmpty()) {
      return refused("the word is empty: type at least one letter");
    }
    if (word.length() > MOST_LETTERS) {
      return refused(String.format("%d letters: a word has at most %d", word.length(),
          MOST_LETTERS));
    }
    Font awt = (Font) font().getNative();
    for (int i = 0; i < word.length(); i++) {
      char c = word.charAt(i);
      if (Character.isISOControl(c) || Character.isSurrogate(c) || !awt.canDisplay(c)) {
        return refused(String.format("%s has no outline in %s: type letters it has",
            named(c), awt.getName()));
      }
    }
    Shape outline = awt.createGlyphVector(LAYOUT, word).getOutline();
    Rectangle2D bounds = outline.getBounds2D();
    float room = width - 2 * MARGIN;
    if (bounds.getWidth() > room) {
      return refused(String.format("\"%s\" is %.0f px wide, too wide for the %.0f px window"
          + " (%.0f px between its margins): a shorter word", word, bounds.getWidth(), width,
          room));
    }
    List<List<PVector>> edges = edges(outline, (float) (width / 2 - bounds.getCenterX()),
        (float) (height / 2 - bounds.getCenterY()));
    List<PVector> points = OutlinePoints.along(edges, spacing);
    if (points.isEmpty()) {
      return refused("\"" + word + "\" has no outline to arrive at: type a letter");
    }
    return new Points(points, null);
  }

  /** The outline's closed edges, flattened into corners, moved by (dx, dy). */
  static List<List<PVector>> edges(Shape outline, float dx, float dy) {
    List<List<PVector>> edges = new ArrayList<>();
    List<PVector> current = null;
    float[] at = new float[6];
    for (PathIterator it = outline.getPathIterator(null, FLATNESS); !it.isDone(); it.next()) {
      int segment = it.currentSegment(at);
      if (segment == PathIterator.SEG_MOVETO || current == null) {
        current = new ArrayList<>();
        edges.add(current);
      }
      if (segment != PathIterator.SEG_CLOSE) {
        current.add(new PVector(at[0] + dx, at[1] + dy));
      } else {
        current = null;   // the next edge starts with its own move
      }
    }
    edges.removeIf(List::isEmpty);
    return edges;
  }

  /** A character as the refusal names it: itself in quotes, or its code when unprintable. */
  static String named(char c) {
    return Character.isISOControl(c) || Character.isSurrogate(c) || Character.isWhitespace(c)
        ? String.format("U+%04X", (int) c) : "'" + c + "'";
  }

  private static Points refused(String why) {
    return new Points(List.of(), why);
  }
}
