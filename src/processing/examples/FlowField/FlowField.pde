/**
 * Flow Field: a crowd follows a grid of directions made from Perlin noise.
 *
 *   column = floor(x / resolution), row = floor(y / resolution)
 *   desired = the direction in that cell, times maxspeed
 *
 * Drag the mouse to paint the drag's direction into the cells; n makes a new field.
 * Keys:
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 *   n  a new field
 * Steering Sketchbook library: FlowField, Vehicle.follow(), Vehicle.update(), Vehicle.display().
 */

import steering.*;

steering.FlowField field;   // the library's FlowField: this sketch is called FlowField too
ArrayList<Vehicle> vehicles = new ArrayList<Vehicle>();
float resolution = 20;
float noiseDepth = 0;
boolean showDesired = false;
boolean showForce = false;
boolean showVelocity = false;

void setup() {
  size(640, 360);
  makeField();
  for (int i = 0; i < 60; i++) {
    Vehicle v = new Vehicle(random(width), random(height));
    v.maxspeed = random(2, 5);
    v.maxforce = random(0.1, 0.3);
    vehicles.add(v);
  }
}

void draw() {
  background(246, 244, 238);
  drawField();

  for (Vehicle v : vehicles) {
    v.follow(field);   // desire the direction of the cell underneath, at maxspeed
    v.update();
    wrapAround(v);

    fill(127);
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

// Each cell's angle comes from the noise, 0.1 apart from cell to cell.
void makeField() {
  field = new steering.FlowField(width, height, resolution);
  for (int column = 0; column < field.columns(); column++) {
    for (int row = 0; row < field.rows(); row++) {
      float angle = noise(column * 0.1, row * 0.1, noiseDepth) * TWO_PI;
      field.set(column, row, PVector.fromAngle(angle));
    }
  }
}

void mouseDragged() {
  PVector direction = new PVector(mouseX - pmouseX, mouseY - pmouseY);
  boolean inside = mouseX >= 0 && mouseX < width && mouseY >= 0 && mouseY < height;
  if (inside && direction.mag() > 0) {
    field.set((int) (mouseX / resolution), (int) (mouseY / resolution), direction);
  }
}

void keyPressed() {
  if (key == 'd') {
    showDesired = !showDesired;
  } else if (key == 'f') {
    showForce = !showForce;
  } else if (key == 'v') {
    showVelocity = !showVelocity;
  } else if (key == 'n') {
    noiseDepth += 10;
    makeField();
  }
}

// Out of one side, back in at the other.
void wrapAround(Vehicle v) {
  if (v.position.x < -v.r) v.position.x = width + v.r;
  if (v.position.y < -v.r) v.position.y = height + v.r;
  if (v.position.x > width + v.r) v.position.x = -v.r;
  if (v.position.y > height + v.r) v.position.y = -v.r;
}

// Every cell's direction as a short line with a dot at its head.
void drawField() {
  float half = resolution * 0.35;
  for (int column = 0; column < field.columns(); column++) {
    for (int row = 0; row < field.rows(); row++) {
      PVector d = field.get(column, row);
      float x = (column + 0.5) * resolution;
      float y = (row + 0.5) * resolution;
      stroke(89, 95, 102, 160);
      strokeWeight(1);
      line(x - d.x * half, y - d.y * half, x + d.x * half, y + d.y * half);
      strokeWeight(3);
      point(x + d.x * half, y + d.y * half);
    }
  }
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  strokeWeight(2);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
}
