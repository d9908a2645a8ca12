package sketchbook.panel;

import java.util.List;
import processing.core.PVector;
import steering.Flock;
import steering.GroupRules;
import steering.Twin;
import steering.Vehicle;

/**
 * Which neighbours a group rule counted, asked of {@link GroupRules} itself, never worked out
 * again: a board that says "1 closer than 25" says what the code that steered counted, so a
 * learner's edit of a rule's test ({@code d < desiredSeparation * 3} in GroupRules.separate,
 * say) shows on it.
 *
 * <p>Each neighbour is asked alone: the rule, with weight 1 and the other two 0, is run by
 * {@link Flock#applyRules} (the flock's distances, view angle and wrap) on a probe with that
 * neighbour only. The probe is a copy of the vehicle moving its way at {@link #PROBE_SPEED} of
 * its maxspeed, so it sees what the vehicle sees. A rule that counts nobody steers by desired =
 * velocity, no force; one that counts the neighbour asks for a desired velocity of maxspeed, so
 * a force.
 */
public final class RuleCounts {

  /** The three rules of a flock. */
  public enum Rule {
    SEPARATION, ALIGNMENT, COHESION
  }

  /**
   * The probe's speed, as a share of maxspeed: slow, so a desired velocity of maxspeed never
   * equals it, but moving, so its view angle points where the vehicle's does.
   */
  static final float PROBE_SPEED = 1e-3f;

  private RuleCounts() {
  }

  /** A flock with no wrap, the book's full view, and {@code desiredSeparation}. */
  public static Flock separationOnly(float desiredSeparation) {
    Flock settings = new Flock();
    settings.desiredSeparation = desiredSeparation;
    return settings;
  }

  /** The others (not {@code v} itself) that {@code rule} counts for {@code v}, in order. */
  public static List<Vehicle> counted(Rule rule, Vehicle v, List<Vehicle> others,
      Flock settings) {
    return others.stream().filter(other -> other != v && counts(rule, v, other, settings))
        .toList();
  }

  /**
   * True when {@code rule}, as GroupRules runs it with the distances, view angle and wrap of
   * {@code settings}, counts {@code other} as a neighbour of {@code v}.
   */
  public static boolean counts(Rule rule, Vehicle v, Vehicle other, Flock settings) {
    Vehicle probe = Twin.of(v);
    PVector heading = v.velocity.copy();
    probe.velocity.set(heading.setMag(v.maxspeed * PROBE_SPEED));
    Vehicle neighbour = Twin.of(other);
    // alignment's desired is the neighbours' velocity: one at rest would ask for none
    neighbour.velocity.set(other.velocity.mag() > 0 ? other.velocity : new PVector(1, 0));
    Flock alone = new Flock();
    if (settings.wraps()) {
      alone.wrapAround(settings.worldWidth(), settings.worldHeight());
    }
    alone.desiredSeparation = settings.desiredSeparation;
    alone.neighbourDistance = settings.neighbourDistance;
    alone.viewAngle = settings.viewAngle;
    alone.clearView = false;
    alone.separationWeight = rule == Rule.SEPARATION ? 1 : 0;
    alone.alignmentWeight = rule == Rule.ALIGNMENT ? 1 : 0;
    alone.cohesionWeight = rule == Rule.COHESION ? 1 : 0;
    return alone.applyRules(probe, List.of(probe, neighbour)).mag() > 0;
  }

}
