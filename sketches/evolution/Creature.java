package evolution;

import java.util.List;
import java.util.Random;
import processing.core.PVector;
import steering.Vehicle;
import steering.Walls;

/**
 * One creature of the {@link Ecosystem}: a steering {@link Vehicle}, its {@link Dna} and its
 * health. Each step it eats what it touches, seeks (or flees) the nearest food and the nearest
 * poison it can see, stays within the walls and grows hungrier:
 * <pre>
 *   force = seek(nearest food within foodPerception) × foodWeight
 *         + seek(nearest poison within poisonPerception) × poisonWeight
 *         + stayWithin(walls) × WALL_WEIGHT
 *   health += FOOD_VALUE per food touched − POISON_VALUE per poison touched − HEALTH_LOSS
 * </pre>
 * A negative weight turns seek round into flee. Health stays at most {@link #MAX_HEALTH}; at 0
 * or less the creature is dead. The vehicle is the library's: only its book lines move it.
 */
public final class Creature {

  /** The vehicle's limits: quick and nimble, so a gene's pull shows within a few frames. */
  public static final float MAXSPEED = 4;
  public static final float MAXFORCE = 0.2f;
  /** The vehicle's drawing size (its triangle is 2r wide and 4r long). */
  public static final float SIZE = 4;
  /** A creature eats an item whose centre is this near its own, in pixels. */
  public static final float REACH = 6;
  /** Health at birth, and the most a creature can hold. */
  public static final float START_HEALTH = 1;
  public static final float MAX_HEALTH = 1;
  /** What one food gives, one poison takes, and one step costs. */
  public static final float FOOD_VALUE = 0.3f;
  public static final float POISON_VALUE = 1;
  public static final float HEALTH_LOSS = 0.003f;
  /** The walls count more than the strongest gene (2), so no creature pushes through them. */
  public static final float WALL_WEIGHT = 3;

  public final Vehicle vehicle;
  public final Dna dna;
  /** 0 or less: dead. Changed by {@link #eat} and {@link #live}. */
  public float health = START_HEALTH;
  /** This step's nearest food and poison within perception, or null: kept for drawing. */
  public PVector foodSeen;
  public PVector poisonSeen;

  /** A creature at (x, y) moving at {@code velocity} (copied), full of health. */
  public Creature(float x, float y, PVector velocity, Dna dna) {
    if (dna == null) {
      throw new IllegalArgumentException("dna must not be null");
    }
    vehicle = new Vehicle(x, y);
    vehicle.maxspeed = MAXSPEED;
    vehicle.maxforce = MAXFORCE;
    vehicle.r = SIZE;
    vehicle.velocity.set(velocity);
    this.dna = dna;
  }

  /**
   * Mutates the food, the poison, the health and the vehicle's forces: eats what it touches,
   * then steers towards (or away from) the nearest food and poison it sees, and away from the
   * walls. Call {@code vehicle.update()} and {@link #live()} after it.
   */
  public void behave(List<PVector> food, List<PVector> poison, Walls walls) {
    foodSeen = eat(food, FOOD_VALUE, dna.foodPerception);
    poisonSeen = eat(poison, -POISON_VALUE, dna.poisonPerception);
    if (foodSeen != null) {
      seekWeighted(foodSeen, dna.foodWeight);
    }
    if (poisonSeen != null) {
      seekWeighted(poisonSeen, dna.poisonWeight);
    }
    vehicle.stayWithin(walls, WALL_WEIGHT);
  }

  /**
   * Seek with its force × weight; a negative weight flees instead (the desired velocity turned
   * round), with force × −weight. Returns the force applied.
   */
  PVector seekWeighted(PVector target, float weight) {
    if (weight >= 0) {
      return vehicle.seek(target, weight);
    }
    // desired velocity = (position - target), scaled to maxspeed: flee
    PVector desired = PVector.sub(vehicle.position, target);
    desired.setMag(vehicle.maxspeed);
    return vehicle.steer(desired, -weight);
  }

  /**
   * Mutates {@code items} and the health: eats every item within {@link #REACH} (removing it,
   * health + {@code value} for each, negative for poison, kept at most MAX_HEALTH). Returns the
   * nearest item left that is closer than {@code perception}, or null: one pass over the list,
   * as in the Coding Train's challenge.
   */
  public PVector eat(List<PVector> items, float value, float perception) {
    PVector closest = null;
    float record = perception;
    // backwards, so removing an item does not skip the next
    for (int i = items.size() - 1; i >= 0; i--) {
      PVector item = items.get(i);
      float d = PVector.dist(vehicle.position, item);
      if (d < REACH) {
        items.remove(i);
        health = Math.min(MAX_HEALTH, health + value);
      } else if (d < record) {
        record = d;
        closest = item;
      }
    }
    return closest;
  }

  /** Mutates the health: one step's cost of living, HEALTH_LOSS. */
  public void live() {
    health -= HEALTH_LOSS;
  }

  public boolean dead() {
    return health <= 0;
  }

  /**
   * A child where this creature is, moving as it does, full of health, with this creature's
   * genes mutated at {@code mutationRate} ({@link Dna#mutated}) and the vehicle's first limits
   * (a sketch's tuning keys scale them, as for every vehicle).
   */
  public Creature offspring(Random random, float mutationRate) {
    return new Creature(vehicle.position.x, vehicle.position.y, vehicle.velocity,
        dna.mutated(random, mutationRate));
  }
}
