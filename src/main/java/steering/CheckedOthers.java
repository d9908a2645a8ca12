package steering;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * A list of others whose vehicles are checked as they are read. A behavior among others
 * (separation, queuing, collision avoidance, leader following) checks its list at the door
 * ({@link Check#others}): every vehicle in it, at every call. When each of n vehicles looks at
 * the same n others, that is n² checks a frame, however little the behavior itself reads:
 * queuing stops at the first vehicle ahead, yet checked them all.
 *
 * <p>Handed this view instead, a behavior skips the door check, and {@link #get} checks each
 * vehicle as the behavior reads it, naming it by its place in the list. A bad vehicle (null, a
 * NaN position or velocity) is still refused, with its place, before anyone steers by it; one
 * that no behavior reads cannot lead anyone astray. The checks then cost no more than the
 * reading.
 *
 * <p>A view, not a copy: it reads the list as it is now (a vehicle added or poked after the
 * view was made is checked too), and does not change it.
 * <pre>
 *   List&lt;Vehicle&gt; others = CheckedOthers.of(vehicles);   // once
 *   for (Vehicle v : vehicles) {
 *     v.separate(others);   // each other checked as separate reads it
 *   }
 * </pre>
 */
public final class CheckedOthers extends AbstractList<Vehicle> implements RandomAccess {

  private final List<Vehicle> others;

  private CheckedOthers(List<Vehicle> others) {
    this.others = others;
  }

  /** {@code others} read through the checks; the same view if it already is one. */
  public static List<Vehicle> of(List<Vehicle> others) {
    if (others == null) {
      throw new IllegalArgumentException("others must not be null");
    }
    return others instanceof CheckedOthers ? others : new CheckedOthers(others);
  }

  /** The vehicle at {@code index}, refused by name ({@code others[index]...}) if it is bad. */
  @Override
  public Vehicle get(int index) {
    Vehicle other = others.get(index);
    Check.other(index, other);
    return other;
  }

  @Override
  public int size() {
    return others.size();
  }
}
