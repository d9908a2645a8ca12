package exercises;

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
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Set;
import java.util.function.Supplier;
import sketchbook.SteeringSketch;
import sketchbook.run.ProjectFolder;

/**
 * The exercises under test: each one's folder, the file a learner edits, its sketch, its check
 * class, and which of the checks the untouched skeleton fails.
 */
enum Exercise {
  FLEE("flee", "Flee.java", FleeTheMouse::new, "exercises.flee.FleeCheck",
      "956f8cb2b141975357bba9dcf951198fe45938e968f92a227f76cc4efcbe8e7e",
      Set.of("theDesiredVelocityIsMaxspeedStraightAwayFromTheThreat",
          "theDesiredSpeedIsTheVehiclesOwnMaxspeed",
          "fromRestSteerGivesMaxforceStraightAwayFromTheThreat",
          "throughSteerTheForceIsDesiredMinusVelocity",
          "aVehicleAlreadyFleeingAtFullSpeedNeedsNoForce",
          "theDistanceToAFixedThreatGrowsEveryFrame")),
  ARRIVAL("arrival", "Arrival.java", SeekToArrive::new, "exercises.arrival.ArrivalCheck",
      "ab3c60b713637d92fa13b32b3ca681463dac551fe5418778e35729dc8b884f33",
      Set.of("insideTheSlowingAreaTheDesiredSpeedRampsDownWithTheDistance",
          "aLargerSlowingRadiusStartsSlowingSooner",
          "aSmallerSlowingRadiusStartsSlowingLater",
          "theRampScalesWithTheVehiclesMaxspeed",
          "aVehicleAtTheRightSpeedForItsDistanceNeedsNoForce",
          "throughSteerATooFastVehicleBrakes",
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
          "theLimitsScaleWithTheCruiseSpeed",
          "onTheSketchesRoadTheVehicleStaysOnTheRoadAndGetsToTheEnd")),
  PURSUE("pursue", "Pursue.java", ChaseTheWanderer::new, "exercises.pursue.PursueCheck",
      "4f0842557a5af438673b586d05e60d0922efdaf5566836432833a09606e9fb1b",
      Set.of("theLookAheadIsTheDistanceOverTheMaxspeed",
          "aMovingQuarryIsAimedAtWhereItWillBe",
          "theVideosFixedLookAheadOfTenFrames",
          "togetherTheyAimAtTheQuarryTFramesAhead")),
  WANDER("wander", "WanderPoint.java", WanderAround::new, "exercises.wander.WanderCheck",
      "2161bf2e34f4629edc96413c56ac2c4924c800e053def300cd53e7d67ebc86e1",
      Set.of("atAngleZeroThePointIsStraightAheadBeyondTheCentre",
          "theAngleIsMeasuredFromTheHeading",
          "aLongerDistanceMovesTheCircleFurtherAhead",
          "aBiggerRadiusPutsThePointFurtherFromTheCentre",
          "aSlantedHeadingTurnsTheWholeCircle",
          "theDesiredVelocityPointsAtThePointAtMaxspeed")),

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
          "offTheGridTheDesireComesFromTheNearestEdgeCell")),
  SEPARATION("separation", "Separate.java", KeepApart::new,
      "exercises.separation.SeparationCheck",
      "abf7529d01cfabc7c0542dcf7a8189a6a62b1b24f8da34d633d2af9557cb4bad",
      Set.of("twoNeighboursAtRightAnglesAreWeightedByOneOverTheDistance",
          "theDesiredSeparationDecidesWhoIsTooClose")),
  ALIGNMENT("alignment", "Align.java", FlyTogether::new, "exercises.alignment.AlignmentCheck",
      "85ff212b261f3c993184c35ba3ed7663674d82232690384f614400920ef4fbd2",
      Set.of("theAverageOfTheNeighboursVelocities",
          "theNeighbourDistanceDecidesWhoIsANeighbour")),
  AVOIDANCE("avoidance", "Corridor.java", SteerClear::new, "exercises.avoidance.AvoidanceCheck",
      "2d438ea8517a7f98c9104ca970bca1453c4d179c953e70eadc003f47aa30aabb",
      Set.of("aCircleBehindIsNoThreat",
          "aCircleBesideTheCorridorIsNoThreat",
          "nearestAlongTheHeadingNotNearestInAStraightLine",
          "aSlantedHeadingTurnsTheCorridor")),
  QUEUING("queuing", "Braking.java", WaitYourTurn::new, "exercises.queuing.QueuingCheck",
      "7d66969ea8bf9949c439667ccd623f2c7e8b853573a78341cb21459c4300b265",
      Set.of("aNeighbourJustAheadMakesItBrakeToHalfItsVelocity",
          "theLookAheadAndTheRadiusDecideWhoIsInTheWay",
          "theBrakingShareScalesTheVelocity",
          "aSlantedHeadingLooksAlongTheVelocity",
          "throughSteerTheForceIsMinusVelocityTimesTheBrakingShare",
          "steeredByItAFollowerStopsBehindAStandingVehicle")),
  NORMAL_POINT("normalpoint", "NormalPoint.java", StayOnTheRoad::new,
      "exercises.normalpoint.NormalPointCheck",
      "df5edb9991553c3607e33179afae52360d35db534f1d0d5ad0851e44efbdf978",
      Set.of("aboveAFlatSegmentTheNormalPointIsStraightBelow",
          "onASlantedSegmentItIsTheFootOfThePerpendicular",
          "onAVerticalSegment",
          "onASegmentRunningRightToLeft",
          "onASegmentRunningUpAndLeft",
          "pastTheEndItIsTheEnd",
          "aPointOnTheSegmentIsItsOwnNormalPoint")),
  HIDE("hide", "HidingSpot.java", HideFromTheHunter::new, "exercises.hide.HideCheck",
      "4dd824274ecba1b2f13939741efce382f69a191a22fd22509715d26427489db5",
      Set.of("theSpotIsOnTheFarSideOfTheCircleFromTheHunter",
          "aSlantedLineOfSight",
          "theDistanceBeyondTheEdgeIsTheOneGiven",
          "aBiggerCircleHasItsSpotFurtherOut",
          "theSpotNearestToTheHiderIsChosen",
          "theNearestSpotNotTheSpotOfTheNearestCircle",
          "steeredByItTheHiderGetsOutOfTheHuntersSight")),
  PRIORITIZED("prioritized", "RunningSum.java", FirstThingsFirst::new,
      "exercises.prioritized.PrioritizedCheck",
      "090ef55ff39527fd787929959f1bdee2bfa2fab2728918256914543d4100719c",
      Set.of("theNextIsCutToWhatIsLeft",
          "onceNothingIsLeftTheRestGetNothing",
          "theOrderDecidesWhoGoesFirst",
          "whatIsLeftIsMaxforceLessTheLengthOfTheTotal",
          "theWeightedForcesAreAddedNotTheAsked",
          "maxforceIsTheVehiclesOwn",
          "steeredByItAVehicleGoesRoundACircleToItsTarget")),
  WIRING("wiring", "Wires.java", WireTheVehicles::new, "exercises.wiring.WiringCheck",
      "406681ac7b41fc0b61e4caec9a03eb65bc81c839fb0106b1d13db4018bc16c5b",
      Set.of("aggressionCrossesTheWires",
          "loveSlowsEachWheelWithItsOwnSidesLight",
          "theExplorerIsCrossedAndSlowed",
          "theSpeedsScaleWithTheVehiclesMaxspeed",
          "aWheelIsNeverFasterThanMaxspeedNorTurnsBackwards",
          "inTheDarkExcitatoryWheelsStandAndInhibitoryOnesRunFlatOut",
          "steeredByItTheFourVehiclesDoWhatBraitenbergSaid"));
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
