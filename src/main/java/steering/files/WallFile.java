package steering.files;

import java.io.File;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import processing.core.PVector;
import processing.data.JSONArray;
import processing.data.JSONObject;
import steering.Check;
import steering.WallLayout;

/**
 * Reads and writes walls as JSON, with Processing's own JSON classes: a list of shapes, each a
 * line of walls through its points, closed (the last point joins the first: a room, a pillar)
 * or open (a free-standing wall; "closed" may then be left out):
 * <pre>
 * {
 *   "walls": [
 *     {"closed": true, "points": [[40, 40], [760, 40], [760, 560], [40, 560]]},
 *     {"closed": false, "points": [[300, 300], [500, 300]]}
 *   ]
 * }
 * </pre>
 * Coordinates are pixels of the window, y down. A file that cannot be used throws
 * {@link WallFileException}, one line naming the file and what is wrong: the text (not a file,
 * too large, not UTF-8, not JSON, text after it), a key it does not know, a shape with too few
 * points or two in a row at one place, a point that is not a pair of finite numbers. A file
 * holds at most {@link #MAX_POINTS} points in at most {@link #MAX_BYTES} bytes.
 */
public final class WallFile {

  /** Most points a walls file may hold: every wall is tried by every feeler each frame. */
  public static final int MAX_POINTS = 10_000;
  /** Largest walls file read, in bytes (1 MB): room for MAX_POINTS points written generously. */
  public static final long MAX_BYTES = 1024 * 1024;
  /** The keys of the file's object and of a shape: nothing else is taken. */
  static final Set<String> FILE_KEYS = Set.of("walls");
  static final Set<String> SHAPE_KEYS = Set.of("closed", "points");
  /** What a shape looks like, for the messages. */
  static final String SHAPE = "{\"closed\": true or false, \"points\": [[x, y], ...]}";

  private WallFile() {
  }

  /** Reads a walls file; a file that cannot be used throws {@link WallFileException}. */
  public static WallLayout load(File file) {
    if (file == null) {
      throw new IllegalArgumentException("WallFile.load: the file must not be null; name a"
          + " .json walls file");
    }
    String text = read(file);
    JSONObject json = parse(file, text);
    Set<String> tooLarge = PathFileText.numbersTooLarge(text);
    onlyKeys(file, json, FILE_KEYS, "the file", "a walls file has only \"walls\"");
    if (!json.hasKey("walls")) {
      throw new WallFileException(file, "missing \"walls\" (a list of shapes, each " + SHAPE
          + ")");
    }
    if (!(json.get("walls") instanceof JSONArray shapes)) {
      throw new WallFileException(file, "\"walls\" must be a list of shapes, each " + SHAPE);
    }
    if (shapes.size() == 0) {
      throw new WallFileException(file, "\"walls\" lists no shapes: give at least one, " + SHAPE);
    }
    WallLayout layout = new WallLayout();
    int points = 0;
    for (int i = 0; i < shapes.size(); i++) {
      String where = "wall " + i;
      if (!(shapes.get(i) instanceof JSONObject shape)) {
        throw new WallFileException(file, where + " must be " + SHAPE + ", was "
            + PathFileText.shown(shapes.get(i)));
      }
      onlyKeys(file, shape, SHAPE_KEYS, where, "a wall has \"closed\" and \"points\"");
      boolean closed = false;
      if (shape.hasKey("closed")) {
        if (!(shape.get("closed") instanceof Boolean value)) {
          throw new WallFileException(file, where + ": \"closed\" must be true or false, was "
              + shownValue(shape.get("closed")));
        }
        closed = value;
      }
      if (!(shape.get("points") instanceof JSONArray list)) {
        throw new WallFileException(file, where + (shape.hasKey("points")
            ? ": \"points\" must be a list of [x, y] pairs" : ": missing \"points\" (a list of"
            + " [x, y] pairs)"));
      }
      points += list.size();
      if (points > MAX_POINTS) {
        throw new WallFileException(file, "too large: more than " + MAX_POINTS + " points; a"
            + " walls file may hold at most " + MAX_POINTS);
      }
      List<PVector> corners = new ArrayList<>();
      for (int j = 0; j < list.size(); j++) {
        corners.add(point(file, list.get(j), where + " point " + j, tooLarge));
      }
      try {
        layout.add(corners, closed);
      } catch (IllegalArgumentException e) {
        throw new WallFileException(file, where + ": " + e.getMessage());
      }
    }
    return layout;
  }

  /**
   * Writes the walls, one shape a line, replacing the file if it exists: the text goes to a
   * part file beside it, moved into place once complete, as {@link PathFile#save} does (a
   * symbolic link is followed, a file replaced keeps its permissions). A layout with no walls,
   * or more than {@link #MAX_POINTS} points, is not saved.
   */
  public static void save(WallLayout walls, File file) {
    if (walls == null || file == null) {
      String missing = walls == null ? "the walls" : "the file";
      throw new IllegalArgumentException("WallFile.save: " + missing + " must not be null");
    }
    if (walls.shapes().isEmpty()) {
      throw new WallFileException(file, "not saved: there are no walls");
    }
    int points = walls.shapes().stream().mapToInt(s -> s.points().size()).sum();
    if (points > MAX_POINTS) {
      throw new WallFileException(file, "not saved: " + points + " points, more than "
          + MAX_POINTS);
    }
    java.nio.file.Path part = null;
    try {
      java.nio.file.Path target = ReplacedFile.destination(file);
      Files.createDirectories(target.getParent());
      part = ReplacedFile.create(target);
      Files.writeString(part, json(walls));
      ReplacedFile.moveIntoPlace(part, target);
    } catch (IOException e) {
      throw new WallFileException(file, "cannot write it: " + PathFile.reason(e));
    } finally {
      if (part != null) {
        try {
          Files.deleteIfExists(part);
        } catch (IOException e) {
          // nothing more can be done; the save itself has already been reported
        }
      }
    }
  }

  /** The walls as the file holds them: one shape a line, whole numbers without ".0". */
  static String json(WallLayout walls) {
    StringBuilder out = new StringBuilder("{\n  \"walls\": [\n");
    List<WallLayout.Shape> shapes = walls.shapes();
    for (int i = 0; i < shapes.size(); i++) {
      WallLayout.Shape shape = shapes.get(i);
      out.append("    {\"closed\": ").append(shape.closed()).append(", \"points\": [");
      for (int j = 0; j < shape.points().size(); j++) {
        PVector p = shape.points().get(j);
        out.append(j > 0 ? ", " : "").append('[').append(number(p.x)).append(", ")
            .append(number(p.y)).append(']');
      }
      out.append("]}").append(i + 1 < shapes.size() ? ",\n" : "\n");
    }
    return out.append("  ]\n}\n").toString();
  }

  /** 200 for 200.0; otherwise the float's own shortest text, which reads back as that float. */
  private static String number(float value) {
    return value == Math.rint(value) && Math.abs(value) < 1e7f
        ? String.valueOf((long) value) : String.valueOf(value);
  }

  /** The file's text: an ordinary file, at most MAX_BYTES, UTF-8. */
  private static String read(File file) {
    String why = InputFile.unreadable(file, "a .json file");
    if (why != null) {
      throw new WallFileException(file, why);
    }
    byte[] bytes;
    try {
      long size = Files.size(file.toPath());
      if (size > MAX_BYTES) {
        throw new WallFileException(file, "too large: " + size + " bytes; a walls file may"
            + " hold at most " + MAX_BYTES / 1024 + " KB");
      }
      bytes = Files.readAllBytes(file.toPath());
    } catch (IOException e) {
      throw new WallFileException(file, "cannot read it: " + PathFile.reason(e));
    }
    String text = PathFileText.utf8Text(bytes);
    if (text == null) {
      throw new WallFileException(file, PathFileText.NOT_UTF8);
    }
    return text;
  }

  /**
   * The file's object, read on a thread of its own with a bounded stack, so that no nesting
   * overflows the sketch's; anything the reader cannot take, or text after the object, is "not
   * valid JSON" on one line.
   */
  private static JSONObject parse(File file, String text) {
    StringReader reader = new StringReader(text);
    JSONObject json;
    try {
      json = BoundedJsonReader.read(reader, "walls file reader",
          "a walls file needs four levels");
    } catch (BoundedJsonReader.NotJson e) {
      throw new WallFileException(file, e.getMessage());
    }
    String rest = BoundedJsonReader.unread(reader).strip();
    if (!rest.isEmpty()) {
      throw new WallFileException(file, "text after the closing brace, \""
          + PathFileText.excerpt(rest, PathFileText.SHOWN) + "\"; a walls file holds one"
          + " {...} and nothing after it");
    }
    return json;
  }

  /** Refuses a key of {@code json} not among {@code known}: a misspelt key would be lost. */
  private static void onlyKeys(File file, JSONObject json, Set<String> known, String where,
      String expected) {
    for (Object key : new HashSet<>(json.keys())) {
      if (!known.contains(key)) {
        throw new WallFileException(file, where + ": unknown key \""
            + PathFileText.excerpt(String.valueOf(key), PathFileText.SHOWN) + "\" ("
            + expected + ")");
      }
    }
  }

  private static PVector point(File file, Object value, String where, Set<String> tooLarge) {
    if (!(value instanceof JSONArray xy) || xy.size() != 2) {
      throw new WallFileException(file, where + " must be an [x, y] pair, was "
          + PathFileText.shown(value));
    }
    return new PVector(coordinate(file, xy.get(0), where + " x", tooLarge),
        coordinate(file, xy.get(1), where + " y", tooLarge));
  }

  private static float coordinate(File file, Object value, String what, Set<String> tooLarge) {
    if (value instanceof String text && tooLarge.contains(text)) {
      throw new WallFileException(file, what + " must be a finite number, was "
          + PathFileText.shown(value));
    }
    if (!(value instanceof Number number)) {
      throw new WallFileException(file, what + " must be a number, was " + shownValue(value));
    }
    float f = number.floatValue();
    if (!Float.isFinite(f) || Math.abs(f) > Check.LARGEST) {
      throw new WallFileException(file, what + " must be a finite number within ±"
          + Check.LARGEST_SHOWN + ", was " + PathFileText.shown(value));
    }
    return f;
  }

  /** A bad value as a message quotes it, text in its quotes and called text: "true" (text). */
  private static String shownValue(Object value) {
    return value instanceof String ? "\"" + PathFileText.shown(value) + "\" (text)"
        : PathFileText.shown(value);
  }
}
