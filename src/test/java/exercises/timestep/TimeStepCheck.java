package exercises.timestep;

/** The time-step checks against your {@link TimeStep}: {@code mvn test -Pexercises -Dtest=TimeStepCheck}. */
class TimeStepCheck extends TimeStepChecks {

  @Override
  TimeStep timeStep() {
    return new TimeStep();
  }
}
