package exercises;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * What a learner reads when a check fails: one sentence, beginning with a capital letter and
 * ending with a full stop, never a fragment such as "desired, radius 200.x of [ 4.0, 0.0, 0.0 ]".
 * The untouched skeletons fail some of their checks; their messages are read here.
 */
class CheckMessagesAreSentencesTest {

  /** A sentence, then perhaps JUnit's own " ==> expected: <...> but was: <...>". */
  static final String SENTENCE = "[A-Z][^\\n]*[.?]( ==> .*)?";

  @ParameterizedTest
  @EnumSource(Exercise.class)
  void everyFailureOfTheSkeletonIsASentence(Exercise exercise) throws Exception {
    Assumptions.assumeTrue(exercise.currentSha256().equals(exercise.skeletonSha256),
        exercise.source() + " is no longer the skeleton");
    List<String> notSentences = new ArrayList<>();
    Launcher launcher = LauncherFactory.create();
    launcher.execute(LauncherDiscoveryRequestBuilder.request()
        .selectors(selectClass(Class.forName(exercise.checkClass))).build(),
        new TestExecutionListener() {
          @Override
          public void executionFinished(TestIdentifier test, TestExecutionResult result) {
            String message = result.getThrowable().map(Throwable::getMessage).orElse(null);
            if (test.isTest() && message != null && !message.matches(SENTENCE)) {
              notSentences.add(test.getDisplayName() + ": " + message);
            }
          }
        });
    assertEquals(List.of(), notSentences, exercise.checkClass);
  }
}
