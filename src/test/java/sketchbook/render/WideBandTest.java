package sketchbook.render;

import baseline.Serpentine;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.awt.PGraphicsJava2D;
import processing.core.PApplet;
import processing.core.PGraphics;
import processing.core.PVector;
import steering.Path;
import steering.VehicleFollowTest;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * PathPicture draws what is on the canvas whatever the radius. A band is stroked only while
 * its radius is at most the canvas's diagonal: Java2D takes 29 s to stroke a round end 2e17
 * wide, and never finishes one of 2e18. A wider band is filled row by row where it lies on the
 * canvas ({@link WideBand}), which must look like the stroke would; for a short path, a long
 * one and a canvas that is moved alike.
 */
@DisplayName("PathPicture: a band of any radius, drawn where it is on the canvas")
class WideBandTest {

  static final int PAPER = 0xFFFFFFFF;
  static final int BAND = 0xFF3060C0;
  static final int LINE = 0xFF000000;
  static final int WIDTH = 800;
  static final int HEIGHT = 600;

  final PApplet parent = new PApplet();

  /** A canvas that refuses a stroke too wide to draw quickly, as the freeze did. */
  final class Guarded extends PGraphicsJava2D {
    @Override
    public void strokeWeight(float weight) {
      assertTrue(weight <= 2 * Math.hypot(width, height),
          "a stroke " + weight + " px wide on a " + width + " x " + height + " canvas");
      super.strokeWeight(weight);
    }
  }

  PGraphics canvas(int width, int height) {
    return canvas(new Guarded(), width, height);
  }

  PGraphics canvas(PGraphicsJava2D g, int width, int height) {
    g.setParent(parent);
    g.setPrimary(false);
    g.setSize(width, height);
    return g;
  }

  @Test
  @DisplayName("radius 1e17 and 1e18 across the canvas: no stroke that wide, the band covers it")
  void hugeRadiusCoversTheCanvas() {
    for (float radius : new float[] {1e17f, 1e18f}) {
      Path path = VehicleFollowTest.path(radius, false, 100, 300, 700, 300);
      assertCovered(draw(path, WIDTH, HEIGHT), "radius " + radius);
      // the road itself far off the canvas, the band over all of it
      Path far = VehicleFollowTest.path(radius, false, -1e18f, radius / 2, 1e18f, radius / 2);
      assertCovered(draw(far, WIDTH, HEIGHT), "radius " + radius + ", points far away");
    }
  }

  @Test
  @DisplayName("radius 1e18 on a long path, and on a moved canvas: no stroke that wide")
  void hugeRadiusOfALongPathOrAMovedCanvas() {
    Path path = Serpentine.make(PathPicture.FROM_POINTS + 100, WIDTH, HEIGHT, 5);
    path.radius = 1e18f;
    assertCovered(draw(path, WIDTH, HEIGHT), "a path of " + path.points.size() + " points");
    PGraphics g = canvas(WIDTH, HEIGHT);
    g.beginDraw();
    g.background(PAPER);
    g.translate(WIDTH / 2f, 0);
    new PathPicture().draw(path, g, BAND, BAND);
    g.endDraw();
    g.loadPixels();
    assertEquals(Integer.toHexString(BAND), Integer.toHexString(g.pixels[WIDTH - 1]),
        "the band's rows, moved with the canvas");
  }

  @Test
  @DisplayName("a wide band that reaches part of the canvas fills just that part")
  void wideBandCoversItsPart() {
    // a horizontal road at y = -1000, radius 1200: the band ends at y = 200
    Path path = VehicleFollowTest.path(1200, false, -1e6f, -1000, 1e6f, -1000);
    PGraphics g = draw(path, 100, 300);
    g.loadPixels();
    for (int y = 0; y < 300; y++) {
      int expected = y < 200 ? BAND : PAPER;
      assertEquals(Integer.toHexString(expected), Integer.toHexString(g.pixels[y * 100 + 50]),
          "row " + y);
    }
  }

  @Test
  @DisplayName("the rows filled look like the stroke, round ends and corners included")
  void filledLooksLikeStroked() {
    // radius 300 on a 200 x 150 canvas (diagonal 250): filled; on 400 x 300 the same is stroked
    Path path = VehicleFollowTest.path(300, false, -250, -200, 100, -300, 450, 60);
    PGraphics filled = canvas(200, 150);
    filled.beginDraw();
    filled.background(PAPER);
    WideBand.fill(path, filled, BAND);
    filled.endDraw();
    PGraphics stroked = canvas(new PGraphicsJava2D(), 200, 150);   // the reference may stroke
    stroked.beginDraw();
    stroked.background(PAPER);
    stroked.noFill();
    stroked.stroke(BAND);
    stroked.strokeWeight(600);
    stroked.strokeJoin(PApplet.ROUND);
    stroked.strokeCap(PApplet.ROUND);
    stroked.beginShape();
    for (PVector p : path.points) {
      stroked.vertex(p.x, p.y);
    }
    stroked.endShape();
    stroked.endDraw();
    filled.loadPixels();
    stroked.loadPixels();
    int differing = 0;
    int inked = 0;
    for (int i = 0; i < filled.pixels.length; i++) {
      inked += stroked.pixels[i] != PAPER ? 1 : 0;
      differing += unlike(stroked.pixels[i], filled.pixels[i]) ? 1 : 0;
    }
    assertTrue(inked > 1000 && inked < filled.pixels.length - 1000,
        "the band covers part of the canvas: " + inked + " pixels");
    // the edges' antialiasing differs: at most one pixel per row along each edge
    assertTrue(differing < 2 * 150, differing + " pixels differ");
  }

  /** Some channel differs by more than antialiasing's rounding. */
  static boolean unlike(int a, int b) {
    for (int shift = 0; shift < 32; shift += 8) {
      if (Math.abs(((a >> shift) & 0xFF) - ((b >> shift) & 0xFF)) > 16) {
        return true;
      }
    }
    return false;
  }

  PGraphics draw(Path path, int width, int height) {
    PGraphics g = canvas(width, height);
    g.beginDraw();
    g.background(PAPER);
    new PathPicture().draw(path, g, BAND, BAND);
    g.endDraw();
    return g;
  }

  static void assertCovered(PGraphics g, String what) {
    g.loadPixels();
    for (int i = 0; i < g.pixels.length; i += 97) {
      assertEquals(Integer.toHexString(BAND), Integer.toHexString(g.pixels[i]),
          what + ", pixel " + i);
    }
  }
}
