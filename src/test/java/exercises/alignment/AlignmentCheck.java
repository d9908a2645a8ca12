package exercises.alignment;

/**
 * The alignment checks against your {@link Align}:
 * {@code mvn test -Pexercises -Dtest=AlignmentCheck}.
 */
class AlignmentCheck extends AlignmentChecks {

  @Override
  Align align() {
    return new Align();
  }
}
