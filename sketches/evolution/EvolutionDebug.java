package evolution;

import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.Overlay;
import sketchbook.Palette;

/**
 * Evolution's debug view (r), from the genes the creature steers by: its food weight and
 * poison weight as arrows along its heading (backwards for a negative weight, one that flees),
 * and its food and poison perception as circles round it.
 */
final class EvolutionDebug {

  /** Pixels of arrow per unit of weight: a weight of 2 is a 40-pixel arrow. */
  static final float WEIGHT_SCALE = 20;
  /** The circles are thin, so a crowd of them still shows the creatures. */
  static final float CIRCLE_WEIGHT = 1;

  private EvolutionDebug() {
  }

  static void draw(PGraphics g, Creature c) {
    PVector position = c.vehicle.position;
    PVector heading = PVector.fromAngle(c.vehicle.velocity.heading());
    g.pushStyle();
    g.noFill();
    g.strokeWeight(CIRCLE_WEIGHT);
    g.stroke(Palette.FOOD);
    g.circle(position.x, position.y, 2 * c.dna.foodPerception);
    g.stroke(Palette.POISON);
    g.circle(position.x, position.y, 2 * c.dna.poisonPerception);
    g.popStyle();
    Overlay.arrow(g, position, PVector.mult(heading, c.dna.foodWeight), WEIGHT_SCALE,
        Palette.FOOD);
    Overlay.arrow(g, position, PVector.mult(heading, c.dna.poisonWeight), WEIGHT_SCALE,
        Palette.POISON);
  }
}
