package pathfollowing;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import steering.Path;
import steering.files.PathFileException;

/**
 * The path files a sketch goes round with p ({@link PathFiles#list}: the folder's {@code .json}
 * files in name order, {@code --path} first) and the one its path came from. It starts on the
 * first file that loads, and p moves on to the next that loads: a broken file is skipped and
 * the sketch says why, so one bad file never stops a sketch. PathFollowing and
 * CrowdPathFollowing both go round their paths this way.
 */
public final class PathFileCycle {

  private final String sketchName;
  private final Consumer<String> say;
  private final List<File> files = new ArrayList<>();
  private int current;

  /** For the sketch called {@code sketchName}, which shows its messages with {@code say}. */
  public PathFileCycle(String sketchName, Consumer<String> say) {
    this.sketchName = sketchName;
    this.say = say;
  }

  /**
   * Mutates: lists {@code folder} with {@code chosen} (--path, or null) first and returns the
   * first path that loads. A broken --path stops here (the file the user named is the one they
   * want); broken files in the folder are skipped, each printed in the terminal and the first
   * said in the HUD. When none loads, the error names the folder and the first reason.
   */
  public Path loadFirst(File folder, File chosen) {
    files.addAll(PathFiles.list(folder, chosen));
    List<String> skipped = new ArrayList<>();
    for (int i = 0; i < files.size(); i++) {
      try {
        Path path = PathFiles.load(files.get(i));
        current = i;
        if (!skipped.isEmpty()) {
          say.accept("skipped " + skipped.get(0) + (skipped.size() > 1
              ? " (and " + (skipped.size() - 1) + " more; see the terminal)" : ""));
        }
        return path;
      } catch (PathFileException e) {
        if (chosen != null) {
          throw e;
        }
        skipped.add(e.getMessage());
        System.err.println(sketchName + ": skipped " + e.getMessage());
      }
    }
    throw new PathFileException(folder, "no path file loads; the first: " + skipped.get(0));
  }

  /**
   * Mutates: moves on to the next file that loads and returns its path; a broken one is said
   * and skipped. Null, having gone all the way round, when none loads.
   */
  public Path next() {
    for (int tries = 0; tries < files.size(); tries++) {
      current = (current + 1) % files.size();
      try {
        return PathFiles.load(files.get(current));
      } catch (PathFileException e) {
        say.accept(e.getMessage());
      }
    }
    return null;
  }

  /** The file of the path the sketch is on (the last one loaded or added as current). */
  public File current() {
    return files.get(current);
  }

  /** Mutates: adds a file saved while the sketch runs; {@code makeCurrent}: its path is on. */
  void add(File file, boolean makeCurrent) {
    files.add(file);
    if (makeCurrent) {
      current = files.size() - 1;
    }
  }
}
