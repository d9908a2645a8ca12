package exercises;

import java.lang.reflect.Method;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * Each check of an exercise runs in a thread of its own and fails after {@link #LIMIT} if it
 * has not finished, so a loop in a learner's answer that never ends fails its checks one by
 * one instead of hanging the run. The message names the learner's method the check was stuck
 * in: the first method of an exercise's folder on the stuck thread's stack (the checks call
 * the learner's code, so it lies above them), e.g. "Arrival.desired did not return within 10
 * seconds: does a loop in it never end?".
 *
 * <p>A safety limit, far above what any check needs (the slowest takes well under a second),
 * not a measure of speed. The stuck thread is a daemon: it cannot be stopped, but it does not
 * keep the JVM alive once the checks are done.
 */
public final class CheckTimeout implements InvocationInterceptor {

  /** How long one check may take before it counts as stuck. */
  static final Duration LIMIT = Duration.ofSeconds(10);
  /** Set to a number of milliseconds to change the limit (the test of this class does). */
  static final String LIMIT_PROPERTY = "exercises.checkTimeoutMillis";

  private static final String PACKAGE = "exercises.";

  @Override
  public void interceptTestMethod(Invocation<Void> invocation,
      ReflectiveInvocationContext<Method> invocationContext, ExtensionContext extensionContext) {
    AtomicReference<Thread> worker = new AtomicReference<>();
    Duration limit = limit();
    assertTimeoutPreemptively(limit, () -> {
      worker.set(Thread.currentThread());
      return invocation.proceed();
    }, () -> stuckIn(worker.get()) + " did not return within " + shown(limit)
        + ": does a loop in it never end?");
  }

  private static Duration limit() {
    Long millis = Long.getLong(LIMIT_PROPERTY);
    return millis != null ? Duration.ofMillis(millis) : LIMIT;
  }

  /** The first method of an exercise's folder on the thread's stack: the learner's. */
  static String stuckIn(Thread thread) {
    if (thread != null) {
      for (StackTraceElement frame : thread.getStackTrace()) {
        String type = frame.getClassName();
        if (type.startsWith(PACKAGE) && type.indexOf('.', PACKAGE.length()) > 0) {
          String simple = type.substring(type.lastIndexOf('.') + 1);
          return simple + "." + frame.getMethodName() + " (" + frame.getFileName() + " line "
              + frame.getLineNumber() + ")";
        }
      }
    }
    return "the check";
  }

  private static String shown(Duration limit) {
    return limit.toMillis() % 1000 == 0 ? limit.toSeconds() + " seconds"
        : limit.toMillis() + " ms";
  }
}
