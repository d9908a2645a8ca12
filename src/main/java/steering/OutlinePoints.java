package steering;

import java.util.ArrayList;
import java.util.List;
import processing.core.PVector;

/**
 * Points spaced evenly along closed outlines, such as the letters of a word: homes for a crowd
 * of vehicles to arrive at (The Coding Train's "Steering Behaviors" challenge takes them from
 * p5's {@code textToPoints}).
 *
 * <p>Each outline is a closed polygon, its corners in order (the last joins the first). Its
 * perimeter P gets {@code n = round(P / spacing)} points, at least one, so they go round it
 * evenly, {@code P / n} apart along the edges, the first on its first corner. Walking the
 * edges, a point falls on the edge where the distance walked passes the next multiple of
 * P / n, at {@code a + (b − a) · (along / |b − a|)}. An outline of no length (a single
 * corner, or all its corners on one spot) gets no point. The maths never draws.
 */
public final class OutlinePoints {

  private OutlinePoints() {
  }

  /**
   * New points, about {@code spacing} apart, along every closed outline in turn; each outline
   * a list of at least one corner.
   */
  public static List<PVector> along(List<List<PVector>> outlines, float spacing) {
    Check.positive("spacing", spacing, "how far apart the points go along an outline");
    if (outlines == null) {
      throw new IllegalArgumentException("outlines must not be null");
    }
    List<PVector> points = new ArrayList<>();
    for (List<PVector> outline : outlines) {
      points.addAll(around(outline, spacing));
    }
    return points;
  }

  /** The points round one closed outline, {@code perimeter / n} apart. */
  static List<PVector> around(List<PVector> outline, float spacing) {
    if (outline == null || outline.isEmpty()) {
      throw new IllegalArgumentException("an outline must have at least one corner, was "
          + outline);
    }
    for (PVector corner : outline) {
      Check.vector("an outline's corner", corner);
    }
    float perimeter = perimeter(outline);
    List<PVector> points = new ArrayList<>();
    if (!(perimeter > 0)) {
      return points;   // no length to put a point along
    }
    int n = Math.max(1, Math.round(perimeter / spacing));
    float step = perimeter / n;
    float walked = 0;   // along the outline to the start of this edge
    int next = 0;       // the next point, at next · step
    for (int i = 0; i < outline.size() && next < n; i++) {
      PVector a = outline.get(i);
      PVector b = outline.get((i + 1) % outline.size());
      float edge = PVector.dist(a, b);
      while (next < n && next * step <= walked + edge) {
        float along = next * step - walked;
        points.add(edge > 0 ? PVector.lerp(a, b, along / edge) : a.copy());
        next++;
      }
      walked += edge;
    }
    return points;
  }

  /** The length round a closed outline, its last corner joined to its first. */
  public static float perimeter(List<PVector> outline) {
    float length = 0;
    for (int i = 0; i < outline.size(); i++) {
      length += PVector.dist(outline.get(i), outline.get((i + 1) % outline.size()));
    }
    return length;
  }
}
