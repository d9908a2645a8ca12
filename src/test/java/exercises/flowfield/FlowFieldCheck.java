package exercises.flowfield;

/** The flow-field checks against your {@link FieldLookup}: {@code mvn test -Pexercises -Dtest=FlowFieldCheck}. */
class FlowFieldCheck extends FlowFieldChecks {

  @Override
  FieldLookup lookup() {
    return new FieldLookup();
  }
}
