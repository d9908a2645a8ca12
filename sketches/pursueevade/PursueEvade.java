package pursueevade;

import java.util.List;
import java.util.Set;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import sketchbook.controls.Parameter;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.render.LabelPlacement;
import sketchbook.render.Palette;
import steering.Pursuit;
import steering.Vehicle;
import steering.Walls;

/*
 * Pursue and Evade — steer by where the other vehicle WILL be, not where it is.
 *
 *   future  = other.position + other.velocity · T
 *   T       = distance / maxspeed     (Reynolds, tutsplus: the frames needed to get there)
 *        or = 10 frames               (the Coding Train video's fixed look-ahead; l switches)
 *   pursue  = seek(future)            evade = flee(future)
 *
 * The quarry wanders (m: it follows the mouse instead) and evades the pursuer; the pursuer
 * pursues it. x swaps who chases whom. A catch (closer than CATCH_DISTANCE) flashes and puts
 * the quarry back somewhere far off. Both stay within walls rather than wrapping round: the
 * prediction is a straight line, and a quarry wrapped to the far side would send the pursuer
 * the long way across the window.
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999), "Pursuit and
 * Evasion"; The Nature of Code, "Autonomous Agents" (the pursue/evade exercise); "Understanding
 * Steering Behaviors: Pursuit and Evade".
 *
 * Keys: h lists them all. d, f, v arrows; r predicted positions; t trails; space pause;
 * . step; [ ] maxspeed; ; ' maxforce; l look-ahead T = distance / maxspeed or fixed;
 * - = fixed look-ahead frames; m quarry follows the mouse; x swap roles; s screenshot; 0 reset.
 */
public class PursueEvade extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** How near a wall, in pixels, both vehicles start to turn away from it. */
  static final float WALL_MARGIN = 50;
  /**
   * The walls' force × 3: the quarry also evades and wanders (or seeks the mouse), two forces
   * of up to maxforce each, which at a wall can point straight out. Weighted 1, the walls only
   * cancel them, and a quarry the pursuer cannot catch (after x it is the faster one) is
   * pushed out of the world for good, the pursuer after it.
   */
  static final float WALL_WEIGHT = 3;
  /** Closer than this, in pixels, the pursuer has caught the quarry. */
  static final float CATCH_DISTANCE = 10;
  /** A caught quarry comes back at least this far from the pursuer. */
  static final float RESTART_DISTANCE = 300;
  /** Frames the catch flash lasts. */
  static final int FLASH_FRAMES = 20;
  /** The pursuer is a little faster than the quarry, so a chase can end. */
  static final float PURSUER_MAXSPEED = 4;
  static final float QUARRY_MAXSPEED = 3;
  static final float MAXFORCE = 0.15f;
  /** Bounds of the fixed look-ahead (l), in frames, and the keys' step. */
  static final float MIN_FIXED_FRAMES = 0;
  static final float MAX_FIXED_FRAMES = 60;
  static final float FRAMES_STEP = 2;

  Vehicle pursuer;
  Vehicle quarry;
  Walls walls;
  /** l: the fixed look-ahead instead of T = distance / maxspeed. */
  boolean fixedLookAhead;
  /**
   * The - and = keys, the slider and the HUD all change and show this one value. Tuning it puts
   * it in use (so the change shows); the HUD shows it only while it is in use.
   */
  final Parameter fixedFrames = parameter("fixed look-ahead", Pursuit.FIXED_FRAMES,
      MIN_FIXED_FRAMES, MAX_FIXED_FRAMES, '-', '=').adding(FRAMES_STEP).format("%.0f frames")
      .whenChanged(frames -> fixedLookAhead = true).shownWhile(() -> fixedLookAhead);
  /** What each vehicle predicted before the last step, for the whiteboard. */
  PursuitBoard.Prediction pursuerAim;
  PursuitBoard.Prediction quarryAim;
  /** m: the quarry seeks the mouse (headless: the scripted target) instead of wandering. */
  boolean quarryFollowsMouse;
  int catches;
  int flash;

  public static void main(String[] args) {
    SketchRunner.run(new PursueEvade(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  @Override
  public int mostVehicles() {
    return 0;
  }

  /** A pursuer and a quarry, always two: --vehicles would be ignored, so it is refused. */
  @Override
  protected String whyMostVehicles() {
    return "this sketch has two vehicles, a pursuer and a quarry";
  }

  /** The pursuer at the left, the quarry at the right, both at rest; T, the quarry wanders. */
  @Override
  public void setup() {
    fixedLookAhead = false;
    quarryFollowsMouse = false;
    walls = Walls.window(width, height, WALL_MARGIN);
    pursuer = newVehicle(width / 4f, height / 2f, PURSUER_MAXSPEED);
    quarry = newVehicle(width * 3 / 4f, height / 2f, QUARRY_MAXSPEED);
    quarry.wanderWith(new java.util.Random((long) random(Integer.MAX_VALUE)));
    vehicles.add(pursuer);
    vehicles.add(quarry);
    catches = 0;
    flash = 0;
    pursuerAim = null;
    quarryAim = null;
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    PVector mouse = targetFromInput();
    if (quarryFollowsMouse) {
      drawTarget(mouse);
    }

    if (simulating()) {
      float frames = fixedFrames.value();
      pursuerAim = PursuitBoard.Prediction.of(pursuer, quarry, fixedLookAhead, frames);
      quarryAim = PursuitBoard.Prediction.of(quarry, pursuer, fixedLookAhead, frames);
      if (fixedLookAhead) {
        pursuer.pursue(quarry, frames);   // seek quarry.position + quarry.velocity · frames
        quarry.evade(pursuer, frames);
      } else {
        pursuer.pursue(quarry);                // T = distance / maxspeed
        quarry.evade(pursuer);
      }
      if (quarryFollowsMouse) {
        quarry.seek(mouse);
      } else {
        quarry.wander();
      }
      for (Vehicle vehicle : vehicles) {
        vehicle.stayWithin(walls, WALL_WEIGHT);   // outweighs the other forces together
        vehicle.update();
      }
      checkCatch();
    }

    if (show.radii) {
      drawPrediction(pursuer, quarry);   // where the pursuer aims
      drawPrediction(quarry, pursuer);   // what the quarry runs from
    }
    drawVehicles();
    drawCatchFlash();
    labelRoles();
  }

  @Override
  public String about() {
    return "chase where the other will be";
  }

  /** The sketchbook shows the book's lessons in order; this is lesson 4. */
  @Override
  public int lesson() {
    return 4;
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--target");
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What PredictionDebug draws, in each role's colour, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("the quarry's predicted position: where the pursuer aims",
        Palette.PURSUER, Mark.DOT));
    items.add(new LegendItem("the pursuer's predicted position: what the quarry flees",
        Palette.QUARRY, Mark.DOT));
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bind('l', "look-ahead: T = distance / maxspeed, or fixed",
        () -> fixedLookAhead = !fixedLookAhead);
    table.bind('m', "quarry follows the mouse / wanders",
        () -> quarryFollowsMouse = !quarryFollowsMouse);
    table.bind('x', "swap pursuer and quarry", this::swapRoles);
  }

  @Override
  public void addHudLines(List<String> lines) {
    // the fixed look-ahead's own line (the parameter's) shows only while it is in use
    lines.add("look-ahead (l): " + (fixedLookAhead ? "fixed, - = tune it"
        : String.format("T = distance / maxspeed = %.1f frames", lookAheadShown())));
    lines.add("quarry " + (quarryFollowsMouse ? "follows the mouse" : "wanders")
        + " (m) and evades   catches " + catches + "   x: swap");
  }

  /**
   * The T the pursuer steered by in the step on screen, as the whiteboard shows it (the
   * distance before that step); before the first step, the T it would steer by now.
   */
  float lookAheadShown() {
    return pursuerAim != null && pursuerAim.self() == pursuer && !pursuerAim.fixed()
        ? pursuerAim.frames()
        : Pursuit.lookAhead(pursuer, quarry);
  }

  /**
   * The whiteboard's (b) part special to pursuit: the other's future position from its
   * velocity · T, and the line the vehicle steered along (see {@link PursuitBoard}).
   */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    boolean pursuing = pursuerAim != null && pursuerAim.self() == v;
    String forces = pursuing ? "pursue + walls × " + (int) WALL_WEIGHT + " near one"
        : "evade + " + (quarryFollowsMouse ? "seek the mouse" : "wander")
            + " + walls × " + (int) WALL_WEIGHT + " near one";
    PursuitBoard.draw(view, v, pursuing ? pursuerAim : quarryAim, pursuing, forces);
  }

  /** The chaser becomes the chased: each keeps its own limits, so the roles' speeds swap too. */
  void swapRoles() {
    Vehicle former = pursuer;
    pursuer = quarry;
    quarry = former;
    if (quarry.wanderState() == null) {
      quarry.wanderWith(new java.util.Random((long) random(Integer.MAX_VALUE)));
    }
  }

  /** Caught: flash, count it, and put the quarry back far from the pursuer (at rest). */
  void checkCatch() {
    if (flash > 0) {
      flash--;
    }
    if (PVector.dist(pursuer.position, quarry.position) >= CATCH_DISTANCE) {
      return;
    }
    catches++;
    flash = FLASH_FRAMES;
    do {
      quarry.position.set(random(WALL_MARGIN, width - WALL_MARGIN),
          random(WALL_MARGIN, height - WALL_MARGIN));
    } while (PVector.dist(pursuer.position, quarry.position) < RESTART_DISTANCE);
    quarry.velocity.set(0, 0);
  }

  /** The other's predicted position, as the vehicle's own behavior computes it. */
  void drawPrediction(Vehicle self, Vehicle other) {
    PVector future = fixedLookAhead ? Pursuit.futurePosition(other, fixedFrames.value())
        : Pursuit.futurePosition(self, other);
    PredictionDebug.draw(g, other.position, future, colorOf(self));
  }

  void drawCatchFlash() {
    if (flash > 0) {
      PredictionDebug.flash(g, pursuer.position, flash / (float) FLASH_FRAMES);
    }
  }

  /** The colour of a vehicle's role, for its label and the prediction it steers by. */
  int colorOf(Vehicle v) {
    return v == pursuer ? Palette.PURSUER : Palette.QUARRY;
  }

  /** Names the roles in their colours, clear of each other, the vehicles and their arrows. */
  void labelRoles() {
    LabelPlacement labels = new LabelPlacement(width, height);
    labels.keepOut(vehicles, show);
    textSize(12);
    LabelPlacement.draw(g, labels.place(g, "pursuer", pursuer.position), colorOf(pursuer));
    LabelPlacement.draw(g, labels.place(g, "quarry", quarry.position), colorOf(quarry));
  }

  Vehicle newVehicle(float x, float y, float maxspeed) {
    Vehicle v = new Vehicle(x, y);
    v.maxspeed = maxspeed;
    v.maxforce = MAXFORCE;
    return v;
  }
}
