package steering;

import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Flee, pursue, evade, wander, stayWithin and follow(FlowField) reject bad input with the
 * documented exception, naming the parameter, before anything changes: every field of the
 * vehicle (and its wander state) is compared before and after.
 */
@DisplayName("Bad input to the chapter's behaviors is rejected before anything changes")
class ChapterBadInputTest {

  private static final PVector OK = new PVector(100, 0);
  private static final Walls WALLS = Walls.window(400, 300, 50);
  private static final FlowField FIELD = new FlowField(400, 300, 20);
  private static final float NAN = Float.NaN;
  private static final float INF = Float.POSITIVE_INFINITY;

  private static Arguments bad(String name, Consumer<Vehicle> setup, Consumer<Vehicle> call,
                               Class<? extends RuntimeException> type, String word) {
    return Arguments.of(name, setup, call, type, word);
  }

  /** A quarry or pursuer at (200, 0), moving at (1, 1), then changed by {@code change}. */
  private static Vehicle other(Consumer<Vehicle> change) {
    Vehicle other = VectorAssert.moving(200, 0, 1, 1);
    change.accept(other);
    return other;
  }

  static Stream<Arguments> cases() {
    Consumer<Vehicle> none = v -> { };
    Consumer<Vehicle> massZero = v -> v.mass = 0;
    Consumer<Vehicle> speedNegative = v -> v.maxspeed = -1;
    Consumer<Vehicle> speedNaN = v -> v.maxspeed = NAN;
    Consumer<Vehicle> forceNaN = v -> v.maxforce = NAN;
    Class<IllegalArgumentException> arg = IllegalArgumentException.class;
    Class<IllegalStateException> state = IllegalStateException.class;
    Vehicle nanPosition = other(o -> o.position.x = NAN);
    Vehicle infiniteVelocity = other(o -> o.velocity.y = -INF);
    Vehicle nullVelocity = other(o -> o.velocity = null);
    Vehicle ok = other(o -> { });
    return Stream.of(
        bad("flee null target", none, v -> v.flee(null), arg, "target"),
        bad("flee NaN target", none, v -> v.flee(new PVector(NAN, 0)), arg, "target"),
        bad("flee infinite target", none, v -> v.flee(new PVector(0, INF)), arg, "target"),
        bad("flee, mass 0", massZero, v -> v.flee(OK), state, "mass"),
        bad("flee panic, null target", none, v -> v.flee(null, 50), arg, "target"),
        bad("flee panic 0", none, v -> v.flee(OK, 0), arg, "panicDistance"),
        bad("flee panic -1", none, v -> v.flee(OK, -1), arg, "panicDistance"),
        bad("flee panic NaN", none, v -> v.flee(OK, NAN), arg, "panicDistance"),
        bad("flee panic infinite", none, v -> v.flee(OK, INF), arg, "panicDistance"),
        bad("flee panic, maxspeed -1", speedNegative, v -> v.flee(OK, 500), state, "maxspeed"),
        bad("pursue null", none, v -> v.pursue(null), arg, "quarry"),
        bad("pursue NaN position", none, v -> v.pursue(nanPosition), arg, "quarry.position"),
        bad("pursue infinite velocity", none,
            v -> v.pursue(infiniteVelocity), arg, "quarry.velocity"),
        bad("pursue null velocity", none, v -> v.pursue(nullVelocity), arg, "quarry.velocity"),
        bad("pursue, maxspeed -1", speedNegative, v -> v.pursue(ok), state, "maxspeed"),
        bad("pursue, maxspeed NaN", speedNaN, v -> v.pursue(ok), state, "maxspeed"),
        bad("pursue frames null quarry", none, v -> v.pursue(null, 10), arg, "quarry"),
        bad("pursue frames -1", none, v -> v.pursue(ok, -1), arg, "frames"),
        bad("pursue frames NaN", none, v -> v.pursue(ok, NAN), arg, "frames"),
        bad("pursue frames infinite", none, v -> v.pursue(ok, INF), arg, "frames"),
        bad("pursue frames, mass 0", massZero, v -> v.pursue(ok, 10), state, "mass"),
        bad("evade null", none, v -> v.evade(null), arg, "pursuer"),
        bad("evade NaN position", none, v -> v.evade(nanPosition), arg, "pursuer.position"),
        bad("evade, maxforce NaN", forceNaN, v -> v.evade(ok), state, "maxforce"),
        bad("evade frames null", none, v -> v.evade(null, 10), arg, "pursuer"),
        bad("evade frames -1", none, v -> v.evade(ok, -1), arg, "frames"),
        bad("evade frames infinite velocity", none,
            v -> v.evade(infiniteVelocity, 10), arg, "pursuer.velocity"),
        bad("wander, mass 0", massZero, Vehicle::wander, state, "mass"),
        bad("wander, maxforce NaN", forceNaN, Vehicle::wander, state, "maxforce"),
        bad("wanderWith null", none, v -> v.wanderWith(null), arg, "random"),
        bad("stayWithin null", none, v -> v.stayWithin(null), arg, "walls"),
        bad("stayWithin, mass 0", massZero, v -> v.stayWithin(WALLS), state, "mass"),
        bad("stayWithin, maxspeed NaN", speedNaN, v -> v.stayWithin(WALLS), state, "maxspeed"),
        bad("follow null field", none, v -> v.follow((FlowField) null), arg, "field"),
        bad("follow field, maxspeed -1", speedNegative, v -> v.follow(FIELD), state, "maxspeed"),
        bad("follow field, mass 0", massZero, v -> v.follow(FIELD), state, "mass"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  @DisplayName("throws, names the problem, changes nothing")
  void rejected(String name, Consumer<Vehicle> setup, Consumer<Vehicle> call,
                Class<? extends RuntimeException> type, String word) {
    WanderTest.Steps steps = new WanderTest.Steps(0.75f);
    Vehicle v = VectorAssert.moving(10, 20, 1.5f, -0.5f);
    v.wanderWith(steps);
    v.wander();                                      // a wander state with angle 0.15
    v.acceleration.set(0.01f, 0.02f);
    v.desired.set(3, 3);
    v.steering.set(0.05f, 0.05f);
    v.predicted.set(1, 2);
    v.normalPoint.set(3, 4);
    v.pathTarget.set(5, 6);
    setup.accept(v);
    List<Object> before = fields(v);
    int stepsUsed = steps.used();

    RuntimeException e = assertThrows(type, () -> call.accept(v));
    assertEquals(type, e.getClass());
    assertTrue(e.getMessage().contains(word), "message should name " + word + ": " + e.getMessage());
    assertEquals(before, fields(v), "vehicle fields");
    assertEquals(stepsUsed, steps.used(), "no random step taken");
  }

  /** Every field of the vehicle and its wander state, copied. */
  private static List<Object> fields(Vehicle v) {
    Wander w = v.wanderState();
    return List.of(v.position.copy(), v.velocity.copy(), v.acceleration.copy(),
        v.desired.copy(), v.steering.copy(), v.predicted.copy(), v.normalPoint.copy(),
        v.pathTarget.copy(), v.steeringToPath, v.hasPathTarget, v.maxspeed, v.maxforce, v.mass,
        v.r, w, w.angle(), w.center(), w.target());
  }

  static Stream<Arguments> constructors() {
    Class<IllegalArgumentException> arg = IllegalArgumentException.class;
    return Stream.of(
        Arguments.of("resolution 0", (Executable) () -> new FlowField(400, 300, 0), "resolution"),
        Arguments.of("resolution -1", (Executable) () -> new FlowField(400, 300, -1), "resolution"),
        Arguments.of("resolution NaN", (Executable) () -> new FlowField(400, 300, NAN), "resolution"),
        Arguments.of("resolution infinite",
            (Executable) () -> new FlowField(400, 300, INF), "resolution"),
        Arguments.of("width 0: an empty field", (Executable) () -> new FlowField(0, 300, 20), "width"),
        Arguments.of("width -1", (Executable) () -> new FlowField(-1, 300, 20), "width"),
        Arguments.of("height 0: an empty field",
            (Executable) () -> new FlowField(400, 0, 20), "height"),
        Arguments.of("height NaN", (Executable) () -> new FlowField(400, NAN, 20), "height"),
        // 10000 × 10000 cells = 1e8, more than MAX_CELLS (4.2 million)
        Arguments.of("too many cells", (Executable) () -> new FlowField(1000, 1000, 0.1f), "MAX_CELLS"),
        Arguments.of("too many cells, huge", (Executable) () -> new FlowField(1e30f, 1e30f, 1),
            "MAX_CELLS"),
        Arguments.of("walls left NaN", (Executable) () -> new Walls(NAN, 0, 400, 300, 10), "left"),
        Arguments.of("walls bottom infinite",
            (Executable) () -> new Walls(0, 0, 400, INF, 10), "bottom"),
        Arguments.of("walls right = left", (Executable) () -> new Walls(5, 0, 5, 300, 1), "right"),
        Arguments.of("walls bottom < top",
            (Executable) () -> new Walls(0, 300, 400, 0, 10), "bottom"),
        Arguments.of("walls margin -1", (Executable) () -> new Walls(0, 0, 400, 300, -1), "margin"),
        Arguments.of("walls margin NaN", (Executable) () -> new Walls(0, 0, 400, 300, NAN), "margin"),
        Arguments.of("walls margin half the height",
            (Executable) () -> new Walls(0, 0, 400, 300, 150), "margin"),
        Arguments.of("walls margin past half the width",
            (Executable) () -> Walls.window(100, 300, 60), "margin"),
        Arguments.of("Wander(null)", (Executable) () -> new Wander(null), "random"),
        Arguments.of("futurePosition(null, 10)",
            (Executable) () -> Pursuit.futurePosition(null, 10), "other"),
        Arguments.of("futurePosition(v, NaN)",
            (Executable) () -> Pursuit.futurePosition(new Vehicle(0, 0), NAN), "frames"),
        Arguments.of("lookAhead(null, v)",
            (Executable) () -> Pursuit.lookAhead(null, new Vehicle(0, 0)), "self"),
        Arguments.of("lookAhead(v, null)",
            (Executable) () -> Pursuit.lookAhead(new Vehicle(0, 0), null), "other"))
        .map(a -> Arguments.of(a.get()[0], a.get()[1], a.get()[2], arg));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("constructors")
  @DisplayName("constructors and predictions name the bad parameter")
  void badConstruction(String name, Executable call, String word,
                       Class<? extends RuntimeException> type) {
    RuntimeException e = assertThrows(type, call);
    assertTrue(e.getMessage().contains(word), "message should name " + word + ": " + e.getMessage());
  }

  @Test
  @DisplayName("a bad set or lookup names its parameter and leaves the field as it was")
  void badFieldAccess() {
    FlowField field = new FlowField(400, 300, 20);
    field.set(0, 0, new PVector(0, 1));
    field.set(19, 14, new PVector(1, 0));
    List<Executable> calls = List.of(
        () -> field.set(-1, 0, new PVector(1, 1)),
        () -> field.set(20, 0, new PVector(1, 1)),          // columns are 0..19
        () -> field.set(0, -1, new PVector(1, 1)),
        () -> field.set(0, 15, new PVector(1, 1)),          // rows are 0..14
        () -> field.set(0, 0, null),
        () -> field.set(0, 0, new PVector(NAN, 1)),
        () -> field.set(19, 14, new PVector(1, INF)),
        () -> field.get(20, 0),
        () -> field.lookup(null),
        () -> field.lookup(new PVector(NAN, 5)));
    String[] words = {"column", "column", "row", "row", "direction", "direction", "direction",
        "column", "position", "position"};
    for (int i = 0; i < calls.size(); i++) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, calls.get(i));
      assertTrue(e.getMessage().contains(words[i]), words[i] + ": " + e.getMessage());
      assertEquals(new PVector(0, 1), field.get(0, 0), "cell (0,0) after call " + i);
      assertEquals(new PVector(1, 0), field.get(19, 14), "cell (19,14) after call " + i);
    }
  }

  @Test
  @DisplayName("a vehicle whose own position is NaN is told so by follow(field)")
  void nanPositionInField() {
    Vehicle v = new Vehicle(0, 0);
    v.position.x = NAN;   // a field of the vehicle's own: named as its state
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> v.follow(FIELD));
    assertTrue(e.getMessage().contains("position"), e.getMessage());
    assertTrue(v.acceleration.x == 0 && v.acceleration.y == 0, "nothing applied");
  }

  @Test
  @DisplayName("wanderWith(null) keeps the old wander state")
  void wanderWithNullKeepsState() {
    Vehicle v = new Vehicle(0, 0);
    Wander before = v.wanderWith(new Random(7));
    assertThrows(IllegalArgumentException.class, () -> v.wanderWith(null));
    assertSame(before, v.wanderState());
  }
}
