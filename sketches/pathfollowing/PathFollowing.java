package pathfollowing;

import java.io.File;
import java.util.List;
import java.util.Set;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import sketchbook.controls.Parameter;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.render.MarkBatch;
import sketchbook.render.Palette;
import sketchbook.render.PathPicture;
import steering.Path;
import steering.PathFollower;
import steering.Vehicle;

/*
 * Path Following — vehicles stay on a road of a given radius.
 *
 *   predicted = position + velocity scaled to the look-ahead
 *   normal point = closest point of the path to the prediction (over every segment)
 *   target = normal point + a little further along that segment
 *   if |predicted - normal point| > radius: seek(target), otherwise no steering
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999);
 * The Nature of Code, "Path Following"; "Steering behaviors: Path Following".
 *
 * Paths come from data/paths/*.json (p cycles through them, --path FILE picks one). A click
 * adds a vehicle. m starts drawing a path of your own: click its points, m again to follow
 * it, w to save it to data/paths/ under a new numbered name. A vehicle that runs off the end
 * of an open path carries on out of the window and starts again. Edited the path file while the
 * sketch runs? l reloads it (a broken edit is shown and the last good path kept). The path
 * files, and the keys p, w and l, are handled in PathFileKeys.java. n makes the path's points
 * drift (Perlin noise, PathDrift.java): the road sways and the vehicles keep following it.
 *
 * The normal point is a scalar projection: (predicted − a) · (b − a) / |b − a| is how far along
 * the segment a-b the foot of the perpendicular lies. The ScalarProjection sketch (lesson 17)
 * shows that projection on its own, with both vectors to drag.
 * Keys: h lists them all. d, f, v arrows; r prediction, normal point and target; t trails;
 * space pause; . step; [ ] maxspeed; ; ' maxforce; - = path radius; n drifting path;
 * s screenshot; 0 reset.
 */
public class PathFollowing extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int DEFAULT_VEHICLES = 3;
  static final float MIN_PATH_RADIUS = 4;
  static final float MAX_PATH_RADIUS = 120;
  /** How far past the window's edge a vehicle goes before it starts the path again. */
  static final float WRAP_MARGIN = 30;
  /** Limits of a new vehicle, each drawn at random between these. */
  static final float FOLLOWER_MIN_MAXSPEED = 2;
  static final float FOLLOWER_MAX_MAXSPEED = 4;
  static final float FOLLOWER_MIN_MAXFORCE = 0.2f;
  static final float FOLLOWER_MAX_MAXFORCE = 0.4f;

  /** The road's half-width: starts at the loaded path's radius; - = and the slider change it. */
  final Parameter pathRadius = parameter("path radius", MIN_PATH_RADIUS, MIN_PATH_RADIUS,
      MAX_PATH_RADIUS, '-', '=').whenChanged(r -> this.path.radius = r);
  Path path;
  /** Where the path came from and the keys p, w and l that load, save and reload path files. */
  final PathFileKeys files = new PathFileKeys(this, this::say, this::clearMessage);
  /** The path being drawn with the mouse, or null when not drawing. */
  Path drawing;
  /** The path's points drifting round where they were (n), or null while they stand still. */
  PathDrift drift;

  /** A long road drawn once and reused, in place of path.display each frame. */
  final PathPicture road = new PathPicture();
  /** The debug view of a crowd, drawn at once. */
  final MarkBatch debugMarks = new MarkBatch();

  public static void main(String[] args) {
    SketchRunner.run(new PathFollowing(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** Vehicles at the start of the path (--vehicles N of them), with random limits. */
  @Override
  public void setup() {
    drawing = null;
    int count = options.vehicles > 0 ? options.vehicles : DEFAULT_VEHICLES;
    for (int i = 0; i < count; i++) {
      Vehicle v = newFollower(path.start().x, path.start().y);
      startOnPath(v);
      vehicles.add(v);
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    road.draw(path, g, Palette.PATH_BAND, Palette.PATH_LINE);   // path.display, from a picture

    if (simulating()) {
      if (drift != null) {
        drift.step(path, this::noise);   // the points move in place; follow checks them
      }
      for (Vehicle vehicle : vehicles) {
        // seek a point ahead on the path only when the prediction strays beyond its radius
        vehicle.follow(path);
        vehicle.update();
        wrapToStart(vehicle);
      }
    }

    // trails, then each vehicle: vehicle.display(g), the debug view (r) over it, its arrows
    boolean batched = MarkBatch.batched(g, vehicles, options);   // a crowd: its marks at once
    drawVehicles(vehicle -> Palette.VEHICLE, vehicle -> {
      if (show.radii) {
        PathDebug.draw(g, vehicle, vehicles, debugMarks, batched);
      }
    });
    if (drawing != null) {
      PathDebug.drawUnfinished(g, drawing);
    }
  }

  @Override
  public void mousePressed() {
    if (drawing != null) {
      drawing.addPoint(mouseX, mouseY);
    } else {
      vehicles.add(newFollower(mouseX, mouseY));
    }
  }

  /** The path to follow: --path, or else the first file of data/paths that loads. */
  @Override
  public void prepare() {
    path = files.loadFirst(options.path);
    pathLoaded();
  }

  @Override
  public String about() {
    return "stay on a path of a given radius";
  }

  /** The sketchbook shows the book's lessons in order; this is lesson 8. */
  @Override
  public int lesson() {
    return 8;
  }

  /** The whiteboard's (b) part: prediction, segment, projection, radius and target. */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    PathBoard.draw(view, v, path);
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
    table.bind('p', "next path in data/paths", files::nextPath);
    table.bind('m', "draw a path with the mouse (m again to follow it)", this::toggleDrawing);
    table.bind('w', "save the path to data/paths (new numbered file)", files::savePath);
    table.bind('l', "reload the path file (after editing it)", files::reloadPath);
    table.bindSwitch('n', "the path's points drift (noise); the vehicles keep following",
        this::toggleDrift, () -> drift != null);
  }

  /** 0: the path's points back home and still. */
  @Override
  protected void restart() {
    stopDrifting();
    super.restart();
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add(String.format("path %s   %s, look-ahead %.0f", files.pathName,
        path.closed ? "closed" : "open", PathFollower.LOOK_AHEAD));
    if (files.pathError != null) {
      lines.add(files.pathError);
      lines.add("kept the last good path: fix the file and press l");
    }
    lines.add(vehicles.size() + " vehicles — click to add one");
    if (drift != null) {
      lines.add("the path drifts (n: stop)");
    }
    if (drawing != null) {
      lines.add("drawing: click to add points (" + drawing.points.size() + "), m to follow it");
    }
  }

  /** A vehicle at (x, y) with its own limits, strong enough to take the paths' corners. */
  Vehicle newFollower(float x, float y) {
    Vehicle v = new Vehicle(x, y);
    v.maxspeed = random(FOLLOWER_MIN_MAXSPEED, FOLLOWER_MAX_MAXSPEED);
    v.maxforce = random(FOLLOWER_MIN_MAXFORCE, FOLLOWER_MAX_MAXFORCE);
    return v;
  }

  /** Puts a vehicle at the start of the path, heading along the first segment. */
  void startOnPath(Vehicle v) {
    v.position.set(path.start());
    v.velocity.set(PVector.sub(path.segmentEnd(0), path.segmentStart(0))).setMag(v.maxspeed);
  }

  /**
   * A vehicle that leaves the window starts the path again: off the end of an open path it
   * carries straight on (see PathFollower) until it is out of sight.
   */
  void wrapToStart(Vehicle v) {
    PVector p = v.position;
    if (p.x < -WRAP_MARGIN || p.x > width + WRAP_MARGIN
        || p.y < -WRAP_MARGIN || p.y > height + WRAP_MARGIN) {
      startOnPath(v);
    }
  }

  /** n: the path's points start drifting round where they are now, or go back and stand. */
  void toggleDrift() {
    if (drift == null) {
      drift = new PathDrift(path);
    } else {
      stopDrifting();
    }
  }

  void stopDrifting() {
    if (drift != null) {
      drift.goHome(path);
      drift = null;
    }
  }

  /** Follows a new path from its start; {@code file} is null for a drawn path. */
  void usePath(Path newPath, File file) {
    path = newPath;
    pathLoaded();
    files.following(file);
    restart();
  }

  /** m: starts drawing a path with the mouse, or follows the one drawn (two points at least). */
  void toggleDrawing() {
    if (drawing == null) {
      drawing = new Path(path.radius);
    } else if (drawing.points.size() < 2) {
      say("a path needs at least two points; keep clicking");
    } else {
      Path drawn = drawing;
      usePath(drawn, null);
    }
  }

  /**
   * A newly loaded path: its file's radius is the parameter's value and what 0 restores; if the
   * old path was drifting, the new one drifts round its own points.
   */
  void pathLoaded() {
    pathRadius.restart(path.radius);
    if (drift != null) {
      drift = new PathDrift(path);
    }
  }
}
