package sketchbook.run;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.reload.LiveSketch;
import sketchbook.render.Palette;
import sketchbook.render.Trails;
import steering.Vehicle;

/**
 * The run without the learner's change. When a change forks the run, the state just before it
 * is kept; every step after, the sketch is put in that state, stepped out of sight with the
 * same mouse (or, for a change made over recorded frames, with the input the run had
 * recorded), and its state kept again; then the live state is put back. Its vehicles are drawn
 * faded under the live ones, with their trails, and the HUD says how far the two runs have
 * drifted apart: the vehicles are paired by their place in the list.
 *
 * <p>A 2D sketch's ghost also starts a {@link GhostTwin}: a sketch of its own that catches up
 * on another thread. Once the twin has matched the ghost's vehicles bit for bit for
 * {@link #TWIN_CHECK_STEPS} steps, it steps the ghost instead, beside the window's own step,
 * and the swapping stops.
 *
 * <p>After a save (save and see) the ghost is the run of the build before the edit: that
 * build's own sketch, stepped by its own code with the same input, out of sight.
 */
public final class Ghost {

  /** What the ghost keeps of a vehicle each step: position and velocity, x y z each. */
  private static final int FLOATS_PER_VEHICLE = 6;
  /** Steps the twin must match the ghost to the bit before it steps the ghost alone. */
  static final int TWIN_CHECK_STEPS = 30;

  /** The ghost's state after its newest step. */
  private StateSnapshot state;
  /** The step at which the change was made. */
  private final int forkStep;
  /** The ghost's newest step. */
  private int step;
  /** The input the run had recorded past the fork; null for a change made at the newest step. */
  private final InputLog recorded;
  /** The ghost's vehicles at each step from {@link #firstKept}: what is drawn and compared. */
  private final ArrayDeque<float[]> kept = new ArrayDeque<>();
  private int firstKept;
  private final Trails trails = new Trails();
  /** Vehicles to draw the ghost's with, reused each frame. */
  private final List<Vehicle> shown = new ArrayList<>();
  /** The y key: not drawn (still stepped, so showing it again shows it where it is now). */
  boolean hidden;
  private float meanApart;
  private float mostApart;
  /** The build before the learner's edit, stepping itself; null for a fork. */
  private LiveSketch buildBefore;
  /** The ghost's sketch of its own, catching up or stepping it; null when there is none. */
  private GhostTwin twin;
  /** Steps in a row the twin has matched; at {@link #TWIN_CHECK_STEPS} it takes over. */
  private int twinMatched;
  /** True once the twin steps the ghost: {@link #state} is no longer kept. */
  private boolean twinSteps;
  /** True while the twin steps the ghost's newest step: its result is collected when needed. */
  private boolean twinPending;
  /** What stopped the twin after it took over; null while nothing has. */
  private Throwable stoppedBy;

  private Ghost(StateSnapshot before, int forkStep, InputLog recorded, List<Vehicle> vehicles) {
    this.state = before;
    this.forkStep = forkStep;
    this.step = forkStep;
    this.recorded = recorded;
    this.firstKept = forkStep;
    kept.add(positions(vehicles));
  }

  /**
   * A ghost from {@code before}, the state at {@code forkStep} just before the change, with
   * {@code twin} (or null) catching up with it.
   */
  static Ghost fork(StateSnapshot before, int forkStep, InputLog recorded, List<Vehicle> now,
      GhostTwin twin) {
    Ghost ghost = new Ghost(before, forkStep, recorded, now);
    ghost.twin = twin;
    if (twin != null) {
      twin.start(ghost);
    }
    return ghost;
  }

  /** The ghost of a save: {@code before}, the build before it, at {@code step} as the new one is. */
  static Ghost ofBuild(LiveSketch before, int step, List<Vehicle> now) {
    Ghost ghost = new Ghost(null, step, null, now);
    ghost.buildBefore = before;
    return ghost;
  }

  int forkStep() {
    return forkStep;
  }

  /**
   * Steps the ghost beside the live run's step {@code liveStep}, out of sight: its state in,
   * its input, the sketch's recipe, its state out, the live state back.
   */
  void step(SketchRun run, int liveStep, InputLog liveLog) {
    if (step != liveStep) {
      return;   // the live run went back: the ghost waits at its newest step
    }
    if (buildBefore != null) {
      keep(buildBefore.stepAsGhost(run.inputTextAt(step)));
      return;
    }
    List<InputLog.Event> input = inputAt(liveLog);
    if (twin != null) {
      twin.step(step, input);
    }
    if (twinSteps) {
      twinPending = true;   // the twin steps beside the live step; collected when needed
      return;
    }
    StateSnapshot live = StateSnapshot.take(run.simulationRoots());
    try {
      state.restore();
      for (InputLog.Event e : input) {
        run.apply(e, false);
      }
      run.stepOutOfSight();
      keep(positions(run.host().vehicles()));
      state = StateSnapshot.take(run.simulationRoots());
    } finally {
      live.restore();
    }
    checkTwin();
  }

  /**
   * The input of the ghost's newest step: the recorded run's, over frames recorded before the
   * change; else the live run's mouse (the change itself, and any after it, are the live run's).
   */
  private List<InputLog.Event> inputAt(InputLog liveLog) {
    if (recorded != null && step < recorded.steps()) {
      return recorded.eventsAt(step);
    }
    List<InputLog.Event> mouse = new ArrayList<>();
    for (InputLog.Event e : liveLog.eventsAt(step)) {
      if (e instanceof InputLog.Mouse) {
        mouse.add(e);
      }
    }
    return mouse;
  }

  /**
   * Compares what the twin has stepped with what the ghost kept of the same steps: a twin that
   * differs, or fails, is let go; one that has matched {@link #TWIN_CHECK_STEPS} steps in a
   * row and caught up takes over.
   */
  private void checkTwin() {
    GhostTwin.Result result;
    while (twin != null && (result = twin.poll()) != null) {
      float[] mine = at(result.step());
      if (result.failure() != null || mine != null && !Arrays.equals(mine, result.vehicles())) {
        dropTwin();
        return;
      }
      twinMatched = mine == null ? 0 : twinMatched + 1;
      if (twinMatched >= TWIN_CHECK_STEPS && result.step() == step) {
        twinSteps = true;
        state = null;   // the twin holds the ghost's state from now on
      }
    }
  }

  /** Collects the twin's step, if it is stepping the ghost's newest one. */
  private void settle() {
    if (!twinPending) {
      return;
    }
    twinPending = false;
    GhostTwin.Result result = twin.take();
    if (result.failure() != null) {
      stoppedBy = result.failure();
      dropTwin();
      return;
    }
    keep(result.vehicles());
  }

  private void dropTwin() {
    twin.close();
    twin = null;
  }

  /** Lets the ghost's twin go, if it has one: the ghost is dropped. */
  void close() {
    if (twin != null) {
      dropTwin();
    }
  }

  /**
   * What stopped the ghost's twin once it was stepping the ghost, or null: the ghost cannot go
   * on (its state is in the twin only).
   */
  Throwable stoppedBy() {
    settle();
    return stoppedBy;
  }

  /** True once the ghost is stepped by its twin, on a thread of its own. */
  public boolean steppedByTwin() {
    return twinSteps;
  }

  /** The ghost's vehicles after its step: kept to draw and compare, the oldest let go. */
  private void keep(float[] vehicles) {
    trails.record(vehiclesOf(vehicles));   // the same rows whoever steps the ghost
    kept.add(vehicles);
    step++;
    while (kept.size() > FrameHistory.KEPT_STEPS) {
      kept.removeFirst();
      firstKept++;
    }
  }

  /** After the live step: how far apart the two runs are now. */
  void compare(List<Vehicle> live, int liveStep) {
    settle();
    float[] ghost = at(liveStep);
    meanApart = 0;
    mostApart = 0;
    if (ghost == null) {
      return;
    }
    int n = Math.min(live.size(), ghost.length / FLOATS_PER_VEHICLE);
    for (int i = 0; i < n; i++) {
      PVector p = live.get(i).position;
      int at = i * FLOATS_PER_VEHICLE;
      float d = PVector.dist(p, new PVector(ghost[at], ghost[at + 1], ghost[at + 2]));
      meanApart += d / n;
      mostApart = Math.max(mostApart, d);
    }
  }

  /** Draws the ghost's vehicles as they were at {@code liveStep}, faded, and its trails. */
  void draw(PGraphics g, RunHost host, int liveStep) {
    settle();
    float[] ghost = at(liveStep);
    if (ghost == null) {
      return;
    }
    if (liveStep == step && !host.threeD()) {   // a trail in the plane; a 3D sketch has none
      trails.display(g, host.worldWidth(), host.worldHeight(), Palette.GHOST_TRAIL);
    }
    host.drawGhostVehicles(vehiclesOf(ghost), Palette.GHOST);
  }

  /** Vehicles standing where {@code ghost} has them, to draw (the same ones each time). */
  private List<Vehicle> vehiclesOf(float[] ghost) {
    int n = ghost.length / FLOATS_PER_VEHICLE;
    while (shown.size() < n) {
      shown.add(new Vehicle(0, 0, 0));
    }
    List<Vehicle> vehicles = shown.subList(0, n);
    for (int i = 0; i < n; i++) {
      int at = i * FLOATS_PER_VEHICLE;
      Vehicle v = vehicles.get(i);
      v.position.set(ghost[at], ghost[at + 1], ghost[at + 2]);
      v.velocity.set(ghost[at + 3], ghost[at + 4], ghost[at + 5]);
    }
    return vehicles;
  }

  /**
   * The HUD's line: how far apart the runs are, and vehicle {@code chosen}'s speed in each.
   */
  String hudLine(List<Vehicle> live, int chosen, int liveStep) {
    settle();
    float[] ghost = at(liveStep);
    if (ghost == null) {
      return "ghost: forked at step " + forkStep + " (not at this step) — y hides, z drops";
    }
    compare(live, liveStep);
    if (buildBefore != null) {
      return buildHudLine(live, chosen, ghost);
    }
    StringBuilder line = new StringBuilder(String.format(
        "ghost (the run before your change at step %d): apart %.1f px on average, %.1f px"
            + " at most", forkStep, meanApart, mostApart));
    int at = chosen * FLOATS_PER_VEHICLE;
    if (chosen < live.size() && at + FLOATS_PER_VEHICLE <= ghost.length) {
      float ghostSpeed = new PVector(ghost[at + 3], ghost[at + 4], ghost[at + 5]).mag();
      line.append(String.format("; vehicle %d speed %.2f, ghost %.2f", chosen,
          live.get(chosen).velocity.mag(), ghostSpeed));
    }
    return line.append(" — y hides, z drops").toString();
  }

  /**
   * After a save: what the edit changed, e.g. "after your edit: vehicle 0's top speed 2.00
   * (before 4.00), speed 1.98 (before 3.95); drifted 38.2 px on average, 61.0 px at most".
   */
  private String buildHudLine(List<Vehicle> live, int chosen, float[] ghost) {
    StringBuilder line = new StringBuilder("after your edit:");
    int at = chosen * FLOATS_PER_VEHICLE;
    if (chosen < live.size() && at + FLOATS_PER_VEHICLE <= ghost.length) {
      Vehicle v = live.get(chosen);
      float ghostSpeed = new PVector(ghost[at + 3], ghost[at + 4], ghost[at + 5]).mag();
      line.append(String.format(" vehicle %d's top speed %.2f (before %.2f), speed %.2f"
          + " (before %.2f);", chosen, v.maxspeed, buildBefore.topSpeed(chosen),
          v.velocity.mag(), ghostSpeed));
    }
    line.append(mostApart == 0 ? " the same run as before"
        : String.format(" drifted %.1f px on average, %.1f px at most", meanApart, mostApart));
    return line.append(" — y hides the run before, z drops it").toString();
  }

  /** The ghost's vehicles at its newest step: position and velocity, x y z each. */
  public float[] newest() {
    settle();
    return kept.getLast();
  }

  /** The largest distance between paired vehicles at the last comparison. */
  public float mostApart() {
    return mostApart;
  }

  /** The ghost's vehicles at {@code liveStep}, or null where it has none kept. */
  private float[] at(int liveStep) {
    int index = liveStep - firstKept;
    if (index < 0 || index >= kept.size()) {
      return null;
    }
    Iterator<float[]> it = index < kept.size() / 2 ? kept.iterator() : kept.descendingIterator();
    int skip = index < kept.size() / 2 ? index : kept.size() - 1 - index;
    for (int i = 0; i < skip; i++) {
      it.next();
    }
    return it.next();
  }

  /** Each vehicle's position and velocity, x y z each: what a ghost keeps of a step. */
  static float[] positions(List<Vehicle> vehicles) {
    float[] out = new float[vehicles.size() * FLOATS_PER_VEHICLE];
    for (int i = 0; i < vehicles.size(); i++) {
      Vehicle v = vehicles.get(i);
      int at = i * FLOATS_PER_VEHICLE;
      out[at] = v.position.x;
      out[at + 1] = v.position.y;
      out[at + 2] = v.position.z;
      out[at + 3] = v.velocity.x;
      out[at + 4] = v.velocity.y;
      out[at + 5] = v.velocity.z;
    }
    return out;
  }
}
