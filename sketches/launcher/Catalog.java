package launcher;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import sketchbook.SteeringSketch;

/**
 * Every sketch of the sketchbook, found where the sketchbook's own classes are (see
 * {@link SketchScan}): nothing lists them, so a sketch of your own joins by being compiled.
 *
 * Order: the book's lessons first, in the order each sketch declares
 * ({@link SteeringSketch#lesson()}), then every other sketch by name.
 * Names: a sketch is called by its class name ({@code Seek}); two sketches with the same class
 * name in different folders are called by their full names ({@code myseek.Seek}). A name given
 * on the command line is matched in any case, with or without the package.
 */
public final class Catalog {

  /** One sketch: what the sketchbook calls it, its class, and its lesson (0: none). */
  public record Sketch(String name, Class<? extends SteeringSketch> type, int lesson) {

    /** A new copy of the sketch, not started. */
    public SteeringSketch create() {
      try {
        return type.getConstructor().newInstance();
      } catch (InvocationTargetException e) {
        Throwable cause = e.getCause();
        if (cause instanceof RuntimeException runtime) {
          throw runtime;
        }
        if (cause instanceof Error error) {
          throw error;
        }
        throw new IllegalStateException(name + " cannot be made: " + cause, cause);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(name + " cannot be made: " + e, e);
      }
    }

    @Override
    public String toString() {
      return name;
    }
  }

  /** The sketchbook's sketches, found once, when first asked for. */
  private static Catalog sketchbook;

  private final List<Sketch> sketches;

  private Catalog(List<Sketch> sketches) {
    this.sketches = List.copyOf(sketches);
  }

  /** The sketches compiled beside the sketchbook: in its folder of classes, or in its jar. */
  public static synchronized Catalog sketchbook() {
    if (sketchbook == null) {
      sketchbook = scan(codeRoot(), Catalog.class.getClassLoader());
    }
    return sketchbook;
  }

  /** The sketches in {@code root}, a folder of classes or a jar, loaded by {@code loader}. */
  public static Catalog scan(File root, ClassLoader loader) {
    try {
      return of(SketchScan.in(root, loader));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the sketches in " + root, e);
    }
  }

  /** These sketch classes, named and put in order. */
  static Catalog of(Collection<Class<? extends SteeringSketch>> types) {
    Map<String, Integer> simpleNames = new HashMap<>();
    for (Class<? extends SteeringSketch> type : types) {
      simpleNames.merge(type.getSimpleName(), 1, Integer::sum);
    }
    List<Sketch> found = new ArrayList<>();
    for (Class<? extends SteeringSketch> type : types) {
      boolean unique = simpleNames.get(type.getSimpleName()) == 1;
      found.add(new Sketch(unique ? type.getSimpleName() : type.getName(), type, lessonOf(type)));
    }
    found.sort(Comparator.comparing((Sketch s) -> s.lesson() > 0 ? s.lesson() : Integer.MAX_VALUE)
        .thenComparing(s -> s.name().toLowerCase(Locale.ROOT))
        .thenComparing(s -> s.type().getName()));
    return new Catalog(found);
  }

  /** The sketches, in the sketchbook's order. */
  public List<Sketch> sketches() {
    return sketches;
  }

  /** Their names, in order. */
  public List<String> names() {
    return sketches.stream().map(Sketch::name).toList();
  }

  public int size() {
    return sketches.size();
  }

  public Sketch get(int i) {
    return sketches.get(i);
  }

  /**
   * The sketch called {@code name}: its name or its full class name, in any case; null when
   * there is none.
   */
  public Sketch find(String name) {
    String wanted = name.trim().toLowerCase(Locale.ROOT);
    for (Sketch sketch : sketches) {
      if (sketch.name().toLowerCase(Locale.ROOT).equals(wanted)
          || sketch.type().getName().toLowerCase(Locale.ROOT).equals(wanted)) {
        return sketch;
      }
    }
    return null;
  }

  /**
   * The lesson a sketch declares, read from a copy of it (Processing sketches are cheap to make
   * until setup runs). One that cannot be made is no lesson; its thumbnail will say why.
   */
  private static int lessonOf(Class<? extends SteeringSketch> type) {
    try {
      return type.getConstructor().newInstance().lesson();
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      return 0;
    }
  }

  /** The folder of classes or the jar this class was loaded from. */
  static File codeRoot() {
    try {
      return new File(Catalog.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException | SecurityException | NullPointerException e) {
      throw new IllegalStateException("cannot tell where the sketchbook's classes are", e);
    }
  }
}
