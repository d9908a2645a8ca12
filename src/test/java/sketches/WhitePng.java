package sketches;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;

/**
 * A valid white PNG of any size, one bit a pixel and compressed: a 40000 × 40000 one is 0.3 MB
 * on disk and 6.4 GB once decoded into a picture of int pixels. Written by hand, because
 * ImageIO would need the whole picture in memory to write it.
 */
final class WhitePng {

  private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  private static final int BITS_PER_BYTE = 8;
  /** IHDR's fields after the size: bit depth 1, greyscale, deflate, no filter, no interlace. */
  private static final byte[] ONE_BIT_GREY = {1, 0, 0, 0, 0};
  private static final byte ALL_WHITE = (byte) 0xFF;

  private WhitePng() {
  }

  static Path write(Path file, int width, int height) throws IOException {
    byte[] row = new byte[1 + (width + BITS_PER_BYTE - 1) / BITS_PER_BYTE];  // filter 0, pixels
    Arrays.fill(row, 1, row.length, ALL_WHITE);
    ByteArrayOutputStream pixels = new ByteArrayOutputStream();
    try (DeflaterOutputStream z = new DeflaterOutputStream(pixels,
        new Deflater(Deflater.BEST_COMPRESSION))) {
      for (int y = 0; y < height; y++) {
        z.write(row);
      }
    }
    ByteBuffer header = ByteBuffer.allocate(2 * Integer.BYTES + ONE_BIT_GREY.length)
        .putInt(width).putInt(height).put(ONE_BIT_GREY);
    try (DataOutputStream out = new DataOutputStream(Files.newOutputStream(file))) {
      out.write(SIGNATURE);
      chunk(out, "IHDR", header.array());
      chunk(out, "IDAT", pixels.toByteArray());
      chunk(out, "IEND", new byte[0]);
    }
    return file;
  }

  private static void chunk(DataOutputStream out, String type, byte[] data) throws IOException {
    byte[] name = type.getBytes(StandardCharsets.US_ASCII);
    CRC32 crc = new CRC32();
    crc.update(name);
    crc.update(data);
    out.writeInt(data.length);
    out.write(name);
    out.write(data);
    out.writeInt((int) crc.getValue());
  }
}
