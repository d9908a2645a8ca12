/**
 * Combining: vehicles seek the mouse, turn aside from circles, stay within the walls and keep
 * apart: four behaviors, one force. Each behavior is asked on a twin of the vehicle (nothing
 * applied), then the way of combining decides how much of each weighted force gets through:
 *
 *   weighted truncated sum:  the weighted forces added up, the sum cut to maxforce
 *   prioritized running sum: walls, circles, separation, seek in turn, each cut to what is
 *                            left of maxforce (maxforce - |total so far|)
 *   prioritized dithering:   in turn, each tried with a probability; the first tried that
 *                            asks for a force is the force: weighted / probability, cut
 *
 * r draws what each behavior was let through (Combination's letThrough), in its colour:
 * walls orange, circles magenta, separation teal, seek olive.
 * Keys:
 *   a  the next way of combining
 *   r  the forces let through (on / off)
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 * Source: Mat Buckland, Programming Game AI by Example, ch. 3.
 * Steering Sketchbook library: Vehicle.combine(), Combination, Twin.
 */

import java.util.Random;
import steering.*;

ArrayList<Vehicle> vehicles = new ArrayList<Vehicle>();
ArrayList<Obstacle> circles = new ArrayList<Obstacle>();
Walls walls;
Combination.Method way = Combination.Method.WEIGHTED_SUM;
// dithering's dice: seeded, so a run repeats
Random dice = new Random(1);
// each vehicle's last combination, for r
HashMap<Vehicle, Combination> combined = new HashMap<Vehicle, Combination>();
color[] colors = {color(224, 122, 16), color(184, 51, 143), color(31, 138, 138),
    color(122, 122, 18)};
boolean showLetThrough = true;
boolean showDesired = false;
boolean showForce = false;
boolean showVelocity = false;

void setup() {
  size(640, 360);
  walls = Walls.window(width, height, 40);
  circles.add(new Obstacle(200, 110, 30));
  circles.add(new Obstacle(440, 110, 30));
  circles.add(new Obstacle(320, 190, 40));
  circles.add(new Obstacle(200, 270, 30));
  circles.add(new Obstacle(440, 270, 30));
  for (int i = 0; i < 12; i++) {
    vehicles.add(new Vehicle(60 + (i % 4) * 20, 60 + (i / 4) * 110));
  }
}

void draw() {
  background(246, 244, 238);
  PVector mouse = new PVector(mouseX, mouseY);
  fill(220, 214, 202);
  stroke(89, 95, 102);
  strokeWeight(1);
  for (Obstacle c : circles) {
    circle(c.position.x, c.position.y, 2 * c.radius);
  }

  for (Vehicle v : vehicles) {
    Vehicle twin = Twin.of(v);  // asked on a twin: the vehicle gets only what gets through
    Combination behaviors = new Combination(way, dice)
        .add("walls", twin.stayWithin(walls), 10, 0.5)
        .add("circles", twin.avoid(circles), 10, 0.5)
        .add("separation", twin.separate(vehicles), 2, 0.2)
        .add("seek", twin.seek(mouse), 1, 0.8);
    v.combine(behaviors);
    v.update();
    combined.put(v, behaviors);
  }

  for (Vehicle v : vehicles) {
    fill(127);
    stroke(40);
    strokeWeight(1);
    v.display(g);
    if (showLetThrough) {
      for (int i = 0; i < 4; i++) {
        arrow(v.position, combined.get(v).parts().get(i).letThrough, 200, colors[i]);
      }
    }
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
  fill(43);
  text(way.label + " (a: the next way)", 10, height - 10);
}

void keyPressed() {
  if (key == 'a') {
    way = way.next();
  } else if (key == 'r') {
    showLetThrough = !showLetThrough;
  } else if (key == 'd') {
    showDesired = !showDesired;
  } else if (key == 'f') {
    showForce = !showForce;
  } else if (key == 'v') {
    showVelocity = !showVelocity;
  }
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  strokeWeight(2);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
}
