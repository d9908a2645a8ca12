package pathfollowing;

import java.io.File;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import sketchbook.run.RunFiles;
import steering.Path;
import steering.crowd.SegmentGrid;
import steering.files.PathFile;
import steering.files.PathFileException;

/**
 * The path files PathFollowing cycles through: the {@code .json} files of a folder in name
 * order, with {@code --path FILE} (when given) first. A file that cannot be used, whatever the
 * reason, is a {@link PathFileException} naming it, so the sketch can skip it and say why.
 */
public final class PathFiles {

  private PathFiles() {
  }

  /** {@code chosen} (or null) first, then the folder's path files; fails when there are none. */
  public static List<File> list(File folder, File chosen) {
    List<File> files = new ArrayList<>();
    File[] found = folder.listFiles((dir, name) -> name.endsWith(".json"));
    if (found != null) {
      Arrays.sort(found);
      files.addAll(List.of(found));
    }
    if (chosen != null) {
      String why = RunFiles.unstorableName(chosen);
      if (why != null) {
        throw new PathFileException(chosen, "--path: " + why);
      }
      File absolute = chosen.getAbsoluteFile();
      files.removeIf(f -> f.getAbsoluteFile().toPath().normalize()
          .equals(absolute.toPath().normalize()));
      files.add(0, absolute);
    }
    if (files.isEmpty()) {
      throw new PathFileException(folder, "no path files");
    }
    return files;
  }

  /**
   * Reads one path file; a name this locale cannot handle is reported like a broken file. A
   * file's road may have a thousand segments, so the path is searched through an index
   * ({@link SegmentGrid}) instead of the book's loop over every segment: the same normal points,
   * sooner.
   */
  public static Path load(File file) {
    String why = RunFiles.unstorableName(file);
    if (why != null) {
      throw new PathFileException(file, why);
    }
    Path path = PathFile.load(file);
    path.finder = new SegmentGrid();
    return path;
  }
}
