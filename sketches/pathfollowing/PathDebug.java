package pathfollowing;

import java.util.List;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.render.MarkBatch;
import sketchbook.render.Palette;
import steering.Path;
import steering.Vehicle;

/**
 * The Nature of Code's debug view of path following: a line to the predicted position, the
 * normal point on the path, and the target, filled when the vehicle is steering towards it.
 * {@link #draw} draws one vehicle's view as the book does; {@link #mark} adds the same marks to
 * a {@link MarkBatch}, which draws a crowd's views at once (five marks a vehicle, one by one,
 * cost 1,000 vehicles about 12 ms a frame).
 */
public final class PathDebug {

  /** What {@link #draw} draws, in the colours it draws them, for the legend. */
  public static final List<LegendItem> LEGEND = List.of(
      new LegendItem("predicted position, ahead along the velocity", Palette.INK, Mark.DOT),
      new LegendItem("normal point: the prediction projected onto the path", Palette.INK,
          Mark.RING),
      new LegendItem("target ahead on the path (filled: steering to it)", Palette.STEERING,
          Mark.RING));

  static final float POINT_SIZE = 8;

  private PathDebug() {
  }

  /** A crowd's debug view: each vehicle's now when few, else batched and drawn with the last. */
  public static void draw(PGraphics g, Vehicle v, List<Vehicle> crowd, MarkBatch batch,
      boolean batched) {
    if (batched) {
      mark(batch, v);
      batch.drawAfter(g, v, crowd);
    } else {
      draw(g, v);
    }
  }

  /** One vehicle's debug view, drawn now. */
  public static void draw(PGraphics g, Vehicle v) {
    if (!v.hasPathTarget) {
      return;
    }
    g.pushStyle();
    g.stroke(Palette.INK);
    g.strokeWeight(1);
    g.line(v.position.x, v.position.y, v.predicted.x, v.predicted.y);
    g.fill(Palette.INK);
    g.circle(v.predicted.x, v.predicted.y, POINT_SIZE / 2);
    g.line(v.predicted.x, v.predicted.y, v.normalPoint.x, v.normalPoint.y);
    g.noFill();
    g.circle(v.normalPoint.x, v.normalPoint.y, POINT_SIZE);
    g.stroke(Palette.STEERING);
    if (v.steeringToPath) {
      g.fill(Palette.STEERING);
    }
    g.circle(v.pathTarget.x, v.pathTarget.y, POINT_SIZE);
    g.popStyle();
  }

  /** The marks {@link #draw(PGraphics, Vehicle)} draws, added to {@code batch}. */
  static void mark(MarkBatch batch, Vehicle v) {
    if (!v.hasPathTarget) {
      return;
    }
    batch.line(v.position.x, v.position.y, v.predicted.x, v.predicted.y, Palette.INK, 1);
    batch.line(v.predicted.x, v.predicted.y, v.normalPoint.x, v.normalPoint.y, Palette.INK, 1);
    batch.circle(v.predicted.x, v.predicted.y, POINT_SIZE / 2, Palette.INK, Palette.INK);
    batch.circle(v.normalPoint.x, v.normalPoint.y, POINT_SIZE, MarkBatch.NONE, Palette.INK);
    batch.circle(v.pathTarget.x, v.pathTarget.y, POINT_SIZE,
        v.steeringToPath ? Palette.STEERING : MarkBatch.NONE, Palette.STEERING);
  }

  /** A path still being drawn: its points and the lines between them. */
  static void drawUnfinished(PGraphics g, Path drawing) {
    g.pushStyle();
    g.stroke(Palette.TRAIL);
    g.strokeWeight(2);
    g.noFill();
    g.beginShape();
    for (PVector p : drawing.points) {
      g.vertex(p.x, p.y);
    }
    g.endShape();
    g.fill(Palette.TRAIL);
    for (PVector p : drawing.points) {
      g.circle(p.x, p.y, POINT_SIZE);
    }
    g.popStyle();
  }
}
