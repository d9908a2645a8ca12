package sketches;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.Sketch3D;
import sketchbook.SteeringSketch;
import sketchbook.render.Overlay;
import sketchbook.render.Palette;
import steering.Vehicle;

/**
 * d, f and v draw their arrow at each vehicle, in the arrow's colour, as long as the vector it
 * shows (not only the legend, which any of them adds to the side panel): in every sketch of the
 * sketchbook and every exercise's sketch, the exercise's skeleton or a correct answer. Only the
 * world is looked at, never the panel beside it.
 */
class ArrowKeysTest {

  /**
   * Only vectors drawn at least this long are looked for: a unit desired velocity (×10), as an
   * exercise's skeleton may leave it, is one.
   */
  static final float LONG_ENOUGH = 10;
  /**
   * Frames looked at, from the first: a vector may be long only at the start (a correct Arrive
   * steers hard from rest, then its force fades as it comes to rest on the target) or only
   * later (a skeleton's unit desired velocity, once the vehicle moves).
   */
  static final int MAX_FRAMES = 400;

  enum Arrow {
    DESIRED('d', Palette.DESIRED, Overlay.VELOCITY_SCALE, v -> v.desired),
    FORCE('f', Palette.STEERING, Overlay.FORCE_SCALE, v -> v.steering),
    VELOCITY('v', Palette.VELOCITY, Overlay.VELOCITY_SCALE, v -> v.velocity);

    final char key;
    final int colour;
    final float scale;
    final Function<Vehicle, PVector> vector;

    Arrow(char key, int colour, float scale, Function<Vehicle, PVector> vector) {
      this.key = key;
      this.colour = colour;
      this.scale = scale;
      this.vector = vector;
    }
  }

  static Stream<Arguments> sketchesAndArrows() {
    List<Arguments> cases = new ArrayList<>();
    for (SketchUnderTest kind : ExerciseSketchKind.everySketch()) {
      for (Arrow arrow : Arrow.values()) {
        cases.add(Arguments.of(kind, arrow));
      }
    }
    return cases.stream();
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("sketchesAndArrows")
  void theKeyDrawsItsArrowAtTheVehicles(SketchUnderTest kind, Arrow arrow) {
    SteeringSketch plain = kind.startOffscreen();
    assumeFalse(plain instanceof Sketch3D, kind + " draws its arrows where its camera sees the"
        + " vehicles, not at (x, y): its own sketch test looks for them there");
    SteeringSketch withArrows = kind.startOffscreen();
    withArrows.pressKey(arrow.key);

    // both run in step; look at the first frame in which some vector is long enough to see
    Rectangle world = new Rectangle(0, 0, withArrows.width, withArrows.height);
    for (int frame = 1; frame <= MAX_FRAMES; frame++) {
      Offscreen.frames(plain, 1);
      Offscreen.frames(withArrows, 1);
      List<Rectangle> arrowBoxes = arrowBoxes(Offscreen.vehicles(withArrows), arrow, world);
      if (!arrowBoxes.isEmpty()) {
        assertArrowColourAdded(kind, arrow, Offscreen.image(plain),
            Offscreen.image(withArrows), arrowBoxes);
        return;
      }
    }
    fail(kind + ": no " + arrow + " vector was " + LONG_ENOUGH + " px long in " + MAX_FRAMES
        + " frames, so the arrow was never tested");
  }

  private static void assertArrowColourAdded(SketchUnderTest kind, Arrow arrow, BufferedImage plain,
      BufferedImage withArrows, List<Rectangle> boxes) {
    int added = 0;
    for (Rectangle box : boxes) {
      added += Pixels.countColour(withArrows, arrow.colour, box, new Rectangle())
          - Pixels.countColour(plain, arrow.colour, box, new Rectangle());
    }
    // an arrow 10 px or more long, 2 px wide, with a 10 px head: well over 10 solid pixels
    assertTrue(added >= 10, kind + ": '" + arrow.key + "' added only " + added
        + " pixels of the " + arrow + " colour around the vehicles " + boxes);
  }

  /**
   * A box around each arrow long enough to be drawn, from the vehicle to the arrow's tip, cut
   * to the world (the side panel's legend has arrows of these colours too).
   */
  private static List<Rectangle> arrowBoxes(List<Vehicle> vehicles, Arrow arrow,
      Rectangle world) {
    List<Rectangle> boxes = new ArrayList<>();
    for (Vehicle v : vehicles) {
      PVector shown = PVector.mult(arrow.vector.apply(v), arrow.scale);
      if (shown.mag() < LONG_ENOUGH) {
        continue;
      }
      Rectangle box = new Rectangle((int) v.position.x, (int) v.position.y, 0, 0);
      box.add(v.position.x + shown.x, v.position.y + shown.y);
      box.grow(6, 6);
      boxes.add(box.intersection(world));
    }
    return boxes;
  }
}
