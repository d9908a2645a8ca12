package sketchbook.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PApplet;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.controls.Parameter;
import sketchbook.run.StateSnapshot.Roots;
import steering.Vehicle;
import steering.Wander;

@DisplayName("StateSnapshot: a sketch's state recorded and written back into the same objects")
class StateSnapshotTest {

  static final int VEHICLES = 20;
  static final int STEPS = 100;
  static final long SEED = 20240917L;
  /** Draws compared after a Random is restored. */
  static final int DRAWS = 12;

  /** The same starting vehicles every call: varied positions, speeds and forces. */
  static List<Vehicle> startingVehicles() {
    List<Vehicle> vehicles = new ArrayList<>();
    for (int i = 0; i < VEHICLES; i++) {
      Vehicle v = new Vehicle(i * 17.5f, 300 - i * 11.25f);
      v.maxspeed = 2 + i * 0.25f;
      v.maxforce = 0.05f + i * 0.01f;
      vehicles.add(v);
    }
    return vehicles;
  }

  static void simulate(List<Vehicle> vehicles, PVector target, int steps) {
    for (int step = 0; step < steps; step++) {
      for (Vehicle v : vehicles) {
        v.seek(target);
        v.update();
      }
    }
  }

  /** Position, velocity, acceleration, maxspeed and maxforce of each vehicle, as raw bits. */
  static int[] stateBits(List<Vehicle> vehicles) {
    List<Float> values = new ArrayList<>();
    for (Vehicle v : vehicles) {
      for (PVector p : List.of(v.position, v.velocity, v.acceleration)) {
        values.addAll(List.of(p.x, p.y, p.z));
      }
      values.addAll(List.of(v.maxspeed, v.maxforce));
    }
    return values.stream().mapToInt(Float::floatToRawIntBits).toArray();
  }

  @Test
  @DisplayName("vehicles: restore puts back values, members and identities; a rerun repeats")
  void vehiclesRestoredInPlace() {
    List<Vehicle> vehicles = startingVehicles();
    PVector target = new PVector(640, 360);
    Object[] world = {vehicles, target};
    List<Vehicle> members = new ArrayList<>(vehicles);
    List<PVector> positions = new ArrayList<>();
    vehicles.forEach(v -> positions.add(v.position));
    StateSnapshot snapshot = StateSnapshot.take(new Roots().object(world));

    simulate(vehicles, target, STEPS);
    int[] firstRun = stateBits(vehicles);
    vehicles.add(new Vehicle(1, 2));
    vehicles.remove(3);
    vehicles.remove(0);
    vehicles.get(5).maxspeed = 99;
    vehicles.get(6).position = new PVector(-1, -1);
    target.set(10, 10);
    world[1] = new PVector(7, 7);

    for (int restoring = 0; restoring < 2; restoring++) {
      snapshot.restore();
      assertSame(vehicles, world[0]);
      assertSame(target, world[1]);
      assertEquals(new PVector(640, 360), target);
      assertEquals(VEHICLES, vehicles.size());
      for (int i = 0; i < VEHICLES; i++) {
        assertSame(members.get(i), vehicles.get(i), "vehicle " + i);
        assertSame(positions.get(i), vehicles.get(i).position, "position of vehicle " + i);
      }
      assertArrayEquals(stateBits(startingVehicles()), stateBits(vehicles));
      simulate(vehicles, target, STEPS);
      assertArrayEquals(firstRun, stateBits(vehicles), "the rerun after restore " + restoring);
    }
  }

  /** Moves a Random to the middle of its sequence, a nextGaussian pending. */
  static void advance(Random random) {
    random.nextInt();
    // an odd number of nextGaussian() calls leaves the pair's second value pending
    random.nextGaussian();
    random.nextGaussian();
    random.nextGaussian();
    random.nextFloat();
  }

  static double[] draws(Random random) {
    double[] values = new double[DRAWS];
    for (int i = 0; i < DRAWS; i += 3) {
      values[i] = random.nextGaussian();
      values[i + 1] = random.nextInt();
      values[i + 2] = random.nextDouble();
    }
    return values;
  }

  static Random wanderRandom(Wander wander) throws ReflectiveOperationException {
    Field field = Wander.class.getDeclaredField("random");
    field.setAccessible(true);
    return (Random) field.get(wander);
  }

  @Test
  @DisplayName("a Random in final fields, a list and an array comes back as one copy, mid-sequence")
  void randomRestored() throws ReflectiveOperationException {
    Random random = new Random(SEED);
    advance(random);
    Random twin = new Random(SEED);
    advance(twin);
    double[] expected = draws(twin);
    Vehicle first = new Vehicle(100, 100);
    Vehicle second = new Vehicle(200, 200);
    // Wander keeps its Random in a final field: two holders of one Random
    Wander firstWander = first.wanderWith(random);
    Wander secondWander = second.wanderWith(random);
    List<Object> list = new ArrayList<>(List.of(random));
    Random[] slots = {random};
    Object[] world = {List.of(first, second), list, slots};
    StateSnapshot snapshot = StateSnapshot.take(new Roots().object(world));

    for (int restoring = 0; restoring < 2; restoring++) {
      for (int step = 0; step < STEPS; step++) {
        first.wander();
        second.wander();
        random.nextGaussian();
      }
      snapshot.restore();
      Random restored = wanderRandom(firstWander);
      assertNotSame(random, restored);
      assertSame(restored, wanderRandom(secondWander));
      assertSame(restored, list.get(0));
      assertSame(restored, slots[0]);
      assertArrayEquals(expected, draws(restored));
      random = restored;
    }
  }

  @Test
  @DisplayName("a wandering vehicle, restored, wanders the same way again")
  void wanderRepeats() {
    Vehicle wanderer = new Vehicle(300, 300);
    wanderer.wanderWith(new Random(SEED));
    List<Vehicle> vehicles = List.of(wanderer);
    StateSnapshot snapshot = StateSnapshot.take(new Roots().object(vehicles));
    int[] firstRun = null;
    for (int run = 0; run < 2; run++) {
      for (int step = 0; step < STEPS; step++) {
        wanderer.wander();
        wanderer.update();
      }
      int[] bits = stateBits(vehicles);
      if (firstRun != null) {
        assertArrayEquals(firstRun, bits);
      }
      firstRun = bits;
      snapshot.restore();
    }
  }

  @Test
  @DisplayName("arrays of primitives and of objects, and 2D arrays, keep their contents and slots")
  void arrays() {
    int[] counts = {1, 2, 3};
    double[] weights = {0.25, -1.5};
    boolean[] flags = {true, false};
    char[] keys = {'a', 'z'};
    long[] ticks = {Long.MAX_VALUE, -1};
    float[] firstRow = {0.5f, 1.5f};
    float[] secondRow = {2.5f};
    float[][] grid = {firstRow, secondRow};
    PVector point = new PVector(1, 2);
    PVector[] points = {point, new PVector(3, 4), null};
    PVector second = points[1];
    Object[] world = {counts, weights, flags, keys, ticks, grid, points};
    StateSnapshot snapshot = StateSnapshot.take(new Roots().object(world));

    counts[1] = 99;
    weights[0] = Math.nextUp(weights[0]);
    flags[0] = false;
    keys[1] = 'q';
    ticks[0] = 0;
    firstRow[1] = -7;
    grid[1] = new float[] {9};
    point.x = 42;
    points[1] = new PVector();
    points[2] = point;
    snapshot.restore();

    assertArrayEquals(new int[] {1, 2, 3}, counts);
    assertArrayEquals(new double[] {0.25, -1.5}, weights);
    assertArrayEquals(new boolean[] {true, false}, flags);
    assertArrayEquals(new char[] {'a', 'z'}, keys);
    assertArrayEquals(new long[] {Long.MAX_VALUE, -1}, ticks);
    assertSame(firstRow, grid[0]);
    assertSame(secondRow, grid[1]);
    assertArrayEquals(new float[] {0.5f, 1.5f}, firstRow);
    assertSame(point, points[0]);
    assertSame(second, points[1]);
    assertEquals(null, points[2]);
    assertEquals(new PVector(1, 2), point);
  }

  @Test
  @DisplayName("maps and sets get back their entries in order, keys rehashed by their old values")
  void mapsAndSets() {
    PVector a = new PVector(1, 1);
    PVector b = new PVector(2, 2);
    PVector c = new PVector(3, 3);
    Map<String, PVector> named = new LinkedHashMap<>();
    named.put("a", a);
    named.put("b", b);
    Map<PVector, Integer> counted = new IdentityHashMap<>();
    counted.put(a, 1);
    counted.put(c, 3);
    Map<PVector, String> weak = new WeakHashMap<>();
    weak.put(b, "b");
    // PVector hashes its coordinates: a's must be back before the set is refilled
    Set<PVector> hashed = new HashSet<>(List.of(a, b));
    Set<PVector> identities = Collections.newSetFromMap(new IdentityHashMap<>());
    identities.add(c);
    Object[] world = {named, counted, weak, hashed, identities};
    StateSnapshot snapshot = StateSnapshot.take(new Roots().object(world));

    a.x = 50;
    named.remove("a");
    named.put("z", new PVector());
    named.put("a", a);
    counted.put(a, 7);
    counted.put(new PVector(), 0);
    weak.put(c, "c");
    weak.remove(b);
    hashed.add(new PVector(9, 9));
    identities.add(a);
    identities.remove(c);
    snapshot.restore();

    assertEquals(new PVector(1, 1), a);
    assertEquals(List.of("a", "b"), new ArrayList<>(named.keySet()));
    assertSame(a, named.get("a"));
    assertSame(b, named.get("b"));
    assertEquals(Map.of(a, 1, c, 3), new HashMap<>(counted));
    assertEquals(2, counted.size());
    assertEquals(Map.of(b, "b"), new HashMap<>(weak));
    assertEquals(2, hashed.size());
    assertTrue(hashed.contains(a) && hashed.contains(b), hashed.toString());
    assertEquals(1, identities.size());
    assertTrue(identities.contains(c));
  }

  /** A list that counts its clear() calls with an object the snapshot shares. */
  static final class CountingList<E> extends ArrayList<E> {
    final AtomicInteger clears = new AtomicInteger();

    @Override
    public void clear() {
      clears.incrementAndGet();
      super.clear();
    }
  }

  @Test
  @DisplayName("a collection is refilled only when it changed; List.of's elements are restored")
  void unchangedCollectionsLeftAlone() {
    PVector point = new PVector(1, 2);
    Vehicle vehicle = new Vehicle(3, 4);
    List<Object> fixed = List.of(point, vehicle);
    CountingList<PVector> counting = new CountingList<>();
    counting.add(point);
    // a class of this package is a boundary: it is recorded as a root
    StateSnapshot snapshot = StateSnapshot.take(new Roots().object(fixed).object(counting));

    point.x = 9;
    vehicle.position.y = 8;
    snapshot.restore();
    assertEquals(new PVector(1, 2), point);
    assertEquals(new PVector(3, 4), vehicle.position);
    assertEquals(0, counting.clears.get());

    counting.add(new PVector());
    snapshot.restore();
    assertEquals(1, counting.clears.get());
    assertEquals(List.of(point), counting);
  }

  @Test
  @DisplayName("an unmodifiable view is right once the list behind it is refilled, in either order")
  void unmodifiableView() {
    for (boolean viewFirst : new boolean[] {true, false}) {
      PVector point = new PVector(1, 2);
      List<PVector> backing = new ArrayList<>(List.of(point));
      List<PVector> view = Collections.unmodifiableList(backing);
      Object[] world = viewFirst ? new Object[] {view, backing} : new Object[] {backing, view};
      StateSnapshot snapshot = StateSnapshot.take(new Roots().object(world));
      backing.add(new PVector());
      snapshot.restore();
      assertEquals(List.of(point), view);
    }
  }

  @Test
  @DisplayName("cycles and aliases: each object recorded once, the links put back")
  void cycles() {
    List<Object> ring = new ArrayList<>();
    Object[] box = {ring, null};
    box[1] = box;
    Map<String, Object> self = new HashMap<>();
    self.put("me", self);
    ring.add(box);
    ring.add(self);
    StateSnapshot snapshot = StateSnapshot.take(new Roots().object(ring));
    assertEquals(3, snapshot.objectCount());

    ring.clear();
    box[1] = null;
    self.clear();
    snapshot.restore();
    assertEquals(2, ring.size());
    assertSame(box, ring.get(0));
    assertSame(self, ring.get(1));
    assertSame(ring, box[0]);
    assertSame(box, box[1]);
    assertSame(self, self.get("me"));

    Vehicle vehicle = new Vehicle(1, 1);
    assertEquals(StateSnapshot.take(new Roots().object(List.of(vehicle))).objectCount(),
        StateSnapshot.take(new Roots().object(List.of(vehicle, vehicle))).objectCount());
  }

  /** A neighbour finder's kind of object: what it keeps, and a cache it rebuilds before use. */
  static final class Cached {
    PVector kept = new PVector(1, 2);
    transient PVector index = new PVector(3, 4);
    transient int[] scratch = new int[1000];
  }

  @Test
  @DisplayName("a transient field, a cache, is neither recorded, nor walked into, nor put back")
  void transientFieldsLeftOut() {
    Cached cached = new Cached();
    PVector oldIndex = cached.index;
    StateSnapshot snapshot = StateSnapshot.take(new Roots().object(cached));
    assertEquals(2, snapshot.objectCount(), "the holder and the vector it keeps");
    cached.kept.set(5, 6);
    oldIndex.set(7, 8);
    cached.index = new PVector(9, 9);
    snapshot.restore();
    assertEquals(new PVector(1, 2), cached.kept);
    assertEquals(new PVector(9, 9), cached.index, "the cache left as it is");
    assertEquals(new PVector(7, 8), oldIndex, "the old cache's vector not put back either");
  }

  /** Of a boundary package (sketchbook.run): walked only when it is a root. */
  static final class Stage {
    PGraphics graphics;
    PApplet applet;
    Runnable action;
    PVector spot;
    Stage inner;
  }

  @Test
  @DisplayName("lambdas, PGraphics, PApplet and boundary classes are shared, not recorded")
  void boundariesShared() {
    int[] calls = {0};
    Stage stage = new Stage();
    PGraphics graphics = new PGraphics();
    graphics.width = 10;
    PApplet applet = new PApplet();
    Runnable action = () -> calls[0]++;
    stage.graphics = graphics;
    stage.applet = applet;
    stage.action = action;
    stage.spot = new PVector(1, 2);
    Stage inner = new Stage();
    inner.spot = new PVector(5, 5);
    stage.inner = inner;
    int[] changes = {0};
    Consumer<Float> whenChanged = value -> changes[0]++;
    Parameter parameter = new Parameter("speed", 4, 1, 10, '-', '+').whenChanged(whenChanged);
    StateSnapshot snapshot = StateSnapshot.take(new Roots().object(stage).object(parameter));
    // stage, its spot, and the parameter: nothing the lambdas, renderer or inner stage hold
    assertEquals(3, snapshot.objectCount());

    graphics.width = 77;
    action.run();
    parameter.set(6);
    parameter.whenChanged(value -> { });
    stage.graphics = new PGraphics();
    stage.applet = null;
    stage.action = () -> { };
    stage.spot.x = 9;
    inner.spot.x = 9;
    snapshot.restore();

    assertSame(graphics, stage.graphics);
    assertSame(applet, stage.applet);
    assertSame(action, stage.action);
    assertSame(inner, stage.inner);
    assertEquals(77, graphics.width);
    assertEquals(1, calls[0]);
    assertEquals(1, changes[0]);
    assertEquals(1, stage.spot.x);
    assertEquals(9, inner.spot.x);
    assertEquals(4, parameter.value());
    parameter.set(5);
    assertEquals(2, changes[0], "the parameter's own lambda is back");
  }

  @Test
  @DisplayName("sameStateAs: equal for an unchanged graph, not after one ulp or one more element")
  void sameState() throws ReflectiveOperationException {
    List<Vehicle> vehicles = startingVehicles();
    simulate(vehicles, new PVector(50, 60), STEPS);
    vehicles.get(0).wanderWith(new Random(SEED));
    float[] weights = {0.5f, 2};
    Roots roots = new Roots().object(new Object[] {vehicles, weights});
    StateSnapshot first = StateSnapshot.take(roots);
    assertTrue(first.sameStateAs(StateSnapshot.take(roots)));
    assertTrue(StateSnapshot.take(roots).sameStateAs(first));

    Vehicle deep = vehicles.get(VEHICLES / 2);
    deep.velocity.y = Math.nextUp(deep.velocity.y);
    assertFalse(first.sameStateAs(StateSnapshot.take(roots)));
    first.restore();
    // the Random was replaced by a copy in the same state: still the same state
    assertTrue(first.sameStateAs(StateSnapshot.take(roots)));

    weights[1] = Math.nextUp(weights[1]);
    assertFalse(first.sameStateAs(StateSnapshot.take(roots)));
    first.restore();
    wanderRandom(vehicles.get(0).wanderState()).nextInt();
    assertFalse(first.sameStateAs(StateSnapshot.take(roots)), "one draw from the Random");
    first.restore();
    vehicles.add(new Vehicle(1, 1));
    assertFalse(first.sameStateAs(StateSnapshot.take(roots)));
  }

  /** Fields at three levels of a class hierarchy. */
  static class Base {
    float base = 1;
  }

  static class Middle extends Base {
    float middle = 2;
    PVector spot = new PVector(3, 4);
  }

  static final class Top extends Middle {
    float top = 5;
  }

  @Test
  @DisplayName("declaredFields records only the fields from its class up to (not in) upTo")
  void declaredFieldsBetween() {
    Top owner = new Top();
    PVector spot = owner.spot;
    StateSnapshot snapshot = StateSnapshot.take(
        new Roots().declaredFields(owner, Top.class, Base.class));
    assertEquals(1, snapshot.objectCount());   // the spot; the owner is not recorded whole

    owner.base = 10;
    owner.middle = 20;
    owner.top = 50;
    spot.x = 30;
    owner.spot = new PVector();
    snapshot.restore();
    assertEquals(5, owner.top);
    assertEquals(2, owner.middle);
    assertSame(spot, owner.spot);
    assertEquals(new PVector(3, 4), spot);
    assertEquals(10, owner.base);
    assertThrows(IllegalArgumentException.class,
        () -> new Roots().declaredFields(owner, Base.class, Top.class));
  }

  @Test
  @DisplayName("field: PApplet's private Random comes back mid-sequence; PApplet is not walked")
  void oneField() {
    PApplet applet = new PApplet();
    applet.randomSeed(SEED);
    applet.random(1);
    applet.randomGaussian();
    Roots roots = new Roots().field(applet, PApplet.class, "internalRandom");
    StateSnapshot snapshot = StateSnapshot.take(roots);
    assertEquals(1, snapshot.objectCount());
    float[] expected = {applet.randomGaussian(), applet.random(1), applet.randomGaussian()};
    snapshot.restore();
    assertArrayEquals(expected,
        new float[] {applet.randomGaussian(), applet.random(1), applet.randomGaussian()});
    assertThrows(IllegalArgumentException.class,
        () -> new Roots().field(applet, PApplet.class, "noSuchField"));
  }
}
