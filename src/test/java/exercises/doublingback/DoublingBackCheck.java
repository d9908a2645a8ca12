package exercises.doublingback;

/**
 * The doubling-back checks against your {@link ForwardFollower}:
 * {@code mvn test -Pexercises -Dtest=DoublingBackCheck}.
 */
class DoublingBackCheck extends DoublingBackChecks {

  @Override
  ForwardFollower follower() {
    return new ForwardFollower();
  }
}
