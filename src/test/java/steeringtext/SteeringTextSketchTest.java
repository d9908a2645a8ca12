package steeringtext;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SketchRunner;
import sketchbook.run.InputLog;
import sketchbook.run.InputLogFile;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sketch's vehicles, run with a seed: they come to rest on the word's outline and keep the
 * panic distance from the mouse; Enter, letters and Backspace type a new word, which the
 * vehicles then spell, and a replay types it again; a word that cannot be spelt is refused in
 * one line; the whiteboard sums the two forces. Numbers measured with seed 7 are in the
 * comments.
 */
class SteeringTextSketchTest {

  static final float EPSILON = 1e-4f;
  /** Far from every letter: the vehicles never panic. */
  static final String AWAY = "20,20";

  private static SteeringText started(String... more) {
    List<String> args = new java.util.ArrayList<>(List.of("--headless", "--seed", "7"));
    args.addAll(List.of(more));
    return Offscreen.start(new SteeringText(), args.toArray(String[]::new));
  }

  /** The largest distance of any vehicle from its home. */
  static float farthestFromHome(SteeringText sketch) {
    float farthest = 0;
    for (Vehicle v : sketch.vehicles) {
      farthest = Math.max(farthest, PVector.dist(v.position, sketch.homeOf(v)));
    }
    return farthest;
  }

  /** The nearest any vehicle is to the mouse. */
  static float nearestToThreat(SteeringText sketch) {
    float nearest = Float.POSITIVE_INFINITY;
    for (Vehicle v : sketch.vehicles) {
      nearest = Math.min(nearest, PVector.dist(v.position, sketch.threat));
    }
    return nearest;
  }

  @Test
  void everyVehicleComesToRestOnItsPointOfTheOutline() {
    SteeringText sketch = started("--target", AWAY);
    List<PVector> points = WordOutline.of("train", SteeringText.WIDTH, SteeringText.HEIGHT,
        SteeringText.SPACING).points();
    assertEquals(points, sketch.homes);
    assertEquals(points.size(), sketch.vehicles.size());   // measured: 260
    Offscreen.frames(sketch, 300);
    // measured: every vehicle within 0.0004 px of its home, at under 0.0001 px a frame
    assertTrue(farthestFromHome(sketch) < 0.5f, "farthest " + farthestFromHome(sketch));
    assertTrue(sketch.vehicles.stream().allMatch(v -> v.velocity.mag() < 0.1f));
    assertTrue(sketch.vehicles.stream().noneMatch(sketch::fled));
  }

  @Test
  void theMouseOnTheWordPushesTheVehiclesOutToThePanicDistance() {
    PVector onTheT = sketchWithTarget().homes.get(0);
    SteeringText sketch = started("--target", Math.round(onTheT.x) + "," + Math.round(onTheT.y));
    Offscreen.frames(sketch, 200);
    float nearest = Float.POSITIVE_INFINITY;
    for (int i = 0; i < 100; i++) {
      Offscreen.frames(sketch, 1);
      nearest = Math.min(nearest, nearestToThreat(sketch));
    }
    // measured: none nearer than 46.5 px to the mouse over frames 200 to 300 (panic 50)
    assertTrue(nearest > SteeringText.PANIC_DISTANCE * 0.8f
        && nearest < SteeringText.PANIC_DISTANCE * 1.2f, "nearest " + nearest);
    sketch.pressKey('=');   // 60 px
    Offscreen.frames(sketch, 100);   // measured: none nearer than 59.3 px
    assertTrue(nearestToThreat(sketch) > 60 * 0.8f, "nearest " + nearestToThreat(sketch));
    sketch.pressKey('o');
    assertEquals(4.5f, sketch.fleeWeight.value(), EPSILON);
    sketch.pressKey('k');
    assertEquals(1.5f, sketch.arriveWeight.value(), EPSILON);
  }

  private static SteeringText sketchWithTarget() {
    return started("--target", AWAY);
  }

  @Test
  void enterLettersAndBackspaceTypeANewWordThatTheVehiclesSpell() {
    SteeringText sketch = started("--target", AWAY);
    Offscreen.frames(sketch, 10);
    sketch.pressKey('\n');
    assertTrue(sketch.typing);
    assertEquals("train", sketch.typed);
    for (int i = 0; i < 5; i++) {
      sketch.pressKey('\b');
    }
    for (char c : "yes sir".toCharArray()) {   // y, s and space steer the run when not typing
      sketch.pressKey(c);
    }
    assertEquals("yes sir", sketch.typed);
    assertFalse(sketch.paused());
    assertTrue(sketch.hudLines().stream().anyMatch(l -> l.startsWith("typing: yes sir_")),
        sketch.hudLines().toString());
    assertEquals("train", sketch.word);   // not yet: Enter sets it
    sketch.pressKey('\r');
    assertFalse(sketch.typing);
    assertEquals("yes sir", sketch.word);
    List<PVector> points = WordOutline.of("yes sir", SteeringText.WIDTH, SteeringText.HEIGHT,
        SteeringText.SPACING).points();
    assertEquals(points, sketch.homes);
    assertEquals(points.size(), sketch.vehicles.size());   // measured: 260, then 328
    for (int i = 0; i < sketch.vehicles.size(); i++) {
      assertEquals(i, sketch.place(sketch.vehicles.get(i)));
    }
    Offscreen.frames(sketch, 300);
    assertTrue(farthestFromHome(sketch) < 0.5f, "farthest " + farthestFromHome(sketch));
    // a shorter word: the spare vehicles leave
    sketch.pressKey('\n');
    for (int i = 0; i < 7; i++) {
      sketch.pressKey('\b');
    }
    sketch.pressKey('o');
    sketch.pressKey('\n');
    assertEquals(WordOutline.of("o", SteeringText.WIDTH, SteeringText.HEIGHT,
        SteeringText.SPACING).points().size(), sketch.vehicles.size());
  }

  @Test
  void theTypedKeysAreKeptAndAReplayTypesTheSameWord(@TempDir Path temp) throws Exception {
    SteeringText live = started("--target", AWAY);
    String keys = "\n\b\b\b\b\bsky.\n";
    Offscreen.frames(live, 5);
    for (char k : keys.toCharArray()) {
      live.pressKey(k);
      Offscreen.frames(live, 1);
    }
    Offscreen.frames(live, 20);
    assertEquals("sky.", live.word);
    InputLog log = live.run.inputLog();
    assertEquals(keys.length(), log.events().stream().filter(e -> e instanceof InputLog.Key
        && ((InputLog.Key) e).simulation()).count(), log.events().toString());
    Path file = temp.resolve("typed.log");
    InputLogFile.write(log, file);

    SteeringText replayed = new SteeringText();
    InputLog recorded = InputLogFile.read(file);
    replayed.run.replay(recorded);
    Offscreen.start(replayed, "--headless", "--seed", String.valueOf(recorded.seed()),
        "--target", AWAY);
    Offscreen.frames(replayed, live.steps());
    assertEquals("sky.", replayed.word);
    assertEquals(positions(live), positions(replayed));
  }

  static List<PVector> positions(SteeringText sketch) {
    return sketch.vehicles.stream().map(v -> v.position.copy()).toList();
  }

  @Test
  void aWordThatCannotBeSpeltIsRefusedInOneLineAndTheTypingGoesOn() {
    SteeringText sketch = started("--target", AWAY);
    int before = sketch.vehicles.size();
    sketch.pressKey('\n');
    for (char c : "xylophonist".toCharArray()) {
      sketch.pressKey(c);
    }
    sketch.pressKey('\n');
    Offscreen.frames(sketch, 1);
    assertTrue(sketch.typing);
    assertEquals("train", sketch.word);
    assertEquals(before, sketch.vehicles.size());
    // measured: 1286 px wide
    assertTrue(sketch.hudLines().stream().anyMatch(l -> l.startsWith(
        "\"trainxylophonist\" is ") && l.endsWith(" px wide, too wide for the 800 px window"
        + " (720 px between its margins): a shorter word")), sketch.hudLines().toString());
    for (int i = 0; i < "trainxylophonist".length(); i++) {
      sketch.pressKey('\b');
    }
    sketch.pressKey('\u4e2d');
    sketch.pressKey('\n');
    Offscreen.frames(sketch, 1);
    assertTrue(sketch.hudLines().contains("'\u4e2d' has no outline in Processing Sans Pro: type"
        + " letters it has"), sketch.hudLines().toString());
    sketch.pressKey('\b');
    sketch.pressKey('\n');
    Offscreen.frames(sketch, 1);
    assertTrue(sketch.hudLines().contains("the word is empty: type at least one letter"),
        sketch.hudLines().toString());
    sketch.pressKey(' ');
    sketch.pressKey('\n');
    Offscreen.frames(sketch, 1);
    assertTrue(sketch.hudLines().contains("\" \" has no outline to arrive at: type a letter"),
        sketch.hudLines().toString());
    assertEquals(before, sketch.vehicles.size());
  }

  @Test
  void wordOnTheCommandLine() {
    assertEquals("steer", started("--word", "steer").word);
    assertEquals(List.of("SteeringText: --word: \"supercalifragilistic\" is 1524 px wide, too"
        + " wide for the 800 px window (720 px between its margins): a shorter word"),
        refused("--word", "supercalifragilistic"));
    assertEquals(List.of("SteeringText: --word: U+0007 has no outline in Processing Sans Pro:"
        + " type letters it has"), refused("--word", "a\u0007"));
    assertEquals(List.of("SteeringText: --word: the word is empty: type at least one letter"),
        refused("--word", ""));
  }

  /** The first line of a run refused at the start (the second is the usage line), exit 2. */
  static List<String> refused(String... args) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    List<String> all = new java.util.ArrayList<>(List.of("--headless"));
    all.addAll(List.of(args));
    int code = SketchRunner.start(new SteeringText(), all.toArray(String[]::new),
        new PrintStream(bytes, true, StandardCharsets.UTF_8));
    assertEquals(2, code);
    List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
    assertTrue(lines.get(1).startsWith("usage: SteeringText"), lines.toString());
    return lines.subList(0, 1);
  }

  @Test
  void theWhiteboardSumsTheWeightedForcesAndMarksADifference() {
    PVector home = sketchWithTarget().homes.get(0);
    SteeringText sketch = started("--target", Math.round(home.x + 30) + ","
        + Math.round(home.y));
    Offscreen.frames(sketch, 60);
    sketch.pressKey('b');
    int stepped = 0;
    do {   // one step at a time, to a step in which the first vehicle fled
      sketch.pressKey('.');
      Offscreen.frames(sketch, 1);
    } while (!sketch.fled(sketch.vehicles.get(0)) && ++stepped < 200);
    ArriveFleeBoard.Step step = sketch.steps.get(0);
    List<String> notes = Offscreen.whiteboard(sketch).scene().notes();
    assertTrue(notes.contains(String.format("flee: d %.1f < 50: maxspeed 10.00",
        PVector.dist(step.position, step.threat))), notes.toString());
    assertEquals(String.format("= (%.3f, %.3f)", step.sum.x, step.sum.y), notes.get(
        notes.size() - 1), notes.toString());
    PVector book = ArriveFleeBoard.bookSum(step);
    assertEquals(book.x, step.sum.x, EPSILON);
    assertEquals(book.y, step.sum.y, EPSILON);
    // a flee weighted twice over in the code: the board shows the code's sum and the book's
    step.fleeForce.mult(2);
    step.sum.set(PVector.add(step.arriveForce, step.fleeForce));
    Offscreen.frames(sketch, 1);
    notes = Offscreen.whiteboard(sketch).scene().notes();
    assertTrue(notes.contains(String.format("your code (%.2f, %.2f), book (%.2f, %.2f)",
        step.sum.x, step.sum.y, book.x, book.y)), notes.toString());
  }
}
