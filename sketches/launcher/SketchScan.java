package launcher;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import sketchbook.SteeringSketch;

/**
 * Finds the sketches among compiled classes, so that a new sketch needs no list to join: every
 * folder of {@code sketches/} is a package of one name, and a sketch is a class directly in
 * such a package that a window can start — public, concrete, a {@link SteeringSketch}, with a
 * public constructor that takes nothing. The scan reads one classpath root, a folder of classes
 * ({@code target/classes}, where Maven and IDEs compile {@code sketches/}) or a jar, lists the
 * classes one package deep, and loads each (without running its static code) to ask what it is.
 * The launcher's own package and the exercises' are not sketches of the sketchbook.
 */
final class SketchScan {

  /** Packages one deep that hold no sketch of the sketchbook. */
  static final Set<String> NOT_SKETCHES = Set.of("launcher", "exercises");
  private static final String CLASS = ".class";

  private SketchScan() {
  }

  /** The sketches in {@code root} (a folder of classes or a jar), loaded by {@code loader}. */
  static List<Class<? extends SteeringSketch>> in(File root, ClassLoader loader)
      throws IOException {
    List<Class<? extends SteeringSketch>> found = new ArrayList<>();
    for (String name : classNames(root)) {
      Class<? extends SteeringSketch> sketch = sketchOrNull(name, loader);
      if (sketch != null) {
        found.add(sketch);
      }
    }
    return found;
  }

  /** The names of the classes one package deep in {@code root}, nested classes left out. */
  static Set<String> classNames(File root) throws IOException {
    Set<String> names = new TreeSet<>();
    if (root.isDirectory()) {
      File[] packages = root.listFiles(File::isDirectory);
      for (File folder : packages == null ? new File[0] : packages) {
        String[] files = folder.list();
        for (String file : files == null ? new String[0] : files) {
          addIfTopLevel(names, folder.getName() + "/" + file);
        }
      }
    } else if (root.isFile()) {
      try (JarFile jar = new JarFile(root)) {
        for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
          addIfTopLevel(names, e.nextElement().getName());
        }
      }
    }
    return names;
  }

  /** Adds {@code path} (such as {@code seek/Seek.class}) as {@code seek.Seek} if it qualifies. */
  private static void addIfTopLevel(Set<String> names, String path) {
    String[] parts = path.split("/");
    if (parts.length != 2 || !parts[1].endsWith(CLASS) || parts[1].contains("$")
        || NOT_SKETCHES.contains(parts[0]) || parts[1].equals("module-info" + CLASS)) {
      return;
    }
    names.add(parts[0] + "." + parts[1].substring(0, parts[1].length() - CLASS.length()));
  }

  /** The class {@code name} if it is a sketch a window can start; else null. */
  private static Class<? extends SteeringSketch> sketchOrNull(String name, ClassLoader loader) {
    Class<?> type;
    try {
      type = Class.forName(name, false, loader);  // false: its static code runs only if used
    } catch (ClassNotFoundException | LinkageError e) {
      return null;  // a stray or broken class file is no sketch; the rest are still found
    }
    int modifiers = type.getModifiers();
    if (!SteeringSketch.class.isAssignableFrom(type) || Modifier.isAbstract(modifiers)
        || !Modifier.isPublic(modifiers) || !hasPublicNoArgConstructor(type)) {
      return null;
    }
    return type.asSubclass(SteeringSketch.class);
  }

  private static boolean hasPublicNoArgConstructor(Class<?> type) {
    try {
      type.getConstructor();
      return true;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }
}
