/**
 * Arrive: seek, but slow down inside a slowing area and come to rest on the target.
 *
 *   d = distance to the target
 *   d < slowingRadius:  desired speed = maxspeed * d / slowingRadius
 *   otherwise:          desired speed = maxspeed
 *   steering = desired - velocity, limited to maxforce
 *
 * The target follows the mouse; the shaded circle is the slowing area.
 *
 * Keys switch the forces on display on and off:
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 *
 * Steering Sketchbook library: Vehicle.arrive(), Vehicle.update(), Vehicle.display().
 */

import steering.*;

// Velocities are a few pixels a frame: drawn this many times longer.
final float VELOCITY_SCALE = 10;
// Forces are a fraction of a pixel a frame: drawn this many times longer.
final float FORCE_SCALE = 200;

Vehicle vehicle;
float slowingRadius = 100;
boolean showDesired = true;
boolean showForce = true;
boolean showVelocity = true;

void setup() {
  size(640, 360);
  vehicle = new Vehicle(width / 8, height / 2);
  vehicle.maxspeed = 5;
  vehicle.maxforce = 0.2;
}

void draw() {
  background(246, 244, 238);
  PVector target = new PVector(mouseX, mouseY);

  noStroke();
  fill(47, 111, 208, 50);
  circle(target.x, target.y, slowingRadius * 2);
  stroke(40);
  noFill();
  circle(target.x, target.y, 24);

  vehicle.arrive(target, slowingRadius);
  vehicle.update();

  fill(127);
  stroke(40);
  strokeWeight(1);
  vehicle.display(g);
  drawForces(vehicle);
}

void keyPressed() {
  if (key == 'd') showDesired = !showDesired;
  if (key == 'f') showForce = !showForce;
  if (key == 'v') showVelocity = !showVelocity;
}

// The vehicle's desired velocity, steering force and velocity, as switched on.
void drawForces(Vehicle v) {
  if (showDesired) arrow(v.position, v.desired, VELOCITY_SCALE, color(46, 158, 79));
  if (showForce) arrow(v.position, v.steering, FORCE_SCALE, color(214, 51, 44));
  if (showVelocity) arrow(v.position, v.velocity, VELOCITY_SCALE, color(47, 111, 208));
}

// An arrow from a point along a vector, made scale times longer so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  float len = v.mag() * scale;
  if (len < 1) return;
  pushMatrix();
  translate(from.x, from.y);
  rotate(v.heading());
  stroke(c);
  strokeWeight(2);
  line(0, 0, len, 0);
  noStroke();
  fill(c);
  triangle(len + 5, 0, len - 5, -5, len - 5, 5);
  popMatrix();
}
