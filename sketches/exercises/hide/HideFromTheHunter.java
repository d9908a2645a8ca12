package exercises.hide;

import exercises.ExerciseSketch;
import exercises.YourCode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.render.Palette;
import steering.Obstacle;
import steering.Vehicle;
import steering.Walls;

/*
 * Exercise: Hide — hiders keep a circle between themselves and a wandering hunter.
 *
 *   spot     = centre + (centre − hunter) normalized × (radius + distance)  <- HidingSpot.spot()
 *   chosen   = the spot nearest to the hider; none without circles       <- HidingSpot.nearest()
 *   desired  = towards the chosen spot at maxspeed, slower within 50 px  (vehicle.arrive)
 *   steering = desired − velocity, limited to maxforce;  no spot: evade the hunter
 *
 * The spots come from HidingSpot, the file to edit. Until it is done every hider waits on the
 * hunter's side of the first circle, in plain sight: a line from the hunter to each hider it
 * sees, and the HUD counts them. All of them turn aside from the circles and stay within walls.
 * Check a solution: mvn test -Pexercises -Dtest=HideCheck
 *
 * Sources: Mat Buckland, "Programming Game AI by Example" (2005), ch. 3, "Hide"; Craig
 * Reynolds, "Steering Behaviors For Autonomous Characters" (1999).
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset.
 */
public class HideFromTheHunter extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int HIDERS = 4;
  /** The circles: x, y and radius of each, spread over the middle of the window. */
  static final float[][] CIRCLES = {
      {250, 180, 45}, {550, 160, 40}, {400, 320, 50}, {230, 430, 40}, {570, 440, 45}};
  /** Buckland's distance: a hider waits this many pixels beyond a circle's edge. */
  static final float DISTANCE = 30;
  /** A hider slows down within this many pixels of its spot. */
  static final float SLOWING_RADIUS = 50;
  /** How near a wall every vehicle starts to turn away from it, in pixels. */
  static final float WALL_MARGIN = 50;
  /**
   * The walls' force × 2: as much as the other two forces (arrive or wander, and avoid)
   * together, so no vehicle is pushed out; at most 4 × maxforce in all.
   */
  static final float WALL_WEIGHT = 2;
  /** The hunter is slower than the hiders, so they can get behind a circle. */
  static final float HUNTER_MAXSPEED = 2;
  static final float HIDER_MAXSPEED = 3;
  static final float MAXFORCE = 0.15f;
  static final int CIRCLE_FILL = 0xFFDCD6CA;
  /** The ring round each hider's spot, and the line from the hunter to a hider it sees. */
  static final float SPOT_RING = 16;
  static final int SIGHT_COLOR = 0x99B8338F;

  final HidingSpot hiding = new HidingSpot();
  final List<Obstacle> obstacles = new ArrayList<>();
  /** Each hider's spot in the last step, for drawing; null where it had none. */
  final List<PVector> spots = new ArrayList<>();
  Vehicle hunter;
  Walls walls;

  public static void main(String[] args) {
    SketchRunner.run(new HideFromTheHunter(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /**
   * The circles; the hunter at the left, wandering with a seeded source; hiders (--vehicles N:
   * N - 1 of them, default 4) at rest down the right edge.
   */
  @Override
  public void setup() {
    obstacles.clear();
    for (float[] c : CIRCLES) {
      obstacles.add(new Obstacle(c[0], c[1], c[2]));
    }
    walls = Walls.window(width, height, WALL_MARGIN);
    int hiders = options.vehicles > 0 ? Math.max(1, options.vehicles - 1) : HIDERS;
    for (int i = 0; i < hiders; i++) {
      vehicles.add(newVehicle(width * 0.9f, height * (i + 1f) / (hiders + 1f), HIDER_MAXSPEED));
    }
    hunter = newVehicle(width * 0.1f, height / 2f, HUNTER_MAXSPEED);
    hunter.wanderWith(new Random((long) random(Integer.MAX_VALUE)));
    vehicles.add(hunter);
    spots.clear();
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    drawCircles();

    if (simulating()) {
      spots.clear();
      for (Vehicle hider : vehicles) {
        if (hider != hunter) {
          // your code: the spot nearest to this hider, or null
          PVector spot = hiding.nearest(hider, hunter.position, obstacles, DISTANCE);
          YourCode.vectorOrNull(spot, HidingSpot.class, "nearest");   // NaN: one line
          spots.add(spot);
          hide(hider, hunter, spot, obstacles);
        }
      }
      hunter.wander();
      hunter.avoid(obstacles);
      for (Vehicle vehicle : vehicles) {
        vehicle.stayWithin(walls, WALL_WEIGHT);
        vehicle.update();
      }
    }

    drawSpots();
    drawSightLines();
    drawVehicles(v -> v == hunter ? Palette.PURSUER : Palette.QUARRY);
  }

  /**
   * A hider's step: arrive at {@code spot} (with no spot, evade the hunter) and turn aside
   * from the circles; the sketch then keeps it within the walls and moves it.
   */
  static void hide(Vehicle hider, Vehicle hunter, PVector spot, List<Obstacle> obstacles) {
    if (spot == null) {
      hider.evade(hunter);   // nowhere to hide: run
    } else {
      hider.arrive(spot, SLOWING_RADIUS);
    }
    hider.avoid(obstacles);
  }

  /** True when no circle lies across the straight line from {@code hunter} to {@code hider}. */
  static boolean sees(PVector hunter, PVector hider, List<Obstacle> obstacles) {
    PVector sight = PVector.sub(hider, hunter);
    for (Obstacle obstacle : obstacles) {
      float along = sight.magSq() == 0 ? 0
          : PVector.sub(obstacle.position, hunter).dot(sight) / sight.magSq();
      float clamped = Math.max(0, Math.min(1, along));   // the closest point of the line
      PVector closest = PVector.add(hunter, PVector.mult(sight, clamped));
      if (obstacle.contains(closest)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public String about() {
    return "exercise: hide from the hunter";
  }

  @Override
  public void addHudLines(List<String> lines) {
    int seen = 0;
    for (Vehicle hider : vehicles) {
      seen += hider != hunter && sees(hunter.position, hider.position, obstacles) ? 1 : 0;
    }
    lines.add("the hunter sees " + seen + " of " + (vehicles.size() - 1) + " hiders");
  }

  void drawCircles() {
    pushStyle();
    fill(CIRCLE_FILL);
    noStroke();
    for (Obstacle obstacle : obstacles) {
      circle(obstacle.position.x, obstacle.position.y, 2 * obstacle.radius);
    }
    popStyle();
  }

  /** A ring round each spot a hider steered to in the last step. */
  void drawSpots() {
    pushStyle();
    noFill();
    stroke(Palette.QUARRY);
    strokeWeight(2);
    for (PVector spot : spots) {
      if (spot != null) {
        circle(spot.x, spot.y, SPOT_RING);
      }
    }
    popStyle();
  }

  /** A line from the hunter to each hider no circle hides. */
  void drawSightLines() {
    pushStyle();
    stroke(SIGHT_COLOR);
    for (Vehicle hider : vehicles) {
      if (hider != hunter && sees(hunter.position, hider.position, obstacles)) {
        line(hunter.position.x, hunter.position.y, hider.position.x, hider.position.y);
      }
    }
    popStyle();
  }

  Vehicle newVehicle(float x, float y, float maxspeed) {
    Vehicle v = new Vehicle(x, y);
    v.maxspeed = maxspeed;
    v.maxforce = MAXFORCE;
    return v;
  }
}
