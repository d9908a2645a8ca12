package processinglibrary;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.lang.reflect.Field;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import javax.imageio.ImageIO;
import processing.awt.PGraphicsJava2D;
import processing.core.PApplet;
import processing.core.PConstants;

import static org.junit.jupiter.api.Assumptions.assumeFalse;

/**
 * A compiled example run as the Processing IDE runs it, frame by frame through PApplet's own
 * handleDraw() (setup on the first frame, then draw), but drawn into a {@link PGraphicsJava2D}
 * attached to no window, so no display is needed. The mouse stands still where it is put.
 */
final class OffscreenExample implements AutoCloseable {

  /** The same random numbers in every run, so two runs can be compared pixel for pixel. */
  static final long RANDOM_SEED = 1;

  final PApplet sketch;
  private final URLClassLoader loader;

  private OffscreenExample(PApplet sketch, URLClassLoader loader) {
    this.sketch = sketch;
    this.loader = loader;
  }

  /**
   * Loads class {@code name} compiled into {@code classes}, runs its settings() for its size,
   * gives it an offscreen canvas, puts the mouse at (mouseX, mouseY) and draws the first frame,
   * which runs setup().
   */
  static OffscreenExample start(Path classes, String name, int mouseX, int mouseY)
      throws Exception {
    return start(new URLClassLoader(new URL[] {classes.toUri().toURL()},
        OffscreenExample.class.getClassLoader()), name, mouseX, mouseY);
  }

  /**
   * As {@link #start(Path, String, int, int)}, with the library's classes from
   * {@code libraryJar} alone, not from the project's build: a sketch run from the built zip.
   */
  static OffscreenExample startWithLibrary(Path classes, File libraryJar, String name,
      int mouseX, int mouseY) throws Exception {
    return start(new URLClassLoader(new URL[] {classes.toUri().toURL(),
        libraryJar.toURI().toURL()}, new WithoutLibrary(OffscreenExample.class.getClassLoader())),
        name, mouseX, mouseY);
  }

  private static OffscreenExample start(URLClassLoader loader, String name, int mouseX,
      int mouseY) throws Exception {
    PApplet sketch = (PApplet) loader.loadClass(name).getConstructor().newInstance();
    runSettings(sketch);
    // P3D draws with OpenGL, which an offscreen JAVA2D canvas is not: such an example is
    // compiled here, and its sketchbook twin runs under a display (ThreeDimensionalRunsTest)
    assumeFalse(PConstants.P3D.equals(sketch.sketchRenderer()), name + " draws in P3D (OpenGL),"
        + " which this JVM cannot run offscreen; it is compiled, not run");
    PGraphicsJava2D canvas = new PGraphicsJava2D();
    canvas.setParent(sketch);
    canvas.setPrimary(false);
    canvas.setSize(sketch.width, sketch.height);
    sketch.g = canvas;
    sketch.randomSeed(RANDOM_SEED);
    sketch.mouseX = mouseX;
    sketch.mouseY = mouseY;
    OffscreenExample example = new OffscreenExample(sketch, loader);
    example.frames(1);
    return example;
  }

  void frames(int count) {
    for (int i = 0; i < count; i++) {
      sketch.handleDraw();
    }
  }

  /** A key typed as the IDE's window would pass it: {@code key} set, then keyPressed(). */
  void press(char key) {
    sketch.key = key;
    sketch.keyCode = 0;
    sketch.keyPressed();
  }

  /** The last frame's pixels, ARGB. */
  int[] pixels() {
    sketch.g.loadPixels();
    return sketch.g.pixels.clone();
  }

  /** The last frame as a PNG, written beside {@code png} and moved into place. */
  void save(File png) throws IOException {
    BufferedImage image = new BufferedImage(sketch.width, sketch.height,
        BufferedImage.TYPE_INT_RGB);
    image.setRGB(0, 0, sketch.width, sketch.height, pixels(), 0, sketch.width);
    Path target = png.toPath().toAbsolutePath();
    Files.createDirectories(target.getParent());
    Path partial = target.resolveSibling(target.getFileName() + ".part");
    if (!ImageIO.write(image, "png", partial.toFile())) {
      throw new IOException("no PNG writer");
    }
    Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
  }

  @Override
  public void close() throws IOException {
    loader.close();
  }

  /** The tests' class loader, Processing's core included, without the library's package. */
  private static final class WithoutLibrary extends ClassLoader {

    WithoutLibrary(ClassLoader parent) {
      super(parent);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (name.startsWith(LibraryLayout.PACKAGE + ".")) {
        throw new ClassNotFoundException(name + ": the library comes from its jar only");
      }
      return super.loadClass(name, resolve);
    }
  }

  /**
   * size() may only be called inside settings(); Processing marks that with a package-private
   * flag that its window start-up sets. Offscreen there is no window start-up, so set it here.
   */
  private static void runSettings(PApplet sketch) throws ReflectiveOperationException {
    Field insideSettings = PApplet.class.getDeclaredField("insideSettings");
    insideSettings.setAccessible(true);
    insideSettings.setBoolean(sketch, true);
    try {
      sketch.settings();
    } finally {
      insideSettings.setBoolean(sketch, false);
    }
  }
}
