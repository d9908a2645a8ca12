package wander3d;

import java.util.List;
import java.util.Random;
import processing.core.PVector;
import sketchbook.PaperPlanes;
import sketchbook.Sketch3D;
import sketchbook.SketchRunner;
import sketchbook.controls.Parameter;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.render.Palette;
import steering.Box;
import steering.Vehicle;

/*
 * Wander3D — wander in three dimensions: the circle ahead becomes a sphere.
 *
 *   center = position + velocity.setMag(distance)         (a sphere ahead of the vehicle)
 *   u      = normalize(u + a random step in [−c, +c)³)    (the direction drifts a little)
 *   target = center + radius · u                          (a point on that sphere)
 *   seek(target)
 *
 * In the plane the point is an angle on a circle that turns with the heading; in space a
 * heading has no "left" of its own, so the point is a direction u in the world that a small
 * random step moves each frame (the Coding Train's 3D wander). The vehicles turn towards it
 * and so wander smoothly in all three dimensions. A cube keeps them in view (steering.Box,
 * containment in 3D, weighted above wander). Each vehicle wanders with its own random source,
 * seeded through Processing's random(), so --seed repeats a run exactly.
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999), "Wander";
 * The Nature of Code, "Autonomous Agents"; the Coding Train's 3D wander.
 *
 * Drag orbits the camera, the wheel zooms.
 * Keys: h lists them all. d, f, v arrows; r spheres and the points sought; t trails; space
 * pause; . step; [ ] maxspeed; ; ' maxforce; - = sphere radius; j k sphere distance; n m
 * direction change; s screenshot; 0 reset.
 */
public class Wander3D extends Sketch3D {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** The middle of the world, where the cube and the camera are centred: z = 0 is the screen. */
  static final PVector MIDDLE = new PVector(WIDTH / 2f, HEIGHT / 2f, 0);
  /** Vehicles unless --vehicles says otherwise. */
  static final int DEFAULT_VEHICLES = 6;
  /** The cube the vehicles wander in, and how near a face they turn back. */
  static final float CUBE = 600;
  static final float MARGIN = 80;
  /** Containment outweighs wander, so a vehicle near a face turns back. */
  static final float CONTAINMENT_WEIGHT = 4;
  /** Every vehicle's top speed and steering force (the [ ] ; ' keys scale them). */
  static final float MAXSPEED = 3;
  static final float MAXFORCE = 0.1f;
  /** The keys multiply or divide a wander setting by 1.25, within these bounds. */
  static final float MIN_RADIUS = 5;
  static final float MAX_RADIUS = 100;
  static final float MIN_DISTANCE = 10;
  static final float MAX_DISTANCE = 200;
  static final float MIN_CHANGE = 0.05f;
  static final float MAX_CHANGE = 1.5f;
  /** The point sought, as a small sphere of this radius. */
  static final float POINT = 4;
  /** Each paper plane is 4r long. */
  static final float SIZE = 8;
  static final float CAMERA_YAW = 0.5f;
  static final float CAMERA_PITCH = 0.3f;
  static final float CAMERA_DISTANCE = 1150;
  static final int EDGES = 0x40595F66;
  static final int FAR_WING = 0xFF5C6670;
  static final int SPHERE = 0x60595F66;

  final Box cube = Box.cube(MIDDLE, CUBE, MARGIN);
  final Parameter radius = parameter("sphere radius", steering.Wander.WANDER_RADIUS, MIN_RADIUS,
      MAX_RADIUS, '-', '=').whenChanged(r -> applySettings());
  final Parameter distance = parameter("sphere distance", steering.Wander.WANDER_DISTANCE,
      MIN_DISTANCE, MAX_DISTANCE, 'j', 'k').whenChanged(d -> applySettings());
  final Parameter change = parameter("direction change", steering.Wander.WANDER_CHANGE,
      MIN_CHANGE, MAX_CHANGE, 'n', 'm').format("%.2f").whenChanged(c -> applySettings());

  public Wander3D() {
    super(MIDDLE, CAMERA_YAW, CAMERA_PITCH, CAMERA_DISTANCE);
  }

  public static void main(String[] args) {
    SketchRunner.run(new Wander3D(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);   // in P3D: a Sketch3D draws with OpenGL
  }

  /** Vehicles (--vehicles N, default 6) in the cube, heading off in random directions. */
  @Override
  public void setup() {
    view.reset();
    int count = options.vehicles > 0 ? options.vehicles : DEFAULT_VEHICLES;
    float inside = CUBE / 2 - MARGIN;
    for (int i = 0; i < count; i++) {
      Vehicle v = new Vehicle(MIDDLE.x + random(-inside, inside),
          MIDDLE.y + random(-inside, inside), MIDDLE.z + random(-inside, inside));
      v.maxspeed = MAXSPEED;
      v.maxforce = MAXFORCE;
      v.r = SIZE;
      v.velocity.set(PVector.random3D(this).mult(v.maxspeed));
      // a random source of its own, seeded from random(): --seed repeats the run
      v.wanderWith(new Random((long) random(Integer.MAX_VALUE)));
      vehicles.add(v);
    }
    applySettings();
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        vehicle.wander3D();   // seek a point on a sphere ahead; the point drifts at random
        vehicle.stayWithin3D(cube, CONTAINMENT_WEIGHT);
        vehicle.update();
      }
      recordTrails();
    }

    beginScene();
    drawBox(cube, EDGES);
    drawTrails(Palette.TRAIL);
    if (show.radii) {
      for (Vehicle v : vehicles) {
        drawWanderSphere(v);
      }
    }
    PaperPlanes.draw(g, view, vehicles, null, Palette.VEHICLE, FAR_WING, Palette.VEHICLE);
    drawArrows();
    endScene();
  }

  /** The sphere ahead, the line to its centre, and the point sought on it. */
  void drawWanderSphere(Vehicle v) {
    steering.Wander w = v.wanderState();
    if (steps() == 0) {
      return;   // nothing sought yet
    }
    PVector center = w.center();
    PVector target = w.target();
    g.pushStyle();
    g.noFill();
    g.strokeWeight(1);
    g.sphereDetail(10);
    g.stroke(SPHERE);
    view.sphere(g, center, w.radius());
    g.stroke(Palette.PATH_LINE);
    view.line(g, v.position, center);
    view.line(g, center, target);
    g.noStroke();
    g.fill(Palette.INK);
    view.sphere(g, target, POINT);
    g.popStyle();
  }

  @Override
  public String about() {
    return "wander in three dimensions: a point on a sphere ahead";
  }

  /** The sketchbook shows the book's lessons in order; this is lesson 20. */
  @Override
  public int lesson() {
    return 20;
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What the r view draws, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("wander sphere, ahead of the vehicle", Palette.PATH_LINE,
        Mark.RING));
    items.add(new LegendItem("the point on it the vehicle seeks", Palette.INK, Mark.DOT));
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add(vehicles.size() + " vehicles in a cube " + (int) CUBE + " wide; drag orbits,"
        + " wheel zooms" + (show.trails ? "" : "; t: their trails in space"));
  }

  /** Gives every vehicle's wander the sketch's radius, distance and change. */
  void applySettings() {
    for (Vehicle v : vehicles) {
      steering.Wander w = v.wanderState();
      w.setRadius(radius.value());
      w.setDistance(distance.value());
      w.setChange(change.value());
    }
  }
}
