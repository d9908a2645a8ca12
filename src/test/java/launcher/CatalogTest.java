package launcher;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import sketchbook.SteeringSketch;
import sketchbook.run.ProjectFolder;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The sketchbook's sketches are the ones in sketches/, found with no list, in the book's order. */
class CatalogTest {

  /** A sketch's source: a public class that extends SteeringSketch (Sketch3D in 3D). */
  static final Pattern SKETCH_SOURCE =
      Pattern.compile("public class (\\w+) extends (SteeringSketch|Sketch3D)\\b");
  /** The book's lessons, in the order the sketchbook presents them. */
  static final List<String> LESSONS = List.of("Seek", "Arrive", "Flee", "PursueEvade", "Wander",
      "Walls", "FlowField", "PathFollowing", "Separation", "SeekAndSeparate", "Flocking",
      "CrowdPathFollowing", "ObstacleAvoidance", "CrossingTraffic", "LeaderFollowing", "Queue",
      "ScalarProjection", "Evolution", "Flocking3D", "Wander3D", "HideAndInterpose",
      "Combining", "Braitenberg", "SteeringText", "WallFollowing", "PredatorPrey");

  @Test
  void everySketchInAFolderOfSketchesIsFoundAndNothingElse() throws IOException {
    TreeSet<String> inSources = new TreeSet<>();
    File[] folders = new File(ProjectFolder.root(), "sketches").listFiles(File::isDirectory);
    for (File folder : folders) {
      if (SketchScan.NOT_SKETCHES.contains(folder.getName())) {
        continue;
      }
      for (File file : folder.listFiles((dir, name) -> name.endsWith(".java"))) {
        Matcher sketch = SKETCH_SOURCE.matcher(Files.readString(file.toPath()));
        if (sketch.find()) {
          inSources.add(folder.getName() + "." + sketch.group(1));
        }
      }
    }

    TreeSet<String> found = new TreeSet<>();
    Catalog.sketchbook().sketches().forEach(s -> found.add(s.type().getName()));

    assertEquals(inSources, found);
    assertTrue(found.contains("yourbehavior.YourBehavior"), found.toString());
  }

  @Test
  void theLessonsComeFirstInTheBooksOrderThenTheRestByName() {
    List<Catalog.Sketch> sketches = Catalog.sketchbook().sketches();

    assertEquals(LESSONS, Catalog.sketchbook().names().subList(0, LESSONS.size()));
    for (int i = 0; i < LESSONS.size(); i++) {
      assertEquals(i + 1, sketches.get(i).lesson(), sketches.get(i).name());
    }
    List<String> rest = new ArrayList<>();
    for (Catalog.Sketch sketch : sketches.subList(LESSONS.size(), sketches.size())) {
      assertEquals(0, sketch.lesson(), sketch.name() + " is no lesson");
      rest.add(sketch.name());
    }
    List<String> byName = new ArrayList<>(rest);
    byName.sort(String.CASE_INSENSITIVE_ORDER);
    assertEquals(byName, rest);
    assertTrue(rest.contains("YourBehavior"), rest.toString());
  }

  @Test
  void aNameIsMatchedInAnyCaseWithOrWithoutItsPackage() {
    Catalog sketches = Catalog.sketchbook();

    assertEquals("PursueEvade", sketches.find("pursueevade").name());
    assertEquals("PursueEvade", sketches.find("  PURSUEEVADE ").name());
    assertEquals("PursueEvade", sketches.find("pursueevade.PursueEvade").name());
    assertNull(sketches.find("Pursue"));
    assertNull(sketches.find("exercises.flee.FleeTheMouse"), "an exercise is no sketch here");
    assertNull(sketches.find("Sketchbook"), "nor is the launcher");
  }

  @Test
  void eachSketchMakesANewCopyOfItsClass() {
    Catalog.Sketch seek = Catalog.sketchbook().find("Seek");

    SteeringSketch one = seek.create();
    SteeringSketch two = seek.create();

    assertSame(seek.type(), one.getClass());
    assertTrue(one != two, "two copies");
  }

  @Test
  void theSketchesAreFoundWhereTheLaunchersOwnClassesAre() {
    File root = Catalog.codeRoot();

    assertTrue(new File(root, "launcher/Sketchbook.class").isFile(), root.toString());
    assertTrue(new File(root, "yourbehavior/YourBehavior.class").isFile(),
        "sketches/ compiles beside the launcher, in " + root);
  }
}
