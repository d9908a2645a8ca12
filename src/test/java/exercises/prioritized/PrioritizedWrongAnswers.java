package exercises.prioritized;

import processing.core.PVector;

/**
 * Wrong answers that look right with the sketch's numbers; {@code WrongAnswersFailTest} runs the
 * running sum checks against each and asserts which of them catch it.
 */
final class PrioritizedWrongAnswers {

  private PrioritizedWrongAnswers() {
  }

  /** The sketch's maxforce, 0.1, written in place of the argument. */
  static class MaxforceFixedAtATenth extends PrioritizedChecks {
    @Override
    RunningSum runningSum() {
      return new RunningSum() {
        @Override
        protected void runningSum(float maxforce) {
          PVector total = new PVector();
          for (Part part : parts()) {
            float left = 0.1f - total.mag();
            if (left <= 0) {
              return;
            }
            part.letThrough.set(part.weighted).limit(left);
            total.add(part.letThrough);
          }
        }
      };
    }
  }

  /** What is left taken as maxforce less the lengths let through so far, not the total's. */
  static class LeftFromTheLengthsLetThrough extends PrioritizedChecks {
    @Override
    RunningSum runningSum() {
      return new RunningSum() {
        @Override
        protected void runningSum(float maxforce) {
          float left = maxforce;
          for (Part part : parts()) {
            if (left <= 0) {
              return;
            }
            part.letThrough.set(part.weighted).limit(left);
            left -= part.letThrough.mag();
          }
        }
      };
    }
  }

  /** The forces the behaviors asked for, their weights left out. */
  static class AskedNotWeighted extends PrioritizedChecks {
    @Override
    RunningSum runningSum() {
      return new RunningSum() {
        @Override
        protected void runningSum(float maxforce) {
          PVector total = new PVector();
          for (Part part : parts()) {
            float left = maxforce - total.mag();
            if (left <= 0) {
              return;
            }
            part.letThrough.set(part.asked).limit(left);
            total.add(part.letThrough);
          }
        }
      };
    }
  }
}
