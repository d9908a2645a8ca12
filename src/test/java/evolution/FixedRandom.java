package evolution;

import java.util.Random;

/**
 * A Random whose every draw is the same: nextFloat() always {@code value} and nextInt(n)
 * always {@code index} (kept below n), so a rule's chance can be made certain or impossible and
 * its outcome worked out by hand.
 */
final class FixedRandom extends Random {

  private final float value;
  private final int index;

  FixedRandom(float value, int index) {
    this.value = value;
    this.index = index;
  }

  @Override
  public float nextFloat() {
    return value;
  }

  @Override
  public int nextInt(int bound) {
    return Math.min(index, bound - 1);
  }
}
