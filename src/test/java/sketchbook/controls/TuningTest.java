package sketchbook.controls;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import steering.Vehicle;

/**
 * The [ ] factor: a press and a press back return every vehicle to its start; a sketch's own
 * speed for some of its vehicles and the factor agree (the factor scales the speed the sketch
 * set last, and the sketch's speed is scaled by the factor set so far).
 */
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

  @Test
  void aStartSetBySketchIsScaledByTheFactorNowAndAfterTheNextPress() {
    Vehicle hunter = moving(4, 0.1f);
    Vehicle prey = moving(2, 0.1f);
    List<Vehicle> both = List.of(hunter, prey);
    Tuning tuning = new Tuning();

    tuning.scale(both, 2, 1);   // maxspeed × 2: 8 and 4
    tuning.startMaxspeedAt(List.of(hunter), 3);

    assertEquals(6, hunter.maxspeed, SAME);   // its new start 3 × 2
    assertEquals(4, prey.maxspeed, SAME);
    tuning.scale(both, 1.5f, 1);   // × 3 in all: 3 × 3 and 2 × 3
    assertEquals(9, hunter.maxspeed, SAME);
    assertEquals(6, prey.maxspeed, SAME);
    assertEquals(0.1f, hunter.maxforce, SAME);
  }

  @Test
  void untunedTheSketchsSpeedIsTheSpeedAndTheFirstPressScalesIt() {
    Vehicle hunter = moving(4, 0.1f);
    Tuning tuning = new Tuning();

    tuning.startMaxspeedAt(List.of(hunter), 5);
    assertEquals(5, hunter.maxspeed, SAME);
    tuning.scale(List.of(hunter), Tuning.TUNING_STEP, Tuning.TUNING_STEP);

    assertEquals(6.25f, hunter.maxspeed, SAME);
    assertEquals(0.125f, hunter.maxforce, SAME);   // from its own start, 0.1
  }

  @Test
  void theSketchsSpeedStaysWithinTheBounds() {
    Vehicle hunter = moving(4, 0.1f);
    Tuning tuning = new Tuning();
    tuning.scale(List.of(hunter), 4, 1);   // 16

    tuning.startMaxspeedAt(List.of(hunter), 20);

    assertEquals(Tuning.MAX_MAXSPEED, hunter.maxspeed, SAME);   // 80, kept to 40
  }
}
