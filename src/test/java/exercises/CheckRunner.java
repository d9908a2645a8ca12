package exercises;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.engine.JupiterTestEngine;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Runs an exercise's check with JUnit, for save and see: the sketchbook compiles this file with
 * the check against each new build and asks it for the verdict, a line or two for the window
 * (it speaks only Java's own types, as the sketchbook does not compile against JUnit).
 */
public final class CheckRunner implements Function<String, List<String>> {

  /**
   * Runs the check class named {@code checkClass}.
   *
   * @return "FleeCheck: all 5 checks pass", or how many fail and the first failure's sentence
   */
  @Override
  public List<String> apply(String checkClass) {
    Class<?> check;
    try {
      check = Class.forName(checkClass, true, CheckRunner.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      return List.of(checkClass + " is not there to run");
    }
    List<String> failures = new ArrayList<>();
    int[] checks = {0};
    // Jupiter alone: other engines on the class path (ArchUnit's) have nothing to run here
    LauncherConfig jupiterOnly = LauncherConfig.builder()
        .enableTestEngineAutoRegistration(false).addTestEngines(new JupiterTestEngine()).build();
    LauncherFactory.create(jupiterOnly).execute(LauncherDiscoveryRequestBuilder.request()
        .selectors(selectClass(check)).build(), new TestExecutionListener() {
          @Override
          public void executionFinished(TestIdentifier id, TestExecutionResult result) {
            if (!id.isTest()) {
              return;
            }
            checks[0]++;
            if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
              failures.add(result.getThrowable().map(CheckRunner::sentence)
                  .orElse(id.getDisplayName() + " did not pass"));
            }
          }
        });
    String name = check.getSimpleName();
    if (failures.isEmpty()) {
      return List.of(name + ": all " + checks[0] + " checks pass");
    }
    return List.of(name + ": " + failures.size() + " of " + checks[0] + " checks fail; the first:",
        failures.get(0));
  }

  /** What a failed check says: its message, or what was thrown when it has none. */
  private static String sentence(Throwable thrown) {
    String message = thrown.getMessage();
    return message == null || message.isBlank() ? thrown.toString() : message.strip();
  }
}
