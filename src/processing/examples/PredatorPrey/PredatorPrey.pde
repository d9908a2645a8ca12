/**
 * Predator and prey: a flock (grey) that evades the predators it sees, and predators (purple)
 * that pursue the nearest prey they see.
 *
 *   prey:      flock (separation * 1.5 + alignment + cohesion)
 *              + evade(predator) * 4 for each predator it sees: flee position + velocity * T
 *   predator:  pursue(the nearest prey it sees): seek position + velocity * T,
 *              T = distance / maxspeed; with none in sight, wander
 *   seeing:    d < view distance  and  angleBetween(velocity, offset) <= view angle / 2
 *
 * A predator sees 150 px over 120 degrees round its heading; a prey sees all round, 80 px to
 * start with. A predator eats the nearest prey it sees within touching distance (11 px), and
 * the prey flies in again from an edge. Everyone stays within the walls. r shows each
 * predator's view, the prey it chases and where it aims (Pursuit.futurePosition), and the ring
 * inside which a prey sees it.
 * Keys:
 *   r  the views, the chases and the rings (on / off)
 *   o  the prey see 20 px less far
 *   p  the prey see 20 px farther
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999), "Pursuit and
 * Evasion" and "Flocking"; The Nature of Code, "Autonomous Agents".
 * Steering Sketchbook library: Vehicle.flock(), evadeWeighted(), pursue(), wander(),
 * stayWithin(), Sight.sees() and nearestSeen(), BookNearby, Pursuit.
 */

import steering.*;

// Each evasion counts four times as much as each rule of the flock: it pulls a prey out of it.
final float EVADE_WEIGHT = 4;
// The walls outweigh the flock's rules and an evasion together.
final float WALL_WEIGHT = 5;
// o and p change the prey's view distance by this much, up to the most.
final float VIEW_STEP = 20;
final float MOST_VIEW = 200;

ArrayList<Vehicle> prey = new ArrayList<Vehicle>();
ArrayList<Vehicle> predators = new ArrayList<Vehicle>();
Vehicle[] quarries = new Vehicle[3];   // the prey each predator chases (null: none in sight)
Walls walls;
Sight predatorSight = new Sight(150, 120);   // 150 px, over 120 degrees round the heading
Sight touch = new Sight(11, 120);            // what a predator can eat: the same cone, nearer
Sight preySight = new Sight(80, 360);        // all round
BookNearby preyNearby = new BookNearby();    // the book's way: every prey is a candidate
int caught = 0;
boolean showViews = true;
boolean showDesired = false;
boolean showForce = false;
boolean showVelocity = false;

void setup() {
  size(640, 360);
  walls = Walls.window(width, height, 40);
  for (int i = 0; i < 120; i++) {
    Vehicle p = newVehicle(3, 3);
    p.velocity = PVector.random2D(this).mult(p.maxspeed);
    prey.add(p);
  }
  for (int i = 0; i < quarries.length; i++) {
    Vehicle hunter = newVehicle(4, 8);
    hunter.velocity = PVector.random2D(this).mult(hunter.maxspeed / 2);
    predators.add(hunter);
  }
}

Vehicle newVehicle(float maxspeed, float size) {
  Vehicle v = new Vehicle(random(40, width - 40), random(40, height - 40));
  v.maxspeed = maxspeed;
  v.maxforce = 0.1;
  v.r = size;
  return v;
}

void draw() {
  background(246, 244, 238);

  preyNearby.index(prey);   // the crowd the predators' eyes look through, once a frame
  for (Vehicle hunter : predators) {
    Vehicle meal = touch.nearestSeen(hunter, preyNearby);
    if (meal != null) {
      caught++;
      flyInFromAnEdge(meal);
    }
  }
  for (Vehicle p : prey) {
    p.flock(prey);
    for (Vehicle hunter : predators) {
      if (preySight.sees(p, hunter)) {
        p.evadeWeighted(hunter, EVADE_WEIGHT);   // flee its position + velocity * T
      }
    }
    p.stayWithin(walls, WALL_WEIGHT);
  }
  for (int i = 0; i < predators.size(); i++) {
    Vehicle hunter = predators.get(i);
    quarries[i] = predatorSight.nearestSeen(hunter, preyNearby);
    if (quarries[i] != null) {
      hunter.pursue(quarries[i]);   // seek its position + velocity * T
    } else {
      hunter.wander();
    }
    hunter.stayWithin(walls, WALL_WEIGHT);
  }
  for (Vehicle p : prey) {
    p.update();
  }
  for (Vehicle hunter : predators) {
    hunter.update();
  }

  if (showViews) {
    for (int i = 0; i < predators.size(); i++) {
      drawView(predators.get(i), quarries[i]);
    }
  }
  for (Vehicle p : prey) {
    show(p, color(127));
  }
  for (Vehicle hunter : predators) {
    show(hunter, color(184, 51, 143));
  }
  fill(40);
  text("caught: " + caught + "   prey see " + round(preySight.distance) + " px", 10,
      height - 10);
}

// An eaten prey comes back at once, at full speed into the window from a place on an edge.
void flyInFromAnEdge(Vehicle p) {
  int edge = int(random(4));
  float along = random(1);
  float x = edge == 0 ? 0 : edge == 1 ? width : along * width;
  float y = edge == 2 ? 0 : edge == 3 ? height : along * height;
  PVector inwards = new PVector(edge == 0 ? 1 : edge == 1 ? -1 : 0,
      edge == 2 ? 1 : edge == 3 ? -1 : 0);
  p.position.set(x, y);
  p.velocity = inwards.mult(p.maxspeed);
}

// The predator's view, the prey it chases and the point it aims at, and the prey's view ring.
void drawView(Vehicle hunter, Vehicle quarry) {
  PVector at = hunter.position;
  float heading = hunter.velocity.heading();
  float half = radians(predatorSight.angle) / 2;
  noStroke();
  fill(184, 51, 143, 34);
  arc(at.x, at.y, 2 * predatorSight.distance, 2 * predatorSight.distance, heading - half,
      heading + half, PIE);
  noFill();
  stroke(47, 111, 208);
  circle(at.x, at.y, 2 * preySight.distance);
  if (quarry != null) {
    PVector aim = Pursuit.futurePosition(hunter, quarry);
    stroke(184, 51, 143);
    line(at.x, at.y, quarry.position.x, quarry.position.y);
    line(quarry.position.x, quarry.position.y, aim.x, aim.y);
    noStroke();
    fill(184, 51, 143);
    circle(aim.x, aim.y, 6);
  }
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
  if (key == 'r') showViews = !showViews;
  if (key == 'o') preySight = new Sight(max(preySight.distance - VIEW_STEP, 0), 360);
  if (key == 'p') preySight = new Sight(min(preySight.distance + VIEW_STEP, MOST_VIEW), 360);
  if (key == 'd') showDesired = !showDesired;
  if (key == 'f') showForce = !showForce;
  if (key == 'v') showVelocity = !showVelocity;
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
}
