package exercises.normalpoint;

/**
 * The normal-point checks against your {@link NormalPoint}:
 * {@code mvn test -Pexercises -Dtest=NormalPointCheck}.
 */
class NormalPointCheck extends NormalPointChecks {

  @Override
  NormalPoint normalPoint() {
    return new NormalPoint();
  }
}
