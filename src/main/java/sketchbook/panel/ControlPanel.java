package sketchbook.panel;

import java.util.ArrayList;
import java.util.List;
import processing.core.PGraphics;
import processing.event.MouseEvent;
import sketchbook.controls.KeyTable;
import sketchbook.controls.Parameter;
import sketchbook.render.Overlay;
import sketchbook.render.Palette;

/**
 * The on-screen controls, a section of the {@link SidePanel}: its title row is the tab (a click
 * on it opens or closes the controls, as TAB does), and under it a {@link Slider} per row of the
 * {@link ParameterTable} and a clickable switch per display switch of the {@link KeyTable}. Both
 * drive the same state as the keys: a slider sets the parameter, a switch runs the key's own
 * action.
 *
 * <p>The mouse on the tab or the open controls belongs to them: {@link #takes} says so before
 * the sketch's own mouse handlers run, and a press that began there keeps its drag and release.
 */
public final class ControlPanel {

  /** The tab: the title row, this tall. */
  static final float TAB_HEIGHT = 20;
  static final float PADDING = 10;
  /** A switch's row and its box. */
  static final float SWITCH_ROW = 20;
  static final float BOX = 11;
  /** Between a switch's box and its text. */
  static final float TEXT_INDENT = 8;

  private final PanelHost sketch;
  private final List<Slider> sliders = new ArrayList<>();
  /** The slider a press started on, while the button is down; null otherwise. */
  private Slider dragging;
  /** True from a press on the controls until its release. */
  private boolean captured;
  /** Where the side panel placed the section: left, top, width. */
  private float left;
  private float top;
  private float width;
  private float laidOutLeft = Float.NaN;
  private float laidOutTop = Float.NaN;

  public ControlPanel(PanelHost sketch) {
    this.sketch = sketch;
  }

  /** Mutates the placement: the section's left edge, top and width in the window. */
  void place(float left, float top, float width) {
    this.left = left;
    this.top = top;
    this.width = width;
  }

  /** The sliders, one per parameter row, in table order (laid out where the panel puts them). */
  public List<Slider> sliders() {
    layout();
    return sliders;
  }

  /** The tab's (the title row's) left edge, where the side panel puts it now. */
  public float tabLeft() {
    sketch.panel().layout();
    return left;
  }

  public float tabTop() {
    sketch.panel().layout();
    return top;
  }

  public float tabHeight() {
    return TAB_HEIGHT;
  }

  /** The section's width. */
  public float width() {
    sketch.panel().layout();
    return width;
  }

  /** The controls' left edge: the tab's. */
  public float left() {
    return tabLeft();
  }

  /** The section's height: the tab, then, when open, the sliders and the switches. */
  public float height() {
    return sketch.show().controls ? TAB_HEIGHT + bodyHeight() : TAB_HEIGHT;
  }

  /** The height of the sliders and switches under the tab. */
  float bodyHeight() {
    List<KeyTable.Binding> rows = switches();
    return 2 * PADDING + sketch.parameters().rows().size() * Slider.ROW_HEIGHT
        + switchTop(rows, rows.size());
  }

  /** The middle of the switch row for {@code key}'s switch, for a click; null if none. */
  public float[] switchAt(char key) {
    List<KeyTable.Binding> rows = switches();
    for (int i = 0; i < rows.size(); i++) {
      if (rows.get(i).key() == key) {
        return new float[] {left() + PADDING + BOX / 2, switchTop(i) + SWITCH_ROW / 2};
      }
    }
    return null;
  }

  /**
   * True when the event belongs to the controls (then it has acted on them and the sketch must
   * not see it): a press, move or click on the tab or the open panel, and the drag and release
   * of a press that began there.
   */
  public boolean takes(MouseEvent e) {
    float x = e.getX();
    float y = e.getY();
    switch (e.getAction()) {
      case MouseEvent.PRESS:
        if (!over(x, y)) {
          return false;
        }
        captured = true;
        press(x, y);
        return true;
      case MouseEvent.DRAG:
        if (dragging != null) {
          sketch.sliderMoved(dragging.parameter, dragging.valueAt(x));
        }
        return captured;
      case MouseEvent.RELEASE:
        boolean was = captured;
        captured = false;
        dragging = null;
        return was;
      case MouseEvent.MOVE:
      case MouseEvent.CLICK:
        return over(x, y);
      default:
        return false;
    }
  }

  /** Draws the tab and, when open and not {@code collapsed} (why not, else null), the body. */
  void draw(PGraphics g, String collapsed) {
    String title = "TAB  controls " + (sketch.show().controls ? "−" : "+")
        + (collapsed == null ? "" : " — " + collapsed);
    PanelText.rows(g, List.of(title), left, top, Palette.PATH_LINE);
    if (!open()) {
      return;
    }
    for (Slider s : sliders()) {
      s.draw(g);
    }
    List<KeyTable.Binding> rows = switches();
    for (int i = 0; i < rows.size(); i++) {
      KeyTable.Binding b = rows.get(i);
      float top = switchTop(i);
      g.pushStyle();
      g.stroke(Palette.INK);
      g.fill(b.switchedOn() ? Palette.INK : Palette.PAPER);
      g.rect(left + PADDING, top + (SWITCH_ROW - BOX) / 2, BOX, BOX);
      g.popStyle();
      PanelText.rows(g, switchText(b), left + PADDING + BOX + TEXT_INDENT,
          top + (SWITCH_ROW - Overlay.LINE_HEIGHT) / 2, Palette.INK);
    }
  }

  /** True when the sliders and switches are shown: opened, and not collapsed by the panel. */
  private boolean open() {
    return sketch.show().controls && !sketch.show().help
        && sketch.panel().collapsedBecause(SidePanel.Section.CONTROLS) == null;
  }

  private void press(float x, float y) {
    if (onTab(x, y)) {
      sketch.show().controls = !sketch.show().controls;
      return;
    }
    for (Slider s : sliders()) {
      if (s.contains(x, y)) {
        dragging = s;
        sketch.sliderMoved(s.parameter, s.valueAt(x));
        return;
      }
    }
    List<KeyTable.Binding> rows = switches();
    for (int i = 0; i < rows.size(); i++) {
      if (y >= switchTop(i) && y < switchTop(i + 1)) {
        sketch.switchClicked(rows.get(i).key());
        return;
      }
    }
  }

  private boolean onTab(float x, float y) {
    return x >= left && x < left + width && y >= top && y < top + TAB_HEIGHT;
  }

  private boolean over(float x, float y) {
    sketch.panel().layout();
    boolean onBody = open() && x >= left && x < left + width && y >= top
        && y < top + TAB_HEIGHT + bodyHeight();
    return onTab(x, y) || onBody;
  }

  /** The top of switch row {@code i} (of {@code switches().size()}: the rows' end). */
  private float switchTop(int i) {
    return top + TAB_HEIGHT + PADDING + sliders().size() * Slider.ROW_HEIGHT
        + switchTop(switches(), i);
  }

  /** The height of the first {@code n} switch rows: one row each, or more for a long text. */
  private float switchTop(List<KeyTable.Binding> rows, int n) {
    float h = 0;
    for (int i = 0; i < n; i++) {
      int lines = switchText(rows.get(i)).size();
      h += Math.max(SWITCH_ROW, lines * Overlay.LINE_HEIGHT + (SWITCH_ROW - Overlay.LINE_HEIGHT));
    }
    return h;
  }

  /** A switch's key and description, wrapped beside its box. */
  private List<String> switchText(KeyTable.Binding b) {
    float room = SidePanel.WIDTH - 2 * SidePanel.PADDING - 2 * PADDING - BOX
        - TEXT_INDENT;
    return PanelText.wrap(sketch.canvas(), b.label() + "  " + b.description(), room,
        Overlay.TEXT_SIZE);
  }

  private List<KeyTable.Binding> switches() {
    List<KeyTable.Binding> rows = new ArrayList<>();
    for (KeyTable.Binding b : sketch.keys().bindings()) {
      if (b.isOn() != null) {
        rows.add(b);
      }
    }
    return rows;
  }

  private void layout() {
    sketch.panel().layout();
    if (laidOutLeft == left && laidOutTop == top) {
      return;
    }
    laidOutLeft = left;
    laidOutTop = top;
    sliders.clear();
    List<Parameter> rows = sketch.parameters().rows();
    for (int i = 0; i < rows.size(); i++) {
      sliders.add(new Slider(rows.get(i), left + PADDING, top + TAB_HEIGHT + PADDING
          + i * Slider.ROW_HEIGHT, width - 2 * PADDING));
    }
  }
}
