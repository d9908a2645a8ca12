package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PApplet;
import processing.core.PConstants;
import processing.core.PImage;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;

@DisplayName("FlowField fills: noise over time, a picture's brightness, a swirl")
class FlowFieldFillTest {

  /** cos and sin of 72°, 144°, 216° and 288°: brightness 51, 102, 153 and 204 of 255. */
  static final float COS_72 = 0.309017f;
  static final float SIN_72 = 0.951057f;
  static final float COS_144 = -0.809017f;
  static final float SIN_144 = 0.587785f;

  @Test
  @DisplayName("swirl: a quarter turn clockwise from the line out of the centre")
  void swirlAtKnownPoints() {
    FlowField field = new FlowField(100, 100, 20);   // 5 × 5 cells, centres 10, 30, ... 90
    field.fillSwirl(new PVector(50, 50));
    // cell (4, 2): centre (90, 50), 40 right of the centre: (-(50 - 50), 90 - 50) = (0, 40)
    assertVec(0, 1, field.get(4, 2), "right of the centre: down");
    // cell (2, 0): centre (50, 10), above: (-(10 - 50), 50 - 50) = (40, 0)
    assertVec(1, 0, field.get(2, 0), "above the centre: right");
    // cell (0, 2): centre (10, 50), left: (0, -40)
    assertVec(0, -1, field.get(0, 2), "left of the centre: up");
    // cell (0, 0): centre (10, 10): (-(10 - 50), 10 - 50) = (40, -40), over √2 · 40
    assertVec(0.707107f, -0.707107f, field.get(0, 0), "top left: up and right");
    assertVec(0, 0, field.get(2, 2), "on the centre: zero");
  }

  @Test
  @DisplayName("swirl round another centre turns with it")
  void swirlElsewhere() {
    FlowField field = new FlowField(100, 100, 20);
    field.fillSwirl(new PVector(10, 90));            // the centre of cell (0, 4)
    // cell (3, 4): centre (70, 90): (-(90 - 90), 70 - 10) = (0, 60)
    assertVec(0, 1, field.get(3, 4), "right of the centre");
    // cell (0, 1): centre (10, 30): (-(30 - 90), 0) = (60, 0)
    assertVec(1, 0, field.get(0, 1), "above the centre");
    assertVec(0, 0, field.get(0, 4), "on the centre");
  }

  @Test
  @DisplayName("brightness b points at the angle b / 255 × 2π")
  void brightnessToAngle() {
    PImage picture = new PImage(5, 1, PConstants.RGB);
    picture.pixels = new int[] {0xFF000000, 0xFF333333, 0xFF666666, 0xFF33CC00, 0xFFFFFFFF};
    FlowField field = new FlowField(100, 20, 20);    // 5 × 1: one pixel a cell
    field.fillFromBrightness(picture);
    assertVec(1, 0, field.get(0, 0), "black, 0: angle 0, right");
    assertVec(COS_72, SIN_72, field.get(1, 0), "51 / 255 = 0.2: 72°");
    assertVec(COS_144, SIN_144, field.get(2, 0), "102 / 255 = 0.4: 144°");
    // (51, 204, 0): the brightest channel, 204 / 255 = 0.8: 288°
    assertVec(COS_72, -SIN_72, field.get(3, 0), "green 204: 288°");
    assertVec(1, 0, field.get(4, 0), "white, 255: a whole turn, right again");
  }

  @Test
  @DisplayName("the picture is stretched over the grid, read under each cell's centre")
  void pictureStretched() {
    PImage picture = new PImage(2, 1, PConstants.RGB);
    picture.pixels = new int[] {0xFF000000, 0xFF333333};
    FlowField field = new FlowField(80, 40, 20);     // 4 × 2 cells
    field.fillFromBrightness(picture);
    // column c's centre is (c + 0.5) / 4 of the way across: pixel 0 for c = 0, 1; 1 for 2, 3
    for (int row = 0; row < 2; row++) {
      assertVec(1, 0, field.get(0, row), "column 0, row " + row);
      assertVec(1, 0, field.get(1, row), "column 1, row " + row);
      assertVec(COS_72, SIN_72, field.get(2, row), "column 2, row " + row);
      assertVec(COS_72, SIN_72, field.get(3, row), "column 3, row " + row);
    }
  }

  @Test
  @DisplayName("noise: the angle noise(x · scale, y · scale, time) × 2π at each cell's centre")
  void noiseAtCellCentres() {
    FlowField field = new FlowField(80, 40, 20);
    // a stand-in noise that returns its x: cell (1, 0)'s centre x = 30, × 1/240 = 0.125: 45°
    field.fillFromNoise((x, y, z) -> x, 1 / 240f, 0);
    assertVec(0.707107f, 0.707107f, field.get(1, 0), "x 30: 45°");
    // and its time: 0.25 of a turn is straight down, wherever the cell
    field.fillFromNoise((x, y, z) -> z, 1, 0.25f);
    assertVec(0, 1, field.get(3, 1), "time 0.25: 90°");
    // y: row 1's centre is 30, × 1/120 = 0.25: down
    field.fillFromNoise((x, y, z) -> y, 1 / 120f, 0);
    assertVec(0, 1, field.get(0, 1), "y 30: 90°");
  }

  @Test
  @DisplayName("Perlin noise: the field changes as time moves on, and not while it stands")
  void noiseChangesWithTimeOnly() {
    PApplet sketch = new PApplet();
    sketch.noiseSeed(3);
    FlowField first = new FlowField(800, 600, 20);
    FlowField again = new FlowField(800, 600, 20);
    FlowField later = new FlowField(800, 600, 20);
    first.fillFromNoise(sketch::noise, 0.005f, 2);
    again.fillFromNoise(sketch::noise, 0.005f, 2);
    later.fillFromNoise(sketch::noise, 0.005f, 2.05f);
    int changed = 0;
    float mostTurned = 0;
    for (int column = 0; column < first.columns(); column++) {
      for (int row = 0; row < first.rows(); row++) {
        assertEquals(0, first.get(column, row).dist(again.get(column, row)),
            "the same time, cell " + column + ", " + row);
        float turned = PVector.angleBetween(first.get(column, row), later.get(column, row));
        changed += turned > 1e-3f ? 1 : 0;
        mostTurned = Math.max(mostTurned, turned);
      }
    }
    assertTrue(changed > first.columns() * first.rows() * 9 / 10,
        changed + " of 1,200 cells changed in 0.05 of time");
    assertTrue(mostTurned < 1, "a small step of time turns a cell a little, at most "
        + mostTurned + " rad");
  }

  @Test
  @DisplayName("bad input is named")
  void badInput() {
    FlowField field = new FlowField(80, 40, 20);
    assertThrows(IllegalArgumentException.class, () -> field.fillFromNoise(null, 1, 0));
    assertThrows(IllegalArgumentException.class,
        () -> field.fillFromNoise((x, y, z) -> 0, 1, Float.NaN));
    assertThrows(IllegalArgumentException.class, () -> field.fillFromBrightness(null));
    assertThrows(IllegalArgumentException.class, () -> field.fillSwirl(new PVector(Float.NaN, 0)));
  }
}
