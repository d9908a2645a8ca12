package sketches;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sketchbook.SteeringSketch;
import sketchbook.run.ProjectFolder;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The runnable jar that {@code mvn package} makes, run as someone without Maven would run it
 * (by {@code mvn verify}): {@code java -jar target/steering-sketchbook.jar Seek --headless ...}
 * takes the same command line as the sketches, in a folder that is not the project.
 */
class RunnableJarIT {

  /** The world, left of the side panel: what the sketch draws. */
  static final Rectangle WORLD = new Rectangle(0, 0, 800, 600);

  static final long TIMEOUT_SECONDS = 60;
  static File jar;

  @TempDir
  Path elsewhere;

  @BeforeAll
  static void findTheJar() {
    jar = new File(ProjectFolder.root(), "target/steering-sketchbook.jar");
    assertTrue(jar.isFile(), jar + " is missing: it is made by mvn package");
  }

  @Test
  void aSketchNamedFirstRunsHeadlessAndSavesItsLastFrame() throws Exception {
    File png = elsewhere.resolve("seek.png").toFile();
    Run run = java("Seek", "--headless", "--frames", "30", "--save", png.getPath());
    assertEquals(0, run.exitCode, run.output);
    BufferedImage image = ImageIO.read(png);
    assertNotNull(image, "no PNG at " + png + "; output:\n" + run.output);
    assertEquals(800 + SteeringSketch.PANEL_WIDTH, image.getWidth(), "the world and the panel");
    assertEquals(600, image.getHeight());
    assertTrue(Pixels.distinctColours(image, WORLD) >= 3, "the PNG shows the sketch's world");
  }

  @Test
  void pathFollowingFindsItsPathsOutsideTheProject() throws Exception {
    File png = elsewhere.resolve("paths.png").toFile();
    Run run = java("PathFollowing", "--headless", "--frames", "10", "--save", png.getPath());
    assertEquals(0, run.exitCode, run.output);
    assertTrue(png.isFile(), run.output);
  }

  @Test
  void withNoSketchNamedTheHeadlessLauncherSavesTheContactSheet() throws Exception {
    File png = elsewhere.resolve("sheet.png").toFile();
    Run run = java("--headless", "--frames", "30", "--save", png.getPath());
    assertEquals(0, run.exitCode, run.output);
    BufferedImage image = ImageIO.read(png);
    assertNotNull(image, run.output);
    assertTrue(image.getWidth() > 800, "three thumbnails side by side: " + image.getWidth());
  }

  @Test
  void aMistypedFlagExitsTwoWithOneLineAndTheUsage() throws Exception {
    Run run = java("Arrive", "--headless", "--framez", "6");
    assertEquals(2, run.exitCode, run.output);
    assertTrue(run.output.startsWith("Arrive: unknown flag --framez"), run.output);
    assertTrue(run.output.contains("usage: Arrive"), run.output);
    assertFalse(run.output.contains("\tat "), "no stack trace:\n" + run.output);
  }

  @Test
  void withNoDisplayTheHintIsAJavaJarCommand() throws Exception {
    Run run = java("Seek");
    assertEquals(2, run.exitCode, run.output);
    assertTrue(run.output.contains("java -jar " + jar.getPath()
        + " Seek --headless --frames 300 --save seek.png"), run.output);
  }

  private Run java(String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Djava.awt.headless=true", "-jar", jar.getPath()));
    command.addAll(List.of(args));
    File log = elsewhere.resolve("output.log").toFile();
    Process child = new ProcessBuilder(command).directory(elsewhere.toFile())
        .redirectErrorStream(true).redirectOutput(log).start();
    if (!child.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      child.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      fail(String.join(" ", command) + " still ran after " + TIMEOUT_SECONDS + " s");
    }
    return new Run(child.exitValue(), Files.readString(log.toPath()));
  }

  private record Run(int exitCode, String output) {
  }
}
