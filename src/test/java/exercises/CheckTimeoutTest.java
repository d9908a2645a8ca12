package exercises;

import exercises.arrival.ArrivalThatNeverReturns;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

/**
 * A learner's answer whose loop never ends fails each check after the limit, with a message
 * naming the method it was stuck in, instead of hanging the run.
 */
class CheckTimeoutTest {

  /** A short limit for this test; the checks' own is {@link CheckTimeout#LIMIT}. */
  static final String SHORT_LIMIT_MILLIS = "300";
  static final String[] CHECKS = {"outsideTheSlowingAreaItIsSeek",
      "comesToRestOnTheTargetWithoutOvershooting"};

  @Test
  void aCheckStuckInTheLearnersLoopFailsNamingTheMethod() {
    List<String> messages = new ArrayList<>();
    String before = System.getProperty(CheckTimeout.LIMIT_PROPERTY);
    System.setProperty(CheckTimeout.LIMIT_PROPERTY, SHORT_LIMIT_MILLIS);
    ArrivalThatNeverReturns.hold();
    try {
      LauncherDiscoveryRequestBuilder request = LauncherDiscoveryRequestBuilder.request();
      for (String check : CHECKS) {
        request.selectors(selectMethod(ArrivalThatNeverReturns.class, check));
      }
      Launcher launcher = LauncherFactory.create();
      launcher.execute(request.build(), new TestExecutionListener() {
        @Override
        public void executionFinished(TestIdentifier test, TestExecutionResult result) {
          if (test.isTest()) {
            messages.add(result.getStatus() + ": " + result.getThrowable()
                .map(Throwable::getMessage).orElse(""));
          }
        }
      });
    } finally {
      ArrivalThatNeverReturns.release();
      if (before == null) {
        System.clearProperty(CheckTimeout.LIMIT_PROPERTY);
      } else {
        System.setProperty(CheckTimeout.LIMIT_PROPERTY, before);
      }
    }

    assertEquals(CHECKS.length, messages.size(), messages.toString());
    for (String message : messages) {
      assertTrue(message.matches("FAILED: ArrivalThatNeverReturns\\$1\\.desired"
          + " \\(ArrivalThatNeverReturns\\.java line \\d+\\) did not return within 300 ms:"
          + " does a loop in it never end\\?.*"), message);
    }
  }
}
