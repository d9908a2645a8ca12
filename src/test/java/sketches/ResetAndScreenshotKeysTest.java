package sketches;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import processing.core.PVector;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** 0 puts the scene back as it started; s saves the frame into screenshots/. */
class ResetAndScreenshotKeysTest {

  private final ProjectFiles screenshots = ProjectFiles.watch("screenshots");

  @AfterEach
  void deleteScreenshots() {
    screenshots.deleteAdded();
  }

  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void zeroPutsEveryVehicleBackWhereItStarted(SketchKind kind) {
    SteeringSketch sketch = kind.startOffscreen();
    List<PVector> start = positions(Offscreen.vehicles(sketch));
    List<PVector> startVelocities = new ArrayList<>();
    Offscreen.vehicles(sketch).forEach(v -> startVelocities.add(v.velocity.copy()));
    sketch.pressKey('t');
    Offscreen.frames(sketch, 40);
    List<Vehicle> beforeReset = new ArrayList<>(Offscreen.vehicles(sketch));
    boolean moved = false;   // one may have turned back at a wall, so any one will do
    for (int i = 0; i < Math.min(start.size(), beforeReset.size()); i++) {
      moved |= beforeReset.get(i).position.dist(start.get(i)) > 20;
    }
    assertTrue(moved, "precondition: a vehicle has moved away from its start");
    assertTrue(sketch.trails().size(beforeReset.get(0)) > 0, "precondition: a trail");

    sketch.pressKey('0');

    List<Vehicle> after = Offscreen.vehicles(sketch);
    assertEquals(start, positions(after), kind + " positions after 0");
    List<PVector> velocities = new ArrayList<>();
    after.forEach(v -> velocities.add(v.velocity));
    assertEquals(startVelocities, velocities, kind + " velocities after 0");
    assertEquals(0, sketch.trails().size(beforeReset.get(0)), "the trail is cleared");
  }

  @ParameterizedTest
  @MethodSource("sketches.SketchKind#every")
  void sSavesTheFrameAsANewNumberedPngInScreenshots(SketchKind kind) throws IOException {
    SteeringSketch sketch = kind.startOffscreen();
    Offscreen.frames(sketch, 20);

    sketch.pressKey('s');
    Offscreen.frames(sketch, 1);  // the screenshot is taken at the end of the next frame

    List<File> added = screenshots.added();
    assertEquals(1, added.size(), "one new file in " + screenshots.folder() + ": " + added);
    File first = added.get(0);
    String prefix = kind.title.toLowerCase();
    assertTrue(first.getName().matches(prefix + "-\\d{4}\\.png"), first.getName());
    BufferedImage saved = ImageIO.read(first);
    assertEquals(0, Pixels.differing(Offscreen.image(sketch), saved),
        "the screenshot holds exactly the frame drawn");

    sketch.pressKey('s');
    Offscreen.frames(sketch, 1);

    added = screenshots.added();
    assertEquals(2, added.size(), "a second screenshot is a second file: " + added);
    assertTrue(first.isFile(), "the first is still there");
    assertEquals(0, Pixels.differing(saved, ImageIO.read(first)),
        "the first was not overwritten");
    File second = added.get(0).equals(first) ? added.get(1) : added.get(0);
    assertNotEquals(first.getName(), second.getName());
  }

  private static List<PVector> positions(List<Vehicle> vehicles) {
    List<PVector> positions = new ArrayList<>();
    for (Vehicle v : vehicles) {
      positions.add(v.position.copy());
    }
    return positions;
  }
}
