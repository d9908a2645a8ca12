/**
 * Seek: a vehicle steers towards the mouse.
 *
 *   desired  = (target - position), scaled to maxspeed
 *   steering = desired - velocity, limited to maxforce
 *
 * Press the mouse to switch the arrows on and off: green is the desired velocity,
 * red the steering force (enlarged), blue the velocity.
 * Steering Sketchbook library: Vehicle.seek(), Vehicle.update(), Vehicle.display().
 */

import steering.*;

Vehicle vehicle;
boolean showArrows = true;

void setup() {
  size(640, 360);
  vehicle = new Vehicle(width / 4, height / 2);
}

void draw() {
  background(246, 244, 238);
  PVector mouse = new PVector(mouseX, mouseY);

  noFill();
  stroke(40);
  circle(mouse.x, mouse.y, 24);

  vehicle.seek(mouse);
  vehicle.update();

  fill(127);
  stroke(40);
  vehicle.display(g);
  if (showArrows) {
    arrow(vehicle.position, vehicle.desired, 10, color(46, 158, 79));
    arrow(vehicle.position, vehicle.steering, 200, color(214, 51, 44));
    arrow(vehicle.position, vehicle.velocity, 10, color(47, 111, 208));
  }
}

void mousePressed() {
  showArrows = !showArrows;
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
}
