package sketchbook.controls;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import steering.Vehicle;

/** The [ ] factor: a press and a press back return every vehicle to its start. */
class TuningTest {

  /** Speeds agree to this (float rounding). */
  static final float SAME = 1e-5f;

  private static Vehicle moving(float maxspeed, float maxforce) {
    Vehicle v = new Vehicle(0, 0);
    v.maxspeed = maxspeed;
    v.maxforce = maxforce;
    return v;
  }

  @Test
  void aPressAndAPressBackReturnEveryVehicleToItsStart() {
    Vehicle v = moving(3, 0.1f);
    Tuning tuning = new Tuning();

    tuning.scale(List.of(v), Tuning.TUNING_STEP, 1);
    assertEquals(3.75f, v.maxspeed, SAME);
    tuning.scale(List.of(v), 1 / Tuning.TUNING_STEP, 1);

    assertEquals(1, tuning.factor(Tuning.SPEED), SAME);
    assertEquals(3, v.maxspeed, SAME);
  }
}
