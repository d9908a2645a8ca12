/**
 * Crossing Traffic: two streams of vehicles cross a square, and each steers clear of the one
 * it would pass closest to, soonest (Reynolds' unaligned collision avoidance).
 *
 *   closest approach: t = -(p . w) / (w . w)   (p the offset to the other, w the relative velocity)
 *   threat:  the soonest whose centres would come nearer than both radii plus a margin
 *   desired = from where the other will be to where this one will be, at maxspeed
 *
 * With no threat a vehicle drives on along its stream; off the square it comes back on the
 * other side.
 * Keys:
 *   a  collision avoidance on / off
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 *   r  where each threatened pair will be at its closest approach
 * Steering Sketchbook library: Vehicle.avoidCollisions(), CollisionAvoidance.threat().
 */

import steering.*;

ArrayList<Vehicle> vehicles = new ArrayList<Vehicle>();
ArrayList<PVector> headings = new ArrayList<PVector>();
boolean avoiding = true;
boolean showDesired = false;
boolean showForce = true;
boolean showVelocity = false;
boolean showApproaches = false;

void setup() {
  size(640, 360);
  randomSeed(1);
  for (int i = 0; i < 10; i++) {
    addVehicle(random(width), random(120, 240), new PVector(1, 0));    // left to right
    addVehicle(random(260, 380), random(height), new PVector(0, 1));   // top to bottom
  }
}

void addVehicle(float x, float y, PVector heading) {
  Vehicle v = new Vehicle(x, y);
  v.maxspeed = random(2, 3);
  v.velocity = PVector.mult(heading, v.maxspeed);
  vehicles.add(v);
  headings.add(heading);
}

void draw() {
  background(246, 244, 238);
  for (int i = 0; i < vehicles.size(); i++) {
    Vehicle v = vehicles.get(i);
    PVector avoid = avoiding ? v.avoidCollisions(vehicles) : new PVector();
    if (avoid.mag() == 0) {
      // nobody to miss: on along the stream at full speed
      v.steer(PVector.mult(headings.get(i), v.maxspeed));
    }
  }
  for (Vehicle v : vehicles) {
    v.update();
    v.position.x = (v.position.x + width) % width;     // off one side, back on the other
    v.position.y = (v.position.y + height) % height;
  }

  for (Vehicle v : vehicles) {
    if (showApproaches) {
      drawApproach(v);
    }
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
  if (key == 'a') {
    avoiding = !avoiding;
  } else if (key == 'd') {
    showDesired = !showDesired;
  } else if (key == 'f') {
    showForce = !showForce;
  } else if (key == 'v') {
    showVelocity = !showVelocity;
  } else if (key == 'r') {
    showApproaches = !showApproaches;
  }
}

// Where this vehicle and the one it would meet soonest will be at their closest approach.
void drawApproach(Vehicle v) {
  CollisionAvoidance.Approach threat = CollisionAvoidance.threat(v, vehicles);
  if (threat != null) {
    stroke(224, 122, 16);
    strokeWeight(2);
    noFill();
    line(v.position.x, v.position.y, threat.self().x, threat.self().y);
    circle(threat.self().x, threat.self().y, 2 * v.r);
    circle(threat.otherAt().x, threat.otherAt().y, 2 * v.r);
  }
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  strokeWeight(2);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
}
