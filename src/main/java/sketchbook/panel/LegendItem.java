package sketchbook.panel;

import java.util.ArrayList;
import java.util.List;
import sketchbook.controls.Switches;
import sketchbook.render.ArrowKind;

/**
 * One line of the legend: a mark as the scene draws it, its colour, and what it means. The
 * arrows that are switched on come from {@link ArrowKind}; a sketch adds the marks its debug
 * view ({@code r}) draws through {@link SteeringSketch#addLegendItems}.
 */
public record LegendItem(String label, int color, Mark mark) {

  /** How the legend draws the sample beside the label. */
  public enum Mark {
    /** An arrow, as the d, f and v keys draw them. */
    ARROW,
    /** A filled dot, e.g. a predicted position or a normal point. */
    DOT,
    /** An outlined circle, e.g. a wander circle. */
    RING,
    /** A filled translucent disc, e.g. the slowing area inside a slowing radius. */
    DISC,
    /** A circle with a crosshair, as a target is drawn. */
    CROSS,
    /** A thin line, e.g. a line to a neighbour or a look-ahead. */
    LINE,
    /** A wide translucent band, e.g. a road's width. */
    BAND
  }

  /** Mutable: a new list of the arrows the switches have on, in {@link ArrowKind}'s order. */
  public static List<LegendItem> arrows(Switches show) {
    List<LegendItem> items = new ArrayList<>();
    for (ArrowKind kind : ArrowKind.values()) {
      if (kind.isOn(show)) {
        items.add(new LegendItem(kind.legend(), kind.color, Mark.ARROW));
      }
    }
    return items;
  }

  public LegendItem {
    if (label == null || label.isBlank()) {
      throw new IllegalArgumentException("a legend item needs a label");
    }
    if (mark == null) {
      throw new IllegalArgumentException("legend item \"" + label + "\" needs a mark");
    }
  }
}
