package sketchbook.run;

import java.io.File;
import java.io.IOException;
import processing.core.PGraphics;

/** The s key: the frame saved as the next free {@code NAME-0001.png} in a folder, never over a file. */
final class Screenshots {

  private Screenshots() {
  }

  /**
   * Saves the frame under a new numbered name.
   *
   * @return the file saved, as the HUD shows it
   * @throws IOException "screenshot failed: FILE: why"; no numbered name is left claimed
   */
  static String save(PGraphics g, File folder, String name) throws IOException {
    File file = null;
    try {
      file = NumberedFile.claim(folder, name, "png");
      Images.savePng(g, file);
      return ProjectFolder.shown(file);
    } catch (IOException e) {
      NumberedFile.release(file);
      throw new IOException("screenshot failed: " + (file == null ? e.getMessage()
          : ProjectFolder.shown(file) + ": " + FileErrors.reason(e)), e);
    }
  }
}
