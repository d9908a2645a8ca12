package sketchbook;

/**
 * Processing calls these around every {@code draw()} (through {@code registerMethod}), which
 * is how {@link SteeringSketch} adds pause, the overlay, trails and traces without a line in
 * the sketch's own {@code draw()}.
 */
public final class FrameHooks {

  private final SteeringSketch sketch;

  FrameHooks(SteeringSketch sketch) {
    this.sketch = sketch;
  }

  /** Before draw(): press --keys once, decide whether this frame simulates. */
  public void pre() {
    sketch.beforeDraw();
  }

  /** After draw(), still drawing: the legend, HUD and help on top. */
  public void draw() {
    sketch.drawOverlay();
  }

  /** After the frame: trails, trace, screenshots and the --frames count. */
  public void post() {
    sketch.afterDraw();
  }
}
