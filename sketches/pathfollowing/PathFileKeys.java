package pathfollowing;

import java.io.File;
import java.io.IOException;
import java.util.function.Consumer;
import sketchbook.run.NumberedFile;
import sketchbook.run.PathsFolder;
import sketchbook.run.ProjectFolder;
import steering.Path;
import steering.files.PathFile;
import steering.files.PathFileException;

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
  private final PathFileCycle cycle;
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
    cycle = new PathFileCycle("PathFollowing", say);
  }

  /**
   * Lists data/paths and loads {@code chosen} (--path, or null), or else the first file there
   * that loads ({@link PathFileCycle#loadFirst}).
   */
  Path loadFirst(File chosen) {
    Path path = cycle.loadFirst(pathsFolder != null ? pathsFolder : PathsFolder.find(), chosen);
    pathFile = cycle.current();
    pathName = pathFile.getName();
    if (savedPathFolder == null) {
      savedPathFolder = new File(sketch.sketchPath(), "data/paths");
    }
    return path;
  }

  /** The next path file that loads; a broken one is reported in the HUD and skipped. */
  void nextPath() {
    Path next = cycle.next();
    if (next != null) {
      sketch.usePath(next, cycle.current());
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
      PathFile.save(toSave, file);
      cycle.add(file, toSave == sketch.path);
      if (toSave == sketch.path) {
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
