package sketchbook.reload;

import java.nio.file.Path;

/**
 * One error the compiler found in a learner's file: where, what, and the line itself, for the
 * window to show with a caret under the column.
 *
 * @param file the source file
 * @param line its line, from 1
 * @param column the column, from 1 (0 when the compiler gave none)
 * @param message the compiler's message, its first line
 * @param lineText the text of that line of the file
 */
public record CompileError(Path file, long line, long column, String message, String lineText) {

  /** "Vehicle.java:60: ';' expected". */
  public String headline() {
    return file.getFileName() + ":" + line + ": " + message;
  }

  /** The line's text, and under it a caret at the column (the text's tabs kept, so it lines up). */
  public String caretLine() {
    StringBuilder caret = new StringBuilder();
    for (int i = 0; i < column - 1 && i < lineText.length(); i++) {
      caret.append(lineText.charAt(i) == '\t' ? '\t' : ' ');
    }
    return caret.append('^').toString();
  }
}
