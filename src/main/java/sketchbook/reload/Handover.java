package sketchbook.reload;

import java.nio.file.Path;
import java.util.List;

/**
 * What a running sketch hands the build that replaces it: how it was started, its input so far
 * (the seed is in it) and where it had got to, so the new build starts from the same seed and
 * options, replays the same input to the same step, and opens where the old window was. Only
 * Java's own types, so that builds of any age can read it.
 *
 * @param sketchClass the sketch's class name, e.g. "seek.Seek"
 * @param args its command line
 * @param inputLog the file the run's input log was written to
 * @param step the step it was showing
 * @param paused whether it was paused there
 * @param windowX where its window was on the screen (left)
 * @param windowY where its window was on the screen (top)
 * @param afterClose what closing the window does besides closing it, in place of ending the
 *     program (the sketchbook window takes over again); null: the program ends
 */
public record Handover(String sketchClass, List<String> args, Path inputLog, int step,
    boolean paused, int windowX, int windowY, Runnable afterClose) {

  public Handover {
    args = List.copyOf(args);
  }
}
