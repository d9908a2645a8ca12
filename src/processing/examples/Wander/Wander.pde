/**
 * Wander: vehicles seek a point on a circle ahead of them whose angle drifts at random.
 *
 *   center = position + 80 along the heading
 *   angle += a random step in [-0.3, 0.3)
 *   target = center + 25 in the direction heading + angle;  seek(target)
 *
 * r shows each circle, the lines to its centre and on to the point, and the point.
 * Vehicles that leave the window come back on the other side.
 * Keys:
 *   r  the wander circles (on / off)
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 * Steering Sketchbook library: Vehicle.wander(), wanderState(), update(), display().
 */

import steering.*;

ArrayList<Vehicle> vehicles = new ArrayList<Vehicle>();
boolean showCircles = true;
boolean showDesired = false;
boolean showForce = false;
boolean showVelocity = false;

void setup() {
  size(640, 360);
  for (int i = 0; i < 8; i++) {
    Vehicle v = new Vehicle(random(width), random(height));
    v.maxspeed = 2;
    v.maxforce = 0.05;
    v.velocity = PVector.random2D().mult(v.maxspeed);
    vehicles.add(v);
  }
}

void draw() {
  background(246, 244, 238);
  for (Vehicle v : vehicles) {
    v.wander();
    v.update();
    wrapAround(v);

    if (showCircles) {
      // (this sketch is called Wander, so the library's Wander class is not named here)
      PVector center = v.wanderState().center();
      PVector target = v.wanderState().target();
      noFill();
      stroke(89, 95, 102);
      circle(center.x, center.y, v.wanderState().radius() * 2);
      line(v.position.x, v.position.y, center.x, center.y);
      line(center.x, center.y, target.x, target.y);
      noStroke();
      fill(40);
      circle(target.x, target.y, 6);
    }
    fill(127);
    stroke(40);
    v.display(g);
    if (showDesired) arrow(v.position, v.desired, 10, color(46, 158, 79));
    if (showForce) arrow(v.position, v.steering, 200, color(214, 51, 44));
    if (showVelocity) arrow(v.position, v.velocity, 10, color(47, 111, 208));
  }
}

void keyPressed() {
  if (key == 'r') showCircles = !showCircles;
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
