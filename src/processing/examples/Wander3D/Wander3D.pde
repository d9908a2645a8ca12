/**
 * Wander3D: wander in three dimensions. The circle ahead becomes a sphere.
 *
 *   center = position + velocity.setMag(80)        (a sphere 80 pixels ahead)
 *   u      = normalize(u + a small random step)    (the direction drifts a little)
 *   target = center + 25 * u                       (a point on the sphere)
 *   seek(target)
 *
 * A heading in space has no "left" of its own, so the point on the sphere is a direction in
 * the world that moves by a small random step each frame. A cube keeps the vehicles in view.
 * P3D draws with OpenGL. Drag the mouse to turn the cube.
 *
 * Keys:
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 *   r  each vehicle's wander sphere and the point it seeks
 *
 * Steering Sketchbook library: Vehicle(x, y, z), Vehicle.wander3D(), Vehicle.wanderState(),
 * Vehicle.stayWithin3D(), Vehicle.update(), Box.cube().
 */

import steering.*;

final float VELOCITY_SCALE = 10;
final float FORCE_SCALE = 200;
final float CUBE = 400;
final float MARGIN = 60;
final float CONTAINMENT = 4;
final int TRAIL = 150;

ArrayList<Vehicle> vehicles = new ArrayList<Vehicle>();
ArrayList<ArrayList<PVector>> trails = new ArrayList<ArrayList<PVector>>();
Box cube;
float yaw = 0.5;
float pitch = -0.3;
boolean showSpheres = true;
boolean showDesired = false;
boolean showForce = false;
boolean showVelocity = false;

void setup() {
  size(800, 600, P3D);
  cube = Box.cube(new PVector(0, 0, 0), CUBE, MARGIN);
  for (int i = 0; i < 5; i++) {
    Vehicle v = new Vehicle(random(-100, 100), random(-100, 100), random(-100, 100));
    v.maxspeed = 3;
    v.maxforce = 0.1;
    v.velocity = PVector.random3D().mult(v.maxspeed);
    vehicles.add(v);
    trails.add(new ArrayList<PVector>());
  }
}

void draw() {
  background(246, 244, 238);
  for (int i = 0; i < vehicles.size(); i++) {
    Vehicle v = vehicles.get(i);
    v.wander3D();
    v.stayWithin3D(cube, CONTAINMENT);
    v.update();
    ArrayList<PVector> trail = trails.get(i);
    trail.add(v.position.copy());
    if (trail.size() > TRAIL) trail.remove(0);
  }

  translate(width / 2, height / 2, -200);
  rotateX(pitch);
  rotateY(yaw);
  noFill();
  stroke(0, 40);
  box(CUBE);
  for (int i = 0; i < vehicles.size(); i++) {
    Vehicle v = vehicles.get(i);
    stroke(240, 140, 30);
    beginShape();
    for (PVector p : trails.get(i)) vertex(p.x, p.y, p.z);
    endShape();
    if (showSpheres) drawWanderSphere(v);
    pushMatrix();
    translate(v.position.x, v.position.y, v.position.z);
    noStroke();
    fill(127, 140, 153);
    sphere(6);
    popMatrix();
    if (showDesired) arrow(v.position, v.desired, VELOCITY_SCALE, color(46, 158, 79));
    if (showForce) arrow(v.position, v.steering, FORCE_SCALE, color(214, 51, 44));
    if (showVelocity) arrow(v.position, v.velocity, VELOCITY_SCALE, color(47, 111, 208));
  }
}

void drawWanderSphere(Vehicle v) {
  Wander w = v.wanderState();
  PVector center = w.center();
  PVector target = w.target();
  stroke(89, 95, 102);
  line(v.position.x, v.position.y, v.position.z, center.x, center.y, center.z);
  line(center.x, center.y, center.z, target.x, target.y, target.z);
  pushMatrix();
  translate(center.x, center.y, center.z);
  sphereDetail(8);
  noFill();
  stroke(89, 95, 102, 60);
  sphere(w.radius());
  popMatrix();
  strokeWeight(8);
  stroke(43);
  point(target.x, target.y, target.z);
  strokeWeight(1);
}

void mouseDragged() {
  yaw += (mouseX - pmouseX) * 0.01;
  pitch -= (mouseY - pmouseY) * 0.01;
}

void keyPressed() {
  if (key == 'r') showSpheres = !showSpheres;
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
