package sketchbook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import sketchbook.controls.KeyTable;

@DisplayName("KeyTable: one table for keys, help and the list of switches")
class KeyTableTest {

  private final StringBuilder pressed = new StringBuilder();
  private boolean trailsOn;

  private KeyTable table() {
    return new KeyTable()
        .bindSwitch('t', "trails", () -> trailsOn = !trailsOn, () -> trailsOn)
        .bind('f', "steering force arrows", () -> pressed.append('f'))
        .bind(' ', "pause / resume", () -> pressed.append("space"));
  }

  @Test
  @DisplayName("a bound key runs its action; an unbound key does nothing and says so")
  void press() {
    KeyTable keys = table();
    assertTrue(keys.press('f'));
    assertTrue(keys.press(' '));
    assertFalse(keys.press('q'));
    assertEquals("fspace", pressed.toString());
  }

  @Test
  @DisplayName("binding a taken key names the key and both meanings")
  void boundTwice() {
    KeyTable keys = table();
    KeyTable.KeyBoundTwice e = assertThrows(KeyTable.KeyBoundTwice.class,
        () -> keys.bind('f', "flee", () -> { }));
    assertEquals("key 'f' is bound twice: \"steering force arrows\" and \"flee\" (to replace a"
        + " shared key on purpose, use keys.rebind)", e.getMessage());
    KeyTable.KeyBoundTwice space = assertThrows(KeyTable.KeyBoundTwice.class,
        () -> keys.bind(' ', "jump", () -> { }));
    assertTrue(space.getMessage().startsWith("key 'space' is bound twice"), space.getMessage());
    assertEquals(3, keys.bindings().size(), "the table is unchanged");
  }

  @Test
  @DisplayName("rebind gives a key a new meaning in its old row of the help")
  void rebind() {
    KeyTable keys = table();
    keys.rebind('f', "flee from the mouse", () -> pressed.append("flee"));
    keys.press('f');
    assertEquals("flee", pressed.toString());
    assertEquals(List.of("t      trails", "f      flee from the mouse", "space  pause / resume"),
        keys.helpLines());
    assertThrows(IllegalArgumentException.class, () -> keys.rebind('q', "quit", () -> { }));
  }

  @Test
  @DisplayName("switchesOn lists the switches that are on, by their keys")
  void switchesOn() {
    KeyTable keys = table();
    assertEquals(List.of(), keys.switchesOn());
    keys.press('t');
    assertEquals(List.of("t"), keys.switchesOn());
  }
}
