package steering;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import steering.Combination.Method;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("combining behaviors: weighted truncated sum, prioritized running sum, dithering")
class CombinationTest {

  static final float MAXFORCE = 0.1f;

  /** A wall's force weighted 3 across a seek's weighted 1: together well over maxforce. */
  static Combination wallAndSeek(Method method, Random dice) {
    return new Combination(method, dice)
        .add("walls", new PVector(0.1f, 0), 3, 0.5f)
        .add("seek", new PVector(0, 0.1f), 1, 0.8f);
  }

  /** A Random whose nextFloat() gives {@code draws} in turn, and counts them. */
  static final class Dice extends Random {
    private final float[] draws;
    int drawn;

    Dice(float... draws) {
      this.draws = draws;
    }

    @Override
    public float nextFloat() {
      return draws[drawn++];
    }
  }

  @Test
  @DisplayName("the default is the weighted truncated sum")
  void theDefaultIsTheWeightedSum() {
    assertSame(Method.WEIGHTED_SUM, new Combination().method);
    assertSame(Method.PRIORITIZED, Method.WEIGHTED_SUM.next());
    assertSame(Method.WEIGHTED_SUM, Method.DITHERED.next());
  }

  @Test
  @DisplayName("weighted sum: (0.3, 0) + (0, 0.1), truncated to 0.1, each part by 0.316")
  void weightedSumTruncatesTheSum() {
    Combination c = wallAndSeek(Method.WEIGHTED_SUM, null);
    PVector total = c.combine(MAXFORCE);
    // |(0.3, 0.1)| = 0.316228: each part × 0.1 / 0.316228 = 0.316228
    assertVec(0.3f, 0, c.part("walls").weighted, "walls weighted");
    assertVec(0.0948683f, 0, c.part("walls").letThrough, "walls let through");
    assertVec(0, 0.0316228f, c.part("seek").letThrough, "seek let through");
    assertVec(0.0948683f, 0.0316228f, total, "total");
    assertEquals(MAXFORCE, total.mag(), 1e-6f);
    assertVec(total.x, total.y, c.total, "the total kept");
  }

  @Test
  @DisplayName("weighted sum: within maxforce nothing is cut")
  void weightedSumWithinMaxforce() {
    Combination c = new Combination().add("walls", new PVector(0.02f, 0), 2)
        .add("seek", new PVector(0, 0.05f), 1);
    assertVec(0.04f, 0.05f, c.combine(MAXFORCE), "total");
    assertVec(0.04f, 0, c.part("walls").letThrough, "walls let through whole");
  }

  @Test
  @DisplayName("prioritized: walls take all 0.1, seek gets nothing")
  void prioritizedStarvesTheLast() {
    Combination c = wallAndSeek(Method.PRIORITIZED, null);
    assertVec(0.1f, 0, c.combine(MAXFORCE), "total");
    assertVec(0.1f, 0, c.part("walls").letThrough, "walls cut to 0.1");
    assertVec(0, 0, c.part("seek").letThrough, "seek starved");
  }

  @Test
  @DisplayName("prioritized: (0.06, 0) whole, then seek cut to the 0.04 left")
  void prioritizedCutsToWhatIsLeft() {
    Combination c = new Combination(Method.PRIORITIZED, null)
        .add("walls", new PVector(0.06f, 0), 1).add("seek", new PVector(0, 0.1f), 1);
    // the budget is of lengths: |(0.06, 0.04)| = 0.072 is under maxforce, yet nothing is left
    assertVec(0.06f, 0.04f, c.combine(MAXFORCE), "total");
    assertVec(0, 0.04f, c.part("seek").letThrough, "seek cut to 0.04");
  }

  @Test
  @DisplayName("prioritized: left = maxforce − |running total|, so opposite forces free room")
  void prioritizedLeftIsMaxforceLessTheTotalsLength() {
    Combination c = new Combination(Method.PRIORITIZED, null)
        .add("walls", new PVector(0.08f, 0), 1)
        .add("flee", new PVector(-0.05f, 0), 1)
        .add("seek", new PVector(0, 0.1f), 1);
    PVector total = c.combine(MAXFORCE);
    // 0.1 − 0.08 = 0.02 left for flee: (−0.02, 0); the total (0.06, 0) leaves 0.04 for seek
    assertVec(-0.02f, 0, c.part("flee").letThrough, "flee cut to 0.02");
    assertVec(0, 0.04f, c.part("seek").letThrough, "seek cut to 0.04");
    assertVec(0.06f, 0.04f, total, "total");
  }

  @Test
  @DisplayName("dithering: walls not tried (0.7 ≥ 0.5), seek tried: (0, 0.1) / 0.8 cut to 0.1")
  void ditheringTriesInOrder() {
    Dice dice = new Dice(0.7f, 0.5f);
    Combination c = wallAndSeek(Method.DITHERED, dice);
    assertVec(0, 0.1f, c.combine(MAXFORCE), "total");
    assertFalse(c.part("walls").tried);
    assertTrue(c.part("seek").tried);
    assertVec(0, 0, c.part("walls").letThrough, "walls let through");
    assertEquals(2, dice.drawn);
  }

  @Test
  @DisplayName("dithering: walls tried (0.3 < 0.5): (0.3, 0) / 0.5 cut to 0.1; seek not reached")
  void ditheringStopsAtTheFirstForce() {
    Dice dice = new Dice(0.3f);
    Combination c = wallAndSeek(Method.DITHERED, dice);
    assertVec(0.1f, 0, c.combine(MAXFORCE), "total");
    assertEquals(1, dice.drawn, "draws: seek's turn never comes");
    assertFalse(c.part("seek").tried);
  }

  @Test
  @DisplayName("dithering: tried with no force, the next one's turn; weighted / p below maxforce")
  void ditheringPassesOnAZeroForce() {
    Dice dice = new Dice(0.1f, 0.6f);
    Combination c = new Combination(Method.DITHERED, dice)
        .add("circles", new PVector(), 10, 0.5f)
        .add("seek", new PVector(0.03f, 0.04f), 1, 0.8f);
    // seek: (0.03, 0.04) / 0.8 = (0.0375, 0.05), 0.0625 long: under maxforce, whole
    assertVec(0.0375f, 0.05f, c.combine(MAXFORCE), "total");
    assertTrue(c.part("circles").tried);
    assertVec(0, 0, c.part("circles").letThrough, "circles, tried, asked nothing");
  }

  @Test
  @DisplayName("every way, any forces: the total is the parts' sum and at most maxforce")
  void theTotalIsAtMostMaxforce() {
    Random random = new Random(5);
    for (int i = 0; i < 1000; i++) {
      for (Method method : Method.values()) {
        Combination c = new Combination(method, new Random(i));
        for (int part = 0; part < 4; part++) {
          PVector asked = PVector.fromAngle(random.nextFloat() * 7).mult(MAXFORCE
              * random.nextFloat());
          c.add("b" + part, asked, 10 * random.nextFloat(), 0.05f + 0.95f * random.nextFloat());
        }
        PVector total = c.combine(MAXFORCE);
        assertTrue(total.mag() <= MAXFORCE * (1 + 1e-6f), method + ": |total| " + total.mag());
        PVector sum = new PVector();
        c.parts().forEach(p -> sum.add(p.letThrough));
        assertVec(sum.x, sum.y, total, 1e-7f, method + ": the parts' sum");
      }
    }
  }

  @Test
  @DisplayName("a vehicle applies the combined force: acceleration, steering, desired")
  void theVehicleAppliesTheTotal() {
    Vehicle v = moving(100, 100, 2, 0);
    v.mass = 2;
    Vehicle twin = Twin.of(v);   // the behaviors are asked on a twin: v is not touched
    Combination c = new Combination(Method.PRIORITIZED, null)
        .add("walls", twin.steer(new PVector(2, -4)), 3)
        .add("seek", twin.seek(new PVector(100, 200)), 1);
    assertVec(0, 0, v.acceleration, "nothing applied yet");
    PVector force = v.combine(c);
    // walls asked (0, −4) cut to (0, −0.1), × 3 = (0, −0.3): cut to the whole 0.1
    assertVec(0, -0.1f, force, "force");
    assertVec(0, -0.05f, v.acceleration, "acceleration = force / mass 2");
    assertVec(0, -0.1f, v.steering, "steering");
    assertVec(2, -0.1f, v.desired, "desired = velocity + force");
  }

  @Test
  @DisplayName("refusals name what is wrong; a refused combine changes nothing")
  void refusals() {
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> new Combination(Method.DITHERED, null)).getMessage().contains("dithering needs"));
    Combination c = new Combination();
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> c.add("seek", new PVector(0, 0), -1)).getMessage()
        .contains("the weight of seek"));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> c.add("seek", new PVector(0, 0), 1, 0)).getMessage().contains("probability"));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> c.add("seek", new PVector(0, 0), 1, Float.NaN)).getMessage()
        .contains("probability"));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> c.add("seek", new PVector(Float.NaN, 0), 1)).getMessage()
        .contains("the force of seek"));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> c.add(" ", new PVector(), 1)).getMessage().contains("name"));
    assertTrue(c.parts().isEmpty(), "nothing refused was added");
    Vehicle v = moving(0, 0, 1, 0);
    assertFalse(Refusals.attempt(v, () -> v.combine(null)));
    v.maxforce = -1;
    assertFalse(Refusals.attempt(v, () -> v.combine(wallAndSeek(Method.WEIGHTED_SUM, null))));
  }
}
