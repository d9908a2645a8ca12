/**
 * Queue: a crowd leaves a room through a doorway. Each vehicle seeks a point beyond the door,
 * turns aside from the walls (a row of circles), keeps apart from the others and, with queuing
 * on, brakes while someone stands just ahead of it (Reynolds' queuing at a doorway).
 *
 *   ahead  = position + heading * 20 px;  someone within 12 px of it is in the way
 *   brake:  desired = velocity * (1 - 0.5), so steering = -velocity * 0.5
 *   each frame: avoid the walls; else brake if someone is in the way; else seek the exit;
 *               and separate, always
 *
 * The counter at the top left counts overlaps (centres closer than both radii).
 * Keys:
 *   q  queuing on / off
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 *   r  each vehicle's point ahead; red: braking
 *   0  start again
 * Steering Sketchbook library: Vehicle.queue(), Queuing.aheadPoint(), Vehicle.avoid().
 */

import steering.*;

ArrayList<Vehicle> vehicles = new ArrayList<Vehicle>();
ArrayList<Obstacle> walls = new ArrayList<Obstacle>();
ArrayList<Vehicle> braking = new ArrayList<Vehicle>();
PVector exit;
boolean queuing = true;
boolean showDesired = false;
boolean showForce = true;
boolean showVelocity = false;
boolean showAhead = false;
int overlaps = 0;
ArrayList<String> touching = new ArrayList<String>();

void setup() {
  size(640, 360);
  exit = new PVector(width + 100, height / 2);
  // the room: rows of circles, with a doorway in the middle of the right wall
  for (float x = 40; x <= 440; x += 12) {
    walls.add(new Obstacle(x, 40, 8));
    walls.add(new Obstacle(x, 320, 8));
  }
  for (float y = 52; y < 320; y += 12) {
    walls.add(new Obstacle(40, y, 8));
    if (abs(y - exit.y) >= 26) {
      walls.add(new Obstacle(440, y, 8));
    }
  }
  start();
}

void start() {
  randomSeed(1);
  vehicles.clear();
  touching.clear();
  overlaps = 0;
  for (int i = 0; i < 40; i++) {
    Vehicle v = new Vehicle(random(70, 320), random(70, 290));
    v.maxspeed = 3;
    v.maxforce = 0.3;
    vehicles.add(v);
  }
}

void draw() {
  background(246, 244, 238);
  braking.clear();
  for (Vehicle v : vehicles) {
    if (v.position.x > width + 20) {
      continue;   // gone: waits outside the window
    }
    // the walls first; then wait for whoever is in the way; else head for the exit
    PVector avoid = v.avoid(walls);
    if (avoid.mag() == 0) {
      PVector brake = queuing ? v.queue(vehicles) : new PVector();
      if (brake.mag() > 0) {
        braking.add(v);
      } else {
        v.seek(exit);
      }
    }
    v.separate(vehicles);
    v.update();
  }
  countOverlaps();

  fill(220, 214, 202);
  stroke(89, 95, 102);
  strokeWeight(1);
  for (Obstacle o : walls) {
    circle(o.position.x, o.position.y, 2 * o.radius);
  }
  for (Vehicle v : vehicles) {
    if (showAhead) {
      drawAhead(v);
    }
    fill(braking.contains(v) ? color(214, 51, 44) : color(127));
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
  fill(40);
  text("queuing " + (queuing ? "on" : "off") + ", " + overlaps + " overlaps", 10, 20);
}

void keyPressed() {
  if (key == 'q') {
    queuing = !queuing;
  } else if (key == 'd') {
    showDesired = !showDesired;
  } else if (key == 'f') {
    showForce = !showForce;
  } else if (key == 'v') {
    showVelocity = !showVelocity;
  } else if (key == 'r') {
    showAhead = !showAhead;
  } else if (key == '0') {
    start();
  }
}

// Counts each pair whose centres have just come closer than their two radii.
void countOverlaps() {
  for (int i = 0; i < vehicles.size(); i++) {
    for (int j = i + 1; j < vehicles.size(); j++) {
      Vehicle a = vehicles.get(i);
      Vehicle b = vehicles.get(j);
      String pair = i + "," + j;
      if (PVector.dist(a.position, b.position) < a.r + b.r) {
        if (!touching.contains(pair)) {
          touching.add(pair);
          overlaps++;
        }
      } else {
        touching.remove(pair);
      }
    }
  }
}

// The point the vehicle looks at, and the circle in which someone makes it brake.
void drawAhead(Vehicle v) {
  if (v.velocity.mag() == 0) {
    return;
  }
  PVector ahead = Queuing.aheadPoint(v);
  noFill();
  strokeWeight(1);
  stroke(braking.contains(v) ? color(214, 51, 44) : color(47, 111, 208));
  line(v.position.x, v.position.y, ahead.x, ahead.y);
  circle(ahead.x, ahead.y, 2 * Queuing.AHEAD_RADIUS);
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  strokeWeight(2);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
}
