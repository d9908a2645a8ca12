package sketchbook.run;

import java.io.File;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;

/**
 * Claims the next free numbered name in a folder ({@code seek-0001.png}, {@code seek-0002.png},
 * ...), so a file a user already has is never overwritten. Each name is claimed by creating
 * the file atomically ({@link Files#createFile}: create-new, failing if the name exists), so
 * two sketches saving at the same moment never get the same name.
 */
public final class NumberedFile {

  private static final int MAX_NUMBER = 9999;

  private NumberedFile() {
  }

  /**
   * Creates the first {@code prefix-NNNN.extension} in {@code folder} that does not exist yet
   * (creating the folder too) and returns it, empty, for the caller to fill.
   *
   * @throws IOException whose message names the folder or file and the reason
   */
  public static File claim(File folder, String prefix, String extension) throws IOException {
    try {
      Files.createDirectories(folder.toPath());
    } catch (FileAlreadyExistsException e) {
      throw new IOException(folder + ": is a file, not a folder (move it away)", e);
    } catch (IOException e) {
      throw new IOException(folder + ": cannot create the folder: " + FileErrors.reason(e), e);
    }
    for (int n = 1; n <= MAX_NUMBER; n++) {
      File candidate = new File(folder, String.format("%s-%04d.%s", prefix, n, extension));
      try {
        Files.createFile(candidate.toPath());
        return candidate;
      } catch (FileAlreadyExistsException taken) {
        // someone has this number: try the next
      } catch (IOException e) {
        throw new IOException(candidate + ": " + FileErrors.reason(e), e);
      }
    }
    throw new IOException(folder + ": no free name left for " + prefix + "-NNNN." + extension
        + " (all " + MAX_NUMBER + " are taken)");
  }

  /**
   * Removes a claimed file that could not be filled, empty or half-written (a disk that filled
   * up mid-write), so no numbered name is left taken by a broken file. Only for a file this
   * program claimed and failed to fill.
   */
  public static void release(File claimed) {
    if (claimed != null && claimed.isFile()) {
      claimed.delete();
    }
  }
}
