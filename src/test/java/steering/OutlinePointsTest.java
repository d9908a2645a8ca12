package steering;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static steering.VectorAssert.assertVec;

@DisplayName("OutlinePoints: round(perimeter / spacing) points, evenly round each closed outline")
class OutlinePointsTest {

  static final List<PVector> SQUARE = List.of(new PVector(0, 0), new PVector(100, 0),
      new PVector(100, 100), new PVector(0, 100));
  /** A 3-4-5 right triangle: perimeter 12. */
  static final List<PVector> TRIANGLE = List.of(new PVector(0, 0), new PVector(3, 0),
      new PVector(3, 4));

  @Test
  @DisplayName("a 100 px square, spacing 25: 16 points, 25 apart, the first on its first corner")
  void aSquare() {
    List<PVector> points = OutlinePoints.along(List.of(SQUARE), 25);
    assertEquals(16, points.size());                  // 400 / 25
    assertVec(0, 0, points.get(0), "first corner");
    assertVec(75, 0, points.get(3), "3 · 25 along the top");
    assertVec(100, 0, points.get(4), "the second corner");
    assertVec(100, 25, points.get(5), "25 down the right side");
    assertVec(50, 100, points.get(10), "250 along: 50 back along the bottom");
    assertVec(0, 25, points.get(15), "375 along: 25 short of the start, up the left side");
  }

  @Test
  @DisplayName("a 3-4-5 triangle, spacing 5: round(12 / 5) = 2 points, 6 apart")
  void aTriangleRounds() {
    List<PVector> points = OutlinePoints.along(List.of(TRIANGLE), 5);
    assertEquals(2, points.size());
    assertVec(0, 0, points.get(0), "the start");
    assertVec(3, 3, points.get(1), "6 along: 3 along the base, 3 up the side");
  }

  @Test
  @DisplayName("spacing 7 rounds 12 / 7 to 2 as well; spacing 100 still gives one point")
  void roundingAndAtLeastOne() {
    assertEquals(2, OutlinePoints.along(List.of(TRIANGLE), 7).size());
    assertEquals(1, OutlinePoints.along(List.of(TRIANGLE), 100).size());
    assertEquals(12, OutlinePoints.perimeter(TRIANGLE), 1e-6f);
  }

  @Test
  @DisplayName("outlines in turn, a letter's hole after its outside; one of no length adds none")
  void severalOutlines() {
    List<PVector> spot = List.of(new PVector(5, 5), new PVector(5, 5));
    List<PVector> points = OutlinePoints.along(List.of(SQUARE, spot, TRIANGLE), 50);
    assertEquals(8 + 0 + 1, points.size());           // 400 / 50, nothing, round(12 / 50) → 1
    assertVec(0, 50, points.get(7), "the square's last");
    assertVec(0, 0, points.get(8), "the triangle's first corner");
  }

  @Test
  @DisplayName("bad input is refused with one line")
  void badInput() {
    assertEquals("spacing (how far apart the points go along an outline) must be greater than"
        + " 0, was 0.0", assertThrows(IllegalArgumentException.class,
            () -> OutlinePoints.along(List.of(SQUARE), 0)).getMessage());
    assertThrows(IllegalArgumentException.class, () -> OutlinePoints.along(null, 5));
    assertThrows(IllegalArgumentException.class,
        () -> OutlinePoints.along(List.of(List.of()), 5));
    assertThrows(IllegalArgumentException.class, () -> OutlinePoints.along(
        List.of(List.of(new PVector(0, 0), new PVector(Float.NaN, 0))), 5));
  }
}
