package exercises;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import sketchbook.SketchRunner;
import sketchbook.run.ProjectFolder;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code -Dexercise=NAME} with a name that is no exercise sketch (most often the sketch's name
 * without its package) ends in one line listing the names to use, not in a Maven exception.
 */
class ExerciseLauncherTest {

  /** Every exercise sketch's full name, in the README's order (checked below against Exercise). */
  static final String ALL = String.join(", ", ExerciseLauncher.names());

  @Test
  void aSketchNameWithoutItsPackageIsOneLineGivingTheFullName() {
    Launch launch = launch("FleeTheMouse");

    assertEquals(SketchRunner.EXIT_USAGE, launch.code);
    assertEquals(List.of("Exercises: no exercise sketch 'FleeTheMouse'; use"
        + " -Dexercise=exercises.flee.FleeTheMouse (the package too). -Dexercise= takes one of "
        + ALL), launch.lines);
  }

  @Test
  void aNameThatIsNoExerciseIsOneLineListingTheNames() {
    Launch launch = launch("Seek");

    assertEquals(SketchRunner.EXIT_USAGE, launch.code);
    assertEquals(List.of("Exercises: no exercise sketch 'Seek'; -Dexercise= takes one of " + ALL),
        launch.lines);
  }

  @Test
  void everyExerciseSketchIsListedInTheOrderOfTheReadme() {
    List<String> sketches = new ArrayList<>();
    for (Exercise exercise : Exercise.values()) {
      sketches.add(exercise.sketch.get().getClass().getName());
    }
    assertEquals(sketches, ExerciseLauncher.names());
  }

  @Test
  void aSketchIsFoundWithOrWithoutItsPackageInAnyCase() {
    assertEquals("exercises.arrival.SeekToArrive", ExerciseLauncher.fullName("seektoarrive"));
    assertEquals("exercises.arrival.SeekToArrive",
        ExerciseLauncher.fullName("exercises.arrival.SeekToArrive"));
    assertEquals(null, ExerciseLauncher.fullName("Arrive"));
  }

  @Test
  void theExercisesProfileRunsTheLauncherWithTheExerciseProperty() throws Exception {
    Document pom = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new File(ProjectFolder.root(), "pom.xml"));
    Element profile = profile(pom, "exercises");
    Element exec = null;
    NodeList plugins = profile.getElementsByTagName("plugin");
    for (int i = 0; i < plugins.getLength(); i++) {
      Element plugin = (Element) plugins.item(i);
      if (text(plugin, "artifactId").equals("exec-maven-plugin")) {
        exec = plugin;
      }
    }
    assertTrue(exec != null, "the exercises profile configures exec-maven-plugin");
    assertEquals(ExerciseLauncher.class.getName(), text(exec, "mainClass"));
    Element property = (Element) exec.getElementsByTagName("systemProperty").item(0);
    assertEquals("exercise", text(property, "key"));
    assertEquals("${exercise}", text(property, "value"));
    // without -Dexercise the profile's default is a sketch the launcher knows
    assertTrue(ExerciseLauncher.names().contains(text(profile, "exercise")),
        text(profile, "exercise"));
  }

  record Launch(int code, List<String> lines) {
  }

  static Launch launch(String name) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    int code = ExerciseLauncher.launch(name, new String[0], err);
    String output = bytes.toString(StandardCharsets.UTF_8);
    assertFalse(output.contains("Exception"), output);
    return new Launch(code, output.lines().toList());
  }

  static Element profile(Document pom, String id) {
    NodeList profiles = pom.getElementsByTagName("profile");
    for (int i = 0; i < profiles.getLength(); i++) {
      Element profile = (Element) profiles.item(i);
      if (text(profile, "id").equals(id)) {
        return profile;
      }
    }
    throw new AssertionError("no profile " + id + " in pom.xml");
  }

  static String text(Element parent, String tag) {
    NodeList found = parent.getElementsByTagName(tag);
    return found.getLength() == 0 ? "" : found.item(0).getTextContent().trim();
  }
}
