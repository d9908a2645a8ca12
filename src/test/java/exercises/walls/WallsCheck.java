package exercises.walls;

/** The walls checks against your {@link Containment}: {@code mvn test -Pexercises -Dtest=WallsCheck}. */
class WallsCheck extends WallsChecks {

  @Override
  Containment containment() {
    return new Containment();
  }
}
