package sketchbook.render;

import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import processing.core.PConstants;
import processing.core.PFont;
import processing.core.PGraphics;

/**
 * What stopped the sketch, in the window where the learner looks: a box over the top of the
 * scene with a title line and the lines after it (a file and line, the message, the code and a
 * caret under the column) in a fixed-width font, so the caret stands under its character.
 * Drawing only.
 */
public final class ProblemBox {

  public static final float TEXT_SIZE = 13;
  public static final float LINE_HEIGHT = 17;
  private static final float MARGIN = 12;
  private static final float CORNER = 6;
  /** A tab in a line of code, as the box shows it (the caret line's tabs too). */
  private static final String TAB = "    ";
  /** The line under a line of code that points at the column. */
  private static final String CARET = "^";
  private static PFont font;

  private ProblemBox() {
  }

  /**
   * Draws {@code title} and {@code lines} in a box across the top of a {@code width}-wide area
   * of {@code g}; a line longer than the box goes on over the next (at a space), and as many
   * lines are shown as fit in {@code height}.
   */
  public static void draw(PGraphics g, String title, List<String> lines, float width,
      float height) {
    g.pushStyle();
    g.pushMatrix();
    if (g.is3D()) {
      // P3D's resetMatrix() would take the camera away too, and the box with it; over a scene
      // left half drawn, its depth would hide the box
      g.camera();
      g.hint(PConstants.DISABLE_DEPTH_TEST);
    } else {
      g.resetMatrix();
    }
    g.textFont(font(), TEXT_SIZE);
    g.textAlign(PConstants.LEFT, PConstants.TOP);
    int columns = Math.max(1, (int) ((width - 2 * MARGIN) / g.textWidth("M")));
    List<String> rows = new ArrayList<>(wrapped(title, columns));
    int titleRows = rows.size();
    for (String line : lines) {
      rows.addAll(wrapped(line.replace("\t", TAB), columns));
    }
    int fit = Math.max(1, (int) ((height - 2 * MARGIN) / LINE_HEIGHT));
    int shown = Math.min(rows.size(), fit);
    g.noStroke();
    g.fill(Palette.PROBLEM_BACK);
    g.rectMode(PConstants.CORNER);
    g.rect(MARGIN / 2, MARGIN / 2, width - MARGIN, shown * LINE_HEIGHT + MARGIN, CORNER);
    for (int i = 0; i < shown; i++) {
      String row = rows.get(i);
      boolean caret = row.strip().equals(CARET);
      g.fill(i < titleRows || caret ? Palette.PROBLEM_TITLE : Palette.PROBLEM_TEXT);
      g.text(row, MARGIN, MARGIN + i * LINE_HEIGHT);
    }
    g.popMatrix();
    g.popStyle();
  }

  /** {@code line} in rows of at most {@code columns} characters, broken at spaces if it can. */
  static List<String> wrapped(String line, int columns) {
    List<String> rows = new ArrayList<>();
    String rest = line;
    while (rest.length() > columns) {
      int space = rest.lastIndexOf(' ', columns);
      int cut = space > 0 && !rest.substring(0, space).isBlank() ? space : columns;
      rows.add(rest.substring(0, cut));
      rest = rest.substring(cut).stripLeading();
    }
    rows.add(rest);
    return rows;
  }

  private static synchronized PFont font() {
    if (font == null) {
      font = new PFont(new Font(Font.MONOSPACED, Font.PLAIN, (int) TEXT_SIZE), true);
    }
    return font;
  }
}
