package flowfield;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Set;
import processing.core.PImage;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import sketchbook.controls.Parameter;
import sketchbook.controls.UsageException;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.render.Palette;
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
 * c picks the next field (The Nature of Code's exercises on flow fields):
 *   Perlin noise     the field above, still
 *   flowing noise    the same noise with time as its third axis: angle = noise(x, y, time) × 2π,
 *                    time moving on by the field speed each frame (j k), so the field flows
 *   picture          angle = brightness / 255 × 2π of the picture under the cell: black
 *                    points right, brighter turns clockwise (data/flowfield/rings.png, rings
 *                    made by code: brightness = 6 × the distance from the middle, mod 256;
 *                    --image FILE for a picture of your own)
 *   swirl            a quarter turn from the line out of the window's centre: round and round
 * The fields are filled by steering.FlowField (fillFromNoise, fillFromBrightness, fillSwirl).
 *
 * Drag the mouse to paint: every cell the drag crosses takes the drag's direction. n makes a
 * new field (deeper into the noise). Vehicles leaving the window come back on the other side.
 * Keys: h lists them all. d, f, v arrows; r the field's arrows; t trails; space pause; . step;
 * [ ] maxspeed; ; ' maxforce; - = resolution; n new field; c next kind of field; j k field
 * speed (flowing noise); s screenshot; 0 reset.
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
  /** The - and = keys, the slider and the HUD: cells of another size, from the same source. */
  final Parameter resolution = parameter("resolution", RESOLUTION, MIN_RESOLUTION,
      MAX_RESOLUTION, '-', '=').adding(RESOLUTION_STEP).whenChanged(r -> field = newField());
  /** How far along the noise's time axis the flowing field moves each frame, and its bounds. */
  static final float FIELD_SPEED = 0.005f;
  static final float MAX_FIELD_SPEED = 0.05f;
  static final float FIELD_SPEED_STEP = 0.0025f;
  /** The j and k keys: how fast the flowing noise flows; changing it shows that field. */
  final Parameter fieldSpeed = parameter("field speed", FIELD_SPEED, 0, MAX_FIELD_SPEED, 'j',
      'k').adding(FIELD_SPEED_STEP).format("%.4f").whenChanged(speed -> show(Kind.FLOWING))
      .shownWhile(() -> this.kind == Kind.FLOWING);
  /** The picture the picture field comes from unless --image names another. */
  static final String PICTURE = "data/flowfield/rings.png";

  /** The kinds of field c goes round, in order. */
  enum Kind {
    NOISE("Perlin noise"),
    FLOWING("Perlin noise flowing in time"),
    PICTURE("the picture's brightness"),
    SWIRL("a swirl round the centre");

    final String shown;

    Kind(String shown) {
      this.shown = shown;
    }
  }
  /** Noise per pixel: 0.1 per 20-pixel cell, The Nature of Code's step from cell to cell. */
  static final float NOISE_SCALE = 0.005f;
  /** How far n moves along the noise's third axis: far enough for an unrelated field. */
  static final float NEW_FIELD_STEP = 10;

  /** Where on the noise's third axis the field is sampled; n moves it on. */
  float noiseDepth;
  /** How far the flowing field has flowed along that axis since it started. */
  float time;
  Kind kind = Kind.NOISE;
  steering.FlowField field;
  /** The picture of the picture field, and its file's name. */
  PImage image;
  String imageName;
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
    time = 0;
    field = newField();
    int count = options.vehicles > 0 ? options.vehicles : DEFAULT_VEHICLES;
    for (int i = 0; i < count; i++) {
      vehicles.add(randomVehicle());
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    boolean flowing = simulating() && flow();   // the flowing field moves on first
    if (show.radii) {
      // one arrow per cell: kept in a picture while the field stands, drawn straight onto the
      // canvas while it flows (a new picture every frame would cost more than the arrows)
      picture.draw(this, field, flowing);
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

  /**
   * The picture: --image (one that cannot be read ends the run, naming it: a file error, as
   * --path's), or else the one in data/flowfield.
   * Without that one (the sketchbook copied away from the project) c leaves the picture out.
   */
  @Override
  public void prepare() {
    if (image != null) {
      return;
    }
    try {
      if (options.image != null) {
        useImage(options.image);
      } else {
        useImage(new File(sketchPath(), PICTURE));
      }
    } catch (UsageException e) {
      if (options.image != null) {   // the learner's own picture: a file error, named
        throw new UncheckedIOException(new IOException("--image " + e.getMessage(), e));
      }
      System.err.println("FlowField: no picture field: " + e.getMessage());
    }
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--image");
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
    table.bind('n', "new field from the noise", this::deeperIntoTheNoise);
    table.bind('c', "next kind of field: noise, flowing noise, picture, swirl", () ->
        show(next(kind)));
  }

  /** 0: the sketch as it started, on the still Perlin noise. */
  @Override
  protected void restart() {
    kind = Kind.NOISE;
    super.restart();
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add(String.format("%d × %d cells of %.0f px", field.columns(), field.rows(),
        field.resolution()));
    lines.add("field: " + kind.shown + (kind == Kind.PICTURE ? " (" + imageName + ")" : "")
        + " (c: next)");
    lines.add(String.format("noise depth %.0f (n: new field) — drag to paint directions",
        noiseDepth));
  }

  /** A field of this resolution, filled as its kind says. */
  steering.FlowField newField() {
    steering.FlowField made = new steering.FlowField(width, height, resolution.value());
    fill(made);
    return made;
  }

  /**
   * Mutates {@code target}: every cell from the noise at this depth (and time, for the flowing
   * field), from the picture, or round the centre.
   */
  void fill(steering.FlowField target) {
    switch (kind) {
      case NOISE -> target.fillFromNoise(this::noise, NOISE_SCALE, noiseDepth);
      case FLOWING -> target.fillFromNoise(this::noise, NOISE_SCALE, noiseDepth + time);
      case PICTURE -> target.fillFromBrightness(image);
      case SWIRL -> target.fillSwirl(new PVector(width / 2f, height / 2f));
    }
    picture.fieldChanged();
  }

  /**
   * Mutates the field: the flowing field moves on along time by the field speed, filled again.
   * The arrows are redrawn only then, so a still field (another kind, speed 0, paused) is
   * never redrawn.
   *
   * @return true when the field moved on
   */
  boolean flow() {
    if (kind != Kind.FLOWING || fieldSpeed.value() == 0) {
      return false;
    }
    time += fieldSpeed.value();
    fill(field);
    return true;
  }

  /** The kind after {@code current}, round and round; the picture only if there is one. */
  Kind next(Kind current) {
    Kind next = Kind.values()[(current.ordinal() + 1) % Kind.values().length];
    return next == Kind.PICTURE && image == null ? next(next) : next;
  }

  /** Switches to {@code next}, filled from where its source is now. */
  void show(Kind next) {
    kind = next;
    fill(field);
  }

  /** Reads {@code file} as the picture field's picture; one line naming it if it cannot. */
  void useImage(File file) throws UsageException {
    image = FieldImage.read(file);
    imageName = file.getName();
  }

  /** The cell under {@code at}, if it is in the window, takes {@code direction}. */
  void paint(PVector at, PVector direction) {
    if (at.x < 0 || at.x >= width || at.y < 0 || at.y >= height) {
      return;
    }
    field.set((int) (at.x / resolution.value()), (int) (at.y / resolution.value()), direction);
  }

  void deeperIntoTheNoise() {
    noiseDepth += NEW_FIELD_STEP;
    if (kind == Kind.NOISE || kind == Kind.FLOWING) {
      fill(field);
    } else {
      show(Kind.NOISE);
    }
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
