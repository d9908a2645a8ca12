package sketchbook.run;

import java.util.List;
import org.junit.jupiter.api.Test;
import processing.core.PConstants;
import processing.event.MouseEvent;
import sketchbook.run.InputLog.Event;
import sketchbook.run.InputLog.Key;
import sketchbook.run.InputLog.Mouse;
import sketchbook.run.InputLog.Parameter;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The input of a run as it is recorded: in order of step, cut back when the learner goes back. */
class InputLogTest {

  private static final Key SPACE = new Key(0, ' ', true);
  private static final Key ARROW = new Key(0, '[', false);
  private static final Mouse PRESS =
      new Mouse(3, MouseEvent.PRESS, -40, 300, PConstants.LEFT, 1, 0);
  private static final Mouse DRAG = new Mouse(3, MouseEvent.DRAG, -35, 310, PConstants.LEFT, 0, 0);
  private static final Parameter RADIUS = new Parameter(3, "slowing radius", 120.5f);
  private static final Mouse RELEASE =
      new Mouse(7, MouseEvent.RELEASE, -35, 310, PConstants.LEFT, 1, 0);

  private static InputLog recorded() {
    InputLog log = new InputLog("arrive.Arrive", 42, List.of("--vehicles", "3"));
    for (Event e : List.of(SPACE, ARROW, PRESS, DRAG, RADIUS, RELEASE)) {
      log.add(e);
    }
    log.setSteps(10);
    return log;
  }

  @Test
  void eachStepHasItsOwnEventsInTheOrderTheyCame() {
    InputLog log = recorded();

    assertEquals(List.of(SPACE, ARROW), log.eventsAt(0));
    assertEquals(List.of(), log.eventsAt(1));
    assertEquals(List.of(PRESS, DRAG, RADIUS), log.eventsAt(3));
    assertEquals(List.of(RELEASE), log.eventsAt(7));
    assertEquals(List.of(), log.eventsAt(10));
    assertEquals(List.of(), log.eventsAt(-1));
    assertEquals(List.of(), log.eventsAt(Integer.MIN_VALUE));
    assertEquals(List.of(), log.eventsAt(Integer.MAX_VALUE));
    assertEquals(List.of(SPACE, ARROW, PRESS, DRAG, RADIUS, RELEASE), log.events());
  }

  @Test
  void theAddMethodsMakeTheEventsTheirNamesSay() {
    InputLog log = new InputLog("arrive.Arrive", 42, List.of());
    log.addKey(0, ' ', true);
    log.addMouse(3, MouseEvent.PRESS, -40, 300, PConstants.LEFT, 1, 0);
    log.addParameter(3, "slowing radius", 120.5f);

    assertEquals(List.of(SPACE, PRESS, RADIUS), log.events());
  }

  @Test
  void anEventBeforeTheLastIsRefusedNamingBothSteps() {
    InputLog log = recorded();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> log.addKey(6, 'a', true));
    assertEquals("an event at step 6 cannot follow one at step 7", e.getMessage());
    assertEquals(recorded(), log, "nothing added");
  }

  @Test
  void anEventLaterThanTheStepsSoFarCarriesTheStepsAlong() {
    InputLog log = recorded();
    log.addKey(25, 'a', true);
    assertEquals(25, log.steps());
    log.addKey(25, 'b', true);  // the same step again is in order
    assertEquals(2, log.eventsAt(25).size());
  }

  @Test
  void stepsOnlyGoForwardAndNoFurtherThanTheLimit() {
    InputLog log = recorded();
    log.setSteps(10);
    IllegalArgumentException back = assertThrows(IllegalArgumentException.class,
        () -> log.setSteps(9));
    assertEquals("steps go forward: 9 is before the log's 10; use truncateAfter to go back",
        back.getMessage());
    assertThrows(IllegalArgumentException.class, () -> log.setSteps(InputLog.MAX_STEPS + 1));
    log.setSteps(InputLog.MAX_STEPS);
    assertEquals(InputLog.MAX_STEPS, log.steps());
  }

  @Test
  void goingBackForgetsWhatCameAfterAndTheRunGoesOnFromThere() {
    InputLog log = recorded();
    log.truncateAfter(3);

    assertEquals(3, log.steps());
    assertEquals(List.of(SPACE, ARROW, PRESS, DRAG, RADIUS), log.events(),
        "the events of step 3 itself stay: they came before step 4");
    log.addKey(3, 'x', true);  // the learner goes on differently
    log.setSteps(5);
    assertEquals(List.of(PRESS, DRAG, RADIUS, new Key(3, 'x', true)), log.eventsAt(3));

    log.truncateAfter(0);
    assertEquals(List.of(SPACE, ARROW), log.events());
    assertEquals(0, log.steps());
    assertThrows(IllegalArgumentException.class, () -> log.truncateAfter(1), "past the end");
    assertThrows(IllegalArgumentException.class, () -> log.truncateAfter(-1));
  }

  @Test
  void aCopyGoesItsOwnWay() {
    InputLog log = recorded();
    InputLog copy = log.copy();
    assertEquals(log, copy);
    assertEquals(log.hashCode(), copy.hashCode());

    copy.truncateAfter(3);
    copy.addKey(4, 'z', false);
    assertEquals(recorded(), log, "the original is as it was");
    assertNotEquals(log, copy);
  }

  @Test
  void theEventsSeenFromOutsideCannotBeChanged() {
    InputLog log = recorded();
    assertThrows(UnsupportedOperationException.class, () -> log.events().clear());
    assertThrows(UnsupportedOperationException.class, () -> log.eventsAt(3).clear());
    assertThrows(UnsupportedOperationException.class, () -> log.args().add("--gif"));
  }

  @Test
  void aLogIsFullAtItsLimit() {
    InputLog log = new InputLog("arrive.Arrive", 1, List.of());
    Key key = new Key(0, 'a', true);
    for (int i = 0; i < InputLog.MAX_EVENTS; i++) {
      log.add(key);
    }
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> log.add(key));
    assertEquals("the input log is full: " + InputLog.MAX_EVENTS + " events", e.getMessage());
    assertEquals(InputLog.MAX_EVENTS, log.events().size());
  }

  @Test
  void onlyWhatCanBeWrittenAndReadBackIsKept() {
    assertEquals("mouse action must be 1 to 8 (press to wheel), was 9",
        assertThrows(IllegalArgumentException.class,
            () -> new Mouse(0, MouseEvent.WHEEL + 1, 0, 0, 0, 0, 0)).getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> new Mouse(0, MouseEvent.PRESS - 1, 0, 0, 0, 0, 0));
    assertEquals("mouse button must be 37 (left), 39 (right), 3 (center) or 0, was 1",
        assertThrows(IllegalArgumentException.class,
            () -> new Mouse(0, MouseEvent.PRESS, 0, 0, 1, 0, 0)).getMessage());
    assertThrows(IllegalArgumentException.class, () -> new Key(-1, 'a', true));
    assertThrows(IllegalArgumentException.class,
        () -> new Parameter(0, "radius", Float.NaN));
    assertThrows(IllegalArgumentException.class,
        () -> new Parameter(0, "radius", Float.POSITIVE_INFINITY));
    assertThrows(IllegalArgumentException.class, () -> new Parameter(0, "two\nlines", 1));
    assertThrows(IllegalArgumentException.class, () -> new Parameter(0, " radius", 1));
    assertThrows(IllegalArgumentException.class, () -> new Parameter(0, "", 1));
    assertThrows(IllegalArgumentException.class,
        () -> new InputLog("arrive Arrive", 1, List.of()));
    assertThrows(IllegalArgumentException.class, () -> new InputLog("arrive.", 1, List.of()));
    assertThrows(IllegalArgumentException.class,
        () -> new InputLog("arrive.Arrive", 1, List.of("--target", "1\n2")));
  }
}
