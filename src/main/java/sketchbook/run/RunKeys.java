package sketchbook.run;

/**
 * The keys that steer the run itself rather than the sketch: they act at once, are never part
 * of a run's input, and do not fork it.
 */
public final class RunKeys {

  public static final char PAUSE = ' ';
  public static final char STEP = '.';
  public static final char STEP_BACK = ',';
  public static final char SCREENSHOT = 's';
  public static final char GHOST_SHOWN = 'y';
  public static final char GHOST_DROPPED = 'z';

  private static final String ALL = "" + PAUSE + STEP + STEP_BACK + SCREENSHOT + GHOST_SHOWN
      + GHOST_DROPPED;

  private RunKeys() {
  }

  public static boolean isRunKey(char key) {
    return ALL.indexOf(key) >= 0;
  }
}
