package combining;

import java.math.BigDecimal;
import java.util.List;
import steering.Combination;
import steering.Combination.Method;
import steering.Combination.Part;

/**
 * The side panel's force budget of one vehicle's last step, read from the {@link Combination}
 * the vehicle combined (never worked out again): for each behavior, the length of the force it
 * asked for, its weight, the weighted force, and what the way let through, with a word when
 * the way cut it or let none of it through.
 */
final class ForceBudget {

  /** Lengths within this share of each other are the same (a force let through whole). */
  static final float SAME = 1e-5f;

  private ForceBudget() {
  }

  /** Mutates {@code lines}: the budget's rows; one row saying why when there is no step yet. */
  static void addLines(List<String> lines, Combination last, float maxforce) {
    if (last == null) {
      lines.add("force budget: the ringed vehicle has not stepped yet");
      return;
    }
    lines.add(String.format("force budget of the ringed vehicle, maxforce %.3f:", maxforce));
    lines.add("asked × weight = weighted → let through");
    for (Part part : last.parts()) {
      lines.add(String.format("%s %.3f × %s = %.3f → %.3f%s", part.name, part.asked.mag(),
          shown(part.weight), part.weighted.mag(), part.letThrough.mag(), note(last.method,
              part)));
    }
    lines.add(String.format("let through in all: %.3f", last.total.mag()));
  }

  /** What became of the behavior's force, in a word or two; empty when it went through whole. */
  static String note(Method method, Part part) {
    float through = part.letThrough.mag();
    if (method == Method.DITHERED) {
      return through > 0 ? " chosen: ÷ " + shown(part.probability)
          : part.tried ? " tried, asked none" : " not tried";
    }
    float weighted = part.weighted.mag();
    if (weighted == 0) {
      return "";
    }
    return through == 0 ? " starved" : through < weighted * (1 - SAME) ? " cut" : "";
  }

  /** A weight or probability as written: 10, 2, 0.25. */
  static String shown(float value) {
    return new BigDecimal(Float.toString(value)).stripTrailingZeros().toPlainString();
  }
}
