package pathfollowing;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import sketchbook.NumberedFile;
import sketchbook.PathsFolder;
import sketchbook.ProjectFolder;
import steering.Path;
import steering.PathFileException;

/**
 * PathFollowing's path files: the path it starts on, and the keys p (the next file that loads),
 * w (save the path under a new numbered name) and l (read the path's file again after an edit).
 * It remembers which file the followed path came from; a broken file is reported and skipped,
 * and a broken edit keeps the last good path. The sketch keeps the path itself.
 */
final class PathFileKeys {

  static final String SAVED_PATH_PREFIX = "drawn";

  private final PathFollowing sketch;
  private final Consumer<String> say;
  private final Runnable clearMessage;
  final List<File> pathFiles = new ArrayList<>();
  int pathIndex;
  /** The file the path came from, for l (reload); null for a path drawn with the mouse. */
  File pathFile;
  String pathName;
  /** Why the last reload failed, shown until a good path replaces it; null when fine. */
  String pathError;
  /** Where the path files are (null: data/paths); tests point it elsewhere. */
  File pathsFolder;
  /** Where w saves drawn paths; tests point it elsewhere. */
  File savedPathFolder;

  /** Keys for {@code sketch}, showing their messages with its say and clearMessage. */
  PathFileKeys(PathFollowing sketch, Consumer<String> say, Runnable clearMessage) {
    this.sketch = sketch;
    this.say = say;
    this.clearMessage = clearMessage;
  }

  /**
   * Lists data/paths and loads {@code chosen} (--path, or null), or else the first file there
   * that loads: a broken --path stops here, broken files in the folder are skipped and shown
   * (HUD and terminal).
   */
  Path loadFirst(File chosen) {
    File folder = pathsFolder != null ? pathsFolder : PathsFolder.find();
    pathFiles.addAll(PathFiles.list(folder, chosen));
    Path path = null;
    List<String> skipped = new ArrayList<>();
    for (int i = 0; path == null && i < pathFiles.size(); i++) {
      try {
        path = PathFiles.load(pathFiles.get(i));
        pathIndex = i;
      } catch (PathFileException e) {
        if (chosen != null) {
          throw e;  // the file the user named: that is the one they want
        }
        skipped.add(e.getMessage());
        System.err.println("PathFollowing: skipped " + e.getMessage());
      }
    }
    if (path == null) {
      throw new PathFileException(folder, "no path file loads; the first: " + skipped.get(0));
    }
    if (!skipped.isEmpty()) {
      say.accept("skipped " + skipped.get(0) + (skipped.size() > 1
          ? " (and " + (skipped.size() - 1) + " more; see the terminal)" : ""));
    }
    pathFile = pathFiles.get(pathIndex);
    pathName = pathFile.getName();
    if (savedPathFolder == null) {
      savedPathFolder = new File(sketch.sketchPath(), "data/paths");
    }
    return path;
  }

  /** The next path file that loads; a broken one is reported in the HUD and skipped. */
  void nextPath() {
    for (int tries = 0; tries < pathFiles.size(); tries++) {
      pathIndex = (pathIndex + 1) % pathFiles.size();
      File file = pathFiles.get(pathIndex);
      try {
        sketch.usePath(PathFiles.load(file), file);
        return;
      } catch (PathFileException e) {
        say.accept(e.getMessage());
      }
    }
  }

  /** The sketch now follows a path from {@code file}; null for a drawn path. */
  void following(File file) {
    pathFile = file;
    pathName = file == null ? "(drawn)" : file.getName();
    pathError = null;
  }

  /** Reads the path file again; the vehicles carry on. A broken file keeps the last good path. */
  void reloadPath() {
    if (pathFile == null) {
      say.accept("a drawn path has no file to reload (w saves it)");
      return;
    }
    try {
      sketch.path = PathFiles.load(pathFile);
      sketch.pathLoaded();
      pathError = null;
      say.accept("reloaded " + pathName);
    } catch (PathFileException e) {
      pathError = e.getMessage();
      clearMessage.run();  // an earlier "reloaded ..." would contradict the error
      System.err.println("PathFollowing: " + e.getMessage());
    }
  }

  /**
   * Saves the path being drawn (once it has two points), or else the followed path, under a new
   * numbered name, which becomes the followed path's file (l reloads it); a failure is reported
   * once and leaves no file behind, and the sketch goes on.
   */
  void savePath() {
    Path drawing = sketch.drawing;
    Path toSave = drawing != null && drawing.points.size() >= 2 ? drawing : sketch.path;
    File file = null;
    try {
      file = NumberedFile.claim(savedPathFolder, SAVED_PATH_PREFIX, "json");
      toSave.save(file);
      pathFiles.add(file);
      if (toSave == sketch.path) {
        pathIndex = pathFiles.size() - 1;
        pathFile = file;
        pathName = file.getName();
      }
      say.accept("saved " + ProjectFolder.shown(file));
    } catch (IOException | PathFileException e) {
      NumberedFile.release(file);
      say.accept("could not save the path: " + e.getMessage());
      System.err.println("PathFollowing: could not save the path: " + e.getMessage());
    }
  }
}
