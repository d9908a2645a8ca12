package sketchbook.run;

import java.util.List;
import processing.core.PApplet;
import processing.core.PGraphics;
import processing.event.MouseEvent;
import sketchbook.controls.KeyTable;
import sketchbook.controls.ParameterTable;
import sketchbook.controls.SketchOptions;
import sketchbook.controls.Switches;
import sketchbook.panel.SidePanel;
import sketchbook.panel.Whiteboard;
import sketchbook.render.WorldSize;
import steering.Vehicle;

/**
 * What the run layer drives: the seam that keeps this package from knowing the sketch class.
 * The sketch implements it; the run calls its recipe once a frame (or again, out of sight, to
 * step a ghost or go back in time), hands it the input, and reads what it has to record.
 */
public interface RunHost extends WorldSize {

  /** Processing's side of the sketch: its canvas, frame count, random numbers and window. */
  PApplet applet();

  /** The sketch's name, e.g. "Arrive", for messages and file names. */
  String name();

  /** One line on what the sketch teaches. */
  String about();

  SketchOptions options();

  /** The vehicles on screen, in a stable order. */
  List<Vehicle> vehicles();

  Switches show();

  KeyTable keys();

  ParameterTable parameters();

  Whiteboard whiteboard();

  SidePanel panel();

  /** True for a 3D sketch, which draws with OpenGL. */
  boolean threeD();

  /** The sketch's own HUD lines. */
  void addHudLines(List<String> lines);

  /** Presses a key through Processing's own handling, as a keyboard would (Esc exits). */
  void pressKey(char key);

  /** Runs the key's binding, as a key press on the keyboard does. */
  void applyKey(char key);

  /** Hands a mouse event in the world to the sketch's own handlers (mousePressed, ...). */
  void applyMouse(MouseEvent event);

  /** The sketch's draw(): its recipe, which moves the vehicles when the run is simulating. */
  void drawSketch();

  /** A canvas nobody sees, for the steps drawn out of sight. */
  PGraphics outOfSightCanvas();

  /**
   * A second sketch of this one's class, made, configured from {@code args} (the seed and the
   * options that shape the simulation) and set up, drawing nowhere: a ghost's twin
   * ({@link GhostTwin}), which steps it on a thread of its own. Called from that thread.
   *
   * @return the twin's run
   * @throws Exception if the twin cannot be made or set up (the ghost then steps itself)
   */
  SketchRun twin(List<String> args) throws Exception;

  /** Draws vehicles of another run (a ghost) over the scene, faded, the way its own are. */
  void drawGhostVehicles(List<Vehicle> ghosts, int fill);

  /**
   * Names what the simulation's state is made of, for snapshots: the sketch's own fields, its
   * vehicles and parameters, and the random numbers.
   */
  void stateRoots(StateSnapshot.Roots roots);

  /** Closes the window (Processing's exit), ending the program with the run's exit code. */
  void closeWindow();
}
