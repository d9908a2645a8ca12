package sketchbook;

import java.io.File;
import java.io.IOException;

/**
 * Claims the next free numbered name in a folder ({@code seek-0001.png}, {@code seek-0002.png},
 * ...), so a file a user already has is never overwritten.
 */
public final class NumberedFile {

  private static final int MAX_NUMBER = 9999;

  private NumberedFile() {
  }

  /**
   * Creates the first {@code prefix-NNNN.extension} in {@code folder} that does not exist yet
   * (creating the folder too) and returns it, empty, for the caller to fill.
   */
  public static File claim(File folder, String prefix, String extension) throws IOException {
    if (!folder.isDirectory() && !folder.mkdirs()) {
      throw new IOException("cannot create folder " + folder);
    }
    for (int n = 1; n <= MAX_NUMBER; n++) {
      File candidate = new File(folder, String.format("%s-%04d.%s", prefix, n, extension));
      if (candidate.createNewFile()) {
        return candidate;
      }
    }
    throw new IOException("no free name left for " + prefix + "-NNNN." + extension
        + " in " + folder);
  }
}
