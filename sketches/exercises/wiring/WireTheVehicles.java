package exercises.wiring;

import exercises.ExerciseSketch;
import exercises.YourCode;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import processing.core.PVector;
import sketchbook.SketchRunner;
import sketchbook.Wrap;
import sketchbook.render.Palette;
import steering.SensorsAndWheels;
import steering.SensorsAndWheels.Sides;
import steering.Vehicle;
import steering.Wiring;

/*
 * Exercise: Wiring — Braitenberg's vehicles 2a, 2b, 3a and 3b among three lights.
 *
 *   reading  = Σ 1 / (1 + d² / falloff²) at each front corner      (the library reads them)
 *   wheel    = maxspeed × reading (excitatory), maxspeed − maxspeed × reading (inhibitory),
 *              from the sensor on its own side (straight) or the other side (crossed)
 *   desired  = heading turned (left − right) / axle, × (left + right) / 2
 *   steering = desired − velocity, limited to maxforce      (vehicle.steer(desired))
 *
 * The wheels' speeds come from Wires.wheel(), the file to edit. Until it is done every vehicle
 * is wired as fear: all four kinds turn away from the lights. Done, the aggressive ones (2b,
 * magenta) charge the lights and the loving ones (3a, violet) come to rest beside them. Vehicles
 * that leave the window come back on the other side.
 * Check a solution: mvn test -Pexercises -Dtest=WiringCheck
 *
 * Source: Valentino Braitenberg, "Vehicles: Experiments in Synthetic Psychology" (1984).
 * Keys: h lists them all. d, f, v arrows; t trails; space pause; . step; [ ] maxspeed;
 * ; ' maxforce; s screenshot; 0 reset.
 */
public class WireTheVehicles extends ExerciseSketch {

  static final int WIDTH = 800;
  static final int HEIGHT = 600;
  /** Two of each of the four wirings, unless --vehicles says otherwise. */
  static final int VEHICLES = 8;
  /** The lights, as x, y in pixels. */
  static final float[][] LIGHTS = {{230, 190}, {570, 230}, {400, 440}};
  /** The vehicles are drawn this big (r), and start at this share of maxspeed. */
  static final float SIZE = 10;
  static final float MAXSPEED = 3;
  static final float MAXFORCE = 0.15f;
  static final float START_SPEED = 0.5f;
  /** Sizes, in pixels across, of a light and its glow. */
  static final float LIGHT = 16;
  static final float GLOW = 44;
  static final int LIGHT_COLOR = 0xFFF2C12E;
  static final int GLOW_COLOR = 0x55F2C12E;
  /** Each wiring's fill (the palette's vehicle fills), in the order of {@link Wiring}. */
  static final int[] FILLS = {Palette.VEHICLE, Palette.CHEETAH, Palette.NO_STEERING,
      Palette.TURTLE};

  final Wires wires = new Wires();
  final List<PVector> lights = new ArrayList<>();
  /** Each vehicle's wiring, in the order of {@code vehicles}; and by vehicle, for drawing. */
  final List<Wiring> wirings = new ArrayList<>();
  final Map<Vehicle, Wiring> wiringOf = new IdentityHashMap<>();

  public static void main(String[] args) {
    SketchRunner.run(new WireTheVehicles(), args);
  }

  @Override
  public void settings() {
    size(WIDTH, HEIGHT);
  }

  /** The lights, and the vehicles (--vehicles N, default 8), the four wirings in turn. */
  @Override
  public void setup() {
    lights.clear();
    for (float[] light : LIGHTS) {
      lights.add(new PVector(light[0], light[1]));
    }
    wirings.clear();
    wiringOf.clear();
    int count = options.vehicles > 0 ? options.vehicles : VEHICLES;
    for (int i = 0; i < count; i++) {
      Vehicle v = new Vehicle(random(WIDTH), random(HEIGHT));
      v.r = SIZE;
      v.maxspeed = MAXSPEED;
      v.maxforce = MAXFORCE;
      v.velocity.set(PVector.fromAngle(random(TWO_PI)).mult(MAXSPEED * START_SPEED));
      vehicles.add(v);
      wirings.add(Wiring.values()[i % Wiring.values().length]);
      wiringOf.put(v, wirings.get(i));
    }
  }

  @Override
  public void draw() {
    background(Palette.PAPER);
    drawLights();

    if (simulating()) {
      for (int i = 0; i < vehicles.size(); i++) {
        Vehicle v = vehicles.get(i);
        Sides readings = SensorsAndWheels.readings(v, lights, SensorsAndWheels.FALLOFF);
        Sides wheels = new Sides(wheel(readings.left(), readings.right(), wirings.get(i), v),
            wheel(readings.right(), readings.left(), wirings.get(i), v));
        v.steer(SensorsAndWheels.desiredVelocity(v, wheels));
        v.update();
        Wrap.around(v, width, height);
      }
    }

    drawVehicles(v -> FILLS[wiringOf.get(v).ordinal()]);
  }

  /** Your wheel speed; NaN or infinity stops the run with one line naming your method. */
  float wheel(float ownSide, float otherSide, Wiring wiring, Vehicle v) {
    float speed = wires.wheel(ownSide, otherSide, wiring, v.maxspeed);   // your code
    return YourCode.number(speed, Wires.class, "wheel");
  }

  @Override
  public String about() {
    return "exercise: wire Braitenberg's vehicles";
  }

  @Override
  public void addHudLines(List<String> lines) {
    lines.add("grey 2a fear, magenta 2b aggression, violet 3a love, olive 3b explorer");
  }

  void drawLights() {
    pushStyle();
    noStroke();
    for (PVector light : lights) {
      fill(GLOW_COLOR);
      circle(light.x, light.y, GLOW);
      fill(LIGHT_COLOR);
      circle(light.x, light.y, LIGHT);
    }
    popStyle();
  }
}
