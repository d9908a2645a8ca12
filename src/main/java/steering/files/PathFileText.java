package steering.files;

import java.io.File;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.util.Locale;

/**
 * The text of a path file, read only once it is known to be safe to hand to a JSON reader:
 * an ordinary file (not a folder, device, pipe or a loop of symbolic links), at most
 * {@link PathFile#MAX_BYTES} long, UTF-8 text, nested at most {@link #MAX_DEPTH} levels deep
 * and with room for at most {@link PathFile#MAX_POINTS} points, holding one value and nothing
 * after it but blank space. Processing's JSON reader
 * recurses once per level of nesting, so a file of a hundred thousand {@code [} would
 * overflow its stack; a folder or pipe would block it or be reported as missing; and it stops
 * reading at the end of the first object, so text after it would pass unseen.
 */
final class PathFileText {

  /** Deepest nesting of lists and objects read; a path file needs three. */
  static final int MAX_DEPTH = 64;
  /** Characters of trailing text quoted in the message. */
  private static final int SHOWN_TRAILING = 20;

  private PathFileText() {
  }

  static String read(File file) {
    java.nio.file.Path p = file.toPath();
    if (Files.isDirectory(p)) {
      throw new PathFileException(file, "cannot read it: is a folder, not a file");
    }
    if (!Files.exists(p)) {
      throw new PathFileException(file, Files.isSymbolicLink(p) ? brokenLink(p) : "no such file");
    }
    if (!Files.isRegularFile(p)) {
      throw new PathFileException(file,
          "cannot read it: not a regular file (a device, pipe or socket); name a .json file");
    }
    byte[] bytes;
    try {
      long size = Files.size(p);
      if (size > PathFile.MAX_BYTES) {
        throw new PathFileException(file, tooLarge(size + " bytes"));
      }
      bytes = Files.readAllBytes(p);
    } catch (IOException e) {
      throw new PathFileException(file, "cannot read it: " + PathFile.reason(e));
    }
    String text = utf8(file, bytes);
    checkNesting(file, text);
    return text;
  }

  static String tooLarge(String found) {
    return "too large: " + found + "; a path file may hold at most " + PathFile.MAX_POINTS
        + " points in " + PathFile.MAX_BYTES / (1024 * 1024) + " MB";
  }

  /** Why a symbolic link that leads nowhere cannot be read. */
  private static String brokenLink(java.nio.file.Path p) {
    try {
      p.toRealPath();
      return "no such file";
    } catch (NoSuchFileException e) {
      return "no such file (a symbolic link to a file that is not there)";
    } catch (FileSystemException e) {
      String reason = e.getReason() != null ? e.getReason() : e.getClass().getSimpleName();
      return "cannot read it: " + reason.substring(0, 1).toLowerCase(Locale.ROOT)
          + reason.substring(1);
    } catch (IOException e) {
      return "cannot read it: " + PathFile.reason(e);
    }
  }

  private static String utf8(File file, byte[] bytes) {
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      throw notUtf8(file);
    }
    if (text.indexOf('\u0000') >= 0) {
      throw notUtf8(file);   // UTF-16 without a byte order mark: every other byte is zero
    }
    return text.startsWith("\uFEFF") ? text.substring(1) : text;
  }

  private static PathFileException notUtf8(File file) {
    return new PathFileException(file,
        "not UTF-8 text (it may be Latin-1 or UTF-16): save it as UTF-8");
  }

  /**
   * Counts the nesting and the lists outside strings: too deep is not a path file, and more
   * lists than points allowed (each point is a list) is too large. Text after the end of the
   * first value (a second object, a stray word) is refused, naming its line.
   */
  private static void checkNesting(File file, String text) {
    int depth = 0;
    long lists = 0;
    boolean inString = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
        }
      } else if (c == '"') {
        inString = true;
      } else if (c == '[' || c == '{') {
        depth++;
        if (depth > MAX_DEPTH) {
          throw new PathFileException(file, "not valid JSON: nested more than " + MAX_DEPTH
              + " levels deep (a path file needs three)");
        }
        if (c == '[' && ++lists > PathFile.MAX_POINTS + 1) {
          throw new PathFileException(file, tooLarge("more than " + PathFile.MAX_POINTS
              + " points"));
        }
      } else if (c == ']' || c == '}') {
        depth--;
        if (depth == 0) {
          refuseTrailing(file, text, i + 1);
          return;
        }
      }
    }
  }

  /** Throws when anything but blank space follows the first value, which ends at {@code end}. */
  private static void refuseTrailing(File file, String text, int end) {
    for (int i = end; i < text.length(); i++) {
      if (!Character.isWhitespace(text.charAt(i))) {
        int line = 1;
        for (int k = 0; k < i; k++) {
          if (text.charAt(k) == '\n') {
            line++;
          }
        }
        String rest = text.substring(i, Math.min(text.length(), i + SHOWN_TRAILING)).strip();
        throw new PathFileException(file, "line " + line + ": text after the path's closing"
            + " brace, \"" + rest + "\"; a path file holds one {...} and nothing after it");
      }
    }
  }
}
