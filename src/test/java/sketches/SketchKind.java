package sketches;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import launcher.Catalog;
import sketchbook.Offscreen;
import sketchbook.Sketch3D;
import sketchbook.SteeringSketch;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

/**
 * The sketches under test, and how a test starts one offscreen. Every sketch the sketchbook
 * finds is here ({@link #every()}, in the sketchbook's order), a sketch of your own included,
 * so the tests that take every sketch cover it with nothing to add. The constants are the
 * sketches that some tests name.
 */
final class SketchKind implements SketchUnderTest {

  /** Every offscreen run uses this seed, so two runs with the same arguments are identical. */
  static final String SEED = "7";

  private static final List<SketchKind> EVERY = Catalog.sketchbook().sketches().stream()
      .map(SketchKind::new).toList();

  static final SketchKind SEEK = named("Seek");
  static final SketchKind ARRIVE = named("Arrive");
  static final SketchKind FLEE = named("Flee");
  static final SketchKind PURSUE_EVADE = named("PursueEvade");
  static final SketchKind WANDER = named("Wander");
  static final SketchKind PATH_FOLLOWING = named("PathFollowing");
  static final SketchKind SEPARATION = named("Separation");
  static final SketchKind SEEK_AND_SEPARATE = named("SeekAndSeparate");
  static final SketchKind FLOCKING = named("Flocking");
  static final SketchKind CROWD_PATH_FOLLOWING = named("CrowdPathFollowing");

  /** The sketch's name, as the launcher knows it. */
  final String title;
  private final Catalog.Sketch sketch;

  private SketchKind(Catalog.Sketch sketch) {
    this.title = sketch.name();
    this.sketch = sketch;
  }

  /** Every sketch the sketchbook finds, in its order; the source of the every-sketch tests. */
  static List<SketchKind> every() {
    return EVERY;
  }

  /**
   * The sketch called {@code name}, in any case, with or without underscores ("PATH_FOLLOWING"
   * is PathFollowing); a test's {@code @ValueSource} or {@code @CsvSource} names one this way.
   */
  static SketchKind named(String name) {
    String wanted = name.replace("_", "").toLowerCase(Locale.ROOT);
    for (SketchKind kind : EVERY) {
      if (kind.title.toLowerCase(Locale.ROOT).equals(wanted)) {
        return kind;
      }
    }
    throw new IllegalArgumentException("no sketch " + name + " among " + EVERY);
  }

  /** True for a sketch of the book's lessons, false for one of your own (and YourBehavior). */
  boolean isLesson() {
    return sketch.lesson() > 0;
  }

  /** True for a sketch in three dimensions: P3D, which needs OpenGL and so a display. */
  boolean drawsIn3D() {
    return Sketch3D.class.isAssignableFrom(sketch.type());
  }

  /**
   * Skips a test of a whole --headless run in this JVM for a 3D sketch, saying why: this JVM is
   * headless, and a 3D sketch's run needs OpenGL and a display. Its runs are tested in JVMs of
   * their own under a display (ThreeDimensionalRunsTest; CI runs it under xvfb-run).
   */
  void assumeRunsHeadlessInThisJvm() {
    assumeFalse(drawsIn3D(), title + " draws in 3D with OpenGL, which needs a display: this"
        + " JVM is headless (java.awt.headless=true); ThreeDimensionalRunsTest runs it in a JVM"
        + " of its own under a display");
  }

  /** Skips a test whose scenes are made in the plane for a 3D sketch, saying why. */
  void assumeRunsInThePlane() {
    assumeFalse(drawsIn3D(), title + " is in 3D: this test's scenes are made in the plane");
  }

  /** A new sketch, not started. */
  SteeringSketch create() {
    return sketch.create();
  }

  @Override
  public String title() {
    return title;
  }

  /**
   * A new sketch started offscreen (setup has run) with --headless, the seed (unless
   * {@code extra} gives its own: a flag is given once) and {@code extra}.
   */
  @Override
  public SteeringSketch startOffscreen(String... extra) {
    List<String> args = new ArrayList<>(List.of("--headless"));
    if (!List.of(extra).contains("--seed")) {
      args.addAll(List.of("--seed", SEED));
    }
    args.addAll(List.of(extra));
    return Offscreen.start(create(), args.toArray(String[]::new));
  }

  @Override
  public String toString() {
    return title;
  }
}
