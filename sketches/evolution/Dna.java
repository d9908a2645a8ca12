package evolution;

import java.util.Random;

/**
 * A creature's four genes, as in the Coding Train's "Evolutionary Steering Behaviors": how
 * strongly it is drawn to food and to poison (a weight in [{@link #MIN_WEIGHT},
 * {@link #MAX_WEIGHT}]; below 0 it flees instead), and how far it sees each (a radius in
 * [{@link #MIN_PERCEPTION}, {@link #MAX_PERCEPTION}] pixels). A Dna never changes: a clone gets
 * a new one from {@link #mutated}.
 */
public final class Dna {

  /** A weight's range: −2 flees at twice the steering force, +2 seeks at twice it. */
  public static final float MIN_WEIGHT = -2;
  public static final float MAX_WEIGHT = 2;
  /** A perception radius's range, in pixels. */
  public static final float MIN_PERCEPTION = 0;
  public static final float MAX_PERCEPTION = 100;
  /** A mutation moves a weight by at most this much, either way. */
  public static final float WEIGHT_MUTATION = 0.1f;
  /** A mutation moves a perception radius by at most this many pixels, either way. */
  public static final float PERCEPTION_MUTATION = 10;

  public final float foodWeight;
  public final float poisonWeight;
  public final float foodPerception;
  public final float poisonPerception;

  /**
   * Genes with these values.
   *
   * @throws IllegalArgumentException for a gene outside its range, or NaN
   */
  public Dna(float foodWeight, float poisonWeight, float foodPerception,
      float poisonPerception) {
    this.foodWeight = inRange("foodWeight", foodWeight, MIN_WEIGHT, MAX_WEIGHT);
    this.poisonWeight = inRange("poisonWeight", poisonWeight, MIN_WEIGHT, MAX_WEIGHT);
    this.foodPerception = inRange("foodPerception", foodPerception, MIN_PERCEPTION,
        MAX_PERCEPTION);
    this.poisonPerception = inRange("poisonPerception", poisonPerception, MIN_PERCEPTION,
        MAX_PERCEPTION);
  }

  /** Every gene drawn evenly from its range. */
  public static Dna random(Random random) {
    return new Dna(between(random, MIN_WEIGHT, MAX_WEIGHT),
        between(random, MIN_WEIGHT, MAX_WEIGHT),
        between(random, MIN_PERCEPTION, MAX_PERCEPTION),
        between(random, MIN_PERCEPTION, MAX_PERCEPTION));
  }

  /**
   * A child's genes: each gene, with probability {@code rate}, moved by a random amount up to
   * its mutation size either way, then clamped to its range; otherwise copied.
   */
  public Dna mutated(Random random, float rate) {
    if (!(rate >= 0 && rate <= 1)) {
      throw new IllegalArgumentException("mutation rate must be within [0, 1], was " + rate);
    }
    return new Dna(
        mutate(random, rate, foodWeight, WEIGHT_MUTATION, MIN_WEIGHT, MAX_WEIGHT),
        mutate(random, rate, poisonWeight, WEIGHT_MUTATION, MIN_WEIGHT, MAX_WEIGHT),
        mutate(random, rate, foodPerception, PERCEPTION_MUTATION, MIN_PERCEPTION,
            MAX_PERCEPTION),
        mutate(random, rate, poisonPerception, PERCEPTION_MUTATION, MIN_PERCEPTION,
            MAX_PERCEPTION));
  }

  /** One gene of a child: with probability rate, gene + random(−size, size), clamped. */
  static float mutate(Random random, float rate, float gene, float size, float min, float max) {
    if (random.nextFloat() >= rate) {
      return gene;
    }
    return clamp(gene + between(random, -size, size), min, max);
  }

  static float clamp(float value, float min, float max) {
    return Math.max(min, Math.min(max, value));
  }

  private static float between(Random random, float min, float max) {
    return min + random.nextFloat() * (max - min);
  }

  private static float inRange(String name, float value, float min, float max) {
    if (!(value >= min && value <= max)) {
      throw new IllegalArgumentException(name + " must be within [" + min + ", " + max
          + "], was " + value);
    }
    return value;
  }

  @Override
  public String toString() {
    return String.format("food %.2f (%.0f px), poison %.2f (%.0f px)", foodWeight,
        foodPerception, poisonWeight, poisonPerception);
  }
}
