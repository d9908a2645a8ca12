/**
 * Flocking: Reynolds' boids. Three rules over the neighbours, and a flock emerges.
 *
 *   separation: steer away from neighbours closer than 25 pixels
 *   alignment:  fly with the average velocity of the neighbours within 50
 *   cohesion:   seek the average position of the neighbours within 50
 *   force = separation * 1.5 + alignment + cohesion   (each limited to maxforce)
 *
 * As in the book, one boid after another looks at every other, then moves; the window wraps
 * round. (For thousands of boids, the library's Flock finds neighbours with a grid.) Drag the
 * mouse to add boids.
 *
 * A boid here sees all round. Real birds see a cone ahead: with the library's Flock, set
 * flock.viewAngle = 270 (degrees) and a neighbour more than 135 degrees off a boid's velocity
 * (PVector.angleBetween) is not seen by any rule.
 *
 * Keys:
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 *   r  the first boid's separation and neighbour circles, and lines to its neighbours
 *
 * Steering Sketchbook library: Vehicle.flock(), Vehicle.update(), Vehicle.display().
 */

import steering.*;

// Velocities are a few pixels a frame: drawn this many times longer.
final float VELOCITY_SCALE = 10;
// Forces are a fraction of a pixel a frame: drawn this many times longer.
final float FORCE_SCALE = 200;

// The book's distances: closer than SEPARATION, steer away; closer than NEIGHBOURS, a neighbour.
final float SEPARATION = 25;
final float NEIGHBOURS = 50;

ArrayList<Vehicle> boids = new ArrayList<Vehicle>();
boolean showNeighbours = true;
boolean showDesired = false;
boolean showForce = false;
boolean showVelocity = false;

void setup() {
  size(640, 360);
  for (int i = 0; i < 100; i++) {
    addBoid(random(width), random(height));
  }
}

void draw() {
  background(246, 244, 238);
  if (showNeighbours) {
    drawNeighbourhood(boids.get(0));
  }
  for (Vehicle boid : boids) {
    boid.flock(boids);
    boid.update();
    wrapAround(boid);
    fill(boid == boids.get(0) ? color(232, 184, 32) : color(127));
    stroke(40);
    boid.display(g);
    if (showDesired) arrow(boid.position, boid.desired, VELOCITY_SCALE, color(46, 158, 79));
    if (showForce) arrow(boid.position, boid.steering, FORCE_SCALE, color(214, 51, 44));
    if (showVelocity) arrow(boid.position, boid.velocity, VELOCITY_SCALE, color(47, 111, 208));
  }
}

void mouseDragged() {
  addBoid(mouseX, mouseY);
}

void keyPressed() {
  if (key == 'r') showNeighbours = !showNeighbours;
  if (key == 'd') showDesired = !showDesired;
  if (key == 'f') showForce = !showForce;
  if (key == 'v') showVelocity = !showVelocity;
}

void addBoid(float x, float y) {
  Vehicle boid = new Vehicle(x, y);
  boid.maxspeed = 3;
  boid.maxforce = 0.05;
  boid.r = 3;
  boid.velocity = PVector.random2D().mult(boid.maxspeed);
  boids.add(boid);
}

// The boid's two circles, and a line to each neighbour (red: too close).
void drawNeighbourhood(Vehicle boid) {
  PVector p = boid.position;
  noStroke();
  fill(47, 111, 208, 85);
  circle(p.x, p.y, 2 * SEPARATION);
  noFill();
  stroke(89, 95, 102);
  circle(p.x, p.y, 2 * NEIGHBOURS);
  for (Vehicle other : boids) {
    float d = PVector.dist(p, other.position);
    if (d > 0 && d < NEIGHBOURS) {
      stroke(d < SEPARATION ? color(214, 51, 44) : color(89, 95, 102));
      line(p.x, p.y, other.position.x, other.position.y);
    }
  }
}

// Off one side of the window, back on the other.
void wrapAround(Vehicle v) {
  if (v.position.x < 0) v.position.x += width;
  if (v.position.x >= width) v.position.x -= width;
  if (v.position.y < 0) v.position.y += height;
  if (v.position.y >= height) v.position.y -= height;
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  strokeWeight(2);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
  strokeWeight(1);
}
