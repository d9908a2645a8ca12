package steering;

/**
 * A vehicle where another is, as fast and with the same limits, with no force on it yet: a
 * rule can be asked what it would do to the vehicle (steer it, count a neighbour) without
 * changing the vehicle itself.
 */
public final class Twin {

  private Twin() {
  }

  /** {@code v}'s twin: its position, velocity, maxspeed, maxforce, mass and size. */
  public static Vehicle of(Vehicle v) {
    Vehicle twin = new Vehicle(v.position.x, v.position.y, v.position.z);
    twin.velocity.set(v.velocity);
    twin.maxspeed = v.maxspeed;
    twin.maxforce = v.maxforce;
    twin.mass = v.mass;
    twin.r = v.r;
    return twin;
  }
}
