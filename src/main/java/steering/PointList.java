package steering;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.UnaryOperator;
import processing.core.PVector;

/**
 * The list of a path's points: an ArrayList that counts its changes, so the path knows when
 * its segment index is out of date, and that refuses a point no path can have (null, NaN,
 * infinite, beyond ±{@link Path#MAX_COORDINATE}) when it is put in, naming it. ArrayList
 * already counts structural changes (add, remove, clear, sort); replacing a point with
 * {@code set} is counted here, and {@code replaceAll} goes through it. A {@link #subList} is a
 * view whose changes go through these same methods (ArrayList's own view would write past
 * them).
 */
final class PointList extends ArrayList<PVector> {

  private int replacements;

  @Override
  public boolean add(PVector point) {
    point(size(), point);
    return super.add(point);
  }

  @Override
  public void add(int index, PVector point) {
    point(index, point);
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
      point(i++, point);
    }
    return super.addAll(index, points);
  }

  @Override
  public PVector set(int index, PVector element) {
    point(index, element);
    replacements++;
    return super.set(index, element);
  }

  @Override
  public List<PVector> subList(int from, int to) {
    if (from < 0 || to > size() || from > to) {
      throw new IndexOutOfBoundsException("subList(" + from + ", " + to + ") of " + size()
          + " points");
    }
    return new View(from, to);
  }

  /** Each new point goes through {@link #set}, so it is checked like any other. */
  @Override
  public void replaceAll(UnaryOperator<PVector> operator) {
    for (int i = 0; i < size(); i++) {
      set(i, operator.apply(get(i)));
    }
  }

  /** Structural changes plus replacements since the list was made. */
  int changes() {
    return modCount + replacements;
  }

  /** Points from..to of this list, read and changed through the list's own methods. */
  private final class View extends AbstractList<PVector> {
    private final int offset;
    private int size;

    View(int from, int to) {
      offset = from;
      size = to - from;
    }

    @Override
    public PVector get(int index) {
      return PointList.this.get(offset + checkIndex(index, size));
    }

    @Override
    public PVector set(int index, PVector point) {
      return PointList.this.set(offset + checkIndex(index, size), point);
    }

    @Override
    public void add(int index, PVector point) {
      PointList.this.add(offset + checkIndex(index, size + 1), point);
      size++;
    }

    @Override
    public PVector remove(int index) {
      PVector removed = PointList.this.remove(offset + checkIndex(index, size));
      size--;
      return removed;
    }

    @Override
    public int size() {
      return size;
    }

  }

  private static int checkIndex(int index, int length) {
    if (index < 0 || index >= length) {
      throw new IndexOutOfBoundsException("index " + index + ", size " + length);
    }
    return index;
  }

  /** A path's point {@code index}: there, finite and within ±{@link Path#MAX_COORDINATE}. */
  static void point(int index, PVector p) {
    String name = "points[" + index + "]";
    if (p == null) {
      throw new IllegalArgumentException(name + " must not be null");
    }
    if (!Float.isFinite(p.x) || !Float.isFinite(p.y)) {
      throw new IllegalArgumentException(
          name + " must have finite coordinates, was " + Check.shown(p));
    }
    if (Math.abs(p.x) > Path.MAX_COORDINATE || Math.abs(p.y) > Path.MAX_COORDINATE) {
      throw new IllegalArgumentException(name + " must lie within ±" + Path.MAX_COORDINATE_SHOWN
          + " (so that following it cannot overflow a float), was " + Check.shown(p));
    }
  }
}
