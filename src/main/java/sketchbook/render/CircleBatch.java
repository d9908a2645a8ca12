package sketchbook.render;

import java.util.List;
import processing.awt.PGraphicsJava2D;
import processing.core.PGraphics;
import steering.Vehicle;

/**
 * Draws a circle of one size and colour around each of many vehicles, such as a crowd's
 * separation distances. A crowd that is batched ({@link MarkBatch#batched}: JAVA2D, more than
 * {@link VehicleBatch#CROWD} vehicles, no --draw-each) gets one pre-drawn circle, at the
 * nearest quarter pixel, written into the canvas's pixels at each vehicle by a
 * {@link MarkBatch}, as {@link VehicleBatch} does for the vehicles themselves; otherwise each
 * circle is drawn with {@code circle()}, as before.
 */
public final class CircleBatch {

  private final MarkBatch marks = new MarkBatch();

  /** A filled circle of {@code diameter}, without outline, centred on each vehicle. */
  public void display(PGraphics g, List<Vehicle> vehicles, float diameter, int fill,
      boolean batched) {
    if (batched) {
      for (Vehicle v : vehicles) {
        marks.circle(v.position.x, v.position.y, diameter, fill, MarkBatch.NONE);
      }
      marks.draw((PGraphicsJava2D) g);
      return;
    }
    g.pushStyle();
    g.noStroke();
    g.fill(fill);
    for (Vehicle v : vehicles) {
      g.circle(v.position.x, v.position.y, diameter);
    }
    g.popStyle();
  }
}
