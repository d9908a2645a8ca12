package launcher;

import arrive.Arrive;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import pathfollowing.PathFollowing;
import seek.Seek;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;

/*
 * The sketchbook's front door: `mvn -q compile exec:java -Dsketch=Arrive` starts a sketch by
 * name (Seek when none is named). Every sketch is registered here, once.
 *
 * The sketch may also be named as the first argument (`Sketchbook Arrive --headless ...`),
 * which is how a jar is run without Maven.
 */
public class Sketchbook {

  /** The sketch that opens when none is named. */
  static final String DEFAULT_SKETCH = "Seek";

  /** Every sketch, by name, in the order the sketchbook presents them. */
  static final Map<String, Supplier<SteeringSketch>> SKETCHES = new LinkedHashMap<>();

  static {
    SKETCHES.put("Seek", Seek::new);
    SKETCHES.put("Arrive", Arrive::new);
    SKETCHES.put("PathFollowing", PathFollowing::new);
  }

  public static void main(String[] args) {
    String name = System.getProperty("sketch", "").trim();
    if (args.length > 0 && find(args[0]) != null) {
      name = args[0];
      args = java.util.Arrays.copyOfRange(args, 1, args.length);
    }
    if (name.isEmpty()) {
      name = DEFAULT_SKETCH;
    }
    String found = find(name);
    if (found == null) {
      System.err.println("Sketchbook: unknown sketch '" + name + "'; choose one of "
          + String.join(", ", SKETCHES.keySet()));
      System.exit(SketchRunner.EXIT_USAGE);
    }
    SketchRunner.run(SKETCHES.get(found).get(), args);
  }

  /** The registered name matching {@code name}, ignoring case; null when none does. */
  static String find(String name) {
    for (String key : SKETCHES.keySet()) {
      if (key.toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
        return key;
      }
    }
    return null;
  }
}
