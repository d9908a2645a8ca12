package steering;

/**
 * The four wirings of Braitenberg's vehicles 2 and 3 ({@link SensorsAndWheels}): which sensor
 * drives which wheel, straight or crossed, and whether more light speeds the wheel up
 * (excitatory) or slows it down (inhibitory).
 */
public enum Wiring {
  FEAR("2a", "fear", false, true),
  AGGRESSION("2b", "aggression", true, true),
  LOVE("3a", "love", false, false),
  EXPLORER("3b", "explorer", true, false);

  /** Braitenberg's number for the vehicle: 2a, 2b, 3a, 3b. */
  public final String number;
  /** The feeling Braitenberg named it after. */
  public final String feeling;
  /** True: each sensor drives the wheel on the other side. */
  public final boolean crossed;
  /** True: more light, faster wheel; false (inhibitory): more light, slower wheel. */
  public final boolean excitatory;

  Wiring(String number, String feeling, boolean crossed, boolean excitatory) {
    this.number = number;
    this.feeling = feeling;
    this.crossed = crossed;
    this.excitatory = excitatory;
  }

  /** The wiring with these two choices. */
  public static Wiring of(boolean crossed, boolean excitatory) {
    for (Wiring wiring : values()) {
      if (wiring.crossed == crossed && wiring.excitatory == excitatory) {
        return wiring;
      }
    }
    throw new IllegalStateException("no wiring is " + crossed + ", " + excitatory);
  }

  /** "2b aggression: crossed, excitatory". */
  @Override
  public String toString() {
    return number + " " + feeling + ": " + (crossed ? "crossed" : "straight") + ", "
        + (excitatory ? "excitatory" : "inhibitory");
  }
}
