package steering;

import processing.core.PVector;

/**
 * Offset pursuit (Reynolds 1999, "Offset Pursuit"): a wingman keeps a slot at a fixed offset
 * from a leader, the way fighters fly in a V.
 *
 * <ol>
 *   <li>The offset is given in the leader's own frame: {@code offset.x} pixels ahead of it and
 *       {@code offset.y} pixels to its right (screen coordinates, y pointing down), so the slot
 *       turns as the leader turns. (−40, 30) is 40 px behind and 30 px to the right.
 *   <li>The leader's frame: {@code ahead} = its heading ({@link LeaderFollowing#heading}),
 *       {@code right} = ahead turned a quarter turn clockwise on screen, {@code (−ahead.y,
 *       ahead.x)}.
 *   <li>The slot now: {@code slot = leader.position + ahead × offset.x + right × offset.y}.
 *   <li>The leader's future position, as pursue predicts it ({@link Pursuit#futurePosition}):
 *       {@code future = leader.position + leader.velocity · T}, with T = the wingman's
 *       distance to the slot / its maxspeed, the frames it needs to get there. (Measured to
 *       the leader instead, as pursue measures it, T would send the outer wingmen of a wide V
 *       far ahead of their slots.)
 *   <li>The future slot: {@code future + ahead × offset.x + right × offset.y}; the wingman
 *       arrives there ({@code arrive(slot, SLOWING_RADIUS)}), so it slows into its place
 *       instead of overshooting it. Behind a leader moving steadily at speed v it settles
 *       {@code v · SLOWING_RADIUS / (maxspeed + v)} pixels behind its slot (14 px at v = 1.5
 *       and maxspeed 4), the lag of arriving at a moving point, shortened by the look-ahead.
 * </ol>
 * A sketch draws the slots with {@link #slot} and {@link #futureSlot}, the code the wingmen
 * steer by.
 */
public final class OffsetPursuit {

  private OffsetPursuit() {
  }

  /** Arrives at the leader's future slot (see the class comment). Returns the force applied. */
  public static PVector pursue(Vehicle wingman, Vehicle leader, PVector offset) {
    return wingman.arrive(futureSlot(wingman, leader, offset), LeaderFollowing.SLOWING_RADIUS);
  }

  /** The offset turned into the world: ahead × offset.x + right × offset.y. A new vector. */
  public static PVector toWorld(Vehicle leader, PVector offset) {
    Check.vector("offset", offset);
    PVector ahead = LeaderFollowing.heading(leader);
    PVector right = new PVector(-ahead.y, ahead.x);   // a quarter turn clockwise on screen
    PVector world = PVector.mult(ahead, offset.x);
    world.add(PVector.mult(right, offset.y));
    return world;
  }

  /** The slot now: leader.position + the offset in its frame. A new vector. */
  public static PVector slot(Vehicle leader, PVector offset) {
    return withinLargest("slot", PVector.add(leader.position, toWorld(leader, offset)));
  }

  /**
   * T = |slot − wingman.position| / wingman.maxspeed, in frames: how long the wingman needs to
   * reach its slot at top speed; 0 when its maxspeed is 0.
   */
  public static float lookAhead(Vehicle wingman, Vehicle leader, PVector offset) {
    LeaderFollowing.checkPair("wingman", wingman, leader);
    Check.state(wingman);
    PVector slot = slot(leader, offset);
    if (wingman.maxspeed == 0) {
      return 0;
    }
    return Math.min(PVector.dist(wingman.position, slot) / wingman.maxspeed, Float.MAX_VALUE);
  }

  /**
   * Where the wingman steers: the leader's future position {@link #lookAhead} frames ahead, +
   * the offset in the leader's frame. A new vector.
   */
  public static PVector futureSlot(Vehicle wingman, Vehicle leader, PVector offset) {
    PVector future = Pursuit.futurePosition(leader, lookAhead(wingman, leader, offset));
    return withinLargest("future slot", future.add(toWorld(leader, offset)));
  }

  /** A slot beyond ±{@link Check#LARGEST} is refused, named, with the offset that put it there. */
  private static PVector withinLargest(String name, PVector slot) {
    Check.vector(name + " (the leader's position + the offset)", slot);
    return slot;
  }
}
