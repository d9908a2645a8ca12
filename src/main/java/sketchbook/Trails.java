package sketchbook;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import processing.core.PGraphics;
import processing.core.PVector;
import steering.Vehicle;

/**
 * The "seek path" each vehicle leaves behind, as in the steering tutorials: the last
 * {@link #LENGTH} positions of every vehicle, so a long run never grows its memory. In a crowd
 * the trails share {@link #MOST_POINTS} positions between them (20,000 vehicles keep 10 each),
 * so the memory is bounded by the total, not by the number of vehicles.
 */
public final class Trails {

  /** Positions kept per vehicle, when there are few. */
  public static final int LENGTH = 400;
  /** Positions kept in all: about 8 MB, whatever the number of vehicles. */
  public static final int MOST_POINTS = 200_000;
  /** Even in the largest crowd a trail shows where its vehicle came from. */
  static final int SHORTEST = 2;
  /**
   * Two positions farther apart than this are a jump (a vehicle put back at the start of its
   * path), not a move: the trail breaks there. No frame moves farther, as maxspeed stays at or
   * below {@link Tuning#MAX_MAXSPEED}.
   */
  static final float JUMP = 2 * Tuning.MAX_MAXSPEED;

  /** In the order the vehicles came, so overlapping trails draw the same way every run. */
  private final Map<Vehicle, ArrayDeque<PVector>> trails = new LinkedHashMap<>();

  /** Appends each vehicle's position and forgets vehicles that are gone. */
  public void record(Collection<Vehicle> vehicles) {
    if (trails.size() > vehicles.size() || !trails.keySet().containsAll(vehicles)) {
      Set<Vehicle> current = Collections.newSetFromMap(new IdentityHashMap<>());
      current.addAll(vehicles);
      trails.keySet().retainAll(current);   // in one pass: a list's retainAll is quadratic
    }
    int length = lengthFor(vehicles.size());
    for (Vehicle v : vehicles) {
      ArrayDeque<PVector> trail = trails.computeIfAbsent(v, k -> new ArrayDeque<>());
      while (trail.size() >= length) {
        trail.removeFirst();
      }
      trail.addLast(v.position.copy());
    }
  }

  /** Positions each of {@code vehicles} trails keeps: LENGTH, or a share of MOST_POINTS. */
  static int lengthFor(int vehicles) {
    return Math.max(SHORTEST, Math.min(LENGTH, MOST_POINTS / Math.max(1, vehicles)));
  }

  public void clear() {
    trails.clear();
  }

  /** Points held for this vehicle (for tests and the HUD). */
  public int size(Vehicle v) {
    ArrayDeque<PVector> trail = trails.get(v);
    return trail == null ? 0 : trail.size();
  }

  public void display(PGraphics g, int color) {
    g.pushStyle();
    g.noFill();
    g.stroke(color);
    g.strokeWeight(1.5f);
    for (ArrayDeque<PVector> trail : trails.values()) {
      g.beginShape();
      PVector previous = null;
      for (PVector p : trail) {
        if (previous != null && PVector.dist(previous, p) > JUMP) {
          g.endShape();
          g.beginShape();
        }
        g.vertex(p.x, p.y);
        previous = p;
      }
      g.endShape();
    }
    g.popStyle();
  }
}
