package processing.utils;

/**
 * The checked exception that Processing's preprocessor declares on {@code write}. It comes with
 * the IDE's utils, which are not on Maven Central; the preprocessor never throws it for the
 * sketches the tests give it, so javac needs no more than its name.
 */
public class SketchException extends Exception {

  private static final long serialVersionUID = 1L;

  public SketchException(String message) {
    super(message);
  }
}
