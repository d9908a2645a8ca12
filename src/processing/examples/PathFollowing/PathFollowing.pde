/**
 * Path Following: vehicles stay on a road of a given radius.
 *
 *   predicted    = position + velocity, 25 pixels ahead
 *   normal point = the point of the path closest to the prediction
 *   target       = a little further along the path from the normal point
 *   off the road (predicted farther than the radius from the normal point):
 *                  seek the target; otherwise no steering at all
 *
 * Click to add a vehicle. Off the right edge, a vehicle starts again on the left.
 *
 * Keys:
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red); only off the road
 *   v  velocity (blue)
 *   r  a new random road
 *
 * Steering Sketchbook library: Path, Vehicle.follow(), Vehicle.update(), Vehicle.display().
 */

import steering.*;

// Velocities are a few pixels a frame: drawn this many times longer.
final float VELOCITY_SCALE = 10;
// Forces are a fraction of a pixel a frame: drawn this many times longer.
final float FORCE_SCALE = 200;
// Half the road's width, in pixels.
final float ROAD_RADIUS = 20;

Path path;
ArrayList<Vehicle> vehicles = new ArrayList<Vehicle>();
boolean showDesired = true;
boolean showForce = true;
boolean showVelocity = true;

void setup() {
  size(640, 360);
  newPath();
  for (int i = 0; i < 3; i++) {
    addVehicle(random(width / 4), random(height));
  }
}

void draw() {
  background(246, 244, 238);
  path.display(g, color(89, 95, 102, 51), color(89, 95, 102));

  for (Vehicle v : vehicles) {
    v.follow(path);
    v.update();
    wrapAround(v);
    fill(127);
    stroke(40);
    strokeWeight(1);
    v.display(g);
    drawForces(v);
  }
}

void mousePressed() {
  addVehicle(mouseX, mouseY);
}

void keyPressed() {
  if (key == 'd') showDesired = !showDesired;
  if (key == 'f') showForce = !showForce;
  if (key == 'v') showVelocity = !showVelocity;
  if (key == 'r') newPath();
}

// A road across the window through two random points.
void newPath() {
  path = new Path(ROAD_RADIUS);
  path.addPoint(-20, height / 2);
  path.addPoint(random(width / 3), random(height));
  path.addPoint(random(width / 3, width * 2 / 3), random(height));
  path.addPoint(width + 20, height / 2);
}

void addVehicle(float x, float y) {
  Vehicle v = new Vehicle(x, y);
  v.maxspeed = random(2, 4);
  v.maxforce = random(0.1, 0.3);
  v.velocity.set(v.maxspeed, 0);
  vehicles.add(v);
}

// Off the right edge: back to the left, to follow the road again.
void wrapAround(Vehicle v) {
  if (v.position.x > width + v.r) {
    v.position.x = -v.r;
    v.position.y = height / 2;
  }
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
