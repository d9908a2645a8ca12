package steering.crowd;

import steering.Flock;
import steering.GroupRules;

/**
 * A learner's edit of GroupRules, stood in for through the crowd engine's seam: the engine
 * checks itself against "the book" given here, separation within three times the desired
 * separation (d &lt; desiredSeparation * 3), as if that line of GroupRules.separate were edited.
 */
public final class EditedRules {

  /** The edit: separation reaches three times as far. */
  public static final float SEPARATION_TIMES = 3;

  private EditedRules() {
  }

  /** A crowd engine whose book is the flock's rules with separation three times as far. */
  public static CrowdNeighbours crowdAgainstEditedSeparation() {
    return new CrowdNeighbours((flock, boid, everyone) -> edited(flock).applyRules(boid, everyone));
  }

  /** A crowd whose book separates within three times the distance. */
  static Crowd crowdAgainstEditedSeparate() {
    return new Crowd((v, everyone, desiredSeparation, weight) ->
        GroupRules.separate(v, everyone, desiredSeparation * SEPARATION_TIMES, weight));
  }

  /** The flock's settings and world, separation three times as far. */
  static Flock edited(Flock flock) {
    Flock edited = flock.wraps() ? new Flock(flock.worldWidth(), flock.worldHeight())
        : new Flock();
    edited.desiredSeparation = flock.desiredSeparation * SEPARATION_TIMES;
    edited.neighbourDistance = flock.neighbourDistance;
    edited.separationWeight = flock.separationWeight;
    edited.alignmentWeight = flock.alignmentWeight;
    edited.cohesionWeight = flock.cohesionWeight;
    edited.viewAngle = flock.viewAngle;
    edited.clearView = flock.clearView;
    return edited;
  }
}
