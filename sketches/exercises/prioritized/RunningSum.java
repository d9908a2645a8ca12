package exercises.prioritized;

import steering.Combination;

/**
 * Exercise "First things first": Buckland's weighted truncated running sum with
 * prioritization. This is the one file to edit; {@link FirstThingsFirst} combines each
 * vehicle's behaviors with it ({@code vehicle.combine}), and
 * {@code mvn test -Pexercises -Dtest=PrioritizedCheck} checks it. The task is in README.md.
 */
public class RunningSum extends Combination {

  public RunningSum() {
    super(Method.PRIORITIZED, null);
  }

  /**
   * Sets what gets through of each behavior's weighted force ({@code part.letThrough}, zero
   * to begin with), the behaviors taken in priority order ({@code parts()}, the most important
   * first): a force goes in whole while it fits in what is left of {@code maxforce}, which is
   * maxforce less the length of the total so far; a longer one is cut to what is left; once
   * nothing is left, the rest get nothing. Changes nothing else; combine() adds them up.
   */
  @Override
  protected void runningSum(float maxforce) {
    // TODO exercise: this hands the work to the weighted truncated sum, so every behavior gets
    // the same share of maxforce and seek pulls a vehicle into a circle as hard as the circle
    // pushes it away. Take the parts in order instead, each cut to what is left of maxforce.
    weightedSum(maxforce);
  }
}
