package flowfield;

import java.io.File;
import org.junit.jupiter.api.Test;
import sketchbook.controls.UsageException;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** --image's size limit, read from the header: 33,554,432 pixels (8192 × 4096) and no more. */
class FieldImageTest {

  static final File PICTURE = new File("photo.png");

  @Test
  void thePictureAtTheLimitIsRead() {
    assertEquals(8192L * 4096, FieldImage.MOST_PIXELS);
    assertDoesNotThrow(() -> FieldImage.checkSize(PICTURE, 8192, 4096));
    assertDoesNotThrow(() -> FieldImage.checkSize(PICTURE, 6000, 4000));
  }

  @Test
  void oneRowMoreIsRefusedNamingTheSize() {
    UsageException refused = assertThrows(UsageException.class,
        () -> FieldImage.checkSize(PICTURE, 8192, 4097));
    assertEquals("photo.png: 8192 × 4097 is too large: at most 33 million pixels are read"
        + " (Java's memory holds a picture twice while reading it); scale it down",
        refused.getMessage());
  }

  /** Width times height beyond int's range is counted, not wrapped round to a small number. */
  @Test
  void aSizeWhoseProductOverflowsAnIntIsRefused() {
    assertThrows(UsageException.class, () -> FieldImage.checkSize(PICTURE, 65_536, 65_536));
  }
}
