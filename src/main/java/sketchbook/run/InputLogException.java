package sketchbook.run;

import java.io.IOException;
import java.nio.file.Path;

/**
 * An input log that cannot be read or written. The message is one line a person can act on:
 * it names the file, and for a bad line its number and a short excerpt of it.
 */
public class InputLogException extends IOException {

  private static final long serialVersionUID = 1L;

  private final transient Path file;

  public InputLogException(Path file, String message) {
    super(message);
    this.file = file;
  }

  /** The log named, as it was given. */
  public Path file() {
    return file;
  }
}
