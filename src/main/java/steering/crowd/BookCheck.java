package steering.crowd;

import java.util.List;
import processing.core.PVector;
import steering.Twin;
import steering.Vehicle;

/**
 * The crowd engine checks itself against the book's lines. Its sums are a copy of
 * {@code steering.GroupRules}, written for speed; a learner who edits GroupRules changes the
 * book's lines, not the copy. So each frame a few boids, a different few each frame, are worked
 * out twice: by the engine, and by the book's lines over the whole list, for a twin of the boid
 * (the same position, velocity and limits; the boid itself, at distance 0, is no neighbour of
 * its twin). When two boids of a frame get forces further apart than float rounding, the copy
 * is no longer the book, and {@link #difference()} says so, naming the file that holds the
 * copy; the one who runs the engine then runs the book's lines instead.
 *
 * <p>Why two: now and then a single boid's force hangs on rounding. When its neighbours' pushes
 * almost cancel, the direction of their tiny sum is all rounding, and the two ways of summing
 * can point apart by a good part of maxforce: measured, 8 boids in 1.44 million (2,000 boids,
 * 1,800 frames each, four seeds, every boid every tenth frame) beyond a thousandth of maxforce.
 * Two such boids among the few of one frame are not to be expected in centuries of frames; an
 * edited rule moves most boids' forces, so it shows in two of them within a few frames.
 *
 * <p>Use: {@link #before} as the frame starts, the engine, {@link #after} with the book's lines.
 * The engine's force is the acceleration it added, times the mass.
 */
final class BookCheck {

  /** The book's lines for one boid: apply its force, over {@code everyone}. */
  @FunctionalInterface
  interface BookLines {
    void apply(Vehicle boid, List<Vehicle> everyone);
  }

  /**
   * How far apart the two forces may be, as a fraction of maxforce: summed in another order,
   * in doubles, the engine's forces are within 1e-4 of it of the book's in FindersAgreeTest,
   * and (the cancelling pushes above aside) were at most 2e-4 apart over long runs; an edit to a
   * rule moves a force by a good part of maxforce.
   */
  static final float ROUNDING = 1e-3f;
  /** Boids of one frame that must differ before the copy is taken to differ (see above). */
  static final int DIFFERING_TO_BELIEVE = 2;
  /** Boids checked each frame: cheap beside the engine (each costs n distances, three rules). */
  static final int BOIDS_A_FRAME = 4;

  /** What the engine's copy is called and where it is, for the message. */
  private final String copy;
  /** The boids checked this frame, by their place in the list, and their acceleration before. */
  private final int[] checked = new int[BOIDS_A_FRAME];
  private final PVector[] accelerationBefore = new PVector[BOIDS_A_FRAME];
  private int count;
  /** Where the next frame's boids start: the check walks through the whole list. */
  private int next;
  private String difference;

  /** A check of the engine's copy, described as {@code copy} in the message. */
  BookCheck(String copy) {
    this.copy = copy;
    for (int i = 0; i < BOIDS_A_FRAME; i++) {
      accelerationBefore[i] = new PVector();
    }
  }

  /** Picks this frame's boids, spread over the list, and notes their acceleration. */
  void before(List<Vehicle> boids) {
    int n = boids.size();
    count = Math.min(BOIDS_A_FRAME, n);
    for (int i = 0; i < count; i++) {
      checked[i] = (next + i * (n / count)) % n;   // spread out: not all in one clump
      accelerationBefore[i].set(boids.get(checked[i]).acceleration);
    }
    next = n == 0 ? 0 : (next + 1) % n;
  }

  /**
   * Compares the force the engine gave each boid picked by {@link #before} with the force the
   * book's lines give its twin. Changes no boid.
   */
  void after(List<Vehicle> boids, BookLines book) {
    if (difference != null) {
      return;   // found once: the engine is set aside, nothing more to learn
    }
    int differing = 0;
    for (int i = 0; i < count; i++) {
      Vehicle boid = boids.get(checked[i]);
      PVector engine = PVector.sub(boid.acceleration, accelerationBefore[i]).mult(boid.mass);
      Vehicle twin = Twin.of(boid);
      book.apply(twin, boids);
      PVector byBook = PVector.mult(twin.acceleration, twin.mass);
      if (PVector.dist(engine, byBook) > ROUNDING * boid.maxforce) {
        differing++;
      }
    }
    if (differing > 0 && differing >= Math.min(DIFFERING_TO_BELIEVE, count)) {
      difference = "your GroupRules differ from the crowd engine's copy (" + copy + ")";
    }
  }

  /** Null while the engine agrees with the book; once it has not, what differed, and where. */
  String difference() {
    return difference;
  }
}
