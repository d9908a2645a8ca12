package exercises.separation;

/**
 * The separation checks against your {@link Separate}:
 * {@code mvn test -Pexercises -Dtest=SeparationCheck}.
 */
class SeparationCheck extends SeparationChecks {

  @Override
  Separate separate() {
    return new Separate();
  }
}
