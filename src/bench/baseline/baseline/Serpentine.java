package baseline;

import java.util.Random;
import steering.Path;

/**
 * Test and benchmark paths: a closed road that snakes back and forth across a window in rows,
 * with every corner nudged at random (seeded), made of exactly the number of segments asked
 * for. More segments make a denser road in the same window, the hard case for a spatial index.
 */
public final class Serpentine {

  /** Half-width of the road. */
  public static final float RADIUS = 10;
  /** Rows are about this far apart. */
  private static final float ROW_SPACING = 40;
  /** How far a corner may be nudged off its row. */
  private static final float JITTER = 6;

  private Serpentine() {
  }

  /** A closed path of {@code segments} segments inside width × height. */
  public static Path make(int segments, float width, float height, long seed) {
    Random random = new Random(seed);
    Path path = new Path(RADIUS, true);
    int rows = Math.max(2, Math.min(segments / 2, (int) (height / ROW_SPACING)));
    float rowGap = height / (rows + 1);
    // points per row (a closed path of n points has n segments)
    int perRow = Math.max(1, segments / rows);
    int extra = segments - perRow * rows;
    for (int row = 0; row < rows; row++) {
      int count = perRow + (row < extra ? 1 : 0);
      boolean leftToRight = row % 2 == 0;
      for (int k = 0; k < count; k++) {
        float f = count == 1 ? 0.5f : k / (float) (count - 1);
        float x = width * (0.05f + 0.9f * (leftToRight ? f : 1 - f));
        float y = rowGap * (row + 1) + (random.nextFloat() * 2 - 1) * JITTER;
        path.addPoint(x, y);
      }
    }
    return path;
  }
}
