/**
 * Stay Within Walls: vehicles wander, and turn back when they come within a margin of the
 * walls of a rectangle.
 *
 *   closer than margin to the left wall:  desired = (+maxspeed, velocity.y)   (right: -maxspeed)
 *   closer than margin to the top wall:   desired = (velocity.x, +maxspeed)   (bottom: -maxspeed)
 *   desired scaled to maxspeed; farther inside: no force
 *
 * The walls' push is weighted 3 times as much as the wander, so wandering never carries a
 * vehicle out. The blue band is the margin.
 * Keys:
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 *   -  narrower margin
 *   =  wider margin
 * Steering Sketchbook library: Vehicle.wander(), Vehicle.stayWithin(), Walls.
 */

import steering.*;

ArrayList<Vehicle> vehicles = new ArrayList<Vehicle>();
steering.Walls walls;   // the library's Walls: this sketch is called Walls too
float inset = 20;
float margin = 40;
float wallWeight = 3;
boolean showDesired = false;
boolean showForce = true;
boolean showVelocity = false;

void setup() {
  size(640, 360);
  walls = new steering.Walls(inset, inset, width - inset, height - inset, margin);
  for (int i = 0; i < 8; i++) {
    Vehicle v = new Vehicle(random(100, width - 100), random(100, height - 100));
    v.maxspeed = 2.5;
    v.maxforce = 0.08;
    vehicles.add(v);
  }
}

void draw() {
  background(246, 244, 238);
  drawWalls();

  for (Vehicle v : vehicles) {
    v.wander();                       // a random walk that turns smoothly
    v.stayWithin(walls, wallWeight);  // near a wall: turn away from it
    v.update();

    fill(127);
    stroke(40);
    strokeWeight(1);
    v.display(g);
    if (showDesired) {
      arrow(v.position, v.desired, 10, color(46, 158, 79));
    }
    if (showForce) {
      arrow(v.position, v.steering, 200, color(214, 51, 44));
    }
    if (showVelocity) {
      arrow(v.position, v.velocity, 10, color(47, 111, 208));
    }
  }
}

void keyPressed() {
  if (key == 'd') {
    showDesired = !showDesired;
  } else if (key == 'f') {
    showForce = !showForce;
  } else if (key == 'v') {
    showVelocity = !showVelocity;
  } else if (key == '-' || key == '=') {
    margin = constrain(key == '=' ? margin * 1.25 : margin / 1.25, 10, 150);
    walls = new steering.Walls(inset, inset, width - inset, height - inset, margin);
  }
}

// The margin as a wide translucent band inside the walls, then the walls themselves.
void drawWalls() {
  float w = walls.right - walls.left;
  float h = walls.bottom - walls.top;
  noFill();
  stroke(47, 111, 208, 85);
  strokeWeight(margin);
  rect(walls.left + margin / 2, walls.top + margin / 2, w - margin, h - margin);
  stroke(89, 95, 102);
  strokeWeight(2);
  rect(walls.left, walls.top, w, h);
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  strokeWeight(2);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
}
