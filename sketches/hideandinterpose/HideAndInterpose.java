package hideandinterpose;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
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
import steering.Hide;
import steering.Interpose;
import steering.Obstacle;
import steering.Pursuit;
import steering.Vehicle;
import steering.Walls;

/*
 * Hide and Interpose — two of Buckland's behaviors built from arrive and a prediction.
 *
 *   hide:       spot = centre + (centre − hunter) normalized × (radius + distance)
 *               for every circle; the hider arrives at the spot nearest to itself;
 *               with no circle at all it evades the hunter
 *   interpose:  mid = (hunter + hider) / 2,  T = |mid − self| / maxspeed
 *               arrive at (hunter + hunter.velocity · T + hider + hider.velocity · T) / 2
 *
 * The hunter wanders (m: it follows the mouse); the hider keeps a circle between itself and
 * the hunter; the interposer, a bodyguard, places itself between the two. All three turn aside
 * from the circles and stay within walls. The chosen hiding spot and the predicted midpoint
 * are always drawn; r adds every circle's spot, the line of sight they hide from, and the two
 * predicted positions the midpoint is taken between. c takes the circles away: the hider evades.
 * b puts the hider's step on the whiteboard, its spot worked out with the step's numbers; a
 * click on the interposer puts its T and midpoint there instead.
 *
 * Sources: Mat Buckland, "Programming Game AI by Example" (2005), ch. 3, "Hide" and
 * "Interpose"; Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999).
 *
 * A click adds a circle, a right click removes the one nearest the mouse.
 * Keys: h lists them all. d, f, v arrows; r hiding spots and predictions; t trails;
 * space pause; . step; [ ] maxspeed; ; ' maxforce; - = hiding distance; m hunter follows the
 * mouse; c circles off / on; s screenshot; 0 reset.
 */
public class HideAndInterpose extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** The circles at the start: x, y and radius, spread over the middle of the window. */
  static final float[][] START_CIRCLES = {
      {240, 190, 40}, {560, 170, 35}, {400, 320, 45}, {220, 440, 35}, {590, 430, 40}};
  /** A click adds a circle this big. */
  static final float NEW_CIRCLE_RADIUS = 35;
  /** How near a wall, in pixels, the vehicles start to turn away from it. */
  static final float WALL_MARGIN = 50;
  /** The walls outweigh hiding or wandering and avoiding together (as in PursueEvade). */
  static final float WALL_WEIGHT = 3;
  /** The hunter is slow enough that the hider can reach its spot; the bodyguard is fastest. */
  static final float HUNTER_MAXSPEED = 2;
  static final float HIDER_MAXSPEED = 3;
  static final float INTERPOSER_MAXSPEED = 4;
  static final float MAXFORCE = 0.15f;
  /** Bounds of the hiding distance (- =), in pixels beyond a circle's edge, and the step. */
  static final float MIN_HIDING_DISTANCE = 0;
  static final float MAX_HIDING_DISTANCE = 100;
  static final float HIDING_DISTANCE_STEP = 5;
  /** Where the three start, as fractions of the window: apart, clear of the circles. */
  static final float HUNTER_X = 0.1f;
  static final float HUNTER_Y = 0.15f;
  static final float HIDER_X = 0.9f;
  static final float HIDER_Y = 0.85f;
  static final float INTERPOSER_X = 0.1f;
  static final float INTERPOSER_Y = 0.85f;
  /** Sizes of the drawn marks, in pixels across. */
  static final float SPOT = 10;
  static final float CHOSEN_SPOT = 18;
  static final float CROSS = 8;
  static final float PREDICTION_DOT = 6;
  /** Colours of the circles, the spots and the midpoint. */
  static final int CIRCLE_FILL = 0xFFDCD6CA;
  static final int SPOT_COLOR = Palette.QUARRY;
  static final int MIDPOINT_COLOR = Palette.VELOCITY;
  static final int SIGHT_COLOR = 0x99B8338F;

  final List<Obstacle> obstacles = new ArrayList<>();
  /** The circles c took away, to put back. */
  final List<Obstacle> hidden = new ArrayList<>();
  Vehicle hunter;
  Vehicle hider;
  Vehicle interposer;
  Walls walls;
  /** m: the hunter seeks the mouse (headless: the scripted target) instead of wandering. */
  boolean hunterFollowsMouse;
  /** What the hider and the interposer steered by in the last step, for the whiteboard. */
  HideBoard.Hiding hiding;
  HideBoard.Interposing interposing;
  /** The - and = keys, the slider and the HUD change this one value. */
  final Parameter hidingDistance = parameter("hiding distance", Hide.DISTANCE_FROM_BOUNDARY,
      MIN_HIDING_DISTANCE, MAX_HIDING_DISTANCE, '-', '=').adding(HIDING_DISTANCE_STEP)
      .format("%.0f px");

  public static void main(String[] args) {
    SketchRunner.run(new HideAndInterpose(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  @Override
  public int mostVehicles() {
    return 0;
  }

  /** A hunter, a hider and an interposer, always three: --vehicles is refused. */
  @Override
  protected String whyMostVehicles() {
    return "this sketch has three vehicles, a hunter, a hider and an interposer";
  }

  /** The circles, and the three vehicles at rest in three corners; the hunter wanders. */
  @Override
  public void setup() {
    obstacles.clear();
    hidden.clear();
    for (float[] c : START_CIRCLES) {
      obstacles.add(new Obstacle(c[0], c[1], c[2]));
    }
    hunterFollowsMouse = false;
    walls = Walls.window(width, height, WALL_MARGIN);
    hunter = newVehicle(width * HUNTER_X, height * HUNTER_Y, HUNTER_MAXSPEED);
    hunter.wanderWith(new Random((long) random(Integer.MAX_VALUE)));
    hider = newVehicle(width * HIDER_X, height * HIDER_Y, HIDER_MAXSPEED);
    interposer = newVehicle(width * INTERPOSER_X, height * INTERPOSER_Y, INTERPOSER_MAXSPEED);
    vehicles.add(hider);   // the first: the one b puts on the whiteboard
    vehicles.add(interposer);
    vehicles.add(hunter);
    hiding = null;
    interposing = null;
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    PVector mouse = targetFromInput();
    if (hunterFollowsMouse) {
      drawTarget(mouse);
    }

    if (simulating()) {
      hiding = HideBoard.Hiding.of(hider, hunter, obstacles, hidingDistance.value());
      interposing = HideBoard.Interposing.of(interposer, hunter, hider);
      if (hunterFollowsMouse) {
        hunter.seek(mouse);
      } else {
        hunter.wander();
      }
      Hide.hide(hider, hunter, obstacles, hidingDistance.value());   // arrive, or evade
      Interpose.interpose(interposer, hunter, hider);   // arrive at the predicted midpoint
      for (Vehicle vehicle : vehicles) {
        vehicle.avoid(obstacles);
        vehicle.stayWithin(walls, WALL_WEIGHT);   // outweighs the other forces together
        vehicle.update();
      }
    }

    drawCircles();
    if (show.radii) {
      drawAllSpots();
      drawPredictions();
    }
    drawChosenSpot();
    drawMidpoint();
    drawVehicles(this::colorOf);
    labelRoles();
  }

  @Override
  public String about() {
    return "hide behind a circle; stand between two";
  }

  /** The sketchbook shows the lessons in order; Buckland's two come after the book's. */
  @Override
  public int lesson() {
    return 21;
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--target");
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What r adds to the chosen spot and the midpoint, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("every circle's hiding spot, away from the hunter", SPOT_COLOR,
        Mark.DOT));
    items.add(new LegendItem("the hunter's line of sight to the chosen circle", SIGHT_COLOR,
        Mark.LINE));
    items.add(new LegendItem("hunter and hider predicted T ahead; midpoint between",
        MIDPOINT_COLOR, Mark.DOT));
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bind('m', "hunter follows the mouse / wanders",
        () -> hunterFollowsMouse = !hunterFollowsMouse);
    table.bindSwitch('c', "circles on; off: nowhere to hide, the hider evades",
        this::toggleCircles, hidden::isEmpty);
  }

  @Override
  public void addHudLines(List<String> lines) {
    PVector spot = chosenSpot();
    lines.add(spot == null ? "hider: no circle, evades the hunter (c brings them back)"
        : String.format("hider arrives at (%.0f, %.0f), %.0f px away", spot.x, spot.y,
            PVector.dist(hider.position, spot)));
    lines.add(String.format("interposer: T = %.1f frames, %.0f px from the predicted midpoint",
        lookAheadShown(), PVector.dist(interposer.position, predictedMidpoint())));
    lines.add("hunter " + (hunterFollowsMouse ? "follows the mouse" : "wanders") + " (m)   "
        + obstacles.size() + " circles: click adds one, right click removes one");
  }

  /**
   * The T the interposer steered by in the step on screen, as the whiteboard shows it; before
   * the first step, the T it would steer by now.
   */
  float lookAheadShown() {
    return interposing != null && interposing.interposer() == interposer ? interposing.frames()
        : Interpose.lookAhead(interposer, hunter, hider);
  }

  @Override
  public void mousePressed() {
    if (mouseButton == RIGHT) {
      removeNearest(mouseX, mouseY);
    } else {
      obstacles.add(new Obstacle(mouseX, mouseY, NEW_CIRCLE_RADIUS));
    }
  }

  /**
   * The whiteboard's (b) part special to hiding and interposing: the spot or the midpoint the
   * step steered to, with its numbers (see {@link HideBoard}); the hunter's arrows.
   */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    HideBoard.draw(view, v, hunter, hiding, interposing,
        hunterFollowsMouse ? "seek the mouse" : "wander");
  }

  /** c: the circles go (the hider has nowhere to hide), or come back. */
  void toggleCircles() {
    if (obstacles.isEmpty()) {
      obstacles.addAll(hidden);
      hidden.clear();
    } else {
      hidden.addAll(obstacles);
      obstacles.clear();
    }
  }

  void removeNearest(float x, float y) {
    PVector at = new PVector(x, y);
    obstacles.stream().min((a, b) -> Float.compare(PVector.dist(a.position, at),
        PVector.dist(b.position, at))).ifPresent(obstacles::remove);
  }

  /** The spot the hider steers to now, by the code it steers by; null with no circle. */
  PVector chosenSpot() {
    return Hide.bestHidingSpot(hider, hunter, obstacles, hidingDistance.value());
  }

  /** The point the interposer steers to now, by the code it steers by. */
  PVector predictedMidpoint() {
    return Interpose.predictedMidpoint(interposer, hunter, hider);
  }

  void drawCircles() {
    pushStyle();
    fill(CIRCLE_FILL);
    noStroke();
    for (Obstacle obstacle : obstacles) {
      circle(obstacle.position.x, obstacle.position.y, obstacle.radius * 2);
    }
    popStyle();
  }

  /** r: a dot at every circle's hiding spot. */
  void drawAllSpots() {
    pushStyle();
    noStroke();
    fill(SPOT_COLOR);
    for (PVector spot : Hide.hidingSpots(hunter, obstacles, hidingDistance.value())) {
      circle(spot.x, spot.y, SPOT);
    }
    popStyle();
  }

  /** A ring round the spot the hider goes to, and the hunter's line of sight through it. */
  void drawChosenSpot() {
    PVector spot = chosenSpot();
    if (spot == null) {
      return;
    }
    pushStyle();
    if (show.radii) {
      stroke(SIGHT_COLOR);
      line(hunter.position.x, hunter.position.y, spot.x, spot.y);
    }
    noFill();
    stroke(SPOT_COLOR);
    strokeWeight(2);
    circle(spot.x, spot.y, CHOSEN_SPOT);
    popStyle();
  }

  /** r: where the interposer predicts the hunter and the hider, and the line between them. */
  void drawPredictions() {
    float frames = Interpose.lookAhead(interposer, hunter, hider);
    PVector hunterAhead = Pursuit.futurePosition(hunter, frames);
    PVector hiderAhead = Pursuit.futurePosition(hider, frames);
    pushStyle();
    stroke(MIDPOINT_COLOR);
    line(hunterAhead.x, hunterAhead.y, hiderAhead.x, hiderAhead.y);
    noStroke();
    fill(MIDPOINT_COLOR);
    circle(hunterAhead.x, hunterAhead.y, PREDICTION_DOT);
    circle(hiderAhead.x, hiderAhead.y, PREDICTION_DOT);
    popStyle();
  }

  /** A cross at the predicted midpoint, where the interposer arrives. */
  void drawMidpoint() {
    PVector mid = predictedMidpoint();
    pushStyle();
    stroke(MIDPOINT_COLOR);
    strokeWeight(2);
    line(mid.x - CROSS, mid.y - CROSS, mid.x + CROSS, mid.y + CROSS);
    line(mid.x - CROSS, mid.y + CROSS, mid.x + CROSS, mid.y - CROSS);
    popStyle();
  }

  int colorOf(Vehicle v) {
    return v == hunter ? Palette.PURSUER : v == hider ? Palette.QUARRY : Palette.VEHICLE;
  }

  /** Names the roles in their colours, clear of each other, the vehicles and their arrows. */
  void labelRoles() {
    LabelPlacement labels = new LabelPlacement(width, height);
    labels.keepOut(vehicles, show);
    textSize(12);
    LabelPlacement.draw(g, labels.place(g, "hunter", hunter.position), colorOf(hunter));
    LabelPlacement.draw(g, labels.place(g, "hider", hider.position), colorOf(hider));
    LabelPlacement.draw(g, labels.place(g, "interposer", interposer.position),
        colorOf(interposer));
  }

  Vehicle newVehicle(float x, float y, float maxspeed) {
    Vehicle v = new Vehicle(x, y);
    v.maxspeed = maxspeed;
    v.maxforce = MAXFORCE;
    return v;
  }
}
