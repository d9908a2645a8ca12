package exercises.flowfield;

import processing.core.PVector;
import steering.FlowField;
import steering.Vehicle;

/** The flow-field checks pass for the reference solution (spoiler below). */
class FlowFieldSolutionTest extends FlowFieldChecks {

  @Override
  FieldLookup lookup() {
    return new LookupSolution();
  }

  /** Reference solution: floor of the coordinate over the resolution, clamped; × maxspeed. */
  static class LookupSolution extends FieldLookup {
    @Override
    public int column(float x, FlowField field) {
      return cell(x, field.resolution(), field.columns());
    }

    @Override
    public int row(float y, FlowField field) {
      return cell(y, field.resolution(), field.rows());
    }

    @Override
    public PVector desiredVelocity(Vehicle vehicle, FlowField field) {
      PVector direction = field.get(column(vehicle.position.x, field),
          row(vehicle.position.y, field));
      return direction.mult(vehicle.maxspeed);
    }

    private static int cell(float coordinate, float resolution, int count) {
      int cell = (int) Math.floor(coordinate / resolution);
      return Math.max(0, Math.min(count - 1, cell));
    }
  }
}
