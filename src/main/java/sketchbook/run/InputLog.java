package sketchbook.run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import processing.core.PConstants;
import processing.event.MouseEvent;
import sketchbook.controls.SketchOptions;

/**
 * The input of one run, step by step. A run is a function of its sketch, seed, arguments and
 * input, so this is what {@code --record} keeps and {@code --replay} plays back. An event with
 * step s was applied after s simulation steps were done and before step s+1; events are kept in
 * order of step, and events of one step in the order they came.
 *
 * <p>The log is a builder while recording: events are appended, {@link #setSteps} follows the
 * run, and {@link #truncateAfter} forgets what came after a step the learner went back to.
 * Everything it holds can be written and read back exactly ({@link InputLogFile}): texts
 * hold no line breaks, a parameter's value is finite, and sizes stay within the limits below.
 */
public final class InputLog {

  /** Most steps a log may cover: over 46 hours at 60 steps a second (--record checks it). */
  public static final int MAX_STEPS = SketchOptions.MOST_RECORDED_FRAMES;
  /** Most events a log may hold: hours of a mouse moving every frame. */
  public static final int MAX_EVENTS = 1_000_000;
  /** Most arguments a log's header may name. */
  public static final int MAX_ARGS = 1_000;
  /** Longest sketch name, argument or parameter name, in characters (the options check it). */
  public static final int MAX_TEXT = SketchOptions.MOST_KEPT_CHARS;

  /** Something the learner did, applied after {@link #step()} steps. */
  public sealed interface Event permits Key, Mouse, Parameter {
    int step();
  }

  /** A key typed: {@code simulation} when it changed the simulation, not only the view. */
  public record Key(int step, char key, boolean simulation) implements Event {
    public Key {
      checkStep(step);
    }
  }

  /**
   * A mouse event in the world, in Processing's terms: {@code action} one of
   * {@link MouseEvent}'s PRESS to WHEEL, {@code button} LEFT, RIGHT, CENTER or 0, {@code count}
   * the clicks or the wheel's turn.
   */
  public record Mouse(int step, int action, int x, int y, int button, int count, int modifiers)
      implements Event {
    public Mouse {
      checkStep(step);
      if (action < MouseEvent.PRESS || action > MouseEvent.WHEEL) {
        throw new IllegalArgumentException("mouse action must be " + MouseEvent.PRESS + " to "
            + MouseEvent.WHEEL + " (press to wheel), was " + action);
      }
      if (button != 0 && button != PConstants.LEFT && button != PConstants.RIGHT
          && button != PConstants.CENTER) {
        throw new IllegalArgumentException("mouse button must be " + PConstants.LEFT + " (left), "
            + PConstants.RIGHT + " (right), " + PConstants.CENTER + " (center) or 0, was "
            + button);
      }
    }
  }

  /** A parameter set from its slider, such as "slowing radius". */
  public record Parameter(int step, String name, float value) implements Event {
    public Parameter {
      checkStep(step);
      Objects.requireNonNull(name, "name");
      if (name.isEmpty() || !name.equals(name.strip())) {
        // the name is the rest of its line: blank space around it would not survive an editor
        throw new IllegalArgumentException("parameter name must be text without blank space"
            + " around it");
      }
      checkText("parameter name", name);
      if (!Float.isFinite(value)) {
        throw new IllegalArgumentException("parameter value must be a finite number, was "
            + value);
      }
    }
  }

  private final String sketch;
  private final long seed;
  private final List<String> args;
  private final List<Event> events = new ArrayList<>();
  private int steps;

  /** An empty log of a run of {@code sketch} (a class name such as arrive.Arrive). */
  public InputLog(String sketch, long seed, List<String> args) {
    checkSketchName(sketch);
    Objects.requireNonNull(args, "args");
    if (args.size() > MAX_ARGS) {
      throw new IllegalArgumentException("more than " + MAX_ARGS + " arguments: " + args.size());
    }
    for (String arg : args) {
      checkText("argument", Objects.requireNonNull(arg, "an argument"));
    }
    this.sketch = sketch;
    this.seed = seed;
    this.args = List.copyOf(args);
  }

  public String sketch() {
    return sketch;
  }

  public long seed() {
    return seed;
  }

  /** The command-line arguments that shaped the run, in order. */
  public List<String> args() {
    return args;
  }

  /** How many steps the run recorded; every event's step is at most this. */
  public int steps() {
    return steps;
  }

  /** The run has reached {@code steps}; it never goes back (see {@link #truncateAfter}). */
  public void setSteps(int steps) {
    if (steps < this.steps) {
      throw new IllegalArgumentException("steps go forward: " + steps + " is before the log's "
          + this.steps + "; use truncateAfter to go back");
    }
    if (steps > MAX_STEPS) {
      throw new IllegalArgumentException("a log covers at most " + MAX_STEPS + " steps, not "
          + steps);
    }
    this.steps = steps;
  }

  /** Every event, in order; a view that follows the log. */
  public List<Event> events() {
    return Collections.unmodifiableList(events);
  }

  /**
   * Appends {@code event}; the log's steps grow to its step if they were fewer. Throws
   * IllegalArgumentException for a step before the last event's, and IllegalStateException
   * when the log already holds {@link #MAX_EVENTS}.
   */
  public void add(Event event) {
    Objects.requireNonNull(event, "event");
    if (!events.isEmpty()) {
      int last = events.get(events.size() - 1).step();
      if (event.step() < last) {
        throw new IllegalArgumentException("an event at step " + event.step()
            + " cannot follow one at step " + last);
      }
    }
    if (events.size() >= MAX_EVENTS) {
      throw new IllegalStateException("the input log is full: " + MAX_EVENTS + " events");
    }
    if (event.step() > steps) {
      setSteps(event.step());
    }
    events.add(event);
  }

  public void addKey(int step, char key, boolean simulation) {
    add(new Key(step, key, simulation));
  }

  public void addMouse(int step, int action, int x, int y, int button, int count,
      int modifiers) {
    add(new Mouse(step, action, x, y, button, count, modifiers));
  }

  public void addParameter(int step, String name, float value) {
    add(new Parameter(step, name, value));
  }

  /** The events of {@code step}, in order: found by binary search, as it is asked every frame. */
  public List<Event> eventsAt(int step) {
    if (step < 0) {
      return List.of();
    }
    int from = firstAfter(step - 1);
    int to = firstAfter(step);
    return from == to ? List.of() : List.copyOf(events.subList(from, to));
  }

  /**
   * Forgets every event after {@code step} and ends the log there: the learner went back to
   * that step and goes on differently.
   */
  public void truncateAfter(int step) {
    if (step < 0 || step > steps) {
      throw new IllegalArgumentException("cannot go back to step " + step + " of a log of "
          + steps + " steps");
    }
    events.subList(firstAfter(step), events.size()).clear();
    steps = step;
  }

  /** An independent log with the same header, steps and events. */
  public InputLog copy() {
    InputLog copy = new InputLog(sketch, seed, args);
    copy.steps = steps;
    copy.events.addAll(events);
    return copy;
  }

  /** The index of the first event whose step is after {@code step}. */
  private int firstAfter(int step) {
    int low = 0;
    int high = events.size();
    while (low < high) {
      int mid = (low + high) >>> 1;
      if (events.get(mid).step() <= step) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return low;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof InputLog other && sketch.equals(other.sketch) && seed == other.seed
        && args.equals(other.args) && steps == other.steps && events.equals(other.events);
  }

  @Override
  public int hashCode() {
    return Objects.hash(sketch, seed, args, steps, events);
  }

  @Override
  public String toString() {
    return "InputLog[" + sketch + ", seed " + seed + ", " + args.size() + " args, " + steps
        + " steps, " + events.size() + " events]";
  }

  private static void checkStep(int step) {
    if (step < 0 || step > MAX_STEPS) {
      throw new IllegalArgumentException("step must be 0 to " + MAX_STEPS + ", was " + step);
    }
  }

  /** Each text is written on a line of its own, so it may hold no line break. */
  static void checkText(String what, String text) {
    if (text.length() > MAX_TEXT) {
      throw new IllegalArgumentException(what + " longer than " + MAX_TEXT + " characters");
    }
    if (text.chars().anyMatch(c -> c == '\n' || c == '\r')) {
      throw new IllegalArgumentException(what + " holds a line break");
    }
  }

  /** A fully qualified class name: Java names joined by dots. */
  static void checkSketchName(String sketch) {
    Objects.requireNonNull(sketch, "sketch");
    checkText("sketch", sketch);
    for (String part : sketch.split("\\.", -1)) {
      if (part.isEmpty() || !Character.isJavaIdentifierStart(part.charAt(0))
          || !part.chars().skip(1).allMatch(Character::isJavaIdentifierPart)) {
        throw new IllegalArgumentException("sketch must be a class name such as arrive.Arrive");
      }
    }
  }
}
