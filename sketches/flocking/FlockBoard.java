package flocking;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import processing.core.PVector;
import sketchbook.panel.BoardView;
import sketchbook.panel.RuleCounts;
import sketchbook.panel.RuleCounts.Rule;
import sketchbook.render.Palette;
import steering.Flock;
import steering.Vehicle;

/**
 * Flocking's part of the whiteboard (b), for one boid as it was before its last step: its
 * neighbourhood (the neighbour distance and the desired separation round it, the boids the rules
 * counted), and the three rules' forces, each limited to maxforce and then weighted, drawn tip
 * to tail from the boid, with their sum (with a view angle, only the neighbours in view count;
 * Flake's view rule, when on, is left out of the board). Each force is worked out again by the
 * book's rules of a {@link Flock} ({@link Flock#applyRules}) over the boids as they were, with
 * that rule's weight alone (the others 0), so it is the code the flock steps by; the three add up
 * to the boid's steering (up to float rounding when the flock's neighbours come from a grid).
 *
 * <p>Which boids each rule counted is asked of GroupRules too ({@link RuleCounts}): edit a
 * rule's test ({@code d < desiredSeparation * 3}, say) and the board counts what the edit
 * counts, in red above the book's counts.
 */
final class FlockBoard {

  /** The board shows this much more than the neighbourhood and the forces. */
  static final float ROOM = 1.3f;

  private FlockBoard() {
  }

  /**
   * Draws the board for boid {@code index}; {@code before} makes a fresh copy of the boids as
   * they were before the step each time it is asked, {@code settings} gives the distances,
   * weights and world.
   */
  static void draw(BoardView view, Supplier<List<Vehicle>> before, int index, Flock settings) {
    PVector separation = force(before.get(), index, settings, settings.separationWeight, 0, 0);
    PVector alignment = force(before.get(), index, settings, 0, settings.alignmentWeight, 0);
    PVector cohesion = force(before.get(), index, settings, 0, 0, settings.cohesionWeight);
    Flock world = flockOf(before.get(), settings);
    Vehicle boid = world.boids.get(index);
    PVector from = boid.position;

    List<Vehicle> others = world.boids;
    List<Vehicle> separating = RuleCounts.counted(Rule.SEPARATION, boid, others, world);
    List<Vehicle> aligning = RuleCounts.counted(Rule.ALIGNMENT, boid, others, world);
    List<Vehicle> cohering = RuleCounts.counted(Rule.COHESION, boid, others, world);
    List<PVector> counted = new ArrayList<>();
    for (Vehicle other : others) {
      if (separating.contains(other) || aligning.contains(other) || cohering.contains(other)) {
        counted.add(PVector.add(from, world.offset(boid, other)));   // across the edges
      }
    }

    float reach = settings.neighbourDistance;
    for (PVector p : counted) {
      reach = Math.max(reach, PVector.dist(from, p));   // an edited rule may count farther
    }
    view.frame(from, reach * ROOM);
    // the forces tip to tail: the panel's force scale fits the farthest tip of the chain
    PVector sum = PVector.add(separation, alignment).add(cohesion);
    BoardView.VectorScale forces = view.fitScale(BoardView.FORCES, Math.max(separation.mag(),
        Math.max(PVector.add(separation, alignment).mag(), sum.mag())));
    PVector tip1 = PVector.add(from, PVector.mult(separation, forces.times()));
    PVector tip2 = PVector.add(tip1, PVector.mult(alignment, forces.times()));
    view.circle(from, settings.neighbourDistance, Palette.PATH_LINE,
        String.format("neighbour distance %.0f", settings.neighbourDistance));
    view.circle(from, settings.desiredSeparation, Palette.RADIUS, null);
    for (PVector p : counted) {
      view.dot(p, Palette.VEHICLE, null);
    }
    view.dot(from, Palette.INK, null);
    // labelled by the rule alone: a force too short to draw is a dot with its size, and a
    // long label finds no room in the neighbourhood; the weights are in a note
    view.vector(from, separation, forces, Palette.STEERING, "separation");
    view.vector(tip1, alignment, forces, Palette.VELOCITY, "alignment");
    view.vector(tip2, cohesion, forces, Palette.DESIRED, "cohesion");
    view.vector(from, sum, forces, Palette.INK, "sum");
    countNotes(view, world, boid, separating.size(), aligning.size(), cohering.size());
    view.note(1, String.format("each cut to maxforce %.3f, × its weight", boid.maxforce),
        Palette.INK);
    view.note(0, weightsNote(settings) + String.format("; |sum| %.3f", sum.mag()),
        Palette.INK);
  }

  /**
   * The three weights, in the order the forces are drawn tip to tail (separation, alignment,
   * cohesion), as the HUD lists them.
   */
  private static String weightsNote(Flock settings) {
    return String.format("weights %.2f, %.2f, %.2f", settings.separationWeight,
        settings.alignmentWeight, settings.cohesionWeight);
  }

  /**
   * The notes on how many each rule counted: the book's counts when the code's agree with them;
   * else the code's, marked, above the book's.
   */
  private static void countNotes(BoardView view, Flock world, Vehicle boid, int separating,
      int aligning, int cohering) {
    int near = 0;
    int tooClose = 0;
    // the book's tests, d < neighbour distance and d < desired separation, only to compare
    for (Vehicle other : world.boids) {
      float d = world.offset(boid, other).mag();   // across the edges, as the rules measure
      if (other != boid && d > 0 && world.sees(boid, other)) {
        near += d < world.neighbourDistance ? 1 : 0;
        tooClose += d < world.desiredSeparation ? 1 : 0;
      }
    }
    String book = String.format("%d within %.0f, %d closer than %.0f", near,
        world.neighbourDistance, tooClose, world.desiredSeparation);
    if (separating == tooClose && aligning == near && cohering == near) {
      view.note(2, book, Palette.INK);
      return;
    }
    view.note(3, aligning == cohering
        ? String.format("your code: %d near, %d too close", aligning, separating)
        : String.format("code: %d align, %d cohere, %d apart", aligning, cohering,
            separating), Palette.STEERING);
    view.note(2, "the book's: " + book.replace(" closer than ", " < "), Palette.INK);
  }

  /** One rule's weighted force on boid {@code index}: a flock step with only that weight. */
  private static PVector force(List<Vehicle> boids, int index, Flock settings,
      float separationWeight, float alignmentWeight, float cohesionWeight) {
    Flock f = flockOf(boids, settings);
    f.separationWeight = separationWeight;
    f.alignmentWeight = alignmentWeight;
    f.cohesionWeight = cohesionWeight;
    f.clearView = false;   // the three rules alone
    // this boid's force only, over every boid; a fresh copy, so nothing else has steered it
    return f.applyRules(boids.get(index), boids);
  }

  /** A flock of {@code boids} with the distances, weights and world of {@code settings}. */
  private static Flock flockOf(List<Vehicle> boids, Flock settings) {
    Flock f = new Flock();
    if (settings.wraps()) {
      f.wrapAround(settings.worldWidth(), settings.worldHeight());
    }
    f.desiredSeparation = settings.desiredSeparation;
    f.neighbourDistance = settings.neighbourDistance;
    f.separationWeight = settings.separationWeight;
    f.alignmentWeight = settings.alignmentWeight;
    f.cohesionWeight = settings.cohesionWeight;
    f.viewAngle = settings.viewAngle;
    f.clearView = settings.clearView;
    f.boids.addAll(boids);
    return f;
  }
}
