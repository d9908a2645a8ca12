package sketchbook.run;

/**
 * An error of the sketch's code (out of memory, a stack overflow) thrown inside the run's part
 * of a frame, carried out of it. Processing calls that part ({@code pre}, {@code draw},
 * {@code post}) through its registered methods, which pass an unchecked exception on, but print
 * any other failure's stack trace and stop calling the method: this carries the error past them
 * to the run's one line.
 */
public final class FrameError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  FrameError(Error cause) {
    super(cause);
  }

  /** What was thrown: the error a FrameError carries, or {@code thrown} itself. */
  public static Throwable unwrap(Throwable thrown) {
    return thrown instanceof FrameError carried ? carried.getCause() : thrown;
  }
}
