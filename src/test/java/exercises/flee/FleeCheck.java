package exercises.flee;

/** The flee checks against your {@link Flee}: {@code mvn test -Pexercises -Dtest=FleeCheck}. */
class FleeCheck extends FleeChecks {

  @Override
  Flee flee() {
    return new Flee();
  }
}
