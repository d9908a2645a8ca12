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
    int index = indexOf(sketch.beforeOrder, v);
    if (index >= 0) {
      List<Vehicle> ghosts = sketch.before.ghosts(sketch.beforeOrder);
      List<Vehicle> predators = new ArrayList<>();
      for (int i = 0; i < ghosts.size(); i++) {
        if (sketch.isPredator(sketch.beforeOrder.get(i))) {
          predators.add(ghosts.get(i));
        }
      }
      Vehicle subject = ghosts.get(index);
      List<Vehicle> prey = preyGhosts(sketch, ghosts, index);
      if (sketch.isPredator(v)) {
        predator(view, sketch, subject, prey);
      } else {
        prey(view, sketch, subject, prey, predators);
      }
    }
    WhiteboardDrawing.arrows(view, v);   // after the frame: at the scale it states
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
    PVector aim = quarry == null ? null : Pursuit.futurePosition(hunter, quarry);
    if (aim != null) {
      view.line(from, quarry.position, Palette.PURSUER);
      view.line(quarry.position, aim, Palette.PURSUER);
      view.dot(aim, Palette.PURSUER, "aim");
    }
    PVector bookAim = bookQuarry == null ? null : bookAim(hunter, bookQuarry);
    boolean same = bookQuarry == quarry && (aim == null || PVector.dist(aim, bookAim) <= AGREE);
    List<String> lines = new ArrayList<>();
    if (same) {
      lines.add(quarry == null ? "sees no prey: wanders"
          : String.format("sees %d prey, chases the nearest", seen));
    } else {
      lines.add("your code: " + shown(quarry, aim));
      lines.add("the book's: " + shown(bookQuarry, bookAim));
    }
    if (quarry != null) {
      lines.add(String.format("T = d / maxspeed = %.1f / %.1f = %.1f frames",
          PVector.dist(from, quarry.position), hunter.maxspeed, Pursuit.lookAhead(hunter, quarry)));
    }
    notes(view, lines, same);
  }

  /** A prey's three rules and its evasions, tip to tail; the book's evasion beside the code's. */
  static void prey(BoardView view, PredatorPrey sketch, Vehicle animal, List<Vehicle> prey,
      List<Vehicle> predators) {
    Flock settings = sketch.flock;
    int at = indexOf(prey, animal);
    PVector separation = rule(settings, prey, at, settings.separationWeight, 0, 0);
    PVector alignment = rule(settings, prey, at, 0, settings.alignmentWeight, 0);
    PVector cohesion = rule(settings, prey, at, 0, 0, settings.cohesionWeight);
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
    boolean same = PVector.dist(evasion, bookEvasion) <= AGREE;
    List<String> lines = new ArrayList<>();
    lines.add(String.format("|separation| %.3f  |alignment| %.3f", separation.mag(),
        alignment.mag()));
    lines.add(String.format("|cohesion| %.3f  |evade| %.3f", cohesion.mag(), evasion.mag()));
    if (same) {
      lines.add(String.format("evade × %.0f: %d predator%s in sight", PredatorPrey.EVADE_WEIGHT,
          seen, seen == 1 ? "" : "s"));
    } else {
      lines.add(String.format("your code: evade (%.3f, %.3f)", evasion.x, evasion.y));
      lines.add(String.format("the book's: evade (%.3f, %.3f)", bookEvasion.x, bookEvasion.y));
    }
    notes(view, lines, same);
  }

  /**
   * The lines under the panel, the first on top; when the code and the book differ, in the
   * colour that marks it.
   */
  private static void notes(BoardView view, List<String> lines, boolean same) {
    for (int i = 0; i < lines.size(); i++) {
      view.note(lines.size() - 1 - i, lines.get(i), same ? Palette.INK : Palette.STEERING);
    }
  }

  /**
   * One rule's weighted force on prey {@code at} of {@code prey}: the flock's rules with that
   * weight alone, on a fresh copy of it (nothing else has steered it).
   */
  private static PVector rule(Flock settings, List<Vehicle> prey, int at,
      float separationWeight, float alignmentWeight, float cohesionWeight) {
    List<Vehicle> flock = new ArrayList<>(prey);
    Vehicle fresh = copy(prey.get(at));
    flock.set(at, fresh);
    Flock f = new Flock();
    f.desiredSeparation = settings.desiredSeparation;
    f.neighbourDistance = settings.neighbourDistance;
    f.separationWeight = separationWeight;
    f.alignmentWeight = alignmentWeight;
    f.cohesionWeight = cohesionWeight;
    f.boids.addAll(flock);
    return f.applyRules(fresh, flock);
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
    return quarry == null ? "no prey" : String.format("prey (%.0f, %.0f), aim (%.0f, %.0f)",
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
