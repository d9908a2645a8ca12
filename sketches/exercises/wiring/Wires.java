package exercises.wiring;

import steering.Wiring;

/**
 * Exercise "Wiring": which sensor drives a wheel of a Braitenberg vehicle, and how. This is the
 * one file to edit; {@link WireTheVehicles} asks {@link #wheel} for each wheel's speed every
 * frame, and {@code mvn test -Pexercises -Dtest=WiringCheck} checks it. The task is in
 * README.md beside it.
 */
public class Wires {

  /**
   * The speed of one wheel, in pixels a frame, for a vehicle wired by {@code wiring}:
   * {@code ownSide} is what the sensor on the wheel's own side reads, {@code otherSide} what the
   * sensor on the other side reads. A straight wiring drives the wheel from its own side's
   * sensor, a crossed one from the other side's; an excitatory wire makes the speed
   * maxspeed × reading, an inhibitory one maxspeed − maxspeed × reading. The speed is kept
   * between 0 and maxspeed.
   */
  public float wheel(float ownSide, float otherSide, Wiring wiring, float maxspeed) {
    // TODO exercise: every vehicle is wired as fear (2a), straight and excitatory, whatever
    // its wiring says. Take the other side's reading when wiring.crossed, and make the wheel
    // slower with more light when the wire is not wiring.excitatory.
    return Math.min(maxspeed * ownSide, maxspeed);
  }
}
