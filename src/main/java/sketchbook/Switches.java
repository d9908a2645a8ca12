package sketchbook;

/** What the debug keys have switched on. Plain fields: a sketch reads them in draw(). */
public final class Switches {
  /** d: desired velocity arrows. */
  public boolean desired;
  /** f: steering force arrows. */
  public boolean force;
  /** v: velocity arrows. */
  public boolean velocity;
  /** r: radii and debug geometry (on by default: it is what the sketches teach). */
  public boolean radii = true;
  /** t: the orange trails. */
  public boolean trails;
  /** TAB: the on-screen controls (sliders and switches). */
  public boolean controls;
  /** g: the live plots. */
  public boolean plots;
  /** h: the help overlay. */
  public boolean help;
}
