package sketches;

import braitenberg.LovingRun;
import hideandinterpose.HidingRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import leaderfollowing.BinsNote;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import predatorprey.HuntRun;
import separation.SeparationBoard;
import sketchbook.run.ProjectFolder;
import steering.GroupRules;
import steering.Hide;
import steering.WallFollower;
import steeringtext.KeepingAwayRun;
import wallfollowing.FeelingRun;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lines a learner reads are the lines that run. A learner opens {@code Vehicle.java},
 * {@code Mover.java} or a behavior's own class, changes one line of the formula, and runs a
 * sketch: the vehicles must change. This test does exactly that: it edits the source file's
 * text, compiles the edited class, puts it in front of the project's classes and runs the
 * sketch in its own JVM, as a learner's IDE would. If an everyday frame ran some other copy
 * of the formula, the edit would change nothing and the test would fail.
 */
@DisplayName("A learner edits a formula in Vehicle, Mover, GroupRules, Hide, Interpose,"
    + " Combination, SensorsAndWheels, Feelers, Containment, WallFollower or Sight and the"
    + " sketch changes")
class LearnerEditsTest {

  static final Path VEHICLE = Path.of("src/main/java/steering/Vehicle.java");
  static final Path MOVER = Path.of("src/main/java/steering/Mover.java");
  static final Path GROUP_RULES = Path.of("src/main/java/steering/GroupRules.java");
  static final Path HIDE = Path.of("src/main/java/steering/Hide.java");
  static final Path INTERPOSE = Path.of("src/main/java/steering/Interpose.java");
  static final Path COMBINATION = Path.of("src/main/java/steering/Combination.java");
  /** The Combining sketch, the frames of its runs, and its vehicles' maxforce. */
  static final String COMBINING = "combining.Combining";
  static final int COMBINING_FRAMES = 150;
  static final double MAXFORCE = 0.1;
  static final Path SENSORS_AND_WHEELS = Path.of("src/main/java/steering/SensorsAndWheels.java");
  static final Path FEELERS = Path.of("src/main/java/steering/Feelers.java");
  static final Path CONTAINMENT = Path.of("src/main/java/steering/Containment.java");
  static final Path WALL_FOLLOWER = Path.of("src/main/java/steering/WallFollower.java");
  static final Path SIGHT = Path.of("src/main/java/steering/Sight.java");
  /** FeelingRun's lines: the feelers' and the probes' closest, the followers' mean distance. */
  static final int FEELERS_CLOSEST = 0;
  static final int PROBES_CLOSEST = 1;
  static final int FOLLOWED = 2;
  /** Seek's default top speed, in pixels a frame. */
  static final double MAXSPEED = 4;
  /** Frames for the vehicle to reach its top speed and hold it. */
  static final int FRAMES = 300;
  /** Boids for the crowd engine (above the bins' 1,000, and Crowd's 500), frames to trace. */
  static final String CROWD_OF_BOIDS = "2000";
  static final int CROWD_FRAMES = 20;
  /** How close to a speed counts as reaching it (float rounding of the limit). */
  static final double ROUNDING = 1e-3;

  @TempDir
  Path temp;
  /** Where each edit is compiled once, for every case that makes it. */
  @TempDir
  static Path compiledEdits;
  /** Each edit's classes, by the source, method, line and edited line. */
  private static final Map<List<String>, Path> COMPILED = new HashMap<>();
  /**
   * What an unedited program printed, and an unedited sketch's trace, by the command: a run
   * with the same seed and flags is the same run, so each is run once for every case.
   */
  private static final Map<List<String>, List<String>> UNEDITED = new HashMap<>();

  /** {@code memo}'s value for {@code key}, made by {@code make} the first time it is asked for. */
  private static <T> T once(Map<List<String>, T> memo, List<String> key, Callable<T> make)
      throws Exception {
    synchronized (memo) {   // the cases run two at a time
      T value = memo.get(key);
      if (value == null) {
        value = make.call();
        memo.put(key, value);
      }
      return value;
    }
  }

  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("unedited: Seek's vehicle reaches maxspeed 4")
  void uneditedSeekReachesMaxspeed() throws Exception {
    assertEquals(MAXSPEED, topSpeed(null, "seek.Seek"), ROUNDING);
  }

  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("desired.setMag(maxspeed / 2) in seek: the Seek vehicle's top speed halves")
  void seekAtHalfTheSpeed() throws Exception {
    Path classes = compileEdited(VEHICLE, "public PVector seek(PVector target, float weight)",
        "desired.setMag(maxspeed);", "desired.setMag(maxspeed / 2);");
    assertEquals(MAXSPEED / 2, topSpeed(classes, "seek.Seek"), ROUNDING);
  }

  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("nextVelocity.limit(maxspeed / 2) in update: every vehicle's top speed halves")
  void updateLimitsToHalfTheSpeed() throws Exception {
    Path classes = compileEdited(MOVER, "public void update(float dt)",
        "nextVelocity.limit(maxspeed);", "nextVelocity.limit(maxspeed / 2);");
    assertEquals(MAXSPEED / 2, topSpeed(classes, "seek.Seek"), ROUNDING);
    // a whole flock, steered by three rules at once, never goes faster either
    assertTrue(topSpeed(classes, "flocking.Flocking") <= MAXSPEED / 2 + ROUNDING);
  }

  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("steering = desired − velocity, doubled in steer: Seek turns twice as hard")
  void steerTwiceAsHard() throws Exception {
    Path classes = compileEdited(VEHICLE, "public PVector steer(PVector desired, float weight)",
        "force.limit(maxforce);", "force.limit(maxforce * 2);");
    assertEquals(0.2, firstForce(classes, "seek.Seek"), ROUNDING);
    assertEquals(0.1, firstForce(null, "seek.Seek"), ROUNDING);
  }

  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("d < desiredSeparation × 3 in GroupRules' separation: the crowds spread wider")
  void separationThreeTimesAsFar() throws Exception {
    Path classes = compileEdited(GROUP_RULES, "float weight, float viewAngle, float width",
        "d < desiredSeparation &&", "d < desiredSeparation * 3 &&");
    for (String sketch : List.of("separation.Separation", "seekandseparate.SeekAndSeparate")) {
      double book = nearestNeighbour(trace(null, sketch));
      double edited = nearestNeighbour(trace(classes, sketch));
      assertTrue(edited > book * 1.5, sketch + ": the mean distance to the nearest neighbour "
          + "was " + book + " px, and " + edited + " px with the edit");
    }
  }

  /**
   * 2,000 boids take the crowd engine, whose sums are copies of GroupRules (Flocking's three
   * rules, Separation's separate): the engine finds that the edited GroupRules differ from its
   * copy, and the sketch runs the edited lines instead, so the crowd is not the unedited one.
   */
  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("the same edit changes 2,000 boids, though the crowd engine has a copy")
  void separationThreeTimesAsFarInACrowdOfBoids() throws Exception {
    Path classes = compileEdited(GROUP_RULES, "float weight, float viewAngle, float width",
        "d < desiredSeparation &&", "d < desiredSeparation * 3 &&");
    List<String> crowd = List.of("--vehicles", CROWD_OF_BOIDS);
    for (String sketch : List.of("flocking.Flocking", "separation.Separation")) {
      List<String[]> book = trace(null, sketch, CROWD_FRAMES, crowd);
      List<String[]> edited = trace(classes, sketch, CROWD_FRAMES, crowd);
      assertEquals(book.size(), edited.size());
      long differing = java.util.stream.IntStream.range(0, book.size())
          .filter(i -> !java.util.Arrays.equals(book.get(i), edited.get(i))).count();
      assertTrue(differing > book.size() / 2, sketch + ": " + differing + " of " + book.size()
          + " trace rows differ with the edit");
    }
  }

  /**
   * The whiteboard shows the edit too: Flocking's board counts the neighbours the edited
   * separation counted (three, out to 75 px), in red above the book's one closer than 25.
   * Unedited, it says the book's counts alone.
   */
  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("the same edit shows on Flocking's whiteboard: the code's count beside the book's")
  void separationThreeTimesAsFarOnTheWhiteboard() throws Exception {
    assertEquals(List.of("2 within 50, 1 closer than 25"), countNotes(boardNotes(null)));
    Path classes = compileEdited(GROUP_RULES, "float weight, float viewAngle, float width",
        "d < desiredSeparation &&", "d < desiredSeparation * 3 &&");
    assertEquals(List.of("your code: 2 near, 3 too close", "the book's: 2 within 50, 1 < 25"),
        countNotes(boardNotes(classes)));
  }

  /**
   * Separation's whiteboard draws the pushes the code computed, not its own copy of the book's
   * 1 / d: with the push divided by d² in GroupRules.separate, the neighbours 10 and 20 px off
   * push (−0.01, 0) and (0, 0.0025), set together to maxspeed 3: (−2.910, 0) and (0, 0.728),
   * which add up to the desired velocity the vehicle steered by; the book's 1 / d would push
   * (−2.683, 0) and (0, 1.342), and the board says where they part most.
   */
  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("diff.div(d * d) in GroupRules' separation: Separation's whiteboard draws it")
  void separationByDSquaredOnTheWhiteboard() throws Exception {
    assertEquals(List.of(SeparationBoard.AS_THE_BOOK, "d 10.0 -2.683 0.000",
        "d 20.0 0.000 1.342", "the vehicle's desired -2.683 1.342"), pushLines(null));
    Path classes = compileEdited(GROUP_RULES, "float weight, float viewAngle, float width",
        "diff.div(d);", "diff.div(d * d);");
    assertEquals(List.of("d 20.0: your code 0.73 — the book's 1.34", "d 10.0 -2.910 0.000",
        "d 20.0 0.000 0.728", "the vehicle's desired -2.910 0.728"), pushLines(classes));
  }

  /** What Separation's board says of the pushes, and the pushes and desired it printed. */
  List<String> pushLines(Path edited) throws Exception {
    return printed(edited, SeparationBoardNotes.class).stream()
        .filter(l -> l.startsWith("d ") || l.startsWith("the vehicle's")
            || l.startsWith("your code"))
        .toList();
  }

  /**
   * Leader following's followers separate when GroupRules.separate pushes them, and a crowd
   * hands each one the others in cells as wide as separation reaches: with the edit, the
   * followers keep further apart, and the cells grow from the book's 25 px to 75.
   */
  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("the same edit spreads Leader following's followers and widens its crowd's cells")
  void separationThreeTimesAsFarInLeaderFollowing() throws Exception {
    Path classes = compileEdited(GROUP_RULES, "float weight, float viewAngle, float width",
        "d < desiredSeparation &&", "d < desiredSeparation * 3 &&");
    String sketch = "leaderfollowing.LeaderFollowing";
    double book = nearestNeighbour(trace(null, sketch));
    double edited = nearestNeighbour(trace(classes, sketch));
    // measured: 32 px, 61 with the edit, and 48 when the followers chose by the book's 25 px
    double spread = GroupRules.DESIRED_SEPARATION * 2;
    assertTrue(book < spread && edited > spread, sketch + ": the mean distance to the nearest"
        + " neighbour was " + book + " px, and " + edited + " px with the edit");
    assertEquals(List.of(String.valueOf(GroupRules.DESIRED_SEPARATION)),
        printed(null, BinsNote.class));
    assertEquals(List.of(String.valueOf(GroupRules.DESIRED_SEPARATION * 3)),
        printed(classes, BinsNote.class));
  }

  /**
   * Hide's spot twice as far beyond the circle's edge: Hide and Interpose's hider, which
   * waits 30 px out, waits 60 px out, and the whiteboard marks the code's spot as not the
   * book's. (HidingRun prints the mean distance beyond the nearest edge, frames 200 to 400.)
   */
  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("radius + distance × 2 in Hide's spot: the hider waits twice as far out")
  void hidingTwiceAsFarBeyondTheEdge() throws Exception {
    List<String> book = printed(null, HidingRun.class);
    Path classes = compileEdited(HIDE, "public static PVector hidingSpot(",
        "away.mult(obstacle.radius + distanceFromBoundary);",
        "away.mult(obstacle.radius + distanceFromBoundary * 2);");
    List<String> edited = printed(classes, HidingRun.class);
    double bookBeyond = Double.parseDouble(book.get(0));
    double editedBeyond = Double.parseDouble(edited.get(0));
    // measured: 30.0 px beyond the edge, and 60.0 with the edit
    float distance = Hide.DISTANCE_FROM_BOUNDARY;
    assertTrue(Math.abs(bookBeyond - distance) < 1 && Math.abs(editedBeyond - 2 * distance) < 2,
        "the hider waited " + bookBeyond + " px beyond the edge, and " + editedBeyond
            + " px with the edit");
    assertTrue(book.contains("hider: the nearest of 5 spots: arrive"), book.toString());
    assertTrue(edited.stream().anyMatch(n -> n.startsWith("hider: your code: (")),
        edited.toString());
  }

  /**
   * Interpose's point a third of the way from the hunter to the hider instead of halfway: the
   * interposer, which stood halfway along, stands a third of the way, and the whiteboard marks
   * the code's point as not the book's. (HidingRun prints the interposer's mean share of the
   * way from the hunter to the hider, frames 200 to 400.)
   */
  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("a third of the way instead of the midpoint in Interpose: the interposer moves")
  void interposingAThirdOfTheWay() throws Exception {
    List<String> book = printed(null, HidingRun.class);
    Path classes = compileEdited(INTERPOSE, "public static PVector predictedMidpoint(",
        "mid.mult(0.5f);", "mid = PVector.lerp(Pursuit.futurePosition(a, frames),"
            + " Pursuit.futurePosition(b, frames), 1 / 3f);");
    List<String> edited = printed(classes, HidingRun.class);
    double bookShare = Double.parseDouble(book.get(1));
    double editedShare = Double.parseDouble(edited.get(1));
    // measured: 0.495 of the way, and 0.33 with the edit
    assertTrue(Math.abs(bookShare - 0.5) < 0.03 && Math.abs(editedShare - 1 / 3.0) < 0.03,
        "the interposer stood " + bookShare + " of the way from the hunter to the hider, and "
            + editedShare + " with the edit");
    assertTrue(book.stream().anyMatch(n -> n.startsWith("interposer: = (")
        && n.endsWith("): arrive")), book.toString());
    assertTrue(edited.stream().anyMatch(n -> n.startsWith("interposer: your code: (")),
        edited.toString());
  }

  /**
   * Combining's three ways, each edited in Combination: the weighted sum no longer truncated,
   * the running sum given twice maxforce to share, dice that try every behavior. The forces the
   * sketch's vehicles are pushed by (the trace's fx, fy) follow the edit.
   */
  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("share = 1 in the weighted sum: Combining's forces go far past maxforce")
  void weightedSumNotTruncated() throws Exception {
    Path classes = compileEdited(COMBINATION, "protected void weightedSum(float maxforce)",
        "float share = sum.mag() > maxforce ? maxforce / sum.mag() : 1;", "float share = 1;");
    double book = largestForce(trace(null, COMBINING, COMBINING_FRAMES, List.of()));
    double edited = largestForce(trace(classes, COMBINING, COMBINING_FRAMES, List.of()));
    assertTrue(book <= MAXFORCE + ROUNDING && edited > 5 * MAXFORCE, "the largest force was "
        + book + ", and " + edited + " with the edit");
  }

  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("left = 2 × maxforce − |total| in the running sum: forces up to 0.2")
  void runningSumSharesTwiceMaxforce() throws Exception {
    Path classes = compileEdited(COMBINATION, "protected void runningSum(float maxforce)",
        "float left = maxforce - running.mag();", "float left = 2 * maxforce - running.mag();");
    List<String> prioritized = List.of("--keys", "a");
    double book = largestForce(trace(null, COMBINING, COMBINING_FRAMES, prioritized));
    double edited = largestForce(trace(classes, COMBINING, COMBINING_FRAMES, prioritized));
    assertTrue(book <= MAXFORCE + ROUNDING, "the largest force was " + book);
    assertEquals(2 * MAXFORCE, edited, ROUNDING);
  }

  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("every behavior tried in dithering: Combining's run is another")
  void ditheringTriesEveryBehavior() throws Exception {
    Path classes = compileEdited(COMBINATION, "protected void dither(float maxforce)",
        "part.tried = dice.nextFloat() < part.probability;", "part.tried = true;");
    List<String> dithered = List.of("--keys", "aa");
    List<String[]> book = trace(null, COMBINING, COMBINING_FRAMES, dithered);
    List<String[]> edited = trace(classes, COMBINING, COMBINING_FRAMES, dithered);
    assertEquals(book.size(), edited.size());
    long differing = java.util.stream.IntStream.range(0, book.size())
        .filter(i -> !java.util.Arrays.equals(book.get(i), edited.get(i))).count();
    assertTrue(differing > book.size() / 2, differing + " of " + book.size()
        + " trace rows differ with the edit");
  }

  /** The largest steering force (fx, fy) of any vehicle in any frame of the trace. */
  static double largestForce(List<String[]> rows) {
    return rows.stream().mapToDouble(r -> Math.hypot(Double.parseDouble(r[6]),
        Double.parseDouble(r[7]))).max().orElse(0);
  }

  /**
   * An inhibitory wire twice as strong: a loving vehicle (3a), which comes to rest where the
   * lights read 1, comes to rest where they read ½, further out. (LovingRun prints the loving
   * vehicles' mean distance to their nearest light, frames 500 to 600.)
   */
  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("maxspeed − maxspeed · reading × 2 in the wheel: love rests further from a light")
  void loveRestsFurtherWithAStrongerInhibitoryWire() throws Exception {
    List<String> book = printed(null, LovingRun.class);
    Path classes = compileEdited(SENSORS_AND_WHEELS, "public static float wheelSpeed(",
        "maxspeed - maxspeed * reading;", "maxspeed - maxspeed * reading * 2;");
    List<String> edited = printed(classes, LovingRun.class);
    double bookLove = Double.parseDouble(book.get(0));
    double editedLove = Double.parseDouble(edited.get(0));
    // measured: 70.8 px from the nearest light, and 160.0 with the edit
    assertTrue(bookLove < 100 && editedLove > bookLove + 50,
        "the loving vehicles rested " + bookLove + " px from a light, and " + editedLove
            + " px with the edit");
  }

  /**
   * The wires of every vehicle crossed the other way: the fearful vehicles (2a) now run on
   * crossed wires and charge the lights instead of turning away, and the whiteboard marks the
   * code's wheel speeds as not the book's. (LovingRun prints the closest a fearful vehicle came
   * to a light, frames 100 to 600, then the board's notes.)
   */
  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("the crossing swapped in wheelSpeeds: fear charges the lights")
  void fearChargesWithTheWiresSwapped() throws Exception {
    List<String> book = printed(null, LovingRun.class);
    Path classes = compileEdited(SENSORS_AND_WHEELS, "public static Sides wheelSpeeds(",
        "wiring.crossed ? readings.right() : readings.left();",
        "wiring.crossed ? readings.left() : readings.right();");
    List<String> edited = printed(classes, LovingRun.class);
    double bookFear = Double.parseDouble(book.get(1));
    double editedFear = Double.parseDouble(edited.get(1));
    // measured: never nearer than 120.9 px, and 10.6 px with the edit
    assertTrue(bookFear > 80 && editedFear < 30, "the fearful vehicles came within " + bookFear
        + " px of a light, and within " + editedFear + " px with the edit");
    assertTrue(book.stream().anyMatch(n -> n.startsWith("board: sensors L ")), book.toString());
    assertTrue(edited.stream().anyMatch(n -> n.startsWith("board: your code: wheels L ")),
        edited.toString());
  }

  /**
   * Flee's panic test twice as far in Vehicle.flee: SteeringText's vehicles, which keep about
   * the panic distance (50 px) from the mouse, keep about twice that, and the whiteboard marks
   * the code's sum as not the book's. (KeepingAwayRun prints the nearest any vehicle came to
   * the mouse, frames 200 to 300, then the board's notes for a step in which one fled.)
   */
  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("dist < panicDistance × 2 in flee: SteeringText's vehicles keep twice as far")
  void fleeingWithinTwiceThePanicDistance() throws Exception {
    List<String> book = printed(null, KeepingAwayRun.class);
    Path classes = compileEdited(VEHICLE,
        "public PVector flee(PVector target, float panicDistance, float weight)",
        "PVector.dist(position, target) < panicDistance",
        "PVector.dist(position, target) < panicDistance * 2");
    List<String> edited = printed(classes, KeepingAwayRun.class);
    double bookNearest = Double.parseDouble(book.get(0));
    double editedNearest = Double.parseDouble(edited.get(0));
    // measured: none nearer than 46.5 px, and 88.2 px with the edit
    assertTrue(bookNearest > 40 && bookNearest < 55 && editedNearest > 75,
        "the vehicles came within " + bookNearest + " px of the mouse, and within "
            + editedNearest + " px with the edit");
    assertTrue(book.stream().anyMatch(n -> n.startsWith("board: = (")), book.toString());
    assertTrue(edited.stream().anyMatch(n -> n.startsWith("board: your code (")),
        edited.toString());
    assertTrue(edited.stream().anyMatch(n -> n.startsWith("board: flee: d ")
        && n.endsWith(" ≥ 50, your code fled")), edited.toString());
  }

  /**
   * A weighted flee a quarter as strong: PredatorPrey's prey evade each predator they see with
   * a weight of 4 (Vehicle.evadeWeighted), which now counts as 1 against the flock's pull, and
   * many more are caught. (HuntRun prints the catches of PredatorPrey's first 300 frames.)
   */
  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("weight / 4 in fleeWeighted: PredatorPrey's prey are caught more often")
  void aWeakerEvasionMoreCatches() throws Exception {
    int book = Integer.parseInt(printed(null, HuntRun.class).get(0));
    Path classes = compileEdited(VEHICLE, "public PVector fleeWeighted(PVector target,",
        "return steer(awayFrom(target), weight);",
        "return steer(awayFrom(target), weight / 4);");
    int edited = Integer.parseInt(printed(classes, HuntRun.class).get(0));
    // measured: 14 of 150 prey caught, and 32 with the edit
    assertTrue(edited > 2 * book, book + " caught, and " + edited + " with the edit");
  }

  /**
   * A tenth of the push for a feeler's penetration: the feeler vehicles, pushed off a wall
   * ten times more gently, come much nearer to the walls, and the whiteboard marks the code's
   * push as not the book's. (FeelingRun prints the closest any feeler vehicle came to a wall,
   * then the board's notes.)
   */
  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("normal × depth × scale / 10 in the feelers' push: the vehicles come nearer a wall")
  void aGentlerPushLetsTheFeelerVehiclesNearer() throws Exception {
    List<String> book = printed(null, FeelingRun.class);
    Path classes = compileEdited(FEELERS, "public static PVector desiredVelocity(",
        "hit.depth() * PENETRATION_SCALE);", "hit.depth() * PENETRATION_SCALE / 10);");
    List<String> edited = printed(classes, FeelingRun.class);
    double bookClosest = Double.parseDouble(book.get(FEELERS_CLOSEST));
    double editedClosest = Double.parseDouble(edited.get(FEELERS_CLOSEST));
    // measured: never nearer than 8.0 px to a wall, and 1.6 px with the edit
    assertTrue(bookClosest > 5 && editedClosest < bookClosest / 2, "the feeler vehicles came"
        + " within " + bookClosest + " px of a wall, and within " + editedClosest
        + " px with the edit");
    assertTrue(book.stream().anyMatch(n -> n.startsWith("board: = push (")), book.toString());
    assertTrue(edited.stream().anyMatch(n -> n.startsWith("board: your code: push")),
        edited.toString());
  }

  /**
   * Probes a fifth as far ahead: the probing vehicles of WallFollowing find a wall only when it
   * is almost under them, and come much nearer to it. (FeelingRun prints the closest any
   * probing vehicle came to a wall.)
   */
  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("reach / 5 in the containment probes: the probing vehicles come nearer a wall")
  void shorterProbesLetTheProbingVehiclesNearer() throws Exception {
    double book = Double.parseDouble(printed(null, FeelingRun.class).get(PROBES_CLOSEST));
    Path classes = compileEdited(CONTAINMENT, "public static PVector[] probes(",
        ".rotate(turns[i]).mult(reach));", ".rotate(turns[i]).mult(reach / 5));");
    double edited = Double.parseDouble(printed(classes, FeelingRun.class).get(PROBES_CLOSEST));
    // measured: never nearer than 10.7 px to a wall, and 0.09 px with the edit
    assertTrue(book > 5 && edited < book / 2, "the probing vehicles came within " + book
        + " px of a wall, and within " + edited + " px with the edit");
  }

  /**
   * The correction toward twice the offset: WallFollowing's followers keep about twice as far
   * from their walls. (FeelingRun prints the followers' mean distance from the nearest wall.)
   */
  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("2 × offset in the wall follower's correction: the followers keep twice as far")
  void followersKeepTwiceTheOffset() throws Exception {
    double book = Double.parseDouble(printed(null, FeelingRun.class).get(FOLLOWED));
    Path classes = compileEdited(WALL_FOLLOWER, "public static PVector desiredVelocity(",
        "(offset - follow.distance()) * CORRECTION",
        "(2 * offset - follow.distance()) * CORRECTION");
    double edited = Double.parseDouble(printed(classes, FeelingRun.class).get(FOLLOWED));
    // measured: 28.8 px from the wall on average (30 asked), and 59.1 px with the edit
    assertTrue(Math.abs(book - WallFollower.OFFSET) < WallFollower.OFFSET / 3
        && Math.abs(edited - 2 * WallFollower.OFFSET) < WallFollower.OFFSET / 2,
        "the followers kept " + book + " px from their walls, and " + edited
            + " px with the edit");
  }

  /**
   * Sight a third as far: PredatorPrey's predators see prey, and touch them, only within a
   * third of the distance (the prey see the predators a third as far too), so they chase less
   * often and catch far fewer. (HuntRun prints the catches of PredatorPrey's first 300 frames,
   * then the share of them in which a predator chased a prey it saw.)
   */
  @Test
  @Execution(ExecutionMode.CONCURRENT)   // JVMs of their own: two cases at a time
  @DisplayName("distance / 3 in Sight.sees: PredatorPrey's predators chase less, catch fewer")
  void sightAThirdAsFarFewerChasesAndCatches() throws Exception {
    List<String> book = printed(null, HuntRun.class);
    Path classes = compileEdited(SIGHT, "public boolean sees(Vehicle looker, Vehicle other)",
        "return offset.mag() < distance", "return offset.mag() < distance / 3");
    List<String> edited = printed(classes, HuntRun.class);
    int bookCaught = Integer.parseInt(book.get(0));
    int editedCaught = Integer.parseInt(edited.get(0));
    double bookChasing = Double.parseDouble(book.get(1));
    double editedChasing = Double.parseDouble(edited.get(1));
    // measured: 14 caught, chasing 88% of the time; with the edit 5, and 49%
    assertTrue(editedCaught < bookCaught / 2 && editedChasing < bookChasing * 3 / 4,
        bookCaught + " caught, chasing " + bookChasing + " of the time, and " + editedCaught
            + ", chasing " + editedChasing + ", with the edit");
  }

  /** The notes that count neighbours, those with a "within". */
  static List<String> countNotes(List<String> notes) {
    return notes.stream().filter(n -> n.contains("within") || n.startsWith("your code"))
        .toList();
  }

  /** The notes of Flocking's board for {@link FlockingBoardNotes}, with the edited classes. */
  List<String> boardNotes(Path edited) throws Exception {
    return printed(edited, FlockingBoardNotes.class);
  }

  /** What {@code program}'s main prints, one a line, run with the edited classes in front. */
  List<String> printed(Path edited, Class<?> program) throws Exception {
    return edited == null
        ? once(UNEDITED, List.of("printed", program.getName()), () -> printedBy(null, program))
        : printedBy(edited, program);
  }

  private List<String> printedBy(Path edited, Class<?> program) throws Exception {
    String classPath = (edited == null ? "" : edited + java.io.File.pathSeparator)
        + System.getProperty("java.class.path");
    ProcessBuilder builder = new ProcessBuilder(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Djava.awt.headless=true", "-cp", classPath, program.getName());
    builder.command().addAll(1, ChildJvm.SHORT_RUN);
    builder.directory(ProjectFolder.root());
    Path log = temp.resolve("notes-" + System.nanoTime() + ".txt");
    Path errors = temp.resolve("errors-" + System.nanoTime() + ".txt");
    builder.redirectOutput(log.toFile());
    builder.redirectError(errors.toFile());
    Process process = builder.start();
    assertTrue(process.waitFor(ChildJvm.TIMEOUT_SECONDS, java.util.concurrent.TimeUnit.SECONDS),
        program.getSimpleName() + " did not print in time");
    assertEquals(0, process.exitValue(), Files.readString(errors));
    return Files.readAllLines(log);
  }

  /**
   * The source file with {@code line} replaced by {@code edited} within the method that
   * {@code method} opens, compiled against the project's classes into a folder of its own.
   */
  Path compileEdited(Path source, String method, String line, String edited)
      throws Exception {
    return once(COMPILED, List.of(source.toString(), method, line, edited),
        () -> compile(source, method, line, edited,
            compiledEdits.resolve("edit-" + COMPILED.size())));
  }

  private static Path compile(Path source, String method, String line, String edited,
      Path into) throws IOException {
    String text = Files.readString(ProjectFolder.root().toPath().resolve(source));
    int start = text.indexOf(method);
    assertTrue(start >= 0, source + " has no " + method);
    int at = text.indexOf(line, start);
    int end = text.indexOf("\n  }\n", start);
    assertTrue(at > start && at < end, method + " in " + source + " has no line " + line);
    String changed = text.substring(0, at) + edited + text.substring(at + line.length());
    Path folder = Files.createDirectories(into);
    Path file = folder.resolve(source.getFileName());
    Files.writeString(file, changed, StandardCharsets.UTF_8);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int status = javac.run(null, null, null, "-d", folder.toString(),
        "-cp", System.getProperty("java.class.path"), file.toString());
    assertEquals(0, status, "the edited " + source + " compiles");
    return folder;
  }

  /** The highest speed of the first vehicle over the run. */
  double topSpeed(Path edited, String sketch) throws Exception {
    double top = 0;
    for (String[] row : trace(edited, sketch)) {
      if (row[1].equals("0")) {
        top = Math.max(top, Math.hypot(Double.parseDouble(row[4]), Double.parseDouble(row[5])));
      }
    }
    return top;
  }

  /** The mean distance from each vehicle to its nearest neighbour, on the trace's last frame. */
  static double nearestNeighbour(List<String[]> rows) {
    String last = rows.get(rows.size() - 1)[0];
    List<double[]> at = rows.stream().filter(r -> r[0].equals(last))
        .map(r -> new double[] {Double.parseDouble(r[2]), Double.parseDouble(r[3])}).toList();
    double sum = 0;
    for (double[] a : at) {
      double nearest = Double.POSITIVE_INFINITY;
      for (double[] b : at) {
        if (a != b) {
          nearest = Math.min(nearest, Math.hypot(a[0] - b[0], a[1] - b[1]));
        }
      }
      sum += nearest;
    }
    return sum / at.size();
  }

  /** The size of the first vehicle's steering force on the first frame. */
  double firstForce(Path edited, String sketch) throws Exception {
    String[] row = trace(edited, sketch).get(0);
    return Math.hypot(Double.parseDouble(row[6]), Double.parseDouble(row[7]));
  }

  /** The sketch's --trace rows (frame,vehicle,x,y,vx,vy,fx,fy), run with the edited classes. */
  List<String[]> trace(Path edited, String sketch) throws Exception {
    return trace(edited, sketch, FRAMES, List.of());
  }

  /** As above, for {@code frames} frames, with more of the sketch's flags. */
  List<String[]> trace(Path edited, String sketch, int frames, List<String> flags)
      throws Exception {
    List<String> key = new ArrayList<>(List.of("trace", sketch, String.valueOf(frames)));
    key.addAll(flags);
    List<String> lines = edited == null ? once(UNEDITED, key, () -> traced(null, sketch, frames,
        flags)) : traced(edited, sketch, frames, flags);
    return lines.subList(1, lines.size()).stream().map(l -> l.split(",")).toList();
  }

  /** The lines of the sketch's --trace file, header first. */
  private List<String> traced(Path edited, String sketch, int frames, List<String> flags)
      throws Exception {
    Path csv = temp.resolve("trace-" + System.nanoTime() + ".csv");
    String classPath = (edited == null ? "" : edited + java.io.File.pathSeparator)
        + System.getProperty("java.class.path");
    ProcessBuilder builder = new ProcessBuilder(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Djava.awt.headless=true", "-cp", classPath, sketch, "--headless", "--seed", "1",
        "--frames", String.valueOf(frames), "--trace", csv.toString());
    builder.command().addAll(1, ChildJvm.SHORT_RUN);
    builder.command().addAll(flags);
    if (sketch.equals("seek.Seek")) {
      builder.command().addAll(List.of("--target", "780,300"));
    }
    builder.directory(ProjectFolder.root());
    builder.redirectErrorStream(true);
    Path log = temp.resolve("log-" + System.nanoTime() + ".txt");
    builder.redirectOutput(log.toFile());
    Process process = builder.start();
    assertTrue(process.waitFor(ChildJvm.TIMEOUT_SECONDS, java.util.concurrent.TimeUnit.SECONDS),
        sketch + " did not finish");
    assertEquals(0, process.exitValue(), Files.readString(log));
    return Files.readAllLines(csv);
  }
}
