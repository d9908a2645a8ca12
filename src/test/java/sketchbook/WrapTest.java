package sketchbook;

import org.junit.jupiter.api.Test;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;

class WrapTest {

  @Test
  void aVehiclePastAnEdgeComesBackOnTheOppositeSide() {
    Vehicle v = new Vehicle(805, -3);
    Wrap.around(v, 800, 600);
    // 805 − 800 = 5;  −3 + 600 = 597
    assertEquals(5, v.position.x, 1e-4);
    assertEquals(597, v.position.y, 1e-4);
  }

  @Test
  void aVehicleInsideStaysWhereItIs() {
    Vehicle v = new Vehicle(0, 599.5f);
    Wrap.around(v, 800, 600);
    assertEquals(0, v.position.x, 0);
    assertEquals(599.5f, v.position.y, 0);
  }

  @Test
  void farOutsideItWrapsAsManyTimesAsItTakes() {
    Vehicle v = new Vehicle(-1650, 1850);
    Wrap.around(v, 800, 600);
    // −1650 + 3 × 800 = 750;  1850 − 3 × 600 = 50
    assertEquals(750, v.position.x, 1e-3);
    assertEquals(50, v.position.y, 1e-3);
  }
}
