package exercises.flowfield;

import processing.core.PVector;
import steering.FlowField;
import steering.Vehicle;

/**
 * Exercise "Flow field lookup": which cell of a flow field a vehicle is over, and the velocity
 * it wants there. This is the one file to edit; {@link FollowTheField} steers every vehicle by
 * {@link #desiredVelocity} and {@code mvn test -Pexercises -Dtest=FlowFieldCheck} checks it.
 * The task is in README.md beside it. (The library's {@code field.lookup} does all this: the
 * point is to write it yourself, so leave it aside.)
 */
public class FieldLookup {

  /** The column of the cell under {@code x}: numbered from 0, clamped to the grid. */
  public int column(float x, FlowField field) {
    // TODO exercise: cells are field.resolution() pixels wide and column 0 starts at x = 0.
    // Left of the grid use the first column; right of it the last, field.columns() - 1.
    return 0;
  }

  /** The row of the cell under {@code y}: numbered from 0, clamped to the grid. */
  public int row(float y, FlowField field) {
    // TODO exercise: as column(), downwards, with field.rows().
    return 0;
  }

  /**
   * The velocity {@code vehicle} would like over {@code field}: the direction stored in the
   * cell under it, at full speed. A new vector; changes neither argument.
   */
  public PVector desiredVelocity(Vehicle vehicle, FlowField field) {
    PVector direction = field.get(column(vehicle.position.x, field),
        row(vehicle.position.y, field));
    // TODO exercise: the direction is 1 long (or 0); the vehicle wants to go that way as
    // fast as it may.
    return direction;
  }
}
