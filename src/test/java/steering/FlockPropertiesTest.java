package steering;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import processing.core.PVector;
import steering.SteeringArbitraries.Start;
import steering.neighbours.BinNeighbours;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.generators.SourceDSL.floats;
import static org.quicktheories.generators.SourceDSL.lists;
import static steering.Limits.assertWithin;
import static steering.VectorAssert.assertAllFinite;

/**
 * Properties of the group rules and of whole flocks over random boids (see
 * {@link SteeringArbitraries}): mostly crowded into a small area so that every rule has
 * neighbours, sometimes anywhere, tiny or huge; any velocity, limits and mass. Nothing becomes
 * NaN or infinite, each rule's force stays within maxforce × its weight, and no speed exceeds
 * maxspeed.
 */
class FlockPropertiesTest {

  static final int EXAMPLES = 200;
  /** Frames each flock runs. */
  static final int FRAMES = 10;
  /** Side of the crowded area: about one neighbour distance, so most boids are neighbours. */
  static final float CROWD = 60;
  static final int MOST_BOIDS = 25;
  /** The wrap-around world of the flocks that wrap. */
  static final float WORLD_WIDTH = 200;
  static final float WORLD_HEIGHT = 150;
  static final float MOST_DISTANCE = 120;
  static final float MOST_WEIGHT = 3;

  /** A coordinate crowded into [0, CROWD) mostly; sometimes anything SteeringArbitraries makes. */
  static Gen<Float> crowdedCoordinate() {
    return Generate.frequency(
        Pair.of(8, floats().between(0, CROWD)),
        Pair.of(1, SteeringArbitraries.coordinate()));
  }

  static Gen<Start> boid() {
    return crowdedCoordinate().zip(crowdedCoordinate(), PVector::new)
        .zip(SteeringArbitraries.point(), SteeringArbitraries.limit(),
            SteeringArbitraries.limit(), SteeringArbitraries.mass(), Start::new);
  }

  static Gen<List<Start>> boids() {
    return lists().of(boid()).ofSizeBetween(1, MOST_BOIDS);
  }

  /** Flock settings; a record so a falsified property prints them. */
  record Settings(float separation, float neighbours, float separationWeight,
      float alignmentWeight, float cohesionWeight, boolean wraps, boolean bins) {

    Flock flock(List<Start> starts) {
      Flock flock = wraps ? new Flock(WORLD_WIDTH, WORLD_HEIGHT) : new Flock();
      for (Start s : starts) {
        flock.add(s.vehicle());
      }
      flock.desiredSeparation = separation;
      flock.neighbourDistance = neighbours;
      flock.separationWeight = separationWeight;
      flock.alignmentWeight = alignmentWeight;
      flock.cohesionWeight = cohesionWeight;
      flock.finder = bins ? new BinNeighbours() : new BookNeighbours();
      return flock;
    }

    float weights() {
      return separationWeight + alignmentWeight + cohesionWeight;
    }
  }

  static Gen<Settings> settings() {
    Gen<Float> distance = floats().between(0, MOST_DISTANCE);
    Gen<Float> weight = floats().between(0, MOST_WEIGHT);
    Gen<Boolean> yesNo = Generate.booleans();
    return distance.zip(distance, weight, weight, (s, n, sw, aw) -> new float[] {s, n, sw, aw})
        .zip(weight, yesNo, yesNo, (f, cw, wraps, bins) ->
            new Settings(f[0], f[1], f[2], f[3], cw, wraps, bins));
  }

  @Test
  void eachRuleStaysFiniteAndWithinMaxforce() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(boids())
        .checkAssert(starts -> {
          List<Vehicle> others = new ArrayList<>();
          for (Start s : starts) {
            others.add(s.vehicle());
          }
          for (int rule = 0; rule < 3; rule++) {
            Vehicle v = starts.get(0).vehicle();
            int which = rule;
            PVector[] applied = new PVector[1];
            if (!Refusals.attempt(v, () -> applied[0] = which == 0 ? v.separate(others)
                : which == 1 ? v.align(others) : v.cohere(others))) {
              continue;   // too large a result for a float: refused, nothing changed
            }
            PVector force = applied[0];
            assertAllFinite(v);
            assertWithin(force, v.maxforce, "rule " + rule + " force");
            // the rule's desired velocity, or the velocity itself when it had no neighbour
            float most = Math.max(v.maxspeed, (float) Limits.length(v.velocity));
            assertWithin(v.desired, most, "rule " + rule + " desired velocity");
          }
          Vehicle v = starts.get(0).vehicle();
          PVector[] applied = new PVector[1];
          if (!Refusals.attempt(v, () -> applied[0] = v.flock(others))) {
            return;
          }
          PVector force = applied[0];
          assertAllFinite(v);
          // separation × 1.5 + alignment × 1 + cohesion × 1, each within maxforce
          assertWithin(force, v.maxforce * 3.5f, "flock force");
        });
  }

  @Test
  void flocksStayFiniteWithinTheirLimitsAndInsideTheWorld() {
    SteeringArbitraries.properties().withExamples(EXAMPLES)
        .forAll(boids(), settings())
        .checkAssert((starts, settings) -> {
          Flock flock = settings.flock(starts);
          for (int frame = 0; frame < FRAMES; frame++) {
            if (!attempt(flock, flock::flock)) {
              return;   // a boid whose force would overflow: refused, no boid changed
            }
            for (Vehicle b : flock.boids) {
              assertAllFinite(b);
              // three weighted forces, each rounded: a denormal MIN_VALUE apiece besides
              assertWithin(b.steering, b.maxforce * settings.weights(), 3,
                  "frame " + frame + " flock force");
            }
            if (!attempt(flock, flock::step)) {
              return;
            }
            for (Vehicle b : flock.boids) {
              assertAllFinite(b);
              assertWithin(b.velocity, b.maxspeed, "frame " + frame + " speed");
              if (settings.wraps()) {
                inside(b.position.x, WORLD_WIDTH);
                inside(b.position.y, WORLD_HEIGHT);
              }
            }
          }
        });
  }

  /** Runs {@code call}; refused by the library's overflow rule, checks that no boid changed. */
  static boolean attempt(Flock flock, Runnable call) {
    List<String> before = new ArrayList<>();
    for (Vehicle b : flock.boids) {
      before.add(Refusals.state(b));
    }
    try {
      call.run();
      return true;
    } catch (IllegalArgumentException | IllegalStateException e) {
      for (int i = 0; i < flock.boids.size(); i++) {
        assertEquals(before.get(i), Refusals.state(flock.boids.get(i)),
            "refused (" + e.getMessage() + ") yet boid " + i + " changed");
      }
      return false;
    }
  }

  static void inside(float x, float size) {
    if (!(x >= 0 && x < size)) {
      throw new AssertionError(x + " is outside [0, " + size + ")");
    }
  }
}
