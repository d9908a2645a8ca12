package sketchbook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import processing.core.PVector;
import sketchbook.render.LabelPlacement;

/** A label goes to the first free place round its anchor: clear of labels and kept-out circles. */
class LabelPlacementTest {

  static final float EPSILON = 1e-3f;
  /** A label box 40 × 10 in a roomy window. */
  static final float W = 40;
  static final float H = 10;

  @Test
  void aLoneLabelGoesUpperRightOneRingOut() {
    LabelPlacement labels = new LabelPlacement(800, 600);
    LabelPlacement.Label label = labels.place("a", new PVector(100, 100), W, H);
    // centre = (100 + 0.7071·(14 + 20), 100 − 0.7071·(14 + 5)) = (124.041, 86.565)
    assertEquals(104.041f, label.x(), EPSILON);   // 124.041 − 20
    assertEquals(81.565f, label.y(), EPSILON);    // 86.565 − 5
  }

  @Test
  void aSecondLabelAtTheSameAnchorSkipsPlacesThatOverlapTheFirst() {
    LabelPlacement labels = new LabelPlacement(800, 600);
    LabelPlacement.Label first = labels.place("a", new PVector(100, 100), W, H);
    LabelPlacement.Label second = labels.place("b", new PVector(100, 100), W, H);
    // right: box y 95..105 comes within 2 + 2 px of the first's bottom, 91.565: taken.
    // lower right: centre (124.041, 100 + 0.7071·19 = 113.435), box top 108.435: free
    assertEquals(104.041f, second.x(), EPSILON);
    assertEquals(108.435f, second.y(), EPSILON);
    assertFalse(second.overlaps(first.x(), first.y(), first.width(), first.height(),
        LabelPlacement.PADDING));
  }

  @Test
  void aKeptOutCircleAndTheWindowEdgeSendTheLabelElsewhere() {
    LabelPlacement labels = new LabelPlacement(130, 600);
    // the window ends at x = 130: every place to the right of x = 100 sticks out (box 40 wide);
    // a circle of radius 20 round (100, 130) takes the places below
    labels.keepOut(new PVector(100, 130), 20);
    LabelPlacement.Label label = labels.place("a", new PVector(100, 100), W, H);
    // down (0, 1): centre (100, 100 + 14 + 5 = 119), box 80..120 × 114..124: in the circle.
    // lower left: centre (100 − 0.7071·34, 100 + 0.7071·19) = (75.959, 113.435), box
    // 55.959..95.959 × 108.435..118.435; nearest point to (100, 130) is (95.959, 118.435),
    // 12.25 px away < 22: taken. left: centre (100 − 34, 100) = (66, 100): free.
    assertEquals(46f, label.x(), EPSILON);
    assertEquals(95f, label.y(), EPSILON);
  }

  @Test
  void theLabelsAreForgottenEachFrameAndFarOnesGetALeaderLine() {
    LabelPlacement labels = new LabelPlacement(800, 600);
    labels.place("a", new PVector(100, 100), W, H);
    labels.clear();
    assertTrue(labels.placed().isEmpty());
    // a circle of radius 30 round the anchor takes ring 1 and 2 (14, 28 px); ring 3 is 42
    labels.keepOut(new PVector(100, 100), 30);
    LabelPlacement.Label far = labels.place("a", new PVector(100, 100), W, H);
    // upper right, ring 3: centre (100 + 0.7071·62, 100 − 0.7071·47) = (143.841, 66.766);
    // its nearest corner (123.841, 71.766) is √(23.841² + 28.234²) = 36.95 px from the
    // anchor (clear of the 30 + 2 circle), more than LEADER_FROM = 20
    assertEquals(123.841f, far.x(), EPSILON);
    assertEquals(61.766f, far.y(), EPSILON);
    assertTrue(far.distanceTo(100, 100) > LabelPlacement.LEADER_FROM);
  }

  @Test
  void whenNoRingFitsTheAreaIsScannedForTheNearestFreePlace() {
    // a 60 × 30 area at (100, 100); the anchor (50, 50) is outside it, and even ring 5's lower
    // right box, centre (50 + 0.7071·90, 50 + 0.7071·75) = (113.6, 103.0), starts at x 93.6
    LabelPlacement labels = new LabelPlacement(100, 100, 60, 30);
    LabelPlacement.Label label = labels.place("a", new PVector(50, 50), W, H);
    // the scan's nearest free box to (50, 50) is the area's corner
    assertEquals(100f, label.x(), EPSILON);
    assertEquals(100f, label.y(), EPSILON);
    // a second label covers neither the first nor the area's edge: below it, 4 px steps
    LabelPlacement.Label second = labels.place("b", new PVector(50, 50), W, H);
    assertFalse(second.overlaps(label.x(), label.y(), W, H, LabelPlacement.PADDING));
    assertTrue(second.y() + H <= 130 && second.x() >= 100 && second.x() + W <= 160);
  }

  @Test
  void scanningWhenTouchingMovesALabelOffACircleTheRingsCannotAvoid() {
    // a circle of radius 80 round the anchor: every ring (14 to 70 px out) touches it
    LabelPlacement plain = new LabelPlacement(0, 0, 300, 300);
    LabelPlacement scanning = new LabelPlacement(0, 0, 300, 300).scanWhenTouching();
    for (LabelPlacement labels : new LabelPlacement[] {plain, scanning}) {
      labels.keepOut(new PVector(150, 150), 80);
    }
    LabelPlacement.Label touching = plain.place("a", new PVector(150, 150), W, H);
    LabelPlacement.Label clear = scanning.place("a", new PVector(150, 150), W, H);
    assertTrue(touching.touches(150, 150, 80, LabelPlacement.PADDING));
    assertFalse(clear.touches(150, 150, 80, LabelPlacement.PADDING));
  }
}
