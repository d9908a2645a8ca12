package crowdpathfollowing;

import java.util.List;
import java.util.Set;
import pathfollowing.PathBoard;
import pathfollowing.PathDebug;
import pathfollowing.PathFileCycle;
import processing.core.PVector;
import separation.FrameBefore;
import separation.SeparationBoard;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import sketchbook.controls.Parameter;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.render.MarkBatch;
import sketchbook.render.Palette;
import sketchbook.render.PathPicture;
import sketchbook.run.PathsFolder;
import steering.GroupRules;
import steering.Path;
import steering.Vehicle;
import steering.crowd.Crowd;

/*
 * Crowd Path Following — a crowd on a road: each vehicle follows the path and keeps its
 * distance from the others, two weighted forces added up.
 *
 *   follow force   = seek a point ahead on the path when the prediction strays off it
 *   separate force = steer away from the vehicles closer than the desired separation
 *   acceleration  += follow force × 2 + separate force × 1      (each limited to maxforce)
 *
 * Following counts twice as much as separating (the weights of The Nature of Code's crowd
 * example), so the crowd spreads across the road's width without leaving it. Every vehicle
 * follows, then the crowd's separation is worked out for everyone at once from the same frame
 * (steering.crowd.Crowd: nobody has moved yet; GroupRules.separate for each, a grid above 500),
 * then everyone moves. A vehicle that leaves the window starts again at the start of the path.
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999), "Path
 * Following" and "Combining Behaviors"; The Nature of Code, "Autonomous Agents", "Path
 * Following" and "Combinations"; "Understanding Steering Behaviors: Path Following".
 *
 * Paths come from data/paths/*.json (p the next one, --path FILE picks one). --vehicles N
 * sets the crowd (default 60).
 * Keys: h lists them all. d, f, v arrows; r prediction, normal point and target; t trails;
 * space pause; . step; [ ] maxspeed; ; ' maxforce; - = desired separation; j k follow weight;
 * n m separation weight; p next path; s screenshot; 0 reset.
 */
public class CrowdPathFollowing extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** Vehicles unless --vehicles says otherwise. */
  static final int DEFAULT_VEHICLES = 60;
  /** The book's crowd: top speeds drawn between these, one steering force for all. */
  static final float CROWD_MIN_MAXSPEED = 2;
  static final float CROWD_MAX_MAXSPEED = 4;
  static final float CROWD_MAXFORCE = 0.3f;
  /** Following counts twice as much as keeping apart. */
  static final float FOLLOW_WEIGHT = 2;
  static final float SEPARATION_WEIGHT = 1;
  /** The weight keys add or take away this much, within [0, MAX_WEIGHT]. */
  static final float WEIGHT_STEP = 0.25f;
  static final float MAX_WEIGHT = 5;
  /** How far - and = may take the desired separation (×1.25 a press). */
  static final float MIN_SEPARATION = 5;
  static final float MAX_SEPARATION = 100;
  /** How far past the window's edge a vehicle goes before it starts the path again. */
  static final float WRAP_MARGIN = 30;

  /** data/paths' files, which p goes round; the path came from the current one. */
  final PathFileCycle pathFiles = new PathFileCycle("CrowdPathFollowing", this::say);
  Path path;
  /** A long road drawn once and reused, in place of path.display each frame. */
  final PathPicture road = new PathPicture();
  /** Each value's keys, help, HUD line and slider come from its row. */
  final Parameter followWeight = parameter("follow weight", FOLLOW_WEIGHT, 0, MAX_WEIGHT, 'j',
      'k').adding(WEIGHT_STEP).format("%.2f");
  final Parameter separationWeight = parameter("separation weight", SEPARATION_WEIGHT, 0,
      MAX_WEIGHT, 'n', 'm').adding(WEIGHT_STEP).format("%.2f");
  final Parameter desiredSeparation = parameter("desired separation",
      GroupRules.DESIRED_SEPARATION, MIN_SEPARATION, MAX_SEPARATION, '-', '=');
  /** Works out everyone's separation from one frame, among near neighbours only. */
  final Crowd crowd = new Crowd();
  /** The crowd before the last step, for the whiteboard. */
  final FrameBefore before = new FrameBefore();

  /** The debug view of a crowd, drawn at once. */
  final MarkBatch debugMarks = new MarkBatch();

  public static void main(String[] args) {
    SketchRunner.run(new CrowdPathFollowing(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The crowd (--vehicles N, default 60) scattered over the window, heading along the path. */
  @Override
  public void setup() {
    int count = options.vehicles > 0 ? options.vehicles : DEFAULT_VEHICLES;
    for (int i = 0; i < count; i++) {
      Vehicle v = new Vehicle(random(WIDTH), random(HEIGHT));
      v.maxspeed = random(CROWD_MIN_MAXSPEED, CROWD_MAX_MAXSPEED);
      v.maxforce = CROWD_MAXFORCE;
      v.velocity.set(alongFirstSegment(v.maxspeed));
      vehicles.add(v);
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    road.draw(path, g, Palette.PATH_BAND, Palette.PATH_LINE);   // path.display, from a picture

    if (simulating()) {
      before.record(vehicles);
      // two forces, each limited to maxforce, then weighted; the vehicle adds them up.
      // Separation for everyone at once, from the same frame: nobody has moved yet
      for (Vehicle vehicle : vehicles) {
        vehicle.follow(path, followWeight.value());
      }
      crowd.separate(vehicles, desiredSeparation.value(), separationWeight.value());
      for (Vehicle vehicle : vehicles) {
        vehicle.update();
        startAgainWhenGone(vehicle);
      }
    }

    // trails, then each vehicle: vehicle.display(g), the debug view (r) over it, its arrows
    boolean batched = MarkBatch.batched(g, vehicles, options);   // a crowd: its marks at once
    drawVehicles(vehicle -> Palette.VEHICLE, vehicle -> {
      if (show.radii) {
        PathDebug.draw(g, vehicle, vehicles, debugMarks, batched);
      }
    });
  }

  /** Lists data/paths and loads --path, or else the first file there that loads. */
  @Override
  public void prepare() {
    path = pathFiles.loadFirst(PathsFolder.find(), options.path);
  }

  @Override
  public String about() {
    return "a crowd follows a path and keeps apart";
  }

  /** The sketchbook shows the book's lessons in order; this is lesson 12. */
  @Override
  public int lesson() {
    return 12;
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--path");
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What PathDebug draws for each vehicle, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.addAll(PathDebug.LEGEND);
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bind('p', "next path in data/paths", this::nextPath);
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add(String.format("path %s, radius %.0f", pathFiles.current().getName(),
        path.radius));
    lines.add("neighbours: " + crowd.way(vehicles.size()));
  }

  /** The path's first direction at {@code speed}. */
  PVector alongFirstSegment(float speed) {
    return PVector.sub(path.segmentEnd(0), path.segmentStart(0)).setMag(speed);
  }

  /** A vehicle out of the window starts again near the path's start, heading along it. */
  void startAgainWhenGone(Vehicle v) {
    PVector p = v.position;
    if (p.x < -WRAP_MARGIN || p.x > width + WRAP_MARGIN
        || p.y < -WRAP_MARGIN || p.y > height + WRAP_MARGIN) {
      // somewhere across the road's width, so the crowd does not restart on one point
      PVector across = PVector.fromAngle(random(TWO_PI)).mult(random(path.radius));
      p.set(path.start()).add(across);
      v.velocity.set(alongFirstSegment(v.maxspeed));
    }
  }

  /** The next path file that loads; a broken one is reported in the HUD and skipped. */
  void nextPath() {
    Path next = pathFiles.next();
    if (next != null) {
      path = next;
      restart();
    }
  }

  /**
   * The whiteboard's (b) part: path following's board ({@link PathBoard}), then, from where the
   * step started, the neighbours too close and their pushes ({@link SeparationBoard}),
   * and the step's two weighted forces tip to tail with their sum, worked out again from the
   * crowd as it was before the step.
   */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    List<Vehicle> ghosts = before.ghosts(vehicles);
    Vehicle ghost = ghosts.get(FrameBefore.indexOf(vehicles, v));
    PVector from = ghost.position.copy();
    // separation first here, so it is the ghost's whole steering so far (two forces add up
    // to the same float sum in either order); follow's force is copied, as steer reuses it
    crowd.separate(ghosts, desiredSeparation.value(), separationWeight.value());
    PVector separate = ghost.steering.copy();
    PVector follow = ghost.follow(path, followWeight.value()).copy();
    PathBoard.draw(view, v, path);
    if (!v.hasPathTarget) {
      view.frame(from, desiredSeparation.value() * 2);
    }
    SeparationBoard.Shown shown = SeparationBoard.draw(view, ghost, ghosts,
        desiredSeparation.value(), false);
    PVector sum = PVector.add(follow, separate);
    // tip to tail at the panel's one force scale, fitted to the farther tip
    BoardView.VectorScale forces = view.fitScale(BoardView.FORCES,
        Math.max(follow.mag(), sum.mag()));
    view.vector(from, follow, forces, Palette.VELOCITY,
        String.format("follow × %.2f", followWeight.value()));
    if (separate.mag() > 0) {   // nobody too close: no separation force to draw
      view.vector(PVector.add(from, PVector.mult(follow, forces.times())), separate, forces,
          Palette.DESIRED, String.format("separation × %.2f", separationWeight.value()));
    }
    view.vector(from, sum, forces, Palette.INK, "sum");
    view.note(3, shown.pushNote(), shown.pushColor());
  }
}
