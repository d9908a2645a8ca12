package launcher;

import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import processing.core.PApplet;
import processing.event.MouseEvent;
import sketchbook.SteeringSketch;
import sketchbook.controls.SketchOptions;
import sketchbook.render.Palette;
import sketchbook.run.RunFiles;

/*
 * The Sketchbook — every sketch at a glance: a live thumbnail of each (a copy of the sketch
 * running offscreen), its title and the one line it teaches.
 *
 * Click a thumbnail, or press its number, to open that sketch in its own window; closing that
 * window brings you back here. Closing the sketchbook ends the program.
 *
 * Nothing lists the sketches: each one compiled from a folder of sketches/ is found (Catalog),
 * the book's lessons first, then sketches of your own by name. `Sketchbook Arrive ...` (or
 * -Dsketch=Arrive) skips the launcher and starts that sketch; see CommandLine.
 * Keys: 1, 2, 3, ... 9, then a, b, c, ... open a sketch; Esc closes the sketchbook.
 */
public class Sketchbook extends PApplet {

  static final float HEADING_SIZE = 26;
  static final float HINT_SIZE = 13;
  static final int VEIL = 0xCCF6F4EE;
  /** Frame rates: live thumbnails, and resting behind a veil while a sketch has the CPU. */
  static final int LIVE_FPS = 60;
  static final int RESTING_FPS = 10;

  /** The sketches it shows, in order. */
  final Catalog sketches;
  /** The layout; for a window, fitted to the screen once the sketchbook is started. */
  Grid grid;
  /** How far the grid is scrolled up (the wheel), in pixels. */
  int scroll;
  final List<Thumbnail> thumbnails = new ArrayList<>();
  SketchOptions options = new SketchOptions();
  RunFiles files;
  /** The sketch open in its own window, or null; cleared from that sketch's thread. */
  volatile String openSketch;
  boolean done;
  int exitCode;

  /** The sketchbook of every sketch compiled beside it. */
  public Sketchbook() {
    this(Catalog.sketchbook());
  }

  /** A sketchbook of these sketches. */
  Sketchbook(Catalog sketches) {
    this.sketches = sketches;
    this.grid = new Grid(sketches.size());
  }

  public static void main(String[] args) {
    CommandLine.run(args);
  }

  /**
   * A window fits the screen (as many columns as fit, as tall as fits, the rest scrolled with the
   * wheel). Headless, and for a window that saves its picture (--save, --gif), the whole sheet
   * in five columns, so the picture shows every sketch.
   */
  @Override
  public void settings() {
    if (!options.headless && options.save == null && options.gif == null) {
      Rectangle usable = usableScreen();
      if (usable != null) {
        grid = Grid.forScreen(sketches.size(), usable.width, usable.height);
      }
    }
    size(grid.width(), grid.viewHeight);
  }

  /** The screen's area without its task bars; null when there is no screen. */
  private static Rectangle usableScreen() {
    try {
      return GraphicsEnvironment.isHeadless() ? null
          : GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
    } catch (RuntimeException noScreen) {
      return null;
    }
  }

  @Override
  public void setup() {
    for (Catalog.Sketch sketch : sketches.sketches()) {
      thumbnails.add(Thumbnail.start(sketch));
    }
    registerMethod("post", this);
  }

  @Override
  public void draw() {
    String open = openSketch;  // read once: a closing sketch clears it from its own thread
    if (surface != null) {  // a window (offscreen, frames come as fast as they are drawn)
      frameRate(open == null ? LIVE_FPS : RESTING_FPS);
    }
    background(Palette.PAPER);
    pushMatrix();
    translate(0, -scroll);
    drawHeading();
    int hovered = grid.cellAt(mouseX, mouseY + scroll);
    for (int i = 0; i < thumbnails.size(); i++) {
      if (open == null) {
        thumbnails.get(i).step();   // live: each sketch draws its next frame offscreen
      }
      thumbnails.get(i).display(g, grid, i, i == hovered);
    }
    popMatrix();
    if (open != null) {
      drawVeil(open);
    }
  }

  @Override
  public void mousePressed() {
    open(grid.cellAt(mouseX, mouseY + scroll));
  }

  /** The wheel scrolls a grid taller than the window. */
  @Override
  public void mouseWheel(MouseEvent event) {
    scroll = grid.clampScroll(scroll + event.getCount() * Grid.WHEEL_STEP);
  }

  @Override
  public void keyPressed() {
    open(grid.cellFor(key));
  }

  /** Opens sketch number {@code i} (from 0) in its own window, unless one is open already. */
  void open(int i) {
    if (i < 0 || i >= thumbnails.size() || openSketch != null) {
      return;
    }
    Catalog.Sketch sketch = sketches.get(i);
    SteeringSketch copy;
    try {
      copy = sketch.create();
    } catch (RuntimeException e) {
      System.err.println("Sketchbook: " + sketch.name() + " cannot start: " + e.getMessage());
      return;
    }
    openSketch = sketch.name();
    if (!SketchWindow.open(copy, () -> openSketch = null)) {
      openSketch = null;
    }
  }

  /** After each frame: the --gif frame, and the end once --frames are drawn. */
  public void post() {
    if (files == null) {
      return;  // not started from the command line: nothing to write, no end
    }
    try {
      files.frameDrawn(g);
      if (options.frames > 0 && frameCount >= options.frames && !done) {
        done = true;
        files.finish(g);
      }
    } catch (IOException e) {
      System.err.println("Sketchbook: " + e.getMessage());
      exitCode = CommandLine.EXIT_FILE_ERROR;
      done = true;
    }
    if (done && !options.headless) {
      exit();
    }
  }

  @Override
  public void exitActual() {
    System.exit(exitCode);
  }

  void drawHeading() {
    fill(Palette.INK);
    textAlign(LEFT, CENTER);
    textSize(HEADING_SIZE);
    text("Steering Sketchbook", Grid.GAP, Grid.TITLE_HEIGHT / 2f);
    textAlign(RIGHT, CENTER);
    textSize(HINT_SIZE);
    text("click a sketch or press its key", width - Grid.GAP, Grid.TITLE_HEIGHT / 2f);
    textAlign(LEFT, CENTER);
    text("each sketch opens in its own window; close it to come back here",
        Grid.GAP, grid.height() - Grid.FOOTER_HEIGHT);
  }

  void drawVeil(String open) {
    noStroke();
    fill(VEIL);
    rect(0, 0, width, height);
    fill(Palette.INK);
    textAlign(CENTER, CENTER);
    textSize(HEADING_SIZE);
    text(open + " is open in its own window", width / 2f, height / 2f);
    textSize(HINT_SIZE);
    text("close it to come back here", width / 2f, height / 2f + HEADING_SIZE);
  }
}
