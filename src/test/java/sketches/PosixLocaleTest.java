package sketches;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sketchbook.SketchRunner;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Under a POSIX locale (LANG unset, LC_ALL=C, common in containers) Java keeps file names in
 * ASCII, and a name such as é.png cannot be made at all. Java's name encoding is fixed when it
 * starts, so the sketch says so in one line naming the flag (exit 1) instead of a stack trace.
 * In child JVMs, started under that locale.
 */
class PosixLocaleTest {

  @TempDir
  Path temp;

  @Test
  void saveWithANameThisLocaleCannotHoldIsOneLine() throws Exception {
    ChildJvm.Ended run = start("seek.Seek", "--save", temp.resolve("é.png").toString());

    assertOneLineNaming("Seek: --save ", run);
  }

  @Test
  void traceWithAFolderThisLocaleCannotHoldIsOneLine() throws Exception {
    ChildJvm.Ended run = start("seek.Seek", "--trace", temp.resolve("ü/t.csv").toString());

    assertOneLineNaming("Seek: --trace ", run);
  }

  @Test
  void gifAndTheContactSheetToo() throws Exception {
    ChildJvm.Ended run = start("launcher.Sketchbook", "--gif", temp.resolve("ä.gif").toString());

    assertOneLineNaming("Sketchbook: --gif ", run);
  }

  @Test
  void pathWithANameThisLocaleCannotHoldIsOneLine() throws Exception {
    ChildJvm.Ended run = start("pathfollowing.PathFollowing", "--path",
        temp.resolve("ö.json").toString());

    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertTrue(run.output().contains(": --path: this system cannot handle that file name"),
        run.output());
    assertFalse(run.hasStackTrace(), run.output());
  }

  private static void assertOneLineNaming(String start, ChildJvm.Ended run) {
    assertEquals(SketchRunner.EXIT_FILE_ERROR, run.exitCode(), run.output());
    assertTrue(run.output().startsWith(start), run.output());
    assertTrue(run.output().contains("this system cannot handle that file name"), run.output());
    assertTrue(run.output().contains("LC_ALL=C.UTF-8"), "says how to start it: " + run.output());
    assertEquals(1, run.output().lines().count(), run.output());
    assertFalse(run.hasStackTrace(), run.output());
  }

  private ChildJvm.Ended start(String mainClass, String... flags)
      throws IOException, InterruptedException {
    // this JVM hands the child its arguments in its own name encoding: it must hold é
    assumeTrue(Charset.forName(System.getProperty("sun.jnu.encoding", "ASCII"))
        .newEncoder().canEncode("éüäö"), "the tests themselves run under a locale that cannot"
        + " pass é to a child; run them under a UTF-8 locale");
    String[] args = new String[flags.length + 3];
    args[0] = "--headless";
    args[1] = "--frames";
    args[2] = "2";
    System.arraycopy(flags, 0, args, 3, flags.length);
    return ChildJvm.start(temp, PosixLocaleTest::posixLocale, mainClass, args).waitFor();
  }

  private static void posixLocale(Map<String, String> env) {
    env.keySet().removeIf(name -> name.equals("LANG") || name.startsWith("LC_"));
    env.put("LC_ALL", "C");
  }
}
