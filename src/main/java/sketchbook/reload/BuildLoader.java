package sketchbook.reload;

import java.net.URL;
import java.net.URLClassLoader;

/**
 * Loads one build of the program: its own classes first (the program's classes are also on the
 * class path it started with, and those are the old ones), everything else (Java, Processing)
 * from the parent. This package is the exception: it is the one part shared by every build, so
 * the program that watches and a build it started speak through the same interfaces.
 */
final class BuildLoader extends URLClassLoader {

  static {
    registerAsParallelCapable();
  }

  private static final String SHARED = BuildLoader.class.getPackageName() + ".";

  BuildLoader(URL[] classes, ClassLoader parent) {
    super("build", classes, parent);
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    if (name.startsWith(SHARED) || name.startsWith("java.")) {
      return super.loadClass(name, resolve);
    }
    synchronized (getClassLoadingLock(name)) {
      Class<?> loaded = findLoadedClass(name);
      if (loaded == null && findResource(name.replace('.', '/') + ".class") != null) {
        loaded = findClass(name);
      }
      if (loaded == null) {
        return super.loadClass(name, resolve);
      }
      if (resolve) {
        resolveClass(loaded);
      }
      return loaded;
    }
  }

  /** The build's own resources first too (a sketch's files in the class folder). */
  @Override
  public URL getResource(String name) {
    URL own = findResource(name);
    return own != null ? own : super.getResource(name);
  }
}
