package exercises.normalpoint;

import exercises.CheckTimeout;
import exercises.Sentences;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import processing.core.PVector;

/**
 * What a correct normal point is, checked on segments that run every way, worked by hand:
 * along = (p − a) · (b − a) / |b − a|, kept between 0 and |b − a|; the point is a + (b − a)
 * scaled to along. {@link NormalPointCheck} runs these against the learner's
 * {@link NormalPoint}; {@link NormalPointSolutionTest} against the reference solution.
 */
@ExtendWith(CheckTimeout.class)   // a loop that never ends fails, naming the method
abstract class NormalPointChecks {

  static final float EPSILON = 1e-3f;

  /** The implementation under check. */
  abstract NormalPoint normalPoint();

  private PVector find(float px, float py, float ax, float ay, float bx, float by) {
    return normalPoint().normalPoint(new PVector(px, py), new PVector(ax, ay),
        new PVector(bx, by));
  }

  @Test
  void aboveAFlatSegmentTheNormalPointIsStraightBelow() {
    // a (100, 200), b (300, 200); p (180, 120): along = (80, -80) · (1, 0) = 80
    assertVector(180, 200, find(180, 120, 100, 200, 300, 200),
        "the normal point of (180, 120) on the segment from (100, 200) to (300, 200)");
  }

  @Test
  void onASlantedSegmentItIsTheFootOfThePerpendicular() {
    // a (0, 0), b (40, 30), 50 long; p (20, 40): along = (20 · 40 + 40 · 30) / 50 = 40,
    // a + (40, 30) × 40 / 50 = (32, 24)
    assertVector(32, 24, find(20, 40, 0, 0, 40, 30),
        "the normal point of (20, 40) on the segment from (0, 0) to (40, 30)");
  }

  @Test
  void onAVerticalSegment() {
    // a (50, 10), b (50, 110); p (90, 60): along = (40, 50) · (0, 1) = 50
    assertVector(50, 60, find(90, 60, 50, 10, 50, 110),
        "the normal point of (90, 60) on the segment from (50, 10) down to (50, 110)");
    // p (20, 150): along = 140, more than the length 100: the end b
    assertVector(50, 110, find(20, 150, 50, 10, 50, 110),
        "the normal point of (20, 150), below the end of the segment from (50, 10) to (50, 110)");
  }

  @Test
  void onASegmentRunningRightToLeft() {
    // a (300, 100), b (100, 100), 200 long, pointing left; p (250, 40): along = (-50) · (-1) = 50
    assertVector(250, 100, find(250, 40, 300, 100, 100, 100),
        "the normal point of (250, 40) on the segment from (300, 100) left to (100, 100)");
    // p (350, 90): along = 50 · (-1) = -50, before the start: a
    assertVector(300, 100, find(350, 90, 300, 100, 100, 100),
        "the normal point of (350, 90), right of the start of the segment from (300, 100) left"
            + " to (100, 100)");
    // p (50, 130): along = 250, past the end: b
    assertVector(100, 100, find(50, 130, 300, 100, 100, 100),
        "the normal point of (50, 130), left of the end of the segment from (300, 100) left to"
            + " (100, 100)");
  }

  @Test
  void onASegmentRunningUpAndLeft() {
    // a (60, 80), b (0, 0), 100 long; p (0, 80): along = (-60, 0) · (-0.6, -0.8) = 36,
    // a + (-0.6, -0.8) × 36 = (38.4, 51.2)
    assertVector(38.4f, 51.2f, find(0, 80, 60, 80, 0, 0),
        "the normal point of (0, 80) on the segment from (60, 80) up to (0, 0)");
  }

  @Test
  void beforeTheStartItIsTheStart() {
    // a (0, 0), b (40, 30); p (-20, -5): along = (-800 - 150) / 50 = -19: a
    assertVector(0, 0, find(-20, -5, 0, 0, 40, 30),
        "the normal point of (-20, -5), before the start of the segment from (0, 0) to (40, 30)");
  }

  @Test
  void pastTheEndItIsTheEnd() {
    // a (0, 0), b (40, 30); p (80, 70): along = (3200 + 2100) / 50 = 106, more than 50: b
    assertVector(40, 30, find(80, 70, 0, 0, 40, 30),
        "the normal point of (80, 70), past the end of the segment from (0, 0) to (40, 30)");
  }

  @Test
  void aPointOnTheSegmentIsItsOwnNormalPoint() {
    assertVector(20, 15, find(20, 15, 0, 0, 40, 30),
        "the normal point of (20, 15), on the segment from (0, 0) to (40, 30)");
  }

  @Test
  void aSegmentOfLengthZeroGivesItsStart() {
    assertVector(5, 5, find(30, 40, 5, 5, 5, 5),
        "the normal point of (30, 40) on a segment from (5, 5) to (5, 5), of length 0");
  }

  @Test
  void nothingIsChanged() {
    PVector p = new PVector(20, 40);
    PVector a = new PVector(0, 0);
    PVector b = new PVector(40, 30);
    PVector found = normalPoint().normalPoint(p, a, b);
    found.set(999, 999);                              // the caller may change its copy
    assertVector(20, 40, p, "the point p after the call");
    assertVector(0, 0, a, "the segment's start a after the call");
    assertVector(40, 30, b, "the segment's end b after the call");
  }

  static void assertVector(float x, float y, PVector actual, String what) {
    Sentences.assertVector(x, y, actual, what, EPSILON);
  }
}
