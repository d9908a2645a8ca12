package steering.crowd;

import java.util.List;
import processing.core.PVector;
import steering.Check;
import steering.GroupRules;
import steering.Vehicle;

/**
 * Separation for a whole crowd at once (Reynolds' "Separation", The Nature of Code's
 * separate()), the way {@link CrowdNeighbours} does flocking: every vehicle's force is worked out from
 * the same frame, and found among its near neighbours only.
 *
 * <p><b>The rule</b> is {@link GroupRules#separate}'s. For a vehicle at p and every other at q
 * with offset o = q − p and 0 &lt; |o|² &lt; s² (s the desired separation):
 * <pre>
 *   away    += −o / |o|²          (the unit vector away, −o / |o|, divided by the distance |o|)
 *   desired  = (away / count), setMag(maxspeed)
 *   force    = steer(desired, weight): (desired − velocity) limited to maxforce, × weight
 * </pre>
 * With nobody that close (or pushes that cancel exactly) desired = velocity: a zero force.
 * Distances are compared squared, so no square root is taken; a neighbour exactly at s stays
 * out, as in the book.
 *
 * <p><b>Every vehicle sees the same frame.</b> In the book each vehicle separates and then
 * moves before the next one looks, so a vehicle sees some of the crowd where it was and some
 * where it has just gone, and the result depends on the order of the list. Here
 * {@link #separate} only applies forces (a vehicle's acceleration, steering and desired
 * change; nobody moves) and reads positions from a snapshot taken first, so the order of the
 * list changes nothing but rounding, and a replay of the frame gives the same forces.
 *
 * <p><b>The book's lines for a crowd of up to {@link #BOOK_UP_TO}.</b> There each vehicle runs
 * {@link GroupRules#separate} over the whole list, as in the book: edit that rule and every
 * sketch that separates changes. Only a larger crowd takes the grid below, whose sum is the
 * same rule written for speed.
 *
 * <p><b>It checks itself against the book.</b> The grid's sum is a copy of GroupRules.separate,
 * which a learner's edit of that rule does not reach. So each call a few vehicles' forces are
 * worked out again by GroupRules ({@link BookCheck}); once they differ, the crowd runs the
 * book's lines for everyone, whatever its size, and {@link #way} says why and names the copy.
 *
 * <p><b>Near neighbours only.</b> Above that, a {@link NeighbourGrid} is rebuilt over the crowd
 * each call (O(n)); a vehicle measures only the vehicles of the cells within s of its own, so
 * a frame costs O(n) at constant density, not the O(n²) of every vehicle scanning the whole
 * list.
 * A distance is compared as GroupRules compares it ({@code d < s} for a square root rounded in
 * double, through {@link FusedRules#squaredLimit}). The forces equal GroupRules' over the whole
 * list up to float rounding (the neighbours are added in cell order, not list order). One
 * thread: a crowd of a thousand takes well under a millisecond.
 */
public final class Crowd {

  /**
   * Up to this many vehicles {@link #separate} runs {@link GroupRules#separate}, the book's
   * lines, for each vehicle (a frame of 500 takes a few milliseconds), so an edit there shows in
   * every sketch that separates; above it, the grid below.
   */
  public static final int BOOK_UP_TO = 500;

  /** The open world of the sketches: the grid covers the crowd's bounding box, no wrap. */
  private static final float OPEN_WORLD = GroupRules.NO_WRAP;

  /** Where the grid's copy of separation is, for a learner who edited GroupRules.separate. */
  static final String COPY = "steering/crowd/Crowd.java";

  /** The book's separation for one vehicle, which the grid's forces must equal. */
  @FunctionalInterface
  interface SeparationLines {
    void apply(Vehicle v, List<Vehicle> everyone, float desiredSeparation, float weight);
  }

  private final SeparationLines book;
  private final BookCheck bookCheck = new BookCheck(COPY);
  // a frame's grid and scratch, worked out again before they are read: a snapshot of the run
  // leaves them out (transient)
  private final transient NeighbourGrid grid = new NeighbourGrid();
  private final transient int[] runs = new int[2 * NeighbourGrid.MAX_RUNS];
  /** The desired velocity handed to steer (which copies it): reused, nothing allocated. */
  private final transient PVector desired = new PVector();

  /** A crowd that separates by the grid above {@link #BOOK_UP_TO}, checked against the book. */
  public Crowd() {
    this(GroupRules::separate);
  }

  /**
   * A crowd checking its grid against {@code book} instead of GroupRules.separate: a seam for a
   * test to stand in for a learner's edit of that rule.
   */
  Crowd(SeparationLines book) {
    this.book = book;
  }

  /** How {@link #separate} finds each vehicle's neighbours for a crowd of {@code count}. */
  public String way(int count) {
    if (bookCheck.difference() != null) {
      return "the book's loop over everyone: " + bookCheck.difference();
    }
    return count <= BOOK_UP_TO ? "the book's loop over everyone (up to " + BOOK_UP_TO + ")"
        : "the crowd engine's grid (above " + BOOK_UP_TO + ")";
  }

  /** Null while the grid's forces have equalled GroupRules.separate; once not, why. */
  public String differsFromBook() {
    return bookCheck.difference();
  }

  /**
   * Separation for every vehicle of the list from the positions they all have now; mutates
   * each vehicle's acceleration, steering and desired (see the class comment). Everything is
   * checked first, so bad input changes nothing.
   *
   * @param desiredSeparation closer than this, steer away (0 or more)
   */
  public void separate(List<Vehicle> vehicles, float desiredSeparation) {
    separate(vehicles, desiredSeparation, 1);
  }

  /**
   * As {@link #separate(List, float)}, each vehicle's force (at most maxforce) × {@code weight},
   * for a weighted sum such as The Nature of Code's separate × 1.5 + seek × 0.5.
   */
  public void separate(List<Vehicle> vehicles, float desiredSeparation, float weight) {
    check(vehicles, desiredSeparation, weight);
    // the book's lines for a small crowd, and for any crowd once the grid's copy differs
    if (vehicles.size() <= BOOK_UP_TO || bookCheck.difference() != null) {
      // the book's lines, vehicle after vehicle; forces only, so all see the same frame
      for (Vehicle v : vehicles) {
        GroupRules.separate(v, vehicles, desiredSeparation, weight);
      }
      return;
    }
    bookCheck.before(vehicles);
    byGrid(vehicles, desiredSeparation, weight);
    bookCheck.after(vehicles, (v, everyone) -> book.apply(v, everyone, desiredSeparation, weight));
  }

  /** Separation for every vehicle, each measuring only the vehicles of the cells within reach. */
  private void byGrid(List<Vehicle> vehicles, float desiredSeparation, float weight) {
    grid.rebuild(vehicles, desiredSeparation, OPEN_WORLD, OPEN_WORLD);
    // d < s exactly as GroupRules measures it (a square root rounded in double)
    double reachSquared = FusedRules.squaredLimit(desiredSeparation);
    for (int slot = 0; slot < vehicles.size(); slot++) {
      Vehicle v = vehicles.get(grid.boidAt(slot));
      if (away(slot, reachSquared, v.maxspeed)) {
        v.steer(desired, weight);
      } else {
        v.steer(v.velocity, weight);  // nobody too close: desired = velocity, a zero force
      }
    }
  }

  /**
   * Writes the desired velocity of the vehicle in {@code slot} to {@link #desired}; false when
   * nobody is within reach or the pushes cancel out exactly.
   */
  private boolean away(int slot, double reachSquared, float maxspeed) {
    double myX = grid.x(slot);
    double myY = grid.y(slot);
    double awayX = 0;
    double awayY = 0;
    int count = 0;
    int runCount = grid.candidates(slot, runs);
    for (int run = 0; run < runCount; run++) {
      for (int k = runs[2 * run]; k < runs[2 * run + 1]; k++) {
        double dx = grid.x(k) - myX;   // o = other − me
        double dy = grid.y(k) - myY;
        double squared = dx * dx + dy * dy;
        if (squared > 0 && squared < reachSquared) {  // itself, at 0, is left out
          awayX -= dx / squared;
          awayY -= dy / squared;
          count++;
        }
      }
    }
    if (count == 0 || (awayX == 0 && awayY == 0)) {
      return false;
    }
    FusedRules.setMag(awayX / count, awayY / count, maxspeed, desired);
    return true;
  }

  /** The list, the settings and every vehicle, before anything changes. */
  private static void check(List<Vehicle> vehicles, float desiredSeparation, float weight) {
    if (vehicles == null) {
      throw new IllegalArgumentException("vehicles must not be null");
    }
    Check.notNegative("desiredSeparation", desiredSeparation, "closer than this, steer away");
    Check.notNegative("weight", weight, "weight of separation");
    Check.listedOnce("vehicles", vehicles);
    for (int i = 0; i < vehicles.size(); i++) {
      Vehicle v = vehicles.get(i);
      if (v == null) {
        throw new IllegalArgumentException("vehicles[" + i + "] must not be null");
      }
      try {
        Check.state(v);
        checkWeightedForceFits(v, weight);
      } catch (IllegalStateException e) {
        throw new IllegalStateException("vehicles[" + i + "]: " + e.getMessage(), e);
      }
    }
  }

  /** The force × weight, added to the acceleration (÷ mass) and to steering, stays a float. */
  private static void checkWeightedForceFits(Vehicle v, float weight) {
    if (!Check.forcesFit(v, (double) v.maxforce * weight)) {
      throw new IllegalStateException("maxforce " + v.maxforce + " × weight " + weight
          + " is too large for mass " + v.mass + ": acceleration or steering could go beyond ±"
          + Check.LARGEST_SHOWN);
    }
  }
}
