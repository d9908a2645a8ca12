package wallfollowing;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import processing.core.PVector;
import sketchbook.run.NumberedFile;
import sketchbook.run.ProjectFolder;
import sketchbook.run.RunFiles;
import steering.WallLayout;
import steering.files.WallFile;
import steering.files.WallFileException;

/**
 * WallFollowing's walls files: the one it starts with (--walls FILE, or data/walls/rooms.json)
 * and w, which saves the walls on screen under a new numbered name (data/walls/drawn-0001.json,
 * ...), so a file of the user's is never replaced. A broken file ends the run before its first
 * frame with one line naming the file and what is wrong (exit 1); a failed save is told in the
 * HUD, leaves no file behind, and the sketch goes on.
 */
final class WallFiles {

  /** The walls a run starts with unless --walls names others. */
  static final String DEFAULT = "data/walls/rooms.json";
  static final String DEFAULT_IN_DATA = "walls/rooms.json";
  static final String SAVED_PREFIX = "drawn";
  /** Without the default file (the sketchbook copied away): a room this far inside the window. */
  static final float FALLBACK_INSET = 40;

  /** The file the walls came from (or were last saved to); null for the fallback room. */
  File file;
  /** Where w saves; tests point it elsewhere. */
  File savedFolder;

  /**
   * The walls of {@code chosen} (--walls), or else of the default file. A file that cannot be
   * used ends the run, named (a file error, as --path's); only a missing default file falls back
   * to a room round the window, said on stderr.
   */
  WallLayout loadFirst(File chosen, File sketchFolder, float width, float height) {
    if (savedFolder == null) {
      savedFolder = new File(sketchFolder, "data/walls");
    }
    File named = chosen != null ? chosen : new File(ProjectFolder.data(), DEFAULT_IN_DATA);
    String unstorable = RunFiles.unstorableName(named);
    try {
      if (unstorable != null) {
        throw new WallFileException(named, unstorable);
      }
      if (chosen == null && !named.exists()) {
        System.err.println("WallFollowing: no " + DEFAULT + ": walls round the window instead");
        file = null;
        return roomRound(width, height);
      }
      WallLayout walls = WallFile.load(named);
      file = named;
      return walls;
    } catch (WallFileException e) {
      String flag = chosen != null ? "--walls " : "";
      throw new UncheckedIOException(new IOException(flag + e.getMessage(), e));
    }
  }

  /** A closed room {@link #FALLBACK_INSET} inside the window. */
  static WallLayout roomRound(float width, float height) {
    float in = FALLBACK_INSET;
    return new WallLayout().add(List.of(new PVector(in, in), new PVector(width - in, in),
        new PVector(width - in, height - in), new PVector(in, height - in)), true);
  }

  /**
   * Saves {@code walls} under a new numbered name, which becomes the walls' file; returns what
   * to tell the user, whether it worked or not.
   */
  String save(WallLayout walls) {
    File claimed = null;
    try {
      claimed = NumberedFile.claim(savedFolder, SAVED_PREFIX, "json");
      WallFile.save(walls, claimed);
      file = claimed;
      return "saved " + ProjectFolder.shown(claimed);
    } catch (IOException | WallFileException e) {
      NumberedFile.release(claimed);
      System.err.println("WallFollowing: could not save the walls: " + e.getMessage());
      return "could not save the walls: " + e.getMessage();
    }
  }

  /** The file's name for the HUD. */
  String name() {
    return file == null ? "(round the window)" : file.getName();
  }
}
