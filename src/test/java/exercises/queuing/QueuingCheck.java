package exercises.queuing;

/** The queuing checks against your {@link Braking}: {@code mvn test -Pexercises -Dtest=QueuingCheck}. */
class QueuingCheck extends QueuingChecks {

  @Override
  Braking braking() {
    return new Braking();
  }
}
