package sketchbook.run;

import java.io.File;
import java.net.URISyntaxException;

/**
 * Finds the sketchbook's root folder (the one holding {@code pom.xml} and {@code data/}), so
 * that {@code data/} resolves the same whether a sketch is started by Maven, from an IDE or
 * from a jar. Processing's sketch path is set to this folder.
 */
public final class ProjectFolder {

  private static File root;

  private ProjectFolder() {
  }

  /** The project root: searched upwards from the working directory, then from the classes. */
  public static synchronized File root() {
    if (root == null) {
      root = search(new File(System.getProperty("user.dir")).getAbsoluteFile());
      if (root == null) {
        root = search(codeLocation());
      }
      if (root == null) {
        root = new File(System.getProperty("user.dir")).getAbsoluteFile();
      }
    }
    return root;
  }

  /** True when the root is a sketchbook project (pom.xml and data/), not a stand-in folder. */
  public static boolean isProject() {
    File dir = root();
    return new File(dir, "pom.xml").isFile() && new File(dir, "data").isDirectory();
  }

  /** The data folder, {@code data/} under the root. */
  public static File data() {
    return new File(root(), "data");
  }

  /** How to show a file to the user: relative to the project root when it lies inside it. */
  public static String shown(File file) {
    java.nio.file.Path rootPath = root().toPath();
    java.nio.file.Path path = file.getAbsoluteFile().toPath().normalize();
    return path.startsWith(rootPath) ? rootPath.relativize(path).toString() : path.toString();
  }

  private static File search(File start) {
    for (File dir = start; dir != null; dir = dir.getParentFile()) {
      if (new File(dir, "pom.xml").isFile() && new File(dir, "data").isDirectory()) {
        return dir;
      }
    }
    return null;
  }

  /** Where this program's classes were loaded from: a folder of classes, or a jar. */
  public static File codeLocation() {
    try {
      return new File(ProjectFolder.class.getProtectionDomain().getCodeSource().getLocation()
          .toURI()).getAbsoluteFile();
    } catch (URISyntaxException | SecurityException | NullPointerException e) {
      return null;
    }
  }
}
