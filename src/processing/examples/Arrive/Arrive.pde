/**
 * Arrive: seek, but slow down inside a slowing area and come to rest on the target.
 *
 *   d = distance to the target
 *   d < slowingRadius:  desired speed = maxspeed * d / slowingRadius
 *   otherwise:          desired speed = maxspeed
 *
 * The target follows the mouse; the circle is the slowing area.
 * Steering Sketchbook library: Vehicle.arrive(), Vehicle.update(), Vehicle.display().
 */

import steering.*;

Vehicle vehicle;
float slowingRadius = 100;

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
  vehicle.display(g);
}
