package sketchbook;

import java.awt.image.BufferedImage;
import java.util.List;
import sketchbook.controls.KeyTable;
import sketchbook.controls.SketchOptions;
import sketchbook.controls.Switches;
import sketchbook.panel.ControlPanel;
import sketchbook.panel.Plot;
import sketchbook.panel.SidePanel;
import sketchbook.panel.Whiteboard;
import sketchbook.run.Headless;
import sketchbook.run.Images;
import steering.Vehicle;

/**
 * Test access to a sketch run offscreen, frame by frame: the same steps as
 * {@link SketchRunner#start} with {@code --headless}, but the test decides when each frame is
 * drawn and can look at the sketch between frames. Lives in package {@code sketchbook} because
 * {@link SteeringSketch#configure} and the sketch's key table and vehicles are not public.
 */
public final class Offscreen {

  private Offscreen() {
  }

  /** Parses {@code args}, configures the sketch, gives it an offscreen canvas and runs setup(). */
  public static <S extends SteeringSketch> S start(S sketch, String... args) {
    try {
      sketch.configure(SketchOptions.parse(args, sketch.sketchFlags()));
    } catch (Exception e) {
      throw new AssertionError("could not start " + sketch.getClass().getSimpleName()
          + " with " + String.join(" ", args) + ": " + e, e);
    }
    Headless.attach(sketch);
    Headless.frame(sketch);  // frame 0 runs setup()
    return sketch;
  }

  /** Draws {@code n} frames. */
  public static void frames(SteeringSketch sketch, int n) {
    for (int i = 0; i < n; i++) {
      Headless.frame(sketch);
    }
  }

  /** Draws frames until the sketch is finished (its --frames are drawn), at most {@code limit}. */
  public static void runToEnd(SteeringSketch sketch, int limit) {
    for (int i = 0; i < limit && !sketch.finished(); i++) {
      Headless.frame(sketch);
    }
    if (!sketch.finished()) {
      throw new AssertionError(sketch.getClass().getSimpleName() + " did not finish in "
          + limit + " frames");
    }
  }

  /** What the last frame drew. */
  public static BufferedImage image(SteeringSketch sketch) {
    return Images.snapshot(sketch.g);
  }

  public static KeyTable keys(SteeringSketch sketch) {
    return sketch.keys;
  }

  public static List<Vehicle> vehicles(SteeringSketch sketch) {
    return sketch.vehicles;
  }

  /** Points the s key at another folder, so a test never touches the project's screenshots/. */
  public static void screenshotFolder(SteeringSketch sketch, java.io.File folder) {
    sketch.run.screenshotFolder = folder;
  }

  public static Switches switches(SteeringSketch sketch) {
    return sketch.show;
  }

  /** The on-screen controls (TAB): where its sliders and switches are. */
  public static ControlPanel controls(SteeringSketch sketch) {
    return sketch.controls;
  }

  /** The live plots (g): their samples and where they are drawn. */
  public static Plot plot(SteeringSketch sketch) {
    return sketch.run.plot;
  }

  /** The whiteboard (b): its vehicle and the panels as last drawn. */
  public static Whiteboard whiteboard(SteeringSketch sketch) {
    return sketch.whiteboard;
  }

  /** The side panel beside the world: where its sections are. */
  public static SidePanel panel(SteeringSketch sketch) {
    return sketch.panel;
  }

  /** Leaves the side panel undrawn, so a test can see the frame the world alone draws. */
  public static void hidePanel(SteeringSketch sketch) {
    sketch.panel.hidden = true;
  }

  /** A message in the HUD, as a sketch's say() puts it there. */
  public static void say(SteeringSketch sketch, String message) {
    sketch.say(message);
  }
}
