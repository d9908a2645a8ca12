package exercises.pursue;

/** The checks against your {@link Pursue}: {@code mvn test -Pexercises -Dtest=PursueCheck}. */
class PursueCheck extends PursueChecks {

  @Override
  Pursue pursue() {
    return new Pursue();
  }
}
