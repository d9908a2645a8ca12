package flowfield;

import java.util.List;
import processing.core.PVector;
import sketchbook.KeyTable;
import sketchbook.LegendItem;
import sketchbook.LegendItem.Mark;
import sketchbook.Palette;
import sketchbook.Parameter;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.panel.BoardView;
import steering.Vehicle;

/*
 * Flow Field — a crowd steered by a grid of directions, the field drawn from Perlin noise.
 *
 *   column = floor(x / resolution), row = floor(y / resolution), each clamped to the grid
 *   desired = direction stored in (column, row) × maxspeed
 *   steering = desired − velocity, limited to maxforce
 *
 * A cell's direction is the angle noise(x · NOISE_SCALE, y · NOISE_SCALE, depth) × 2π, at the
 * cell's centre (x, y) in pixels, so a finer or coarser grid samples the same smooth noise.
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999), flow field
 * following; The Nature of Code, "Autonomous Agents", "Flow Fields"; the Coding Train's
 * "Perlin Noise Flow Field".
 *
 * Drag the mouse to paint: every cell the drag crosses takes the drag's direction. n makes a
 * new field (deeper into the noise). Vehicles leaving the window come back on the other side.
 * Keys: h lists them all. d, f, v arrows; r the field's arrows; t trails; space pause; . step;
 * [ ] maxspeed; ; ' maxforce; - = resolution; n new field; s screenshot; 0 reset.
 */
public class FlowField extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int DEFAULT_VEHICLES = 120;
  /** The size of a cell in pixels, and how far the keys may take it, in steps of 5. */
  static final float RESOLUTION = 20;
  static final float MIN_RESOLUTION = 10;
  static final float MAX_RESOLUTION = 80;
  static final float RESOLUTION_STEP = 5;
  /** The - and = keys, the slider and the HUD: cells of another size, from the same noise. */
  final Parameter resolution = parameter("resolution", RESOLUTION, MIN_RESOLUTION,
      MAX_RESOLUTION, '-', '=').adding(RESOLUTION_STEP).whenChanged(r -> field = noiseField());
  /** Noise per pixel: 0.1 per 20-pixel cell, The Nature of Code's step from cell to cell. */
  static final float NOISE_SCALE = 0.005f;
  /** How far n moves along the noise's third axis: far enough for an unrelated field. */
  static final float NEW_FIELD_STEP = 10;

  /** Where on the noise's third axis the field is sampled; n moves it on. */
  float noiseDepth;
  steering.FlowField field;
  final FieldPicture picture = new FieldPicture();
  /** The seed of the first layout, so that 0 brings the same one back. */
  Long layoutSeed;

  public static void main(String[] args) {
    SketchRunner.run(new FlowField(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** A field from the noise, and a crowd at rest with limits of their own (--vehicles N). */
  @Override
  public void setup() {
    if (layoutSeed == null) {
      layoutSeed = options.seed != null ? options.seed : (long) random(Integer.MAX_VALUE);
    }
    randomSeed(layoutSeed);
    noiseDepth = 0;
    field = noiseField();
    int count = options.vehicles > 0 ? options.vehicles : DEFAULT_VEHICLES;
    for (int i = 0; i < count; i++) {
      vehicles.add(randomVehicle());
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    if (show.radii) {
      picture.draw(this, field);   // one arrow per cell, redrawn only when the field changes
    }

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        vehicle.follow(field);   // desire the direction of the cell underneath, at maxspeed
        vehicle.update();
        wrapAround(vehicle);
      }
    }

    drawVehicles();   // trails, then each vehicle (batched: there are many) and its arrows
  }

  /** Paints the drag's direction into every cell from the last mouse position to this one. */
  @Override
  public void mouseDragged() {
    PVector from = new PVector(pmouseX, pmouseY);
    PVector direction = new PVector(mouseX - pmouseX, mouseY - pmouseY);
    if (direction.x == 0 && direction.y == 0) {
      return;
    }
    // samples half a cell apart, so a fast drag leaves no cell out
    int samples = ceil(direction.mag() / (resolution.value() / 2));
    for (int i = 0; i <= samples; i++) {
      paint(PVector.add(from, PVector.mult(direction, i / (float) samples)), direction);
    }
    picture.fieldChanged();
  }

  @Override
  public String about() {
    return "follow a flow field of Perlin noise";
  }

  /** The sketchbook shows the book's lessons in order; this is lesson 7. */
  @Override
  public int lesson() {
    return 7;
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What FieldPicture draws, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("the field: the desired direction in each cell",
        Palette.PATH_LINE, Mark.ARROW));
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bind('n', "new field from the noise", this::newField);
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add(String.format("%d × %d cells of %.0f px", field.columns(), field.rows(),
        field.resolution()));
    lines.add(String.format("noise depth %.0f (n: new field) — drag to paint directions",
        noiseDepth));
  }

  /** The field of this resolution sampled from the noise at this depth. */
  steering.FlowField noiseField() {
    float cell = resolution.value();
    steering.FlowField noisy = new steering.FlowField(width, height, cell);
    for (int column = 0; column < noisy.columns(); column++) {
      for (int row = 0; row < noisy.rows(); row++) {
        float x = (column + 0.5f) * cell;
        float y = (row + 0.5f) * cell;
        float angle = noise(x * NOISE_SCALE, y * NOISE_SCALE, noiseDepth) * TWO_PI;
        noisy.set(column, row, PVector.fromAngle(angle));
      }
    }
    picture.fieldChanged();
    return noisy;
  }

  /** The cell under {@code at}, if it is in the window, takes {@code direction}. */
  void paint(PVector at, PVector direction) {
    if (at.x < 0 || at.x >= width || at.y < 0 || at.y >= height) {
      return;
    }
    field.set((int) (at.x / resolution.value()), (int) (at.y / resolution.value()), direction);
  }

  void newField() {
    noiseDepth += NEW_FIELD_STEP;
    field = noiseField();
  }

  /** The whiteboard's (b) part special to the flow field: see {@link FieldBoard}. */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    FieldBoard.draw(view, v, field);
  }

  /** Leaving the window on one side brings a vehicle back on the other (once out of sight). */
  void wrapAround(Vehicle v) {
    PVector p = v.position;
    if (p.x < -v.r) {
      p.x = width + v.r;
    } else if (p.x > width + v.r) {
      p.x = -v.r;
    }
    if (p.y < -v.r) {
      p.y = height + v.r;
    } else if (p.y > height + v.r) {
      p.y = -v.r;
    }
  }
}
