package steering.files;

import java.io.File;

/** A path file that cannot be used; the message names the file and what is wrong with it. */
public class PathFileException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final transient File file;

  public PathFileException(File file, String problem) {
    super(file.getPath() + ": " + problem);
    this.file = file;
  }

  public File getFile() {
    return file;
  }
}
