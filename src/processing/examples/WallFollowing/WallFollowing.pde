/**
 * Wall Following: walls of any shape, avoided with feelers, kept inside with probes, followed.
 *
 *   feelers:  three rays ahead; the deepest through a wall, depth = |tip - hit point|
 *             desired = velocity + wall normal * depth * scale
 *   probes:   a probe ahead outside the closed shapes turns the vehicle back in
 *   follower: desired = tangent * maxspeed + normal * (distance kept - distance) * correction
 *
 * Grey vehicles wander and feel for the walls (their feelers drawn thin); magenta ones wander
 * and stay inside the room with probes; olive ones follow the nearest wall at a distance.
 * Drag the mouse to draw a wall (only the feelers see it: it encloses nothing).
 * Keys:
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 *   -  shorter feelers
 *   =  longer feelers
 * Sources: Mat Buckland, Programming Game AI by Example (2005), ch. 3; Craig Reynolds,
 * Steering Behaviors For Autonomous Characters (1999).
 * Steering Sketchbook library: Vehicle.avoidWalls(), stayInside(), followWall(), WallLayout,
 * Feelers.
 */

import java.util.List;
import steering.*;

List<Vehicle> vehicles = new ArrayList<Vehicle>();
WallLayout walls = new WallLayout();
color[] fills = {color(127, 140, 153), color(184, 51, 143), color(122, 122, 18)};
float feelerLength = 60;
float probeReach = 50;
float followDistance = 30;
float wallWeight = 3;
PVector dragFrom = null;
boolean showDesired = false;
boolean showForce = true;
boolean showVelocity = false;

void setup() {
  size(640, 360);
  List<PVector> room = new ArrayList<PVector>();
  room.add(new PVector(20, 20));
  room.add(new PVector(420, 20));
  room.add(new PVector(420, 100));
  room.add(new PVector(620, 100));
  room.add(new PVector(620, 340));
  room.add(new PVector(20, 340));
  walls.add(room, true);
  List<PVector> pillar = new ArrayList<PVector>();
  pillar.add(new PVector(200, 150));
  pillar.add(new PVector(290, 150));
  pillar.add(new PVector(290, 230));
  pillar.add(new PVector(200, 230));
  walls.add(pillar, true);
  // fixed places clear of the walls, each heading its own way
  float[][] starts = {{80, 80}, {360, 70}, {500, 280}, {120, 290}, {380, 200}, {560, 160}};
  for (int i = 0; i < starts.length; i++) {
    Vehicle v = new Vehicle(starts[i][0], starts[i][1]);
    v.maxspeed = i % 3 == 2 ? 2 : 3;
    v.maxforce = 0.2;
    v.velocity.set(PVector.fromAngle(i * 2.1).mult(1.5));
    vehicles.add(v);
  }
}

void draw() {
  background(246, 244, 238);
  stroke(43);
  strokeWeight(3);
  for (WallSegment wall : walls.segments()) {
    line(wall.from.x, wall.from.y, wall.to.x, wall.to.y);
  }
  if (dragFrom != null) {
    strokeWeight(1);
    line(dragFrom.x, dragFrom.y, mouseX, mouseY);
  }

  for (int i = 0; i < vehicles.size(); i++) {
    Vehicle v = vehicles.get(i);
    if (i % 3 == 0) {
      v.wander();
      v.avoidWalls(walls, feelerLength, wallWeight);   // the deepest feeler pushes back
    } else if (i % 3 == 1) {
      v.wander();
      v.stayInside(walls, probeReach, wallWeight);     // a probe out turns it back in
    } else {
      v.followWall(walls, followDistance);            // along the nearest wall
    }
    v.update();

    if (i % 3 == 0) {
      stroke(89, 95, 102);
      strokeWeight(1);
      for (PVector tip : Feelers.tips(v, feelerLength)) {
        line(v.position.x, v.position.y, tip.x, tip.y);
      }
    }
    fill(fills[i % 3]);
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
  dragFrom = new PVector(mouseX, mouseY);
}

void mouseReleased() {
  if (dragFrom != null && dist(dragFrom.x, dragFrom.y, mouseX, mouseY) >= 10) {
    walls.addWall(dragFrom, new PVector(mouseX, mouseY));
  }
  dragFrom = null;
}

void keyPressed() {
  if (key == 'd') {
    showDesired = !showDesired;
  } else if (key == 'f') {
    showForce = !showForce;
  } else if (key == 'v') {
    showVelocity = !showVelocity;
  } else if (key == '-' || key == '=') {
    feelerLength = constrain(key == '=' ? feelerLength * 1.25 : feelerLength / 1.25, 20, 150);
  }
}

void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
}
