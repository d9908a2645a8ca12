/**
 * Path Following: vehicles stay on a road of a given radius.
 *
 *   predicted    = position + velocity, 25 pixels ahead
 *   normal point = the point of the path closest to the prediction
 *   target       = a little further along the path from the normal point
 *   steer towards the target only when the prediction is off the road
 *
 * Click to add a vehicle; press any key for a new random road.
 * Steering Sketchbook library: Path, Vehicle.follow(), Vehicle.update().
 */

import steering.*;

Path path;
ArrayList<Vehicle> vehicles = new ArrayList<Vehicle>();

void setup() {
  size(640, 360);
  newPath();
  for (int i = 0; i < 3; i++) {
    addVehicle(random(width / 4), random(height));
  }
}

void draw() {
  background(246, 244, 238);
  path.display(g, color(89, 95, 102, 51), color(89, 95, 102));

  for (Vehicle v : vehicles) {
    v.follow(path);
    v.update();
    wrapAround(v);
    fill(127);
    stroke(40);
    v.display(g);
  }
}

void mousePressed() {
  addVehicle(mouseX, mouseY);
}

void keyPressed() {
  newPath();
}

// A road across the window through two random points.
void newPath() {
  path = new Path(20);
  path.addPoint(-20, height / 2);
  path.addPoint(random(width / 3), random(height));
  path.addPoint(random(width / 3, width * 2 / 3), random(height));
  path.addPoint(width + 20, height / 2);
}

void addVehicle(float x, float y) {
  Vehicle v = new Vehicle(x, y);
  v.maxspeed = random(2, 4);
  v.maxforce = random(0.1, 0.3);
  v.velocity.set(v.maxspeed, 0);
  vehicles.add(v);
}

// Off the right edge: back to the left, to follow the road again.
void wrapAround(Vehicle v) {
  if (v.position.x > width + v.r) {
    v.position.x = -v.r;
    v.position.y = height / 2;
  }
}
