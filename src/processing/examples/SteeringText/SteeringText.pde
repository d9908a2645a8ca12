/**
 * Steering text (The Coding Train's Coding Challenge 59): vehicles spell a word, each arriving
 * at its own point of the letters' outline, and scatter from the mouse when it comes near.
 *
 *   arrive   = steer(home - position, slowing down within 100 px) * 1
 *   flee     = steer(position - mouse) * 5, only while the mouse is within 50 px
 *   steering = arrive + flee
 *
 * The letters are Processing's own typeface, Processing Sans Pro, which Processing's core
 * carries; OutlinePoints spaces points 8 px apart along each letter's outline. Press Enter,
 * type a word (Backspace deletes), and press Enter again: the vehicles spell it.
 * Keys:
 *   d  desired velocity (green)
 *   f  steering force, 10 times longer (red)
 *   v  velocity (blue)
 * Source: Daniel Shiffman, The Coding Train, Coding Challenge 59 "Steering Behaviors".
 * Steering Sketchbook library: Vehicle.arrive() and Vehicle.flee() with weights,
 * OutlinePoints.along().
 */

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.awt.geom.PathIterator;
import java.awt.geom.Rectangle2D;
import java.awt.Shape;
import java.util.List;
import steering.*;

Font font;
List<Vehicle> vehicles = new ArrayList<Vehicle>();
List<PVector> homes = new ArrayList<PVector>();
String word = "train";
String typed = null;   // not null while a word is typed
boolean showDesired = false;
boolean showForce = false;
boolean showVelocity = false;

void setup() {
  size(640, 360);
  try {
    font = Font.createFont(Font.TRUETYPE_FONT,
        PApplet.class.getResourceAsStream("/font/ProcessingSansPro-Regular.ttf")).deriveFont(150f);
  } catch (Exception e) {
    throw new RuntimeException("Processing's typeface: " + e.getMessage());
  }
  spell(word);
}

void draw() {
  background(246, 244, 238);
  PVector mouse = new PVector(mouseX, mouseY);
  for (int i = 0; i < vehicles.size(); i++) {
    Vehicle v = vehicles.get(i);
    v.arrive(homes.get(i), 100, 1);   // arrive at home, weight 1
    v.flee(mouse, 50, 5);             // flee the mouse within 50 px, weight 5
    v.update();
    fill(127);
    stroke(40);
    v.display(g);
    if (showDesired) arrow(v.position, v.desired, 10, color(46, 158, 79));
    if (showForce) arrow(v.position, v.steering, 10, color(214, 51, 44));
    if (showVelocity) arrow(v.position, v.velocity, 10, color(47, 111, 208));
  }
  fill(40);
  text(typed != null ? "type a word: " + typed + "_" : "Enter: type a word", 10, height - 10);
}

void keyPressed() {
  if (key == ENTER || key == RETURN) {
    if (typed == null) {
      typed = "";
    } else if (spell(typed)) {
      typed = null;
    }
  } else if (typed != null && key == BACKSPACE) {
    typed = typed.substring(0, max(0, typed.length() - 1));
  } else if (typed != null && key != CODED) {
    typed += key;
  } else if (key == 'd') {
    showDesired = !showDesired;
  } else if (key == 'f') {
    showForce = !showForce;
  } else if (key == 'v') {
    showVelocity = !showVelocity;
  }
}

// The word's outline, centred: vehicle i arrives at point i. False for a word that does not fit.
boolean spell(String newWord) {
  Shape outline = font.createGlyphVector(new FontRenderContext(null, true, true), newWord)
      .getOutline();
  Rectangle2D box = outline.getBounds2D();
  if (newWord.length() == 0 || box.getWidth() > width - 40 || font.canDisplayUpTo(newWord) >= 0) {
    return false;
  }
  List<List<PVector>> edges = new ArrayList<List<PVector>>();
  float[] at = new float[6];
  float dx = width / 2 - (float) box.getCenterX();
  float dy = height / 2 - (float) box.getCenterY();
  for (PathIterator it = outline.getPathIterator(null, 0.5); !it.isDone(); it.next()) {
    int segment = it.currentSegment(at);
    if (segment == PathIterator.SEG_MOVETO) {
      edges.add(new ArrayList<PVector>());
    }
    if (segment != PathIterator.SEG_CLOSE) {
      edges.get(edges.size() - 1).add(new PVector(at[0] + dx, at[1] + dy));
    }
  }
  homes = OutlinePoints.along(edges, 8);
  while (vehicles.size() > homes.size()) {
    vehicles.remove(vehicles.size() - 1);
  }
  while (vehicles.size() < homes.size()) {
    Vehicle v = new Vehicle(random(width), random(height));
    v.r = 3;
    v.maxspeed = 10;
    v.maxforce = 1;
    v.velocity = PVector.random2D(this).mult(10);   // flying in from every way
    vehicles.add(v);
  }
  word = newWord;
  return true;
}

// A line from a point along a vector, enlarged by scale so small vectors show.
void arrow(PVector from, PVector v, float scale, color c) {
  stroke(c);
  line(from.x, from.y, from.x + v.x * scale, from.y + v.y * scale);
}
