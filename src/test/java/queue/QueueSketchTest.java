package queue;

import org.junit.jupiter.api.Test;
import sketchbook.Offscreen;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Queuing earns its place by a number: the same seed and frames, with queuing on and off, and
 * the sketch's own counts: overlaps (two centres closer than the two radii, once per contact)
 * and vehicles out of the room.
 */
class QueueSketchTest {

  /** Enough for the whole crowd to get out with queuing on (measured: by frame 1200). */
  static final int FRAMES = 1200;

  private static Queue run(String keys) {
    Queue sketch = Offscreen.start(new Queue(), "--headless", "--seed", "7");
    for (char key : keys.toCharArray()) {
      sketch.pressKey(key);
    }
    Offscreen.frames(sketch, FRAMES);
    assertEquals(FRAMES, sketch.frames);
    return sketch;
  }

  @Test
  void queuingCutsOverlapsAtLeastFivefoldAndEveryoneStillGetsOut() {
    // measured with seed 7: 2 overlaps on, 20 off; everyone out by frame 1200 (off: by 600)
    Queue on = run("");
    Queue off = run("q");
    assertTrue(off.overlaps >= 10, off.overlaps + " overlaps with queuing off");
    assertTrue(on.overlaps * 5 <= off.overlaps, on.overlaps + " overlaps with queuing on, "
        + off.overlaps + " off");
    int crowd = on.vehicles.size();
    assertEquals(Queue.DEFAULT_VEHICLES, crowd);
    assertEquals(crowd, on.out(), "vehicles out of the room with queuing on");
    assertTrue(on.hudLines().contains(on.overlaps + " overlaps in " + FRAMES
        + " frames (centres closer than r + r)"), on.hudLines().toString());
    assertTrue(on.hudLines().contains(crowd + " of " + crowd + " out of the room"),
        on.hudLines().toString());
  }
}
