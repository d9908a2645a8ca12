package flocking3d;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import processing.core.PVector;
import sketchbook.PaperPlanes;
import sketchbook.Sketch3D;
import sketchbook.SketchRunner;
import sketchbook.controls.KeyTable;
import sketchbook.controls.Parameter;
import sketchbook.controls.SketchOptions;
import sketchbook.controls.UsageException;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.render.Palette;
import steering.BookNeighbours;
import steering.Box;
import steering.Flock;
import steering.GroupRules;
import steering.Vehicle;
import steering.neighbours.BinNeighbours;

/*
 * Flocking3D — Reynolds' boids in three dimensions: the same three rules, the same Vehicle.
 *
 *   separation: steer away from neighbours closer than the desired separation (÷ distance)
 *   alignment:  desired = the average velocity of the neighbours, scaled to maxspeed
 *   cohesion:   seek the average position of the neighbours
 *   force = separation × 1.5 + alignment × 1 + cohesion × 1   (each limited to maxforce)
 *   + containment × 4: near a face of the cube, desired = away from it at maxspeed
 *
 * Nothing in the rules is about the plane: PVector.sub, dist, setMag and limit work on x, y
 * and z alike, so a flock of Vehicles made at (x, y, z) flies in space. The world is a cube the
 * boids stay inside (steering.Box, containment in 3D), weighted above the three rules together
 * so it wins at a face. Every boid sees the same frame (steering.Flock).
 *
 * l switches how neighbours are found: book (every boid checks every other) or bins (the bin
 * lattice in cubes: a boid checks the boids of the 3 × 3 × 3 cubes around its own).
 *
 * Sources: Craig Reynolds, "Flocks, Herds, and Schools: A Distributed Behavioral Model"
 * (1987) and "Steering Behaviors For Autonomous Characters" (1999); The Nature of Code,
 * "Flocking" (its 3D exercise); the Coding Train's 3D flocking.
 *
 * Drag orbits the camera, the wheel zooms, e follows the chosen boid (c: the next one).
 * Keys: h lists them all. d, f, v arrows; r the chosen boid's spheres and neighbours; t trails;
 * l the way neighbours are found; space pause; . step; [ ] maxspeed; ; ' maxforce; j k
 * separation weight; n m alignment weight; u i cohesion weight; - = desired separation; o p
 * neighbour distance; s screenshot; 0 reset.
 */
public class Flocking3D extends Sketch3D {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** The middle of the world, where the cube and the camera are centred: z = 0 is the screen. */
  static final PVector MIDDLE = new PVector(WIDTH / 2f, HEIGHT / 2f, 0);
  /** Boids unless --vehicles says otherwise. */
  static final int DEFAULT_BOIDS = 300;
  /** The cube's side and how near a face a boid turns away. */
  static final float CUBE = 600;
  static final float MARGIN = 60;
  /** Containment outweighs separation, alignment and cohesion together (1.5 + 1 + 1). */
  static final float CONTAINMENT_WEIGHT = 4;
  /** The Nature of Code's boids: top speed and steering force; each paper plane is 4r long. */
  static final float BOID_MAXSPEED = 3;
  static final float BOID_MAXFORCE = 0.05f;
  static final float BOID_SIZE = 5;
  /** The weight keys add or take away this much, within [0, MAX_WEIGHT]. */
  static final float WEIGHT_STEP = 0.25f;
  static final float MAX_WEIGHT = 5;
  /** The distance keys multiply or divide by 1.25, within these bounds. */
  static final float MIN_SEPARATION = 5;
  static final float MAX_SEPARATION = 100;
  static final float MIN_NEIGHBOUR_DISTANCE = 10;
  static final float MAX_NEIGHBOUR_DISTANCE = 200;
  /** Up to this many boids the book's way, without --neighbours; beyond it, the bins. */
  static final int BOOK_UP_TO = 500;
  /** The camera: turned a little round and down onto the cube, far enough to see it whole. */
  static final float CAMERA_YAW = 0.6f;
  static final float CAMERA_PITCH = 0.35f;
  static final float CAMERA_DISTANCE = 1150;
  /** The ways l switches between; the crowd engine works in the plane only. */
  static final List<String> FINDERS = List.of("book", "bins");
  /** Faint cube edges and the boids' two shades (the far wing darker). */
  static final int EDGES = 0x40595F66;
  static final int WING = Palette.VEHICLE;
  static final int FAR_WING = 0xFF5C6670;
  static final int CHOSEN = Palette.VELOCITY;

  final Flock flock = new Flock();
  final Box cube = Box.cube(MIDDLE, CUBE, MARGIN);
  final Parameter separationWeight = weight("separation weight", GroupRules.SEPARATION_WEIGHT,
      'j', 'k').whenChanged(w -> flock.separationWeight = w);
  final Parameter alignmentWeight = weight("alignment weight", GroupRules.ALIGNMENT_WEIGHT,
      'n', 'm').whenChanged(w -> flock.alignmentWeight = w);
  final Parameter cohesionWeight = weight("cohesion weight", GroupRules.COHESION_WEIGHT,
      'u', 'i').whenChanged(w -> flock.cohesionWeight = w);
  final Parameter desiredSeparation = parameter("desired separation",
      GroupRules.DESIRED_SEPARATION, MIN_SEPARATION, MAX_SEPARATION, '-', '=')
      .whenChanged(d -> flock.desiredSeparation = d);
  final Parameter neighbourDistance = parameter("neighbour distance",
      GroupRules.NEIGHBOUR_DISTANCE, MIN_NEIGHBOUR_DISTANCE, MAX_NEIGHBOUR_DISTANCE, 'o', 'p')
      .whenChanged(d -> flock.neighbourDistance = d);
  /** The way chosen by --neighbours or the l key; null: picked by the number of boids. */
  String chosenFinder;
  /** The boid r shows and e follows, by its place in the list. */
  int chosen;
  /** e: the camera looks at the chosen boid wherever it flies. */
  boolean following;

  public Flocking3D() {
    super(MIDDLE, CAMERA_YAW, CAMERA_PITCH, CAMERA_DISTANCE);
  }

  public static void main(String[] args) {
    SketchRunner.run(new Flocking3D(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);   // in P3D: a Sketch3D draws with OpenGL
  }

  /** The boids (--vehicles N, default 300) scattered in the cube, each flying off at full speed. */
  @Override
  public void setup() {
    chosenFinder = options.neighbours;
    flock.desiredSeparation = desiredSeparation.value();
    flock.neighbourDistance = neighbourDistance.value();
    flock.separationWeight = separationWeight.value();
    flock.alignmentWeight = alignmentWeight.value();
    flock.cohesionWeight = cohesionWeight.value();
    chosen = 0;
    following = false;
    view.reset();
    int count = options.vehicles > 0 ? options.vehicles : DEFAULT_BOIDS;
    float inside = CUBE / 2 - MARGIN;
    for (int i = 0; i < count; i++) {
      vehicles.add(newBoid(MIDDLE.x + random(-inside, inside),
          MIDDLE.y + random(-inside, inside), MIDDLE.z + random(-inside, inside)));
    }
    useFinder(finderName());
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    if (simulating()) {
      useFinder(finderName());
      flock.boids.clear();
      flock.boids.addAll(vehicles);
      flock.flock();   // every boid's three rules from the same frame
      for (Vehicle boid : vehicles) {
        boid.stayWithin3D(cube, CONTAINMENT_WEIGHT);
        boid.update();
      }
      recordTrails();
    }
    Vehicle shown = chosenBoid();
    if (following && shown != null) {
      view.centre.set(shown.position);
    }

    beginScene();
    drawBox(cube, EDGES);
    drawTrails(Palette.TRAIL);
    if (show.radii && shown != null) {
      Neighbourhood3D.draw(g, view, flock, vehicles, shown);
    }
    PaperPlanes.draw(g, view, vehicles, show.radii ? shown : null, WING, FAR_WING, CHOSEN);
    drawArrows();
    endScene();
  }

  @Override
  public String about() {
    return "the same three rules make a flock in three dimensions";
  }

  /** The sketchbook shows the book's lessons in order; this is lesson 19. */
  @Override
  public int lesson() {
    return 19;
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--neighbours");
  }

  /** The crowd engine finds neighbours in the plane only: refused here, by name. */
  @Override
  public void checkOptions(SketchOptions parsed) throws UsageException {
    if (parsed.neighbours != null && !FINDERS.contains(parsed.neighbours)) {
      throw new UsageException("--neighbours " + parsed.neighbours + " works in the plane only;"
          + " in 3D use " + String.join(" or ", FINDERS));
    }
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What Neighbourhood3D draws round the chosen boid, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("desired separation of the chosen boid", Palette.RADIUS,
        Mark.RING));
    items.add(new LegendItem("neighbour distance", Palette.PATH_LINE, Mark.RING));
    items.add(new LegendItem("line to a neighbour", Palette.PATH_LINE, Mark.LINE));
    items.add(new LegendItem("line to a neighbour it steers away from",
        Palette.STEERING, Mark.LINE));
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bind('c', "choose the next boid (r shows it, e follows it)", () -> chosen =
        vehicles.isEmpty() ? 0 : (chosen + 1) % vehicles.size());
    table.bindSwitch('e', "the camera follows the chosen boid", () -> {
      following = !following;
      if (!following) {
        view.lookAtStart();
      }
    }, () -> following);
    table.bind('l', "neighbours: book, bins", () -> {
      chosenFinder = FINDERS.get((FINDERS.indexOf(finderName()) + 1) % FINDERS.size());
      useFinder(chosenFinder);
    });
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add(vehicles.size() + " boids in a cube " + (int) CUBE + " wide; drag orbits, wheel"
        + " zooms" + (following ? ", following boid " + chosen : ""));
    lines.add(String.format(Locale.ROOT, "neighbours: %s, %,d distance checks this frame",
        flock.finder.name(), flock.finder.distanceChecks()));
  }

  /** The way chosen, or by the number of boids: the book up to BOOK_UP_TO. */
  String finderName() {
    if (chosenFinder != null) {
      return chosenFinder;
    }
    return vehicles.size() <= BOOK_UP_TO ? "book" : "bins";
  }

  void useFinder(String name) {
    if (!name.equals(flock.finder.name())) {
      flock.finder = name.equals("bins") ? new BinNeighbours() : new BookNeighbours();
    }
  }

  /** A boid at (x, y, z) flying in a random direction at the book's top speed. */
  Vehicle newBoid(float x, float y, float z) {
    Vehicle boid = new Vehicle(x, y, z);
    boid.maxspeed = BOID_MAXSPEED;
    boid.maxforce = BOID_MAXFORCE;
    boid.r = BOID_SIZE;
    boid.velocity.set(PVector.random3D(this).mult(BOID_MAXSPEED));
    return boid;
  }

  /** The boid r shows and e follows; null when there are none. */
  Vehicle chosenBoid() {
    if (vehicles.isEmpty()) {
      return null;
    }
    chosen = Math.min(chosen, vehicles.size() - 1);
    return vehicles.get(chosen);
  }

  /** A weight's row: 0 to MAX_WEIGHT, a press adding or taking away WEIGHT_STEP. */
  private Parameter weight(String name, float initial, char lower, char raise) {
    return parameter(name, initial, 0, MAX_WEIGHT, lower, raise).adding(WEIGHT_STEP)
        .format("%.2f");
  }
}
