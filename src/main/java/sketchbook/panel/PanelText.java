package sketchbook.panel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import processing.core.PFont;
import processing.core.PGraphics;
import sketchbook.render.Overlay;

/** Text in the side panel: wrapped to a width, never cut, and drawn row by row. */
final class PanelText {

  /**
   * Texts wrapped lately, the most recently used last: the panel wraps the same help, controls
   * and legend (under a hundred texts) every frame, and measuring text is most of the cost.
   * Bounded, since HUD lines change every frame: full after a few dozen frames, about 60 kB.
   */
  static final int REMEMBERED = 256;
  private static final Map<Wrapped, List<String>> WRAPPED = new LinkedHashMap<>(64, 0.75f,
      true) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<Wrapped, List<String>> eldest) {
      return size() > REMEMBERED;
    }
  };

  /** What a wrap depends on: the text, the width, the size, the font and the renderer. */
  private record Wrapped(String text, float width, float size, PFont font, Class<?> renderer) {
  }

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
    Wrapped key = new Wrapped(text, width, size, g.textFont, g.getClass());
    synchronized (WRAPPED) {
      List<String> known = WRAPPED.get(key);
      if (known != null) {
        return known;
      }
    }
    List<String> rows = List.copyOf(measure(g, text, width, size));
    synchronized (WRAPPED) {
      WRAPPED.put(key, rows);
    }
    return rows;
  }

  /** {@link #wrap}, measuring every row. */
  private static List<String> measure(PGraphics g, String text, float width, float size) {
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
      // a word wider than a row: cut where it fills one
      row.append(g.textWidth(word) <= width ? word : cutLongWord(g, word, width, rows));
    }
    rows.add(row.toString());
    g.popStyle();
    return rows;
  }

  /**
   * A word wider than a row, cut where each piece fills a row (at least one character a row):
   * the full pieces go to {@code rows}, the rest is returned to start the next row. Each
   * character is measured once, so the cost grows with the word, not with its square (a 20 kB
   * message measured remainder after remainder took minutes).
   */
  private static String cutLongWord(PGraphics g, String word, float width, List<String> rows) {
    int start = 0;
    float filled = 0;
    for (int i = 0; i < word.length(); i++) {
      float next = g.textWidth(word.charAt(i));
      if (i > start && filled + next > width) {
        rows.add(word.substring(start, i));
        start = i;
        filled = 0;
      }
      filled += next;
    }
    return word.substring(start);
  }
}
