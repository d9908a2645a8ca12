package steering;

import java.util.ArrayList;
import processing.core.PVector;

/**
 * The list of a path's points: an ArrayList that counts its changes, so the path knows when
 * its segment index is out of date. ArrayList already counts structural changes (add, remove,
 * clear, sort); replacing a point with {@code set} is counted here.
 */
final class PointList extends ArrayList<PVector> {

  private int replacements;

  @Override
  public PVector set(int index, PVector element) {
    replacements++;
    return super.set(index, element);
  }

  /** Structural changes plus replacements since the list was made. */
  int changes() {
    return modCount + replacements;
  }
}
