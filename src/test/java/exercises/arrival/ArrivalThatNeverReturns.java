package exercises.arrival;

import processing.core.PVector;
import steering.Vehicle;

/**
 * The arrive checks against an answer whose loop never ends (until {@link #release}, so the
 * test that runs it leaves no thread spinning). Not a *Check: neither build runs it by itself.
 */
public class ArrivalThatNeverReturns extends ArrivalChecks {

  private static volatile boolean released;

  /** Lets every stuck answer return, after the test has seen its checks time out. */
  public static void release() {
    released = true;
  }

  /** Makes the answer loop again, for the next run. */
  public static void hold() {
    released = false;
  }

  @Override
  Arrival arrival() {
    return new Arrival() {
      @Override
      public PVector desired(Vehicle vehicle, PVector target, float slowingRadius) {
        PVector desired = PVector.sub(target, vehicle.position);
        while (!released) {
          desired.mult(1);   // a loop whose condition never changes
        }
        return desired;
      }
    };
  }
}
