package steeringtext;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import sketchbook.controls.Parameter;
import sketchbook.controls.SketchOptions;
import sketchbook.controls.UsageException;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.panel.PlotSeries;
import sketchbook.render.Palette;
import sketchbook.run.TraceColumn;
import steering.Vehicle;

/*
 * Steering text — The Coding Train's Coding Challenge 59, "Steering Behaviors": a crowd of
 * vehicles spells a word, each arriving at its own point of the letters' outline, and scatters
 * from the mouse when it comes near.
 *
 *   arrive   = steer((home − position) at maxspeed, or maxspeed · d / r inside r) × arrive weight
 *   flee     = steer((position − mouse) at maxspeed) × flee weight, while |position − mouse|
 *              < panic distance; else no force
 *   steering = arrive + flee                 (each steer: desired − velocity, limited to maxforce)
 *
 * The points come from Processing's own typeface (see WordOutline), spaced evenly along each
 * letter's outline (steering.OutlinePoints). Enter starts a new word: the letters typed (and
 * Backspace) edit it in the HUD, Enter again sets it; the vehicles are given the new word's
 * points, in order, new ones coming in from random places and spare ones leaving. A word too
 * wide for the window, or with a character the typeface has no outline for, is refused in the
 * HUD, and the typing goes on. --word TEXT sets the first word.
 *
 * Sources: Daniel Shiffman, The Coding Train, Coding Challenge 59 "Steering Behaviors" (2017);
 * Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999), "Arrival", "Flee";
 * The Nature of Code (2024), ch. 5.
 *
 * Keys: h lists them all. d, f, v arrows; r homes and panic circle; t trails; space pause;
 * . step; [ ] maxspeed; ; ' maxforce; j k arrive weight; o p flee weight; - = panic distance;
 * Enter type a new word (letters and Backspace while typing; Enter again sets it);
 * s screenshot; 0 reset.
 */
public class SteeringText extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** The word at the start unless --word says otherwise (The Coding Train's). */
  static final String WORD = "train";
  /** Pixels between two homes along an outline. */
  static final float SPACING = 8;
  /** The vehicles are drawn this big (r): small, so the letters can be read. */
  static final float SIZE = 3;
  /** The Coding Train's limits: quick to come home, quick to scatter. */
  static final float MAXSPEED = 10;
  static final float MAXFORCE = 1;
  /** Arrive slows down within this many pixels of home. */
  static final float SLOWING_RADIUS = 100;
  /** The weights (The Coding Train's 1 and 5), their most, and a key's step. */
  static final float ARRIVE_WEIGHT = 1;
  static final float FLEE_WEIGHT = 5;
  static final float MAX_WEIGHT = 10;
  static final float WEIGHT_STEP = 0.5f;
  /** The panic distance (The Coding Train's 50 px), its bounds and a key's step. */
  static final float PANIC_DISTANCE = 50;
  static final float MIN_PANIC_DISTANCE = 10;
  static final float MAX_PANIC_DISTANCE = 300;
  static final float PANIC_STEP = 10;
  /** Enter: starts typing a word, and sets it. Backspace and Delete take a letter back. */
  static final char ENTER = '\n';
  static final char RETURN = '\r';
  static final char BACKSPACE = '\b';
  static final char DELETE = 0x7F;
  /** Colours of the homes, the flee arrows of the board and a home's dot size. */
  static final int HOME_COLOR = 0xFFE0A100;
  static final int FLEE_COLOR = Palette.CHEETAH;
  static final float HOME_DOT = 3;

  /** The word the vehicles spell; vehicle i arrives at homes.get(i). */
  String word = WORD;
  final List<PVector> homes = new ArrayList<>();
  /** Each vehicle's place in {@code vehicles}: found at once, however many letters. */
  final Map<Vehicle, Integer> placeOf = new IdentityHashMap<>();
  /** Enter was pressed: the letters typed go to {@code typed}, not to the keys. */
  boolean typing;
  String typed = "";
  /** The mouse in a window (a scripted path headless, or --target): what the vehicles flee. */
  PVector threat = new PVector();
  /** What each vehicle asked for in its last step, for the whiteboard. */
  final List<ArriveFleeBoard.Step> steps = new ArrayList<>();
  /** The keys, the sliders and the HUD change these values. */
  final Parameter arriveWeight = parameter("arrive weight", ARRIVE_WEIGHT, 0, MAX_WEIGHT, 'j',
      'k').adding(WEIGHT_STEP).format("%.1f");
  final Parameter fleeWeight = parameter("flee weight", FLEE_WEIGHT, 0, MAX_WEIGHT, 'o', 'p')
      .adding(WEIGHT_STEP).format("%.1f");
  final Parameter panicDistance = parameter("panic distance", PANIC_DISTANCE,
      MIN_PANIC_DISTANCE, MAX_PANIC_DISTANCE, '-', '=').adding(PANIC_STEP).format("%.0f px");

  public static void main(String[] args) {
    SketchRunner.run(new SteeringText(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The first word (--word, or "train"): a vehicle at a random place for each of its points. */
  @Override
  public void setup() {
    typing = false;
    typed = "";
    vehicles.clear();
    homes.clear();
    placeOf.clear();
    steps.clear();
    spell(options.word != null ? options.word : WORD);
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    threat = targetFromInput();
    if (show.radii) {
      drawHomesAndPanic();
    }
    drawTarget(threat);

    if (simulating()) {
      for (int i = 0; i < vehicles.size(); i++) {
        behaviors(i);   // arrive at home, flee the mouse when it is near: weighted, summed
        vehicles.get(i).update();
      }
    }

    drawVehicles();
  }

  /** The Coding Train's behaviors(): vehicle i's two weighted forces, applied together. */
  void behaviors(int i) {
    Vehicle v = vehicles.get(i);
    ArriveFleeBoard.Step step = new ArriveFleeBoard.Step(v, homes.get(i), threat,
        SLOWING_RADIUS, panicDistance.value(), arriveWeight.value(), fleeWeight.value());
    PVector arrive = v.arrive(homes.get(i), SLOWING_RADIUS, arriveWeight.value());
    step.arrived(arrive);   // its desired velocity, before flee asks for its own
    PVector flee = v.flee(threat, panicDistance.value(), fleeWeight.value());
    steps.set(i, step.fled(flee));
  }

  @Override
  public String about() {
    return "a word spelt by vehicles: arrive at a letter's outline, flee the mouse";
  }

  /** The sketchbook shows the lessons in order; the word comes after Braitenberg's vehicles. */
  @Override
  public int lesson() {
    return 24;
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--word", "--target");
  }

  @Override
  public int mostVehicles() {
    return 0;
  }

  @Override
  protected String whyMostVehicles() {
    return "a vehicle arrives at each point of the word's outline";
  }

  /** --word: a word the window has room for, in letters the typeface has outlines for. */
  @Override
  public void checkOptions(SketchOptions parsed) throws UsageException {
    if (parsed.word != null) {
      String refusal = WordOutline.of(parsed.word, WIDTH, HEIGHT, SPACING).refusal();
      if (refusal != null) {
        throw new UsageException("--word: " + refusal);
      }
    }
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("home: the point of the outline a vehicle arrives at",
        HOME_COLOR, Mark.DOT));
    items.add(new LegendItem("panic distance: inside it, a vehicle flees the mouse",
        Palette.RADIUS, Mark.RING));
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bind(ENTER, "type a new word: letters, Backspace; Enter again sets it",
        this::enterPressed);
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add(typing ? "typing: " + typed + "_   (Enter sets it, Backspace deletes)"
        : "word: " + word + "   (" + vehicles.size() + " vehicles; Enter: type a new word)");
  }

  /** The first vehicle's distance from home, against the slowing radius. */
  @Override
  public List<PlotSeries> plotSeries() {
    return List.of(new PlotSeries("distance from home", HOME_COLOR,
        v -> PVector.dist(v.position, homeOf(v)), "slowing radius", v -> SLOWING_RADIUS,
        Palette.PATH_LINE));
  }

  /** --trace: each vehicle's home, and whether it fled in the step (1) or not (0). */
  @Override
  public List<TraceColumn> traceColumns() {
    return List.of(
        new TraceColumn("home_x", v -> homeOf(v).x),
        new TraceColumn("home_y", v -> homeOf(v).y),
        new TraceColumn("fled", v -> fled(v) ? 1 : 0));
  }

  /**
   * A key while typing: letters (and the run's own keys, which the run hands over as
   * {@link WordTyping} stand-ins) go into the word, Backspace takes one back; the rest, Enter
   * among them, work as ever.
   */
  @Override
  public void applyKey(char key) {
    if (typing && WordTyping.edits(key)) {
      typed = WordTyping.edited(typed, key);
      return;
    }
    super.applyKey(key);
  }

  /**
   * From the keyboard: while typing, Return is Enter, and a letter that steers the run itself
   * (s, y, z, space, full stop, comma) goes to the run as its stand-in, so the run keeps it as
   * input, a replay types it again, and the word gets it.
   */
  @Override
  public void keyPressed() {
    char k = key == RETURN ? ENTER : key;
    run.keyPressed(typing ? WordTyping.standIn(k) : k);
  }

  /**
   * The whiteboard's (b) part special to this sketch: the vehicle's home and the mouse, arrive's
   * and flee's desired velocities, the weighted sum and its numbers ({@link ArriveFleeBoard}).
   */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    int i = place(v);
    ArriveFleeBoard.draw(view, v, i >= 0 && i < steps.size() ? steps.get(i) : null);
  }

  /** Enter: starts typing from the word shown, or sets the word typed. */
  void enterPressed() {
    if (!typing) {
      typing = true;
      typed = word;
      return;
    }
    if (spell(typed)) {
      typing = false;
    }
  }

  /**
   * Mutates the crowd: vehicle i arrives at the new word's point i; new vehicles come in from
   * random places, spare ones leave. False, changing nothing, when the word has no outline
   * here: the HUD says why.
   */
  boolean spell(String newWord) {
    WordOutline.Points outline = WordOutline.of(newWord, width, height, SPACING);
    if (outline.refusal() != null) {
      say(outline.refusal());
      return false;
    }
    clearMessage();
    word = newWord;
    List<PVector> points = outline.points();
    while (vehicles.size() > points.size()) {
      placeOf.remove(vehicles.remove(vehicles.size() - 1));
    }
    while (vehicles.size() < points.size()) {
      Vehicle v = new Vehicle(random(width), random(height));
      v.r = SIZE;
      v.maxspeed = MAXSPEED;
      v.maxforce = MAXFORCE;
      v.velocity.set(PVector.random2D(this).mult(MAXSPEED));
      placeOf.put(v, vehicles.size());
      vehicles.add(v);
    }
    tuneNewVehicles();
    homes.clear();
    homes.addAll(points);
    steps.clear();
    vehicles.forEach(v -> steps.add(null));
    return true;
  }

  /** {@code v}'s place in {@code vehicles}, or -1 for a vehicle not among them. */
  int place(Vehicle v) {
    return placeOf.getOrDefault(v, -1);
  }

  /** {@code v}'s home; where it is, for a vehicle that has none. */
  PVector homeOf(Vehicle v) {
    int i = place(v);
    return i >= 0 && i < homes.size() ? homes.get(i) : v.position;
  }

  /** True when {@code v} fled in its last step. */
  boolean fled(Vehicle v) {
    int i = place(v);
    ArriveFleeBoard.Step step = i >= 0 && i < steps.size() ? steps.get(i) : null;
    return step != null && step.done() && step.fleeDesired != null;
  }

  /** r: every home on the outline, and the panic circle round the mouse. */
  void drawHomesAndPanic() {
    pushStyle();
    noStroke();
    fill(Palette.RADIUS);
    circle(threat.x, threat.y, panicDistance.value() * 2);
    fill(HOME_COLOR);
    for (PVector home : homes) {
      circle(home.x, home.y, HOME_DOT);
    }
    popStyle();
  }
}
