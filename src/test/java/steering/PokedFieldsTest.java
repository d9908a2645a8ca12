package steering;

import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A learner sets a public field of a vehicle to something no vehicle can have; the next call
 * says which field, and what it was, before anything changes.
 */
@DisplayName("A vehicle's own fields set to bad values are named by the next call")
class PokedFieldsTest {

  private static final Path LINE = VehicleFollowTest.path(20, false, 0, 100, 400, 100);

  static Stream<Arguments> cases() {
    Consumer<Vehicle> positionNull = v -> v.position = null;
    Consumer<Vehicle> positionNaN = v -> v.position.set(Float.NaN, 0);
    Consumer<Vehicle> velocityNaN = v -> v.velocity.set(Float.NaN, Float.NaN);
    Consumer<Vehicle> velocityNull = v -> v.velocity = null;
    Consumer<Vehicle> accelerationInfinite = v -> v.acceleration.set(Float.POSITIVE_INFINITY, 0);
    return Stream.of(
        Arguments.of("position null, seek", positionNull,
            (Consumer<Vehicle>) v -> v.seek(new PVector(1, 1)), "position must not be null"),
        Arguments.of("position null, update", positionNull, (Consumer<Vehicle>) Vehicle::update,
            "position must not be null"),
        Arguments.of("position NaN, applyForce", positionNaN,
            (Consumer<Vehicle>) v -> v.applyForce(new PVector(1, 0)),
            "position must have finite coordinates, was (NaN, 0.0)"),
        Arguments.of("position NaN, follow", positionNaN,
            (Consumer<Vehicle>) v -> v.follow(LINE),
            "position must have finite coordinates, was (NaN, 0.0)"),
        Arguments.of("velocity NaN, seek", velocityNaN,
            (Consumer<Vehicle>) v -> v.seek(new PVector(1, 1)),
            "velocity must have finite coordinates, was (NaN, NaN)"),
        Arguments.of("velocity NaN, arrive", velocityNaN,
            (Consumer<Vehicle>) v -> v.arrive(new PVector(1, 1), 50),
            "velocity must have finite coordinates, was (NaN, NaN)"),
        Arguments.of("velocity null, update", velocityNull, (Consumer<Vehicle>) v -> v.update(2),
            "velocity must not be null"),
        Arguments.of("acceleration infinite, update", accelerationInfinite,
            (Consumer<Vehicle>) Vehicle::update,
            "acceleration must have finite coordinates, was (Infinity, 0.0)"),
        Arguments.of("acceleration infinite, seekWithoutSteering", accelerationInfinite,
            (Consumer<Vehicle>) v -> v.seekWithoutSteering(new PVector(1, 1)),
            "acceleration must have finite coordinates, was (Infinity, 0.0)"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void theFieldIsNamedAndNothingChanges(String name, Consumer<Vehicle> poke,
      Consumer<Vehicle> call, String message) {
    Vehicle v = new Vehicle(10, 20);
    v.velocity.set(1.5f, -0.5f);
    v.acceleration.set(0.01f, 0.02f);
    poke.accept(v);
    // compared as text: NaN is not equal to itself
    String position = String.valueOf(v.position);
    String velocity = String.valueOf(v.velocity);
    String acceleration = String.valueOf(v.acceleration);
    String steering = String.valueOf(v.steering);

    IllegalStateException e = assertThrows(IllegalStateException.class, () -> call.accept(v));
    assertEquals(message, e.getMessage());
    assertEquals(position, String.valueOf(v.position), "position");
    assertEquals(velocity, String.valueOf(v.velocity), "velocity");
    assertEquals(acceleration, String.valueOf(v.acceleration), "acceleration");
    assertEquals(steering, String.valueOf(v.steering), "steering");
  }
}
