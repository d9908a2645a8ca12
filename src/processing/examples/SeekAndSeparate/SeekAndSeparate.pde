/**
 * Seek + Separate: a crowd heads for the mouse without piling up on it. Two forces, each
 * limited to maxforce, are weighted and added up.
 *
 *   separation force = steer away from the others closer than 25 pixels
 *   seek force       = steer towards the mouse
 *   acceleration    += separation force * 1.5 + seek force * 0.5
 *
 * Keys:
 *   d  desired velocity of the last behavior (green)
 *   f  steering force, the weighted sum, 200 times longer (red)
 *   v  velocity (blue)
 *   r  circles half the separation across: overlapping circles are too close
 *
 * Steering Sketchbook library: GroupRules.separate(), Vehicle.seek(target, weight),
 * Vehicle.update(), Vehicle.display().
 */

import steering.*;

// Velocities are a few pixels a frame: drawn this many times longer.
final float VELOCITY_SCALE = 10;
// Forces are a fraction of a pixel a frame: drawn this many times longer.
final float FORCE_SCALE = 200;
// Closer than this, a vehicle steers away.
final float SEPARATION = 25;
// The Nature of Code's weights: keeping apart matters more than arriving.
final float SEPARATION_WEIGHT = 1.5;
final float SEEK_WEIGHT = 0.5;

ArrayList<Vehicle> vehicles = new ArrayList<Vehicle>();
boolean showCircles = true;
boolean showDesired = false;
boolean showForce = false;
boolean showVelocity = false;

void setup() {
  size(640, 360);
  for (int i = 0; i < 40; i++) {
    Vehicle v = new Vehicle(random(width), random(height));
    v.maxspeed = 3;
    v.maxforce = 0.2;
    vehicles.add(v);
  }
}

void draw() {
  background(246, 244, 238);
  PVector mouse = new PVector(mouseX, mouseY);
  if (showCircles) {
    noStroke();
    fill(47, 111, 208, 85);
    for (Vehicle v : vehicles) {
      circle(v.position.x, v.position.y, SEPARATION);
    }
  }
  noFill();
  stroke(40);
  circle(mouse.x, mouse.y, 24);
  for (Vehicle v : vehicles) {
    GroupRules.separate(v, vehicles, SEPARATION, SEPARATION_WEIGHT);
    v.seek(mouse, SEEK_WEIGHT);
    v.update();
    fill(127);
    stroke(40);
    v.display(g);
    if (showDesired) arrow(v.position, v.desired, VELOCITY_SCALE, color(46, 158, 79));
    if (showForce) arrow(v.position, v.steering, FORCE_SCALE, color(214, 51, 44));
    if (showVelocity) arrow(v.position, v.velocity, VELOCITY_SCALE, color(47, 111, 208));
  }
}

void keyPressed() {
  if (key == 'r') showCircles = !showCircles;
  if (key == 'd') showDesired = !showDesired;
  if (key == 'f') showForce = !showForce;
  if (key == 'v') showVelocity = !showVelocity;
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  strokeWeight(2);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
  strokeWeight(1);
}
