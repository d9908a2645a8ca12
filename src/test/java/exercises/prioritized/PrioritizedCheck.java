package exercises.prioritized;

/**
 * The running sum checks against your {@link RunningSum}:
 * {@code mvn test -Pexercises -Dtest=PrioritizedCheck}.
 */
class PrioritizedCheck extends PrioritizedChecks {

  @Override
  RunningSum runningSum() {
    return new RunningSum();
  }
}
