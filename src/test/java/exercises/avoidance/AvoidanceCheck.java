package exercises.avoidance;

/** The avoidance checks against your {@link Corridor}: {@code mvn test -Pexercises -Dtest=AvoidanceCheck}. */
class AvoidanceCheck extends AvoidanceChecks {

  @Override
  Corridor corridor() {
    return new Corridor();
  }
}
