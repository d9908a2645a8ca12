/**
 * Your behavior: the place to start a steering behavior of your own. Save this sketch under a
 * new name and change flee() below.
 *
 * Every behavior is the same three steps:
 *   1. work out a desired velocity: where the vehicle would like to go, and how fast;
 *   2. vehicle.steer(desired): steering = desired - velocity, limited to maxforce, applied;
 *   3. vehicle.update(): velocity += acceleration, position += velocity.
 * steer() records what it did, so the arrows below show your behavior at work.
 *
 * The example is flee, written here in the sketch (the library has it too, as flee()):
 *   desired = (position - mouse), scaled to maxspeed
 * Keys:
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 * Steering Sketchbook library: Vehicle.steer(), Vehicle.update(), Vehicle.display().
 */

import steering.*;

ArrayList<Vehicle> vehicles = new ArrayList<Vehicle>();
boolean showDesired = false;
boolean showForce = false;
boolean showVelocity = true;

void setup() {
  size(640, 360);
  for (int i = 0; i < 8; i++) {
    vehicles.add(new Vehicle(random(width), random(height)));
  }
}

void draw() {
  background(246, 244, 238);
  PVector mouse = new PVector(mouseX, mouseY);
  noFill();
  stroke(40);
  circle(mouse.x, mouse.y, 24);

  for (Vehicle v : vehicles) {
    flee(v, mouse);   // your behavior
    v.update();
    wrapAround(v);

    fill(127);
    stroke(40);
    v.display(g);
    if (showDesired) arrow(v.position, v.desired, 10, color(46, 158, 79));
    if (showForce) arrow(v.position, v.steering, 200, color(214, 51, 44));
    if (showVelocity) arrow(v.position, v.velocity, 10, color(47, 111, 208));
  }
}

// Your behavior: a desired velocity, then steer. Here: away from the threat, at full speed.
PVector flee(Vehicle v, PVector threat) {
  PVector desired = PVector.sub(v.position, threat);   // away from the threat
  desired.setMag(v.maxspeed);                          // as fast as it may go
  return v.steer(desired);   // steering = desired - velocity, limited to maxforce
}

void keyPressed() {
  if (key == 'd') showDesired = !showDesired;
  if (key == 'f') showForce = !showForce;
  if (key == 'v') showVelocity = !showVelocity;
}

// Off one side of the window, back on the other.
void wrapAround(Vehicle v) {
  if (v.position.x < 0) v.position.x += width;
  if (v.position.x >= width) v.position.x -= width;
  if (v.position.y < 0) v.position.y += height;
  if (v.position.y >= height) v.position.y -= height;
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
}
