package seek;

import java.util.Set;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.SteeringSketch;
import sketchbook.controls.KeyTable;
import sketchbook.render.LabelPlacement;
import sketchbook.render.Palette;
import steering.Vehicle;

/*
 * Seek — a vehicle steers towards a target (the mouse).
 *
 *   desired  = (target - position), scaled to maxspeed
 *   steering = desired - velocity, limited to maxforce
 *   acceleration += steering / mass;  velocity += acceleration;  position += velocity
 *
 * Sources: Craig Reynolds, "Steering Behaviors For Autonomous Characters" (1999);
 * The Nature of Code, "Autonomous Agents"; "Understanding Steering Behaviors: Seek".
 *
 * Also the tutorials' demos: n adds a vehicle that seeks WITHOUT steering (its velocity is
 * set straight to the desired velocity, so it snaps to each new heading), and c adds a fast
 * cheetah and a slow, heavy turtle whose different maxspeed, maxforce and mass draw
 * different seek paths.
 *
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset; n no-steering twin; c cheetah and turtle.
 */
public class Seek extends SteeringSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;

  /** The cheetah: fast and nimble. */
  static final float CHEETAH_MAXSPEED = 8;
  static final float CHEETAH_MAXFORCE = 0.4f;
  /** The turtle: slow, weak and three times as heavy. */
  static final float TURTLE_MAXSPEED = 2;
  static final float TURTLE_MAXFORCE = 0.1f;
  static final float TURTLE_MASS = 3;

  /** Where this frame's labels went. */
  final LabelPlacement labels = new LabelPlacement(WIDTH, HEIGHT);

  /** The comparison vehicle that does not steer, when n has switched it on. */
  Vehicle noSteering;
  Vehicle cheetah;
  Vehicle turtle;
  boolean showNoSteering;
  boolean showCheetahAndTurtle;

  public static void main(String[] args) {
    SketchRunner.run(new Seek(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** One vehicle at rest (or --vehicles N at random), plus the demo vehicles switched on. */
  @Override
  public void setup() {
    if (options.vehicles > 1) {
      for (int i = 0; i < options.vehicles; i++) {
        vehicles.add(randomVehicle());
      }
    } else {
      vehicles.add(new Vehicle(WIDTH / 4f, HEIGHT / 2f));
    }
    cheetah = null;
    turtle = null;
    if (showCheetahAndTurtle) {
      cheetah = new Vehicle(WIDTH / 4f, HEIGHT / 4f);
      cheetah.maxspeed = CHEETAH_MAXSPEED;
      cheetah.maxforce = CHEETAH_MAXFORCE;
      turtle = new Vehicle(WIDTH / 4f, HEIGHT * 3 / 4f);
      turtle.maxspeed = TURTLE_MAXSPEED;
      turtle.maxforce = TURTLE_MAXFORCE;
      turtle.mass = TURTLE_MASS;
      vehicles.add(cheetah);
      vehicles.add(turtle);
    }
    noSteering = showNoSteering ? new Vehicle(WIDTH / 4f, HEIGHT / 2f) : null;
    if (noSteering != null) {
      vehicles.add(noSteering);
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    PVector target = targetFromInput();
    drawTarget(target);

    if (simulating()) {
      for (Vehicle vehicle : vehicles) {
        if (vehicle == noSteering) {
          vehicle.seekWithoutSteering(target);   // velocity = desired: no steering at all
        } else {
          vehicle.seek(target);   // steering = desired - velocity, limited to maxforce
        }
        vehicle.update();         // velocity += acceleration; position += velocity
      }
    }

    drawVehicles(this::colorOf);   // trails, then each vehicle: display(g) and its arrows
    labelDemoVehicles(target);
  }

  @Override
  public String about() {
    return "steer towards a target";
  }

  /** The sketchbook shows the book's lessons in order; this is lesson 1. */
  @Override
  public int lesson() {
    return 1;
  }

  @Override
  public Set<String> sketchFlags() {
    return Set.of("--target");
  }

  @Override
  public void bindSketchKeys(KeyTable table) {
    table.bind('n', "vehicle that seeks without steering", () -> {
      showNoSteering = !showNoSteering;
      startAgainWithTheDemos();
    });
    table.bind('c', "cheetah and turtle (different maxspeed, maxforce, mass)", () -> {
      showCheetahAndTurtle = !showCheetahAndTurtle;
      startAgainWithTheDemos();
    });
  }

  /** 0: the sketch as it started, so the demo vehicles are switched off too. */
  @Override
  protected void restart() {
    showNoSteering = false;
    showCheetahAndTurtle = false;
    super.restart();
  }

  /** n and c: the scene from the start with the demo vehicles now on (or off), side by side. */
  void startAgainWithTheDemos() {
    super.restart();
  }

  int colorOf(Vehicle v) {
    if (v == noSteering) {
      return Palette.NO_STEERING;
    }
    if (v == cheetah) {
      return Palette.CHEETAH;
    }
    if (v == turtle) {
      return Palette.TURTLE;
    }
    return Palette.VEHICLE;
  }

  /** Names the demo vehicles, each label placed clear of the others, the target and arrows. */
  void labelDemoVehicles(PVector target) {
    labels.startAround(g, target, vehicles, show);
    label(noSteering, "no steering");
    label(cheetah, "cheetah");
    label(turtle, "turtle");
    labels.draw(g, Palette.INK);
  }

  void label(Vehicle v, String name) {
    if (v != null) {
      labels.place(g, name, v.position);
    }
  }
}
