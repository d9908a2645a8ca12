package sketchbook.controls;

/** What the debug keys have switched on. Plain fields: a sketch reads them in draw(). */
public final class Switches {
  /** d: desired velocity arrows. */
  public boolean desired;
  /** f (first press): steering force arrows from each vehicle. */
  public boolean force;
  /**
   * f (second press): the steering force drawn tip to tail, desired − velocity from the tip of
   * the velocity arrow to the tip of the desired one, with those two arrows.
   */
  public boolean steeringTipToTail;
  /** v: velocity arrows. */
  public boolean velocity;
  /** r: radii and debug geometry (on by default: it is what the sketches teach). */
  public boolean radii = true;
  /** t: the trails, each in its vehicle's colour made lighter. */
  public boolean trails;
  /** TAB: the on-screen controls (sliders and switches). */
  public boolean controls;
  /** g: the live plots. */
  public boolean plots;
  /** h: the help overlay. */
  public boolean help;
}
