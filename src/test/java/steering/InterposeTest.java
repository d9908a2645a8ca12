package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("interpose: arrive at the midpoint of both vehicles predicted T frames ahead")
class InterposeTest {

  @Test
  @DisplayName("T = distance to the midpoint / maxspeed; the predicted midpoint; arrive there")
  void predictedMidpoint() {
    Vehicle a = moving(0, 0, 1, 0);
    Vehicle b = moving(100, 0, 0, 2);
    Vehicle self = new Vehicle(50, 40);   // maxspeed 4
    assertVec(50, 0, Interpose.midpoint(a, b), "midpoint now");
    assertEquals(10, Interpose.lookAhead(self, a, b), 1e-5f);   // 40 / 4
    // a at (0,0) + (1,0) × 10 = (10,0); b at (100,0) + (0,2) × 10 = (100,20)
    assertVec(55, 10, Interpose.predictedMidpoint(self, a, b), "predicted midpoint");
    PVector force = self.interpose(a, b);
    // (5,−30) is 30.4 px, inside the slowing radius 50: desired = (5,−30) × 4 / 50
    assertVec(0.4f, -2.4f, self.desired, "desired");
    assertVec(0.0164399f, -0.0986394f, force, "force");   // (0.4,−2.4) limited to 0.1
  }

  @Test
  @DisplayName("far off it goes at maxspeed towards the predicted midpoint")
  void farAwayFullSpeed() {
    Vehicle a = moving(0, 0, 0, 1);
    Vehicle b = moving(200, 0, 0, 1);
    Vehicle self = new Vehicle(100, -200);   // 200 px from (100,0): T = 50
    Interpose.interpose(self, a, b);
    // both predicted 50 px down: midpoint (100,50), 250 px straight down
    assertVec(0, 4, self.desired, "desired");
  }

  @Test
  @DisplayName("maxspeed 0: T is 0, the midpoint now; vehicles at rest: the midpoint now")
  void noLookAhead() {
    Vehicle a = moving(0, 0, 3, 0);
    Vehicle b = moving(100, 60, 0, -3);
    Vehicle still = new Vehicle(0, 100);
    still.maxspeed = 0;
    assertEquals(0, Interpose.lookAhead(still, a, b));
    assertVec(50, 30, Interpose.predictedMidpoint(still, a, b), "midpoint, T = 0");
    Vehicle self = new Vehicle(0, 100);
    assertVec(50, 30, Interpose.predictedMidpoint(self, new Vehicle(0, 0),
        new Vehicle(100, 60)), "midpoint of two at rest");
  }

  @Test
  @DisplayName("a missing or broken vehicle is refused, named, and nothing changes")
  void refusals() {
    Vehicle self = moving(10, 10, 1, 0);
    Vehicle a = new Vehicle(0, 0);
    String before = Refusals.state(self);
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> self.interpose(null, a)).getMessage().contains("a must not be null"));
    a.velocity.y = Float.NaN;
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> self.interpose(new Vehicle(0, 0), a)).getMessage().contains("b.velocity"));
    assertEquals(before, Refusals.state(self));
    self.maxspeed = -1;
    assertThrows(IllegalStateException.class,
        () -> self.interpose(new Vehicle(0, 0), new Vehicle(1, 1)));
  }
}
