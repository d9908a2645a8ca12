package exercises;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import sketchbook.run.ProjectFolder;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * The README's example of a failing exercise check is a message the untouched Flee skeleton
 * really prints, word for word.
 */
class ReadmeFailureMessageTest {

  static final String EXAMPLE = "The desired velocity should be (-4.0, 0.0) but is (4.0, 0.0).";

  @Test
  void theReadmeQuotesAFailureTheFleeSkeletonPrints() throws Exception {
    Exercise flee = Exercise.FLEE;
    Assumptions.assumeTrue(flee.currentSha256().equals(flee.skeletonSha256),
        flee.source() + " is no longer the untouched skeleton");
    String readme = Files.readString(ProjectFolder.root().toPath().resolve("README.md"))
        .replaceAll("\\s+", " ");
    assertTrue(readme.contains("`" + EXAMPLE + "`"), "README.md does not quote " + EXAMPLE);
    List<String> messages = failureMessages(Class.forName(flee.checkClass, true,
        getClass().getClassLoader()));
    assertTrue(messages.contains(EXAMPLE), "FleeCheck printed " + messages);
  }

  static List<String> failureMessages(Class<?> testClass) {
    List<String> messages = new ArrayList<>();
    Launcher launcher = LauncherFactory.create();
    launcher.execute(LauncherDiscoveryRequestBuilder.request()
        .selectors(selectClass(testClass)).build(), new TestExecutionListener() {
          @Override
          public void executionFinished(TestIdentifier test, TestExecutionResult result) {
            result.getThrowable().ifPresent(thrown -> messages.add(thrown.getMessage()));
          }
        });
    return messages;
  }
}
