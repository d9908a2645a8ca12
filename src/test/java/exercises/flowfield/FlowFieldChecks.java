package exercises.flowfield;

import exercises.CheckTimeout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import processing.core.PVector;
import steering.FlowField;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What a correct flow-field lookup does, checked on its values. {@link FlowFieldCheck} runs
 * these against the learner's {@link FieldLookup}; {@link FlowFieldSolutionTest} against the
 * reference solution.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class FlowFieldChecks {

  static final float EPSILON = 1e-4f;

  /** The implementation under check. */
  abstract FieldLookup lookup();

  /** 800 × 600 at resolution 20: 40 columns, 30 rows. */
  private static FlowField window() {
    return new FlowField(800, 600, 20);
  }

  @Test
  void theColumnIsXOverTheResolutionRoundedDown() {
    FlowField field = window();
    assertEquals(2, lookup().column(45, field), "45 / 20 = 2.25");
    assertEquals(19, lookup().column(399.9f, field), "399.9 / 20 = 19.995");
    assertEquals(0, lookup().column(19.9f, field), "19.9 / 20 = 0.995");
  }

  @Test
  void theRowIsYOverTheResolutionRoundedDown() {
    FlowField field = window();
    assertEquals(2, lookup().row(45, field), "45 / 20 = 2.25");
    assertEquals(29, lookup().row(599, field), "599 / 20 = 29.95");
  }

  @Test
  void onACellsCornerTheCellIsTheOneRightOfAndBelowIt() {
    FlowField field = window();
    assertEquals(2, lookup().column(40, field), "40 / 20 = 2 exactly");
    assertEquals(3, lookup().row(60, field), "60 / 20 = 3 exactly");
    assertEquals(0, lookup().column(0, field), "0 / 20 = 0");
  }

  @Test
  void otherResolutions() {
    FlowField quarter = new FlowField(800, 600, 25);   // 32 × 24 cells
    assertEquals(1, lookup().column(49.99f, quarter), "49.99 / 25 = 1.9996");
    assertEquals(2, lookup().column(50, quarter), "50 / 25 = 2");
    assertEquals(3, lookup().row(75, quarter), "75 / 25 = 3");
    FlowField fine = new FlowField(800, 600, 7);        // ceil(800 / 7) = 115 columns
    assertEquals(100, lookup().column(700, fine), "700 / 7 = 100");
    assertEquals(114, lookup().column(799, fine), "799 / 7 = 114.14");
    assertEquals(85, lookup().row(599, fine), "599 / 7 = 85.57, of 86 rows");
  }

  @Test
  void leftOfOrAboveTheGridTheFirstCell() {
    FlowField field = window();
    assertEquals(0, lookup().column(-0.5f, field), "floor(-0.025) = -1, clamped to 0");
    assertEquals(0, lookup().column(-30, field), "floor(-1.5) = -2, clamped to 0");
    assertEquals(0, lookup().row(-100, field), "floor(-5) = -5, clamped to 0");
  }

  @Test
  void rightOfOrBelowTheGridTheLastCell() {
    FlowField field = window();
    assertEquals(39, lookup().column(800, field), "800 / 20 = 40, clamped to 39");
    assertEquals(39, lookup().column(5000, field), "250, clamped to 39");
    assertEquals(29, lookup().row(600, field), "30, clamped to 29");
    assertEquals(29, lookup().row(1e6f, field), "50000, clamped to 29");
  }

  @Test
  void aLastPartialCellCounts() {
    FlowField field = new FlowField(810, 610, 20);   // ceil(40.5) = 41 columns, 31 rows
    assertEquals(40, lookup().column(805, field), "805 / 20 = 40.25, the 41st column");
    assertEquals(30, lookup().row(605, field), "605 / 20 = 30.25, the 31st row");
  }

  @Test
  void theDesiredVelocityIsTheCellsDirectionAtMaxspeed() {
    FlowField field = window();
    field.set(2, 1, new PVector(0, 1));
    field.set(3, 4, new PVector(3, 4));              // stored as (0.6, 0.8)
    Vehicle v = new Vehicle(50, 30);                   // cell (2, 1), maxspeed 4
    assertVector(0, 4, lookup().desiredVelocity(v, field), "(0, 1) × 4");
    Vehicle slow = new Vehicle(45, 25);                // cell (2, 1)
    slow.maxspeed = 2.5f;
    assertVector(0, 2.5f, lookup().desiredVelocity(slow, field), "(0, 1) × 2.5");
    Vehicle fast = new Vehicle(70, 90);                // cell (3, 4)
    fast.maxspeed = 5;
    assertVector(3, 4, lookup().desiredVelocity(fast, field), "(0.6, 0.8) × 5");
  }

  @Test
  void offTheGridTheDesireComesFromTheNearestEdgeCell() {
    FlowField field = window();
    field.set(0, 29, new PVector(1, 0));
    Vehicle v = new Vehicle(-10, 700);                  // clamped to cell (0, 29)
    v.maxspeed = 3;
    assertVector(3, 0, lookup().desiredVelocity(v, field), "(1, 0) × 3");
  }

  @Test
  void overAZeroCellTheDesireIsZero() {
    FlowField field = window();                         // every cell zero
    assertVector(0, 0, lookup().desiredVelocity(new Vehicle(300, 300), field), "zero cell");
  }

  @Test
  void neitherTheVehicleNorTheFieldIsChanged() {
    FlowField field = window();
    field.set(2, 1, new PVector(0, 1));
    Vehicle v = new Vehicle(50, 30);
    v.velocity.set(1, 2);
    PVector desired = lookup().desiredVelocity(v, field);
    desired.set(100, 100);                              // the caller may change its copy
    assertVector(0, 1, field.get(2, 1), "the field's cell");
    assertVector(50, 30, v.position, "position");
    assertVector(1, 2, v.velocity, "velocity");
    assertVector(0, 0, v.acceleration, "acceleration (only the sketch steers)");
  }

  static void assertVector(float x, float y, PVector actual, String what) {
    assertEquals(x, actual.x, EPSILON, what + ".x of " + actual);
    assertEquals(y, actual.y, EPSILON, what + ".y of " + actual);
  }
}
