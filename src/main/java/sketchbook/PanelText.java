package sketchbook;

import java.util.ArrayList;
import java.util.List;
import processing.core.PGraphics;

/** Text in the side panel: wrapped to a width, never cut, and drawn row by row. */
final class PanelText {

  private PanelText() {
  }

  /** Rows of text from the top {@code y}, one {@link Overlay#LINE_HEIGHT} apart. */
  static void rows(PGraphics g, List<String> lines, float x, float y, int color) {
    for (int i = 0; i < lines.size(); i++) {
      Overlay.text(g, lines.get(i), x, y + (i + 1) * Overlay.LINE_HEIGHT - 2, color);
    }
  }

  /**
   * {@code text} cut into rows no wider than {@code width} at text size {@code size}: at
   * spaces, or inside a word longer than a row.
   */
  static List<String> wrap(PGraphics g, String text, float width, float size) {
    List<String> rows = new ArrayList<>();
    g.pushStyle();
    g.textSize(size);
    StringBuilder row = new StringBuilder();
    for (String word : text.split(" ", -1)) {
      String tried = row.length() == 0 ? word : row + " " + word;
      if (g.textWidth(tried) <= width) {
        row.setLength(0);
        row.append(tried);
        continue;
      }
      if (row.length() > 0) {
        rows.add(row.toString());
        row.setLength(0);
      }
      while (g.textWidth(word) > width) {   // a word wider than a row: cut where it fills one
        int n = word.length() - 1;
        while (n > 1 && g.textWidth(word.substring(0, n)) > width) {
          n--;
        }
        rows.add(word.substring(0, n));
        word = word.substring(n);
      }
      row.append(word);
    }
    rows.add(row.toString());
    g.popStyle();
    return rows;
  }
}
