package processinglibrary;

import java.io.File;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import processing.core.PApplet;
import processing.core.PVector;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every example under src/processing/examples (found, not listed) goes through Processing's own
 * preprocessor, compiles against Processing's core and a jar of the {@code steering} package
 * only, and runs offscreen with its vehicles on the move. ProcessingLibraryZipIT repeats the
 * compilation on the built zip.
 */
class ExamplesCompileAgainstTheLibraryTest {

  static final int RUN_FRAMES = 60;
  /** How far every vehicle has gone in RUN_FRAMES at the least: its first few steps. */
  static final float MIN_TRAVEL = 10;
  /** Where the mouse stands: away from where the examples start their vehicles. */
  static final int MOUSE_X = 480;
  static final int MOUSE_Y = 90;
  /** A sketch whose settings() sets no size keeps PApplet's default. */
  static final int DEFAULT_SIZE = 100;

  static List<String> examples() {
    return LibraryLayout.examples();
  }

  @Test
  void everyExampleFolderHoldsASketchOfItsOwnName() {
    for (String name : examples()) {
      File pde = LibraryLayout.exampleSource(name);
      assertTrue(pde.isFile(), "the IDE opens examples/" + name + "/ by " + pde.getName()
          + ", which is missing");
      // the sketch's name is its class's name
      assertTrue(name.matches("[A-Z][A-Za-z0-9]*"), name + " is not a class name");
    }
  }

  @ParameterizedTest
  @MethodSource("examples")
  void theExampleCompiles(String name) throws Exception {
    assertTrue(CompiledExamples.source(name).contains("import steering.*;"),
        name + ".pde does not import the library");

    File compiled = CompiledExamples.classesOf(name).resolve(name + ".class").toFile();

    assertTrue(compiled.isFile(), "no " + compiled);
  }

  @ParameterizedTest
  @MethodSource("examples")
  void theCompiledExampleRunsOffscreenAndMovesItsVehicles(String name) throws Exception {
    try (OffscreenExample example = OffscreenExample.start(CompiledExamples.classesOf(name),
        name, MOUSE_X, MOUSE_Y)) {
      List<Vehicle> vehicles = vehiclesOf(example.sketch);
      List<PVector> last = vehicles.stream().map(v -> v.position.copy()).toList();
      float[] travelled = new float[vehicles.size()];   // along the way: a boid may circle back

      for (int frame = 0; frame < RUN_FRAMES; frame++) {
        example.frames(1);
        for (int i = 0; i < vehicles.size(); i++) {
          travelled[i] += PVector.dist(last.get(i), vehicles.get(i).position);
          last.get(i).set(vehicles.get(i).position);
        }
      }

      assertFalse(example.sketch.width == DEFAULT_SIZE && example.sketch.height == DEFAULT_SIZE,
          "size() in setup() did not reach settings()");
      for (int i = 0; i < vehicles.size(); i++) {
        assertTrue(travelled[i] > MIN_TRAVEL,
            name + " vehicle " + i + " travelled " + travelled[i] + " px");
      }
    }
  }

  /**
   * The sketch's vehicles: its fields that are a Vehicle, or a list or array of them, also one
   * level down inside objects of the sketch's own classes (a flock holding its boids).
   */
  static List<Vehicle> vehiclesOf(PApplet sketch) throws ReflectiveOperationException {
    List<Vehicle> found = new ArrayList<>();
    collect(sketch, sketch.getClass(), found, true);
    assertFalse(found.isEmpty(), sketch.getClass().getName() + " has no vehicles");
    return found;
  }

  private static void collect(Object owner, Class<?> type, List<Vehicle> found, boolean deeper)
      throws ReflectiveOperationException {
    for (Field field : type.getDeclaredFields()) {
      if (Modifier.isStatic(field.getModifiers()) || field.isSynthetic()) {
        continue;
      }
      field.setAccessible(true);
      Object value = field.get(owner);
      if (value instanceof Vehicle v) {
        found.add(v);
      } else if (value instanceof Iterable<?> items) {
        items.forEach(item -> {
          if (item instanceof Vehicle v) {
            found.add(v);
          }
        });
      } else if (value instanceof Object[] items) {
        for (Object item : items) {
          if (item instanceof Vehicle v) {
            found.add(v);
          }
        }
      } else if (deeper && value != null && value.getClass().getEnclosingClass() == type) {
        collect(value, value.getClass(), found, false);
      }
    }
  }
}
