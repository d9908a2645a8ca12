package sketchbook.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Progress: a long headless run's frames on one terminal line, nothing elsewhere")
class ProgressTest {

  static final int FRAMES = 1000;

  private final ByteArrayOutputStream written = new ByteArrayOutputStream();
  private final PrintStream out = new PrintStream(written, true, StandardCharsets.UTF_8);
  /** The fake clock, in nanoseconds. */
  private long now;

  private Progress progress(boolean onATerminal) {
    return new Progress("Seek", FRAMES, () -> out, () -> now, onATerminal);
  }

  private String written() {
    return written.toString(StandardCharsets.UTF_8);
  }

  private void at(long millis) {
    now = TimeUnit.MILLISECONDS.toNanos(millis);
  }

  @Test
  @DisplayName("after two seconds the line shows the frames done and the time left at that pace")
  void theLineAfterTwoSeconds() {
    Progress progress = progress(true);
    at(1_900);
    progress.frameDone(95);
    assertEquals("", written(), "a run shorter than two seconds says nothing");

    at(2_500);
    progress.frameDone(100);   // 25 ms a frame, 900 frames to go: 22.5 s, shown as 23
    assertEquals("\rSeek: frame 100 of 1000 (10%), about 23 s left", written());
  }

  @Test
  @DisplayName("the line is rewritten in place at most four times a second, a shorter one padded")
  void rewrittenInPlace() {
    Progress progress = progress(true);
    at(2_000);
    progress.frameDone(100);   // 20 ms a frame: 18 s left
    at(2_100);
    progress.frameDone(105);
    assertEquals("\rSeek: frame 100 of 1000 (10%), about 18 s left", written(),
        "100 ms later: not yet");

    at(24_000);
    progress.frameDone(999);   // about 24 ms a frame, one to go
    String first = "Seek: frame 100 of 1000 (10%), about 18 s left";
    String second = "Seek: frame 999 of 1000 (99%), about 1 s left";
    assertEquals("\r" + first + "\r" + second
        + " ".repeat(first.length() - second.length()), written());
  }

  @Test
  @DisplayName("erase blanks the line, so the next message starts a line of its own")
  void erase() {
    Progress progress = progress(true);
    progress.erase();
    assertEquals("", written(), "nothing to erase yet");
    at(3_000);
    progress.frameDone(500);
    written.reset();

    progress.erase();
    String line = "Seek: frame 500 of 1000 (50%), about 3 s left";
    assertEquals("\r" + " ".repeat(line.length()) + "\r", written());
  }

  @Test
  @DisplayName("not on a terminal (a log, a pipe, a test), a long run writes nothing")
  void notOnATerminal() {
    Progress progress = progress(false);
    for (int frame = 1; frame <= FRAMES; frame++) {
      at(frame * 100L);   // a 100-second run
      progress.frameDone(frame);
    }
    progress.erase();
    assertEquals("", written());
    assertFalse(Progress.onATerminal(), "surefire's JVM reads no terminal: runs here are quiet");
  }

  @Test
  @DisplayName("time left in seconds, minutes and seconds, or hours and minutes, rounded up")
  void durations() {
    assertEquals("1 s", Progress.duration(0));
    assertEquals("1 s", Progress.duration(TimeUnit.MILLISECONDS.toNanos(1)));
    assertEquals("40 s", Progress.duration(TimeUnit.SECONDS.toNanos(40)));
    assertEquals("1 min 0 s", Progress.duration(TimeUnit.SECONDS.toNanos(60)));
    assertEquals("3 min 5 s", Progress.duration(TimeUnit.SECONDS.toNanos(185)));
    assertEquals("2 h 10 min", Progress.duration(TimeUnit.MINUTES.toNanos(130)));
  }
}
