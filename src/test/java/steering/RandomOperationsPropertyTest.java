package steering;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import processing.core.PVector;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static steering.Limits.assertWithin;
import static steering.VectorAssert.assertAllFinite;

/**
 * A fuzzer: random vehicles (see {@link SteeringArbitraries}: any finite position and
 * velocity, any limits, masses down to the denormal 1.4e-45) put through random sequences of
 * every public operation, with arguments from the whole accepted range (targets and forces up
 * to 3.4e38, time steps from 1.4e-45 to 3.4e38, random paths). After every call the vehicle is
 * finite and within its limits, or the call was refused and changed nothing. From the fixed
 * seed; {@code -Dproperties.seed=N} explores others.
 */
class RandomOperationsPropertyTest {

  static final int EXAMPLES = 250;
  static final int MAX_OPERATIONS = 40;

  enum Kind { SEEK, ARRIVE, FOLLOW, APPLY_FORCE, UPDATE, UPDATE_DT, SEEK_WITHOUT_STEERING, STEER }

  /** One call: what, a vector argument (target, force, desired) and a number (radius, dt, weight). */
  record Operation(Kind kind, PVector vector, float number) {

    void applyTo(Vehicle v, Path path) {
      switch (kind) {
        case SEEK -> v.seek(vector);
        case ARRIVE -> v.arrive(vector, number);
        case FOLLOW -> v.follow(path);
        case APPLY_FORCE -> v.applyForce(vector);
        case UPDATE -> v.update();
        case UPDATE_DT -> v.update(number);
        case SEEK_WITHOUT_STEERING -> v.seekWithoutSteering(vector);
        case STEER -> v.steer(vector, number);
        default -> throw new IllegalStateException(kind.name());
      }
    }
  }

  static Gen<Operation> operation() {
    Gen<Kind> kind = integers().between(0, Kind.values().length - 1).map(i -> Kind.values()[i]);
    return kind.zip(SteeringArbitraries.point(), SteeringArbitraries.dt(), Operation::new);
  }

  @Test
  void everyCallLeavesTheVehicleFiniteAndWithinItsLimitsOrIsRefused() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(SteeringArbitraries.start(),
            PathPropertiesTest.paths(SteeringArbitraries.pathPoint()),
            lists().of(operation()).ofSizeBetween(1, MAX_OPERATIONS))
        .checkAssert((start, spec, operations) -> run(start.vehicle(), spec.path(), operations));
  }

  private static void run(Vehicle v, Path path, List<Operation> operations) {
    for (Operation op : operations) {
      if (Refusals.attempt(v, () -> op.applyTo(v, path))) {
        assertAllFinite(v);
        if (op.kind() == Kind.UPDATE || op.kind() == Kind.UPDATE_DT) {
          assertWithin(v.velocity, v.maxspeed, op + ": speed");
        }
      }
    }
  }
}
