package sketches;

import java.io.File;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import sketchbook.run.ProjectFolder;

/**
 * Files a sketch writes into the project itself (screenshots/, data/paths/): what a folder held
 * before a test, so the test can find and delete exactly the files it caused.
 */
final class ProjectFiles {

  private final File folder;
  private final boolean existed;
  private final Set<String> before;

  private ProjectFiles(File folder) {
    this.folder = folder;
    this.existed = folder.isDirectory();
    this.before = new HashSet<>(names());
  }

  /** Remembers what {@code <project root>/relative} holds now. */
  static ProjectFiles watch(String relative) {
    return new ProjectFiles(new File(ProjectFolder.root(), relative));
  }

  File folder() {
    return folder;
  }

  /** Files that were not there when watching began. */
  List<File> added() {
    List<File> added = new ArrayList<>();
    for (String name : names()) {
      if (!before.contains(name)) {
        added.add(new File(folder, name));
      }
    }
    return added;
  }

  /** Deletes the added files, and the folder too if it did not exist when watching began. */
  void deleteAdded() {
    for (File f : added()) {
      f.delete();
    }
    String[] left = folder.list();
    if (!existed && left != null && left.length == 0) {
      folder.delete();
    }
  }

  private List<String> names() {
    String[] names = folder.list();
    return names == null ? List.of() : Arrays.asList(names);
  }
}
