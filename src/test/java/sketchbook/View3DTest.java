package sketchbook;

import org.junit.jupiter.api.Test;
import processing.awt.PGraphicsJava2D;
import processing.core.PConstants;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The camera's projection offscreen, worked by hand: Processing's default view (60° from top to
 * bottom), so a point at distance D from the eye and h off the line of sight lands
 * (height/2) / tan(30°) · h / D pixels from the world's centre.
 */
class View3DTest {

  static final float WIDTH = 800;
  static final float HEIGHT = 600;
  static final float FOCAL = HEIGHT / 2 / (float) Math.tan(PConstants.PI / 6);

  static View3D looking(float yaw, float pitch, float distance) {
    View3D view = new View3D(new PVector(400, 300, 0), yaw, pitch, distance);
    view.begin(new PGraphicsJava2D(), WIDTH, HEIGHT);
    return view;
  }

  @Test
  void theCentreLandsInTheMiddleOfTheWorldAndXRightYDown() {
    View3D view = looking(0, 0, 1000);
    PVector centre = new PVector(400, 300, 0);
    assertEquals(400, view.screenXOf(centre), 1e-3);
    assertEquals(300, view.screenYOf(centre), 1e-3);
    assertEquals(1000, view.depth(400, 300, 0), 1e-3);
    // 100 to the right and 50 down, at the centre's depth
    PVector p = new PVector(500, 350, 0);
    assertEquals(400 + FOCAL * 100 / 1000, view.screenXOf(p), 1e-3);
    assertEquals(300 + FOCAL * 50 / 1000, view.screenYOf(p), 1e-3);
    // nearer the eye (+z) looks bigger
    PVector near = new PVector(500, 300, 500);
    assertEquals(400 + FOCAL * 100 / 500, view.screenXOf(near), 1e-3);
  }

  @Test
  void orbitingAQuarterTurnShowsZAcrossTheScreen() {
    View3D view = looking(PConstants.HALF_PI, 0, 1000);   // the eye on +x, looking along −x
    PVector towardsEye = view.towardsEye();
    assertEquals(1, towardsEye.x, 1e-6);
    // a point at +z now lies to the left of the centre (x on screen = −z in the world)
    assertTrue(view.screenXOf(new PVector(400, 300, 100)) < 400);
    view.orbit(-100, 0);
    assertEquals(PConstants.HALF_PI + 1, view.yaw, 1e-6, "100 px of drag: 1 radian");
    view.orbit(0, 10_000);
    assertEquals(View3D.MOST_PITCH, view.pitch, 1e-6, "the pitch stops short of straight down");
  }

  @Test
  void theWheelZoomsWithinItsBounds() {
    View3D view = looking(0, 0, 1000);
    view.zoom(1);
    assertEquals(1100, view.distance, 1e-2);
    view.zoom(-1000);
    assertEquals(View3D.NEAREST, view.distance, 1e-6);
    view.reset();
    assertEquals(1000, view.distance, 1e-6);
  }
}
