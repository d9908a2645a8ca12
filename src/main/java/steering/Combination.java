package steering;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import processing.core.PVector;

/**
 * Combining behaviors (Mat Buckland, <em>Programming Game AI by Example</em>, ch. 3, "Combining
 * Steering Behaviors"; Reynolds 1999, "Combining Behaviors"): a vehicle asks several behaviors
 * for a force and applies one force, at most maxforce ({@link Vehicle#combine}).
 *
 * <p>Each behavior is {@link #add added} in priority order, the most important first, with the
 * force it asked for (its own {@code steer}, so at most maxforce), a weight, and for dithering
 * a probability. {@link #combine} decides how much of each weighted force
 * ({@code asked × weight}) gets through, in {@link Part#letThrough}; the force applied is the
 * sum of what got through. Three ways, Buckland's:
 * <ol>
 *   <li><b>Weighted truncated sum</b> ({@link Method#WEIGHTED_SUM}, the default: the weighted
 *       sum of the book's sketches, truncated as Buckland's is): every weighted force added up,
 *       the sum truncated to maxforce, so each behavior gets its weighted force shrunk by the
 *       same share. Simple, but a large weight swamps the rest: beside a wall weighted 10, a
 *       seek weighted 1 gets a tenth of what the wall gets, and forces pointing opposite ways
 *       cancel.
 *   <li><b>Weighted truncated running sum with prioritization</b> ({@link Method#PRIORITIZED}):
 *       in priority order, each weighted force is added to a running total while some of
 *       maxforce is left, {@code left = maxforce − |total|}: whole if it is no longer than
 *       left, else cut to left. Once nothing is left the rest get nothing: the first behaviors
 *       are never starved, the last ones may be.
 *   <li><b>Prioritized dithering</b> ({@link Method#DITHERED}): in priority order, each
 *       behavior is tried with its probability p; the first one tried that asks for a force is
 *       the whole force, {@code weighted / p} truncated to maxforce (dividing by p gives it, on
 *       average over the frames, its weighted force); the others get nothing this frame.
 *       Buckland works out only the behavior the dice pick, which is what makes it cheap; here
 *       every force has been asked for anyway, so that all of them can be shown.
 * </ol>
 * The maths never draws. Dithering draws its dice from the {@link Random} it is given (seeded,
 * a run repeats); the other two ways never draw a random number.
 */
public class Combination {

  /** The three ways of combining. */
  public enum Method {
    WEIGHTED_SUM("weighted truncated sum"),
    PRIORITIZED("prioritized running sum"),
    DITHERED("prioritized dithering");

    /** The way's name, for a HUD. */
    public final String label;

    Method(String label) {
      this.label = label;
    }

    /** The next way, after the last the first: what a key cycles through. */
    public Method next() {
      return values()[(ordinal() + 1) % values().length];
    }
  }

  /** One behavior of a combination: the force it asked for, its weight, and what got through. */
  public static final class Part {
    /** The behavior's name, e.g. "seek". */
    public final String name;
    /** The force the behavior asked for: its own steer(desired), at most maxforce. */
    public final PVector asked;
    /** How much its force counts. */
    public final float weight;
    /** Dithering: the chance that it is tried, more than 0 and at most 1. */
    public final float probability;
    /** asked × weight. */
    public final PVector weighted;
    /** What the way of combining let through of it ({@link #combine} sets it). */
    public final PVector letThrough = new PVector();
    /** Dithering: the dice gave it its turn ({@link #combine} sets it). */
    public boolean tried;

    Part(String name, PVector asked, float weight, float probability, PVector weighted) {
      this.name = name;
      this.asked = asked;
      this.weight = weight;
      this.probability = probability;
      this.weighted = weighted;
    }
  }

  /** How this combination combines. */
  public final Method method;
  /** The force {@link #combine} let through in all: the sum of the parts' letThrough. */
  public final PVector total = new PVector();
  private final Random dice;
  private final List<Part> parts = new ArrayList<>();

  /** A weighted truncated sum, the default. */
  public Combination() {
    this(Method.WEIGHTED_SUM, null);
  }

  /**
   * A combination by {@code method}; dithering draws from {@code dice} (give it a seeded one:
   * the sketch's runs repeat), the other ways take null.
   */
  public Combination(Method method, Random dice) {
    if (method == null) {
      throw new IllegalArgumentException("method must not be null");
    }
    if (method == Method.DITHERED && dice == null) {
      throw new IllegalArgumentException("dithering needs a Random to draw its dice from"
          + " (a seeded one, so that a run repeats), was null");
    }
    this.method = method;
    this.dice = dice;
  }

  /** Mutates: adds a behavior after the others, with probability 1. Returns this. */
  public Combination add(String name, PVector asked, float weight) {
    return add(name, asked, weight, 1);
  }

  /**
   * Mutates: adds a behavior after the others (of lower priority) with the force it asked for
   * (copied), its weight and the probability dithering tries it with. Returns this.
   */
  public Combination add(String name, PVector asked, float weight, float probability) {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("a behavior's name must not be empty, was " + name);
    }
    Check.vector("the force of " + name, asked);
    Check.notNegative("the weight of " + name, weight, "how much its force counts");
    if (!(probability > 0 && probability <= 1)) {
      throw new IllegalArgumentException("the probability of " + name + " (the chance"
          + " dithering tries it) must be more than 0 and at most 1, was " + probability);
    }
    PVector weighted = PVector.mult(asked, weight);
    Check.vector("the force of " + name + " × its weight", weighted);
    parts.add(new Part(name, asked.copy(), weight, probability, weighted));
    return this;
  }

  /** The behaviors, in priority order. */
  public List<Part> parts() {
    return Collections.unmodifiableList(parts);
  }

  /** The behavior called {@code name}, or null. */
  public Part part(String name) {
    return parts.stream().filter(p -> p.name.equals(name)).findFirst().orElse(null);
  }

  /**
   * Mutates the parts and {@link #total}: lets through what the way allows of each weighted
   * force, and returns the sum of what got through (a new vector), at most maxforce.
   */
  public PVector combine(float maxforce) {
    Check.notNegative("maxforce", maxforce, "the largest force");
    for (Part part : parts) {
      part.letThrough.set(0, 0, 0);
      part.tried = false;
    }
    switch (method) {
      case WEIGHTED_SUM -> weightedSum(maxforce);
      case PRIORITIZED -> runningSum(maxforce);
      case DITHERED -> dither(maxforce);
    }
    total.set(0, 0, 0);
    for (Part part : parts) {
      Check.vector("the force let through of " + part.name, part.letThrough);
      total.add(part.letThrough);
    }
    Check.vector("the combined force", total);
    return total.copy();
  }

  /** Weighted truncated sum: Σ weighted, truncated to maxforce; each part shrinks alike. */
  protected void weightedSum(float maxforce) {
    PVector sum = new PVector();
    for (Part part : parts) {
      sum.add(part.weighted);
    }
    // truncating the sum to maxforce shrinks every part by the same share
    float share = sum.mag() > maxforce ? maxforce / sum.mag() : 1;
    for (Part part : parts) {
      part.letThrough.set(PVector.mult(part.weighted, share));
    }
  }

  /** Running sum with prioritization: each in turn, cut to what is left of maxforce. */
  protected void runningSum(float maxforce) {
    PVector running = new PVector();
    for (Part part : parts) {
      float left = maxforce - running.mag();   // what is left of maxforce
      if (left <= 0) {
        return;   // nothing left: the rest are starved
      }
      PVector force = part.weighted.copy().limit(left);
      part.letThrough.set(force);
      running.add(force);
    }
  }

  /** Prioritized dithering: the first behavior the dice try that asks for a force, alone. */
  protected void dither(float maxforce) {
    for (Part part : parts) {
      part.tried = dice.nextFloat() < part.probability;
      if (part.tried && part.weighted.mag() > 0) {
        // weighted / p, truncated to maxforce (the size first: a tiny p overflows no float)
        float size = Math.min(part.weighted.mag() / part.probability, maxforce);
        part.letThrough.set(part.weighted).setMag(size);
        return;
      }
    }
  }

  static void check(Combination behaviors) {
    if (behaviors == null) {
      throw new IllegalArgumentException("behaviors must not be null");
    }
  }
}
