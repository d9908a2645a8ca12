package steering.crowd;

import java.util.Random;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import steering.GroupRules;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The crowd engine's test of what a boid sees (a cosine against a limit worked out once) gives
 * the rules' answer (PVector.angleBetween against half the view angle) for every offset: random
 * ones, and ones a hair either side of the cone's edge, where rounding decides.
 */
class ViewConeTest {

  static final int TRIES = 20_000;
  static final float[] ANGLES = {1, 30, 90, 120, 179.9f, 180, 200, 270, 300, 359, 359.999f};

  @Test
  void theCrowdSeesWhatTheRulesSee() {
    Random random = new Random(5);
    int seen = 0;
    int edge = 0;
    for (float angle : ANGLES) {
      double limit = FusedRules.cosineLimit(angle);
      for (int i = 0; i < TRIES; i++) {
        Vehicle v = new Vehicle(0, 0);
        v.velocity.set(PVector.fromAngle(random.nextFloat() * 7).mult(random.nextFloat() * 4));
        PVector offset;
        if (i % 2 == 0) {   // anywhere within 60 px
          offset = new PVector(random.nextFloat() * 120 - 60, random.nextFloat() * 120 - 60);
        } else {   // on the cone's edge, turned a few millionths of a radian either way
          float turn = (float) Math.toRadians(angle) / 2 + (random.nextFloat() - 0.5f) * 1e-5f;
          offset = v.velocity.copy().rotate(random.nextBoolean() ? turn : -turn)
              .setMag(1 + random.nextFloat() * 50);
          edge++;
        }
        boolean rules = GroupRules.inView(v, offset, angle);
        assertEquals(rules, FusedRules.inView(v.velocity, offset.x, offset.y, limit),
            "view " + angle + "°, velocity " + v.velocity + ", offset " + offset);
        seen += rules ? 1 : 0;
      }
    }
    int all = ANGLES.length * TRIES;
    assertTrue(seen > all / 10 && seen < all * 9 / 10, seen + " of " + all + " seen");
    assertTrue(edge > 0);
  }

  /** Straight ahead always in view, straight behind never below 360°. */
  @Test
  void aheadAndBehind() {
    Vehicle v = new Vehicle(0, 0);
    v.velocity.set(1, 0);
    double narrow = FusedRules.cosineLimit(1);
    assertTrue(FusedRules.inView(v.velocity, 10, 0, narrow));
    assertTrue(!FusedRules.inView(v.velocity, -10, 0, FusedRules.cosineLimit(359.9f)));
    assertTrue(FusedRules.inView(new PVector(), -10, 0, narrow), "at rest: all round");
  }
}
