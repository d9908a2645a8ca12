package sketches;

import arrive.Arrive;
import crowdpathfollowing.CrowdPathFollowing;
import flee.Flee;
import flocking.Flocking;
import flowfield.FlowField;
import java.util.function.Supplier;
import pathfollowing.PathFollowing;
import pursueevade.PursueEvade;
import seek.Seek;
import seekandseparate.SeekAndSeparate;
import separation.Separation;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import walls.Walls;
import wander.Wander;
import yourbehavior.YourBehavior;

/** The sketches under test, and how a test starts one offscreen. */
enum SketchKind implements SketchUnderTest {
  SEEK("Seek", Seek::new),
  ARRIVE("Arrive", Arrive::new),
  PATH_FOLLOWING("PathFollowing", PathFollowing::new),
  FLEE("Flee", Flee::new),
  PURSUE_EVADE("PursueEvade", PursueEvade::new),
  WANDER("Wander", Wander::new),
  WALLS("Walls", Walls::new),
  FLOW_FIELD("FlowField", FlowField::new),
  SEPARATION("Separation", Separation::new),
  SEEK_AND_SEPARATE("SeekAndSeparate", SeekAndSeparate::new),
  FLOCKING("Flocking", Flocking::new),
  CROWD_PATH_FOLLOWING("CrowdPathFollowing", CrowdPathFollowing::new),
  OBSTACLE_AVOIDANCE("ObstacleAvoidance", obstacleavoidance.ObstacleAvoidance::new),
  CROSSING_TRAFFIC("CrossingTraffic", crossingtraffic.CrossingTraffic::new),
  YOUR_BEHAVIOR("YourBehavior", YourBehavior::new);

  /** Every offscreen run uses this seed, so two runs with the same arguments are identical. */
  static final String SEED = "7";

  /** The sketch's name, as the launcher knows it. */
  final String title;
  private final Supplier<SteeringSketch> constructor;

  SketchKind(String title, Supplier<SteeringSketch> constructor) {
    this.title = title;
    this.constructor = constructor;
  }

  /** A new sketch, not started. */
  SteeringSketch create() {
    return constructor.get();
  }

  @Override
  public String title() {
    return title;
  }

  /** A new sketch started offscreen (setup has run) with --headless, the seed and {@code extra}. */
  @Override
  public SteeringSketch startOffscreen(String... extra) {
    String[] args = new String[extra.length + 3];
    args[0] = "--headless";
    args[1] = "--seed";
    args[2] = SEED;
    System.arraycopy(extra, 0, args, 3, extra.length);
    return Offscreen.start(create(), args);
  }

  @Override
  public String toString() {
    return title;
  }
}
