package sketchbook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import sketchbook.controls.SketchOptions;
import sketchbook.controls.UsageException;

/** Good command lines and their defaults; the bad ones are in sketches.CommandLineErrorsTest. */
@DisplayName("SketchOptions: what each flag sets, and the defaults")
class SketchOptionsTest {

  private static SketchOptions parse(String... args) throws UsageException {
    return SketchOptions.parse(args, Set.of("--target", "--path"));
  }

  @Test
  @DisplayName("no flags: a window, no files, every vehicle count left to the sketch")
  void defaults() throws UsageException {
    SketchOptions o = parse();
    assertFalse(o.headless);
    assertEquals(0, o.frames);
    assertNull(o.save);
    assertEquals(-1, o.vehicles);
    assertNull(o.seed);
    assertEquals("JAVA2D", o.renderer);
  }

  @Test
  @DisplayName("every flag with its value")
  void everyFlag() throws UsageException {
    SketchOptions o = parse("--headless", "--frames", "12", "--save", "a.png", "--trace",
        "t.csv", "--gif", "g.gif", "--keys", "tdf", "--target", "300,200", "--path", "p.json",
        "--vehicles", "40", "--seed", "-7", "--draw-each", "--batch");
    assertTrue(o.headless);
    assertEquals(12, o.frames);
    assertEquals(new File("a.png"), o.save);
    assertEquals(new File("t.csv"), o.trace);
    assertEquals(new File("g.gif"), o.gif);
    assertEquals("tdf", o.keys);
    assertEquals(300, o.target.x);
    assertEquals(200, o.target.y);
    assertEquals(new File("p.json"), o.path);
    assertEquals(40, o.vehicles);
    assertEquals(-7L, o.seed);
    assertTrue(o.drawEach);
    assertTrue(o.batch);
  }

  @Test
  @DisplayName("headless without --frames draws the default number of frames")
  void headlessDefaultFrames() throws UsageException {
    assertEquals(SketchOptions.DEFAULT_HEADLESS_FRAMES, parse("--headless").frames);
  }

  @Test
  @DisplayName("--benchmark: the warm-up, then --frames (or the default) timed frames")
  void benchmarkFrames() throws UsageException {
    SketchOptions given = parse("--benchmark", "--frames", "50");
    assertEquals(50, given.timedFrames);
    assertEquals(SketchOptions.BENCHMARK_WARMUP_FRAMES + 50, given.frames);
    SketchOptions byDefault = parse("--benchmark");
    assertEquals(SketchOptions.DEFAULT_BENCHMARK_FRAMES, byDefault.timedFrames);
  }

  @Test
  @DisplayName("a flag the sketch does not take is unknown, even if another sketch takes it")
  void sketchFlagsOnlyWhereTaken() {
    UsageException e = assertThrows(UsageException.class,
        () -> SketchOptions.parse(new String[] {"--path", "p.json"}, Set.of("--target")));
    assertEquals("unknown flag --path", e.getMessage());
  }
}
