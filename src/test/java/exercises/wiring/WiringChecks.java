package exercises.wiring;

import exercises.CheckTimeout;
import exercises.Sentences;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import processing.core.PVector;
import steering.SensorsAndWheels;
import steering.SensorsAndWheels.Sides;
import steering.Vehicle;
import steering.Wiring;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a correct wiring does, checked on its behaviour: each wheel's speed for the four
 * wirings, and the four vehicles it makes when they drive by it. {@link WiringCheck} runs these
 * against the learner's {@link Wires}; {@link WiringSolutionTest} against the reference
 * solution.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class WiringChecks {

  static final float EPSILON = 1e-4f;
  /** One light, ahead and to the right of a vehicle at (250, 260) going +x at 2 px a frame. */
  static final PVector LIGHT = new PVector(400, 300);
  static final int FRAMES = 300;

  /** The implementation under check. */
  abstract Wires wires();

  @Test
  void fearDrivesEachWheelFromItsOwnSide() {
    // straight, excitatory: 4 × 0.5 on the brighter side, 4 × 0.25 on the other
    assertWheel(2, 0.5f, 0.25f, Wiring.FEAR, 4);
    assertWheel(1, 0.25f, 0.5f, Wiring.FEAR, 4);
  }

  @Test
  void aggressionCrossesTheWires() {
    // crossed, excitatory: the wheel takes the other side's reading
    assertWheel(1, 0.5f, 0.25f, Wiring.AGGRESSION, 4);
    assertWheel(2, 0.25f, 0.5f, Wiring.AGGRESSION, 4);
  }

  @Test
  void loveSlowsEachWheelWithItsOwnSidesLight() {
    // straight, inhibitory: 4 − 4 × 0.5 and 4 − 4 × 0.25
    assertWheel(2, 0.5f, 0.25f, Wiring.LOVE, 4);
    assertWheel(3, 0.25f, 0.5f, Wiring.LOVE, 4);
  }

  @Test
  void theExplorerIsCrossedAndSlowed() {
    // crossed, inhibitory: 4 − 4 × the other side's reading
    assertWheel(3, 0.5f, 0.25f, Wiring.EXPLORER, 4);
    assertWheel(2, 0.25f, 0.5f, Wiring.EXPLORER, 4);
  }

  @Test
  void theSpeedsScaleWithTheVehiclesMaxspeed() {
    assertWheel(1.5f, 0.2f, 0.6f, Wiring.AGGRESSION, 2.5f);   // 2.5 × 0.6
    assertWheel(2, 0.2f, 0.6f, Wiring.LOVE, 2.5f);   // 2.5 − 2.5 × 0.2
    assertWheel(1, 0.2f, 0.6f, Wiring.EXPLORER, 2.5f);   // 2.5 − 2.5 × 0.6
  }

  @Test
  void aWheelIsNeverFasterThanMaxspeedNorTurnsBackwards() {
    // two lights close by read more than 1: 4 × 1.5 is kept to 4, 4 − 4 × 1.5 to 0
    assertWheel(4, 1.5f, 0.1f, Wiring.FEAR, 4);
    assertWheel(4, 0.1f, 1.5f, Wiring.AGGRESSION, 4);
    assertWheel(0, 1.5f, 0.1f, Wiring.LOVE, 4);
    assertWheel(0, 0.1f, 1.5f, Wiring.EXPLORER, 4);
  }

  @Test
  void inTheDarkExcitatoryWheelsStandAndInhibitoryOnesRunFlatOut() {
    assertWheel(0, 0, 0, Wiring.FEAR, 4);
    assertWheel(0, 0, 0, Wiring.AGGRESSION, 4);
    assertWheel(4, 0, 0, Wiring.LOVE, 4);
    assertWheel(4, 0, 0, Wiring.EXPLORER, 4);
  }

  @Test
  void steeredByItTheFourVehiclesDoWhatBraitenbergSaid() {
    // measured with the reference solution: fear and explorer never come within 80 px of the
    // light; aggression passes within 11 px; love comes to rest 19 px from it
    float fear = run(Wiring.FEAR).nearest;
    assertTrue(fear > 60, "Fear (2a) came within " + fear
        + " px of the light; it should turn away and keep more than 60 px off.");
    float explorer = run(Wiring.EXPLORER).nearest;
    assertTrue(explorer > 60, "The explorer (3b) came within " + explorer
        + " px of the light; it should turn away and keep more than 60 px off.");
    float aggression = run(Wiring.AGGRESSION).nearest;
    assertTrue(aggression < 15, "Aggression (2b) came no nearer than " + aggression
        + " px to the light; it should turn towards it and pass within 15 px.");
    Run love = run(Wiring.LOVE);
    assertTrue(love.last < 25 && love.speed < 0.1f, "Love (3a) ended " + love.last
        + " px from the light at " + love.speed + " px a frame; it should come to rest within"
        + " 25 px of it, slower than 0.1 px a frame.");
  }

  record Run(float nearest, float last, float speed) {
  }

  /** A vehicle going +x at 2 px a frame, with the light ahead and to its right, for 300 frames. */
  Run run(Wiring wiring) {
    Vehicle v = new Vehicle(250, 260);
    v.velocity.set(2, 0);
    v.maxforce = 0.2f;
    float nearest = Float.POSITIVE_INFINITY;
    for (int frame = 0; frame < FRAMES; frame++) {
      Sides readings = SensorsAndWheels.readings(v, List.of(LIGHT), SensorsAndWheels.FALLOFF);
      Sides wheels = new Sides(
          wires().wheel(readings.left(), readings.right(), wiring, v.maxspeed),
          wires().wheel(readings.right(), readings.left(), wiring, v.maxspeed));
      v.steer(SensorsAndWheels.desiredVelocity(v, wheels));
      v.update();
      nearest = Math.min(nearest, PVector.dist(v.position, LIGHT));
    }
    return new Run(nearest, PVector.dist(v.position, LIGHT), v.velocity.mag());
  }

  void assertWheel(float expected, float ownSide, float otherSide, Wiring wiring,
      float maxspeed) {
    Sentences.assertNumber(expected, wires().wheel(ownSide, otherSide, wiring, maxspeed),
        "the speed of a wheel of " + wiring.number + " " + wiring.feeling + " with " + ownSide
            + " read on its own side, " + otherSide + " on the other and maxspeed " + maxspeed,
        EPSILON);
  }
}
