package sketches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sketchbook.FolderCopy;
import sketchbook.run.ProjectFolder;

/**
 * The sketchbook copied away from the project (as a shared jar would be): no pom.xml, no
 * data/ anywhere above it. PathFollowing then reads the path files packed with the classes.
 */
class OutsideTheProjectTest {

  @TempDir
  Path temp;

  @Test
  void pathFollowingRunsOnThePathsPackedWithTheClasses() throws Exception {
    Path classes = temp.resolve("classes");
    FolderCopy.copy(ProjectFolder.root().toPath().resolve("target/classes"), classes);
    Path work = Files.createDirectory(temp.resolve("work"));
    File png = work.resolve("pf.png").toFile();

    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Djava.awt.headless=true", "-cp", classPath(classes), "launcher.Sketchbook",
        "PathFollowing", "--headless", "--frames", "5", "--save", png.getPath()));
    Process child = new ProcessBuilder(command).directory(work.toFile())
        .redirectErrorStream(true).start();
    String output = new String(child.getInputStream().readAllBytes());
    assertTrue(child.waitFor(60, TimeUnit.SECONDS));

    assertEquals(0, child.exitValue(), output);
    assertTrue(png.length() > 0, output);
    assertTrue(!work.resolve("data").toFile().exists(), "nothing unpacked into the work folder");
  }

  /** The copied classes, then this JVM's libraries (Processing), without the project's own. */
  private static String classPath(Path classes) {
    List<String> entries = new ArrayList<>(List.of(classes.toString()));
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      if (entry.endsWith(".jar")) {
        entries.add(entry);
      }
    }
    return String.join(File.pathSeparator, entries);
  }
}
