package steering;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("Vehicle.wander: seek a point on a circle ahead whose angle drifts at random")
class WanderTest {

  /** A source whose nextFloat() returns the given values in turn, so each step is known. */
  static final class Steps extends Random {
    private static final long serialVersionUID = 1L;
    private final float[] values;
    private int next;

    Steps(float... values) {
      this.values = values;
    }

    @Override
    public float nextFloat() {
      return values[next++ % values.length];
    }

    int used() {
      return next;
    }
  }

  @Test
  @DisplayName("at rest: heading 0, centre 80 ahead, angle 0 puts the point 25 beyond it")
  void atRestHeadsAlongX() {
    Vehicle v = new Vehicle(100, 100);
    v.wanderWith(new Steps(0.5f));                   // step (0.5 * 2 - 1) * 0.3 = 0
    PVector force = v.wander();
    Wander w = v.wanderState();
    assertEquals(0, w.angle());
    assertVec(180, 100, w.center(), "centre");       // (100,100) + 80 * (cos 0, sin 0)
    assertVec(205, 100, w.target(), "target");       // centre + 25 * (cos 0, sin 0)
    assertVec(4, 0, v.desired, "desired");           // (105,0) scaled to 4
    assertVec(0.1f, 0, force, "force");              // limited to maxforce
  }

  @Test
  @DisplayName("moving down with angle 0.15: the point at heading + angle on the circle")
  void knownAngleWhileMoving() {
    Vehicle v = moving(0, 0, 0, 2);                  // heading π/2
    v.maxforce = 10;
    v.wanderWith(new Steps(0.75f));                  // step (0.75 * 2 - 1) * 0.3 = 0.15
    v.wander();
    Wander w = v.wanderState();
    assertEquals(0.15f, w.angle(), 1e-6f);
    assertVec(0, 80, w.center(), "centre");          // 80 * (cos π/2, sin π/2)
    // centre + 25 * (cos(π/2 + 0.15), sin(π/2 + 0.15)) = (0 - 25 sin 0.15, 80 + 25 cos 0.15)
    assertVec(-3.7359533f, 104.719277f, w.target(), 1e-4f, "target");
    // (-3.73595, 104.71928) / 104.78590 * 4
    assertVec(-0.1426128f, 3.9974569f, v.desired, 1e-5f, "desired");
    assertVec(-0.1426128f, 1.9974569f, v.steering, 1e-5f, "steering");   // desired - (0,2)
  }

  @Test
  @DisplayName("the angle adds up step by step: +0.15 then -0.15 is back to 0")
  void stepsAccumulate() {
    Vehicle v = new Vehicle(0, 0);
    Steps steps = new Steps(0.75f, 0.25f);
    v.wanderWith(steps);
    v.wander();
    assertEquals(0.15f, v.wanderState().angle(), 1e-6f);
    v.wander();
    assertEquals(0, v.wanderState().angle(), 1e-6f);   // (0.25 * 2 - 1) * 0.3 = -0.15
    assertEquals(2, steps.used(), "one random number a call");
  }

  @Test
  @DisplayName("the angle stays within ±π: 20 steps of +0.2994 wrap to 5.988 - 2π")
  void angleWraps() {
    Vehicle v = new Vehicle(0, 0);
    v.wanderWith(new Steps(0.999f));                 // step (0.999 * 2 - 1) * 0.3 = 0.2994
    for (int i = 0; i < 20; i++) {
      v.wander();
    }
    assertEquals(-0.2951853f, v.wanderState().angle(), 1e-4f);   // 20 * 0.2994 - 6.2831853
  }

  @Test
  @DisplayName("the same seed repeats a run exactly; another seed does not")
  void seededRunsRepeat() {
    PVector[] first = run(42);
    PVector[] again = run(42);
    PVector[] other = run(43);
    for (int frame = 0; frame < first.length; frame++) {
      assertEquals(first[frame], again[frame], "frame " + frame);
    }
    assertNotEquals(first[first.length - 1], other[other.length - 1]);
  }

  @Test
  @DisplayName("only a vehicle that wanders carries wander state")
  void stateOnlyWhenWandering() {
    Vehicle v = new Vehicle(0, 0);
    assertNull(v.wanderState());
    v.wander();                                      // unseeded source made on first use
    Wander w = v.wanderState();
    assertNotNull(w);
    v.wander();
    assertSame(w, v.wanderState(), "kept between calls");
    Wander seeded = v.wanderWith(new Random(1));
    assertSame(seeded, v.wanderState());
    assertEquals(0, seeded.angle(), "a new state starts at angle 0");
  }

  @Test
  @DisplayName("the centre, angle and target read are copies")
  void readsAreCopies() {
    Vehicle v = new Vehicle(0, 0);
    v.wanderWith(new Steps(0.5f));
    v.wander();
    v.wanderState().center().set(-1, -1);
    v.wanderState().target().set(-1, -1);
    assertVec(80, 0, v.wanderState().center(), "centre");
    assertVec(105, 0, v.wanderState().target(), "target");
  }

  /** 200 frames of wander from (200, 200) with a seeded source: every position. */
  private static PVector[] run(long seed) {
    Vehicle v = new Vehicle(200, 200);
    v.wanderWith(new Random(seed));
    PVector[] positions = new PVector[200];
    for (int frame = 0; frame < positions.length; frame++) {
      v.wander();
      v.update();
      positions[frame] = v.position.copy();
    }
    assertTrue(positions[positions.length - 1].dist(new PVector(200, 200)) > 0);
    return positions;
  }
}
