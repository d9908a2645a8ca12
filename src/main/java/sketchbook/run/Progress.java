package sketchbook.run;

import java.io.Console;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * A long headless run's progress, on one line of the terminal rewritten in place:
 * {@code Seek: frame 1200 of 5000 (24%), about 40 s left}. Only on a terminal, so a log, a pipe
 * or a test sees nothing; and only once the run has taken a couple of seconds, so a short run
 * stays quiet. The line is erased before the run's own messages and at its end.
 */
public final class Progress {

  /** A run that ends sooner than this shows no progress. */
  static final long QUIET_NANOS = TimeUnit.SECONDS.toNanos(2);
  /** The line is rewritten at most this often: often enough to look live, cheap per frame. */
  static final long REWRITE_NANOS = TimeUnit.MILLISECONDS.toNanos(250);
  private static final long SECONDS_PER_MINUTE = 60;
  private static final long SECONDS_PER_HOUR = 60 * SECONDS_PER_MINUTE;
  private static final int PERCENT = 100;

  private final String name;
  private final int frames;
  private final Supplier<PrintStream> out;
  private final LongSupplier clock;
  private final boolean shown;
  private final long started;
  /** When the line was last written; -1 while none is on the terminal. */
  private long writtenAt = -1;
  private int writtenLength;

  /**
   * Progress of {@code name}'s run of {@code frames} frames on {@code out}, timed by
   * {@code clock} (nanoseconds); {@code shown} false says nothing at all.
   */
  Progress(String name, int frames, Supplier<PrintStream> out, LongSupplier clock,
      boolean shown) {
    this.name = name;
    this.frames = frames;
    this.out = out;
    this.clock = clock;
    this.shown = shown;
    this.started = clock.getAsLong();
  }

  /** Progress on {@code out} (as it is when written), shown when the program is on a terminal. */
  public static Progress onTerminal(String name, int frames, Supplier<PrintStream> out) {
    return new Progress(name, frames, out, System::nanoTime, onATerminal());
  }

  /**
   * True when the program talks to a terminal. Java cannot ask about stderr alone: a console
   * means stdin and stdout are the terminal, and stderr almost always goes with them. From
   * Java 22 a console exists even without a terminal; isTerminal() then says which.
   */
  static boolean onATerminal() {
    Console console = System.console();
    if (console == null) {
      return false;
    }
    try {
      Method isTerminal = Console.class.getMethod("isTerminal");
      return (Boolean) isTerminal.invoke(console);
    } catch (ReflectiveOperationException beforeJava22) {
      return true;   // Java 17 to 21 give a console only on a terminal
    }
  }

  /** {@code done} frames of the run are drawn: the line is rewritten if it is time. */
  public void frameDone(int done) {
    if (!shown || done <= 0) {
      return;
    }
    long now = clock.getAsLong();
    long elapsed = now - started;
    if (elapsed < QUIET_NANOS || writtenAt >= 0 && now - writtenAt < REWRITE_NANOS) {
      return;
    }
    String line = line(done, elapsed);
    // spaces cover what is left of a longer line written before
    out.get().print("\r" + line + " ".repeat(Math.max(0, writtenLength - line.length())));
    out.get().flush();
    writtenAt = now;
    writtenLength = line.length();
  }

  /** Erases the line, so what is printed next starts a line of its own; it comes back later. */
  public void erase() {
    if (writtenAt < 0) {
      return;
    }
    out.get().print("\r" + " ".repeat(writtenLength) + "\r");
    out.get().flush();
    writtenAt = -1;
    writtenLength = 0;
  }

  /** "Seek: frame 1200 of 5000 (24%), about 40 s left": the time left at the pace so far. */
  String line(int done, long elapsedNanos) {
    long left = elapsedNanos / done * (frames - done);
    return name + ": frame " + done + " of " + frames + " (" + (long) done * PERCENT / frames
        + "%), about " + duration(left) + " left";
  }

  /** "40 s", "3 min 5 s", "2 h 10 min": seconds rounded up, so the last is never "0 s". */
  static String duration(long nanos) {
    long seconds = Math.max(1, (nanos + TimeUnit.SECONDS.toNanos(1) - 1)
        / TimeUnit.SECONDS.toNanos(1));
    if (seconds < SECONDS_PER_MINUTE) {
      return seconds + " s";
    }
    if (seconds < SECONDS_PER_HOUR) {
      return seconds / SECONDS_PER_MINUTE + " min " + seconds % SECONDS_PER_MINUTE + " s";
    }
    return seconds / SECONDS_PER_HOUR + " h " + seconds % SECONDS_PER_HOUR / SECONDS_PER_MINUTE
        + " min";
  }
}
