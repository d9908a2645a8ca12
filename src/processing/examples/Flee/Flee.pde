/**
 * Flee: a crowd runs away from the mouse.
 *
 *   desired  = (position - target), scaled to maxspeed      (seek: target - position)
 *   steering = desired - velocity, limited to maxforce
 *
 * Press p to flee only while the mouse is inside the panic distance (the circle);
 * farther away a vehicle coasts on. Vehicles that leave the window come back on the other side.
 * Keys:
 *   p  flee only within the panic distance (on / off)
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 * Steering Sketchbook library: Vehicle.flee(), Vehicle.update(), Vehicle.display().
 */

import steering.*;

ArrayList<Vehicle> vehicles = new ArrayList<Vehicle>();
float panicDistance = 120;
boolean panicOnly = false;
boolean showDesired = false;
boolean showForce = false;
boolean showVelocity = true;

void setup() {
  size(640, 360);
  for (int i = 0; i < 20; i++) {
    Vehicle v = new Vehicle(random(width), random(height));
    v.maxspeed = random(2, 5);
    v.maxforce = random(0.05, 0.2);
    vehicles.add(v);
  }
}

void draw() {
  background(246, 244, 238);
  PVector mouse = new PVector(mouseX, mouseY);

  noStroke();
  fill(47, 111, 208, panicOnly ? 50 : 15);
  circle(mouse.x, mouse.y, panicDistance * 2);
  noFill();
  stroke(40);
  circle(mouse.x, mouse.y, 24);

  for (Vehicle v : vehicles) {
    if (panicOnly) {
      v.flee(mouse, panicDistance);
    } else {
      v.flee(mouse);
    }
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

void keyPressed() {
  if (key == 'p') panicOnly = !panicOnly;
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
