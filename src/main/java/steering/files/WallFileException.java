package steering.files;

import java.io.File;

/** A walls file that cannot be used; the message names the file and what is wrong with it. */
public class WallFileException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final transient File file;

  public WallFileException(File file, String problem) {
    super(file.getPath() + ": " + problem);
    this.file = file;
  }

  public File getFile() {
    return file;
  }
}
