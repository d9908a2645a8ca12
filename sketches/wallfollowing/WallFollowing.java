package wallfollowing;

import java.io.File;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import sketchbook.controls.Parameter;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.panel.PlotSeries;
import sketchbook.render.Palette;
import sketchbook.run.TraceColumn;
import steering.Containment;
import steering.Feelers;
import steering.Vehicle;
import steering.WallFollower;
import steering.WallLayout;

/*
 * Wall Following — walls of any shape: avoided with feelers, kept inside with probes, followed.
 *
 *   feelers (Buckland):  three rays ahead; the deepest through a wall, depth = |tip − hit|
 *                        desired = velocity + wall normal × depth × scale
 *   probes (Reynolds):   a probe ahead outside the closed shapes (even-odd rule);
 *                        desired = the way back in, across the heading, × maxspeed
 *   follower (Reynolds): n, t = the nearest wall's normal and tangent, d = its distance
 *                        desired = t × maxspeed + n × (offset − d) × correction, at maxspeed
 *   steering = desired − velocity, limited to maxforce      (vehicle.steer(desired))
 *
 * Grey vehicles wander and feel for walls with three whiskers: one ahead, two at 45° half as
 * long; the whisker deepest through a wall pushes the vehicle back along the wall's normal,
 * the harder the deeper. Pink vehicles wander and try three points ahead: one outside the room
 * or inside a pillar turns them back in (probes see only closed shapes; a wall you draw is
 * open, and only the feelers see it). Olive vehicles keep their distance from the nearest wall
 * and run along it, rounding corners. r draws the feelers, their hits, the probes, the
 * followed wall and its offset line; b puts a vehicle's numbers on the whiteboard.
 *
 * The walls come from data/walls/rooms.json, or --walls FILE (the format is in
 * docs/sketches.md). Drag with the mouse to add a wall; u takes the last one back; w saves the
 * walls to data/walls/ under a new numbered name.
 *
 * Sources: Mat Buckland, "Programming Game AI by Example" (2005), ch. 3, wall avoidance;
 * Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999), containment and wall
 * following.
 *
 * Keys: h lists them all. d, f, v arrows; r feelers, probes and offset line; t trails;
 * space pause; . step; [ ] maxspeed; ; ' maxforce; - = feeler length; j k follow distance;
 * u take back a wall; w save the walls; s screenshot; 0 reset.
 */
public class WallFollowing extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** Two of each role, unless --vehicles says otherwise. */
  static final int VEHICLES = 6;
  static final float MAXSPEED = 3;
  static final float MAXFORCE = 0.2f;
  /** The followers go slower, so that they can turn inside a corner at their distance. */
  static final float FOLLOWER_MAXSPEED = 2;
  /** The walls' push counts this many times the wander force, so wandering cannot win. */
  static final float WALL_WEIGHT = 3;
  /** The speed the vehicles start at, as a share of maxspeed, each on a heading of its own. */
  static final float START_SPEED = 0.5f;
  /** A vehicle starts inside the closed shapes and at least this far from every wall. */
  static final float START_CLEARANCE = 40;
  /** Places tried for a start before one is taken anyway (walls that leave no room). */
  static final int START_TRIES = 1000;
  /** Bounds of the feeler length (- =), in pixels, and the step. */
  static final float MIN_FEELER = 20;
  static final float MAX_FEELER = 150;
  static final float FEELER_STEP = 10;
  /** Bounds of the follow distance (j k), in pixels, and the step. */
  static final float MIN_OFFSET = 10;
  static final float MAX_OFFSET = 80;
  static final float OFFSET_STEP = 5;
  /** A drag shorter than this, in pixels, adds no wall (a click). */
  static final float SHORTEST_WALL = 10;

  /** The walls on screen: the file's, and those drawn with the mouse. */
  WallLayout walls;
  /** The file's walls (or the last saved), which 0 brings back. */
  WallLayout loaded;
  /** How many walls have been drawn since the file's, for u. */
  int drawn;
  /** Where a drag started, or null when the mouse is not drawing a wall. */
  PVector dragFrom;
  PVector dragTo;
  final WallFiles files = new WallFiles();
  /** Each vehicle's role, in the order of {@code vehicles}. */
  final List<Role> roles = new ArrayList<>();
  /** Each vehicle's place in {@code vehicles}: found at once, however big the crowd. */
  final Map<Vehicle, Integer> placeOf = new IdentityHashMap<>();
  /** What each vehicle steered by in the last step, for the whiteboard. */
  final List<WallBoard.Step> steps = new ArrayList<>();
  /** The - and = keys, the slider and the HUD change this one value. */
  final Parameter feelerLength = parameter("feeler length", Feelers.LENGTH, MIN_FEELER,
      MAX_FEELER, '-', '=').adding(FEELER_STEP).format("%.0f px");
  final Parameter offset = parameter("follow distance", WallFollower.OFFSET, MIN_OFFSET,
      MAX_OFFSET, 'j', 'k').adding(OFFSET_STEP).format("%.0f px");

  public static void main(String[] args) {
    SketchRunner.run(new WallFollowing(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The walls: --walls FILE, or data/walls/rooms.json. A broken file ends the run, named. */
  @Override
  public void prepare() {
    loaded = files.loadFirst(options.walls, new File(sketchPath()), WIDTH, HEIGHT);
  }

  /** The file's walls; the vehicles (--vehicles N, default 6), the three roles in turn. */
  @Override
  public void setup() {
    walls = loaded.copy();
    drawn = 0;
    dragFrom = null;
    roles.clear();
    placeOf.clear();
    steps.clear();
    int count = options.vehicles > 0 ? options.vehicles : VEHICLES;
    for (int i = 0; i < count; i++) {
      PVector start = freePlace();
      Role role = Role.values()[i % Role.values().length];
      Vehicle v = new Vehicle(start.x, start.y);
      v.maxspeed = role == Role.FOLLOWER ? FOLLOWER_MAXSPEED : MAXSPEED;
      v.maxforce = MAXFORCE;
      v.velocity.set(PVector.fromAngle(random(TWO_PI)).mult(v.maxspeed * START_SPEED));
      v.wanderWith(new Random((long) random(Integer.MAX_VALUE)));
      vehicles.add(v);
      placeOf.put(v, i);
      roles.add(role);
      steps.add(null);
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    WallDebug.drawWalls(g, walls, dragFrom, dragTo);

    if (simulating()) {
      for (int i = 0; i < vehicles.size(); i++) {
        Vehicle v = vehicles.get(i);
        steps.set(i, WallBoard.Step.of(v, roles.get(i), walls, feelerLength.value(),
            offset.value()));
        switch (roles.get(i)) {
          case FEELERS -> {
            v.wander();
            // the feeler deepest through a wall pushes back along its normal
            v.avoidWalls(walls, feelerLength.value(), WALL_WEIGHT);
          }
          case PROBES -> {
            v.wander();
            // a probe ahead outside the closed shapes turns the vehicle back in
            v.stayInside(walls, Containment.REACH, WALL_WEIGHT);
          }
          case FOLLOWER -> v.followWall(walls, offset.value());   // along the nearest wall
        }
        v.update();
      }
    }

    drawVehicles(this::fillOf, v -> {
      if (show.radii) {
        WallDebug.draw(g, v, roleOf(v), walls, feelerLength.value(), offset.value());
      }
    });
  }

  @Override
  public String about() {
    return "walls of any shape: feel for them, stay inside them, follow them";
  }

  /** The sketchbook shows the lessons in order; walls of any shape come after Braitenberg's. */
  @Override
  public int lesson() {
    return 25;
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--walls");
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.addAll(WallDebug.LEGEND);
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bind('u', "take back the last wall drawn", this::takeBack);
    table.bind('w', "save the walls to data/walls (new numbered file)",
        () -> say(files.save(walls)));
  }

  @Override
  public void addHudLines(List<String> lines) {
    StringBuilder cast = new StringBuilder();
    for (Role role : Role.values()) {
      long count = roles.stream().filter(r -> r == role).count();
      if (count > 0) {
        cast.append(cast.length() == 0 ? "" : ", ").append(count).append(' ').append(role.label);
      }
    }
    lines.add(cast.toString());
    lines.add(String.format("walls %s: %d shapes, %d walls, %d drawn", files.name(),
        walls.shapes().size(), walls.segments().size(), drawn));
    lines.add("drag to draw a wall   u take back   w save");
  }

  /** The first vehicle's distance to the nearest wall, against the feeler's length. */
  @Override
  public List<PlotSeries> plotSeries() {
    return List.of(new PlotSeries("wall distance", Palette.STEERING, this::wallDistance,
        "feeler length", v -> feelerLength.value(), Palette.PATH_LINE));
  }

  /** --trace: each vehicle's role (0 feelers, 1 probes, 2 follower) and its wall distance. */
  @Override
  public List<TraceColumn> traceColumns() {
    return List.of(new TraceColumn("role", v -> roleOf(v).ordinal()),
        new TraceColumn("wall_distance", this::wallDistance));
  }

  /** How far {@code v} is from the nearest wall, in pixels; 0 without walls. */
  float wallDistance(Vehicle v) {
    WallLayout.Nearest nearest = walls.nearest(v.position);
    return nearest == null ? 0 : nearest.distance();
  }

  /** Starts drawing a wall where the mouse is pressed. */
  @Override
  public void mousePressed() {
    dragFrom = new PVector(mouseX, mouseY);
    dragTo = dragFrom.copy();
  }

  @Override
  public void mouseDragged() {
    if (dragFrom != null) {
      dragTo = new PVector(mouseX, mouseY);
    }
  }

  /** Adds the wall dragged, unless it is too short to be one. */
  @Override
  public void mouseReleased() {
    if (dragFrom != null) {
      PVector to = new PVector(mouseX, mouseY);
      if (PVector.dist(dragFrom, to) >= SHORTEST_WALL) {
        walls.addWall(dragFrom, to);
        drawn++;
      }
    }
    dragFrom = null;
    dragTo = null;
  }

  /** u: the last wall drawn goes; the file's walls stay. */
  void takeBack() {
    if (drawn == 0) {
      say("no wall drawn to take back");
      return;
    }
    WallLayout kept = new WallLayout();
    List<WallLayout.Shape> shapes = walls.shapes();
    for (WallLayout.Shape shape : shapes.subList(0, shapes.size() - 1)) {
      kept.add(shape.points(), shape.closed());
    }
    walls = kept;
    drawn--;
  }

  /**
   * The whiteboard's (b) part special to the walls: a feeler vehicle's feelers and push, a
   * probe vehicle's probes and way back in, a follower's wall, offset line and correction
   * (see {@link WallBoard}).
   */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    int i = place(v);
    WallBoard.draw(view, v, i >= 0 && i < steps.size() ? steps.get(i) : null);
  }

  /** A place inside the closed shapes, clear of every wall, drawn at random. */
  PVector freePlace() {
    PVector p = new PVector(random(width), random(height));
    for (int tries = 0; tries < START_TRIES; tries++) {
      boolean in = !walls.hasInside() || walls.inside(p);
      WallLayout.Nearest nearest = walls.nearest(p);
      if (in && (nearest == null || nearest.distance() >= START_CLEARANCE)) {
        return p;
      }
      p.set(random(width), random(height));
    }
    return p;
  }

  /** {@code v}'s place in {@code vehicles}, or -1 for a vehicle not among them. */
  int place(Vehicle v) {
    return placeOf.getOrDefault(v, -1);
  }

  Role roleOf(Vehicle v) {
    int i = place(v);
    return i >= 0 ? roles.get(i) : Role.FEELERS;
  }

  int fillOf(Vehicle v) {
    return roleOf(v).fill;
  }
}
