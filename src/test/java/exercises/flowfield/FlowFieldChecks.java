package exercises.flowfield;

import exercises.CheckTimeout;
import exercises.Sentences;
import exercises.Sentences;
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
    assertWhole(2, lookup().column(45, field), "the column at x = 45 (45 / 20 = 2.25)");
    assertWhole(19, lookup().column(399.9f, field),
        "the column at x = 399.9 (399.9 / 20 = 19.995)");
    assertWhole(0, lookup().column(19.9f, field), "the column at x = 19.9 (19.9 / 20 = 0.995)");
  }

  @Test
  void theRowIsYOverTheResolutionRoundedDown() {
    FlowField field = window();
    assertWhole(2, lookup().row(45, field), "the row at y = 45 (45 / 20 = 2.25)");
    assertWhole(29, lookup().row(599, field), "the row at y = 599 (599 / 20 = 29.95)");
  }

  @Test
  void onACellsCornerTheCellIsTheOneRightOfAndBelowIt() {
    FlowField field = window();
    assertWhole(2, lookup().column(40, field), "the column at x = 40 (40 / 20 = 2 exactly)");
    assertWhole(3, lookup().row(60, field), "the row at y = 60 (60 / 20 = 3 exactly)");
    assertWhole(0, lookup().column(0, field), "the column at x = 0 (0 / 20 = 0)");
  }

  @Test
  void otherResolutions() {
    FlowField quarter = new FlowField(800, 600, 25);   // 32 × 24 cells
    assertWhole(1, lookup().column(49.99f, quarter),
        "the column at x = 49.99 (49.99 / 25 = 1.9996)");
    assertWhole(2, lookup().column(50, quarter), "the column at x = 50 (50 / 25 = 2)");
    assertWhole(3, lookup().row(75, quarter), "the row at y = 75 (75 / 25 = 3)");
    FlowField fine = new FlowField(800, 600, 7);        // ceil(800 / 7) = 115 columns
    assertWhole(100, lookup().column(700, fine), "the column at x = 700 (700 / 7 = 100)");
    assertWhole(114, lookup().column(799, fine), "the column at x = 799 (799 / 7 = 114.14)");
    assertWhole(85, lookup().row(599, fine), "the row at y = 599 (599 / 7 = 85.57, of 86 rows)");
  }

  @Test
  void leftOfOrAboveTheGridTheFirstCell() {
    FlowField field = window();
    assertWhole(0, lookup().column(-0.5f, field),
        "the column at x = -0.5 (floor(-0.025) = -1, clamped to 0)");
    assertWhole(0, lookup().column(-30, field),
        "the column at x = -30 (floor(-1.5) = -2, clamped to 0)");
    assertWhole(0, lookup().row(-100, field), "the row at y = -100 (floor(-5) = -5, clamped to 0)");
  }

  @Test
  void rightOfOrBelowTheGridTheLastCell() {
    FlowField field = window();
    assertWhole(39, lookup().column(800, field),
        "the column at x = 800 (800 / 20 = 40, clamped to 39)");
    assertWhole(39, lookup().column(5000, field), "the column at x = 5000 (250, clamped to 39)");
    assertWhole(29, lookup().row(600, field), "the row at y = 600 (30, clamped to 29)");
    assertWhole(29, lookup().row(1e6f, field), "the row at y = 1e6 (50000, clamped to 29)");
  }

  @Test
  void aLastPartialCellCounts() {
    FlowField field = new FlowField(810, 610, 20);   // ceil(40.5) = 41 columns, 31 rows
    assertWhole(40, lookup().column(805, field),
        "the column at x = 805 (805 / 20 = 40.25, the 41st column)");
    assertWhole(30, lookup().row(605, field),
        "the row at y = 605 (605 / 20 = 30.25, the 31st row)");
  }

  @Test
  void theDesiredVelocityIsTheCellsDirectionAtMaxspeed() {
    FlowField field = window();
    field.set(2, 1, new PVector(0, 1));
    field.set(3, 4, new PVector(3, 4));              // stored as (0.6, 0.8)
    Vehicle v = new Vehicle(50, 30);                   // cell (2, 1), maxspeed 4
    assertVector(0, 4, lookup().desiredVelocity(v, field),
        "the desired velocity (the cell's (0, 1) × maxspeed 4)");
    Vehicle slow = new Vehicle(45, 25);                // cell (2, 1)
    slow.maxspeed = 2.5f;
    assertVector(0, 2.5f, lookup().desiredVelocity(slow, field),
        "the desired velocity (the cell's (0, 1) × maxspeed 2.5)");
    Vehicle fast = new Vehicle(70, 90);                // cell (3, 4)
    fast.maxspeed = 5;
    assertVector(3, 4, lookup().desiredVelocity(fast, field),
        "the desired velocity (the cell's (0.6, 0.8) × maxspeed 5)");
  }

  @Test
  void offTheGridTheDesireComesFromTheNearestEdgeCell() {
    FlowField field = window();
    field.set(0, 29, new PVector(1, 0));
    Vehicle v = new Vehicle(-10, 700);                  // clamped to cell (0, 29)
    v.maxspeed = 3;
    assertVector(3, 0, lookup().desiredVelocity(v, field),
        "the desired velocity (the cell's (1, 0) × maxspeed 3)");
  }

  @Test
  void overAZeroCellTheDesireIsZero() {
    FlowField field = window();                         // every cell zero
    assertVector(0, 0, lookup().desiredVelocity(new Vehicle(300, 300), field),
        "the desired velocity over a cell of length zero");
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
    assertVector(50, 30, v.position, "the vehicle's position");
    assertVector(1, 2, v.velocity, "the vehicle's velocity");
    assertVector(0, 0, v.acceleration, "the acceleration (only the sketch steers)");
  }

  static void assertVector(float x, float y, PVector actual, String what) {
    Sentences.assertVector(x, y, actual, what, EPSILON);
  }

  static void assertWhole(int expected, int actual, String what) {
    Sentences.assertWhole(expected, actual, what);
  }
}
