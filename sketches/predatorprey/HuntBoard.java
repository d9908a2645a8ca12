package predatorprey;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import processing.core.PApplet;
import processing.core.PVector;
import sketchbook.panel.BoardView;
import sketchbook.panel.WhiteboardDrawing;
import sketchbook.render.Palette;
import steering.BookNearby;
import steering.Flock;
import steering.Pursuit;
import steering.Sight;
import steering.Vehicle;

/**
 * The hunt's part of the whiteboard (b), for one vehicle's last step, worked out again from the
 * vehicles as they were before it, by the code they steer by; beside it the book's numbers,
 * worked out here from the book's formulas, and a difference marked ("your code: ..., the
 * book's ..."): edit the sight test or the evasion and the board shows what the edit did.
 * <ul>
 *   <li>A predator: its view, the prey it sees, the nearest one it chases, and its pursuit's
 *       prediction {@code position + velocity · T}, {@code T = d / maxspeed}.
 *   <li>A prey: the flock's three rules, each limited to maxforce and weighted, and its evasion
 *       of each predator it sees, drawn tip to tail with their sum.
 * </ul>
 */
final class HuntBoard {

  /** The board shows this much more than the view or the neighbourhood. */
  static final float ROOM = 1.2f;
  /** The code's and the book's numbers agree within this (float rounding). */
  static final float AGREE = 1e-4f;

  private HuntBoard() {
  }

  static void draw(BoardView view, PredatorPrey sketch, Vehicle v) {
    WhiteboardDrawing.arrows(view, v);
    int index = indexOf(sketch.beforeOrder, v);
    if (index < 0) {
      return;
    }
    List<Vehicle> ghosts = sketch.before.ghosts(sketch.beforeOrder);
    List<Vehicle> predators = new ArrayList<>();
    for (int i = 0; i < ghosts.size(); i++) {
      if (sketch.isPredator(sketch.beforeOrder.get(i))) {
        predators.add(ghosts.get(i));
      }
    }
    List<Vehicle> prey = preyGhosts(sketch, ghosts, index);
    if (sketch.isPredator(v)) {
      predator(view, sketch, ghosts.get(index), prey);
    } else {
      prey(view, sketch, ghosts.get(index), index, prey, predators);
    }
  }

  /** A predator's sight, its quarry and the prediction it steered by; the book's beside. */
  static void predator(BoardView view, PredatorPrey sketch, Vehicle hunter, List<Vehicle> prey) {
    BookNearby everyone = new BookNearby();
    everyone.index(prey);
    Vehicle quarry = sketch.predatorSight.nearestSeen(hunter, everyone);
    Vehicle bookQuarry = bookNearestSeen(hunter, prey, sketch.predatorSight.distance,
        sketch.predatorSight.angle);
    PVector from = hunter.position;
    view.frame(from, sketch.predatorSight.distance * ROOM);
    view.circle(from, sketch.predatorSight.distance, Palette.PATH_LINE,
        String.format("view %.0f px, %.0f°", sketch.predatorSight.distance,
            sketch.predatorSight.angle));
    int seen = 0;
    for (Vehicle p : prey) {
      if (sketch.predatorSight.sees(hunter, p)) {
        view.dot(p.position, Palette.VEHICLE, null);
        seen++;
      }
    }
    view.dot(from, PredatorPrey.PREDATOR_FILL, null);
    if (quarry == null) {
      view.note(1, "sees no prey: wanders", Palette.INK);
    } else {
      PVector aim = Pursuit.futurePosition(hunter, quarry);
      float t = Pursuit.lookAhead(hunter, quarry);
      view.line(from, quarry.position, Palette.PURSUER);
      view.line(quarry.position, aim, Palette.PURSUER);
      view.dot(aim, Palette.PURSUER, "aim");
      view.note(1, String.format("T = d / maxspeed = %.1f / %.1f = %.1f frames; aim (%.0f, %.0f)",
          PVector.dist(from, quarry.position), hunter.maxspeed, t, aim.x, aim.y), Palette.INK);
    }
    PVector bookAim = bookQuarry == null ? null : bookAim(hunter, bookQuarry);
    PVector aim = quarry == null ? null : Pursuit.futurePosition(hunter, quarry);
    boolean same = bookQuarry == quarry && (aim == null || PVector.dist(aim, bookAim) <= AGREE);
    view.note(2, same ? String.format("sees %d prey, chases the nearest", seen)
        : "your code: " + shown(quarry, aim) + ", the book's: " + shown(bookQuarry, bookAim),
        same ? Palette.INK : Palette.STEERING);
  }

  /** A prey's three rules and its evasions, tip to tail; the book's evasion beside the code's. */
  static void prey(BoardView view, PredatorPrey sketch, Vehicle animal, int index,
      List<Vehicle> prey, List<Vehicle> predators) {
    Flock settings = sketch.flock;
    PVector separation = rule(sketch, index, settings.separationWeight, 0, 0);
    PVector alignment = rule(sketch, index, 0, settings.alignmentWeight, 0);
    PVector cohesion = rule(sketch, index, 0, 0, settings.cohesionWeight);
    PVector evasion = new PVector();
    PVector bookEvasion = new PVector();
    int seen = 0;
    for (Vehicle predator : predators) {
      if (sketch.preySight.sees(animal, predator)) {
        Vehicle fresh = copy(animal);   // nothing else has steered it
        evasion.add(fresh.evadeWeighted(predator, PredatorPrey.EVADE_WEIGHT));
        bookEvasion.add(bookEvade(animal, predator, PredatorPrey.EVADE_WEIGHT));
        seen++;
      }
    }
    PVector from = animal.position;
    view.frame(from, Math.max(settings.neighbourDistance, sketch.preySight.distance) * ROOM);
    PVector sum = PVector.add(separation, alignment).add(cohesion).add(evasion);
    PVector tip1 = PVector.add(separation, alignment);
    PVector tip2 = PVector.add(tip1, cohesion);
    BoardView.VectorScale forces = view.fitScale(BoardView.FORCES, Math.max(Math.max(
        separation.mag(), tip1.mag()), Math.max(tip2.mag(), sum.mag())));
    view.circle(from, settings.neighbourDistance, Palette.PATH_LINE,
        String.format("neighbours %.0f", settings.neighbourDistance));
    if (sketch.preySight.distance > 0) {
      view.circle(from, sketch.preySight.distance, PredatorPrey.PREY_SIGHT, null);
    }
    for (Vehicle predator : predators) {
      view.dot(predator.position, PredatorPrey.PREDATOR_FILL, null);
    }
    view.dot(from, Palette.INK, null);
    PVector at1 = PVector.add(from, PVector.mult(separation, forces.times()));
    PVector at2 = PVector.add(at1, PVector.mult(alignment, forces.times()));
    PVector at3 = PVector.add(at2, PVector.mult(cohesion, forces.times()));
    view.vector(from, separation, forces, Palette.STEERING, "separation");
    view.vector(at1, alignment, forces, Palette.VELOCITY, "alignment");
    view.vector(at2, cohesion, forces, Palette.DESIRED, "cohesion");
    view.vector(at3, evasion, forces, PredatorPrey.PREDATOR_FILL, "evade");
    view.vector(from, sum, forces, Palette.INK, "sum");
    view.note(1, String.format("|separation| %.3f  |alignment| %.3f  |cohesion| %.3f",
        separation.mag(), alignment.mag(), cohesion.mag()), Palette.INK);
    boolean same = PVector.dist(evasion, bookEvasion) <= AGREE;
    String evade = String.format("evade × %.0f, %d predator%s in sight: ",
        PredatorPrey.EVADE_WEIGHT, seen, seen == 1 ? "" : "s");
    view.note(0, same ? evade + String.format("(%.3f, %.3f)", evasion.x, evasion.y)
        : String.format("your code: evade (%.3f, %.3f), the book's (%.3f, %.3f)", evasion.x,
            evasion.y, bookEvasion.x, bookEvasion.y), same ? Palette.INK : Palette.STEERING);
  }

  /** One rule's weighted force on prey {@code index}: the flock's rules with that weight alone. */
  private static PVector rule(PredatorPrey sketch, int index, float separationWeight,
      float alignmentWeight, float cohesionWeight) {
    List<Vehicle> ghosts = sketch.before.ghosts(sketch.beforeOrder);
    List<Vehicle> prey = preyGhosts(sketch, ghosts, index);
    Flock f = new Flock();
    f.desiredSeparation = sketch.flock.desiredSeparation;
    f.neighbourDistance = sketch.flock.neighbourDistance;
    f.separationWeight = separationWeight;
    f.alignmentWeight = alignmentWeight;
    f.cohesionWeight = cohesionWeight;
    f.boids.addAll(prey);
    return f.applyRules(ghosts.get(index), prey);
  }

  /**
   * The book's nearest in sight, every prey measured: d &lt; distance and the angle between
   * the velocity and the offset at most half the view angle; null when none.
   */
  static Vehicle bookNearestSeen(Vehicle hunter, List<Vehicle> prey, float distance,
      float angle) {
    Vehicle nearest = null;
    float best = Float.POSITIVE_INFINITY;
    for (Vehicle p : prey) {
      PVector offset = PVector.sub(p.position, hunter.position);
      float d = offset.mag();
      boolean inView = angle >= Sight.ALL_ROUND
          || PVector.angleBetween(hunter.velocity, offset) <= PApplet.radians(angle) / 2;
      if (p != hunter && d < distance && inView && d < best) {
        nearest = p;
        best = d;
      }
    }
    return nearest;
  }

  /** The book's prediction: quarry.position + quarry.velocity · d / maxspeed. */
  static PVector bookAim(Vehicle hunter, Vehicle quarry) {
    float t = PVector.dist(hunter.position, quarry.position) / hunter.maxspeed;
    return PVector.add(quarry.position, PVector.mult(quarry.velocity, t));
  }

  /** The book's evasion: flee the predator's predicted position, limited, × weight. */
  static PVector bookEvade(Vehicle prey, Vehicle predator, float weight) {
    float t = PVector.dist(prey.position, predator.position) / prey.maxspeed;
    PVector future = PVector.add(predator.position, PVector.mult(predator.velocity, t));
    PVector desired = PVector.sub(prey.position, future);
    desired.setMag(prey.maxspeed);
    PVector force = PVector.sub(desired, prey.velocity);
    force.limit(prey.maxforce);
    return force.mult(weight);
  }

  /**
   * The ghosts of the prey alive after the step (those the flock and the predators looked at,
   * after the catches), and of prey {@code index} itself.
   */
  private static List<Vehicle> preyGhosts(PredatorPrey sketch, List<Vehicle> ghosts,
      int index) {
    Set<Vehicle> alive = Collections.newSetFromMap(new IdentityHashMap<>());
    alive.addAll(sketch.flock.boids);
    List<Vehicle> prey = new ArrayList<>();
    for (int i = 0; i < ghosts.size(); i++) {
      Vehicle was = sketch.beforeOrder.get(i);
      if (!sketch.isPredator(was) && (i == index || alive.contains(was))) {
        prey.add(ghosts.get(i));
      }
    }
    return prey;
  }

  /** A new vehicle where {@code v} is, as fast, with its limits and mass. */
  private static Vehicle copy(Vehicle v) {
    Vehicle c = new Vehicle(v.position.x, v.position.y);
    c.velocity.set(v.velocity);
    c.maxspeed = v.maxspeed;
    c.maxforce = v.maxforce;
    c.mass = v.mass;
    return c;
  }

  private static String shown(Vehicle quarry, PVector aim) {
    return quarry == null ? "no prey" : String.format("prey at (%.0f, %.0f), aim (%.0f, %.0f)",
        quarry.position.x, quarry.position.y, aim.x, aim.y);
  }

  private static int indexOf(List<Vehicle> vehicles, Vehicle v) {
    for (int i = 0; i < vehicles.size(); i++) {
      if (vehicles.get(i) == v) {
        return i;
      }
    }
    return -1;
  }
}
