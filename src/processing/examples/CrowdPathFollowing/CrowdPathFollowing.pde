/**
 * Crowd Path Following: a crowd on a road. Each vehicle follows the path and keeps its
 * distance from the others; the two forces, each limited to maxforce, are weighted and added.
 *
 *   follow force   = seek a point ahead on the path when the prediction strays off it
 *   separate force = steer away from the vehicles closer than 25 pixels
 *   acceleration  += follow force * 2 + separate force * 1
 *
 * Off the right edge, a vehicle starts again at the start of the road.
 *
 * Keys:
 *   d  desired velocity of the last behavior (green)
 *   f  steering force, the weighted sum, 200 times longer (red)
 *   v  velocity (blue)
 *   r  each vehicle's prediction, normal point and target on the path
 *
 * Steering Sketchbook library: Path, Vehicle.follow(path, weight), GroupRules.separate(),
 * Vehicle.update(), Vehicle.display().
 */

import steering.*;

// Velocities are a few pixels a frame: drawn this many times longer.
final float VELOCITY_SCALE = 10;
// Forces are a fraction of a pixel a frame: drawn this many times longer.
final float FORCE_SCALE = 200;
// Half the road's width, in pixels.
final float ROAD_RADIUS = 20;
// Closer than this, a vehicle steers away.
final float SEPARATION = 25;
// Following counts twice as much as keeping apart.
final float FOLLOW_WEIGHT = 2;
final float SEPARATION_WEIGHT = 1;

Path path;
ArrayList<Vehicle> vehicles = new ArrayList<Vehicle>();
boolean showDebug = true;
boolean showDesired = false;
boolean showForce = false;
boolean showVelocity = false;

void setup() {
  size(640, 360);
  path = new Path(ROAD_RADIUS);
  path.addPoint(-20, height / 2);
  path.addPoint(random(width / 4, width / 2), random(60, height - 60));
  path.addPoint(random(width / 2, 3 * width / 4), random(60, height - 60));
  path.addPoint(width + 20, height / 2);
  for (int i = 0; i < 40; i++) {
    Vehicle v = new Vehicle(random(width), random(height));
    v.maxspeed = random(2, 4);
    v.maxforce = 0.3;
    v.velocity = new PVector(v.maxspeed, 0);
    vehicles.add(v);
  }
}

void draw() {
  background(246, 244, 238);
  path.display(g, color(89, 95, 102, 51), color(89, 95, 102));
  for (Vehicle v : vehicles) {
    v.follow(path, FOLLOW_WEIGHT);
    GroupRules.separate(v, vehicles, SEPARATION, SEPARATION_WEIGHT);
    v.update();
    if (v.position.x > width + 10) {
      v.position = path.start().copy().add(0, random(-ROAD_RADIUS, ROAD_RADIUS));
    }
    fill(127);
    stroke(40);
    v.display(g);
    if (showDebug && v.hasPathTarget) {
      stroke(40);
      line(v.position.x, v.position.y, v.predicted.x, v.predicted.y);
      noFill();
      circle(v.normalPoint.x, v.normalPoint.y, 8);
      stroke(214, 51, 44);
      circle(v.pathTarget.x, v.pathTarget.y, 8);
    }
    if (showDesired) arrow(v.position, v.desired, VELOCITY_SCALE, color(46, 158, 79));
    if (showForce) arrow(v.position, v.steering, FORCE_SCALE, color(214, 51, 44));
    if (showVelocity) arrow(v.position, v.velocity, VELOCITY_SCALE, color(47, 111, 208));
  }
}

void keyPressed() {
  if (key == 'r') showDebug = !showDebug;
  if (key == 'd') showDesired = !showDesired;
  if (key == 'f') showForce = !showForce;
  if (key == 'v') showVelocity = !showVelocity;
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  strokeWeight(2);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
  strokeWeight(1);
}
