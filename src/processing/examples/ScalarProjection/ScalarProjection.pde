/**
 * Scalar Projection: how far one vector reaches along another, the dot product.
 *
 *   a · b = ax bx + ay by = |a| |b| cos θ
 *   the angle θ = acos(a · b / (|a| |b|))
 *   a · b / |b| = |a| cos θ: how far a reaches along b
 *   projection = origin + b, scaled to that length
 *
 * Drag the tip of a or of b with the mouse. The dashed line from a's tip meets
 * the line of b at right angles, at the projection.
 *
 * A vehicle follows b as a one-segment path. Path following finds its normal
 * point with this projection, kept on the segment: press p to see it, a now
 * running from the start to the vehicle's predicted position.
 *
 * Keys:
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red); only off the road
 *   v  velocity (blue)
 *   p  path following: the normal point is this projection
 *
 * Steering Sketchbook library: Path, PathFollower.getNormalPoint(),
 * Vehicle.follow(), Vehicle.update(), Vehicle.display().
 */

import steering.*;

// Velocities are a few pixels a frame: drawn this many times longer.
final float VELOCITY_SCALE = 10;
// Forces are a fraction of a pixel a frame: drawn this many times longer.
final float FORCE_SCALE = 200;
// A press this close to a tip takes hold of it.
final float GRAB_RADIUS = 20;
// The vehicle starts this far beside the path, so it has to steer onto it.
final float START_OFFSET = 60;

PVector origin = new PVector(120, 260);
PVector aTip = new PVector(320, 110);   // a = (200, -150)
PVector bTip = new PVector(440, 260);   // b = (320, 0)
PVector held;
boolean pathView = false;
Path path;
Vehicle vehicle;
boolean showDesired = true;
boolean showForce = true;
boolean showVelocity = true;

void setup() {
  size(640, 360);
  path = new Path(20);
  path.addPoint(origin.x, origin.y);
  path.addPoint(bTip.x, bTip.y);
  vehicle = new Vehicle(origin.x, origin.y);
  startOnPath();
}

void draw() {
  background(246, 244, 238);
  PVector b = PVector.sub(bTip, origin);
  PVector a;
  PVector foot;
  vehicle.follow(path);   // in both views: the vehicle keeps to b
  vehicle.update();
  if (vehicle.position.x > width || vehicle.position.y > height
      || vehicle.position.x < 0 || vehicle.position.y < 0) {
    startOnPath();
  }
  if (pathView) {
    path.display(g, color(89, 95, 102, 51), color(89, 95, 102));
    a = PVector.sub(vehicle.predicted, origin);
    // the normal point: the same projection, kept between the segment's ends
    foot = PathFollower.getNormalPoint(vehicle.predicted, origin, bTip);
  } else {
    a = PVector.sub(aTip, origin);
    float along = b.mag() > 0 ? a.dot(b) / b.mag() : 0;   // a · b / |b|
    foot = PVector.add(origin, b.copy().setMag(along));
  }

  stroke(200);
  line(origin.x - b.x * 10, origin.y - b.y * 10, origin.x + b.x * 10, origin.y + b.y * 10);
  dashedLine(PVector.add(origin, a), foot);
  noFill();
  stroke(40);
  circle(foot.x, foot.y, 12);
  arrow(origin, a, 1, color(184, 51, 143));
  arrow(origin, b, 1, color(122, 122, 18));

  fill(127);
  stroke(40);
  strokeWeight(1);
  vehicle.display(g);
  drawForces(vehicle);

  float dot = a.dot(b);
  float angle = degrees(PVector.angleBetween(a, b));
  fill(40);
  text("a = (" + nf(a.x, 0, 1) + ", " + nf(a.y, 0, 1) + ")   b = (" + nf(b.x, 0, 1)
      + ", " + nf(b.y, 0, 1) + ")", 10, 20);
  text("a · b = ax bx + ay by = " + nf(dot, 0, 0), 10, 38);
  text("|a| |b| cos θ = " + nf(a.mag() * b.mag() * cos(radians(angle)), 0, 0), 10, 56);
  text("θ = " + nf(angle, 0, 1) + "°", 10, 74);
  text("a · b / |b| = " + nf(dot / b.mag(), 0, 1) + " px along b", 10, 92);
}

void mousePressed() {
  PVector mouse = new PVector(mouseX, mouseY);
  held = null;
  if (PVector.dist(mouse, bTip) < GRAB_RADIUS) {
    held = bTip;
  } else if (!pathView && PVector.dist(mouse, aTip) < GRAB_RADIUS) {
    held = aTip;
  }
}

void mouseDragged() {
  if (held != null) {
    held.set(mouseX, mouseY);
    path.points.get(1).set(bTip);   // the segment ends at b's tip
  }
}

void mouseReleased() {
  held = null;
}

void keyPressed() {
  if (key == 'd') showDesired = !showDesired;
  if (key == 'f') showForce = !showForce;
  if (key == 'v') showVelocity = !showVelocity;
  if (key == 'p') pathView = !pathView;
}

// The vehicle beside the segment's start, heading along it.
void startOnPath() {
  PVector b = PVector.sub(bTip, origin);
  PVector side = new PVector(-b.y, b.x).setMag(START_OFFSET);
  vehicle.position.set(PVector.add(origin, side));
  vehicle.velocity.set(b).setMag(vehicle.maxspeed);
}

// A dashed line: six pixels drawn, four left out.
void dashedLine(PVector from, PVector to) {
  stroke(40);
  strokeWeight(1);
  float length = PVector.dist(from, to);
  for (float start = 0; start < length; start += 10) {
    float end = min(start + 6, length);
    line(lerp(from.x, to.x, start / length), lerp(from.y, to.y, start / length),
        lerp(from.x, to.x, end / length), lerp(from.y, to.y, end / length));
  }
}

// The vehicle's desired velocity, steering force and velocity, as switched on.
void drawForces(Vehicle v) {
  if (showDesired) arrow(v.position, v.desired, VELOCITY_SCALE, color(46, 158, 79));
  if (showForce) arrow(v.position, v.steering, FORCE_SCALE, color(214, 51, 44));
  if (showVelocity) arrow(v.position, v.velocity, VELOCITY_SCALE, color(47, 111, 208));
}

// An arrow from a point along a vector, made scale times longer so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  float len = v.mag() * scale;
  if (len < 1) return;
  pushMatrix();
  translate(from.x, from.y);
  rotate(v.heading());
  stroke(c);
  strokeWeight(2);
  line(0, 0, len, 0);
  noStroke();
  fill(c);
  triangle(len + 5, 0, len - 5, -5, len - 5, 5);
  popMatrix();
}
