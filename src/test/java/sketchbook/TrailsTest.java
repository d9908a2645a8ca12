package sketchbook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import processing.awt.PGraphicsJava2D;
import processing.core.PApplet;
import steering.Vehicle;

/** Trails drawn offscreen: a line along the moves, and a break where a vehicle jumps. */
class TrailsTest {

  static final int WHITE = 0xFFFFFFFF;
  static final int INK = 0xFF000000;

  @Test
  void aTrailBreaksWhereTheVehicleWasPutBackNotWhereItMoved() {
    Vehicle v = new Vehicle(10, 50);
    Trails trails = new Trails();
    for (float[] p : new float[][] {{10, 50}, {40, 50}, {70, 50}, {400, 300}, {430, 300}}) {
      v.position.set(p[0], p[1]);
      trails.record(List.of(v));
    }
    BufferedImage image = draw(trails);

    assertNotEquals(WHITE, image.getRGB(55, 50), "the moves (30 px a frame) are drawn");
    assertNotEquals(WHITE, image.getRGB(415, 300), "and the moves after the jump");
    // the jump from (70,50) to (400,300) is 414 px, more than Trails.JUMP: no line across
    assertEquals(WHITE, image.getRGB(235, 175), "no line drawn across the jump");
  }

  private static BufferedImage draw(Trails trails) {
    PGraphicsJava2D g = new PGraphicsJava2D();
    g.setParent(new PApplet());
    g.setPrimary(false);
    g.setSize(500, 400);
    g.beginDraw();
    g.background(WHITE);
    trails.display(g, INK);
    g.endDraw();
    return Images.snapshot(g);
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

    List<Vehicle> few = crowd.subList(0, 3);
    for (int frame = 0; frame < 500; frame++) {
      trails.record(few);
    }
    assertEquals(Trails.LENGTH, trails.size(few.get(0)), "three vehicles: the full length");
    assertEquals(0, trails.size(crowd.get(3)), "the vehicles that left are forgotten");
  }
}
