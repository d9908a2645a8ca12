package steering;

import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Small assertion helpers shared by the steering tests. */
public final class VectorAssert {

  /** Float arithmetic on values like 0.1 is not exact; 1e-5 is far below anything visible. */
  public static final float EPS = 1e-5f;

  private VectorAssert() {
  }

  public static void assertVec(float x, float y, PVector actual, String what) {
    assertVec(x, y, actual, EPS, what);
  }

  public static void assertVec(float x, float y, PVector actual, float eps, String what) {
    assertEquals(x, actual.x, eps, what + ".x (was " + actual + ")");
    assertEquals(y, actual.y, eps, what + ".y (was " + actual + ")");
  }

  public static void assertFinite(PVector v, String what) {
    assertTrue(Float.isFinite(v.x) && Float.isFinite(v.y), what + " must be finite, was " + v);
  }

  /** Every vector a vehicle exposes is free of NaN and infinity. */
  public static void assertAllFinite(Vehicle v) {
    assertFinite(v.position, "position");
    assertFinite(v.velocity, "velocity");
    assertFinite(v.acceleration, "acceleration");
    assertFinite(v.desired, "desired");
    assertFinite(v.steering, "steering");
    assertFinite(v.predicted, "predicted");
    assertFinite(v.normalPoint, "normalPoint");
    assertFinite(v.pathTarget, "pathTarget");
  }

  /** A vehicle at (x, y) already moving with velocity (vx, vy). */
  public static Vehicle moving(float x, float y, float vx, float vy) {
    Vehicle v = new Vehicle(x, y);
    v.velocity.set(vx, vy);
    return v;
  }
}
