package processinglibrary;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The examples compiled as the Processing IDE compiles them (see {@link PdeCompiler}), against
 * Processing's core and a jar of the compiled {@code steering} package alone, once per test run
 * and shared by the tests that run them.
 */
final class CompiledExamples {

  /** Where the compiled examples go (mvn clean removes them). */
  static final String OUTPUT = "target/pde-examples";

  private static Path output;
  private static File libraryJar;
  private static final Map<String, Path> COMPILED = new HashMap<>();

  private CompiledExamples() {
  }

  /** Processing's core and the library jar: all that a sketch in the IDE sees. */
  static synchronized List<File> classPath() {
    try {
      if (libraryJar == null) {
        output = Files.createDirectories(LibraryLayout.file(OUTPUT).toPath());
        Path classes = Path.of(Vehicle.class.getProtectionDomain().getCodeSource()
            .getLocation().toURI());
        libraryJar = LibraryLayout.jarOfCompiledPackage(classes, output.resolve("library.jar"));
      }
      return List.of(PdeCompiler.coreJar(), libraryJar);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The .pde text of example {@code name}. */
  static String source(String name) throws IOException {
    return Files.readString(LibraryLayout.exampleSource(name).toPath(), StandardCharsets.UTF_8);
  }

  /** The folder of example {@code name}'s classes; fails the test if it does not compile. */
  static synchronized Path classesOf(String name) throws IOException {
    Path compiled = COMPILED.get(name);
    if (compiled == null) {
      List<File> classPath = classPath();
      compiled = Files.createDirectories(output.resolve(name));
      assertEquals("", PdeCompiler.compile(name, source(name), classPath, compiled),
          name + ".pde does not compile");
      COMPILED.put(name, compiled);
    }
    return compiled;
  }
}
