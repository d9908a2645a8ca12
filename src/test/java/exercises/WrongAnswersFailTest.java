package exercises;

import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The checks vary every number their formula uses: a wrong answer that hard-codes one (the
 * book's slowing radius 100, the default maxspeed 4, ...) passes checks that only ever use that
 * value. Each wrong answer (a *WrongAnswers class beside the checks, which the build does not
 * run by itself) is run through the checks here, and exactly the checks that vary the number
 * must catch it.
 */
class WrongAnswersFailTest {

  static Stream<Arguments> wrongAnswers() {
    return Stream.of(
        Arguments.of("exercises.arrival.ArrivalWrongAnswers$RadiusFixedAt100", Set.of(
            "outsideTheSlowingAreaItIsSeek",
            "aLargerSlowingRadiusStartsSlowingSooner",
            "aSmallerSlowingRadiusStartsSlowingLater",
            "theRampScalesWithTheVehiclesMaxspeed",
            "throughSteerATooFastVehicleBrakes")),
        Arguments.of("exercises.arrival.ArrivalWrongAnswers$MaxspeedFixedAt4", Set.of(
            "outsideTheSlowingAreaItIsSeek",
            "theRampScalesWithTheVehiclesMaxspeed")),
        Arguments.of("exercises.flee.FleeWrongAnswers$MaxspeedFixedAt4", Set.of(
            "theDesiredSpeedIsTheVehiclesOwnMaxspeed")),
        Arguments.of("exercises.flee.FleeWrongAnswers$ReturnsTheSteeringForce", Set.of(
            "theDesiredVelocityIsMaxspeedStraightAwayFromTheThreat",
            "theDesiredSpeedIsTheVehiclesOwnMaxspeed",
            "fromRestSteerGivesMaxforceStraightAwayFromTheThreat",
            "throughSteerTheForceIsDesiredMinusVelocity",
            "aVehicleAlreadyFleeingAtFullSpeedNeedsNoForce",
            "theDistanceToAFixedThreatGrowsEveryFrame")),
        Arguments.of("exercises.timestep.TimeStepWrongAnswers$SpeedLimitFixedAt4", Set.of(
            "theSpeedLimitIsTheVehiclesOwnMaxspeed",
            "oneSecondOfConstantForceAtSixtyAndAtThirtyFramesASecond")),
        Arguments.of("exercises.corners.CornersWrongAnswers$CornerSpeedFromFour", Set.of(
            "theLimitsScaleWithTheCruiseSpeed",
            // braking to 2 instead of 3 at the road's bends: too slow to get to the end
            "onTheSketchesRoadTheVehicleStaysOnTheRoadAndGetsToTheEnd")),
        Arguments.of("exercises.avoidance.AvoidanceWrongAnswers$WidthFixedAt6", Set.of(
            "aWiderVehicleHasAWiderCorridor")),
        Arguments.of("exercises.avoidance.AvoidanceWrongAnswers$LengthFixedAt160", Set.of(
            "theCorridorGrowsWithTheSpeed")),
        Arguments.of("exercises.queuing.QueuingWrongAnswers$LookAheadFixedAt20", Set.of(
            "theLookAheadAndTheRadiusDecideWhoIsInTheWay")),
        Arguments.of("exercises.queuing.QueuingWrongAnswers$BrakingFixedAtHalf", Set.of(
            "theBrakingShareScalesTheVelocity")),
        Arguments.of("exercises.queuing.QueuingWrongAnswers$ReturnsTheBrakingForce", Set.of(
            "aNeighbourJustAheadMakesItBrakeToHalfItsVelocity",
            "theLookAheadAndTheRadiusDecideWhoIsInTheWay",
            "theBrakingShareScalesTheVelocity",
            "aSlantedHeadingLooksAlongTheVelocity",
            "throughSteerTheForceIsMinusVelocityTimesTheBrakingShare",
            "steeredByItAFollowerStopsBehindAStandingVehicle")),
        Arguments.of("exercises.normalpoint.NormalPointWrongAnswers$LineNotSegment", Set.of(
            "onAVerticalSegment",
            "onASegmentRunningRightToLeft",
            "beforeTheStartItIsTheStart",
            "pastTheEndItIsTheEnd")),
        Arguments.of("exercises.normalpoint.NormalPointWrongAnswers$ClampedAsIfLeftToRight",
            Set.of("onASegmentRunningRightToLeft", "onASegmentRunningUpAndLeft")),
        Arguments.of("exercises.normalpoint.NormalPointWrongAnswers$NotNormalised", Set.of(
            "aboveAFlatSegmentTheNormalPointIsStraightBelow",
            "onASlantedSegmentItIsTheFootOfThePerpendicular",
            "onAVerticalSegment",
            "onASegmentRunningRightToLeft",
            "onASegmentRunningUpAndLeft",
            "aPointOnTheSegmentIsItsOwnNormalPoint")),
        Arguments.of("exercises.prioritized.PrioritizedWrongAnswers$MaxforceFixedAtATenth",
            Set.of("maxforceIsTheVehiclesOwn")),
        Arguments.of("exercises.prioritized.PrioritizedWrongAnswers$LeftFromTheLengthsLetThrough",
            Set.of("whatIsLeftIsMaxforceLessTheLengthOfTheTotal")),
        Arguments.of("exercises.prioritized.PrioritizedWrongAnswers$AskedNotWeighted",
            Set.of("theWeightedForcesAreAddedNotTheAsked")),
        Arguments.of("exercises.mass.MassWrongAnswers$MassFixedAt2", Set.of(
            "forcesInOneFrameAddUp",
            "massOneLeavesTheForceAsItIsAndTheForceVectorUnchanged",
            "aHeavyVehicleGainsSpeedMoreSlowly")),
        Arguments.of("exercises.hide.HideWrongAnswers$DistanceFixedAt30", Set.of(
            "aSlantedLineOfSight",
            "theDistanceBeyondTheEdgeIsTheOneGiven")),
        Arguments.of("exercises.hide.HideWrongAnswers$RadiusLeftOut", Set.of(
            "theSpotIsOnTheFarSideOfTheCircleFromTheHunter",
            "aSlantedLineOfSight",
            "theDistanceBeyondTheEdgeIsTheOneGiven",
            "aBiggerCircleHasItsSpotFurtherOut",
            "theSpotNearestToTheHiderIsChosen",
            "theNearestSpotNotTheSpotOfTheNearestCircle",
            // 30 px from the centre of a circle of radius 40: the hider waits inside it
            "steeredByItTheHiderGetsOutOfTheHuntersSight")),
        Arguments.of("exercises.hide.HideWrongAnswers$NearestCircle", Set.of(
            "theNearestSpotNotTheSpotOfTheNearestCircle")),
        Arguments.of("exercises.wiring.WiringWrongAnswers$CrossedTheWrongWayRound", Set.of(
            "fearDrivesEachWheelFromItsOwnSide",
            "aggressionCrossesTheWires",
            "loveSlowsEachWheelWithItsOwnSidesLight",
            "theExplorerIsCrossedAndSlowed",
            "theSpeedsScaleWithTheVehiclesMaxspeed",
            "aWheelIsNeverFasterThanMaxspeedNorTurnsBackwards",
            "steeredByItTheFourVehiclesDoWhatBraitenbergSaid")),
        Arguments.of("exercises.wiring.WiringWrongAnswers$InhibitoryGoesBackwards", Set.of(
            "aWheelIsNeverFasterThanMaxspeedNorTurnsBackwards")),
        Arguments.of("exercises.wiring.WiringWrongAnswers$MaxspeedFixedAt4", Set.of(
            "theSpeedsScaleWithTheVehiclesMaxspeed")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("wrongAnswers")
  void theChecksThatVaryTheNumberCatchIt(String wrongAnswer, Set<String> catching)
      throws Exception {
    Set<String> failed = SkeletonsFailTheirChecksTest.failingChecks(Class.forName(wrongAnswer));

    assertEquals(new TreeSet<>(catching), failed, wrongAnswer + ": the checks that fail");
  }
}
