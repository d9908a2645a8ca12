package steering;

import java.util.ArrayList;
import java.util.Collection;
import processing.core.PVector;

/**
 * The list of a path's points: an ArrayList that counts its changes, so the path knows when
 * its segment index is out of date, and that refuses a point no path can have (null, NaN,
 * infinite, beyond ±{@link Path#MAX_COORDINATE}) when it is put in, naming it. ArrayList
 * already counts structural changes (add, remove, clear, sort); replacing a point with
 * {@code set} is counted here.
 */
final class PointList extends ArrayList<PVector> {

  private int replacements;

  @Override
  public boolean add(PVector point) {
    Check.point(size(), point);
    return super.add(point);
  }

  @Override
  public void add(int index, PVector point) {
    Check.point(index, point);
    super.add(index, point);
  }

  @Override
  public boolean addAll(Collection<? extends PVector> points) {
    return addAll(size(), points);
  }

  @Override
  public boolean addAll(int index, Collection<? extends PVector> points) {
    int i = index;
    for (PVector point : points) {
      Check.point(i++, point);
    }
    return super.addAll(index, points);
  }

  @Override
  public PVector set(int index, PVector element) {
    Check.point(index, element);
    replacements++;
    return super.set(index, element);
  }

  /** Structural changes plus replacements since the list was made. */
  int changes() {
    return modCount + replacements;
  }
}
