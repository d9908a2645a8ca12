package steering;

import java.io.File;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import processing.core.PVector;
import processing.data.JSONArray;
import processing.data.JSONObject;

/**
 * Reads and writes paths as JSON with Processing's own JSON classes:
 * <pre>{"radius": 20, "closed": false, "points": [[40, 300], [200, 120], ...]}</pre>
 * A file that cannot be used throws {@link PathFileException}, whose message names the file
 * and what is wrong with it.
 */
public final class PathFile {

  /** The radius given to a file that names none. */
  public static final float DEFAULT_RADIUS = 20;

  private PathFile() {
  }

  public static Path load(File file) {
    JSONObject json = parse(file);
    float radius = DEFAULT_RADIUS;
    if (json.hasKey("radius")) {
      radius = number(file, json.get("radius"), "\"radius\"");
      if (radius < 0) {
        throw new PathFileException(file, "\"radius\" must be 0 or more, was " + radius);
      }
    }
    boolean closed = false;
    if (json.hasKey("closed")) {
      Object value = json.get("closed");
      if (!(value instanceof Boolean)) {
        throw new PathFileException(file, "\"closed\" must be true or false, was " + value);
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
    if (points.size() < 2) {
      throw new PathFileException(file,
          "a path needs at least two points, found " + points.size());
    }
    Path path = new Path(radius, closed);
    for (int i = 0; i < points.size(); i++) {
      PVector p = point(file, points.get(i), i);
      path.addPoint(p.x, p.y);
    }
    return path;
  }

  /** Writes the path, replacing the file if it exists. */
  public static void save(Path path, File file) {
    JSONObject json = new JSONObject();
    json.setFloat("radius", path.radius);
    json.setBoolean("closed", path.closed);
    JSONArray points = new JSONArray();
    for (PVector p : path.points) {
      JSONArray xy = new JSONArray();
      xy.append(p.x);
      xy.append(p.y);
      points.append(xy);
    }
    json.setJSONArray("points", points);
    try {
      File folder = file.getAbsoluteFile().getParentFile();
      if (folder != null) {
        Files.createDirectories(folder.toPath());
      }
      Files.writeString(file.toPath(), json.format(2) + System.lineSeparator());
    } catch (IOException e) {
      throw new PathFileException(file, "cannot write it: " + reason(e));
    }
  }

  private static String reason(IOException e) {
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileSystemException fse && fse.getReason() != null) {
      return fse.getReason();
    }
    return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
  }

  private static JSONObject parse(File file) {
    if (file.isDirectory()) {
      throw new PathFileException(file, "cannot read it: is a folder, not a file");
    }
    if (!file.isFile()) {
      throw new PathFileException(file, "no such file");
    }
    try (Reader reader = Files.newBufferedReader(file.toPath(), StandardCharsets.UTF_8)) {
      return new JSONObject(reader);
    } catch (IOException e) {
      throw new PathFileException(file, "cannot read it: " + e.getMessage());
    } catch (RuntimeException e) {
      throw new PathFileException(file, "not valid JSON: " + e.getMessage());
    }
  }

  private static PVector point(File file, Object value, int index) {
    String where = "point " + index;
    if (!(value instanceof JSONArray) || ((JSONArray) value).size() != 2) {
      throw new PathFileException(file, where + " must be an [x, y] pair, was " + value);
    }
    JSONArray xy = (JSONArray) value;
    return new PVector(number(file, xy.get(0), where + " x"), number(file, xy.get(1), where + " y"));
  }

  private static float number(File file, Object value, String what) {
    if (!(value instanceof Number)) {
      String shown = value instanceof String ? "\"" + value + "\" (text)" : String.valueOf(value);
      throw new PathFileException(file, what + " must be a number, was " + shown);
    }
    float f = ((Number) value).floatValue();
    if (!Float.isFinite(f)) {
      throw new PathFileException(file, what + " must be a finite number, was " + value);
    }
    return f;
  }
}
