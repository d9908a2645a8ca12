package pathfollowing;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import processing.core.PVector;
import sketchbook.BoardView;
import sketchbook.KeyTable;
import sketchbook.LegendItem;
import sketchbook.MarkBatch;
import sketchbook.NumberedFile;
import sketchbook.Palette;
import sketchbook.Parameter;
import sketchbook.PathsFolder;
import sketchbook.ProjectFolder;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import steering.Path;
import steering.PathFileException;
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
 * sketch runs? l reloads it (a broken edit is shown and the last good path kept).
 * Keys: h lists them all. d, f, v arrows; r prediction, normal point and target; t trails;
 * space pause; . step; [ ] maxspeed; ; ' maxforce; - = path radius; s screenshot; 0 reset.
 */
public class PathFollowing extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int DEFAULT_VEHICLES = 3;
  static final float MIN_PATH_RADIUS = 4;
  static final float MAX_PATH_RADIUS = 120;
  /** How far past the window's edge a vehicle goes before it starts the path again. */
  static final float WRAP_MARGIN = 30;
  static final String SAVED_PATH_PREFIX = "drawn";
  /** Limits of a new vehicle, each drawn at random between these. */
  static final float FOLLOWER_MIN_MAXSPEED = 2;
  static final float FOLLOWER_MAX_MAXSPEED = 4;
  static final float FOLLOWER_MIN_MAXFORCE = 0.2f;
  static final float FOLLOWER_MAX_MAXFORCE = 0.4f;

  /** The road's half-width: starts at the loaded path's radius; - = and the slider change it. */
  final Parameter pathRadius = parameter("path radius", MIN_PATH_RADIUS, MIN_PATH_RADIUS,
      MAX_PATH_RADIUS, '-', '=').whenChanged(r -> this.path.radius = r);
  final List<File> pathFiles = new ArrayList<>();
  int pathIndex;
  Path path;
  String pathName;
  /** The file the path came from, for l (reload); null for a path drawn with the mouse. */
  File pathFile;
  /** Why the last reload failed, shown until a good path replaces it; null when fine. */
  String pathError;
  /** Where the path files are (null: data/paths); tests point it elsewhere. */
  File pathsFolder;
  /** Where w saves drawn paths; tests point it elsewhere. */
  File savedPathFolder;
  /** The path being drawn with the mouse, or null when not drawing. */
  Path drawing;

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
    path.display(g, Palette.PATH_BAND, Palette.PATH_LINE);

    if (simulating()) {
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

  /**
   * Lists data/paths and loads --path, or else the first file there that loads: a broken
   * --path stops here, broken files in the folder are skipped and shown (HUD and terminal).
   */
  @Override
  protected void prepare() {
    File folder = pathsFolder != null ? pathsFolder : PathsFolder.find();
    pathFiles.addAll(PathFiles.list(folder, options.path));
    List<String> skipped = new ArrayList<>();
    for (int i = 0; path == null && i < pathFiles.size(); i++) {
      try {
        path = PathFiles.load(pathFiles.get(i));
        pathIndex = i;
      } catch (PathFileException e) {
        if (options.path != null) {
          throw e;  // the file the user named: that is the one they want
        }
        skipped.add(e.getMessage());
        System.err.println("PathFollowing: skipped " + e.getMessage());
      }
    }
    if (path == null) {
      throw new PathFileException(folder, "no path file loads; the first: " + skipped.get(0));
    }
    if (!skipped.isEmpty()) {
      say("skipped " + skipped.get(0) + (skipped.size() > 1
          ? " (and " + (skipped.size() - 1) + " more; see the terminal)" : ""));
    }
    pathLoaded();
    pathFile = pathFiles.get(pathIndex);
    pathName = pathFile.getName();
    if (savedPathFolder == null) {
      savedPathFolder = new File(sketchPath(), "data/paths");
    }
  }

  @Override
  public String about() {
    return "stay on a path of a given radius";
  }

  /** The whiteboard's (b) part: prediction, segment, projection, radius and target. */
  @Override
  protected void drawOnWhiteboard(Vehicle v, BoardView view) {
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
  protected void bindSketchKeys(KeyTable table) {
    table.bind('p', "next path in data/paths", this::nextPath);
    table.bind('m', "draw a path with the mouse (m again to follow it)", this::toggleDrawing);
    table.bind('w', "save the path to data/paths (new numbered file)", this::savePath);
    table.bind('l', "reload the path file (after editing it)", this::reloadPath);
  }

  @Override
  protected void addHudLines(List<String> lines) {
    lines.add(String.format("path %s   %s, look-ahead %.0f", pathName,
        path.closed ? "closed" : "open", PathFollower.LOOK_AHEAD));
    if (pathError != null) {
      lines.add(pathError);
      lines.add("kept the last good path: fix the file and press l");
    }
    lines.add(vehicles.size() + " vehicles — click to add one");
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

  /** The next path file that loads; a broken one is reported in the HUD and skipped. */
  void nextPath() {
    for (int tries = 0; tries < pathFiles.size(); tries++) {
      pathIndex = (pathIndex + 1) % pathFiles.size();
      File file = pathFiles.get(pathIndex);
      try {
        usePath(PathFiles.load(file), file);
        return;
      } catch (PathFileException e) {
        say(e.getMessage());
      }
    }
  }

  /** Follows a new path from its start; {@code file} is null for a drawn path. */
  void usePath(Path newPath, File file) {
    path = newPath;
    pathLoaded();
    pathFile = file;
    pathName = file == null ? "(drawn)" : file.getName();
    pathError = null;
    restart();
  }

  /** Reads the path file again; the vehicles carry on. A broken file keeps the last good path. */
  void reloadPath() {
    if (pathFile == null) {
      say("a drawn path has no file to reload (w saves it)");
      return;
    }
    try {
      path = PathFiles.load(pathFile);
      pathLoaded();
      pathError = null;
      say("reloaded " + pathName);
    } catch (PathFileException e) {
      pathError = e.getMessage();
      clearMessage();  // an earlier "reloaded ..." would contradict the error
      System.err.println("PathFollowing: " + e.getMessage());
    }
  }

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
   * Saves under a new numbered name, which becomes the followed path's file (l reloads it); a
   * failure is reported once and leaves no file behind, and the sketch goes on.
   */
  void savePath() {
    Path toSave = drawing != null && drawing.points.size() >= 2 ? drawing : path;
    File file = null;
    try {
      file = NumberedFile.claim(savedPathFolder, SAVED_PATH_PREFIX, "json");
      toSave.save(file);
      pathFiles.add(file);
      if (toSave == path) {
        pathIndex = pathFiles.size() - 1;
        pathFile = file;
        pathName = file.getName();
      }
      say("saved " + ProjectFolder.shown(file));
    } catch (IOException | PathFileException e) {
      NumberedFile.release(file);
      say("could not save the path: " + e.getMessage());
      System.err.println("PathFollowing: could not save the path: " + e.getMessage());
    }
  }

  /** A newly loaded path: its file's radius is the parameter's value and what 0 restores. */
  void pathLoaded() {
    pathRadius.restart(path.radius);
  }
}
