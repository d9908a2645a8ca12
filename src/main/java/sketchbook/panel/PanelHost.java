package sketchbook.panel;

import java.util.List;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.controls.KeyTable;
import sketchbook.controls.Parameter;
import sketchbook.controls.ParameterTable;
import sketchbook.controls.Switches;
import sketchbook.render.WorldSize;
import steering.Vehicle;

/**
 * What the side panel, its controls and the whiteboard need of the sketch they sit beside: the
 * seam that keeps this package from knowing the sketch class. The sketch implements it; the
 * panel reads the state through it and sends what the learner does (a slider moved, a switch
 * clicked, the run paused) back through it, so the run layer sees every change.
 */
public interface PanelHost extends WorldSize {

  /** The window's canvas, world and panel. */
  PGraphics canvas();

  /** The sketch's name, as the help's title shows it. */
  String name();

  Switches show();

  KeyTable keys();

  ParameterTable parameters();

  List<Vehicle> vehicles();

  /** What the legend explains now. */
  List<LegendItem> legendItems();

  /** The HUD's lines. */
  List<String> hudLines();

  /** The live plots (g). */
  Plot plot();

  /** The timeline of the frames kept, or null when the run keeps none (headless). */
  Timeline timeline();

  SidePanel panel();

  ControlPanel controls();

  boolean paused();

  void togglePause();

  /** A switch of the controls was clicked: the same as pressing its key. */
  void switchClicked(char key);

  /** A slider was moved: the parameter is to take {@code value}. */
  void sliderMoved(Parameter parameter, float value);

  /**
   * Where vehicle {@code v} is drawn in the window: its x and y in the plane; a 3D sketch
   * projects it through its camera, so the board's ring and clicks find it.
   */
  default PVector onScreen(Vehicle v) {
    return new PVector(v.position.x, v.position.y);
  }

  /** The whiteboard's first panel for vehicle {@code v}: what is special to this behavior. */
  void drawOnWhiteboard(Vehicle v, BoardView view);
}
