/**
 * Leader Following: a leader arrives at the mouse; the followers fall in behind it, keep out
 * of its way and keep apart; wingmen fly in a V beside it (Reynolds' leader following and
 * offset pursuit).
 *
 *   behind  = leader.position - heading x 60
 *   sight   = a circle of radius 50 round leader.position + heading x 60
 *   follower: in the sight zone, evade the leader; else, crowded, separate; else arrive behind
 *   wingman: arrive at the leader's future position + its offset turned to the leader's heading
 *            (offset.x ahead, offset.y to the right)
 * Keys:
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 *   r  the point behind the leader, its sight zone and the wingmen's slots
 *   w  two more wingmen in the V
 * Steering Sketchbook library: Vehicle.followLeader(), Vehicle.pursue(leader, offset),
 * LeaderFollowing.behind(), OffsetPursuit.slot().
 */

import steering.*;
// the library's LeaderFollowing is written steering.LeaderFollowing: this sketch has its name

Vehicle leader;
ArrayList<Vehicle> followers = new ArrayList<Vehicle>();
ArrayList<Vehicle> wingmen = new ArrayList<Vehicle>();
ArrayList<PVector> offsets = new ArrayList<PVector>();
ArrayList<Vehicle> everyone = new ArrayList<Vehicle>();
float spacing = 30;
boolean showDesired = false;
boolean showForce = true;
boolean showVelocity = false;
boolean showGeometry = false;

void setup() {
  size(640, 360);
  randomSeed(1);
  leader = new Vehicle(width / 2, height / 2);
  leader.maxspeed = 2;
  everyone.add(leader);
  for (int i = 0; i < 10; i++) {
    Vehicle f = new Vehicle(random(width), random(height));
    followers.add(f);
    everyone.add(f);
  }
}

void draw() {
  background(246, 244, 238);
  leader.arrive(new PVector(mouseX, mouseY), 100);
  for (Vehicle f : followers) {
    ArrayList<Vehicle> others = new ArrayList<Vehicle>(everyone);
    others.remove(f);   // a vehicle is not in its own list of others
    f.followLeader(leader, others);
  }
  for (int i = 0; i < wingmen.size(); i++) {
    wingmen.get(i).pursue(leader, offsets.get(i));
  }
  for (Vehicle v : everyone) {
    v.update();
  }

  if (showGeometry) {
    drawGeometry();
  }
  for (Vehicle v : everyone) {
    if (v == leader) {
      fill(184, 51, 143);
    } else if (wingmen.contains(v)) {
      fill(122, 122, 18);
    } else {
      fill(127);
    }
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

// Two more wingmen, one spacing further back and out than the last pair, starting in place.
void addWingmen() {
  int pair = wingmen.size() / 2 + 1;
  for (int side = -1; side <= 1; side += 2) {
    PVector offset = new PVector(-pair * spacing, side * pair * spacing);
    PVector slot = OffsetPursuit.slot(leader, offset);
    Vehicle w = new Vehicle(slot.x, slot.y);
    wingmen.add(w);
    offsets.add(offset);
    everyone.add(w);
  }
}

void keyPressed() {
  if (key == 'd') {
    showDesired = !showDesired;
  } else if (key == 'f') {
    showForce = !showForce;
  } else if (key == 'v') {
    showVelocity = !showVelocity;
  } else if (key == 'r') {
    showGeometry = !showGeometry;
  } else if (key == 'w') {
    addWingmen();
  }
}

// The sight zone, the point behind the leader, and a ring on each wingman's slot.
void drawGeometry() {
  PVector ahead = steering.LeaderFollowing.sightCentre(leader);
  PVector behind = steering.LeaderFollowing.behind(leader);
  noStroke();
  fill(224, 122, 16, 64);
  circle(ahead.x, ahead.y, 2 * steering.LeaderFollowing.LEADER_SIGHT_RADIUS);
  stroke(31, 122, 140);
  strokeWeight(1);
  line(leader.position.x, leader.position.y, behind.x, behind.y);
  fill(31, 122, 140);
  circle(behind.x, behind.y, 8);
  noFill();
  stroke(122, 122, 18);
  for (PVector offset : offsets) {
    PVector slot = OffsetPursuit.slot(leader, offset);
    circle(slot.x, slot.y, 16);
  }
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  strokeWeight(2);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
}
