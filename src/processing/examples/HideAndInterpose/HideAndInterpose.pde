/**
 * Hide and Interpose: the hider (green) keeps a circle between itself and the hunter (red);
 * the interposer (grey) stands between the two.
 *
 *   hide:      spot = centre + (centre - hunter) normalized * (radius + distance)
 *              arrive at the spot nearest to the hider; with no circle, evade the hunter
 *   interpose: T = distance to the midpoint / maxspeed
 *              arrive at the midpoint of both vehicles predicted T frames ahead
 *
 * The hunter wanders; all three avoid the circles and stay within the walls. r shows the
 * chosen hiding spot and the predicted midpoint (Hide.bestHidingSpot and
 * Interpose.predictedMidpoint, the points the vehicles steer to).
 * Keys:
 *   r  the hiding spot and the midpoint (on / off)
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 * Source: Mat Buckland, Programming Game AI by Example, ch. 3.
 * Steering Sketchbook library: Vehicle.hide(), interpose(), wander(), avoid(), stayWithin(),
 * Hide, Interpose.
 */

import java.util.List;
import steering.*;

Vehicle hunter;
Vehicle hider;
Vehicle interposer;
Walls walls;
List<Obstacle> circles = new ArrayList<Obstacle>();
boolean showPoints = true;
boolean showDesired = false;
boolean showForce = false;
boolean showVelocity = true;

void setup() {
  size(640, 360);
  walls = Walls.window(width, height, 40);
  circles.add(new Obstacle(180, 120, 30));
  circles.add(new Obstacle(450, 110, 25));
  circles.add(new Obstacle(320, 200, 35));
  circles.add(new Obstacle(170, 270, 25));
  circles.add(new Obstacle(470, 270, 30));
  hunter = newVehicle(60, 50, 2);
  hider = newVehicle(580, 310, 3);
  interposer = newVehicle(60, 310, 4);
}

Vehicle newVehicle(float x, float y, float maxspeed) {
  Vehicle v = new Vehicle(x, y);
  v.maxspeed = maxspeed;
  v.maxforce = 0.15;
  return v;
}

void draw() {
  background(246, 244, 238);
  noStroke();
  fill(220, 214, 202);
  for (Obstacle c : circles) {
    circle(c.position.x, c.position.y, c.radius * 2);
  }

  hunter.wander();
  hider.hide(hunter, circles);
  interposer.interpose(hunter, hider);
  for (Vehicle v : new Vehicle[] {hunter, hider, interposer}) {
    v.avoid(circles);
    v.stayWithin(walls, 3);
    v.update();
  }

  if (showPoints) {
    PVector spot = Hide.bestHidingSpot(hider, hunter, circles, Hide.DISTANCE_FROM_BOUNDARY);
    noFill();
    stroke(122, 122, 18);
    circle(spot.x, spot.y, 18);
    PVector mid = Interpose.predictedMidpoint(interposer, hunter, hider);
    stroke(47, 111, 208);
    line(mid.x - 8, mid.y - 8, mid.x + 8, mid.y + 8);
    line(mid.x - 8, mid.y + 8, mid.x + 8, mid.y - 8);
  }
  show(hunter, color(184, 51, 143));
  show(hider, color(122, 122, 18));
  show(interposer, color(127, 140, 153));
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
  if (key == 'r') showPoints = !showPoints;
  if (key == 'd') showDesired = !showDesired;
  if (key == 'f') showForce = !showForce;
  if (key == 'v') showVelocity = !showVelocity;
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
}
