package baseline;

import java.util.List;
import processing.core.PVector;

/**
 * The boid as The Nature of Code writes its flocking example, kept as a yardstick for the
 * flocking benchmark: separate, align and cohere each scan the whole flock (O(n²) a frame),
 * allocate new PVectors as they go, and each boid moves before the next one looks around.
 * Same formulas and NOC defaults as {@link steering.GroupRules}; the world wraps at its edges.
 * Argument checks are left out, as in the book.
 */
public class NocBoid {

  static final float DESIRED_SEPARATION = 25;
  static final float NEIGHBOUR_DISTANCE = 50;
  static final float SEPARATION_WEIGHT = 1.5f;
  static final float ALIGNMENT_WEIGHT = 1;
  static final float COHESION_WEIGHT = 1;

  public PVector position;
  public PVector velocity;
  public PVector acceleration;
  public float maxspeed = 4;
  public float maxforce = 0.1f;

  public NocBoid(float x, float y) {
    position = new PVector(x, y);
    velocity = new PVector(0, 0);
    acceleration = new PVector(0, 0);
  }

  /** One frame of this boid: flock, move, wrap round the world. */
  public void run(List<NocBoid> boids, float width, float height) {
    flock(boids);
    update();
    borders(width, height);
  }

  public void flock(List<NocBoid> boids) {
    PVector sep = separate(boids);
    PVector ali = align(boids);
    PVector coh = cohere(boids);
    sep.mult(SEPARATION_WEIGHT);
    ali.mult(ALIGNMENT_WEIGHT);
    coh.mult(COHESION_WEIGHT);
    applyForce(sep);
    applyForce(ali);
    applyForce(coh);
  }

  public PVector separate(List<NocBoid> boids) {
    PVector steer = new PVector(0, 0);
    int count = 0;
    for (NocBoid other : boids) {
      float d = PVector.dist(position, other.position);
      if (d > 0 && d < DESIRED_SEPARATION) {
        PVector diff = PVector.sub(position, other.position);
        diff.normalize();
        diff.div(d);
        steer.add(diff);
        count++;
      }
    }
    if (count > 0) {
      steer.div(count);
    }
    if (steer.mag() > 0) {
      steer.setMag(maxspeed);
      steer.sub(velocity);
      steer.limit(maxforce);
    }
    return steer;
  }

  public PVector align(List<NocBoid> boids) {
    PVector sum = new PVector(0, 0);
    int count = 0;
    for (NocBoid other : boids) {
      float d = PVector.dist(position, other.position);
      if (d > 0 && d < NEIGHBOUR_DISTANCE) {
        sum.add(other.velocity);
        count++;
      }
    }
    if (count == 0) {
      return new PVector(0, 0);
    }
    sum.div(count);
    sum.setMag(maxspeed);
    PVector steer = PVector.sub(sum, velocity);
    steer.limit(maxforce);
    return steer;
  }

  public PVector cohere(List<NocBoid> boids) {
    PVector sum = new PVector(0, 0);
    int count = 0;
    for (NocBoid other : boids) {
      float d = PVector.dist(position, other.position);
      if (d > 0 && d < NEIGHBOUR_DISTANCE) {
        sum.add(other.position);
        count++;
      }
    }
    if (count == 0) {
      return new PVector(0, 0);
    }
    sum.div(count);
    return seek(sum);
  }

  public PVector seek(PVector target) {
    PVector desired = PVector.sub(target, position);
    desired.setMag(maxspeed);
    PVector steer = PVector.sub(desired, velocity);
    steer.limit(maxforce);
    return steer;
  }

  public void applyForce(PVector force) {
    acceleration.add(force);
  }

  public void update() {
    velocity.add(acceleration);
    velocity.limit(maxspeed);
    position.add(velocity);
    acceleration.mult(0);
  }

  /** Leaving one edge, come back at the other. */
  void borders(float width, float height) {
    if (position.x < 0) {
      position.x += width;
    } else if (position.x >= width) {
      position.x -= width;
    }
    if (position.y < 0) {
      position.y += height;
    } else if (position.y >= height) {
      position.y -= height;
    }
  }
}
