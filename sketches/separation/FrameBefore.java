package separation;

import java.util.ArrayList;
import java.util.List;
import steering.Vehicle;

/**
 * The vehicles as they were before the last step: where each was and how fast it went. The
 * whiteboard (b) rebuilds them from this and works that step's forces out again with the code
 * that applied them, so it shows the step the vehicles took, not the next one.
 */
public final class FrameBefore {

  /** x, y, velocity x, velocity y of each vehicle, in list order. */
  private float[] state = new float[0];
  private int count;

  /** Mutates this record: keeps every vehicle's position and velocity; call before the step. */
  public void record(List<Vehicle> vehicles) {
    count = vehicles.size();
    if (state.length < 4 * count) {
      state = new float[8 * count];   // room to grow, so most frames reuse the array
    }
    for (int i = 0; i < count; i++) {
      Vehicle v = vehicles.get(i);
      state[4 * i] = v.position.x;
      state[4 * i + 1] = v.position.y;
      state[4 * i + 2] = v.velocity.x;
      state[4 * i + 3] = v.velocity.y;
    }
  }

  /**
   * New vehicles, one per vehicle of the list, with its limits and mass and, for those recorded,
   * the position and velocity it had before the step (one added since is copied as it is).
   */
  public List<Vehicle> ghosts(List<Vehicle> vehicles) {
    List<Vehicle> ghosts = new ArrayList<>(vehicles.size());
    for (int i = 0; i < vehicles.size(); i++) {
      Vehicle v = vehicles.get(i);
      boolean recorded = i < count;
      Vehicle ghost = new Vehicle(recorded ? state[4 * i] : v.position.x,
          recorded ? state[4 * i + 1] : v.position.y);
      ghost.velocity.set(recorded ? state[4 * i + 2] : v.velocity.x,
          recorded ? state[4 * i + 3] : v.velocity.y);
      ghost.maxspeed = v.maxspeed;
      ghost.maxforce = v.maxforce;
      ghost.mass = v.mass;
      ghosts.add(ghost);
    }
    return ghosts;
  }

  /** The place of {@code v} in the list (the same object), or −1. */
  public static int indexOf(List<Vehicle> vehicles, Vehicle v) {
    for (int i = 0; i < vehicles.size(); i++) {
      if (vehicles.get(i) == v) {
        return i;
      }
    }
    return -1;
  }
}
