package sketchbook.panel;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.event.MouseEvent;
import sketchbook.controls.KeyTable;
import sketchbook.render.Overlay;
import sketchbook.render.Palette;

/**
 * The opaque panel to the right of the world ({@link #WIDTH} wide), so no
 * overlay ever covers the scene. Top to bottom: the HUD, the controls (TAB; their title row is
 * the tab), the live plots (g), and the legend at the bottom. Text is wrapped to the panel's
 * width, never cut.
 *
 * <p>When they do not all fit, the rule is: sections take their place in that order, the
 * legend keeping its rows at the bottom; one that has no room left collapses to its title row,
 * which says so. The help (h) is too long to share the panel: while it is shown it has the
 * panel to itself under the HUD's first row, in smaller type; h again brings the rest back.
 */
public final class SidePanel {

  /** The parts of the panel, top to bottom. */
  public enum Section { HUD, TIMELINE, HELP, CONTROLS, PLOTS, LEGEND }

  /** A rectangle of the window: left, top, width, height. */
  public record Box(float x, float y, float w, float h) {
    public boolean overlaps(Box o) {
      return x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h;
    }

    public boolean inside(Box o) {
      return x >= o.x && y >= o.y && x + w <= o.x + o.w && y + h <= o.y + o.h;
    }
  }

  /** The panel's paper: opaque white, a shade lighter than the world's. */
  static final int BACKGROUND = 0xFFFFFFFF;
  /** The thin rule between the world and the panel. */
  static final int RULE = 0xFFB9B4AA;
  static final float PADDING = 10;
  /** Space between two sections. */
  static final float GAP = 8;
  /** The help's smaller type and rows, so the whole key table fits the panel's height. */
  static final float HELP_TEXT_SIZE = 11;
  static final float HELP_ROW = 14;
  /** The help's key column. */
  static final float KEY_COLUMN = 34;
  /** Room below the last row of text, for descenders. */
  private static final float TEXT_BOTTOM = 5;

  /** What a collapsed section's title row says (short: it must fit the row). */
  static final String NO_ROOM = "no room";
  /** The rule, as the help states it. */
  static final String CROWDED = "Panel sections with no room left show only their title.";

  /** The side panel's width: the window is this much wider than the world. */
  public static final int WIDTH = 300;

  private final PanelHost sketch;
  /** True from a press on the timeline until its release. */
  private boolean scrubbing;
  /** True: not drawn at all (tests compare the world alone with the world beside the panel). */
  public boolean hidden;
  private final Map<Section, Box> boxes = new EnumMap<>(Section.class);
  private final Map<Section, String> collapsed = new EnumMap<>(Section.class);
  /** The HUD's rows as the last layout() wrapped them: draw() shows the same rows. */
  private List<String> laidOutHud = List.of();
  /** The help's key table, drawn once while it is unchanged. */
  final PanelCache helpCache = new PanelCache();
  /** The legend, drawn once while its items are unchanged. */
  final PanelCache legendCache = new PanelCache();

  public SidePanel(PanelHost sketch) {
    this.sketch = sketch;
  }

  /** The whole panel, in the window. */
  public Box area() {
    return new Box(sketch.worldWidth(), 0, WIDTH, sketch.worldHeight());
  }

  /**
   * Mutates the layout: places every section for the sketch's present state and returns where
   * each is (only the sections shown), for drawing, for the mouse and for tests.
   */
  public Map<Section, Box> layout() {
    boxes.clear();
    collapsed.clear();
    PGraphics g = sketch.canvas();
    float left = sketch.worldWidth() + PADDING;
    float w = WIDTH - 2 * PADDING;
    float bottom = sketch.worldHeight() - PADDING;
    laidOutHud = hudRows(g, w);
    Box hud = new Box(left, PADDING, w, rowsHeight(laidOutHud.size()));
    boxes.put(Section.HUD, hud);
    float y = hud.y() + hud.h() + GAP;
    if (sketch.timeline() != null && !sketch.show().help) {
      y = put(Section.TIMELINE, left, y, w, TimelineStrip.HEIGHT);
    }
    if (sketch.show().help) {
      sketch.controls().place(left, y, 0);   // not shown: nothing of it to click
      float full = helpRows(g, w).size() * HELP_ROW + TEXT_BOTTOM;
      boxes.put(Section.HELP, new Box(left, y, w, Math.min(full, bottom - y)));
      return boxes;
    }
    float title = rowsHeight(1);
    List<LegendItem> items = sketch.legendItems();
    float legend = items.isEmpty() ? 0 : rowsHeight(1 + PanelLegend.rows(g, w, items));
    float legendBelow = items.isEmpty() ? 0 : legend + GAP;
    boolean plots = sketch.show().plots;
    float controlsFull = sketch.controls().tabHeight()
        + (sketch.show().controls ? sketch.controls().bodyHeight() : 0);

    float below = (plots ? title + GAP : 0) + legendBelow;
    float controls = fits(y, controlsFull, below, bottom) ? controlsFull : title;
    if (controls < controlsFull) {
      collapsed.put(Section.CONTROLS, NO_ROOM);
    }
    sketch.controls().place(left, y, w);
    y = put(Section.CONTROLS, left, y, w, controls);
    if (plots) {
      // the strips shrink to the room left, down to their least height
      Plot plot = sketch.plot();
      float room = bottom - legendBelow - y - title;
      plot.place(left, y + title, room);
      float h = title;
      if (plot.fits(room)) {
        h += plot.height();
      } else {
        collapsed.put(Section.PLOTS, NO_ROOM);
      }
      put(Section.PLOTS, left, y, w, h);
    }
    if (!items.isEmpty()) {
      boxes.put(Section.LEGEND, new Box(left, bottom - legend, w, legend));
    }
    return boxes;
  }

  /** True when a section {@code h} tall at {@code y} leaves {@code below} above the bottom. */
  private static boolean fits(float y, float h, float below, float bottom) {
    return y + h + GAP + below <= bottom + GAP;
  }

  /**
   * A press or drag on the timeline goes to the step under the pointer: true when the event
   * was the timeline's (from a press on it to its release).
   */
  public boolean takes(MouseEvent e) {
    Box strip = boxes.get(Section.TIMELINE);
    int action = e.getAction();
    if (action == MouseEvent.PRESS) {
      scrubbing = strip != null && contains(strip, e.getX(), e.getY());
    }
    if (!scrubbing) {
      return false;
    }
    if (action == MouseEvent.PRESS || action == MouseEvent.DRAG) {
      sketch.timeline().scrubTo(TimelineStrip.stepAt(strip, sketch.timeline(), e.getX()));
    } else if (action == MouseEvent.RELEASE) {
      scrubbing = false;
    }
    return true;
  }

  private static boolean contains(Box b, float x, float y) {
    return x >= b.x() && x < b.x() + b.w() && y >= b.y() && y < b.y() + b.h();
  }

  /** Why a section shows only its title row, or null when it is shown in full. */
  public String collapsedBecause(Section s) {
    return collapsed.get(s);
  }

  /** The HUD's rows, wrapped to the panel's width. */
  public List<String> hudRows() {
    return hudRows(sketch.canvas(), WIDTH - 2 * PADDING);
  }

  /** The help's rows: the title, then each key's description wrapped beside its key. */
  public List<String> helpRows() {
    return helpRows(sketch.canvas(), WIDTH - 2 * PADDING);
  }

  /** Draws the panel over the window's right part: background, rule, then each section. */
  public void draw(PGraphics g) {
    if (hidden) {
      return;
    }
    Map<Section, Box> at = layout();
    Box area = area();
    g.pushStyle();
    g.noStroke();
    g.fill(BACKGROUND);
    g.rectMode(PConstants.CORNER);
    g.rect(area.x(), area.y(), area.w(), area.h());
    g.stroke(RULE);
    g.strokeWeight(1);
    g.line(area.x() + 0.5f, 0, area.x() + 0.5f, area.h());
    g.popStyle();
    Box hud = at.get(Section.HUD);
    PanelText.rows(g, laidOutHud, hud.x(), hud.y(), Palette.INK);   // as layout() wrapped it
    if (at.containsKey(Section.TIMELINE)) {
      TimelineStrip.draw(g, sketch.timeline(), at.get(Section.TIMELINE), sketch.paused());
    }
    if (at.containsKey(Section.CONTROLS)) {
      sketch.controls().draw(g, collapsedBecause(Section.CONTROLS));
    }
    if (at.containsKey(Section.PLOTS)) {
      Box b = at.get(Section.PLOTS);
      title(g, "g  live plots", Section.PLOTS, b);
      if (collapsedBecause(Section.PLOTS) == null) {
        sketch.plot().draw(g);
      }
    }
    if (at.containsKey(Section.HELP)) {
      drawHelp(g, at.get(Section.HELP), area);
    }
    if (at.containsKey(Section.LEGEND)) {
      // the legend's box to the window's bottom, right of the rule: only paper under it
      Box b = at.get(Section.LEGEND);
      List<LegendItem> items = sketch.legendItems();
      int left = (int) area.x() + 1;
      int top = (int) b.y();
      legendCache.draw(g, List.of(items, String.valueOf(b)), left, top,
          (int) (area.x() + area.w()) - left, (int) (area.y() + area.h()) - top, on -> {
            PanelText.rows(on, List.of("legend"), b.x(), b.y(), Palette.PATH_LINE);
            PanelLegend.draw(on, items, b.x(), b.y() + Overlay.LINE_HEIGHT, b.w());
          });
    }
  }

  private float put(Section s, float left, float y, float w, float h) {
    boxes.put(s, new Box(left, y, w, h));
    return y + h + GAP;
  }

  static float rowsHeight(int rows) {
    return rows * Overlay.LINE_HEIGHT + TEXT_BOTTOM;
  }

  /** The HUD's lines wrapped; while the help is shown, only its first line (the title). */
  private List<String> hudRows(PGraphics g, float w) {
    List<String> lines = sketch.hudLines();
    List<String> rows = new ArrayList<>();
    for (String line : sketch.show().help ? lines.subList(0, 1) : lines) {
      rows.addAll(PanelText.wrap(g, line, w, Overlay.TEXT_SIZE));
    }
    return rows;
  }

  private List<String> helpRows(PGraphics g, float w) {
    List<String> rows = new ArrayList<>(PanelText.wrap(g, helpTitle(), w, HELP_TEXT_SIZE));
    rows.addAll(PanelText.wrap(g, CROWDED, w, HELP_TEXT_SIZE));
    for (KeyTable.Binding b : sketch.keys().bindings()) {
      rows.addAll(PanelText.wrap(g, b.description(), w - KEY_COLUMN, HELP_TEXT_SIZE));
    }
    return rows;
  }

  private String helpTitle() {
    return sketch.name() + " — keys (h again: HUD, controls, plots, legend)";
  }

  /**
   * The help, through its cache: the picture covers the panel right of its rule, from a little
   * above the help (its first row's accents) to the window's bottom (descenders below its box).
   */
  private void drawHelp(PGraphics g, Box b, Box area) {
    List<String> key = new ArrayList<>(List.of(helpTitle(), String.valueOf(b)));
    for (KeyTable.Binding binding : sketch.keys().bindings()) {
      key.add(binding.label());
      key.add(binding.description());
    }
    int left = (int) area.x() + 1;
    int top = (int) (b.y() - GAP / 2);
    helpCache.draw(g, key, left, top, (int) (area.x() + area.w()) - left,
        (int) (area.y() + area.h()) - top, on -> drawHelp(on, b));
  }

  private void drawHelp(PGraphics g, Box b) {
    float y = b.y();
    float end = b.y() + b.h();
    List<String> title = PanelText.wrap(g, helpTitle(), b.w(), HELP_TEXT_SIZE);
    y = helpText(g, title, b.x(), y, Palette.INK);
    y = helpText(g, PanelText.wrap(g, CROWDED, b.w(), HELP_TEXT_SIZE), b.x(), y, Palette.PATH_LINE);
    List<KeyTable.Binding> bindings = sketch.keys().bindings();
    for (int i = 0; i < bindings.size(); i++) {
      List<String> lines = PanelText.wrap(g, bindings.get(i).description(), b.w() - KEY_COLUMN,
          HELP_TEXT_SIZE);
      if (y + (lines.size() + 1) * HELP_ROW > end && i < bindings.size() - 1) {
        // a window too short for the key table: say so rather than cut it silently
        helpText(g, List.of("… and " + (bindings.size() - i) + " more keys (see the README)"),
            b.x(), y, Palette.STEERING);
        return;
      }
      helpText(g, List.of(bindings.get(i).label()), b.x(), y, Palette.STEERING);
      y = helpText(g, lines, b.x() + KEY_COLUMN, y, Palette.INK);
    }
  }

  /** Rows of the help's type from the top {@code y}; returns the y under them. */
  private static float helpText(PGraphics g, List<String> lines, float x, float y, int color) {
    g.pushStyle();
    g.fill(color);
    g.textSize(HELP_TEXT_SIZE);
    g.textAlign(PConstants.LEFT, PConstants.BASELINE);
    for (String line : lines) {
      y += HELP_ROW;
      g.text(line, x, y - 3);
    }
    g.popStyle();
    return y;
  }

  /** A section's title row, with why it is collapsed when it is. */
  private void title(PGraphics g, String text, Section s, Box b) {
    String why = collapsedBecause(s);
    String shown = why == null ? text : text + " — " + why;
    PanelText.rows(g, PanelText.wrap(g, shown, b.w(), Overlay.TEXT_SIZE), b.x(), b.y(),
        Palette.PATH_LINE);
  }
}
