package exercises;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * The other half of the proof that the exercise checks mean something: each exercise's
 * *SolutionTest shows its checks pass for a correct answer; this runs the same checks against
 * the untouched skeleton (its *Check class, which the normal build does not run by itself) and
 * asserts exactly which of them fail.
 *
 * <p>A learner who has started on an exercise has changed its skeleton: that exercise is then
 * skipped here, with the reason, so the normal build stays green.
 */
class SkeletonsFailTheirChecksTest {

  @ParameterizedTest
  @EnumSource(Exercise.class)
  void theUntouchedSkeletonFailsTheChecksThatNeedTheExerciseDone(Exercise exercise)
      throws Exception {
    String now = exercise.currentSha256();
    Assumptions.assumeTrue(now.equals(exercise.skeletonSha256), exercise.source()
        + " is not the untouched skeleton (SHA-256 " + now + "), so it is yours to solve:"
        + " check it with mvn test -Pexercises. (Changed the skeleton on purpose? Put the new"
        + " hash in exercises.Exercise.)");

    Set<String> failed = failingChecks(Class.forName(exercise.checkClass));

    assertEquals(new TreeSet<>(exercise.failedBySkeleton), failed,
        exercise.checkClass + ": the checks the skeleton fails");
  }

  /** Runs one test class through the JUnit Platform and names the test methods that failed. */
  static Set<String> failingChecks(Class<?> testClass) {
    LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
        .selectors(selectClass(testClass))
        .build();
    Set<String> failed = new TreeSet<>();
    int[] tests = {0};
    Launcher launcher = LauncherFactory.create();
    launcher.execute(request, new TestExecutionListener() {
      @Override
      public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        if (!test.isTest()) {
          return;
        }
        tests[0]++;
        if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL
            && test.getSource().orElse(null) instanceof MethodSource method) {
          failed.add(method.getMethodName());
        }
      }
    });
    if (tests[0] == 0) {
      throw new AssertionError("no checks ran in " + testClass.getName());
    }
    return failed;
  }
}
