package predatorprey;

import processing.core.PConstants;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.render.Palette;
import steering.Vehicle;

/**
 * What the r key shows of the hunt: each predator's view (a pie of its view distance over its
 * view angle, round its heading), a line to the prey it chases and a dot where it aims (its
 * pursuit's prediction, by the code it steers by), and the ring of the prey's view distance
 * round it: a prey inside the ring sees the predator and evades it. A handful of shapes, however
 * many prey there are.
 */
final class PredatorDebug {

  /** The predicted point's dot, in pixels across. */
  static final float AIM_DOT = 6;

  private PredatorDebug() {
  }

  static void draw(PGraphics g, PredatorPrey sketch) {
    g.pushStyle();
    g.ellipseMode(PConstants.CENTER);
    for (int i = 0; i < sketch.predators.size(); i++) {
      Vehicle predator = sketch.predators.get(i);
      PVector p = predator.position;
      float reach = sketch.predatorSight.distance;
      float half = PConstants.PI * sketch.predatorSight.angle / 360;
      float heading = predator.velocity.heading();
      g.noStroke();
      g.fill(PredatorPrey.VIEW_SHADE);
      g.arc(p.x, p.y, 2 * reach, 2 * reach, heading - half, heading + half, PConstants.PIE);
      g.noFill();
      g.stroke(PredatorPrey.PREY_SIGHT);
      g.strokeWeight(1);
      g.circle(p.x, p.y, 2 * sketch.preySight.distance);
      // chosen among the prey alive after the step's catches: no need to look it up
      Vehicle quarry = i < sketch.quarries.size() ? sketch.quarries.get(i) : null;
      if (quarry != null) {
        PVector aim = PredatorPrey.aim(predator, quarry);
        g.stroke(Palette.PURSUER);
        g.line(p.x, p.y, quarry.position.x, quarry.position.y);
        g.line(quarry.position.x, quarry.position.y, aim.x, aim.y);
        g.noStroke();
        g.fill(Palette.PURSUER);
        g.circle(aim.x, aim.y, AIM_DOT);
      }
    }
    g.popStyle();
  }
}
