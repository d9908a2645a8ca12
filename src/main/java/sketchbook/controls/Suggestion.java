package sketchbook.controls;

import java.util.Collection;
import java.util.Locale;

/** The name someone most likely meant when they misspelt one: "did you mean --frames?". */
public final class Suggestion {

  private Suggestion() {
  }

  /**
   * The one of {@code names} nearest to {@code typed} (ignoring case), if it is a slip away: one
   * letter wrong, missing or extra in a short name, at most two in a longer one. Null when none
   * is that near.
   */
  public static String nearest(String typed, Collection<String> names) {
    String wanted = typed.toLowerCase(Locale.ROOT);
    int most = wanted.replace("-", "").length() <= 4 ? 1 : 2;
    String best = null;
    int bestDistance = most + 1;
    for (String name : names) {
      int d = distance(wanted, name.toLowerCase(Locale.ROOT));
      if (d < bestDistance) {
        best = name;
        bestDistance = d;
      }
    }
    return best;
  }

  /** ": did you mean NAME?", or "" when nothing is near enough. */
  public static String didYouMean(String typed, Collection<String> names) {
    String near = nearest(typed, names);
    return near == null ? "" : ": did you mean " + near + "?";
  }

  /** Levenshtein distance: letters changed, added or removed to turn {@code a} into {@code b}. */
  static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int change = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        current[j] = Math.min(previous[j - 1] + change,
            Math.min(previous[j] + 1, current[j - 1] + 1));
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
