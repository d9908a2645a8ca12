package braitenberg;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.Wrap;
import sketchbook.controls.KeyTable;
import sketchbook.controls.Parameter;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.panel.PlotSeries;
import sketchbook.render.Palette;
import sketchbook.run.TraceColumn;
import steering.SensorsAndWheels;
import steering.SensorsAndWheels.Sides;
import steering.Vehicle;
import steering.Wiring;

/*
 * Braitenberg vehicles — Valentino Braitenberg's vehicles 2a, 2b, 3a and 3b.
 *
 *   reading  = Σ 1 / (1 + d² / falloff²) over the lights, at each front corner
 *   wheel    = maxspeed · reading (excitatory) or maxspeed − maxspeed · reading (inhibitory),
 *              from the sensor on its own side (straight) or the other side (crossed)
 *   desired  = heading turned (left − right) / axle, × (left + right) / 2
 *   steering = desired − velocity, limited to maxforce      (vehicle.steer(desired))
 *
 * Two sensors, two wheels and two wires: fear (2a, straight, excitatory) turns away from a
 * light and speeds off; aggression (2b, crossed, excitatory) turns to it and charges; love
 * (3a, straight, inhibitory) turns to it and comes to rest beside it; explorer (3b, crossed,
 * inhibitory) slows near it, turns away and moves on. The wiring is drawn on each vehicle:
 * sensors at the front, wheels at the back, a wire from each sensor to the wheel it drives.
 * Drag a light to move it. x crosses or uncrosses every vehicle's wires, e makes them
 * excitatory or inhibitory. b puts a vehicle's readings and wheel speeds on the whiteboard.
 *
 * Sources: Valentino Braitenberg, "Vehicles: Experiments in Synthetic Psychology" (1984),
 * vehicles 2 and 3; Daniel Shiffman, "The Nature of Code" (2024), ch. 5.
 *
 * Keys: h lists them all. d, f, v arrows; r falloff circles; t trails; space pause; . step;
 * [ ] maxspeed; ; ' maxforce; - = falloff; x crossed / straight; e excitatory / inhibitory;
 * s screenshot; 0 reset.
 */
public class Braitenberg extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** Two of each of the four wirings, unless --vehicles says otherwise. */
  static final int VEHICLES = 8;
  /** The lights at the start, as x, y in pixels: apart, so the vehicles have a choice. */
  static final float[][] START_LIGHTS = {{230, 190}, {570, 230}, {400, 440}};
  /** A press within this many pixels of a light takes hold of it. */
  static final float GRAB = 25;
  /** The vehicles are drawn this big (r), so the wires on them can be seen. */
  static final float SIZE = 10;
  static final float MAXSPEED = 3;
  static final float MAXFORCE = 0.15f;
  /** The speed the vehicles start at, as a share of maxspeed, each on a heading of its own. */
  static final float START_SPEED = 0.5f;
  /** Bounds of the falloff (- =), in pixels, and the step. */
  static final float MIN_FALLOFF = 20;
  static final float MAX_FALLOFF = 300;
  static final float FALLOFF_STEP = 10;
  /** Sizes, in pixels across, of a light, its glow, a sensor and a wheel. */
  static final float LIGHT = 16;
  static final float GLOW = 44;
  static final float SENSOR = 6;
  static final float WHEEL = 5;
  /** Colours of the lights, the sensors and the two kinds of wire. */
  static final int LIGHT_COLOR = 0xFFF2C12E;
  static final int GLOW_COLOR = 0x55F2C12E;
  static final int FALLOFF_COLOR = 0x88C9A227;
  static final int SENSOR_COLOR = 0xFFE0A100;
  static final int EXCITATORY = Palette.DESIRED;
  static final int INHIBITORY = Palette.STEERING;
  /** Each wiring's fill (the palette's vehicle fills), in the order of {@link Wiring}. */
  static final int[] FILLS = {Palette.VEHICLE, Palette.CHEETAH, Palette.NO_STEERING,
      Palette.TURTLE};

  final List<PVector> lights = new ArrayList<>();
  /** Each vehicle's wiring, in the order of {@code vehicles}. */
  final List<Wiring> wirings = new ArrayList<>();
  /** Each vehicle's place in {@code vehicles}: found at once, however big the crowd. */
  final Map<Vehicle, Integer> placeOf = new IdentityHashMap<>();
  /** The index of the light being dragged, or -1. */
  int held = -1;
  /** What each vehicle drove by in the last step, for the whiteboard. */
  final List<WiringBoard.Step> steps = new ArrayList<>();
  /** The - and = keys, the slider and the HUD change this one value. */
  final Parameter falloff = parameter("falloff", SensorsAndWheels.FALLOFF, MIN_FALLOFF,
      MAX_FALLOFF, '-', '=').adding(FALLOFF_STEP).format("%.0f px");

  public static void main(String[] args) {
    SketchRunner.run(new Braitenberg(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The lights; the vehicles (--vehicles N, default 8), the four wirings in turn. */
  @Override
  public void setup() {
    lights.clear();
    for (float[] light : START_LIGHTS) {
      lights.add(new PVector(light[0], light[1]));
    }
    held = -1;
    wirings.clear();
    placeOf.clear();
    steps.clear();
    int count = options.vehicles > 0 ? options.vehicles : VEHICLES;
    for (int i = 0; i < count; i++) {
      Vehicle v = new Vehicle(random(width), random(height));
      v.r = SIZE;
      v.maxspeed = MAXSPEED;
      v.maxforce = MAXFORCE;
      v.velocity.set(PVector.fromAngle(random(TWO_PI)).mult(MAXSPEED * START_SPEED));
      vehicles.add(v);
      placeOf.put(v, i);
      wirings.add(Wiring.values()[i % Wiring.values().length]);
      steps.add(null);
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    drawLights();

    if (simulating()) {
      for (int i = 0; i < vehicles.size(); i++) {
        Vehicle v = vehicles.get(i);
        steps.set(i, WiringBoard.Step.of(v, lights, wirings.get(i), falloff.value()));
        // sensors → wires → wheels → desired; then steer(desired)
        SensorsAndWheels.drive(v, lights, wirings.get(i), falloff.value());
        v.update();
        Wrap.around(v, width, height);
      }
    }

    drawVehicles(this::fillOf, this::drawWiring);
  }

  @Override
  public String about() {
    return "Braitenberg's vehicles: two sensors, two wheels, crossed or straight wires";
  }

  /** The sketchbook shows the lessons in order; Braitenberg's vehicles come after Buckland's. */
  @Override
  public int lesson() {
    return 23;
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("falloff: a light reads half as much this far away",
        FALLOFF_COLOR, Mark.LINE));
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bind('x', "wires crossed / straight (2a and 2b, 3a and 3b swap)",
        () -> rewire(true));
    table.bind('e', "wires excitatory / inhibitory (2a and 3a, 2b and 3b swap)",
        () -> rewire(false));
  }

  @Override
  public void addHudLines(List<String> lines) {
    StringBuilder kinds = new StringBuilder();
    for (Wiring wiring : Wiring.values()) {
      long count = wirings.stream().filter(w -> w == wiring).count();
      if (count > 0) {
        kinds.append(kinds.length() == 0 ? "" : ", ").append(count).append(" × ")
            .append(wiring.number).append(' ').append(wiring.feeling);
      }
    }
    lines.add(kinds.toString());
    if (!vehicles.isEmpty()) {
      Sides readings = SensorsAndWheels.readings(vehicles.get(0), lights, falloff.value());
      Sides wheels = SensorsAndWheels.wheelSpeeds(readings, wirings.get(0),
          vehicles.get(0).maxspeed);
      lines.add(String.format("first vehicle: sensors L %.2f R %.2f, wheels L %.2f R %.2f",
          readings.left(), readings.right(), wheels.left(), wheels.right()));
    }
    lines.add(lights.size() + " lights: drag one to move it   x crossed   e excitatory");
  }

  /** The first vehicle's wheel speeds now, against its maxspeed. */
  @Override
  public List<PlotSeries> plotSeries() {
    return List.of(
        new PlotSeries("left wheel", EXCITATORY, v -> wheelsOf(v).left(), "maxspeed",
            v -> v.maxspeed, Palette.PATH_LINE),
        new PlotSeries("right wheel", INHIBITORY, v -> wheelsOf(v).right(), "maxspeed",
            v -> v.maxspeed, Palette.PATH_LINE));
  }

  /** --trace: what each vehicle's sensors read and its wheels' speeds in the step. */
  @Override
  public List<TraceColumn> traceColumns() {
    return List.of(
        new TraceColumn("left_reading", v -> stepOf(v).readings().left()),
        new TraceColumn("right_reading", v -> stepOf(v).readings().right()),
        new TraceColumn("left_wheel", v -> stepOf(v).wheels().left()),
        new TraceColumn("right_wheel", v -> stepOf(v).wheels().right()));
  }

  /** What {@code v} drove by in the last step: a step is traced after it is taken. */
  WiringBoard.Step stepOf(Vehicle v) {
    return steps.get(place(v));
  }

  /** The wheels' speeds of {@code v} now, by the code it drives by. */
  Sides wheelsOf(Vehicle v) {
    int i = place(v);
    Wiring wiring = i >= 0 ? wirings.get(i) : Wiring.values()[0];
    return SensorsAndWheels.wheelSpeeds(SensorsAndWheels.readings(v, lights, falloff.value()),
        wiring, v.maxspeed);
  }

  /** Takes hold of the light under the mouse, if any. */
  @Override
  public void mousePressed() {
    held = -1;
    float nearest = GRAB;
    for (int i = 0; i < lights.size(); i++) {
      float d = dist(mouseX, mouseY, lights.get(i).x, lights.get(i).y);
      if (d <= nearest) {
        nearest = d;
        held = i;
      }
    }
  }

  /** Moves the light held to the mouse, kept in the window. */
  @Override
  public void mouseDragged() {
    if (held >= 0) {
      lights.get(held).set(constrain(mouseX, 0, width), constrain(mouseY, 0, height));
    }
  }

  /** Drops the light where it is. */
  @Override
  public void mouseReleased() {
    held = -1;
  }

  /**
   * The whiteboard's (b) part special to Braitenberg's vehicles: the sensors' readings, the
   * wires and the wheels' speeds of the step (see {@link WiringBoard}).
   */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    int i = place(v);
    WiringBoard.Step step = i >= 0 && i < steps.size() ? steps.get(i) : null;
    WiringBoard.draw(view, v, step, step == null ? Palette.INK : wireColor(step.wiring()));
  }

  /** x: every wiring crossed becomes straight and back; e: excitatory becomes inhibitory. */
  void rewire(boolean crossing) {
    for (int i = 0; i < wirings.size(); i++) {
      Wiring w = wirings.get(i);
      wirings.set(i, crossing ? Wiring.of(!w.crossed, w.excitatory)
          : Wiring.of(w.crossed, !w.excitatory));
    }
  }

  /** {@code v}'s place in {@code vehicles}, or -1 for a vehicle not among them. */
  int place(Vehicle v) {
    return placeOf.getOrDefault(v, -1);
  }

  int fillOf(Vehicle v) {
    int i = place(v);
    return FILLS[(i >= 0 ? wirings.get(i) : Wiring.FEAR).ordinal()];
  }

  static int wireColor(Wiring wiring) {
    return wiring.excitatory ? EXCITATORY : INHIBITORY;
  }

  /** The lights with their glow; r adds each one's falloff circle, where it reads half. */
  void drawLights() {
    pushStyle();
    noStroke();
    for (PVector light : lights) {
      fill(GLOW_COLOR);
      circle(light.x, light.y, GLOW);
      fill(LIGHT_COLOR);
      circle(light.x, light.y, LIGHT);
    }
    if (show.radii) {
      noFill();
      stroke(FALLOFF_COLOR);
      for (PVector light : lights) {
        circle(light.x, light.y, falloff.value() * 2);
      }
    }
    popStyle();
  }

  /** On each vehicle: its sensors, its wheels and a wire from each sensor to its wheel. */
  void drawWiring(Vehicle v) {
    int i = place(v);
    Wiring wiring = wirings.get(i);
    PVector leftSensor = SensorsAndWheels.sensor(v, true);
    PVector rightSensor = SensorsAndWheels.sensor(v, false);
    PVector leftWheel = SensorsAndWheels.wheel(v, true);
    PVector rightWheel = SensorsAndWheels.wheel(v, false);
    pushStyle();
    stroke(wireColor(wiring));
    strokeWeight(2);
    PVector toLeft = wiring.crossed ? rightSensor : leftSensor;
    PVector toRight = wiring.crossed ? leftSensor : rightSensor;
    line(toLeft.x, toLeft.y, leftWheel.x, leftWheel.y);
    line(toRight.x, toRight.y, rightWheel.x, rightWheel.y);
    noStroke();
    fill(SENSOR_COLOR);
    circle(leftSensor.x, leftSensor.y, SENSOR);
    circle(rightSensor.x, rightSensor.y, SENSOR);
    fill(Palette.INK);
    circle(leftWheel.x, leftWheel.y, WHEEL);
    circle(rightWheel.x, rightWheel.y, WHEEL);
    popStyle();
  }
}
