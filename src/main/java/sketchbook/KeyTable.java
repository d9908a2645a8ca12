package sketchbook;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The one table of key bindings a sketch has. {@code keyPressed()} looks keys up here and the
 * help overlay lists these same rows, so the help can never drift from what the keys do.
 */
public final class KeyTable {

  /** One key: what it is called in the help, what it does, and the action itself. */
  public record Binding(char key, String description, Runnable action) {

    /** How the help overlay names the key. */
    public String label() {
      return key == ' ' ? "space" : String.valueOf(key);
    }
  }

  private final List<Binding> bindings = new ArrayList<>();

  /** Binds a key; binding the same key twice is a programming error. */
  public KeyTable bind(char key, String description, Runnable action) {
    if (find(key) != null) {
      throw new IllegalArgumentException("key '" + key + "' is already bound");
    }
    bindings.add(new Binding(key, description, action));
    return this;
  }

  /**
   * Runs the action bound to this key.
   *
   * @return false, doing nothing, for a key that means nothing here
   */
  public boolean press(char key) {
    Binding binding = find(key);
    if (binding == null) {
      return false;
    }
    binding.action().run();
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

  private Binding find(char key) {
    for (Binding b : bindings) {
      if (b.key() == key) {
        return b;
      }
    }
    return null;
  }
}
