package exercises.corners;

/** The corner checks against your {@link CornerBraking}: {@code mvn test -Pexercises -Dtest=CornersCheck}. */
class CornersCheck extends CornersChecks {

  @Override
  CornerBraking braking() {
    return new CornerBraking();
  }
}
