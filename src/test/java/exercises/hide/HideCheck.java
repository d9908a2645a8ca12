package exercises.hide;

/**
 * The hide checks against your {@link HidingSpot}:
 * {@code mvn test -Pexercises -Dtest=HideCheck}.
 */
class HideCheck extends HideChecks {

  @Override
  HidingSpot hiding() {
    return new HidingSpot();
  }
}
