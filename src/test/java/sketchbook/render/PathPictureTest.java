package sketchbook.render;

import baseline.Serpentine;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.awt.PGraphicsJava2D;
import processing.core.PApplet;
import processing.core.PVector;
import steering.Path;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A long path is drawn from a picture made once; the frame must look as if the path had been
 * drawn directly, also after the path, its radius or the colours change.
 */
@DisplayName("PathPicture: a long path drawn from a reused picture looks drawn directly")
class PathPictureTest {

  static final int BAND = 0x33595F66;
  static final int LINE = 0xFF595F66;
  static final int PAPER = 0xFFF6F4EE;

  final PApplet parent = new PApplet();
  final PathPicture picture = new PathPicture();

  @Test
  void sameAsDrawingDirectly() {
    Path path = Serpentine.make(300, 800, 600, 3);
    PGraphicsJava2D shown = canvas();
    parent.g = shown;

    assertLooksDrawn(path, shown, "at first");
    path.radius = 25;
    assertLooksDrawn(path, shown, "after the radius changed");
    path.addPoint(10, 590);
    assertLooksDrawn(path, shown, "after a point was added");
    path.points.get(5).set(400, 300);                 // moved in place: noticed all the same
    assertLooksDrawn(path, shown, "after a point moved");
    path.points.set(7, new PVector(700, 500));         // replaced
    assertLooksDrawn(path, shown, "after a point was replaced");
    path.points.remove(path.points.size() - 1);       // (10, 590) and its long segments go
    assertLooksDrawn(path, shown, "after a point was removed");
  }

  void assertLooksDrawn(Path path, PGraphicsJava2D shown, String when) {
    shown.beginDraw();
    shown.background(PAPER);
    picture.draw(path, shown, BAND, LINE);
    shown.endDraw();
    PGraphicsJava2D direct = canvas();
    direct.beginDraw();
    direct.background(PAPER);
    path.display(direct, BAND, LINE);
    direct.endDraw();
    shown.loadPixels();
    direct.loadPixels();
    int differing = 0;
    int inked = 0;
    for (int i = 0; i < direct.pixels.length; i++) {
      int a = shown.pixels[i];
      int b = direct.pixels[i];
      inked += (b & 0xFFFFFF) != (PAPER & 0xFFFFFF) ? 1 : 0;
      int worst = 0;
      for (int shift = 0; shift < 24; shift += 8) {
        worst = Math.max(worst, Math.abs(((a >> shift) & 0xFF) - ((b >> shift) & 0xFF)));
      }
      differing += worst > 2 ? 1 : 0;   // a picture blended once may round differently
    }
    assertTrue(inked > 50_000, "the path covers " + inked + " pixels " + when);
    // rounding: under 0.1% of the ink; a stale picture (point 5 not moved) differs on 0.5%
    assertTrue(differing < 0.002 * inked, differing + " pixels differ " + when);
  }

  PGraphicsJava2D canvas() {
    PGraphicsJava2D g = new PGraphicsJava2D();
    g.setParent(parent);
    g.setPrimary(false);
    g.setSize(800, 600);
    return g;
  }
}
