package sketches;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import processing.core.PConstants;
import processing.core.PVector;
import processing.event.MouseEvent;
import sketchbook.SketchRunner;
import pursueevade.PursueEvade;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.panel.BoardView;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * PursueEvade's own keys, from a scene set by hand: the pursuer (vehicle 0, maxspeed 4) at
 * (200, 300), the quarry (vehicle 1, maxspeed 3) at (600, 300), both well inside the walls.
 */
class PursueEvadeSketchTest {

  static final float EPSILON = 1e-3f;
  static final int WORLD_WIDTH = 800;
  static final int WORLD_HEIGHT = 600;
  /** Long enough for a quarry pinned against a wall by a slower pursuer to have got out. */
  static final int LONG_RUN = 3000;
  /** Frames between the swaps of the run that swaps again and again. */
  static final int SWAP_EVERY = 150;

  @TempDir
  Path temp;

  private static SteeringSketch start(String... extra) {
    SteeringSketch sketch = SketchKind.PURSUE_EVADE.startOffscreen(extra);
    List<Vehicle> vehicles = Offscreen.vehicles(sketch);
    place(vehicles.get(0), 200, 300, 0, 0);
    place(vehicles.get(1), 600, 300, 0, 0);
    return sketch;
  }

  @Test
  void thePursuerAimsAtTheQuarrysPositionTDistanceOverMaxspeedFramesAhead() {
    SteeringSketch sketch = start();
    Vehicle pursuer = Offscreen.vehicles(sketch).get(0);
    Offscreen.vehicles(sketch).get(1).velocity.set(0, 3);
    Offscreen.frames(sketch, 1);
    // T = 400 / 4 = 100 frames: future = (600, 300 + 3 × 100) = (600, 600);
    // desired = (400, 300) / 500 × 4 = (3.2, 2.4)
    assertVector(3.2f, 2.4f, pursuer.desired);
  }

  @Test
  void lSwitchesToTheFixedLookAheadAndMinusShortensIt() {
    SteeringSketch sketch = start();
    sketch.pressKey('l');
    Vehicle pursuer = Offscreen.vehicles(sketch).get(0);
    Offscreen.vehicles(sketch).get(1).velocity.set(0, 3);
    Offscreen.frames(sketch, 1);
    // future = (600, 300 + 3 × 10) = (600, 330); desired = (400, 30) / √160900 × 4
    assertVector(400 * 4 / (float) Math.sqrt(160900), 30 * 4 / (float) Math.sqrt(160900),
        pursuer.desired);
    assertTrue(sketch.hudLines().contains("fixed look-ahead 10 frames"),
        sketch.hudLines().toString());

    sketch.pressKey('-');
    assertTrue(sketch.hudLines().contains("fixed look-ahead 8 frames"),
        sketch.hudLines().toString());
  }

  /** The HUD shows the look-ahead in use, never the other one beside it. */
  @Test
  void theHudShowsOnlyTheLookAheadInUse() {
    SteeringSketch sketch = start();
    Offscreen.frames(sketch, 1);
    assertEquals(1, lookAheadLines(sketch).size(), sketch.hudLines().toString());
    assertTrue(lookAheadLines(sketch).get(0).contains("T = distance / maxspeed = "),
        sketch.hudLines().toString());

    sketch.pressKey('l');
    assertEquals(List.of("fixed look-ahead 10 frames"), lookAheadLines(sketch));
  }

  /** Tuning the fixed look-ahead (- =, or its slider) puts it in use, so the change shows. */
  @Test
  void tuningTheFixedLookAheadPutsItInUse() {
    SteeringSketch sketch = start();
    sketch.pressKey('=');
    assertEquals(List.of("fixed look-ahead 12 frames"), lookAheadLines(sketch));
  }

  /** The HUD's lines that give a number of frames to look ahead. */
  private static List<String> lookAheadLines(SteeringSketch sketch) {
    return sketch.hudLines().stream().filter(l -> l.contains("frames")).toList();
  }

  @Test
  void xSwapsTheRolesSoTheFormerQuarryPursues() {
    SteeringSketch sketch = start();
    sketch.pressKey('x');
    Offscreen.frames(sketch, 1);
    // vehicle 1 (maxspeed 3) pursues vehicle 0, at rest at (200, 300): desired = (−3, 0)
    assertVector(-3, 0, Offscreen.vehicles(sketch).get(1).desired);
  }

  /**
   * After x the quarry is the faster one (maxspeed 4 against 3): it can no longer be caught, so
   * it evades into a wall and stays there. Its evasion and wander must not outweigh the walls.
   */
  @Test
  void afterASwapBothVehiclesStayInsideTheWorldForThousandsOfFrames() throws IOException {
    List<String> outside = rowsOutsideTheWorld(trace("--keys", "x"), LONG_RUN);
    assertTrue(outside.isEmpty(), () -> outside.size() + " of " + 2 * LONG_RUN
        + " rows outside the world, the first " + outside.get(0));
  }

  @Test
  void bothStayInsideTheWorldThroughSwapAfterSwap() throws IOException {
    Path csv = temp.resolve("swaps.csv");
    SteeringSketch sketch = Offscreen.start(new PursueEvade(), "--headless", "--seed", "5",
        "--frames", String.valueOf(LONG_RUN), "--trace", csv.toString());
    for (int frame = 1; !sketch.finished(); frame++) {
      if (frame % SWAP_EVERY == 0) {
        sketch.pressKey('x');
      }
      Offscreen.frames(sketch, 1);
    }
    List<String> outside = rowsOutsideTheWorld(Files.readAllLines(csv), LONG_RUN);
    assertTrue(outside.isEmpty(), () -> outside.size() + " of " + 2 * LONG_RUN
        + " rows outside the world, the first " + outside.get(0));
  }

  /** A run of LONG_RUN frames with --seed 3 and {@code extra}: the trace's lines. */
  private List<String> trace(String... extra) throws IOException {
    Path csv = temp.resolve("trace.csv");
    String[] args = {"--headless", "--seed", "3", "--frames", String.valueOf(LONG_RUN),
        "--trace", csv.toString()};
    String[] all = java.util.Arrays.copyOf(args, args.length + extra.length);
    System.arraycopy(extra, 0, all, args.length, extra.length);
    SteeringSketch sketch = Offscreen.start(new PursueEvade(), all);
    Offscreen.runToEnd(sketch, LONG_RUN + 10);
    assertEquals(0, sketch.exitCode());
    return Files.readAllLines(csv);
  }

  /** The trace's rows (frame,vehicle,x,y,...) whose x, y lie outside 800 × 600. */
  private static List<String> rowsOutsideTheWorld(List<String> lines, int frames) {
    assertEquals(1 + 2 * frames, lines.size(), "a header and two rows a frame");
    return lines.stream().skip(1).filter(row -> {
      String[] cells = row.split(",");
      float x = Float.parseFloat(cells[2]);
      float y = Float.parseFloat(cells[3]);
      return x < 0 || x > WORLD_WIDTH || y < 0 || y > WORLD_HEIGHT;
    }).toList();
  }

  /** Two vehicles, a pursuer and a quarry, always: --vehicles is refused, not ignored. */
  @Test
  void vehiclesIsRefusedInOneLineNamingTheFlag() {
    RunResult run = RunResult.start(new PursueEvade(), "--headless", "--vehicles", "5");

    assertEquals(SketchRunner.EXIT_USAGE, run.exitCode(), run.output());
    String first = run.output().lines().findFirst().orElseThrow();
    assertEquals("PursueEvade: --vehicles: this sketch has two vehicles, a pursuer and a quarry,"
        + " so it takes no --vehicles", first);
  }

  @Test
  void mMakesTheQuarrySeekTheMouse() {
    SteeringSketch sketch = start("--target", "700,100");
    sketch.pressKey('m');
    Offscreen.frames(sketch, 1);
    // desired = (700 − 600, 100 − 300) = (100, −200), |…| = √50000, at maxspeed 3
    float length = (float) Math.sqrt(50000);
    assertVector(100 * 3 / length, -200 * 3 / length, Offscreen.vehicles(sketch).get(1).desired);
    assertTrue(sketch.hudLines().stream().anyMatch(l -> l.startsWith("quarry follows the mouse")));
  }

  @Test
  void aCatchIsCountedAndTheQuarryComesBackFarOffAtRest() {
    SteeringSketch sketch = start();
    Vehicle pursuer = Offscreen.vehicles(sketch).get(0);
    Vehicle quarry = Offscreen.vehicles(sketch).get(1);
    place(quarry, 205, 300, 0, 0);   // 5 px away: within the 10 px catch distance after a step
    Offscreen.frames(sketch, 1);

    assertTrue(sketch.hudLines().stream().anyMatch(l -> l.contains("catches 1 ")),
        sketch.hudLines().toString());
    assertTrue(PVector.dist(pursuer.position, quarry.position) >= 300,
        "quarry put back at " + quarry.position);
    assertEquals(0, quarry.velocity.mag(), 0);
  }

  @Test
  void theWhiteboardDrawsTheQuarrysFuturePositionAtVelocityTimesT() {
    SteeringSketch sketch = start();
    Vehicle pursuer = Offscreen.vehicles(sketch).get(0);
    Offscreen.vehicles(sketch).get(1).velocity.set(0, 3);
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    BoardView view = Offscreen.whiteboard(sketch).scene();
    // T = 400 / 4 = 100 frames: the quarry's velocity · T runs from (600, 300) to (600, 600)
    BoardView.Drawn ahead = view.arrow("velocity · T");
    assertEquals(0, view.toScreen(new PVector(600, 300)).dist(ahead.from()), EPSILON);
    assertEquals(0, view.toScreen(new PVector(600, 600)).dist(ahead.to()), EPSILON);
    // the pursuer steered from (200, 300) to that point: along desired (3.2, 2.4) / 4
    BoardView.Drawn seek = view.arrow("pursue: seek the future");
    assertEquals(0, view.toScreen(new PVector(200, 300)).dist(seek.from()), EPSILON);
    assertEquals(seek.to(), ahead.to());
    PVector along = PVector.sub(seek.to(), seek.from()).normalize();
    assertVector(0.8f, 0.6f, along);
    assertVector(3.2f, 2.4f, pursuer.desired);
    assertTrue(view.notes().contains("T = d / maxspeed = 400.0 / 4.00 = 100.0"),
        view.notes().toString());
  }

  /** Paused on a step, the HUD's T is the board's: the T the pursuer steered by in it. */
  @Test
  void theHudAndTheWhiteboardShowTheSameT() {
    SteeringSketch sketch = start();
    Offscreen.frames(sketch, 40);   // both under way: T changes a little every step
    sketch.pressKey('b');
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);

    String board = Offscreen.whiteboard(sketch).scene().notes().stream()
        .filter(n -> n.startsWith("T = d / maxspeed = ")).findFirst().orElseThrow();
    String t = board.substring(board.lastIndexOf(" = ") + 3);
    assertTrue(sketch.hudLines().contains(
        "look-ahead (l): T = distance / maxspeed = " + t + " frames"),
        board + " but the HUD: " + sketch.hudLines());
  }

  /** The quarry's step is evade + wander (a sum): the board says so, and draws the evasion. */
  @Test
  void aClickPutsTheQuarryOnTheBoardWithItsSumOfForces() {
    SteeringSketch sketch = start();
    sketch.pressKey('b');
    sketch.handleMouseEvent(new MouseEvent(null, 0, MouseEvent.PRESS, 0, 600, 300,
        PConstants.LEFT, 1));
    sketch.pressKey('.');
    Offscreen.frames(sketch, 1);
    BoardView view = Offscreen.whiteboard(sketch).scene();
    // the pursuer at rest at (200, 300) will still be there: the quarry flees that point
    BoardView.Drawn away = view.arrow("evade: away from the future");
    assertEquals(0, view.toScreen(new PVector(200, 300)).dist(away.from()), EPSILON);
    assertEquals(0, view.toScreen(new PVector(600, 300)).dist(away.to()), EPSILON);
    assertTrue(Offscreen.whiteboard(sketch).triangle().notes()
        .contains("steering: the sum of this step's forces"),
        Offscreen.whiteboard(sketch).triangle().notes().toString());
  }

  private static void place(Vehicle v, float x, float y, float vx, float vy) {
    v.position.set(x, y);
    v.velocity.set(vx, vy);
  }

  private static void assertVector(float x, float y, PVector actual) {
    assertEquals(x, actual.x, EPSILON, "x of " + actual);
    assertEquals(y, actual.y, EPSILON, "y of " + actual);
  }
}
