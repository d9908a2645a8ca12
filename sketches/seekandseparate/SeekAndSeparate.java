package seekandseparate;

import java.util.List;
import java.util.Set;
import processing.core.PVector;
import separation.FrameBefore;
import separation.SeparationBoard;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.controls.Parameter;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.render.CircleBatch;
import sketchbook.render.MarkBatch;
import sketchbook.render.Palette;
import steering.GroupRules;
import steering.Vehicle;
import steering.crowd.Crowd;

/*
 * Seek + Separate — a crowd heads for the target without piling up on it: two behaviors at
 * once, each force weighted, and the sum applied.
 *
 *   separation force = steer(average of the away-vectors / d, scaled to maxspeed)
 *   seek force       = steer((target - position) scaled to maxspeed)
 *   acceleration    += separation force × separation weight + seek force × seek weight
 *
 * Each force is limited to maxforce before its weight. The crowd's separation forces are all
 * worked out first, from the same frame (steering.crowd.Crowd: GroupRules.separate for each, a
 * grid above 500), so no vehicle sees a neighbour that has already moved; then each vehicle seeks and moves. The book's weights are 1.5 and 0.5:
 * keeping apart matters more than arriving. Turn separation down to 0 and the crowd collapses
 * into one point on the target; turn seek down to 0 and it only spreads out. The f arrow is
 * the weighted sum.
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999),
 * "Combining Behaviors"; The Nature of Code, "Autonomous Agents", "Combinations" (Seek and
 * Separate); "Understanding Steering Behaviors: Flocking" (separation).
 *
 * The target follows the mouse. --vehicles N sets the crowd (default 50).
 * Keys: h lists them all. d, f, v arrows; r separation circles; t trails; space pause;
 * . step; [ ] maxspeed; ; ' maxforce; - = desired separation; j k separation weight;
 * n m seek weight; s screenshot; 0 reset.
 */
public class SeekAndSeparate extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** Vehicles unless --vehicles says otherwise. */
  static final int DEFAULT_VEHICLES = 50;
  /** The Nature of Code's crowd: top speed and steering force. */
  static final float CROWD_MAXSPEED = 3;
  static final float CROWD_MAXFORCE = 0.2f;
  /** The Nature of Code's weights: separation counts three times as much as seek. */
  static final float SEPARATION_WEIGHT = 1.5f;
  static final float SEEK_WEIGHT = 0.5f;
  /** The weight keys add or take away this much, within [0, MAX_WEIGHT]. */
  static final float WEIGHT_STEP = 0.25f;
  static final float MAX_WEIGHT = 5;
  /** How far - and = may take the desired separation (×1.25 a press). */
  static final float MIN_SEPARATION = 5;
  static final float MAX_SEPARATION = 150;
  /** The whiteboard shows this much more than the circle and the forces. */
  static final float BOARD_ROOM = 1.4f;

  /** Each value's keys, help, HUD line and slider come from its row. */
  final Parameter desiredSeparation = parameter("desired separation",
      GroupRules.DESIRED_SEPARATION, MIN_SEPARATION, MAX_SEPARATION, '-', '=');
  final Parameter separationWeight = parameter("separation weight", SEPARATION_WEIGHT, 0,
      MAX_WEIGHT, 'j', 'k').adding(WEIGHT_STEP).format("%.2f");
  final Parameter seekWeight = parameter("seek weight", SEEK_WEIGHT, 0, MAX_WEIGHT, 'n', 'm')
      .adding(WEIGHT_STEP).format("%.2f");
  /** Works out everyone's separation from one frame, among near neighbours only. */
  final Crowd crowd = new Crowd();
  /** The crowd and the target before the last step, for the whiteboard. */
  final FrameBefore before = new FrameBefore();
  final PVector targetBefore = new PVector();
  final CircleBatch circles = new CircleBatch();

  public static void main(String[] args) {
    SketchRunner.run(new SeekAndSeparate(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The crowd (--vehicles N, default 50) at rest at random places; the book's weights. */
  @Override
  public void setup() {
    int count = options.vehicles > 0 ? options.vehicles : DEFAULT_VEHICLES;
    for (int i = 0; i < count; i++) {
      Vehicle v = new Vehicle(random(WIDTH), random(HEIGHT));
      v.maxspeed = CROWD_MAXSPEED;
      v.maxforce = CROWD_MAXFORCE;
      vehicles.add(v);
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    PVector target = targetFromInput();
    if (show.radii) {
      // half the separation across: circles that overlap belong to vehicles too close
      circles.display(g, vehicles, desiredSeparation.value(), Palette.RADIUS,
          MarkBatch.batched(g, vehicles, options));
    }
    drawTarget(target);

    if (simulating()) {
      before.record(vehicles);
      targetBefore.set(target);
      // two forces, each limited to maxforce, then weighted; the vehicle adds them up.
      // Separation for everyone at once, from the same frame: nobody has moved yet
      crowd.separate(vehicles, desiredSeparation.value(), separationWeight.value());
      for (Vehicle vehicle : vehicles) {
        vehicle.seek(target, seekWeight.value());
        vehicle.update();
      }
    }

    drawVehicles();   // trails, then each vehicle and its arrows (f: the weighted sum)
  }

  @Override
  public String about() {
    return "seek the target without piling up";
  }

  /** The sketchbook shows the book's lessons in order; this is lesson 10. */
  @Override
  public int lesson() {
    return 10;
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add("neighbours: " + crowd.way(vehicles.size()));
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--target");
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What the r view draws, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("half the desired separation: circles that overlap are too close",
        Palette.RADIUS, Mark.RING));
  }

  /**
   * The whiteboard's (b) part: the neighbours too close before the step and their pushes
   * ({@link SeparationBoard}), then the step's two weighted forces tip to tail, worked out again
   * by the crowd's own code from the same frame, and their sum.
   */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    List<Vehicle> ghosts = before.ghosts(vehicles);
    Vehicle ghost = ghosts.get(FrameBefore.indexOf(vehicles, v));
    float s = desiredSeparation.value();
    crowd.separate(ghosts, s, separationWeight.value());
    PVector separate = ghost.steering.copy();   // the ghost's first force: the sum is just it
    PVector seek = ghost.seek(targetBefore, seekWeight.value());
    PVector from = ghost.position;
    PVector sum = PVector.add(separate, seek);
    view.frame(from, s * BOARD_ROOM);
    SeparationBoard.Shown shown = SeparationBoard.draw(view, ghost, ghosts, s, false);
    // tip to tail at the panel's one force scale, fitted to the farther tip
    BoardView.VectorScale forces = view.fitScale(BoardView.FORCES,
        Math.max(separate.mag(), sum.mag()));
    view.vector(from, separate, forces, Palette.DESIRED,
        String.format("separation × %.2f", separationWeight.value()));
    view.vector(PVector.add(from, PVector.mult(separate, forces.times())), seek, forces,
        Palette.VELOCITY, String.format("seek × %.2f", seekWeight.value()));
    view.vector(from, sum, forces, Palette.INK, "sum");
    view.note(3, shown.pushNote(), shown.pushColor());
    view.note(2, SeparationBoard.countNote(shown.counted(), ghost, ghosts, s), Palette.INK);
    view.note(1, "each cut to maxforce, × weight", Palette.INK);
    view.note(0, String.format("|sum| %.3f", sum.mag()), Palette.INK);
  }
}
