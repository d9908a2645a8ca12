package sketchbook;

import java.util.ArrayList;
import java.util.List;
import processing.core.PGraphics;
import processing.event.MouseEvent;

/**
 * The on-screen controls: a small tab at the window's right edge opens a panel (as TAB does)
 * with a {@link Slider} per row of the {@link ParameterTable} and a clickable switch per
 * display switch of the {@link KeyTable}. Both drive the same state as the keys: a slider sets
 * the parameter, a switch runs the key's own action.
 *
 * <p>The mouse on the tab or the open panel belongs to the controls: {@link #takes} says so
 * before the sketch's own mouse handlers run, and a press that began there keeps its drag and
 * release, so no click on the panel adds a vehicle or moves a target.
 */
public final class ControlPanel {

  /** The tab at the right edge: this wide and tall, this far from the top. */
  static final float TAB_WIDTH = 18;
  static final float TAB_HEIGHT = 60;
  static final float TOP = 10;
  static final float PANEL_WIDTH = 250;
  static final float PADDING = 10;
  /** A switch's row and its box. */
  static final float SWITCH_ROW = 20;
  static final float BOX = 11;

  private final SteeringSketch sketch;
  private final List<Slider> sliders = new ArrayList<>();
  /** The slider a press started on, while the button is down; null otherwise. */
  private Slider dragging;
  /** True from a press on the controls until its release. */
  private boolean captured;
  private int laidOutFor = -1;

  ControlPanel(SteeringSketch sketch) {
    this.sketch = sketch;
  }

  /** The sliders, one per parameter row, in table order (laid out for the window's width). */
  public List<Slider> sliders() {
    layout();
    return sliders;
  }

  /** The tab's left edge; it reaches the window's right edge. */
  public float tabLeft() {
    return sketch.width - TAB_WIDTH;
  }

  public float tabTop() {
    return TOP;
  }

  /** The open panel's left edge. */
  public float left() {
    return tabLeft() - PANEL_WIDTH;
  }

  /** The open panel's height: the sliders, then the switches. */
  public float height() {
    return 2 * PADDING + sliders().size() * Slider.ROW_HEIGHT
        + switches().size() * SWITCH_ROW;
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
  boolean takes(MouseEvent e) {
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
          dragging.dragTo(x);
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

  void draw(PGraphics g) {
    g.pushStyle();
    g.noStroke();
    g.fill(Palette.HUD_BACK);
    g.rect(tabLeft(), TOP, TAB_WIDTH, TAB_HEIGHT, 4, 0, 0, 4);
    g.stroke(Palette.INK);
    g.strokeWeight(2);
    float mid = TOP + TAB_HEIGHT / 2;
    float point = sketch.show.controls ? TAB_WIDTH * 0.65f : TAB_WIDTH * 0.35f;
    float back = sketch.show.controls ? TAB_WIDTH * 0.35f : TAB_WIDTH * 0.65f;
    g.line(tabLeft() + back, mid - 6, tabLeft() + point, mid);   // a chevron: open or close
    g.line(tabLeft() + point, mid, tabLeft() + back, mid + 6);
    g.popStyle();
    if (!sketch.show.controls) {
      return;
    }
    Overlay.panel(g, left(), TOP, PANEL_WIDTH, height());
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
      g.rect(left() + PADDING, top + (SWITCH_ROW - BOX) / 2, BOX, BOX);
      g.popStyle();
      Overlay.text(g, b.label() + "  " + b.description(), left() + PADDING + BOX + 8,
          top + SWITCH_ROW - 6, Palette.INK);
    }
  }

  private void press(float x, float y) {
    if (x >= tabLeft() && y >= TOP && y < TOP + TAB_HEIGHT) {
      sketch.show.controls = !sketch.show.controls;
      return;
    }
    for (Slider s : sliders()) {
      if (s.contains(x, y)) {
        dragging = s;
        s.dragTo(x);
        return;
      }
    }
    List<KeyTable.Binding> rows = switches();
    for (int i = 0; i < rows.size(); i++) {
      if (y >= switchTop(i) && y < switchTop(i) + SWITCH_ROW) {
        rows.get(i).action().run();
        return;
      }
    }
  }

  private boolean over(float x, float y) {
    boolean onTab = x >= tabLeft() && y >= TOP && y < TOP + TAB_HEIGHT;
    boolean onPanel = sketch.show.controls && x >= left() - 4 && x < tabLeft()
        && y >= TOP - 4 && y < TOP + height() + 4;
    return onTab || onPanel;
  }

  private float switchTop(int i) {
    return TOP + PADDING + sliders().size() * Slider.ROW_HEIGHT + i * SWITCH_ROW;
  }

  private List<KeyTable.Binding> switches() {
    List<KeyTable.Binding> rows = new ArrayList<>();
    for (KeyTable.Binding b : sketch.keys.bindings()) {
      if (b.isOn() != null) {
        rows.add(b);
      }
    }
    return rows;
  }

  private void layout() {
    if (laidOutFor == sketch.width) {
      return;
    }
    laidOutFor = sketch.width;
    sliders.clear();
    List<Parameter> rows = sketch.parameters.rows();
    for (int i = 0; i < rows.size(); i++) {
      sliders.add(new Slider(rows.get(i), left() + PADDING, TOP + PADDING
          + i * Slider.ROW_HEIGHT, PANEL_WIDTH - 2 * PADDING));
    }
  }
}
