package sketches;

import combining.Combining;
import crossingtraffic.CrossingTraffic;
import hideandinterpose.HideAndInterpose;
import java.util.function.Supplier;
import java.util.stream.Stream;
import leaderfollowing.LeaderFollowing;
import predatorprey.PredatorPrey;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import pursueevade.PursueEvade;
import queue.Queue;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * CrossingTraffic, LeaderFollowing, Queue and Combining refuse a --vehicles count they cannot run at
 * about a frame a second, at the start, in one line naming the limit (exit code 2), instead
 * of running for hours with nothing said; PursueEvade and HideAndInterpose, whose vehicles
 * are always the same few, refuse any --vehicles in one line saying who they are, instead of
 * ignoring it.
 */
class CrowdLimitsTest {

  static Stream<Arguments> sketches() {
    return Stream.of(
        Arguments.of("CrossingTraffic", (Supplier<SteeringSketch>) CrossingTraffic::new, 3000,
            "each vehicle looks at every other vehicle"),
        Arguments.of("LeaderFollowing", (Supplier<SteeringSketch>) LeaderFollowing::new, 20000,
            "the followers crowd behind the leader"),
        Arguments.of("Queue", (Supplier<SteeringSketch>) Queue::new, 8000,
            "the crowd packs the room"),
        Arguments.of("Combining", (Supplier<SteeringSketch>) Combining::new, 3000,
            "each vehicle looks at every other vehicle to keep apart"),
        Arguments.of("PredatorPrey", (Supplier<SteeringSketch>) PredatorPrey::new, 50000,
            "every prey flocks with its neighbours and looks out for the predators"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sketches")
  void oneMoreThanTheLimitIsRefusedInOneLine(String name, Supplier<SteeringSketch> sketch,
      int limit, String why) {
    RunResult run = RunResult.start(sketch.get(), "--headless", "--frames", "2", "--vehicles",
        String.valueOf(limit + 1));

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    assertEquals(name + ": --vehicles " + (limit + 1) + " is too many: " + why + ", so at most "
        + limit + " run at about a frame a second", run.output().lines().findFirst()
        .orElseThrow());
    assertFalse(run.hasStackTrace(), run.output());
  }

  static Stream<Arguments> fixedCasts() {
    return Stream.of(
        Arguments.of("PursueEvade", (Supplier<SteeringSketch>) PursueEvade::new,
            "two vehicles, a pursuer and a quarry"),
        Arguments.of("HideAndInterpose", (Supplier<SteeringSketch>) HideAndInterpose::new,
            "three vehicles, a hunter, a hider and an interposer"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixedCasts")
  void aFixedCastRefusesVehiclesInOneLine(String name, Supplier<SteeringSketch> sketch,
      String cast) {
    RunResult run = RunResult.start(sketch.get(), "--headless", "--frames", "2", "--vehicles",
        "5");

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    assertEquals(name + ": --vehicles: this sketch has " + cast + ", so it takes no --vehicles",
        run.output().lines().findFirst().orElseThrow());
    assertFalse(run.hasStackTrace(), run.output());
  }
}
