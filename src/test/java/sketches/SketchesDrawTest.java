package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.Sketch3D;
import sketchbook.SteeringSketch;
import sketchbook.render.Palette;
import steering.Vehicle;

/**
 * Each sketch, the sketchbook's and the exercises' (as a skeleton or with a correct answer), run
 * offscreen, draws its world, draws each vehicle where it is, and moves its vehicles; the
 * sketches that seek a target move their vehicles towards it. Only the world, the
 * {@code size(w, h)} area, is looked at: the side panel to its right is drawn by the sketchbook
 * whatever the sketch does, so it proves nothing about the sketch.
 */
class SketchesDrawTest {

  /** Enough frames for every sketch to have set off all its vehicles and moved them well away. */
  static final int FRAMES = 200;
  /**
   * The frame at which the vehicles are looked for in the picture, and the world's ink counted:
   * they have set off, and are still spread out where they started, not yet gathered on a
   * target or pinned at the edges.
   */
  static final int DRAWN_AT = 30;
  /** A vehicle moved: it travelled at least this far, along its way, in {@link #FRAMES}. */
  static final float MOVED = 10;
  /** Half the box around a vehicle's position in which its fill is looked for. */
  static final int AROUND = 4;
  /** A vehicle is drawn: at least this many pixels of a vehicle fill in its box. */
  static final int FILL_PIXELS = 3;
  /** The colours a vehicle is filled with, in one sketch or another. */
  static final Set<Integer> VEHICLE_FILLS = Stream.concat(
      Stream.of(Palette.VEHICLE, Palette.NO_STEERING, Palette.CHEETAH, Palette.TURTLE),
      Palette.HEALTH.stream()).collect(Collectors.toSet());
  /** A world drawn: at least this many pixels differ from its background (a vehicle has ~40). */
  static final int INKED = 200;

  /** The sketches whose vehicles seek a target: they head for a fixed --target. */
  static final Set<String> SEEKERS = Set.of("Seek", "Arrive", "SeekAndSeparate", "SeekToArrive",
      "HeavyAndLight", "ChoppyFrames");
  /** The fixed target, the world's centre, away from where every seeker's vehicles start. */
  static final String TARGET = "400,300";
  /** Frames in which the seekers, starting at rest, head for the target. */
  static final int SEEKING_FRAMES = 60;
  /**
   * In {@link #SEEKING_FRAMES} the vehicles' mean distance to the target falls below this
   * share of where it started: from rest, at maxforce 0.1, a vehicle closes about 180 px in
   * that time (the heaviest of HeavyAndLight, mass 4, 45 px), of 250 to 350 px.
   */
  static final float CLOSER = 0.75f;

  static Stream<SketchUnderTest> everySketch() {
    return ExerciseSketchKind.everySketch().stream();
  }

  static Stream<SketchUnderTest> seekers() {
    return everySketch().filter(kind -> SEEKERS.contains(kind.title()));
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @MethodSource("everySketch")
  void drawsItsWorldNotOnlyTheBackground(SketchUnderTest kind) {
    SteeringSketch sketch = kind.startOffscreen();
    Offscreen.frames(sketch, DRAWN_AT);

    BufferedImage frame = Offscreen.image(sketch);
    assertEquals(sketch.width + SteeringSketch.PANEL_WIDTH, frame.getWidth(),
        "width: world and panel");
    assertEquals(sketch.height, frame.getHeight(), "height");
    Rectangle world = new Rectangle(0, 0, sketch.width, sketch.height);
    int inked = Pixels.differingFrom(frame, Palette.PAPER, world);
    assertTrue(inked >= INKED, kind + " drew only " + inked + " pixels on its background");
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @MethodSource("everySketch")
  void everyVehicleMovesAndIsDrawnWhereItIs(SketchUnderTest kind) {
    SteeringSketch sketch = kind.startOffscreen();
    assumeFalse(sketch instanceof Sketch3D, kind + " draws each vehicle where its camera sees"
        + " it, not at (x, y): Flocking3DSketchTest looks for them there");
    if (Offscreen.switches(sketch).radii) {
      sketch.pressKey('r');   // the debug view draws over the vehicles: off, to see them
    }
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    // how far each vehicle travelled along its way (a wanderer may come back), from where it
    // was first seen: some sketches send their vehicles off one after another
    Map<Vehicle, Float> travelled = new IdentityHashMap<>();
    Map<Vehicle, PVector> last = new IdentityHashMap<>();
    for (int frame = 1; frame <= FRAMES; frame++) {
      for (Vehicle v : vehicles) {
        last.putIfAbsent(v, v.position.copy());
        travelled.putIfAbsent(v, 0f);
      }
      Offscreen.frames(sketch, 1);
      for (Vehicle v : vehicles) {
        if (last.containsKey(v)) {
          travelled.merge(v, PVector.dist(last.get(v), v.position), Float::sum);
          last.get(v).set(v.position);
        }
      }
      if (frame == DRAWN_AT) {
        assertEachDrawnWhereItIs(kind, sketch, vehicles);
      }
    }

    assertTrue(!travelled.isEmpty(), kind + " has no vehicles");
    for (int i = 0; i < vehicles.size(); i++) {
      float way = travelled.getOrDefault(vehicles.get(i), 0f);
      assertTrue(way > MOVED, kind + " vehicle " + i + " travelled only " + way + " px in "
          + FRAMES + " frames");
    }
  }

  /**
   * Each vehicle's fill shows around its position in the picture: those clear of the world's
   * edges (a wrapping sketch's vehicle on its way round) and of the vehicles drawn after it,
   * which must be at least a quarter of them (KeepApart's start bunched up).
   */
  private static void assertEachDrawnWhereItIs(SketchUnderTest kind, SteeringSketch sketch,
      List<Vehicle> vehicles) {
    BufferedImage frame = Offscreen.image(sketch);
    Rectangle world = new Rectangle(0, 0, sketch.width, sketch.height);
    int seen = 0;
    for (int i = 0; i < vehicles.size(); i++) {
      Vehicle v = vehicles.get(i);
      Rectangle around = new Rectangle((int) v.position.x - AROUND, (int) v.position.y - AROUND,
          2 * AROUND + 1, 2 * AROUND + 1);
      if (!world.contains(around) || drawnOver(vehicles, i)) {
        continue;
      }
      seen++;
      int fillPixels = 0;
      for (int fill : VEHICLE_FILLS) {
        fillPixels += Pixels.countColour(frame, fill, around, new Rectangle());
      }
      assertTrue(fillPixels >= FILL_PIXELS, kind + " vehicle " + i + " at " + v.position
          + " is not drawn there (" + fillPixels + " pixels of a vehicle's fill)");
    }
    assertTrue(seen >= (vehicles.size() + 3) / 4, kind + ": only " + seen + " of "
        + vehicles.size() + " vehicles clear of the world's edges and each other");
  }

  /** True when a vehicle drawn after vehicle i (later in the list) may cover it. */
  private static boolean drawnOver(List<Vehicle> vehicles, int i) {
    Vehicle v = vehicles.get(i);
    for (int j = i + 1; j < vehicles.size(); j++) {
      Vehicle later = vehicles.get(j);
      // each triangle reaches 2r from its position
      if (PVector.dist(v.position, later.position) < 2 * v.r + 2 * later.r) {
        return true;
      }
    }
    return false;
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @MethodSource("seekers")
  void theSeekersHeadForTheTarget(SketchUnderTest kind) {
    SteeringSketch sketch = kind.startOffscreen("--target", TARGET);
    PVector target = new PVector(400, 300);
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    float before = meanDistance(vehicles, target);

    Offscreen.frames(sketch, SEEKING_FRAMES);

    float after = meanDistance(vehicles, target);
    assertTrue(after < CLOSER * before, kind + ": the vehicles' mean distance to the target "
        + "went from " + before + " to " + after + " px in " + SEEKING_FRAMES + " frames");
  }

  private static float meanDistance(List<Vehicle> vehicles, PVector target) {
    float sum = 0;
    for (Vehicle v : vehicles) {
      sum += PVector.dist(v.position, target);
    }
    return sum / vehicles.size();
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void twoRunsWithTheSameArgumentsDrawTheSameFrames(SketchKind kind) {
    // the key tests compare two runs pixel by pixel, as many frames long as these: that only
    // means something if equal arguments give equal pictures
    int frames = EveryKeyChangesTheSketchTest.WARM_UP + EveryKeyChangesTheSketchTest.AFTER;
    SteeringSketch first = kind.startOffscreen();
    SteeringSketch second = kind.startOffscreen();
    Offscreen.frames(first, frames);
    Offscreen.frames(second, frames);

    assertEquals(0, Pixels.differing(Offscreen.image(first), Offscreen.image(second)));
  }
}
