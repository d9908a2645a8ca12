/**
 * Flocking3D: Reynolds' boids in three dimensions. The same three rules, the same Vehicle:
 * PVector.sub, dist, setMag and limit work on x, y and z alike.
 *
 *   separation: steer away from neighbours closer than 25 pixels
 *   alignment:  fly with the average velocity of the neighbours within 50
 *   cohesion:   seek the average position of the neighbours within 50
 *   force = separation * 1.5 + alignment + cohesion   (each limited to maxforce)
 *   + stay within the cube * 4: near a face, desired = away from it at full speed
 *
 * P3D draws with OpenGL. Every boid is a paper plane along its velocity, and the whole flock
 * is one shape a frame (no pushMatrix per boid). Drag the mouse to turn the cube.
 *
 * Keys:
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 *   r  the first boid's separation and neighbour spheres, and lines to its neighbours
 *
 * Steering Sketchbook library: Vehicle(x, y, z), Vehicle.flock(), Vehicle.stayWithin3D(),
 * Vehicle.update(), Box.cube().
 */

import steering.*;

final float VELOCITY_SCALE = 10;
final float FORCE_SCALE = 200;
final float SEPARATION = 25;
final float NEIGHBOURS = 50;
// The cube the boids fly in, centred on the origin, and how near a face they turn back.
final float CUBE = 400;
final float MARGIN = 50;
// Containment outweighs the three rules together (1.5 + 1 + 1).
final float CONTAINMENT = 4;

ArrayList<Vehicle> boids = new ArrayList<Vehicle>();
Box cube;
float yaw = 0.6;
float pitch = -0.35;
boolean showNeighbours = true;
boolean showDesired = false;
boolean showForce = false;
boolean showVelocity = false;

void setup() {
  size(800, 600, P3D);
  cube = Box.cube(new PVector(0, 0, 0), CUBE, MARGIN);
  float inside = CUBE / 2 - MARGIN;
  for (int i = 0; i < 200; i++) {
    Vehicle boid = new Vehicle(random(-inside, inside), random(-inside, inside),
        random(-inside, inside));
    boid.maxspeed = 3;
    boid.maxforce = 0.05;
    boid.r = 4;
    boid.velocity = PVector.random3D().mult(boid.maxspeed);
    boids.add(boid);
  }
}

void draw() {
  background(246, 244, 238);
  for (Vehicle boid : boids) {
    boid.flock(boids);
    boid.stayWithin3D(cube, CONTAINMENT);
  }
  for (Vehicle boid : boids) {
    boid.update();
  }

  translate(width / 2, height / 2, -200);
  rotateX(pitch);
  rotateY(yaw);
  noFill();
  stroke(0, 40);
  box(CUBE);
  if (showNeighbours) {
    drawNeighbourhood(boids.get(0));
  }
  drawPlanes();
  for (Vehicle boid : boids) {
    if (showDesired) arrow(boid.position, boid.desired, VELOCITY_SCALE, color(46, 158, 79));
    if (showForce) arrow(boid.position, boid.steering, FORCE_SCALE, color(214, 51, 44));
    if (showVelocity) arrow(boid.position, boid.velocity, VELOCITY_SCALE, color(47, 111, 208));
  }
}

// Every boid as a paper plane: nose ahead along the velocity, two wings behind. One shape.
void drawPlanes() {
  noStroke();
  beginShape(TRIANGLES);
  for (Vehicle boid : boids) {
    PVector forward = boid.velocity.copy().normalize();
    PVector side = forward.cross(new PVector(0, -1, 0)).normalize();
    PVector up = side.cross(forward);
    float r = boid.r;
    PVector nose = PVector.add(boid.position, PVector.mult(forward, 2 * r));
    PVector back = PVector.sub(boid.position, PVector.mult(forward, 2 * r));
    PVector keel = PVector.sub(back, PVector.mult(up, 0.35 * r));
    PVector lift = PVector.mult(up, 0.35 * r);
    PVector left = PVector.add(back, lift).add(PVector.mult(side, r));
    PVector right = PVector.add(back, lift).sub(PVector.mult(side, r));
    fill(boid == boids.get(0) ? color(232, 184, 32) : color(127, 140, 153));
    vertex(nose.x, nose.y, nose.z);
    vertex(left.x, left.y, left.z);
    vertex(keel.x, keel.y, keel.z);
    fill(boid == boids.get(0) ? color(200, 150, 20) : color(92, 102, 112));
    vertex(nose.x, nose.y, nose.z);
    vertex(keel.x, keel.y, keel.z);
    vertex(right.x, right.y, right.z);
  }
  endShape();
}

void drawNeighbourhood(Vehicle boid) {
  PVector p = boid.position;
  pushMatrix();
  translate(p.x, p.y, p.z);
  sphereDetail(10);
  noFill();
  stroke(47, 111, 208, 80);
  sphere(SEPARATION);
  stroke(89, 95, 102, 40);
  sphere(NEIGHBOURS);
  popMatrix();
  for (Vehicle other : boids) {
    float d = PVector.dist(p, other.position);
    if (other != boid && d < NEIGHBOURS) {
      stroke(d < SEPARATION ? color(214, 51, 44) : color(89, 95, 102));
      line(p.x, p.y, p.z, other.position.x, other.position.y, other.position.z);
    }
  }
}

void mouseDragged() {
  yaw += (mouseX - pmouseX) * 0.01;
  pitch -= (mouseY - pmouseY) * 0.01;
}

void keyPressed() {
  if (key == 'r') showNeighbours = !showNeighbours;
  if (key == 'd') showDesired = !showDesired;
  if (key == 'f') showForce = !showForce;
  if (key == 'v') showVelocity = !showVelocity;
}

// An arrow in space: a line from `from` along vector × scale, with a dot at its tip.
void arrow(PVector from, PVector vector, float scale, color c) {
  PVector tip = PVector.add(from, PVector.mult(vector, scale));
  stroke(c);
  strokeWeight(2);
  line(from.x, from.y, from.z, tip.x, tip.y, tip.z);
  strokeWeight(6);
  point(tip.x, tip.y, tip.z);
  strokeWeight(1);
}
