package queue;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
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
import sketchbook.render.MarkBatch;
import sketchbook.render.Palette;
import sketchbook.render.VehicleBatch;
import steering.CheckedOthers;
import steering.Obstacle;
import steering.Queuing;
import steering.SeparationReach;
import steering.Vehicle;
import steering.crowd.NearbyBins;

/*
 * Queue — a crowd leaves a room through a doorway. Each vehicle seeks a point beyond the door,
 * turns aside from the room's walls (a row of circles), keeps apart from the others, and, with
 * queuing on, brakes while someone stands just ahead of it instead of pushing.
 *
 *   ahead    = position + heading × 20 px
 *   in the way: another vehicle whose centre is within 12 px of ahead
 *   brake:   desired = velocity × (1 − 0.5), so steering = desired − velocity = −velocity × 0.5
 *   each frame: avoid the walls; else brake if someone is in the way; else seek the exit;
 *               and separate, always
 *
 * The HUD counts overlaps (two centres closer than both radii, counted once per contact) and
 * the vehicles out of the room, so switching queuing off (q) shows what it saves: a number.
 * A crowd of more than 400 (--vehicles N) hands each vehicle only the others in the cells
 * round its own (steering.crowd.NearbyBins): the same neighbours, far fewer distances.
 * The crowd starts packed in the room, so it still costs about n² a frame: more than 8,000
 * is refused at the start.
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999), "Queuing (at
 * a doorway)"; "Understanding Steering Behaviors: Queue" (tutsplus); The Nature of Code,
 * separation.
 *
 * Keys: h lists them all. d, f, v arrows; r each vehicle's point ahead and who is braking;
 * t trails; space pause; . step; [ ] maxspeed; ; ' maxforce; q queuing on / off; b whiteboard;
 * s screenshot; 0 reset.
 */
public class Queue extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int DEFAULT_VEHICLES = 60;
  /**
   * The most --vehicles this sketch runs at about a frame a second. The crowd starts packed in
   * the room, so each vehicle's nearby cells hold more of it as it grows: about n² a frame.
   */
  static final int MAX_VEHICLES = 8_000;
  /** The room: its walls' centre lines, in pixels. */
  static final float ROOM_LEFT = 60;
  static final float ROOM_RIGHT = 560;
  static final float ROOM_TOP = 80;
  static final float ROOM_BOTTOM = 520;
  /** The wall is a row of circles this big, this far apart (centre to centre). */
  static final float WALL_RADIUS = 8;
  static final float WALL_SPACING = 12;
  /** Half the doorway in the right wall: from its middle to the nearest wall circle's edge. */
  static final float DOOR_HALF_WIDTH = 18;
  /** The crowd starts in the room's left part, this far from the walls. */
  static final float START_MARGIN = 30;
  static final float START_SHARE = 0.7f;
  /** Starting places at least this far apart (two radii and a gap), tried this many times. */
  static final float START_SPACING = 16;
  static final int START_TRIES = 50;
  /** Out of the window by this much, a vehicle has gone and stops moving. */
  static final float GONE = 20;
  /** The exit the crowd seeks, level with the door: this far beyond the window's right edge. */
  static final float EXIT_BEYOND = 100;
  static final float CROWD_MAXSPEED = 3;
  static final float CROWD_MAXFORCE = 0.3f;
  static final int WALL_FILL = 0xFFDCD6CA;
  static final int BRAKING = Palette.STEERING;

  final List<Obstacle> walls = new ArrayList<>();
  final PVector exit = new PVector(WIDTH + EXIT_BEYOND, (ROOM_TOP + ROOM_BOTTOM) / 2);
  boolean queuing = true;
  /** The vehicles that braked this frame, for r and the colours. */
  final Set<Vehicle> braking = Collections.newSetFromMap(new IdentityHashMap<>());
  /** Where the whiteboard's vehicle started its last step, and who was ahead of it. */
  QueueBoard.Before before;
  Vehicle beforeOf;
  /** What the whiteboard's vehicle's code asked for when it braked in its last step; or null. */
  QueueBoard.Brake boardBrake;
  final MarkBatch debugMarks = new MarkBatch();
  /** Everyone, as a vehicle reads the others: each checked as read, not n times a frame. */
  final List<Vehicle> others = CheckedOthers.of(vehicles);
  /**
   * Cells as wide as the farthest a vehicle reacts (the point ahead and its radius, or
   * separation's reach as GroupRules.separate runs now), plus two frames' travel at top speed.
   * The world is smaller than its doorway's far side, so a reach beyond it takes one cell.
   */
  final NearbyBins bins = new NearbyBins(Math.max(Queuing.LOOK_AHEAD + Queuing.AHEAD_RADIUS,
      Math.min(SeparationReach.of(WIDTH + EXIT_BEYOND), WIDTH + EXIT_BEYOND))
      + 2 * CROWD_MAXSPEED);
  /** The pairs (i, j) in contact now, bit i × n + j: an overlap counts once, on contact. */
  final BitSet touching = new BitSet();
  int overlaps;
  int frames;

  public static void main(String[] args) {
    SketchRunner.run(new Queue(), args);
  }

  @Override
  public int mostVehicles() {
    return MAX_VEHICLES;
  }

  /** Why a larger crowd would not run at about a frame a second. */
  @Override
  protected String whyMostVehicles() {
    return "the crowd packs the room";
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The room's walls with the doorway, and the crowd (--vehicles N) at rest in its left part. */
  @Override
  public void setup() {
    walls.clear();
    buildWalls();
    braking.clear();
    before = null;
    beforeOf = null;
    boardBrake = null;
    resetCount();
    int count = options.vehicles > 0 ? options.vehicles : DEFAULT_VEHICLES;
    for (int i = 0; i < count; i++) {
      PVector at = startingPlace();
      Vehicle v = new Vehicle(at.x, at.y);
      v.maxspeed = CROWD_MAXSPEED;
      v.maxforce = CROWD_MAXFORCE;
      vehicles.add(v);
    }
  }

  /**
   * A random place in the room's left part, clear of the vehicles placed so far (after
   * {@link #START_TRIES} tries, anywhere there: a crowd too big for the room still starts).
   */
  PVector startingPlace() {
    float right = ROOM_LEFT + (ROOM_RIGHT - ROOM_LEFT) * START_SHARE;
    PVector at = new PVector();
    for (int attempt = 0; attempt < START_TRIES; attempt++) {
      at.set(random(ROOM_LEFT + START_MARGIN, right),
          random(ROOM_TOP + START_MARGIN, ROOM_BOTTOM - START_MARGIN));
      if (clear(at)) {
        break;
      }
    }
    return at;
  }

  boolean clear(PVector at) {
    for (Vehicle v : vehicles) {
      if (PVector.dist(at, v.position) < START_SPACING) {
        return false;
      }
    }
    return true;
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    drawWalls();

    if (simulating()) {
      braking.clear();
      if (crowded()) {
        bins.rebuild(others);   // reads (and so checks) every vehicle once
      }
      Vehicle subject = whiteboard.subject();
      for (Vehicle vehicle : vehicles) {
        if (gone(vehicle)) {
          continue;   // walked off: it waits outside the window
        }
        if (vehicle == subject) {
          before = QueueBoard.Before.of(vehicle, others);
          beforeOf = vehicle;
          boardBrake = null;
        }
        List<Vehicle> near = othersNear(vehicle);
        // the walls first; then wait for whoever is in the way; else head for the exit
        PVector avoid = vehicle.avoid(walls);
        if (avoid.mag() == 0) {
          PVector brake = queuing ? vehicle.queue(near) : new PVector();
          if (brake.mag() > 0) {
            braking.add(vehicle);
            if (vehicle == subject) {   // read now: separate below asks for its own desired
              boardBrake = new QueueBoard.Brake(vehicle.desired.copy(), brake.copy());
            }
          } else {
            vehicle.seek(exit);
          }
        }
        vehicle.separate(near);
        vehicle.update();
      }
      countOverlaps();
    }

    // each vehicle: display(g), the debug view (r) over it, its arrows
    boolean batched = MarkBatch.batched(g, vehicles, options);   // a crowd: its marks at once
    drawVehicles(v -> braking.contains(v) ? BRAKING : Palette.VEHICLE, vehicle -> {
      if (show.radii) {
        QueueDebug.draw(g, vehicle, braking.contains(vehicle), vehicles, debugMarks, batched);
      }
    });
  }

  @Override
  public String about() {
    return "wait your turn at the door";
  }

  @Override
  public int lesson() {
    return 16;
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What QueueDebug draws, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("look ahead " + (int) Queuing.LOOK_AHEAD + " px, within "
        + (int) Queuing.AHEAD_RADIUS + " px of that point", QueueDebug.AHEAD, Mark.RING));
    items.add(new LegendItem("braking: someone is in the way", BRAKING, Mark.DOT));
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bindSwitch('q', "queuing (off: everyone pushes for the door)", () -> {
      queuing = !queuing;
      resetCount();
    }, () -> queuing);
  }

  /** 0: the sketch as it started, queuing on. */
  @Override
  protected void restart() {
    queuing = true;
    super.restart();
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add(vehicles.size() + " vehicles; queuing " + (queuing ? "on" : "off")
        + " (q switches)");
    lines.add(overlaps + " overlaps in " + frames + " frames (centres closer than r + r)");
    lines.add(out() + " of " + vehicles.size() + " out of the room");
  }

  /** The whiteboard's (b) part special to queuing: see {@link QueueBoard}. */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    boolean own = v == beforeOf;
    QueueBoard.draw(view, v, own ? before : null, own ? boardBrake : null, braking.contains(v));
  }

  /** A crowd of more than this many (--vehicles) looks among the nearby ones only. */
  static final int CROWD = VehicleBatch.CROWD;

  boolean crowded() {
    return vehicles.size() > CROWD;
  }

  /**
   * The others a vehicle looks at: every vehicle, as in the book; in a crowd, only those in
   * the cells round its own ({@link NearbyBins}), which hold everyone it could react to.
   */
  List<Vehicle> othersNear(Vehicle vehicle) {
    return crowded() ? bins.near(vehicle) : others;
  }

  /** How many vehicles have gone through the doorway. */
  int out() {
    int out = 0;
    for (Vehicle v : vehicles) {
      if (v.position.x > ROOM_RIGHT) {
        out++;
      }
    }
    return out;
  }

  boolean gone(Vehicle v) {
    return v.position.x > WIDTH + GONE;
  }

  /**
   * Counts each pair whose centres have just come closer than their two radii (those gone out
   * of the window wait where they stopped and are not counted). Each vehicle is measured
   * against its others ({@link #othersNear}: a crowd's cells, which hold everyone within two
   * radii of it); a pair counts once, as (i, j) with i &lt; j.
   */
  void countOverlaps() {
    frames++;
    int n = vehicles.size();
    Map<Vehicle, Integer> index = new IdentityHashMap<>(2 * n);
    for (int i = 0; i < n; i++) {
      index.put(vehicles.get(i), i);
    }
    BitSet now = new BitSet();
    for (int i = 0; i < n; i++) {
      Vehicle a = vehicles.get(i);
      if (gone(a)) {
        continue;
      }
      for (Vehicle b : othersNear(a)) {
        int j = index.get(b);
        if (j <= i || gone(b) || PVector.dist(a.position, b.position) >= a.r + b.r) {
          continue;
        }
        int pair = i * n + j;
        now.set(pair);
        if (!touching.get(pair)) {
          overlaps++;   // a new contact
        }
      }
    }
    touching.clear();
    touching.or(now);
  }

  void resetCount() {
    overlaps = 0;
    frames = 0;
    touching.clear();
  }

  /** The four walls as rows of circles, leaving the doorway in the middle of the right one. */
  void buildWalls() {
    for (float x = ROOM_LEFT; x <= ROOM_RIGHT; x += WALL_SPACING) {
      walls.add(new Obstacle(x, ROOM_TOP, WALL_RADIUS));
      walls.add(new Obstacle(x, ROOM_BOTTOM, WALL_RADIUS));
    }
    for (float y = ROOM_TOP + WALL_SPACING; y < ROOM_BOTTOM; y += WALL_SPACING) {
      walls.add(new Obstacle(ROOM_LEFT, y, WALL_RADIUS));
      if (Math.abs(y - exit.y) >= DOOR_HALF_WIDTH + WALL_RADIUS) {
        walls.add(new Obstacle(ROOM_RIGHT, y, WALL_RADIUS));
      }
    }
  }

  void drawWalls() {
    pushStyle();
    fill(WALL_FILL);
    stroke(Palette.PATH_LINE);
    strokeWeight(1);
    for (Obstacle wall : walls) {
      circle(wall.position.x, wall.position.y, 2 * wall.radius);
    }
    popStyle();
  }
}
