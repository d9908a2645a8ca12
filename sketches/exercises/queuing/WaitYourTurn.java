package exercises.queuing;

import exercises.ExerciseSketch;
import exercises.YourCode;
import java.util.ArrayList;
import java.util.List;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.render.Palette;
import steering.Obstacle;
import steering.Vehicle;

/*
 * Exercise: Queuing — a crowd leaves a room through a door, each vehicle braking while
 * someone stands just ahead of it instead of pushing.
 *
 *   ahead = position + velocity scaled to 20 px
 *   someone's centre within 12 px of ahead:
 *       desired = velocity × (1 − 0.5)                          <- Braking.desired()
 *   steering = desired − velocity = −velocity × 0.5, limited to maxforce   (vehicle.steer)
 *   each frame: avoid the walls; else brake if someone is in the way; else seek the door;
 *               and separate, always
 *
 * The braking velocity comes from Braking.desired(), the file to edit. Until it is done
 * nobody brakes, and the HUD's count of overlaps (centres closer than both radii) grows. A
 * vehicle well past the door starts again in the room.
 * Check a solution: mvn test -Pexercises -Dtest=QueuingCheck
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999), queuing;
 * "Understanding Steering Behaviors: Queue" (tutsplus).
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset.
 */
public class WaitYourTurn extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  static final int VEHICLES = 30;
  /** The braking rule's numbers: look this far ahead, this far round that point; brake so. */
  static final float LOOK_AHEAD = 20;
  static final float AHEAD_RADIUS = 12;
  static final float BRAKING = 0.5f;
  /** The room's walls (rows of circles), with a door in the right one. */
  static final float ROOM_LEFT = 100;
  static final float ROOM_RIGHT = 500;
  static final float ROOM_TOP = 140;
  static final float ROOM_BOTTOM = 460;
  static final float WALL_RADIUS = 8;
  static final float WALL_SPACING = 12;
  static final float DOOR_HALF_WIDTH = 18;
  static final PVector DOOR = new PVector(WIDTH + 100, (ROOM_TOP + ROOM_BOTTOM) / 2);
  /** The crowd's limits: slow enough to stop within the look-ahead. */
  static final float MAXSPEED = 3;
  static final float MAXFORCE = 0.3f;
  /** Vehicles start this far inside the room, and start again once this far right. */
  static final float START_MARGIN = 30;
  static final float RESTART_X = WIDTH;
  static final int CIRCLE_FILL = 0xFFDCD6CA;

  final Braking braking = new Braking();
  final List<Obstacle> walls = new ArrayList<>();
  int overlaps;
  /** Pairs closer than both radii now: an overlap counts once per contact. */
  boolean[][] contact = new boolean[0][0];

  public static void main(String[] args) {
    SketchRunner.run(new WaitYourTurn(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The room, and vehicles (--vehicles N, default 30) at rest in its left half. */
  @Override
  public void setup() {
    walls.clear();
    for (float x = ROOM_LEFT; x <= ROOM_RIGHT; x += WALL_SPACING) {
      walls.add(new Obstacle(x, ROOM_TOP, WALL_RADIUS));
      walls.add(new Obstacle(x, ROOM_BOTTOM, WALL_RADIUS));
    }
    for (float y = ROOM_TOP + WALL_SPACING; y < ROOM_BOTTOM; y += WALL_SPACING) {
      walls.add(new Obstacle(ROOM_LEFT, y, WALL_RADIUS));
      if (Math.abs(y - DOOR.y) >= DOOR_HALF_WIDTH + WALL_RADIUS) {
        walls.add(new Obstacle(ROOM_RIGHT, y, WALL_RADIUS));
      }
    }
    int count = options.vehicles > 0 ? options.vehicles : VEHICLES;
    for (int i = 0; i < count; i++) {
      Vehicle v = new Vehicle(0, 0);
      v.maxspeed = MAXSPEED;
      v.maxforce = MAXFORCE;
      placeInTheRoom(v);
      vehicles.add(v);
    }
    overlaps = 0;
    contact = new boolean[count][count];
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    drawWalls();

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        PVector avoid = vehicle.avoid(walls);
        if (avoid.mag() == 0) {
          // your braking velocity, or null: nobody in the way
          PVector desired = braking.desired(vehicle, vehicles, LOOK_AHEAD, AHEAD_RADIUS,
              BRAKING);   // your code
          if (YourCode.vectorOrNull(desired, Braking.class, "desired") != null) {
            vehicle.steer(desired);
          } else {
            vehicle.seek(DOOR);
          }
        }
        vehicle.separate(vehicles);
        vehicle.update();
        if (vehicle.position.x > RESTART_X) {
          placeInTheRoom(vehicle);
        }
      }
      countOverlaps();
    }

    drawVehicles();   // trails, then each vehicle and its arrows
  }

  @Override
  public String about() {
    return "exercise: wait your turn at the door";
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add(overlaps + " overlaps (centres closer than r + r)");
  }

  /** Puts the vehicle at rest somewhere in the room's left half. */
  void placeInTheRoom(Vehicle v) {
    v.position.set(random(ROOM_LEFT + START_MARGIN, (ROOM_LEFT + ROOM_RIGHT) / 2),
        random(ROOM_TOP + START_MARGIN, ROOM_BOTTOM - START_MARGIN));
    v.velocity.set(0, 0);
    v.acceleration.set(0, 0);
  }

  /** Counts each pair whose centres have just come closer than their two radii. */
  void countOverlaps() {
    for (int i = 0; i < vehicles.size(); i++) {
      for (int j = i + 1; j < vehicles.size(); j++) {
        Vehicle a = vehicles.get(i);
        Vehicle b = vehicles.get(j);
        boolean now = PVector.dist(a.position, b.position) < a.r + b.r;
        if (now && !contact[i][j]) {
          overlaps++;
        }
        contact[i][j] = now;
      }
    }
  }

  void drawWalls() {
    pushStyle();
    fill(CIRCLE_FILL);
    stroke(Palette.PATH_LINE);
    for (Obstacle wall : walls) {
      circle(wall.position.x, wall.position.y, 2 * wall.radius);
    }
    popStyle();
  }
}
