package sketches;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.render.Palette;

/**
 * A crowd's debug view (r, on by default) drawn in batches ({@code sketchbook.render.MarkBatch}) must
 * look like the same view drawn vehicle by vehicle (--draw-each): the same seeded scene, with
 * each arrow switch in turn, differs in few pixels and shows as much of every colour.
 * PathFollowing's view ({@code PathDebug}) is checked through CrowdPathFollowing, which draws
 * it for a crowd scattered over the window; PathFollowing's own crowd leaves from one point
 * in single file, where who covers whose marks, not the batch, would decide the picture.
 */
@DisplayName("A crowd's debug view batched looks like it drawn vehicle by vehicle")
class DebugViewBatchTest {

  /** Few enough that the picture is not one blot (drawn in a batch by --batch). */
  static final int VEHICLES = 100;
  /** Frames run before the picture is taken: the crowd has spread out and is steering. */
  static final int FRAMES = 60;
  /** The HUD and legend panels, identical in both, are left out of the comparison. */
  static final Rectangle SCENE = new Rectangle(0, 110, 800, 450);
  /** Two pixels differ when their red, green and blue differ by more than this in all. */
  static final int DIFFERENT = 60;
  /** A pixel is of a palette colour when within this (sum of red, green, blue differences). */
  static final int NEAR = 30;
  /**
   * Differing pixels, as a share of the pixels inked in either picture: measured 9–20% (the
   * most for Wander, whose long debug lines are written as pixels, antialiased a little
   * otherwise than by Java2D). Most are the vehicles' own batch ({@code VehicleBatch}: 64
   * headings, whole pixels), the rest the order: batched, a crowd's marks all lie over all the
   * vehicles, where one by one a later vehicle covers an earlier one's marks. A missing or
   * misplaced kind of mark adds far more; lines of whole pixels (not antialiased) measured
   * 28–34% for Wander.
   */
  static final double MAX_DIFFERING = 0.25;
  /**
   * How far each palette colour's pixel count may move, as a share of the one-by-one count:
   * measured up to 19% (up to 26% before the marks were written as pixels), for the vehicles'
   * thin ink outline (SeekAndSeparate, Separation, whose debug views draw no ink at all) and
   * for the path-line grey (Wander's lines, and the vehicles' outline edges). Lines moved off
   * Java2D's pixel centres measured a third fewer ink pixels in CrowdPathFollowing. A mark left
   * out or drawn twice moves its colour by far more.
   */
  static final double MAX_COLOUR_CHANGE = 0.30;
  /**
   * Colours left out of the count while an arrow is on: the arrows' own batch is
   * BatchDrawingTest's subject, and its shafts are plain lines where one by one they are
   * antialiased, so the count of pixels near the arrow's colour moves with the edges, not with
   * the debug view; the velocity arrow's antialiased edges are also near the translucent
   * radius blue. With the arrows off (the first case) every colour is compared.
   */
  static final Map<String, List<String>> ARROW_COLOURS = Map.of(
      "d", List.of("desired"), "f", List.of("steering"), "v", List.of("velocity", "radius"));
  /** A colour is compared when one picture shows at least this many of its pixels. */
  static final int COUNTED_FROM = 300;

  static Stream<Arguments> scenes() {
    SketchKind[] batched = {SketchKind.CROWD_PATH_FOLLOWING, SketchKind.WANDER,
        SketchKind.SEPARATION, SketchKind.SEEK_AND_SEPARATE};
    String[] switches = {"", "d", "f", "v"};   // r alone, then r with each arrow
    return Stream.of(batched).flatMap(kind -> Stream.of(switches).map(keys ->
        Arguments.of(kind, keys)));
  }

  @Execution(ExecutionMode.CONCURRENT)   // sketches of their own: two at a time
  @ParameterizedTest(name = "{0}, r on, arrows ''{1}''")
  @MethodSource("scenes")
  void samePicture(SketchKind kind, String keys) {
    BufferedImage batch = frame(kind, keys, "--batch");
    BufferedImage each = frame(kind, keys, "--draw-each");

    int inked = 0;
    int differing = 0;
    for (int y = SCENE.y; y < SCENE.y + SCENE.height; y++) {
      for (int x = SCENE.x; x < SCENE.x + SCENE.width; x++) {
        int a = batch.getRGB(x, y);
        int b = each.getRGB(x, y);
        inked += distance(a, Palette.PAPER) > DIFFERENT || distance(b, Palette.PAPER) > DIFFERENT
            ? 1 : 0;
        differing += distance(a, b) > DIFFERENT ? 1 : 0;
      }
    }
    assertTrue(inked > 5000, "the crowd and its debug view cover " + inked + " pixels");
    assertTrue(differing < MAX_DIFFERING * inked,
        differing + " of " + inked + " inked pixels differ");

    Map<String, Integer> batchColours = colours(batch);
    Map<String, Integer> eachColours = colours(each);
    int compared = 0;
    for (String colour : eachColours.keySet()) {
      if (ARROW_COLOURS.getOrDefault(keys, List.of()).contains(colour)) {
        continue;
      }
      int n = batchColours.get(colour);
      int m = eachColours.get(colour);
      if (Math.max(n, m) < COUNTED_FROM) {
        continue;
      }
      compared++;
      assertTrue(Math.abs(n - m) <= MAX_COLOUR_CHANGE * m,
          colour + ": " + n + " pixels batched, " + m + " one by one");
    }
    // at least the vehicles' fill, their ink and one colour of the debug view
    assertTrue(compared >= 3, compared + " colours shown");
  }

  static BufferedImage frame(SketchKind kind, String keys, String... extra) {
    Stream<String> args = Stream.of("--vehicles", String.valueOf(VEHICLES));
    if (!keys.isEmpty()) {
      args = Stream.concat(args, Stream.of("--keys", keys));
    }
    SteeringSketch sketch = kind.startOffscreen(
        Stream.concat(args, Stream.of(extra)).toArray(String[]::new));
    Offscreen.frames(sketch, FRAMES);
    return Offscreen.image(sketch);
  }

  /** Pixels of each palette colour the debug views and arrows use (the radius over paper). */
  static Map<String, Integer> colours(BufferedImage image) {
    Map<String, Integer> palette = new LinkedHashMap<>();
    palette.put("ink", Palette.INK);
    palette.put("vehicle", Palette.VEHICLE);
    palette.put("steering", Palette.STEERING);
    palette.put("path line", Palette.PATH_LINE);
    palette.put("desired", Palette.DESIRED);
    palette.put("velocity", Palette.VELOCITY);
    palette.put("radius", over(Palette.RADIUS, Palette.PAPER));
    Map<String, Integer> counts = new LinkedHashMap<>();
    palette.keySet().forEach(name -> counts.put(name, 0));
    for (int y = SCENE.y; y < SCENE.y + SCENE.height; y++) {
      for (int x = SCENE.x; x < SCENE.x + SCENE.width; x++) {
        int rgb = image.getRGB(x, y);
        palette.forEach((name, colour) -> {
          if (distance(rgb, colour) <= NEAR) {
            counts.merge(name, 1, Integer::sum);
          }
        });
      }
    }
    return counts;
  }

  /** A translucent colour laid over an opaque one. */
  static int over(int translucent, int under) {
    float alpha = (translucent >>> 24) / 255f;
    int rgb = 0;
    for (int shift = 0; shift <= 16; shift += 8) {
      float top = (translucent >> shift) & 0xFF;
      float bottom = (under >> shift) & 0xFF;
      rgb |= Math.round(top * alpha + bottom * (1 - alpha)) << shift;
    }
    return rgb;
  }

  /** The sum of the red, green and blue differences. */
  static int distance(int a, int b) {
    return Math.abs(((a >> 16) & 0xFF) - ((b >> 16) & 0xFF))
        + Math.abs(((a >> 8) & 0xFF) - ((b >> 8) & 0xFF)) + Math.abs((a & 0xFF) - (b & 0xFF));
  }
}
