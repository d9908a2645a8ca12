package exercises.arrival;

/** The arrive checks against your {@link Arrival}: {@code mvn test -Pexercises -Dtest=ArrivalCheck}. */
class ArrivalCheck extends ArrivalChecks {

  @Override
  Arrival arrival() {
    return new Arrival();
  }
}
