/**
 * Separation: a crowd spaces itself out. Each vehicle steers away from the others closer
 * than 25 pixels, the nearer ones pushing harder; it seeks nothing else.
 *
 *   for each other at distance d, 0 < d < 25:  sum += normalize(position - other) / d
 *   desired  = sum / count, scaled to maxspeed
 *   steering = desired - velocity, limited to maxforce
 *
 * The crowd starts packed in the middle. Drag the mouse to add vehicles. Vehicles that
 * leave the window come back on the other side.
 *
 * Keys:
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 *   r  circles half the separation across: overlapping circles are too close
 *
 * Steering Sketchbook library: Vehicle.separate(), Vehicle.update(), Vehicle.display().
 */

import steering.*;

// Velocities are a few pixels a frame: drawn this many times longer.
final float VELOCITY_SCALE = 10;
// Forces are a fraction of a pixel a frame: drawn this many times longer.
final float FORCE_SCALE = 200;
// Vehicle.separate() steers away from anyone closer than this.
final float SEPARATION = 25;

ArrayList<Vehicle> vehicles = new ArrayList<Vehicle>();
boolean showCircles = true;
boolean showDesired = false;
boolean showForce = false;
boolean showVelocity = false;

void setup() {
  size(640, 360);
  for (int i = 0; i < 40; i++) {
    PVector at = PVector.random2D().mult(random(30));
    addVehicle(width / 2 + at.x, height / 2 + at.y);
  }
}

void draw() {
  background(246, 244, 238);
  if (showCircles) {
    noStroke();
    fill(47, 111, 208, 85);
    for (Vehicle v : vehicles) {
      circle(v.position.x, v.position.y, SEPARATION);
    }
  }
  for (Vehicle v : vehicles) {
    v.separate(vehicles);
    v.update();
    wrapAround(v);
    fill(127);
    stroke(40);
    v.display(g);
    if (showDesired) arrow(v.position, v.desired, VELOCITY_SCALE, color(46, 158, 79));
    if (showForce) arrow(v.position, v.steering, FORCE_SCALE, color(214, 51, 44));
    if (showVelocity) arrow(v.position, v.velocity, VELOCITY_SCALE, color(47, 111, 208));
  }
}

void mouseDragged() {
  addVehicle(mouseX, mouseY);
}

void keyPressed() {
  if (key == 'r') showCircles = !showCircles;
  if (key == 'd') showDesired = !showDesired;
  if (key == 'f') showForce = !showForce;
  if (key == 'v') showVelocity = !showVelocity;
}

void addVehicle(float x, float y) {
  Vehicle v = new Vehicle(x, y);
  v.maxspeed = 3;
  v.maxforce = 0.2;
  vehicles.add(v);
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
  strokeWeight(2);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
  strokeWeight(1);
}
