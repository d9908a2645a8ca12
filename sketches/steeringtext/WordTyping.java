package steeringtext;

import sketchbook.run.RunKeys;

/**
 * The keys of a word being typed. The run's own keys (space, full stop, comma, s, y, z) act at
 * once and are never kept as input; typed into a word, each goes to the run as a stand-in from
 * Unicode's private use area, which no keyboard types, so the run keeps it like any other key,
 * a replay and the ghost type it again, and the word gets the letter it stands for.
 */
final class WordTyping {

  /** A run key k typed into a word goes to the run as STAND_INS + k. */
  static final char STAND_INS = 0xE000;
  /** Processing's key for keys that are not characters (arrows, shift). */
  static final char CODED = 0xFFFF;

  private WordTyping() {
  }

  /** The key the run is given for {@code key} typed into a word. */
  static char standIn(char key) {
    return RunKeys.isRunKey(key) ? (char) (STAND_INS + key) : key;
  }

  /** True for a key that edits the word: a character to add, or Backspace or Delete. */
  static boolean edits(char key) {
    return key == SteeringText.BACKSPACE || key == SteeringText.DELETE
        || key != CODED && !Character.isISOControl(key);
  }

  /**
   * The word after {@code key}: Backspace or Delete takes the last letter back, any other key
   * adds its letter (a stand-in, the letter it stands for), up to the most letters a word has.
   */
  static String edited(String typed, char key) {
    if (key == SteeringText.BACKSPACE || key == SteeringText.DELETE) {
      return typed.isEmpty() ? typed : typed.substring(0, typed.length() - 1);
    }
    if (typed.length() >= WordOutline.MOST_LETTERS) {
      return typed;
    }
    boolean standsIn = key > STAND_INS && RunKeys.isRunKey((char) (key - STAND_INS));
    return typed + (standsIn ? (char) (key - STAND_INS) : key);
  }
}
