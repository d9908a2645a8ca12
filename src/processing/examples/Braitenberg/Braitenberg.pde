/**
 * Braitenberg vehicles: two light sensors, two wheels, and a wire from each sensor to a wheel.
 *
 *   reading = sum over the lights of 1 / (1 + d*d / (falloff*falloff))
 *   wheel   = maxspeed * reading (excitatory) or maxspeed - maxspeed * reading (inhibitory)
 *             from the sensor on its own side (straight) or the other side (crossed)
 *   desired = heading turned (left - right) / axle, times (left + right) / 2
 *
 * Fear (2a, grey) turns away from the lights; aggression (2b, magenta) charges them; love
 * (3a, violet) comes to rest beside one; explorer (3b, olive) slows near one and moves on.
 * Each vehicle's wires are drawn on it: green excitatory, red inhibitory. Drag a light.
 * Keys:
 *   x  every vehicle's wires crossed / straight
 *   e  every vehicle's wires excitatory / inhibitory
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 * Source: Valentino Braitenberg, Vehicles: Experiments in Synthetic Psychology (1984).
 * Steering Sketchbook library: Vehicle.braitenberg(), SensorsAndWheels, Wiring.
 */

import java.util.List;
import steering.*;

List<Vehicle> vehicles = new ArrayList<Vehicle>();
List<Wiring> wirings = new ArrayList<Wiring>();
List<PVector> lights = new ArrayList<PVector>();
color[] fills = {color(127, 140, 153), color(184, 51, 143), color(123, 63, 196),
    color(122, 122, 18)};
PVector held = null;
boolean showDesired = false;
boolean showForce = false;
boolean showVelocity = true;

void setup() {
  size(640, 360);
  lights.add(new PVector(180, 120));
  lights.add(new PVector(460, 150));
  lights.add(new PVector(320, 270));
  // along the top and the bottom edge, away from the lights, each on a heading of its own
  for (int i = 0; i < 8; i++) {
    Vehicle v = new Vehicle(40 + i * 80, i % 2 == 0 ? 30 : 330);
    v.r = 10;
    v.maxspeed = 3;
    v.maxforce = 0.15;
    v.velocity = PVector.fromAngle(i * QUARTER_PI).mult(1.5);
    vehicles.add(v);
    wirings.add(Wiring.values()[i % 4]);
  }
}

void draw() {
  background(246, 244, 238);
  noStroke();
  for (PVector light : lights) {
    fill(242, 193, 46, 85);
    circle(light.x, light.y, 44);
    fill(242, 193, 46);
    circle(light.x, light.y, 16);
  }

  for (int i = 0; i < vehicles.size(); i++) {
    Vehicle v = vehicles.get(i);
    v.braitenberg(lights, wirings.get(i));   // sensors, wires, wheels: desired; steer(desired)
    v.update();
    v.position.x = (v.position.x + width) % width;
    v.position.y = (v.position.y + height) % height;
    show(v, wirings.get(i));
  }
}

void show(Vehicle v, Wiring wiring) {
  fill(fills[wiring.ordinal()]);
  stroke(40);
  v.display(g);
  PVector leftSensor = SensorsAndWheels.sensor(v, true);
  PVector rightSensor = SensorsAndWheels.sensor(v, false);
  PVector leftWheel = SensorsAndWheels.wheel(v, true);
  PVector rightWheel = SensorsAndWheels.wheel(v, false);
  stroke(wiring.excitatory ? color(46, 158, 79) : color(214, 51, 44));
  PVector toLeft = wiring.crossed ? rightSensor : leftSensor;
  PVector toRight = wiring.crossed ? leftSensor : rightSensor;
  line(toLeft.x, toLeft.y, leftWheel.x, leftWheel.y);
  line(toRight.x, toRight.y, rightWheel.x, rightWheel.y);
  if (showDesired) arrow(v.position, v.desired, 10, color(46, 158, 79));
  if (showForce) arrow(v.position, v.steering, 200, color(214, 51, 44));
  if (showVelocity) arrow(v.position, v.velocity, 10, color(47, 111, 208));
}

void mousePressed() {
  held = null;
  for (PVector light : lights) {
    if (dist(mouseX, mouseY, light.x, light.y) < 25) held = light;
  }
}

void mouseDragged() {
  if (held != null) held.set(mouseX, mouseY);
}

void mouseReleased() {
  held = null;
}

void keyPressed() {
  for (int i = 0; i < wirings.size(); i++) {
    Wiring w = wirings.get(i);
    if (key == 'x') wirings.set(i, Wiring.of(!w.crossed, w.excitatory));
    if (key == 'e') wirings.set(i, Wiring.of(w.crossed, !w.excitatory));
  }
  if (key == 'd') showDesired = !showDesired;
  if (key == 'f') showForce = !showForce;
  if (key == 'v') showVelocity = !showVelocity;
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
}
