package sketchbook.run;

/** How a run ends, as the program's exit code. */
public final class ExitCodes {

  public static final int OK = 0;
  /** A file the command line named could not be read or written. */
  public static final int FILE_ERROR = 1;
  /** The sketch's code threw during the run (its message and place were printed). */
  public static final int CRASHED = 1;
  /** A bad flag, a missing display, or more than Java's memory holds. */
  public static final int USAGE = 2;
  /** The sketch's own code is wrong, e.g. a key bound twice. */
  public static final int SKETCH_ERROR = 3;

  private ExitCodes() {
  }
}
