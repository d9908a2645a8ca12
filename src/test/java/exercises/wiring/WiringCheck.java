package exercises.wiring;

/**
 * The wiring checks against your {@link Wires}: {@code mvn test -Pexercises -Dtest=WiringCheck}.
 */
class WiringCheck extends WiringChecks {

  @Override
  Wires wires() {
    return new Wires();
  }
}
