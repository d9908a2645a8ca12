/**
 * Obstacle Avoidance: vehicles seek the mouse through a field of circles, turning aside from
 * the first circle in the corridor ahead of them.
 *
 *   corridor: ahead of the vehicle, as wide as the vehicle, speed x 40 frames long
 *   threat:   the nearest circle that reaches into the corridor
 *   desired = the heading turned a quarter turn away from the threat's centre, at maxspeed
 *
 * Priority: when a circle threatens, the vehicle avoids it and does nothing else; only when
 * nothing threatens does it seek. Click to add a circle.
 * Keys:
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 *   r  each vehicle's corridor and the circle it finds most threatening
 * Steering Sketchbook library: Vehicle.avoid(), Obstacle, Vehicle.seek().
 */

import steering.*;
// the library's ObstacleAvoidance is written steering.ObstacleAvoidance: this sketch has its name

ArrayList<Vehicle> vehicles = new ArrayList<Vehicle>();
ArrayList<Obstacle> obstacles = new ArrayList<Obstacle>();
float newRadius = 30;
boolean showDesired = false;
boolean showForce = true;
boolean showVelocity = false;
boolean showCorridors = false;

void setup() {
  size(640, 360);
  obstacles.add(new Obstacle(220, 120, 40));
  obstacles.add(new Obstacle(400, 200, 50));
  obstacles.add(new Obstacle(260, 260, 30));
  obstacles.add(new Obstacle(500, 90, 25));
  for (int i = 0; i < 6; i++) {
    Vehicle v = new Vehicle(30, 40 + i * 55);
    v.velocity.set(2, 0);
    vehicles.add(v);
  }
}

void draw() {
  background(246, 244, 238);
  PVector mouse = new PVector(mouseX, mouseY);

  fill(220, 214, 202);
  stroke(89, 95, 102);
  strokeWeight(1);
  for (Obstacle o : obstacles) {
    circle(o.position.x, o.position.y, 2 * o.radius);
  }

  for (Vehicle v : vehicles) {
    // avoid first; only when nothing threatens, seek the mouse
    PVector avoiding = v.avoid(obstacles);
    if (avoiding.mag() == 0) {
      v.seek(mouse);
    }
    v.update();

    if (showCorridors) {
      drawCorridor(v);
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

void mousePressed() {
  obstacles.add(new Obstacle(mouseX, mouseY, newRadius));
}

void keyPressed() {
  if (key == 'd') {
    showDesired = !showDesired;
  } else if (key == 'f') {
    showForce = !showForce;
  } else if (key == 'v') {
    showVelocity = !showVelocity;
  } else if (key == 'r') {
    showCorridors = !showCorridors;
  }
}

// The corridor as a translucent strip ahead, and a ring round the most threatening circle.
void drawCorridor(Vehicle v) {
  float length = steering.ObstacleAvoidance.lookAhead(v);
  pushMatrix();
  translate(v.position.x, v.position.y);
  rotate(v.velocity.heading());
  noStroke();
  fill(47, 111, 208, 85);
  rect(0, -v.r, length, 2 * v.r);
  popMatrix();
  Obstacle threat = steering.ObstacleAvoidance.mostThreatening(v, obstacles);
  if (threat != null) {
    noFill();
    stroke(224, 122, 16);
    strokeWeight(3);
    circle(threat.position.x, threat.position.y, 2 * threat.radius);
  }
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  strokeWeight(2);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
}
