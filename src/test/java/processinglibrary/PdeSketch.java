package processinglibrary;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A .pde sketch turned into the Java class the Processing IDE compiles, for the few things
 * Processing's preprocessor does to a sketch in its default ("static" plus functions) mode:
 * <ul>
 *   <li>the sketch's own imports go first, then the default ones (processing.core, data, event,
 *       opengl and a few java.util and java.io classes);
 *   <li>everything else becomes the body of {@code public class <Name> extends PApplet};
 *   <li>functions without an access modifier become {@code public} (so {@code void draw()}
 *       overrides PApplet's);
 *   <li>{@code size(...)} moves out of setup() into a generated settings();
 *   <li>a decimal literal without a suffix is a float ({@code 0.1} means {@code 0.1f}), and the
 *       type {@code color} is an int.
 * </ul>
 * It is not the real preprocessor (no hex colours such as #FF0000, no int(...) casts), only
 * enough of it to tell whether the examples compile as a Processing user would write them.
 */
final class PdeSketch {

  static final List<String> DEFAULT_IMPORTS = List.of(
      "processing.core.*", "processing.data.*", "processing.event.*", "processing.opengl.*",
      "java.util.HashMap", "java.util.ArrayList", "java.io.File", "java.io.BufferedReader",
      "java.io.PrintWriter", "java.io.InputStream", "java.io.OutputStream",
      "java.io.IOException");

  private static final Pattern IMPORT = Pattern.compile("^\\s*import\\s+[\\w.*\\s]+;\\s*$");
  private static final Pattern SIZE_CALL =
      Pattern.compile("^\\s*(size|fullScreen|smooth|noSmooth)\\s*\\(.*\\)\\s*;\\s*$");
  /** A function declared without a modifier: a return type, a name and "(" at brace depth 0. */
  private static final Pattern FUNCTION = Pattern.compile(
      "^(\\s*)(?!(?:public|private|protected|static|final|abstract|class|interface|enum|"
      + "return|new|else)\\b)([A-Za-z_][\\w.]*(?:<[^>]*>)?(?:\\[\\])*)\\s+([A-Za-z_]\\w*)\\s*\\(");
  private static final Pattern FLOAT_LITERAL =
      Pattern.compile("(?<![\\w.])(\\d+\\.\\d*|\\.\\d+)(?![\\w.])");
  private static final Pattern COLOR_TYPE = Pattern.compile("\\bcolor(\\s+[A-Za-z_])");

  private PdeSketch() {
  }

  /** The Java source of the class {@code name} that sketch {@code pde} becomes. */
  static String wrap(String name, String pde) {
    List<String> imports = new ArrayList<>();
    List<String> settings = new ArrayList<>();
    StringBuilder body = new StringBuilder();
    int depth = 0;
    for (String line : pde.replace("\r\n", "\n").split("\n", -1)) {
      if (depth == 0 && IMPORT.matcher(line).matches()) {
        imports.add(line.trim());
        continue;
      }
      if (SIZE_CALL.matcher(line).matches()) {
        settings.add(line.trim());
        continue;
      }
      String code = floatsAndColors(line);
      if (depth == 0) {
        Matcher function = FUNCTION.matcher(code);
        if (function.find()) {
          code = function.group(1) + "public " + code.substring(function.group(1).length());
        }
      }
      depth += braceBalance(line);
      body.append("  ").append(code).append('\n');
    }

    StringBuilder java = new StringBuilder();
    for (String line : imports) {
      java.append(line).append('\n');
    }
    for (String imported : DEFAULT_IMPORTS) {
      java.append("import ").append(imported).append(";\n");
    }
    java.append("\npublic class ").append(name).append(" extends PApplet {\n");
    java.append(body);
    java.append("  public void settings() {\n");
    for (String line : settings) {
      java.append("    ").append(line).append('\n');
    }
    java.append("  }\n");
    java.append("  static public void main(String[] passedArgs) {\n")
        .append("    PApplet.main(new String[] {\"").append(name).append("\"});\n")
        .append("  }\n}\n");
    return java.toString();
  }

  /** 0.1 becomes 0.1f and the type color becomes int, outside strings and comments. */
  static String floatsAndColors(String line) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < line.length()) {
      int quote = line.indexOf('"', i);
      int comment = line.indexOf("//", i);
      int end = quote < 0 ? line.length() : quote;
      if (comment >= 0 && comment < end) {
        out.append(convert(line.substring(i, comment))).append(line.substring(comment));
        return out.toString();
      }
      out.append(convert(line.substring(i, end)));
      if (quote < 0) {
        break;
      }
      int close = line.indexOf('"', quote + 1);
      close = close < 0 ? line.length() - 1 : close;
      out.append(line, quote, close + 1);
      i = close + 1;
    }
    return out.toString();
  }

  private static String convert(String code) {
    String floats = FLOAT_LITERAL.matcher(code).replaceAll("$1f");
    return COLOR_TYPE.matcher(floats).replaceAll("int$1");
  }

  /** Opening minus closing braces on a line, ignoring strings and // comments. */
  private static int braceBalance(String line) {
    int balance = 0;
    boolean inString = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '"') {
        inString = !inString;
      } else if (!inString && c == '/' && i + 1 < line.length() && line.charAt(i + 1) == '/') {
        break;
      } else if (!inString && c == '{') {
        balance++;
      } else if (!inString && c == '}') {
        balance--;
      }
    }
    return balance;
  }
}
