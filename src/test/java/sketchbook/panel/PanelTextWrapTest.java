package sketchbook.panel;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.awt.PGraphicsJava2D;
import processing.core.PApplet;
import processing.core.PGraphics;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The panel wraps a message of any length with work that grows with its length: a 20 kB HUD
 * message, measured remainder after remainder, once took minutes for three frames. The work is
 * counted, not timed: the characters handed to textWidth, which is what measuring costs.
 */
@DisplayName("PanelText.wrap: a long message is cut into full rows, measuring each part once")
class PanelTextWrapTest {

  /** The side panel's text width and size. */
  static final float WIDTH = 260;
  static final float SIZE = 12;
  /** The message's length: the 20 kB that froze the panel. */
  static final int MESSAGE = 20_000;
  /**
   * Characters measured per character of the message, at most: a row's worth for each short
   * word tried on its row, a few for a long word. The old wrap measured about a row's length of
   * remainders per row, thousands of times this.
   */
  static final int MEASURED_PER_CHARACTER = 64;

  /** The canvas's side: the text is measured, not drawn. */
  static final int CANVAS = 100;

  final PApplet parent = new PApplet();

  /** A canvas that counts the characters it measures and stops a wrap past its budget. */
  static final class Counting extends PGraphicsJava2D {
    long measured;
    long budget = Long.MAX_VALUE;

    @Override
    public float textWidth(String text) {
      count(text.length());
      return super.textWidth(text);
    }

    @Override
    public float textWidth(char c) {
      count(1);
      return super.textWidth(c);
    }

    private void count(int characters) {
      measured += characters;
      assertTrue(measured <= budget, "measured more than " + budget + " characters");
    }
  }

  Counting canvas() {
    Counting g = new Counting();
    g.setParent(parent);
    g.setPrimary(false);
    g.setSize(CANVAS, CANVAS);
    g.beginDraw();
    return g;
  }

  @Test
  @DisplayName("one 20 kB word: full rows, in order, each no wider than the panel")
  void aLongWordIsCutIntoFullRows() {
    String word = "x0123456789".repeat(MESSAGE / 11);
    Counting g = canvas();
    g.budget = (long) MEASURED_PER_CHARACTER * word.length();

    List<String> rows = PanelText.wrap(g, word, WIDTH, SIZE);

    assertEquals(word, String.join("", rows), "every character, in order, once");
    assertFit(g, rows);
    for (int i = 0; i + 1 < rows.size(); i++) {
      assertTrue(g.textWidth(rows.get(i) + rows.get(i + 1).charAt(0)) > WIDTH,
          "row " + i + " could hold one more character: " + rows.get(i));
    }
  }

  @Test
  @DisplayName("20 kB of words: cut at spaces into full rows")
  void aLongSentenceIsCutAtSpaces() {
    String text = "steer toward the target at maxspeed ".repeat(MESSAGE / 36).strip();
    Counting g = canvas();
    g.budget = (long) MEASURED_PER_CHARACTER * text.length();

    List<String> rows = PanelText.wrap(g, text, WIDTH, SIZE);

    assertEquals(text, String.join(" ", rows), "every word, in order, once");
    assertFit(g, rows);
    for (int i = 0; i + 1 < rows.size(); i++) {
      String next = rows.get(i + 1).split(" ")[0];
      assertTrue(g.textWidth(rows.get(i) + " " + next) > WIDTH, "row " + i + " could hold "
          + next + ": " + rows.get(i));
    }
  }

  @Test
  @DisplayName("a short sentence wraps as it always has")
  void aShortSentenceWrapsAtSpaces() {
    Counting g = canvas();

    List<String> rows = PanelText.wrap(g, "seek: desired = target - position, scaled to"
        + " maxspeed; steering = desired - velocity, limited to maxforce", WIDTH, SIZE);

    assertEquals(List.of("seek: desired = target - position, scaled to",
        "maxspeed; steering = desired - velocity, limited to", "maxforce"), rows);
  }

  /** Several rows, each no wider than the panel (at the size the wrap measured). */
  private static void assertFit(PGraphics g, List<String> rows) {
    g.textSize(SIZE);
    assertTrue(rows.size() > 1, rows.toString());
    for (int i = 0; i < rows.size(); i++) {
      assertTrue(g.textWidth(rows.get(i)) <= WIDTH, "row " + i + " is too wide: " + rows.get(i));
    }
  }
}
