package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static steering.VectorAssert.assertAllFinite;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("FlowField: a grid of unit directions; Vehicle.follow desires the one underneath")
class FlowFieldTest {

  @Test
  @DisplayName("columns = ceil(width / resolution), rows = ceil(height / resolution)")
  void cellCounts() {
    FlowField even = new FlowField(400, 300, 20);
    assertEquals(20, even.columns());                // 400 / 20
    assertEquals(15, even.rows());                   // 300 / 20
    assertEquals(20, even.resolution());
    FlowField partial = new FlowField(405, 301, 20);
    assertEquals(21, partial.columns());             // ceil(20.25)
    assertEquals(16, partial.rows());                // ceil(15.05)
    FlowField small = new FlowField(5, 5, 20);
    assertEquals(1, small.columns());                // ceil(0.25): one cell
    assertEquals(1, small.rows());
  }

  @Test
  @DisplayName("a new field is all zero")
  void startsZero() {
    FlowField field = new FlowField(400, 300, 20);
    assertVec(0, 0, field.get(0, 0), "first cell");
    assertVec(0, 0, field.get(19, 14), "last cell");
    assertVec(0, 0, field.lookup(new PVector(210, 130)), "lookup");
  }

  @Test
  @DisplayName("set stores a unit copy; a zero direction stays zero; huge and tiny too")
  void setNormalizes() {
    FlowField field = new FlowField(400, 300, 20);
    PVector direction = new PVector(3, 4);
    field.set(1, 2, direction);
    assertVec(0.6f, 0.8f, field.get(1, 2), "unit");         // (3,4) / 5
    assertVec(3, 4, direction, "argument unchanged");
    direction.set(-100, 0);
    assertVec(0.6f, 0.8f, field.get(1, 2), "a copy was stored");
    field.set(1, 2, new PVector(0, 0));
    assertVec(0, 0, field.get(1, 2), "zero stays zero");
    field.set(2, 2, new PVector(3e30f, -4e30f));             // float square overflows
    assertVec(0.6f, -0.8f, field.get(2, 2), "huge");
    field.set(3, 2, new PVector(-3e-30f, 4e-30f));           // float square underflows
    assertVec(-0.6f, 0.8f, field.get(3, 2), "tiny");
  }

  @Test
  @DisplayName("lookup: column = floor(x / resolution), row = floor(y / resolution)")
  void lookupAtCellCorners() {
    FlowField field = new FlowField(400, 300, 20);
    field.set(1, 2, new PVector(1, 0));              // cell x 20..40, y 40..60
    assertVec(1, 0, field.lookup(new PVector(20, 40)), "top-left corner of cell (1,2)");
    assertVec(1, 0, field.lookup(new PVector(39.99f, 59.99f)), "just inside its far corner");
    assertVec(0, 0, field.lookup(new PVector(19.99f, 40)), "just left: cell (0,2)");
    assertVec(0, 0, field.lookup(new PVector(40, 40)), "next cell (2,2)");
    assertVec(0, 0, field.lookup(new PVector(20, 60)), "next row (1,3)");
  }

  @Test
  @DisplayName("lookup at the edges and outside uses the nearest edge cell")
  void lookupClamped() {
    FlowField field = new FlowField(400, 300, 20);
    field.set(0, 0, new PVector(1, 0));
    field.set(19, 14, new PVector(0, -1));
    field.set(19, 0, new PVector(-1, 0));
    assertVec(0, -1, field.lookup(new PVector(399.9f, 299.9f)), "last cell");
    assertVec(0, -1, field.lookup(new PVector(400, 300)), "the far edge: floor 20 -> 19, 15 -> 14");
    assertVec(0, -1, field.lookup(new PVector(1e30f, 1e30f)), "far outside");
    assertVec(1, 0, field.lookup(new PVector(-50, -50)), "before the start: (0,0)");
    assertVec(1, 0, field.lookup(new PVector(-1e30f, 0)), "far before");
    assertVec(-1, 0, field.lookup(new PVector(1e6f, -1)), "right of the top row: (19,0)");
  }

  @Test
  @DisplayName("a partial last cell covers the edge of an uneven size")
  void partialCell() {
    FlowField field = new FlowField(405, 301, 20);
    field.set(20, 15, new PVector(0, 2));
    assertVec(0, 1, field.lookup(new PVector(404, 300)), "cell (20,15)");  // floor 20.2, 15
  }

  @Test
  @DisplayName("lookup and get return copies: changing them leaves the field as it was")
  void copiesAreIndependent() {
    FlowField field = new FlowField(100, 100, 10);
    field.set(0, 0, new PVector(0, 1));
    PVector looked = field.lookup(new PVector(5, 5));
    looked.set(9, 9);
    PVector got = field.get(0, 0);
    got.mult(7);
    assertVec(0, 1, field.lookup(new PVector(5, 5)), "after changing the copies");
    assertVec(0, 1, field.get(0, 0), "get");
  }

  @Test
  @DisplayName("follow: desired = direction under the vehicle * maxspeed; steer")
  void vehicleFollows() {
    FlowField field = new FlowField(400, 300, 20);
    field.set(1, 2, new PVector(3, 4));              // stored (0.6, 0.8)
    Vehicle v = new Vehicle(25, 45);                 // in cell (1,2)
    PVector force = v.follow(field);
    assertVec(2.4f, 3.2f, v.desired, "desired");     // (0.6,0.8) * 4
    assertVec(0.06f, 0.08f, force, "force");         // limited to 0.1
    assertVec(0.06f, 0.08f, v.acceleration, "acceleration");
  }

  @Test
  @DisplayName("a zero cell desires zero: the vehicle brakes")
  void zeroCellBrakes() {
    FlowField field = new FlowField(400, 300, 20);
    Vehicle v = moving(25, 45, 0.05f, 0);
    v.follow(field);
    assertVec(0, 0, v.desired, "desired");
    assertVec(-0.05f, 0, v.steering, "steering");    // 0 - velocity, under maxforce
    v.update();
    assertVec(0, 0, v.velocity, "stopped");
    assertAllFinite(v);
  }
}
