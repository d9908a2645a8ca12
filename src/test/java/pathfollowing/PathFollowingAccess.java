package pathfollowing;

import steering.Path;

/** Test access to PathFollowing's package-private state: the current path and the drawing. */
public final class PathFollowingAccess {

  public static final float MIN_PATH_RADIUS = PathFollowing.MIN_PATH_RADIUS;
  public static final float MAX_PATH_RADIUS = PathFollowing.MAX_PATH_RADIUS;
  public static final float RADIUS_STEP = sketchbook.controls.Parameter.FACTOR_STEP;

  private PathFollowingAccess() {
  }

  public static Path path(PathFollowing sketch) {
    return sketch.path;
  }

  public static String pathName(PathFollowing sketch) {
    return sketch.files.pathName;
  }

  /** Why the last reload failed (shown in the HUD), or null. */
  public static String pathError(PathFollowing sketch) {
    return sketch.files.pathError;
  }

  /** Points the w key at another folder, so a test never touches data/paths/. */
  public static void savedPathFolder(PathFollowing sketch, java.io.File folder) {
    sketch.files.savedPathFolder = folder;
  }

  /** Points the sketch at another folder of path files; call before it starts. */
  public static void pathsFolder(PathFollowing sketch, java.io.File folder) {
    sketch.files.pathsFolder = folder;
  }

  /** The file the current path came from (l reloads it); null for a drawn path. */
  public static java.io.File pathFile(PathFollowing sketch) {
    return sketch.files.pathFile;
  }

  /** The path being drawn with the mouse, or null when not drawing. */
  public static Path drawing(PathFollowing sketch) {
    return sketch.drawing;
  }
}
