package sketchbook.controls;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The one table of key bindings a sketch has. {@code keyPressed()} looks keys up here, the help
 * overlay lists these same rows, and the benchmark line names the switches that are on, so none
 * of them can drift from what the keys do.
 *
 * <p>A sketch adds its own keys after the shared ones. Binding a key that is taken is a mistake
 * reported at start-up ({@link KeyBoundTwice}); to give a shared key a new meaning on purpose,
 * {@link #rebind} it.
 */
public final class KeyTable {

  /**
   * One key: what the help calls it, what it does, and, for a display switch, whether it is on
   * ({@code isOn} is null for keys that are not switches).
   */
  public record Binding(char key, String description, Runnable action, BooleanSupplier isOn) {

    /** How the help overlay names the key. */
    public String label() {
      return name(key);
    }

    /** A key as the help names it: "space", "TAB", "Enter", or the character. */
    public static String name(char key) {
      return key == ' ' ? "space" : key == '\t' ? "TAB" : key == '\n' ? "Enter"
          : String.valueOf(key);
    }

    /** True for a switch that is on. */
    public boolean switchedOn() {
      return isOn != null && isOn.getAsBoolean();
    }
  }

  /** A key bound twice: the message names the key and both meanings. */
  public static final class KeyBoundTwice extends IllegalArgumentException {
    KeyBoundTwice(char key, String first, String second) {
      super("key '" + Binding.name(key) + "' is bound twice: \""
          + first + "\" and \"" + second + "\" (to replace a shared key on purpose, use "
          + "keys.rebind)");
    }
  }

  private final List<Binding> bindings = new ArrayList<>();

  /** Binds a key; a key that is already bound throws {@link KeyBoundTwice}. */
  public KeyTable bind(char key, String description, Runnable action) {
    return add(new Binding(key, description, action, null));
  }

  /** Binds a display switch: {@code isOn} tells the benchmark line whether it is on. */
  public KeyTable bindSwitch(char key, String description, Runnable action, BooleanSupplier isOn) {
    return add(new Binding(key, description, action, isOn));
  }

  /** Gives a bound key a new meaning, in its old row of the help; throws if it was not bound. */
  public KeyTable rebind(char key, String description, Runnable action) {
    int at = indexOf(key);
    if (at < 0) {
      throw new IllegalArgumentException("key '" + key + "' is not bound, so cannot be rebound");
    }
    bindings.set(at, new Binding(key, description, action, null));
    return this;
  }

  /**
   * Runs the action bound to this key.
   *
   * @return false, doing nothing, for a key that means nothing here
   */
  public boolean press(char key) {
    int at = indexOf(key);
    if (at < 0) {
      return false;
    }
    bindings.get(at).action().run();
    return true;
  }

  public List<Binding> bindings() {
    return Collections.unmodifiableList(bindings);
  }

  /** The help overlay's lines: "key  description", one per binding, in table order. */
  public List<String> helpLines() {
    List<String> lines = new ArrayList<>();
    for (Binding b : bindings) {
      lines.add(String.format("%-6s %s", b.label(), b.description()));
    }
    return lines;
  }

  /** The keys of the switches that are on, in table order, e.g. "d f". */
  public List<String> switchesOn() {
    List<String> on = new ArrayList<>();
    for (Binding b : bindings) {
      if (b.switchedOn()) {
        on.add(b.label());
      }
    }
    return on;
  }

  private KeyTable add(Binding binding) {
    int at = indexOf(binding.key());
    if (at >= 0) {
      throw new KeyBoundTwice(binding.key(), bindings.get(at).description(),
          binding.description());
    }
    bindings.add(binding);
    return this;
  }

  private int indexOf(char key) {
    for (int i = 0; i < bindings.size(); i++) {
      if (bindings.get(i).key() == key) {
        return i;
      }
    }
    return -1;
  }
}
