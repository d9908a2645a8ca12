/**
 * Evolution: creatures seek food and flee poison, each by its own genes, and those that eat
 * well live long enough to clone themselves (Coding Train challenge 69, "Evolutionary
 * Steering Behaviors").
 *
 *   genes:  food weight, poison weight in [-2, 2];  food and poison perception in [0, 100] px
 *   force = seek(nearest food seen) x food weight + seek(nearest poison seen) x poison weight
 *           (a negative weight flees), + stay within the walls x 3
 *   health: + 0.3 a food, - 1 a poison, - 0.003 a step; at 0 it dies and leaves a food
 *   a clone: chance 0.002 x health a step; each gene may mutate a little (chance 0.05)
 *
 * The colour is health, from green (full) to red (starving); the text line the mean genes.
 * Keys:
 *   d  desired velocity (green)
 *   f  steering force, 200 times longer (red)
 *   v  velocity (blue)
 *   r  the genes: weights as arrows (green food, red poison) and perception circles
 *   x  steps per frame: 1, 5, 20
 *   0  a new population
 * Steering Sketchbook library: Vehicle.seek(target, weight), Vehicle.steer(desired, weight),
 * Vehicle.stayWithin(walls, weight), Walls.
 */

import steering.*;

ArrayList<Creature> creatures = new ArrayList<Creature>();
ArrayList<PVector> food = new ArrayList<PVector>();
ArrayList<PVector> poison = new ArrayList<PVector>();
Walls walls;
int[] speeds = {1, 5, 20};
int speed = 0;
boolean showDesired = false;
boolean showForce = false;
boolean showVelocity = false;
boolean showGenes = true;

void setup() {
  size(640, 360);
  randomSeed(1);
  walls = Walls.window(width, height, 25);
  newPopulation();
}

void newPopulation() {
  creatures.clear();
  food.clear();
  poison.clear();
  for (int i = 0; i < 20; i++) {
    creatures.add(new Creature(random(width), random(height), PVector.random2D().mult(4),
        new float[] {random(-2, 2), random(-2, 2), random(100), random(100)}));
  }
  for (int i = 0; i < 40; i++) {
    food.add(new PVector(random(25, width - 25), random(25, height - 25)));
  }
}

void draw() {
  background(246, 244, 238);
  for (int s = 0; s < speeds[speed]; s++) {
    step();
  }

  noStroke();
  fill(58, 154, 58);
  for (PVector f : food) {
    circle(f.x, f.y, 6);
  }
  fill(200, 50, 42);
  for (PVector p : poison) {
    circle(p.x, p.y, 6);
  }
  for (Creature c : creatures) {
    c.show();
  }
  fill(40);
  text(creatures.size() + " creatures   mean food weight " + nf(mean(0), 0, 2)
      + "   mean poison weight " + nf(mean(1), 0, 2), 10, height - 10);
}

// One step of the world: food and poison appear, every creature lives, some die, some clone.
void step() {
  if (random(1) < 0.4 && food.size() < 120) {
    food.add(new PVector(random(25, width - 25), random(25, height - 25)));
  }
  if (random(1) < 0.05 && poison.size() < 30) {
    poison.add(new PVector(random(25, width - 25), random(25, height - 25)));
  }
  for (Creature c : creatures) {
    c.behave();
  }
  for (int i = creatures.size() - 1; i >= 0; i--) {
    Creature c = creatures.get(i);
    if (c.health <= 0) {
      creatures.remove(i);
      food.add(c.position.copy());
    } else if (random(1) < 0.002 * c.health && creatures.size() < 80) {
      creatures.add(c.offspring());
    }
  }
  if (creatures.size() < 5 && creatures.size() > 0) {   // never quite die out
    creatures.add(creatures.get(int(random(creatures.size()))).offspring());
  }
}

float mean(int gene) {
  float sum = 0;
  for (Creature c : creatures) {
    sum += c.dna[gene];
  }
  return creatures.isEmpty() ? 0 : sum / creatures.size();
}

void keyPressed() {
  if (key == 'd') {
    showDesired = !showDesired;
  } else if (key == 'f') {
    showForce = !showForce;
  } else if (key == 'v') {
    showVelocity = !showVelocity;
  } else if (key == 'r') {
    showGenes = !showGenes;
  } else if (key == 'x') {
    speed = (speed + 1) % speeds.length;
  } else if (key == '0') {
    newPopulation();
  }
}

// A vehicle of the library with genes and health: the steering is the library's.
class Creature extends Vehicle {
  // food weight, poison weight, food perception, poison perception
  float[] dna;
  float health = 1;

  Creature(float x, float y, PVector velocity, float[] dna) {
    super(x, y);
    r = 4;
    maxforce = 0.2;
    this.velocity = velocity.copy();
    this.dna = dna;
  }

  void behave() {
    PVector f = eat(food, 0.3, dna[2]);
    PVector p = eat(poison, -1, dna[3]);
    if (f != null) {
      seekWeighted(f, dna[0]);
    }
    if (p != null) {
      seekWeighted(p, dna[1]);
    }
    stayWithin(walls, 3);
    update();
    health -= 0.003;
  }

  // Eats what it touches; returns the nearest item it can see, or null.
  PVector eat(ArrayList<PVector> items, float value, float perception) {
    PVector closest = null;
    float record = perception;
    for (int i = items.size() - 1; i >= 0; i--) {
      float d = PVector.dist(position, items.get(i));
      if (d < 6) {
        items.remove(i);
        health = min(1, health + value);
      } else if (d < record) {
        record = d;
        closest = items.get(i);
      }
    }
    return closest;
  }

  // Seek with the force x weight; a negative weight flees instead.
  void seekWeighted(PVector target, float weight) {
    if (weight >= 0) {
      seek(target, weight);
    } else {
      PVector desired = PVector.sub(position, target);
      desired.setMag(maxspeed);
      steer(desired, -weight);
    }
  }

  Creature offspring() {
    float[] child = dna.clone();
    for (int i = 0; i < 4; i++) {
      if (random(1) < 0.05) {
        float size = i < 2 ? 0.1 : 10;
        child[i] = constrain(child[i] + random(-size, size), i < 2 ? -2 : 0, i < 2 ? 2 : 100);
      }
    }
    return new Creature(position.x, position.y, velocity, child);
  }

  void show() {
    PVector heading = PVector.fromAngle(velocity.heading());
    if (showGenes) {
      noFill();
      strokeWeight(1);
      stroke(58, 154, 58);
      circle(position.x, position.y, 2 * dna[2]);
      stroke(200, 50, 42);
      circle(position.x, position.y, 2 * dna[3]);
      arrow(position, heading, 20 * dna[0], color(58, 154, 58));
      arrow(position, heading, 20 * dna[1], color(200, 50, 42));
    }
    fill(lerpColor(color(200, 50, 42), color(58, 154, 58), constrain(health, 0, 1)));
    stroke(40);
    strokeWeight(1);
    display(g);
    if (showDesired) {
      arrow(position, desired, 10, color(46, 158, 79));
    }
    if (showForce) {
      arrow(position, steering, 200, color(214, 51, 44));
    }
    if (showVelocity) {
      arrow(position, velocity, 10, color(47, 111, 208));
    }
  }
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  strokeWeight(2);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
}
