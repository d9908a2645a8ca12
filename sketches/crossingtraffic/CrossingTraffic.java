package crossingtraffic;

import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import sketchbook.panel.BoardView;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.render.Palette;
import steering.CheckedOthers;
import steering.CollisionAvoidance;
import steering.CollisionAvoidance.Approach;
import steering.Vehicle;

/*
 * Crossing Traffic — streams of vehicles cross a square, as in Reynolds' demo of unaligned
 * collision avoidance: each looks for the vehicle it would run into soonest and steers to miss.
 *
 *   for each other vehicle: p = its position − mine, w = its velocity − mine
 *   closest after t = −(p · w) / (w · w) frames, at  mine + my velocity · t  and  its + its · t
 *   threat: the soonest (t within 60 frames) closer then than both radii + 8 px
 *   desired = from where the threat will be to where I will be, at maxspeed
 *   no threat: desired = my stream's direction at maxspeed;  steering = desired − velocity
 *
 * The HUD counts collisions (two centres closer than the two radii), so switching avoidance
 * off shows what it saves: a number.
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999), unaligned
 * collision avoidance; OpenSteer's steerToAvoidNeighbors; gdx-ai's CollisionAvoidance.
 *
 * A vehicle that leaves the window comes back in at the start of its stream. Each vehicle
 * looks at every other (n² closest approaches a frame): more than 3,000 (--vehicles) is
 * refused at the start.
 * Keys: h lists them all. d, f, v arrows; r predicted positions of each threatened pair; t
 * trails; space pause; . step; [ ] maxspeed; ; ' maxforce; a avoidance on / off; x four streams
 * (off: two); s screenshot; 0 reset.
 */
public class CrossingTraffic extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** The square the streams cross, centred in the window, in pixels. */
  static final float SQUARE = 240;
  static final int PER_STREAM = 10;
  /** The streams' directions: east and south, then (four streams) west and north. */
  static final PVector[] DIRECTIONS = {
      new PVector(1, 0), new PVector(0, 1), new PVector(-1, 0), new PVector(0, -1)};
  /** Each vehicle's top speed is drawn between these, so the streams do not move in step. */
  static final float MIN_MAXSPEED = 3;
  static final float MAX_MAXSPEED = 4;
  /** A vehicle comes back in this far outside the window, so it slides into view. */
  static final float OUTSIDE = 20;
  /**
   * The most --vehicles this sketch runs at about a frame a second. Each vehicle looks at every
   * other (a threat may be 60 frames × 8 px a frame away: most of the window, so a grid of
   * nearby cells would hand it nearly everyone anyway): n² closest approaches a frame.
   */
  static final int MAX_VEHICLES = 3000;

  boolean avoiding = true;
  boolean fourStreams;
  /** Each vehicle's stream: its index into DIRECTIONS. */
  final Map<Vehicle, Integer> stream = new IdentityHashMap<>();
  /** Everyone, as each vehicle reads the others: checked as read, not n times a frame. */
  final List<Vehicle> others = CheckedOthers.of(vehicles);
  /** The pairs closer than their two radii now, i × n + j: a collision counts once, on contact. */
  Set<Long> touching = new HashSet<>();
  /** The whiteboard's vehicle as its last step began, for the board (b). */
  TrafficBoard.Look look;
  /** Collisions, and the frames they were counted over, since avoidance was switched. */
  int collisions;
  int frames;

  public static void main(String[] args) {
    SketchRunner.run(new CrossingTraffic(), args);
  }

  @Override
  public int mostVehicles() {
    return MAX_VEHICLES;
  }

  /** Why more vehicles would not run at about a frame a second. */
  @Override
  protected String whyMostVehicles() {
    return "each vehicle looks at every other vehicle";
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** Each stream's vehicles spread along its way across the window, moving at full speed. */
  @Override
  public void setup() {
    stream.clear();
    look = null;
    resetCount();
    int streams = fourStreams ? DIRECTIONS.length : 2;
    // --vehicles N: N vehicles shared out among the streams
    int perStream = options.vehicles > 0 ? Math.max(1, options.vehicles / streams) : PER_STREAM;
    for (int s = 0; s < streams; s++) {
      for (int i = 0; i < perStream; i++) {
        Vehicle v = new Vehicle(0, 0);
        v.maxspeed = random(MIN_MAXSPEED, MAX_MAXSPEED);
        stream.put(v, s);
        // spread along the way (a share of the window each), at random across the square
        enter(v, (i + random(1)) / perStream);
        vehicles.add(v);
      }
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    drawSquare();

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        if (vehicle == whiteboard.subject()) {
          look = TrafficBoard.Look.of(vehicle, others);   // for the board (b)
        }
        PVector avoid = avoiding ? vehicle.avoidCollisions(others) : new PVector();
        if (avoid.mag() == 0) {
          // nobody to miss: on along the stream at full speed
          vehicle.steer(PVector.mult(DIRECTIONS[stream.get(vehicle)], vehicle.maxspeed));
        }
        vehicle.update();
        if (outside(vehicle)) {
          enter(vehicle, 0);
        }
      }
      countCollisions();
    }

    if (show.radii) {
      for (Vehicle vehicle : vehicles) {
        Approach threat = CollisionAvoidance.threat(vehicle, others);
        if (threat != null) {
          TrafficDebug.draw(g, vehicle, threat);
        }
      }
    }
    drawVehicles();   // each vehicle: display(g) and its arrows
  }

  /** The whiteboard's (b) part special to collision avoidance: see {@link TrafficBoard}. */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    TrafficBoard.draw(view, v, look, avoiding);
  }

  @Override
  public String about() {
    return "miss the vehicles crossing your way";
  }

  @Override
  public int lesson() {
    return 14;
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What TrafficDebug draws, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("where a threatened vehicle will be at the closest approach",
        TrafficDebug.SELF, Mark.DOT));
    items.add(new LegendItem("where the vehicle it would hit will be", TrafficDebug.OTHER,
        Mark.DOT));
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bindSwitch('a', "collision avoidance (off: everyone drives straight on)", () -> {
      avoiding = !avoiding;
      resetCount();
    }, () -> avoiding);
    table.bindSwitch('x', "four streams (off: two)", () -> {
      fourStreams = !fourStreams;
      super.restart();   // the crossing from the start, with the streams now chosen
    }, () -> fourStreams);
  }

  /** 0: the sketch as it started, two streams, avoidance on. */
  @Override
  protected void restart() {
    avoiding = true;
    fourStreams = false;
    super.restart();
  }

  @Override
  public void addHudLines(List<String> lines) {
    int streams = fourStreams ? DIRECTIONS.length : 2;
    lines.add((fourStreams ? "four" : "two") + " streams of " + vehicles.size() / streams
        + "; avoidance " + (avoiding ? "on" : "off") + " (a switches)");
    lines.add(collisions + " collisions in " + frames + " frames (centres closer than r + r)");
  }

  /**
   * Puts the vehicle at the start of its stream, {@code along} (0 to 1) of the way across the
   * window, at random across the square, moving along the stream at full speed.
   */
  void enter(Vehicle v, float along) {
    PVector direction = DIRECTIONS[stream.get(v)];
    float across = random(-SQUARE / 2, SQUARE / 2);
    // the stream's start: the window's edge it comes in from, OUTSIDE beyond it
    float startX = direction.x > 0 ? -OUTSIDE : direction.x < 0 ? WIDTH + OUTSIDE : WIDTH / 2f;
    float startY = direction.y > 0 ? -OUTSIDE : direction.y < 0 ? HEIGHT + OUTSIDE : HEIGHT / 2f;
    float way = direction.x != 0 ? WIDTH : HEIGHT;
    v.position.set(startX + direction.x * along * way + direction.y * across,
        startY + direction.y * along * way + direction.x * across);
    v.velocity.set(PVector.mult(direction, v.maxspeed));
    v.acceleration.set(0, 0);
  }

  boolean outside(Vehicle v) {
    return v.position.x < -OUTSIDE - 1 || v.position.x > WIDTH + OUTSIDE + 1
        || v.position.y < -OUTSIDE - 1 || v.position.y > HEIGHT + OUTSIDE + 1;
  }

  /**
   * Counts each pair whose centres have just come closer than their two radii: the pairs in
   * contact now that were not in contact last frame. Only the pairs in contact are kept, so a
   * frame makes no key for the n² pairs apart.
   */
  void countCollisions() {
    frames++;
    int n = vehicles.size();
    Set<Long> now = new HashSet<>();
    for (int i = 0; i < n; i++) {
      Vehicle a = vehicles.get(i);
      for (int j = i + 1; j < n; j++) {
        Vehicle b = vehicles.get(j);
        if (PVector.dist(a.position, b.position) < a.r + b.r) {
          Long pair = (long) i * n + j;
          now.add(pair);
          if (!touching.contains(pair)) {
            collisions++;   // a new contact
          }
        }
      }
    }
    touching = now;
  }

  void resetCount() {
    collisions = 0;
    frames = 0;
    touching.clear();
  }

  void drawSquare() {
    pushStyle();
    fill(Palette.PATH_BAND);
    noStroke();
    rectMode(CENTER);
    rect(WIDTH / 2f, HEIGHT / 2f, SQUARE, SQUARE);
    popStyle();
  }
}
