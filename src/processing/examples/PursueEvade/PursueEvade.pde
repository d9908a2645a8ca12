/**
 * Pursue and Evade: the pursuer (red) aims at where the quarry (green) will be.
 *
 *   T       = distance / maxspeed          (frames the pursuer needs to get there)
 *   future  = quarry.position + quarry.velocity * T
 *   pursue  = seek(future)      evade = flee(the pursuer's future position)
 *
 * The quarry wanders and evades; both stay within the walls. r shows the predicted position
 * (Pursuit.futurePosition, the point the pursuer steers to).
 * Keys:
 *   r  the predicted positions (on / off)
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 * Steering Sketchbook library: Vehicle.pursue(), evade(), wander(), stayWithin(), Pursuit.
 */

import steering.*;

Vehicle pursuer;
Vehicle quarry;
Walls walls;
boolean showPrediction = true;
boolean showDesired = false;
boolean showForce = false;
boolean showVelocity = true;

void setup() {
  size(640, 360);
  walls = Walls.window(width, height, 40);
  pursuer = new Vehicle(width / 4, height / 2);
  pursuer.maxspeed = 4;
  pursuer.maxforce = 0.15;
  quarry = new Vehicle(width * 3 / 4, height / 2);
  quarry.maxspeed = 3;
  quarry.maxforce = 0.15;
}

void draw() {
  background(246, 244, 238);

  pursuer.pursue(quarry);
  quarry.evade(pursuer);
  quarry.wander();
  pursuer.stayWithin(walls);
  quarry.stayWithin(walls);
  pursuer.update();
  quarry.update();

  if (showPrediction) {
    PVector future = Pursuit.futurePosition(pursuer, quarry);
    stroke(176, 65, 62);
    line(quarry.position.x, quarry.position.y, future.x, future.y);
    noStroke();
    fill(176, 65, 62);
    circle(future.x, future.y, 8);
  }
  show(pursuer, color(176, 65, 62));
  show(quarry, color(62, 142, 110));
}

void show(Vehicle v, color c) {
  fill(c);
  stroke(40);
  v.display(g);
  if (showDesired) arrow(v.position, v.desired, 10, color(46, 158, 79));
  if (showForce) arrow(v.position, v.steering, 200, color(214, 51, 44));
  if (showVelocity) arrow(v.position, v.velocity, 10, color(47, 111, 208));
}

void keyPressed() {
  if (key == 'r') showPrediction = !showPrediction;
  if (key == 'd') showDesired = !showDesired;
  if (key == 'f') showForce = !showForce;
  if (key == 'v') showVelocity = !showVelocity;
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
}
