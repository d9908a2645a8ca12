package steering.files;

import java.io.File;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.util.HashSet;
import java.util.Set;
import processing.core.PVector;
import processing.data.JSONArray;
import processing.data.JSONObject;
import steering.Path;

/**
 * Reads and writes paths as JSON with Processing's own JSON classes:
 * <pre>{"radius": 20, "closed": false, "points": [[40, 300], [200, 120], ...]}</pre>
 * A file that cannot be used throws {@link PathFileException}, whose message names the file
 * and what is wrong with it. A file holds at most {@link #MAX_POINTS} points in at most
 * {@link #MAX_BYTES} bytes, each coordinate within ±{@link Path#MAX_COORDINATE}.
 */
public final class PathFile {

  /** The radius given to a file that names none. */
  public static final float DEFAULT_RADIUS = 20;
  /** Most points a path file may hold: a path this long is still followed and drawn smoothly. */
  public static final int MAX_POINTS = 100_000;
  /** Largest path file read, in bytes (8 MB): room for MAX_POINTS points written generously. */
  public static final long MAX_BYTES = 8L * 1024 * 1024;

  private PathFile() {
  }

  /** Reads a path file; a file that cannot be used throws {@link PathFileException}. */
  public static Path load(File file) {
    if (file == null) {
      throw new IllegalArgumentException("PathFile.load: the file must not be null; name a"
          + " .json path file");
    }
    Set<String> tooLarge = new HashSet<>();
    JSONObject json = parse(file, tooLarge);
    float radius = DEFAULT_RADIUS;
    if (json.hasKey("radius")) {
      radius = number(file, json.get("radius"), "\"radius\"", tooLarge);
      if (radius < 0) {
        throw new PathFileException(file, "\"radius\" must be 0 or more, was " + radius);
      }
    }
    boolean closed = false;
    if (json.hasKey("closed")) {
      Object value = json.get("closed");
      if (!(value instanceof Boolean)) {
        throw new PathFileException(file, "\"closed\" must be true or false, was "
            + shownValue(value));
      }
      closed = (Boolean) value;
    }
    if (!json.hasKey("points")) {
      throw new PathFileException(file, "missing \"points\" (a list of [x, y] pairs)");
    }
    if (!(json.get("points") instanceof JSONArray)) {
      throw new PathFileException(file, "\"points\" must be a list of [x, y] pairs");
    }
    JSONArray points = json.getJSONArray("points");
    if (points.size() > MAX_POINTS) {
      throw new PathFileException(file, PathFileText.tooLarge(points.size() + " points"));
    }
    if (points.size() < 2) {
      throw new PathFileException(file,
          "a path needs at least two points, found " + points.size());
    }
    Path path = new Path(radius, closed);
    for (int i = 0; i < points.size(); i++) {
      PVector p = point(file, points.get(i), i, tooLarge);
      path.addPoint(p.x, p.y);
    }
    return path;
  }

  /**
   * Writes the path, replacing the file if it exists. The text goes to a part file beside it,
   * moved into place once complete: a save that fails leaves the old file as it was, and
   * nothing else behind. A path that could not be loaded again (fewer than two points, more
   * than {@link #MAX_POINTS}, a bad point or radius) is not saved. The destination is decided as
   * for screenshots: a symbolic link is followed (the file it points to is replaced, the link
   * stays), a file replaced keeps its permissions, and a new file gets the folder's defaults.
   */
  public static void save(Path path, File file) {
    if (path == null || file == null) {
      String missing = path == null ? "the path" : "the file";
      throw new IllegalArgumentException("PathFile.save: " + missing + " must not be null");
    }
    try {
      path.check();
    } catch (IllegalArgumentException e) {
      throw new PathFileException(file, "not saved: " + e.getMessage());
    }
    if (path.points.size() < 2) {
      throw new PathFileException(file, "not saved: a path needs at least two points, has "
          + path.points.size());
    }
    if (path.points.size() > MAX_POINTS) {
      throw new PathFileException(file, "not saved: "
          + PathFileText.tooLarge(path.points.size() + " points"));
    }
    String json = compactJson(path);
    java.nio.file.Path part = null;
    try {
      java.nio.file.Path target = ReplacedFile.destination(file);
      Files.createDirectories(target.getParent());
      part = ReplacedFile.create(target);
      Files.writeString(part, json);
      ReplacedFile.moveIntoPlace(part, target);
    } catch (IOException e) {
      throw new PathFileException(file, "cannot write it: " + reason(e));
    } finally {
      deleteQuietly(part);
    }
  }

  private static void deleteQuietly(java.nio.file.Path temp) {
    if (temp != null) {
      try {
        Files.deleteIfExists(temp);
      } catch (IOException e) {
        // nothing more can be done; the save itself has already been reported
      }
    }
  }

  static String reason(IOException e) {
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileSystemException fse && fse.getReason() != null) {
      return fse.getReason();
    }
    return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
  }

  /**
   * The file's object, read by Processing's reader on a thread of its own with a bounded stack:
   * whatever the text, a failure of the reader (a syntax error, or a stack overflow from
   * nesting the pre-scan missed) is one line, "not valid JSON", and never reaches the sketch.
   * The reader stops at the end of the object; what it left unread must be blank.
   */
  private static JSONObject parse(File file, Set<String> tooLarge) {
    String text = PathFileText.read(file);
    StringReader reader = new StringReader(text);
    JSONObject json;
    try {
      json = BoundedJsonReader.read(reader, "path file reader", "a path file needs three levels");
    } catch (BoundedJsonReader.NotJson e) {
      throw new PathFileException(file, e.getMessage());
    }
    PathFileText.refuseTrailing(file, text, BoundedJsonReader.unread(reader));
    tooLarge.addAll(PathFileText.numbersTooLarge(text));
    return json;
  }

  private static PVector point(File file, Object value, int index, Set<String> tooLarge) {
    String where = "point " + index;
    if (!(value instanceof JSONArray) || ((JSONArray) value).size() != 2) {
      throw new PathFileException(file, where + " must be an [x, y] pair, was "
          + PathFileText.shown(value));
    }
    JSONArray xy = (JSONArray) value;
    return new PVector(coordinate(file, xy.get(0), where + " x", tooLarge),
        coordinate(file, xy.get(1), where + " y", tooLarge));
  }

  private static float coordinate(File file, Object value, String what,
      Set<String> tooLarge) {
    float f = number(file, value, what, tooLarge);
    if (Math.abs(f) > Path.MAX_COORDINATE) {
      throw new PathFileException(file, what + " must lie within ±"
          + Path.MAX_COORDINATE_SHOWN + ", was " + PathFileText.shown(value));
    }
    return f;
  }

  /**
   * A number of the file as a float. {@code tooLarge}: the numbers written in the file, outside
   * quotes, too large even for a double, which Processing's reader hands over as text.
   */
  private static float number(File file, Object value, String what, Set<String> tooLarge) {
    if (value instanceof String text && tooLarge.contains(text)) {
      throw new PathFileException(file, what + " must be a finite number, was "
          + PathFileText.shown(value));
    }
    if (!(value instanceof Number)) {
      throw new PathFileException(file, what + " must be a number, was " + shownValue(value));
    }
    float f = ((Number) value).floatValue();
    if (!Float.isFinite(f)) {
      throw new PathFileException(file, what + " must be a finite number, was "
          + PathFileText.shown(value));
    }
    return f;
  }

  /** A bad value as a message quotes it, text in its quotes and called text: "true" (text). */
  private static String shownValue(Object value) {
    return value instanceof String ? "\"" + PathFileText.shown(value) + "\" (text)"
        : PathFileText.shown(value);
  }

  /**
   * The path as JSON laid out like the bundled files: one line for each setting and one for each
   * point, so a saved path reads (and diffs) a point at a time. Whole numbers are written
   * without ".0"; JSON's own reader takes the text back exactly.
   */
  static String compactJson(Path path) {
    StringBuilder out = new StringBuilder("{\n");
    out.append("  \"radius\": ").append(number(path.radius)).append(",\n");
    out.append("  \"closed\": ").append(path.closed).append(",\n");
    out.append("  \"points\": [\n");
    for (int i = 0; i < path.points.size(); i++) {
      PVector p = path.points.get(i);
      out.append("    [").append(number(p.x)).append(", ").append(number(p.y)).append("]")
          .append(i + 1 < path.points.size() ? ",\n" : "\n");
    }
    return out.append("  ]\n}\n").toString();
  }

  /** 200 for 200.0; otherwise the float's own shortest text, which reads back as that float. */
  private static String number(float value) {
    return value == Math.rint(value) && Math.abs(value) < 1e7f
        ? String.valueOf((long) value) : String.valueOf(value);
  }
}
