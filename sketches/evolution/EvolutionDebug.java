package evolution;

import java.util.List;
import processing.awt.PGraphicsJava2D;
import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.render.MarkBatch;
import sketchbook.render.Overlay;
import sketchbook.render.Palette;

/**
 * Evolution's debug view (r), from the genes the creatures steer by: each one's food and poison
 * perception as circles round it, and its food and poison weight as arrows along its heading
 * (backwards for a negative weight, one that flees).
 *
 * <p>The circles are polygons of {@link #RING_SIDES} sides. In JAVA2D their sides go through a
 * {@link MarkBatch}, which writes 1-pixel antialiased lines straight into the canvas: dozens of
 * circles up to 200 pixels across, stroked one by one by Java2D, cost a whole frame.
 */
final class EvolutionDebug {

  /** Pixels of arrow per unit of weight: a weight of 2 is a 40-pixel arrow. */
  static final float WEIGHT_SCALE = 20;
  /** Sides of a drawn perception circle. */
  static final int RING_SIDES = 36;
  /** The circles' lines are thin, so a crowd of them still shows the creatures. */
  static final float RING_WEIGHT = 1;
  private static final float[] COS = new float[RING_SIDES + 1];
  private static final float[] SIN = new float[RING_SIDES + 1];

  static {
    for (int i = 0; i <= RING_SIDES; i++) {
      COS[i] = (float) Math.cos(2 * Math.PI * i / RING_SIDES);
      SIN[i] = (float) Math.sin(2 * Math.PI * i / RING_SIDES);
    }
  }

  private final MarkBatch batch = new MarkBatch();

  /** Every creature's two circles, then every creature's two arrows over them. */
  void draw(PGraphics g, List<Creature> creatures) {
    if (g instanceof PGraphicsJava2D java2d) {
      for (Creature c : creatures) {
        ring(c.vehicle.position, c.dna.foodPerception, Palette.FOOD);
        ring(c.vehicle.position, c.dna.poisonPerception, Palette.POISON);
      }
      batch.draw(java2d);
    } else {
      for (Creature c : creatures) {
        ring(g, c.vehicle.position, c.dna.foodPerception, Palette.FOOD);
        ring(g, c.vehicle.position, c.dna.poisonPerception, Palette.POISON);
      }
    }
    for (Creature c : creatures) {
      PVector heading = PVector.fromAngle(c.vehicle.velocity.heading());
      Overlay.arrow(g, c.vehicle.position, PVector.mult(heading, c.dna.foodWeight),
          WEIGHT_SCALE, Palette.FOOD);
      Overlay.arrow(g, c.vehicle.position, PVector.mult(heading, c.dna.poisonWeight),
          WEIGHT_SCALE, Palette.POISON);
    }
  }

  /** Adds a circle's sides to the batch. */
  private void ring(PVector centre, float radius, int color) {
    for (int i = 0; i < RING_SIDES; i++) {
      batch.line(centre.x + radius * COS[i], centre.y + radius * SIN[i],
          centre.x + radius * COS[i + 1], centre.y + radius * SIN[i + 1], color, RING_WEIGHT);
    }
  }

  /** Draws a circle as a polygon, where the batch cannot (another renderer). */
  private static void ring(PGraphics g, PVector centre, float radius, int color) {
    g.pushStyle();
    g.noFill();
    g.stroke(color);
    g.strokeWeight(RING_WEIGHT);
    g.beginShape();
    for (int i = 0; i < RING_SIDES; i++) {
      g.vertex(centre.x + radius * COS[i], centre.y + radius * SIN[i]);
    }
    g.endShape(PConstants.CLOSE);
    g.popStyle();
  }
}
