package exercises.normalpoint;

import processing.core.PApplet;
import processing.core.PVector;

/**
 * Wrong answers that look right on some segments; {@code WrongAnswersFailTest} runs the
 * normal-point checks against each and asserts which of them catch it.
 */
final class NormalPointWrongAnswers {

  private NormalPointWrongAnswers() {
  }

  /** The foot on the whole line, never kept on the segment. */
  static class LineNotSegment extends NormalPointChecks {
    @Override
    NormalPoint normalPoint() {
      return new NormalPoint() {
        @Override
        public PVector normalPoint(PVector p, PVector a, PVector b) {
          PVector ab = PVector.sub(b, a).normalize();
          return PVector.add(a, ab.mult(PVector.sub(p, a).dot(ab)));
        }
      };
    }
  }

  /** Kept between a and b coordinate by coordinate, as if every segment ran right and down. */
  static class ClampedAsIfLeftToRight extends NormalPointChecks {
    @Override
    NormalPoint normalPoint() {
      return new NormalPoint() {
        @Override
        public PVector normalPoint(PVector p, PVector a, PVector b) {
          PVector ab = PVector.sub(b, a).normalize();
          PVector foot = PVector.add(a, ab.mult(PVector.sub(p, a).dot(ab)));
          return new PVector(PApplet.constrain(foot.x, a.x, b.x),
              PApplet.constrain(foot.y, a.y, b.y));
        }
      };
    }
  }

  /** The dot product with b − a itself, not its direction: too far by a factor of |b − a|. */
  static class NotNormalised extends NormalPointChecks {
    @Override
    NormalPoint normalPoint() {
      return new NormalPoint() {
        @Override
        public PVector normalPoint(PVector p, PVector a, PVector b) {
          PVector ab = PVector.sub(b, a);
          float length = ab.mag();
          float along = PApplet.constrain(PVector.sub(p, a).dot(ab), 0, length);
          return PVector.add(a, ab.setMag(along));
        }
      };
    }
  }
}
