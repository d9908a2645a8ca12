package steering;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A list of others handed to the behaviors through {@link CheckedOthers} is not checked whole at
 * every call, yet a bad vehicle in it is still refused, named by its place, before anyone
 * steers by it.
 */
@DisplayName("Others checked as they are read")
class CheckedOthersTest {

  /** Ten vehicles in a row 10 px apart, moving right; the sixth is at the head's heels. */
  private static List<Vehicle> row() {
    List<Vehicle> row = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      row.add(VectorAssert.moving(100 + 10 * i, 100, 1, 0));
    }
    return row;
  }

  static Stream<Arguments> behaviors() {
    return Stream.of(
        Arguments.of("separate", (BiConsumer<Vehicle, List<Vehicle>>) Vehicle::separate),
        Arguments.of("align", (BiConsumer<Vehicle, List<Vehicle>>) Vehicle::align),
        Arguments.of("cohere", (BiConsumer<Vehicle, List<Vehicle>>) Vehicle::cohere),
        Arguments.of("avoidCollisions",
            (BiConsumer<Vehicle, List<Vehicle>>) Vehicle::avoidCollisions),
        Arguments.of("followLeader", (BiConsumer<Vehicle, List<Vehicle>>)
            (v, others) -> v.followLeader(others.get(others.size() - 1), others)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("behaviors")
  void aNaNPositionInsertedInTheListIsNamedByItsPlace(String name,
      BiConsumer<Vehicle, List<Vehicle>> behavior) {
    List<Vehicle> vehicles = row();
    List<Vehicle> others = CheckedOthers.of(vehicles);   // made before the bad one comes in
    Vehicle bad = VectorAssert.moving(0, 0, 1, 0);
    bad.position.y = Float.NaN;
    vehicles.add(7, bad);
    Vehicle v = vehicles.get(8);   // at 170, out of the leader's sight zone (at 250)
    String before = Refusals.state(v);

    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> behavior.accept(v, others));

    assertEquals("others[7].position must have finite coordinates, was (0.0, NaN)",
        e.getMessage());
    assertEquals(before, Refusals.state(v), "refused before anything changed");
  }

  @Test
  void aNullInTheListIsNamedByItsPlace() {
    List<Vehicle> vehicles = row();
    vehicles.add(3, null);
    Vehicle v = vehicles.get(0);

    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> v.separate(CheckedOthers.of(vehicles)));

    assertEquals("others[3] must not be null", e.getMessage());
  }

  @Test
  void anInfiniteVelocityIsNamedByItsPlace() {
    List<Vehicle> vehicles = row();
    vehicles.get(4).velocity.x = Float.POSITIVE_INFINITY;

    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> CollisionAvoidance.threat(vehicles.get(0), CheckedOthers.of(vehicles)));

    assertEquals("others[4].velocity must have finite coordinates, was (Infinity, 0.0)",
        e.getMessage());
  }

  /** Counts the reads of the list under the view. */
  static final class Counting extends AbstractList<Vehicle> {
    final List<Vehicle> list;
    int reads;

    Counting(List<Vehicle> list) {
      this.list = list;
    }

    @Override
    public Vehicle get(int index) {
      reads++;
      return list.get(index);
    }

    @Override
    public int size() {
      return list.size();
    }
  }

  /**
   * Queuing stops at the first vehicle ahead: through the view it reads that far and no
   * farther, where the door check of the plain list reads every vehicle first.
   */
  @Test
  void queuingReadsOnlyAsFarAsTheVehicleAhead() {
    List<Vehicle> vehicles = row();
    Vehicle last = vehicles.get(0);   // the one ahead of it, at 110, is next in the list
    Counting counting = new Counting(vehicles);

    assertSame(vehicles.get(1), Queuing.neighbourAhead(last, CheckedOthers.of(counting)));

    assertEquals(2, counting.reads, "itself and the one ahead");
  }

  @Test
  void theViewIsTheListAsItIsNow() {
    List<Vehicle> vehicles = row();
    List<Vehicle> others = CheckedOthers.of(vehicles);
    vehicles.remove(9);

    assertEquals(9, others.size());
    assertSame(vehicles.get(8), others.get(8));
    assertSame(others, CheckedOthers.of(others), "a view of a view is the view");
    assertThrows(UnsupportedOperationException.class, () -> others.add(new Vehicle(0, 0)));
  }

  @Test
  void aNullListIsRefusedByName() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> CheckedOthers.of(null));

    assertEquals("others must not be null", e.getMessage());
  }
}
