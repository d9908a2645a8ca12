package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import processing.core.PConstants;
import processing.event.MouseEvent;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import steering.Vehicle;

/**
 * 0 gives back the sketch as it started: after every key of the sketch has been pressed and the
 * world clicked and dragged, then 0, the sketch holds the same vehicles (positions, velocities,
 * limits) as a fresh one, and its own switches and modes, which the HUD and the key table show,
 * are back to the start (Seek's demo vehicles gone, PursueEvade's look-ahead and quarry, Flee's
 * panic mode, ...). The display switches (arrows, trails, help, panels) are how the
 * learner looks at the scene, not the scene: those keys are not pressed here.
 */
class ResetIsAFreshStartTest {

  /**
   * Keys not pressed: the display switches and panels (not the scene), pause and step, the
   * screenshot, and 0 itself.
   */
  static final Set<Character> NOT_THE_SCENE =
      Set.of('d', 'f', 'v', 'r', 't', 'h', ' ', '.', 's', '\t', 'g', 'b', '0');
  /**
   * The HUD while a key has opened a word to type (SteeringText's Enter): the same key again
   * sets the word, as a learner would before pressing the next keys.
   */
  static final String TYPING = "typing:";
  /** Frames drawn after each key, so the key's change shows in the scene. */
  static final int FRAMES_AFTER_A_KEY = 3;
  /** Frames drawn after the click and drag. */
  static final int FRAMES_AFTER_THE_MOUSE = 10;
  /** Where the click and the drag happen: inside every sketch's world. */
  static final int CLICK_X = 300;
  static final int CLICK_Y = 250;
  static final int DRAG_TO_X = 360;

  static List<SketchKind> resettable() {
    return SketchKind.every().stream()
        .filter(kind -> !List.of("PathFollowing", "CrowdPathFollowing").contains(kind.title))
        .toList();
  }

  /**
   * Every sketch but PathFollowing and CrowdPathFollowing, which still keep, after 0, the path
   * file p moved on to (the vehicles start again on that path, not on the first one).
   */
  @ParameterizedTest
  @MethodSource("resettable")
  void zeroAfterEveryKeyAndAClickIsTheSketchAsItStarted(SketchKind kind) {
    SteeringSketch fresh = kind.startOffscreen();
    SteeringSketch used = kind.startOffscreen();
    List<Character> pressed = new ArrayList<>();
    for (KeyTable.Binding binding : Offscreen.keys(used).bindings()) {
      if (!NOT_THE_SCENE.contains(binding.key()) && !writesAFile(binding)) {
        used.pressKey(binding.key());
        pressed.add(binding.key());
        if (used.hudLines().stream().anyMatch(line -> line.startsWith(TYPING))) {
          used.pressKey(binding.key());   // the word typed is set: the next keys are keys again
        }
        Offscreen.frames(used, FRAMES_AFTER_A_KEY);
      }
    }
    mouse(used, MouseEvent.PRESS, CLICK_X);
    mouse(used, MouseEvent.DRAG, DRAG_TO_X);
    mouse(used, MouseEvent.RELEASE, DRAG_TO_X);
    Offscreen.frames(used, FRAMES_AFTER_THE_MOUSE);

    used.pressKey('0');

    String after = kind + " after " + pressed + ", a click, a drag and 0";
    assertEquals(vehicles(fresh), vehicles(used), after + ": the vehicles");
    assertEquals(Offscreen.keys(fresh).switchesOn(), Offscreen.keys(used).switchesOn(),
        after + ": the switches");
    Offscreen.say(fresh, null);   // a key's message (e.g. "loaded ...") is not the scene
    Offscreen.say(used, null);
    assertEquals(fresh.hudLines(), used.hudLines(), after + ": the HUD");
  }

  /** Keys that save a file (PathFollowing's w): a test must not leave files behind. */
  private static boolean writesAFile(KeyTable.Binding binding) {
    String description = binding.description();
    return description.contains("save") || description.contains("write");
  }

  /** Each vehicle's position, velocity and limits, as text to compare and to read. */
  private static List<String> vehicles(SteeringSketch sketch) {
    List<String> states = new ArrayList<>();
    for (Vehicle v : Offscreen.vehicles(sketch)) {
      states.add("at " + v.position + " moving " + v.velocity + " maxspeed " + v.maxspeed
          + " maxforce " + v.maxforce + " mass " + v.mass);
    }
    return states;
  }

  private static void mouse(SteeringSketch sketch, int action, int x) {
    sketch.handleMouseEvent(new MouseEvent(null, System.currentTimeMillis(), action, 0, x,
        CLICK_Y, PConstants.LEFT, 1));
  }
}
