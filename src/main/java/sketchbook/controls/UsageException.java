package sketchbook.controls;

/** A mistyped or out-of-range command-line flag; the message names the flag. */
public class UsageException extends Exception {

  private static final long serialVersionUID = 1L;

  public UsageException(String message) {
    super(message);
  }
}
