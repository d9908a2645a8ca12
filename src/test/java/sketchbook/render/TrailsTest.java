package sketchbook.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;
import processing.awt.PGraphicsJava2D;
import processing.core.PApplet;
import processing.core.PVector;
import sketchbook.PaperCanvas;
import sketchbook.run.Images;
import steering.Vehicle;

/**
 * The trail layer: one vehicle's trail looks as the old polyline of its kept positions did, it
 * breaks at jumps, ends where its kept positions end, takes its vehicle's colour lightened, and
 * keeps a bounded number of points.
 */
class TrailsTest {

  static final int WHITE = 0xFFFFFFFF;
  static final int INK = 0xFF000000;
  static final int W = 500;
  static final int H = 400;
  /** Channels further apart than this are a pixel that clearly differs (of 0..255). */
  static final int CLEAR_DIFFERENCE = 64;
  /** Trails fanning out from the middle, of two colours, crossing as they turn. */
  static final int CROSSING_TRAILS = 24;
  /** Radians a frame that the target they seek swings by, so that their trails turn. */
  static final float TARGET_SWING = 0.01f;
  /** A drawing moved by whole pixels, as the world may be on the canvas. */
  static final int SHIFT_X = 7;
  static final int SHIFT_Y = 5;

  @Test
  void oneVehiclesTrailLooksAsThePolylineOfItsKeptPositions() {
    for (int frames : new int[] {300, 700}) {   // shorter than LENGTH, and well past it
      Vehicle v = new Vehicle(60, 200);
      v.velocity.set(0, -3);
      Trails trails = new Trails();
      ArrayDeque<PVector> kept = new ArrayDeque<>();
      PGraphicsJava2D frame = canvas();
      for (int i = 0; i < frames; i++) {
        // seek a target going round a circle: curves, loops and crossings of its own trail
        float angle = i * 0.02f;
        v.seek(new PVector(250 + 150 * PApplet.cos(angle), 200 + 120 * PApplet.sin(angle)));
        v.update();
        trails.record(List.of(v));
        kept.addLast(v.position.copy());
        if (kept.size() > Trails.LENGTH) {
          kept.removeFirst();
        }
        frame.beginDraw();
        frame.background(WHITE);
        trails.display(frame, W, H, Palette.TRAIL);
        frame.endDraw();
      }
      BufferedImage layer = Images.snapshot(frame);
      BufferedImage polyline = oldPolyline(kept, Palette.TRAIL);

      // the polyline's vertices snap to the pixel grid (Java2D's stroke normalisation), the
      // layer's do not: the same line may be a pixel aside, so each picture's clearly drawn
      // pixels are looked for within one pixel of the other's
      int drawn = countClear(polyline);
      int polylineAlone = clearWithoutNeighbour(polyline, layer);
      int layerAlone = clearWithoutNeighbour(layer, polyline);
      long polylineInk = ink(polyline);
      long layerInk = ink(layer);
      // measured: 300 frames 1,771 pixels, 0 and 0 alone, ink 515,693 vs 511,972 (0.7% less);
      // 700 frames 1,993 pixels, 0 and 0 alone, ink 594,910 vs 587,294 (1.3% less)
      assertTrue(drawn > 800, "precondition: a long trail, " + drawn + " pixels");
      assertTrue(polylineAlone <= drawn / 100 && layerAlone <= drawn / 100,
          frames + " frames: of " + drawn + " pixels, " + polylineAlone + " of the polyline and "
              + layerAlone + " of the layer have no drawn pixel beside them (1% allowed)");
      assertTrue(Math.abs(layerInk - polylineInk) <= polylineInk * 5 / 100,
          frames + " frames: as much colour, within 5%: " + layerInk + " vs " + polylineInk);
    }
  }

  /** Today's drawing until the layer came: the kept positions as one polyline, 1.5 px. */
  private static BufferedImage oldPolyline(Iterable<PVector> points, int color) {
    PGraphicsJava2D g = canvas();
    g.beginDraw();
    g.background(WHITE);
    g.noFill();
    g.stroke(color);
    g.strokeWeight(1.5f);
    g.beginShape();
    for (PVector p : points) {
      g.vertex(p.x, p.y);
    }
    g.endShape();
    g.endDraw();
    return Images.snapshot(g);
  }

  @Test
  void aTrailBreaksWhereTheVehicleWasPutBackNotWhereItMoved() {
    Vehicle v = new Vehicle(10, 50);
    Trails trails = new Trails();
    PGraphicsJava2D g = canvas();
    for (float[] p : new float[][] {{10, 50}, {40, 50}, {70, 50}, {400, 300}, {430, 300}}) {
      v.position.set(p[0], p[1]);
      trails.record(List.of(v));
      show(g, trails, INK);   // frame by frame: each move is added to the layer on its own
    }
    BufferedImage image = Images.snapshot(g);

    assertNotEquals(WHITE, image.getRGB(55, 50), "the moves (30 px a frame) are drawn");
    assertNotEquals(WHITE, image.getRGB(415, 300), "and the moves after the jump");
    // the jump from (70,50) to (400,300) is 414 px, more than Trails.JUMP: no line across
    assertEquals(WHITE, image.getRGB(235, 175), "no line drawn across the jump");
  }

  @Test
  void aTrailEndsWhereItsKeptPositionsEnd() {
    // one pixel a frame along the middle of row 50: after 600 frames the vehicle is at x = 609.5
    // and the trail keeps the last 400 positions, x = 210.5 ... 609.5
    Vehicle v = new Vehicle(10.5f, 50.5f);
    Trails trails = new Trails();
    PGraphicsJava2D g = canvas();
    for (int i = 0; i < 600; i++) {
      v.position.set(10.5f + i, 50.5f);
      trails.record(List.of(v));
      if (i >= 150) {
        show(g, trails, INK);   // the first frames unseen: the layer starts from the kept points
      }
    }
    TrailLayer layer = trails.layer();
    assertEquals(0, layer.get(100, 50), "x = 100 left the trail 110 frames ago: gone");
    assertEquals(0, layer.get(208, 50), "x = 208 is 2 px behind the oldest kept position");
    assertEquals(INK, layer.get(211, 50), "x = 211 is kept, in the full colour of the line");
    assertEquals(INK, layer.get(450, 50));
    assertEquals(400, trails.size(v));
  }

  /**
   * A vehicle that leaves (an eaten prey) takes its trail with it as a trail's tail goes: the
   * layer is not drawn again from the kept positions (every trail, a frame missed), so its trail
   * is still there after it left and shrinks from its old end; the trail of one that stays
   * goes on. A crowd of none seen before starts from an empty layer at once.
   */
  @Test
  void aVehicleThatLeavesTakesItsTrailAwayAsATailGoes() {
    Vehicle stays = new Vehicle(10.5f, 50.5f);
    Vehicle leaves = new Vehicle(10.5f, 150.5f);
    Trails trails = new Trails();
    PGraphicsJava2D g = canvas();
    // one pixel a frame along rows 50 and 150; 500 frames in all, the last 200 without one:
    // a trail keeps 400 positions, so what was drawn up to x = 110 has left, for both
    for (int i = 0; i < 500; i++) {
      stays.position.set(10.5f + i, 50.5f);
      leaves.position.set(10.5f + i, 150.5f);
      trails.record(i < 300 ? List.of(stays, leaves) : List.of(stays));
      show(g, trails, INK);
    }
    TrailLayer layer = trails.layer();
    assertEquals(INK, layer.get(200, 150), "drawn 290 frames ago, before it left: still there");
    assertEquals(0, layer.get(100, 150), "drawn 390 frames ago: gone, as a tail goes");
    assertEquals(0, layer.get(350, 150), "nothing drawn after it left");
    assertEquals(INK, layer.get(200, 50));
    assertEquals(INK, layer.get(450, 50));
    assertEquals(0, trails.size(leaves), "its positions are forgotten");

    trails.record(List.of(new Vehicle(10.5f, 250.5f)));
    show(g, trails, INK);
    assertEquals(0, trails.layer().get(200, 150), "a new crowd: the old trails go at once");
    assertEquals(0, trails.layer().get(450, 50));
  }

  @Test
  void addingMovesFrameByFrameDrawsTheSameAsDrawingTheKeptPositionsAtOnce() {
    Vehicle a = new Vehicle(100, 100);
    Vehicle b = new Vehicle(300, 200);
    a.velocity.set(2, 0);
    b.velocity.set(0, 2);
    Trails everyFrame = new Trails();
    Trails once = new Trails();
    PGraphicsJava2D g = canvas();
    for (int i = 0; i < 350; i++) {   // before any move leaves the trails
      a.seek(new PVector(250, 200));
      b.seek(new PVector(250, 200));
      a.update();
      b.update();
      everyFrame.record(List.of(a, b));
      once.record(List.of(a, b));
      show(g, everyFrame, Palette.TRAIL);
    }
    show(g, once, Palette.TRAIL);
    int[] frameByFrame = pixels(everyFrame.layer());
    int[] atOnce = pixels(once.layer());
    // both trails cross near the target, in one colour: the same pixels, byte for byte
    assertArrayEquals(atOnce, frameByFrame);
  }

  /**
   * A trail that comes back over pixels its moves have left: the new moves are laid on
   * nothing. The vehicle crosses row 50 along its middle (x = 60 fully covered), goes away for
   * longer than a trail keeps, and comes back 1.2 px lower: its line, 0.75 px wide each side
   * and a half-pixel fringe, covers (60, 50) by 0.75 + 0.5 − 1.2 = 0.05, alpha 13.
   */
  @Test
  void aTrailComingBackOverMovesThatLeftItIsLaidOnNothing() {
    Vehicle v = new Vehicle(20.5f, 50.5f);
    Trails everyFrame = new Trails();
    Trails once = new Trails();
    PGraphicsJava2D g = canvas();
    int away = Trails.LENGTH + 100;
    for (int i = 0; i < 40 + away + 40; i++) {
      if (i < 40) {
        v.position.set(20.5f + 3 * i, 50.5f);
      } else if (i < 40 + away) {
        v.position.set(20.5f + (i - 40) % 150, 250.5f);   // far below, breaks now and then
      } else {
        v.position.set(20.5f + 3 * (i - 40 - away), 51.7f);
      }
      everyFrame.record(List.of(v));
      once.record(List.of(v));
      show(g, everyFrame, Palette.TRAIL);
    }
    show(g, once, Palette.TRAIL);
    assertEquals(Integer.toHexString(13 << 24 | Palette.TRAIL & 0xFFFFFF),
        Integer.toHexString(everyFrame.layer().get(60, 50)), "the new move's own cover");
    assertArrayEquals(pixels(once.layer()), pixels(everyFrame.layer()));
  }

  /**
   * Moves taken away count as nothing at once, before the layer is laid on a frame: a move
   * drawn in the same frame over the pixel of one that has just left is laid on nothing. The
   * second line is 1.2 px below the first, so it covers (60, 50) by 0.05: alpha 13, not the
   * first line's 255.
   */
  @Test
  void aMoveOverAPixelJustTakenAwayIsLaidOnNothing() {
    TrailLayer layer = new TrailLayer(W, H);
    layer.move(20.5f, 50.5f, 100.5f, 50.5f, Palette.TRAIL, 1);
    assertEquals(Integer.toHexString(Palette.TRAIL), Integer.toHexString(layer.get(60, 50)));
    layer.expire(2);
    assertEquals(0, layer.get(60, 50), "drawn in frame 1, gone from frame 2 on");
    layer.move(20.5f, 51.7f, 100.5f, 51.7f, Palette.TRAIL, 2);
    assertEquals(Integer.toHexString(13 << 24 | Palette.TRAIL & 0xFFFFFF),
        Integer.toHexString(layer.get(60, 50)), "the new move's own cover");
  }

  @Test
  void aTrailIsItsVehiclesFillLightenedTowardsThePaper() {
    // 0xB0413E taken 0.4 of the way to the paper 0xF6F4EE, channel by channel:
    // red 176 + (246 - 176) * 0.4 = 204 (0xCC); green 65 + (244 - 65) * 0.4 = 136.6 → 137 (0x89);
    // blue 62 + (238 - 62) * 0.4 = 132.4 → 132 (0x84)
    assertEquals(0xFFCC8984, Trails.lighter(0xFFB0413E));
    assertEquals(0xFFCC8984, Trails.colorFor(0xFFB0413E));
    assertEquals(Palette.TRAIL, Trails.colorFor(Palette.VEHICLE), "plain grey: the orange");

    PGraphicsJava2D g = canvas();
    alongRow50(g, vehicle -> Trails.colorFor(0xFFB0413E));
    // the line is 1.5 px wide along the middle of row 50: that row is fully covered
    assertEquals(0xFFCC8984, Images.snapshot(g).getRGB(60, 50), "the pixel under the trail");
  }

  /**
   * A translucent colour gives a faded trail: the ghost's, 0x595F66 at alpha 0x55 (a third),
   * laid on white. Each channel a third of the way from white: red 89 / 3 + 255 × 2 / 3 =
   * 199.7 → 200 (0xC8), green 95 → 201.7 → 202 (0xCA), blue 102 → 204 (0xCC).
   */
  @Test
  void aTranslucentColourGivesAFadedTrail() {
    PGraphicsJava2D g = canvas();
    Trails trails = alongRow50(g, vehicle -> Palette.GHOST_TRAIL);
    assertEquals("55595f66", Integer.toHexString(trails.layer().get(60, 50)),
        "fully covered: the colour's own alpha");
    assertEquals("ffc8cacc", Integer.toHexString(Images.snapshot(g).getRGB(60, 50)),
        "the pixel under the trail");
  }

  @Test
  void aCrowdSharesABoundedNumberOfPoints() {
    Trails trails = new Trails();
    List<Vehicle> crowd = new ArrayList<>();
    for (int i = 0; i < 20_000; i++) {
      crowd.add(new Vehicle(i % 800, i / 800));
    }
    for (int frame = 0; frame < 30; frame++) {
      trails.record(crowd);
    }
    // 200,000 points shared by 20,000 vehicles: 10 each, however long the run
    assertEquals(10, trails.size(crowd.get(0)));
    assertEquals(10, trails.size(crowd.get(19_999)));
    assertEquals(200_000, trails.points());

    List<Vehicle> few = crowd.subList(0, 3);
    for (int frame = 0; frame < 500; frame++) {
      trails.record(few);
    }
    assertEquals(Trails.LENGTH, trails.size(few.get(0)), "three vehicles: the full length");
    assertEquals(0, trails.size(crowd.get(3)), "the vehicles that left are forgotten");
    assertEquals(3 * 400, trails.points(), "nothing more kept however long the run");
  }

  /**
   * Written straight into the frame's pixels, by two threads, the layer looks as Java2D's
   * drawImage of it, give or take a rounding step in the blend: trails of two colours crossing
   * (translucent edges over paper and over each other), on a drawing moved by whole pixels so
   * that the layer's last rows and columns are cut.
   */
  @Test
  void theLayerWrittenIntoTheFrameLooksAsDrawImage() {
    List<Vehicle> crowd = new ArrayList<>();
    for (int i = 0; i < CROSSING_TRAILS; i++) {
      Vehicle v = new Vehicle(W / 2f, H / 2f);
      v.velocity.set(PVector.fromAngle(i * PApplet.TWO_PI / CROSSING_TRAILS).mult(2));
      crowd.add(v);
    }
    Trails trails = new Trails();
    for (int frame = 0; frame < W; frame++) {
      for (Vehicle v : crowd) {
        v.seek(new PVector(W / 2f + W * PApplet.cos(frame * TARGET_SWING), H / 2f));
        v.update();
      }
      trails.record(crowd);
    }
    int[][] frames = new int[2][];
    for (int written = 0; written < 2; written++) {
      PGraphicsJava2D g = PaperCanvas.begin(W, H);
      g.translate(SHIFT_X, SHIFT_Y);
      trails.display(g, W, H, v -> crowd.indexOf(v) % 2 == 0 ? Palette.TRAIL : Palette.INK);
      if (written == 0) {
        trails.layer().writePixels = false;   // the same layer again, through drawImage
      }
      frames[written] = PaperCanvas.end(g, written == 1);
    }
    int inked = PaperCanvas.assertSameWithin(VehicleBatchTest.ROUNDING, frames[1], frames[0], W);
    assertTrue(inked > W * CROSSING_TRAILS, "the trails cover " + inked + " pixels");
  }

  @Test
  void aLongRunKeepsNoMoreThanItsLengthAndOneLayer() {
    Vehicle v = new Vehicle(250, 200);
    v.velocity.set(4, 0);
    Trails trails = new Trails();
    PGraphicsJava2D g = canvas();
    TrailLayer first = null;
    for (int i = 0; i < 5_000; i++) {
      v.seek(new PVector(250 + 100 * PApplet.cos(i * 0.05f), 200));
      v.update();
      trails.record(List.of(v));
      show(g, trails, INK);
      if (i == 0) {
        first = trails.layer();
      }
      assertTrue(trails.points() <= Trails.LENGTH, "frame " + i + ": " + trails.points());
    }
    assertEquals(Trails.LENGTH, trails.points());
    assertTrue(first == trails.layer(), "one layer for the whole run, never a new one");
  }

  /** One vehicle's trail along the middle of row 50, 3 px a frame for 40 frames, on white. */
  private static Trails alongRow50(PGraphicsJava2D g, ToIntFunction<Vehicle> colorOf) {
    Vehicle v = new Vehicle(20.5f, 50.5f);
    Trails trails = new Trails();
    for (int i = 0; i < 40; i++) {
      v.position.set(20.5f + 3 * i, 50.5f);
      trails.record(List.of(v));
      g.beginDraw();
      g.background(WHITE);
      trails.display(g, W, H, colorOf);
      g.endDraw();
    }
    return trails;
  }

  private static void show(PGraphicsJava2D g, Trails trails, int color) {
    g.beginDraw();
    g.background(WHITE);
    trails.display(g, W, H, color);
    g.endDraw();
  }

  static PGraphicsJava2D canvas() {
    PGraphicsJava2D g = new PGraphicsJava2D();
    g.setParent(new PApplet());
    g.setPrimary(false);
    g.setSize(W, H);
    return g;
  }

  private static int[] pixels(TrailLayer layer) {
    int[] out = new int[layer.width * layer.height];
    for (int y = 0; y < layer.height; y++) {
      for (int x = 0; x < layer.width; x++) {
        out[y * layer.width + x] = layer.get(x, y);
      }
    }
    return out;
  }

  private static boolean clear(BufferedImage image, int x, int y) {
    int p = image.getRGB(x, y);
    for (int shift = 0; shift <= 16; shift += 8) {
      if ((WHITE >> shift & 0xFF) - (p >> shift & 0xFF) > CLEAR_DIFFERENCE) {
        return true;
      }
    }
    return false;
  }

  private static int countClear(BufferedImage image) {
    int count = 0;
    for (int y = 0; y < image.getHeight(); y++) {
      for (int x = 0; x < image.getWidth(); x++) {
        count += clear(image, x, y) ? 1 : 0;
      }
    }
    return count;
  }

  /** Clearly drawn pixels of {@code a} with none of {@code b}'s at or beside them. */
  private static int clearWithoutNeighbour(BufferedImage a, BufferedImage b) {
    int count = 0;
    for (int y = 1; y < a.getHeight() - 1; y++) {
      for (int x = 1; x < a.getWidth() - 1; x++) {
        if (!clear(a, x, y)) {
          continue;
        }
        boolean near = false;
        for (int ny = y - 1; ny <= y + 1 && !near; ny++) {
          for (int nx = x - 1; nx <= x + 1 && !near; nx++) {
            near = clear(b, nx, ny);
          }
        }
        count += near ? 0 : 1;
      }
    }
    return count;
  }

  /** How much colour is on the white: the sum of every channel's distance from white. */
  private static long ink(BufferedImage image) {
    long sum = 0;
    for (int y = 0; y < image.getHeight(); y++) {
      for (int x = 0; x < image.getWidth(); x++) {
        int p = image.getRGB(x, y);
        for (int shift = 0; shift <= 16; shift += 8) {
          sum += 0xFF - (p >> shift & 0xFF);
        }
      }
    }
    return sum;
  }
}
