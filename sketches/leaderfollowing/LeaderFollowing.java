package leaderfollowing;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
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
import sketchbook.render.VehicleBatch;
import steering.CheckedOthers;
import steering.SeparationReach;
import steering.Vehicle;
import steering.crowd.NearbyBins;

/*
 * Leader Following — a leader arrives at the mouse; a crowd of followers falls in behind it,
 * keeps out of its way and keeps apart; w adds wingmen who fly in a V beside it.
 *
 *   heading = the leader's velocity, as a unit vector
 *   behind  = leader.position − heading × 60          (LEADER_BEHIND_DIST)
 *   sight   = the circle of radius 50 round leader.position + heading × 60
 *   follower: in the sight zone                        → evade(leader)
 *             separate pushes (one closer than 25 px)  → separate(others)
 *             otherwise                                → arrive(behind)
 *   wingman:  slot = the leader's future position + heading × offset.x + right × offset.y
 *             (offset in the leader's frame: x ahead, y to its right)  → arrive(slot)
 *
 * One rule steers a follower at a time (Reynolds' simple priority), so its force is never more
 * than maxforce. r colours each follower by the rule that steered it.
 *
 * A crowd of more than 400 (--vehicles N) hands each follower only the others in the cells
 * round its own (steering.crowd.NearbyBins), cells as wide as separation reaches, measured on
 * separate itself (steering.SeparationReach: 25 px as the book writes it, 75 if you edit it to
 * d < desiredSeparation * 3), so they find the same neighbours, measuring far fewer distances. The followers
 * gather behind the leader, so it still costs about n² a frame: more than 20,000 is refused
 * at the start.
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999), "Leader
 * Following" and "Offset Pursuit"; "Understanding Steering Behaviors: Leader Following"
 * (tutsplus).
 *
 * The leader arrives at the mouse (headless, or before the mouse comes in: a target moving on a
 * curve; --target x,y: a fixed point).
 * Keys: h lists them all. d, f, v arrows; r the behind point, the sight zone, the slots and
 * each follower's rule; t trails; space pause; . step; [ ] maxspeed; ; ' maxforce; w two more
 * wingmen in the V; b whiteboard; s screenshot; 0 reset.
 */
public class LeaderFollowing extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int DEFAULT_FOLLOWERS = 12;
  /** The leader is slower than its followers, so that they can catch it up. */
  static final float LEADER_MAXSPEED = 2;
  /** The leader slows down within this many pixels of the target. */
  static final float LEADER_SLOWING_RADIUS = 100;
  /** Each pair of wingmen sits this many pixels further back and further out than the last. */
  static final float V_SPACING = 35;
  /** w adds a pair of wingmen up to this many pairs; one more press takes them all away. */
  static final int MAX_PAIRS = 4;
  /**
   * The most --vehicles this sketch runs at about a frame a second. The followers gather in
   * the few hundred pixels behind the leader, far more than fit 25 px apart, so each one's
   * nearby cells fill as the crowd grows: the cost grows about as n².
   */
  static final int MAX_VEHICLES = 20_000;

  Vehicle leader;
  final List<Vehicle> followers = new ArrayList<>();
  /**
   * Each wingman's slot in the leader's frame: x ahead, y to its right; in the order they
   * joined, so the steps never follow hash order.
   */
  final Map<Vehicle, PVector> wingmen = new LinkedHashMap<>();
  /** The rule that steered each follower in the last step, for r. */
  final Map<Vehicle, steering.LeaderFollowing.Rule> rules = new IdentityHashMap<>();
  /** The board's vehicle as its last step began, for the whiteboard. */
  LeaderBoard.Step boardStep;
  /** Everyone, as a follower reads the others: each checked as read, not n times a frame. */
  final List<Vehicle> others = CheckedOthers.of(vehicles);
  /**
   * Cells as wide as the farthest a follower looks at another, separation's reach as
   * GroupRules.separate runs now (nobody moves until every vehicle has steered, so the cells
   * round its own hold all it could see); null when separation reaches across the world, so
   * cells would not help and every follower looks at everyone.
   */
  final NearbyBins bins = bins(SeparationReach.of(Math.max(WIDTH, HEIGHT)));

  public static void main(String[] args) {
    SketchRunner.run(new LeaderFollowing(), args);
  }

  @Override
  public int mostVehicles() {
    return MAX_VEHICLES;
  }

  /** Why more followers would not run at about a frame a second. */
  @Override
  protected String whyMostVehicles() {
    return "the followers crowd behind the leader";
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The followers (--vehicles N) at rest at random, then the leader in the middle; no V. */
  @Override
  public void setup() {
    followers.clear();
    wingmen.clear();
    rules.clear();
    boardStep = null;
    int count = options.vehicles > 0 ? options.vehicles : DEFAULT_FOLLOWERS;
    for (int i = 0; i < count; i++) {
      Vehicle follower = new Vehicle(random(WIDTH), random(HEIGHT));
      followers.add(follower);
      vehicles.add(follower);   // a follower first: the whiteboard shows the first vehicle
    }
    leader = new Vehicle(WIDTH / 2f, HEIGHT / 2f);
    leader.maxspeed = LEADER_MAXSPEED;
    vehicles.add(leader);
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    PVector target = targetFromInput();

    if (simulating()) {
      boardStep = boardStep(whiteboard.subject());
      leader.arrive(target, LEADER_SLOWING_RADIUS);
      if (crowded()) {
        bins.rebuild(others);   // reads (and so checks) every vehicle once
      }
      for (Vehicle follower : followers) {
        List<Vehicle> near = othersNear(follower);
        rules.put(follower, steering.LeaderFollowing.rule(follower, leader, near));
        follower.followLeader(leader, near);   // evade, else separate, else arrive behind
      }
      for (Map.Entry<Vehicle, PVector> wingman : wingmen.entrySet()) {
        wingman.getKey().pursue(leader, wingman.getValue());   // arrive at the future slot
      }
      for (Vehicle vehicle : vehicles) {
        vehicle.update();
      }
    }

    if (show.radii) {
      LeaderDebug.draw(g, leader, wingmen);
    }
    drawTarget(target);
    drawVehicles(this::colorOf);
  }

  /** A crowd of more than this many (--vehicles) looks among the nearby ones only. */
  static final int CROWD = VehicleBatch.CROWD;

  boolean crowded() {
    return vehicles.size() > CROWD && bins != null;
  }

  /** Cells {@code reach} wide; null for a reach across the world. */
  static NearbyBins bins(float reach) {
    return reach == SeparationReach.UNBOUNDED ? null : new NearbyBins(reach);
  }

  /**
   * The others a follower looks at: every vehicle, as in the book; in a crowd, only those in
   * the cells round its own ({@link NearbyBins}), which hold everyone separation reaches.
   * The crowd's list is reused by the next call.
   */
  List<Vehicle> othersNear(Vehicle follower) {
    return crowded() ? bins.near(follower) : others;
  }

  /** What the board's vehicle will steer by this step; null for the leader. */
  LeaderBoard.Step boardStep(Vehicle v) {
    if (followers.contains(v)) {
      return LeaderBoard.Step.follower(v, leader, others);
    }
    return wingmen.containsKey(v) ? LeaderBoard.Step.wingman(v, leader, wingmen.get(v)) : null;
  }


  /** The leader and the wingmen in their colours; with r, each follower in its rule's. */
  int colorOf(Vehicle v) {
    if (v == leader) {
      return LeaderDebug.LEADER;
    }
    if (wingmen.containsKey(v)) {
      return LeaderDebug.WINGMAN;
    }
    steering.LeaderFollowing.Rule rule = rules.get(v);
    return show.radii && rule != null ? LeaderDebug.colorOf(rule) : Palette.VEHICLE;
  }

  /**
   * Mutates the V: two more wingmen, one spacing further back and further out than the last
   * pair, each starting in its slot at the leader's velocity; past {@link #MAX_PAIRS} pairs,
   * none at all.
   */
  void addWingmen() {
    int pairs = wingmen.size() / 2;
    if (pairs == MAX_PAIRS) {
      vehicles.removeAll(wingmen.keySet());
      wingmen.clear();
      return;
    }
    float back = -(pairs + 1) * V_SPACING;
    for (float side : new float[] {-1, 1}) {
      PVector offset = new PVector(back, side * (pairs + 1) * V_SPACING);
      Vehicle wingman = new Vehicle(leader.position.x, leader.position.y);
      wingman.position.add(steering.OffsetPursuit.toWorld(leader, offset));
      wingman.velocity.set(leader.velocity);
      wingmen.put(wingman, offset);
      vehicles.add(wingman);
    }
  }

  @Override
  public String about() {
    return "fall in behind a leader, out of its way";
  }

  @Override
  public int lesson() {
    return 15;
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--target");
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  /** What LeaderDebug draws, and the rules' colours, for the legend. */
  @Override
  protected void addLegendItems(List<LegendItem> items) {
    items.add(new LegendItem("behind the leader (" + (int) steering.LeaderFollowing
        .LEADER_BEHIND_DIST + " px): where followers arrive", LeaderDebug.BEHIND, Mark.DOT));
    items.add(new LegendItem("the leader's sight zone: followers evade it", LeaderDebug.SIGHT,
        Mark.DISC));
    items.add(new LegendItem("a wingman's slot (the leader's frame)", LeaderDebug.WINGMAN,
        Mark.RING));
    items.add(new LegendItem("follower evading the leader", LeaderDebug.EVADING, Mark.DOT));
    items.add(new LegendItem("follower separating", LeaderDebug.SEPARATING, Mark.DOT));
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bind('w', "two more wingmen in the V (after " + MAX_PAIRS + " pairs: none)",
        this::addWingmen);
  }

  @Override
  public void addHudLines(List<String> lines) {
    int behind = 0;
    int inSight = 0;
    for (Vehicle follower : followers) {
      PVector offset = PVector.sub(follower.position, leader.position);
      behind += offset.dot(leader.velocity) < 0 ? 1 : 0;
      inSight += steering.LeaderFollowing.inSight(follower, leader) ? 1 : 0;
    }
    lines.add(followers.size() + (followers.size() == 1 ? " follower: " : " followers: ")
        + behind + " behind the leader, " + inSight + " in its sight");
    lines.add(wingmen.size() + " wingmen in the V (w adds two)");
  }

  /**
   * The whiteboard's (b) part: for a follower, the leader's heading, the behind point, the
   * sight zone and the rule that steered; for a wingman, its slot in the leader's frame (see
   * {@link LeaderBoard}).
   */
  @Override
  public void drawOnWhiteboard(Vehicle v, BoardView view) {
    LeaderBoard.draw(view, v, leader, boardStep);
  }
}
