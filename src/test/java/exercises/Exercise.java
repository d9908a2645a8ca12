package exercises;

import exercises.arrival.SeekToArrive;
import exercises.corners.SlowForCorners;
import exercises.doublingback.DoublingBack;
import exercises.flee.FleeTheMouse;
import exercises.flowfield.FollowTheField;
import exercises.mass.HeavyAndLight;
import exercises.timestep.ChoppyFrames;
import exercises.walls.StayInside;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Set;
import java.util.function.Supplier;
import sketchbook.ProjectFolder;
import sketchbook.SteeringSketch;

/**
 * The exercises under test: each one's folder, the file a learner edits, its sketch, its check
 * class, and which of the checks the untouched skeleton fails.
 */
enum Exercise {
  FLEE("flee", "Flee.java", FleeTheMouse::new, "exercises.flee.FleeCheck",
      "ca70485d98f4fe48d16db48cbf8b5b78cf2feecc2461e1ef455dc249c194c91a",
      Set.of("fromRestTheForceIsMaxforceStraightAwayFromTheThreat",
          "aVehicleAlreadyFleeingAtFullSpeedNeedsNoForce",
          "theForceIsDesiredMinusVelocity",
          "theDistanceToAFixedThreatGrowsEveryFrame")),
  ARRIVAL("arrival", "Arrival.java", SeekToArrive::new, "exercises.arrival.ArrivalCheck",
      "e8552e98f9ccbc33a2f374474b467784a3dc546fb1c232f3e951908b4e691879",
      Set.of("insideTheSlowingAreaTheDesiredSpeedRampsDownWithTheDistance",
          "aVehicleAtTheRightSpeedForItsDistanceNeedsNoForce",
          "comesToRestOnTheTargetWithoutOvershooting")),
  MASS("mass", "MassiveVehicle.java", HeavyAndLight::new, "exercises.mass.MassCheck",
      "61ceebeaa0250cd92702fcbc663c5fb8dc6595a044afc9b79839a849b404f0b5",
      Set.of("aForceIsDividedByTheMass",
          "forcesInOneFrameAddUp",
          "aHeavyVehicleGainsSpeedMoreSlowly",
          "aMassThatIsNotPositiveIsRefused")),
  TIME_STEP("timestep", "TimeStep.java", ChoppyFrames::new, "exercises.timestep.TimeStepCheck",
      "cb74297313d7981848bb0c73b7a567d8194eba77464e70c3bb3c6332edeceb68",
      Set.of("aLongerStepMovesFurther",
          "theAccelerationIsScaledByTheStepToo",
          "oneSecondOfConstantForceAtSixtyAndAtThirtyFramesASecond",
          "aSeekingVehicleCoversTheSameGroundAtTwentyAndAtSixtyFramesASecond",
          "aStepThatIsNotPositiveIsRefused")),
  DOUBLING_BACK("doublingback", "ForwardFollower.java", DoublingBack::new,
      "exercises.doublingback.DoublingBackCheck",
      "6ee7a4bfb0541db846fe89b8bf5e696da9cf97e8f6e8140e463d36fdc07943de",
      Set.of("comesBackAlongARoadThatRunsOutAndBack",
          "reachesTheEndOfARoadThatDoublesBackHalfway")),
  CORNERS("corners", "CornerBraking.java", SlowForCorners::new, "exercises.corners.CornersCheck",
      "5289bf2602320e5ad196a60258fde38a8ec97511b7e9da69698af52d48075c08",
      Set.of("onARightAngleCornerTheLimitIsHalfTheCruiseSpeed",
          "halfwayIntoTheBrakingDistanceTheLimitIsHalfwayBetween",
          "aGentleBendBrakesLess",
          "aUTurnBrakesToTheMinimumSpeedButNotToZero",
          "everyPointOfAClosedPathIsACorner",
          "onTheSketchesRoadTheVehicleStaysOnTheRoadAndGetsToTheEnd")),
  WALLS("walls", "Containment.java", StayInside::new, "exercises.walls.WallsCheck",
      "a5b11c81bb0f860183cba5724c68a225a1d2d896a55bfeca623998a270511f84",
      Set.of("nearTheLeftWallTheDesireIsToGoRight",
          "nearTheRightWallTheDesireIsToGoLeft",
          "nearTheTopWallTheDesireIsToGoDown",
          "nearTheBottomWallTheDesireIsToGoUp",
          "inACornerTheDesireIsAwayFromBothWalls",
          "pastAWallTheDesireStillLeadsBackIn",
          "aWiderMarginReachesFurtherIn",
          "aSlowerVehicleDesiresItsOwnMaxspeed",
          "steeredByItAVehicleNeverLeavesTheRectangle")),
  FLOW_FIELD("flowfield", "FieldLookup.java", FollowTheField::new,
      "exercises.flowfield.FlowFieldCheck",
      "5b917bb0783773d3aa0b40de06d6d73c1f9009fc38b22c5e997b1f001a98fb6e",
      Set.of("theColumnIsXOverTheResolutionRoundedDown",
          "theRowIsYOverTheResolutionRoundedDown",
          "onACellsCornerTheCellIsTheOneRightOfAndBelowIt",
          "otherResolutions",
          "rightOfOrBelowTheGridTheLastCell",
          "aLastPartialCellCounts",
          "theDesiredVelocityIsTheCellsDirectionAtMaxspeed",
          "offTheGridTheDesireComesFromTheNearestEdgeCell"));

  final String folder;
  final String learnerFile;
  final Supplier<SteeringSketch> sketch;
  final String checkClass;
  /** SHA-256 of the untouched skeleton (line endings as \n), to tell it from a learner's edit. */
  final String skeletonSha256;
  /** The check methods the untouched skeleton fails; it passes the others. */
  final Set<String> failedBySkeleton;

  Exercise(String folder, String learnerFile, Supplier<SteeringSketch> sketch, String checkClass,
           String skeletonSha256, Set<String> failedBySkeleton) {
    this.folder = folder;
    this.learnerFile = learnerFile;
    this.sketch = sketch;
    this.checkClass = checkClass;
    this.skeletonSha256 = skeletonSha256;
    this.failedBySkeleton = failedBySkeleton;
  }

  File source() {
    return new File(ProjectFolder.root(), "sketches/exercises/" + folder + "/" + learnerFile);
  }

  /** SHA-256 of the learner's file as it is now, line endings normalised to \n. */
  String currentSha256() throws IOException {
    String text = Files.readString(source().toPath(), StandardCharsets.UTF_8)
        .replace("\r\n", "\n");
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(digest.digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
