package exercises.wander;

/** The checks against your {@link WanderPoint}: {@code mvn test -Pexercises -Dtest=WanderCheck}. */
class WanderCheck extends WanderChecks {

  @Override
  WanderPoint wanderPoint() {
    return new WanderPoint();
  }
}
