package sketches;

import exercises.alignment.FlyTogether;
import exercises.arrival.SeekToArrive;
import exercises.avoidance.SteerClear;
import exercises.corners.SlowForCorners;
import exercises.doublingback.DoublingBack;
import exercises.flee.FleeTheMouse;
import exercises.flowfield.FollowTheField;
import exercises.hide.HideFromTheHunter;
import exercises.mass.HeavyAndLight;
import exercises.normalpoint.StayOnTheRoad;
import exercises.prioritized.FirstThingsFirst;
import exercises.pursue.ChaseTheWanderer;
import exercises.queuing.WaitYourTurn;
import exercises.separation.KeepApart;
import exercises.timestep.ChoppyFrames;
import exercises.walls.StayInside;
import exercises.wander.WanderAround;
import exercises.wiring.WireTheVehicles;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;

/**
 * The exercises' sketches, for the tests that cover the shared keys (kept out of
 * {@link SketchKind}, whose other tests are about the sketchbook's own sketches).
 */
enum ExerciseSketchKind implements SketchUnderTest {
  FLEE_THE_MOUSE("FleeTheMouse", FleeTheMouse::new),
  SEEK_TO_ARRIVE("SeekToArrive", SeekToArrive::new),
  HEAVY_AND_LIGHT("HeavyAndLight", HeavyAndLight::new),
  CHOPPY_FRAMES("ChoppyFrames", ChoppyFrames::new),
  DOUBLING_BACK("DoublingBack", DoublingBack::new),
  SLOW_FOR_CORNERS("SlowForCorners", SlowForCorners::new),
  CHASE_THE_WANDERER("ChaseTheWanderer", ChaseTheWanderer::new),
  WANDER_AROUND("WanderAround", WanderAround::new),
  STAY_INSIDE("StayInside", StayInside::new),
  FOLLOW_THE_FIELD("FollowTheField", FollowTheField::new),
  KEEP_APART("KeepApart", KeepApart::new),
  FLY_TOGETHER("FlyTogether", FlyTogether::new),
  STEER_CLEAR("SteerClear", SteerClear::new),
  WAIT_YOUR_TURN("WaitYourTurn", WaitYourTurn::new),
  STAY_ON_THE_ROAD("StayOnTheRoad", StayOnTheRoad::new),
  HIDE_FROM_THE_HUNTER("HideFromTheHunter", HideFromTheHunter::new),
  FIRST_THINGS_FIRST("FirstThingsFirst", FirstThingsFirst::new),
  WIRE_THE_VEHICLES("WireTheVehicles", WireTheVehicles::new);

  private final String title;
  private final Supplier<SteeringSketch> constructor;

  ExerciseSketchKind(String title, Supplier<SteeringSketch> constructor) {
    this.title = title;
    this.constructor = constructor;
  }

  /** The sketchbook's sketches, then the exercises'. */
  static List<SketchUnderTest> everySketch() {
    List<SketchUnderTest> all = new ArrayList<>(SketchKind.every());
    all.addAll(List.of(values()));
    return all;
  }

  @Override
  public String title() {
    return title;
  }

  @Override
  public SteeringSketch startOffscreen(String... extra) {
    String[] args = new String[extra.length + 3];
    args[0] = "--headless";
    args[1] = "--seed";
    args[2] = SketchKind.SEED;
    System.arraycopy(extra, 0, args, 3, extra.length);
    return Offscreen.start(constructor.get(), args);
  }

  @Override
  public String toString() {
    return title;
  }
}
