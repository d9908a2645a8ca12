package steering;

import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each bad input throws the documented exception type, with a message naming the parameter,
 * and leaves the vehicle exactly as it was.
 */
@DisplayName("Bad input is rejected before anything changes")
class BadInputTest {

  private static final PVector OK_TARGET = new PVector(100, 0);
  private static final Path LINE = VehicleFollowTest.path(20, false, 0, 100, 400, 100);

  private static Arguments bad(String name, Consumer<Vehicle> setup, Consumer<Vehicle> call,
                               Class<? extends RuntimeException> type, String word) {
    return Arguments.of(name, setup, call, type, word);
  }

  static Stream<Arguments> cases() {
    Consumer<Vehicle> none = v -> { };
    Consumer<Vehicle> massZero = v -> v.mass = 0;
    Consumer<Vehicle> massNegative = v -> v.mass = -2;
    Consumer<Vehicle> massNaN = v -> v.mass = Float.NaN;
    Consumer<Vehicle> speedNegative = v -> v.maxspeed = -1;
    Consumer<Vehicle> speedNaN = v -> v.maxspeed = Float.NaN;
    Consumer<Vehicle> forceNegative = v -> v.maxforce = -0.1f;
    Consumer<Vehicle> forceInfinite = v -> v.maxforce = Float.POSITIVE_INFINITY;
    Class<IllegalArgumentException> arg = IllegalArgumentException.class;
    Class<IllegalStateException> state = IllegalStateException.class;
    return Stream.of(
        bad("mass 0, applyForce", massZero, v -> v.applyForce(new PVector(1, 1)), arg, "mass"),
        bad("mass -2, applyForce", massNegative, v -> v.applyForce(new PVector(1, 1)), arg, "mass"),
        bad("mass 0, seek", massZero, v -> v.seek(OK_TARGET), state, "mass"),
        bad("mass NaN, arrive", massNaN, v -> v.arrive(OK_TARGET, 50), state, "mass"),
        bad("mass -2, update", massNegative, Vehicle::update, state, "mass"),
        bad("mass 0, follow", massZero, v -> v.follow(LINE), state, "mass"),
        bad("maxspeed -1, seek", speedNegative, v -> v.seek(OK_TARGET), state, "maxspeed"),
        bad("maxspeed -1, update", speedNegative, Vehicle::update, state, "maxspeed"),
        bad("maxspeed NaN, follow", speedNaN, v -> v.follow(LINE), state, "maxspeed"),
        bad("maxforce -0.1, seek", forceNegative, v -> v.seek(OK_TARGET), state, "maxforce"),
        bad("maxforce -0.1, arrive", forceNegative, v -> v.arrive(OK_TARGET, 50), state, "maxforce"),
        bad("maxforce infinite, update", forceInfinite, v -> v.update(), state, "maxforce"),
        bad("arrive radius 0", none, v -> v.arrive(OK_TARGET, 0), arg, "radius"),
        bad("arrive radius -5", none, v -> v.arrive(OK_TARGET, -5), arg, "radius"),
        bad("arrive radius NaN", none, v -> v.arrive(OK_TARGET, Float.NaN), arg, "radius"),
        bad("seek null target", none, v -> v.seek(null), arg, "target"),
        bad("seek NaN target", none, v -> v.seek(new PVector(Float.NaN, 0)), arg, "target"),
        bad("seek infinite target", none,
            v -> v.seek(new PVector(0, Float.NEGATIVE_INFINITY)), arg, "target"),
        bad("seekWithoutSteering null target", none, v -> v.seekWithoutSteering(null), arg, "target"),
        bad("seekWithoutSteering, maxspeed -1", speedNegative,
            v -> v.seekWithoutSteering(OK_TARGET), state, "maxspeed"),
        bad("arrive null target", none, v -> v.arrive(null, 50), arg, "target"),
        bad("arrive infinite target", none,
            v -> v.arrive(new PVector(Float.POSITIVE_INFINITY, 0), 50), arg, "target"),
        bad("applyForce NaN", none, v -> v.applyForce(new PVector(Float.NaN, 1)), arg, "force"),
        bad("applyForce null", none, v -> v.applyForce(null), arg, "force"),
        bad("follow null path", none, v -> v.follow((Path) null), arg, "path"),
        bad("update(0)", none, v -> v.update(0), arg, "dt"),
        bad("update(-1)", none, v -> v.update(-1), arg, "dt"),
        bad("update(NaN)", none, v -> v.update(Float.NaN), arg, "dt"),
        bad("update(infinity)", none, v -> v.update(Float.POSITIVE_INFINITY), arg, "dt"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  @DisplayName("throws, names the problem, changes nothing")
  void rejected(String name, Consumer<Vehicle> setup, Consumer<Vehicle> call,
                Class<? extends RuntimeException> type, String word) {
    Vehicle v = new Vehicle(10, 20);
    v.velocity.set(1.5f, -0.5f);
    v.acceleration.set(0.01f, 0.02f);
    v.desired.set(3, 3);
    v.steering.set(0.05f, 0.05f);
    setup.accept(v);
    PVector position = v.position.copy();
    PVector velocity = v.velocity.copy();
    PVector acceleration = v.acceleration.copy();
    PVector desired = v.desired.copy();
    PVector steering = v.steering.copy();

    RuntimeException e = assertThrows(type, () -> call.accept(v));
    assertEquals(type, e.getClass());
    assertTrue(e.getMessage().contains(word), "message should name " + word + ": " + e.getMessage());
    assertEquals(position, v.position, "position");
    assertEquals(velocity, v.velocity, "velocity");
    assertEquals(acceleration, v.acceleration, "acceleration");
    assertEquals(desired, v.desired, "desired");
    assertEquals(steering, v.steering, "steering");
  }

  @Test
  @DisplayName("new Path(-1) and new Path(NaN) name the radius")
  void negativePathRadius() {
    for (float r : new float[] {-1, Float.NaN, Float.NEGATIVE_INFINITY}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> new Path(r));
      assertTrue(e.getMessage().contains("radius"), e.getMessage());
    }
  }

  @Test
  @DisplayName("Path.addPoint rejects NaN and infinity and keeps its points")
  void badPathPoint() {
    Path path = new Path(20);
    path.addPoint(1, 2);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> path.addPoint(Float.NaN, 0));
    assertTrue(e.getMessage().contains("x"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> path.addPoint(0, Float.POSITIVE_INFINITY));
    assertTrue(e.getMessage().contains("y"), e.getMessage());
    assertEquals(1, path.points.size());
  }

  @Test
  @DisplayName("new Vehicle with a NaN coordinate is rejected")
  void badVehicleStart() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> new Vehicle(Float.NaN, 0));
    assertTrue(e.getMessage().contains("x"), e.getMessage());
  }
}
