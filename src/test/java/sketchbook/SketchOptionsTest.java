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
  @DisplayName("--record: 10,000,000 frames at most, what a recording holds, refused at parse")
  void recordedFrames() throws UsageException {
    assertEquals(10_000_000, parse("--record", "r.log", "--frames", "10000000").frames);
    UsageException e = assertThrows(UsageException.class,
        () -> parse("--record", "r.log", "--frames", "10000001"));
    assertEquals("--frames expects a whole number from 1 to 10000000 with --record (a recording"
        + " holds at most that many steps) but got '10000001'", e.getMessage());
    assertEquals(2_147_483_647, parse("--frames", "2147483647").frames, "without --record");
  }

  @Test
  @DisplayName("a value the run's input log could not keep is refused at parse, in its words")
  void valuesTheLogKeeps() throws UsageException {
    assertEquals(4096, parse("--keys", ".".repeat(4096)).keys.length());
    UsageException tooLong = assertThrows(UsageException.class,
        () -> parse("--keys", ".".repeat(4097)));
    assertEquals("--keys longer than 4096 characters: a run keeps its options to be replayed,"
        + " each at most that long", tooLong.getMessage());
    UsageException lineBreak = assertThrows(UsageException.class,
        () -> parse("--target", "1,\r\n2"));
    assertEquals("--target holds a line break: a run keeps its options to be replayed, each on"
        + " a line of its own", lineBreak.getMessage());
    assertEquals("x\ny.png", parse("--save", "x\ny.png").save.getPath(),
        "an output's name is not kept in the log");
  }

  @Test
  @DisplayName("a flag the sketch does not take is unknown, even if another sketch takes it")
  void sketchFlagsOnlyWhereTaken() {
    UsageException e = assertThrows(UsageException.class,
        () -> SketchOptions.parse(new String[] {"--path", "p.json"}, Set.of("--target")));
    assertEquals("unknown flag --path", e.getMessage());
  }
}
