package bench;

import baseline.NocVehicle;
import java.util.Random;
import processing.core.PVector;
import steering.Path;
import steering.Vehicle;

/**
 * The same vehicles twice: as the library's {@link Vehicle} and as the NOC-style
 * {@link NocVehicle}, with identical starting states. A benchmark steps one vehicle per
 * operation, going round the fleet, so the result is the cost of one vehicle's step while the
 * whole fleet's memory is in play.
 */
final class Fleet {

  static final float WIDTH = 800;
  static final float HEIGHT = 600;
  static final long SEED = 42;

  final Vehicle[] vehicles;
  final NocVehicle[] nocVehicles;
  private int next;

  Fleet(int count) {
    vehicles = new Vehicle[count];
    nocVehicles = new NocVehicle[count];
    // one kind after the other: each fleet lies together in memory, as a sketch's vehicles do,
    // rather than every vehicle next to its twin of the other kind
    Random random = new Random(SEED);
    Start[] starts = new Start[count];
    for (int i = 0; i < count; i++) {
      starts[i] = new Start(random);
    }
    for (int i = 0; i < count; i++) {
      vehicles[i] = new Vehicle(starts[i].x, starts[i].y);
      vehicles[i].velocity.set(starts[i].vx, starts[i].vy);
      vehicles[i].maxspeed = starts[i].maxspeed;
      vehicles[i].maxforce = starts[i].maxforce;
    }
    for (int i = 0; i < count; i++) {
      nocVehicles[i] = new NocVehicle(starts[i].x, starts[i].y);
      nocVehicles[i].velocity.set(starts[i].vx, starts[i].vy);
      nocVehicles[i].maxspeed = starts[i].maxspeed;
      nocVehicles[i].maxforce = starts[i].maxforce;
    }
  }

  /** One vehicle's random starting state. */
  private static final class Start {
    final float x;
    final float y;
    final float vx;
    final float vy;
    final float maxspeed;
    final float maxforce;

    Start(Random random) {
      x = random.nextFloat() * WIDTH;
      y = random.nextFloat() * HEIGHT;
      vx = random.nextFloat() * 4 - 2;
      vy = random.nextFloat() * 4 - 2;
      maxspeed = 2 + random.nextFloat() * 4;
      maxforce = 0.05f + random.nextFloat() * 0.15f;
    }
  }

  /**
   * Puts every vehicle somewhere on the path, heading along it, with the PathFollowing
   * sketch's limits (maxspeed 2 to 4, maxforce 0.2 to 0.4).
   */
  Fleet onPath(Path path) {
    Random random = new Random(SEED);
    for (int i = 0; i < vehicles.length; i++) {
      float maxspeed = 2 + random.nextFloat() * 2;
      float maxforce = 0.2f + random.nextFloat() * 0.2f;
      vehicles[i].maxspeed = nocVehicles[i].maxspeed = maxspeed;
      vehicles[i].maxforce = nocVehicles[i].maxforce = maxforce;
      int s = random.nextInt(path.segmentCount());
      PVector a = path.segmentStart(s);
      PVector b = path.segmentEnd(s);
      PVector at = PVector.lerp(a, b, random.nextFloat());
      PVector heading = PVector.sub(b, a).setMag(vehicles[i].maxspeed);
      vehicles[i].position.set(at);
      vehicles[i].velocity.set(heading);
      nocVehicles[i].position.set(at);
      nocVehicles[i].velocity.set(heading);
    }
    return this;
  }

  /** The index of the vehicle to step next, going round the fleet. */
  int next() {
    int i = next;
    next = i + 1 == vehicles.length ? 0 : i + 1;
    return i;
  }

  /** True when the next vehicle is the first again: a round has ended. */
  boolean roundStarts() {
    return next == 0;
  }
}
