package seekandseparate;

import java.util.List;
import java.util.Set;
import processing.core.PVector;
import sketchbook.CircleBatch;
import sketchbook.Clamp;
import sketchbook.KeyTable;
import sketchbook.Palette;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import steering.GroupRules;
import steering.Vehicle;

/*
 * Seek + Separate — a crowd heads for the target without piling up on it: two behaviors at
 * once, each force weighted, and the sum applied.
 *
 *   separation force = steer(average of the away-vectors / d, scaled to maxspeed)
 *   seek force       = steer((target - position) scaled to maxspeed)
 *   acceleration    += separation force × separation weight + seek force × seek weight
 *
 * Each force is limited to maxforce before its weight. The book's weights are 1.5 and 0.5:
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
  /** How far - and = may take the desired separation, and by what factor per press. */
  static final float MIN_SEPARATION = 5;
  static final float MAX_SEPARATION = 150;
  static final float SEPARATION_STEP = 1.25f;

  float desiredSeparation = GroupRules.DESIRED_SEPARATION;
  float separationWeight = SEPARATION_WEIGHT;
  float seekWeight = SEEK_WEIGHT;
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
    desiredSeparation = GroupRules.DESIRED_SEPARATION;
    separationWeight = SEPARATION_WEIGHT;
    seekWeight = SEEK_WEIGHT;
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
      circles.display(g, vehicles, desiredSeparation, Palette.RADIUS);
    }
    drawTarget(target);

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        // two forces, each limited to maxforce, then weighted; the vehicle adds them up
        GroupRules.separate(vehicle, vehicles, desiredSeparation, separationWeight);
        vehicle.seek(target, seekWeight);
        vehicle.update();
      }
    }

    drawVehicles();   // trails, then each vehicle and its arrows (f: the weighted sum)
  }

  @Override
  public String about() {
    return "seek the target without piling up";
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--target");
  }

  @Override
  protected boolean hasDebugGeometry() {
    return true;
  }

  @Override
  protected void bindSketchKeys(KeyTable table) {
    table.bind('-', "smaller desired separation", () -> scaleSeparation(1 / SEPARATION_STEP));
    table.bind('=', "larger desired separation", () -> scaleSeparation(SEPARATION_STEP));
    table.bind('j', "less separation weight", () -> separationWeight = weight(separationWeight,
        -WEIGHT_STEP));
    table.bind('k', "more separation weight", () -> separationWeight = weight(separationWeight,
        WEIGHT_STEP));
    table.bind('n', "less seek weight", () -> seekWeight = weight(seekWeight, -WEIGHT_STEP));
    table.bind('m', "more seek weight", () -> seekWeight = weight(seekWeight, WEIGHT_STEP));
  }

  @Override
  protected void addHudLines(List<String> lines) {
    lines.add(String.format("desired separation %.0f%s [%.0f–%.0f] (- =)", desiredSeparation,
        Clamp.note(desiredSeparation, MIN_SEPARATION, MAX_SEPARATION), MIN_SEPARATION,
        MAX_SEPARATION));
    lines.add(String.format("separation × %.2f%s [0–%.0f] (j k)   seek × %.2f%s [0–%.0f] (n m)",
        separationWeight, Clamp.note(separationWeight, 0, MAX_WEIGHT), MAX_WEIGHT,
        seekWeight, Clamp.note(seekWeight, 0, MAX_WEIGHT), MAX_WEIGHT));
  }

  void scaleSeparation(float factor) {
    desiredSeparation = constrain(desiredSeparation * factor, MIN_SEPARATION, MAX_SEPARATION);
  }

  /** A weight moved by {@code step}, kept within [0, MAX_WEIGHT]. */
  static float weight(float weight, float step) {
    return constrain(weight + step, 0, MAX_WEIGHT);
  }
}
