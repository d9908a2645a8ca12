package sketchbook.run;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import processing.core.PConstants;
import processing.event.MouseEvent;
import sketchbook.run.InputLog.Parameter;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Input log files: every event comes back exactly, and every file that cannot be used is
 * refused with one line naming it and what is wrong.
 */
@Timeout(30)  // a reader that loops on a bad file fails here rather than hanging the build
class InputLogFileTest {

  /** The header of the files below: events start on line 7. */
  private static final String HEADER = """
      steering-sketchbook input log 1
      sketch arrive.Arrive
      seed 42
      arg --vehicles
      arg 3
      steps 600
      """;

  @TempDir
  Path dir;

  private static InputLog everyKind() {
    InputLog log = new InputLog("arrive.Arrive", Long.MIN_VALUE,
        List.of("--vehicles", "3", "--target", "100,200", "my paths/a b.json", ""));
    log.addKey(0, ' ', true);
    log.addKey(0, '\t', false);
    log.addKey(0, '"', true);
    log.addKey(2, '\u00e9', true);
    log.addKey(2, (char) PConstants.CODED, false);
    log.addMouse(12, MouseEvent.PRESS, -400, -1, PConstants.LEFT, 1, 0);
    log.addMouse(12, MouseEvent.DRAG, Integer.MIN_VALUE, Integer.MAX_VALUE, PConstants.RIGHT,
        0, 3);
    log.addMouse(13, MouseEvent.WHEEL, 5, 6, 0, -2, 0);
    log.addMouse(13, MouseEvent.CLICK, 5, 6, PConstants.CENTER, 2, 0);
    log.addParameter(15, "slowing radius", 0.1f);
    log.addParameter(15, "max speed (px/step)", -0.0f);
    log.addParameter(16, "tiny", Float.MIN_VALUE);
    log.addParameter(16, "huge", -Float.MAX_VALUE);
    log.addParameter(600, "last", 1e-5f);
    log.setSteps(600);
    return log;
  }

  @Test
  void everyEventComesBackExactly() throws IOException {
    Path file = dir.resolve("run.log");
    InputLog log = everyKind();
    InputLogFile.write(log, file);
    InputLog back = InputLogFile.read(file);

    assertEquals(log, back);
    assertEquals(List.of("--vehicles", "3", "--target", "100,200", "my paths/a b.json", ""),
        back.args());
    for (int i = 0; i < log.events().size(); i++) {
      if (log.events().get(i) instanceof Parameter p) {
        Parameter q = (Parameter) back.events().get(i);
        assertEquals(Float.floatToRawIntBits(p.value()), Float.floatToRawIntBits(q.value()),
            p.name() + " bit for bit");
      }
    }
    assertEquals(Float.floatToRawIntBits(0.1f),
        Float.floatToRawIntBits(((Parameter) back.eventsAt(15).get(0)).value()));
    assertEquals(List.of(dir.resolve("run.log")), listing(), "no part file");
  }

  @Test
  void theFileReadsAsTheFormatSays() throws IOException {
    InputLog log = new InputLog("arrive.Arrive", 42, List.of("--vehicles", "3"));
    log.addKey(0, '[', true);
    log.addKey(0, ' ', false);
    log.addMouse(12, MouseEvent.PRESS, 400, -300, PConstants.LEFT, 1, 0);
    log.addParameter(15, "slowing radius", 120.5f);
    log.setSteps(600);
    Path file = dir.resolve("run.log");
    InputLogFile.write(log, file);

    assertEquals(HEADER + """
        0 key 91 sim
        0 key 32 view
        12 mouse 1 400 -300 37 1 0
        15 set 120.5 slowing radius
        """, Files.readString(file));
  }

  @Test
  void aTeachersEditsAreRead() throws IOException {
    String text = "\uFEFF" + HEADER.replace("\n", "\r\n") + """
        # the learner presses [ to switch the view

        0 key 91 view
           \t
        15 set 1E2 slowing radius
        15 set .5 max force
        """;
    InputLog log = InputLogFile.read(write(text));

    InputLog expected = new InputLog("arrive.Arrive", 42, List.of("--vehicles", "3"));
    expected.setSteps(600);
    expected.addKey(0, '[', false);
    expected.addParameter(15, "slowing radius", 100);
    expected.addParameter(15, "max force", 0.5f);
    assertEquals(expected, log);
  }

  @Test
  void aLogWithNoEventsIsAWholeLog() throws IOException {
    InputLog log = InputLogFile.read(write(HEADER));
    assertEquals(600, log.steps());
    assertEquals(List.of(), log.events());
  }

  @Test
  void aFileThatIsNoLogSaysWhatTheFirstLineShouldBe() throws IOException {
    String notALog = " is not an input log (its first line should be"
        + " \"steering-sketchbook input log 1\")";
    assertRefused("hello\n", notALog);
    assertRefused("", notALog);
    assertRefused("steering-sketchbook input log 1.5\n", notALog);
    assertRefused("# a comment\n" + HEADER, notALog);
    Path png = dir.resolve("picture.png");
    Files.write(png, new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
    assertEquals(png + notALog, refused(png).getMessage());
  }

  @Test
  void anotherVersionIsNamed() throws IOException {
    assertRefused("steering-sketchbook input log 7\nsketch arrive.Arrive\n",
        " is an input log of version 7; this sketchbook reads version 1");
  }

  @Test
  void aBadLineIsNamedWithItsNumberAndAnExcerpt() throws IOException {
    assertRefused(HEADER + "0 key 91 sim\n12 jump 3\n",
        " line 8: unknown event \"jump\" (an event is a key, mouse or set): 12 jump 3");
    assertRefused(HEADER + "12\n",
        " line 7: unknown event \"\" (an event is a key, mouse or set): 12");
    assertRefused(HEADER + "hello world\n", " line 7: unknown line (the header's lines are"
        + " sketch, seed, arg and steps; an event starts with its step): hello world");
    assertRefused(HEADER + "12 key 91 sim\n10 key 91 sim\n",
        " line 8: step 10 comes after step 12; events are in order of step: 10 key 91 sim");
    assertRefused(HEADER + "601 key 91 sim\n",
        " line 7: step 601 is beyond the log's 600 steps: 601 key 91 sim");
    assertRefused(HEADER + "-1 key 91 sim\n",
        " line 7: step must be 0 to 10000000: -1 key 91 sim");
    assertRefused(HEADER + "99999999999999999999 key 91 sim\n",
        " line 7: step must be 0 to 10000000: 99999999999999999999 key 91 sim");
  }

  @Test
  void numbersMustBeWholeOrFiniteAsTheirPlaceSays() throws IOException {
    assertRefused(HEADER + "12 mouse 1 4x 300 37 1 0\n",
        " line 7: mouse x is not a whole number: 12 mouse 1 4x 300 37 1 0");
    assertRefused(HEADER + "12 mouse 1 +4 300 37 1 0\n",
        " line 7: mouse x is not a whole number: 12 mouse 1 +4 300 37 1 0");
    assertRefused(HEADER + "12 mouse 1 4 2147483648 37 1 0\n",
        " line 7: mouse y must be -2147483648 to 2147483647: 12 mouse 1 4 2147483648 37 1 0");
    assertRefused(HEADER + "12 mouse 1 400 300 37 1\n", " line 7: a mouse event reads STEP"
        + " mouse ACTION X Y BUTTON COUNT MODIFIERS: 12 mouse 1 400 300 37 1");
    assertRefused(HEADER + "12 mouse  1 400 300 37 1 0\n", " line 7: a mouse event reads"
        + " STEP mouse ACTION X Y BUTTON COUNT MODIFIERS: 12 mouse  1 400 300 37 1 0");
    assertRefused(HEADER + "15 set NaN slowing radius\n",
        " line 7: the value must be a finite number: 15 set NaN slowing radius");
    assertRefused(HEADER + "15 set -Infinity r\n",
        " line 7: the value must be a finite number: 15 set -Infinity r");
    assertRefused(HEADER + "15 set 1e39 r\n",
        " line 7: the value is too large for a float: 15 set 1e39 r");
    assertRefused(HEADER + "15 set 0x1p3 r\n", " line 7: the value is not a number: 15 set"
        + " 0x1p3 r");
    assertRefused(HEADER + "15 set 1,5 r\n", " line 7: the value is not a number: 15 set 1,5 r");
    assertRefused(HEADER + "15 set 2f r\n", " line 7: the value is not a number: 15 set 2f r");
    assertRefused(HEADER + "15 set 2\n", " line 7: a set event reads STEP set VALUE NAME:"
        + " 15 set 2");
    assertRefused(HEADER + "15 set 2  r\n", " line 7: parameter name must be text without"
        + " blank space around it: 15 set 2  r");
  }

  @Test
  void aMouseActionOrButtonOutOfRangeIsRefused() throws IOException {
    assertRefused(HEADER + "12 mouse 9 400 300 37 1 0\n", " line 7: mouse action must be 1"
        + " to 8 (press to wheel), was 9: 12 mouse 9 400 300 37 1 0");
    assertRefused(HEADER + "12 mouse 0 400 300 37 1 0\n", " line 7: mouse action must be 1"
        + " to 8 (press to wheel), was 0: 12 mouse 0 400 300 37 1 0");
    assertRefused(HEADER + "12 mouse 1 400 300 38 1 0\n", " line 7: mouse button must be 37"
        + " (left), 39 (right), 3 (center) or 0, was 38: 12 mouse 1 400 300 38 1 0");
  }

  @Test
  void aKeyIsOneCharacterThatChangesTheSimulationOrTheView() throws IOException {
    assertRefused(HEADER + "0 key 65536 sim\n",
        " line 7: key code must be 0 to 65535: 0 key 65536 sim");
    assertRefused(HEADER + "0 key -1 sim\n", " line 7: key code must be 0 to 65535: 0 key -1 sim");
    assertRefused(HEADER + "0 key a sim\n",
        " line 7: key code is not a whole number: 0 key a sim");
    assertRefused(HEADER + "0 key 91 maybe\n", " line 7: a key changes the simulation (sim) or"
        + " the view (view): 0 key 91 maybe");
    assertRefused(HEADER + "0 key 91\n", " line 7: a key event reads STEP key CODE sim|view:"
        + " 0 key 91");
  }

  @Test
  void theHeaderHasEachLineOnceAndBeforeTheEvents() throws IOException {
    String magic = "steering-sketchbook input log 1\n";
    assertRefused(magic + "sketch arrive.Arrive\n",
        ": no \"seed\" line (the header names the sketch, its seed and its steps)");
    assertRefused(magic + "sketch arrive.Arrive\nseed 1\n",
        ": no \"steps\" line (the header names the sketch, its seed and its steps)");
    assertRefused(magic + "seed 1\nsteps 5\n",
        ": no \"sketch\" line (the header names the sketch, its seed and its steps)");
    assertRefused(magic + "sketch arrive.Arrive\nsteps 5\n0 key 91 sim\n",
        " line 4: no \"seed\" line before the first event: 0 key 91 sim");
    assertRefused(HEADER + "seed 43\n", " line 7: a second \"seed\" line: seed 43");
    assertRefused(HEADER + "sketch seek.Seek\n",
        " line 7: a second \"sketch\" line: sketch seek.Seek");
    assertRefused(HEADER + "0 key 91 sim\narg --gif\n", " line 8: a header line after the"
        + " first event; the header comes first: arg --gif");
    assertRefused(magic + "sketch arrive Arrive\n", " line 2: sketch must be a class name"
        + " such as arrive.Arrive: sketch arrive Arrive");
    assertRefused(magic + "sketch arrive.Arrive\nseed 4.2\n",
        " line 3: seed is not a whole number: seed 4.2");
    assertRefused(magic + "sketch arrive.Arrive\nseed 9223372036854775808\n", " line 3: seed"
        + " must be -9223372036854775808 to 9223372036854775807: seed 9223372036854775808");
    assertRefused(magic + "steps 10000001\n",
        " line 2: steps must be 0 to 10000000: steps 10000001");
    assertRefused(magic + "arg a\rb\n", " line 2: argument holds a line break: arg a?b");
  }

  @Test
  void anExcerptIsShortAndOnOneLine() throws IOException {
    String bad = "12 jump " + "x".repeat(200);
    InputLogException e = refused(write(HEADER + bad + "\n"));
    String excerpt = e.getMessage().substring(e.getMessage().lastIndexOf(": ") + 2);
    assertEquals(bad.substring(0, 57) + "...", excerpt);
    assertTrue(e.getMessage().length() < 200, e.getMessage());

    assertRefused(HEADER + "12 key\r91 sim\n",
        " line 7: unknown event \"key?91\" (an event is a key, mouse or set): 12 key?91 sim");
  }

  @Test
  void aLineLongerThanTheLimitIsRefusedWithoutKeepingIt() throws IOException {
    String bad = "15 set 1 " + "n".repeat(InputLogFile.MAX_LINE_CHARS);
    assertRefused(HEADER + bad + "\n", " line 7: longer than 8192 characters: "
        + bad.substring(0, 57) + "...");
  }

  @Test
  void textThatIsNotUtf8IsNamedOnItsLine() throws IOException {
    byte[] head = (HEADER + "0 key 91 sim\n15 set 1 caf").getBytes(StandardCharsets.UTF_8);
    byte[] latin1 = new byte[head.length + 2];
    System.arraycopy(head, 0, latin1, 0, head.length);
    latin1[head.length] = (byte) 0xe9;  // é in Latin-1
    latin1[head.length + 1] = '\n';
    Path file = dir.resolve("latin1.log");
    Files.write(file, latin1);
    assertEquals(file + " line 8: not UTF-8 text (it may be Latin-1 or UTF-16): save it as UTF-8",
        refused(file).getMessage());
  }

  @Test
  void moreEventsThanTheLimitAreRefused() throws IOException {
    Path file = write(HEADER + "0 key 91 sim\n1 key 91 sim\n2 key 91 sim\n");
    InputLogFile.Limits two = new InputLogFile.Limits(InputLogFile.MAX_BYTES,
        InputLogFile.MAX_LINE_CHARS, 2);
    InputLogException e = assertThrows(InputLogException.class,
        () -> InputLogFile.read(file, two));
    assertEquals(file + " line 9: more than 2 events; an input log holds at most 2: 2 key 91"
        + " sim", e.getMessage());
  }

  @Test
  void anOversizeFileIsRefusedBeforeItIsRead() throws IOException {
    Path file = write(HEADER);
    try (RandomAccessFile sparse = new RandomAccessFile(file.toFile(), "rw")) {
      sparse.setLength(InputLogFile.MAX_BYTES + 1);  // a hole of zeros: no disk, no time
    }
    assertEquals(file + ": too large (67108865 bytes); an input log may be at most 64 MB",
        refused(file).getMessage());
  }

  @Test
  void aFolderOrAMissingFileIsNamedAsSuch() throws IOException {
    assertEquals(dir + ": is a folder, not an input log", refused(dir).getMessage());
    Path missing = dir.resolve("missing.log");
    assertEquals(missing + ": no such file", refused(missing).getMessage());
    Path link = Files.createSymbolicLink(dir.resolve("link.log"), dir.resolve("gone.log"));
    assertEquals(link + ": no such file (a symbolic link that leads nowhere)",
        refused(link).getMessage());
  }

  @Test
  void aNamedPipeIsRefusedWithoutWaitingForAWriter() throws Exception {
    Path fifo = fifo("input.fifo");
    assertEquals(fifo + ": not a regular file (a pipe, device or socket); name an input log",
        refused(fifo).getMessage());
  }

  @Test
  void theLogMustBeOfTheSketchReplayingIt() throws IOException {
    InputLog log = InputLogFile.read(write(HEADER));
    Path file = dir.resolve("run.log");
    InputLogFile.checkSketch(log, "arrive.Arrive", file);
    InputLogException e = assertThrows(InputLogException.class,
        () -> InputLogFile.checkSketch(log, "seek.Seek", file));
    assertEquals(file + " records arrive.Arrive, not seek.Seek", e.getMessage());
    assertEquals(file, e.file());
  }

  @Test
  void aFolderInTheWayIsNeverReplacedAndNothingIsLeftBehind() throws IOException {
    Path taken = Files.createDirectory(dir.resolve("taken.log"));
    InputLogException e = assertThrows(InputLogException.class,
        () -> InputLogFile.write(everyKind(), taken));
    assertEquals("cannot write " + taken + ": is a folder, not a file", e.getMessage());
    assertTrue(Files.isDirectory(taken));
    assertEquals(List.of(taken), listing(), "no part file left");
  }

  @Test
  void aNamedPipeIsNeverWrittenTo() throws Exception {
    Path fifo = fifo("output.fifo");
    InputLogException e = assertThrows(InputLogException.class,
        () -> InputLogFile.write(everyKind(), fifo));
    assertEquals("cannot write " + fifo + ": is not a regular file (a pipe or a device);"
        + " name a file", e.getMessage());
    assertEquals(List.of(fifo), listing(), "no part file left");
  }

  @Test
  void anOldLogIsReplacedOnlyByAWholeOne() throws IOException {
    Path file = dir.resolve("run.log");
    byte[] old = "an older log".getBytes(StandardCharsets.UTF_8);
    Files.write(file, old);

    InputLogFile.Output fullDisk = part -> new FilterWriter(Files.newBufferedWriter(part)) {
      private int written;

      @Override
      public void write(String text, int off, int len) throws IOException {
        written += len;
        if (written > HEADER.length()) {
          throw new IOException("No space left on device");
        }
        super.write(text, off, len);
      }
    };
    InputLogException e = assertThrows(InputLogException.class,
        () -> InputLogFile.write(everyKind(), file, fullDisk));
    assertEquals("cannot write " + file + ": No space left on device", e.getMessage());
    assertArrayEquals(old, Files.readAllBytes(file), "the old log as it was");
    assertEquals(List.of(file), listing(), "no part file left");

    InputLogFile.write(everyKind(), file);
    assertEquals(everyKind(), InputLogFile.read(file), "a whole log replaces it");
  }

  @Test
  void aLinkIsFollowedAndStays() throws IOException {
    Path real = Files.writeString(dir.resolve("real.log"), "an older log");
    Path link = Files.createSymbolicLink(dir.resolve("link.log"), real);
    InputLogFile.write(everyKind(), link);

    assertTrue(Files.isSymbolicLink(link));
    assertEquals(everyKind(), InputLogFile.read(real));
  }

  private Path write(String text) throws IOException {
    return Files.writeString(dir.resolve("run.log"), text);
  }

  private static InputLogException refused(Path file) {
    return assertThrows(InputLogException.class, () -> InputLogFile.read(file));
  }

  /** Reads {@code text} as a file, expecting it refused with the file's name then {@code why}. */
  private void assertRefused(String text, String why) throws IOException {
    Path file = write(text);
    InputLogException e = refused(file);
    assertEquals(file + why, e.getMessage());
    assertEquals(file, e.file());
  }

  private Path fifo(String name) throws Exception {
    Path fifo = dir.resolve(name);
    Process mkfifo;
    try {
      mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
    } catch (IOException e) {
      mkfifo = null;
    }
    assumeTrue(mkfifo != null && mkfifo.waitFor() == 0, "mkfifo is needed for a named pipe");
    return fifo;
  }

  /** What the test's folder holds: a part file left behind would show here. */
  private List<Path> listing() throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.sorted().toList();
    }
  }
}
