package steering.files;

import java.io.File;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.HashSet;
import java.util.Set;
import processing.data.JSONArray;
import processing.data.JSONObject;

/**
 * The text of a path file, read only once it is known to be safe to hand to a JSON reader:
 * an ordinary file (not a folder, device, pipe or a loop of symbolic links), at most
 * {@link PathFile#MAX_BYTES} long, UTF-8 text, nested at most {@link #MAX_DEPTH} levels deep
 * and with room for at most {@link PathFile#MAX_POINTS} points. Processing's JSON reader
 * recurses once per level of nesting, so a file of a hundred thousand {@code [} would
 * overflow its stack (the reader also runs on a bounded stack of its own, see
 * {@link PathFile}, for what this scan might miss); a folder or pipe would block it or be
 * reported as missing; and it stops reading at the end of the first object, so text after it
 * would pass unseen ({@link #refuseTrailing}).
 */
final class PathFileText {

  /** Deepest nesting of lists and objects read; a path file needs three. */
  static final int MAX_DEPTH = 64;
  /** Characters of trailing text quoted in the message. */
  private static final int SHOWN_TRAILING = 20;
  /** Characters of a bad value quoted in a message: enough to recognise it, on one line. */
  static final int SHOWN = 60;
  /** What a path or walls file that is not UTF-8 text is told. */
  static final String NOT_UTF8 = "not UTF-8 text (it may be Latin-1 or UTF-16): save it as UTF-8";

  private PathFileText() {
  }

  static String read(File file) {
    java.nio.file.Path p = file.toPath();
    String unreadable = InputFile.unreadable(file, "a .json file");
    if (unreadable != null) {
      throw new PathFileException(file, unreadable);
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

  private static String utf8(File file, byte[] bytes) {
    String text = utf8Text(bytes);
    if (text == null) {
      throw new PathFileException(file, NOT_UTF8);
    }
    return text;
  }

  /**
   * The bytes as UTF-8 text, without a byte order mark; null when they are not UTF-8, or hold
   * a zero (UTF-16 without a byte order mark: every other byte is zero).
   */
  static String utf8Text(byte[] bytes) {
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      return null;
    }
    if (text.indexOf('\u0000') >= 0) {
      return null;
    }
    return text.startsWith("\uFEFF") ? text.substring(1) : text;
  }

  /**
   * Counts the nesting and the lists outside strings: too deep is not a path file, and more
   * lists than points allowed (each point is a list) is too large. Processing's reader takes
   * strings in either quote, so a {@code '} opens one as a {@code "} does, and only the same
   * quote, not escaped, closes it. The scan ends with the first value: what follows is checked
   * once the reader has said where that value ends ({@link #refuseTrailing}).
   */
  private static void checkNesting(File file, String text) {
    int depth = 0;
    long lists = 0;
    char quote = 0;   // the quote of the string the scan is in, or 0 outside strings
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quote != 0) {
        if (c == '\\') {
          i++;
        } else if (c == quote) {
          quote = 0;
        }
      } else if (c == '"' || c == '\'') {
        quote = c;
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
      } else if ((c == ']' || c == '}') && --depth == 0) {
        return;
      }
    }
  }

  /**
   * The numbers written outside strings whose size no double holds (1e400): Processing's reader
   * hands each over as the text it was written as, which would then read as text given in
   * quotes. Scanned as {@link #checkNesting} scans, both quotes opening a string.
   */
  static Set<String> numbersTooLarge(String text) {
    Set<String> found = new HashSet<>();
    char quote = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quote != 0) {
        if (c == '\\') {
          i++;
        } else if (c == quote) {
          quote = 0;
        }
      } else if (c == '"' || c == '\'') {
        quote = c;
      } else if (Character.isDigit(c) || c == '-' || c == '+' || c == '.') {
        int end = i;
        while (end < text.length() && ",]} \t\r\n".indexOf(text.charAt(end)) < 0) {
          end++;
        }
        String token = text.substring(i, end);
        try {
          if (Double.isInfinite(Double.parseDouble(token))) {
            found.add(token);
          }
        } catch (NumberFormatException notANumber) {
          // the reader reports it, or takes it as text
        }
        i = end - 1;
      }
    }
    return found;
  }

  /**
   * Throws when anything but blank space follows the first value: {@code rest} is the text
   * after it, where the reader stopped, so a quote of either kind cannot hide where it ends.
   */
  static void refuseTrailing(File file, String text, String rest) {
    int end = text.length() - rest.length();
    for (int i = 0; i < rest.length(); i++) {
      if (!Character.isWhitespace(rest.charAt(i))) {
        int line = 1;
        for (int k = 0; k < end + i; k++) {
          if (text.charAt(k) == '\n') {
            line++;
          }
        }
        String after = rest.substring(i, Math.min(rest.length(), i + SHOWN_TRAILING + 1));
        String shown = excerpt(after.lines().findFirst().orElse("").strip(), SHOWN_TRAILING);
        throw new PathFileException(file, "line " + line + ": text after the path's closing"
            + " brace, \"" + shown + "\"; a path file holds one {...} and nothing after it");
      }
    }
  }

  /**
   * A bad value as a message quotes it: on one line and at most {@link #SHOWN} characters, cut
   * with "…", however large the value (a list of a million numbers is not written out first).
   * A string inside a list or object is quoted; {@code value} itself is not.
   */
  static String shown(Object value) {
    StringBuilder out = new StringBuilder();
    append(out, value, false);
    return excerpt(out, SHOWN);
  }

  /** {@code text} on one line (line breaks and tabs as spaces), cut at {@code max} with "…". */
  static String excerpt(CharSequence text, int max) {
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < text.length() && line.length() <= max; i++) {
      char c = text.charAt(i);
      line.append(Character.isISOControl(c) ? ' ' : c);
    }
    return line.length() > max ? line.substring(0, max) + "…" : line.toString();
  }

  /** Writes {@code value} compactly, stopping once past {@link #SHOWN} characters. */
  private static void append(StringBuilder out, Object value, boolean quoted) {
    if (value instanceof JSONArray list) {
      out.append('[');
      for (int i = 0; i < list.size() && out.length() <= SHOWN; i++) {
        out.append(i > 0 ? ", " : "");
        append(out, list.get(i), true);
      }
      out.append(']');
    } else if (value instanceof JSONObject object) {
      out.append('{');
      String separator = "";
      for (Object key : object.keys()) {
        if (out.length() > SHOWN) {
          break;
        }
        out.append(separator);
        append(out, key, true);
        out.append(": ");
        append(out, object.get((String) key), true);
        separator = ", ";
      }
      out.append('}');
    } else {
      String text = String.valueOf(value);
      boolean isText = quoted && value instanceof String;
      out.append(isText ? "\"" : "")
          .append(text, 0, Math.min(text.length(), SHOWN + 1))
          .append(isText ? "\"" : "");
    }
  }
}
