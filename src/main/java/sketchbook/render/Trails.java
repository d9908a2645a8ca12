package sketchbook.render;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.ToIntFunction;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.Palette;
import sketchbook.Tuning;
import steering.Vehicle;

/**
 * The "seek path" each vehicle leaves behind, as in the steering tutorials, in a lighter shade
 * of the vehicle's own colour ({@link #colorFor}).
 *
 * <p>Kept: the last {@link #LENGTH} positions of every vehicle; in a crowd the trails share
 * {@link #MOST_POINTS} positions (20,000 vehicles keep 10 each), so memory is bounded by the
 * total, not by the number of vehicles or the length of the run.
 *
 * <p>Drawn: not point by point each frame (that cost grows with the trails' length) but on a
 * world-sized {@link TrailLayer} kept between frames, which the frame shows with one image copy.
 * Each frame adds only each vehicle's newest move to the layer, and takes away the pixels last
 * drawn by a move that has left the trail (older than its kept positions), so a trail still ends
 * where its last {@code length} positions end, as it always did. A frame's cost grows with the
 * number of vehicles and the size of the world, never with the length of the trails. Fading the
 * layer a little each frame was the other way, but it changes how a trail looks along its whole
 * length; redrawing the layer from the kept points every few frames costs in proportion to them.
 *
 * <p>A vehicle that leaves, a change of crowd size, a new size of world or a frame not shown
 * redraws the layer from the kept positions, once.
 */
public final class Trails {

  /** Positions kept per vehicle, when there are few. */
  public static final int LENGTH = 400;
  /** Positions kept in all: about 8 MB, whatever the number of vehicles. */
  public static final int MOST_POINTS = 200_000;
  /** Even in the largest crowd a trail shows where its vehicle came from. */
  static final int SHORTEST = 2;
  /**
   * Two positions farther apart than this are a jump (a vehicle put back at the start of its
   * path), not a move: the trail breaks there. No frame moves farther, as maxspeed stays at or
   * below {@link Tuning#MAX_MAXSPEED}.
   */
  static final float JUMP = 2 * Tuning.MAX_MAXSPEED;
  /** How far a trail's colour goes from its vehicle's fill towards the paper. */
  static final float LIGHTEN = 0.4f;

  /** In the order the vehicles came, so overlapping trails draw the same way every run. */
  private final Map<Vehicle, ArrayDeque<PVector>> trails = new LinkedHashMap<>();
  /** Positions each trail keeps now ({@link #lengthFor}). */
  private int length = LENGTH;
  /** record() calls since the last clear(). */
  private int recorded;
  /** {@link #recorded} when the layers were last brought up to date; -1: draw them again. */
  private int drawnTo = -1;
  private TrailLayer layer;

  /** Appends each vehicle's position and forgets vehicles that are gone. */
  public void record(Collection<Vehicle> vehicles) {
    if (trails.size() > vehicles.size() || !trails.keySet().containsAll(vehicles)) {
      Set<Vehicle> current = Collections.newSetFromMap(new IdentityHashMap<>());
      current.addAll(vehicles);
      if (trails.keySet().retainAll(current)) {   // in one pass: a list's is quadratic
        drawnTo = -1;
      }
    }
    int newLength = lengthFor(vehicles.size());
    if (newLength != length) {
      length = newLength;
      drawnTo = -1;
    }
    for (Vehicle v : vehicles) {
      ArrayDeque<PVector> trail = trails.computeIfAbsent(v, k -> new ArrayDeque<>());
      while (trail.size() >= length) {
        trail.removeFirst();
      }
      trail.addLast(v.position.copy());
    }
    recorded++;
  }

  /** Positions each of {@code vehicles} trails keeps: LENGTH, or a share of MOST_POINTS. */
  static int lengthFor(int vehicles) {
    return Math.max(SHORTEST, Math.min(LENGTH, MOST_POINTS / Math.max(1, vehicles)));
  }

  /** Forgets every trail: the next display starts from empty layers. */
  public void clear() {
    trails.clear();
    recorded = 0;
    drawnTo = -1;
  }

  /** Points held for this vehicle (for tests and the HUD). */
  public int size(Vehicle v) {
    ArrayDeque<PVector> trail = trails.get(v);
    return trail == null ? 0 : trail.size();
  }

  /** Points held in all: never more than {@link #MOST_POINTS} or LENGTH × vehicles. */
  public int points() {
    int sum = 0;
    for (ArrayDeque<PVector> trail : trails.values()) {
      sum += trail.size();
    }
    return sum;
  }

  /**
   * Draws the trails on {@code g} over a world of {@code width} × {@code height}, each in
   * {@code colorOf(vehicle)}; brings the layer up to date first (this mutates it).
   */
  public void display(PGraphics g, int width, int height, ToIntFunction<Vehicle> colorOf) {
    if (layer == null || layer.width != width || layer.height != height) {
      layer = new TrailLayer(width, height);
      drawnTo = -1;
    }
    if (drawnTo != recorded) {
      update(colorOf);
      drawnTo = recorded;
    }
    layer.drawOnto(g);
  }

  /** As above, every trail in one colour. */
  public void display(PGraphics g, int width, int height, int color) {
    display(g, width, height, v -> color);
  }

  /**
   * One frame on: the newest move of every trail, and away with the moves that left. A move is
   * numbered by the frame of its newer end; of a trail of {@code length} positions recorded up
   * to frame {@code recorded}, the oldest move kept ends at {@code recorded - length + 2}.
   */
  private void update(ToIntFunction<Vehicle> colorOf) {
    boolean fromKept = drawnTo < 0 || recorded - drawnTo > 1;
    if (fromKept) {
      layer.clear();
    } else {
      layer.expire(recorded - length + 2);
    }
    for (Map.Entry<Vehicle, ArrayDeque<PVector>> entry : trails.entrySet()) {
      ArrayDeque<PVector> trail = entry.getValue();
      int color = colorOf.applyAsInt(entry.getKey());
      if (fromKept) {
        drawAll(trail, color);
      } else if (trail.size() >= 2) {
        Iterator<PVector> fromEnd = trail.descendingIterator();
        PVector to = fromEnd.next();
        drawMove(fromEnd.next(), to, color, recorded);
      }
    }
  }

  /** Every move of the trail, oldest first, each numbered by the frame it was made in. */
  private void drawAll(ArrayDeque<PVector> trail, int color) {
    int frame = recorded - trail.size();
    PVector previous = null;
    for (PVector p : trail) {
      frame++;
      if (previous != null) {
        drawMove(previous, p, color, frame);
      }
      previous = p;
    }
  }

  /** The move from {@code from} to {@code to}, unless it is a jump: there the trail breaks. */
  private void drawMove(PVector from, PVector to, int color, int frame) {
    if (PVector.dist(from, to) <= JUMP) {
      layer.move(from.x, from.y, to.x, to.y, color, frame);
    }
  }

  /**
   * The colour of a vehicle's trail: the orange of the tutorials for the plain vehicle grey (a
   * light grey trail would hardly show on the paper, and would blur into a grey crowd), else the
   * vehicle's own fill, lightened.
   */
  public static int colorFor(int fill) {
    return fill == Palette.VEHICLE ? Palette.TRAIL : lighter(fill);
  }

  /** {@code fill} taken {@link #LIGHTEN} of the way to the paper, channel by channel; opaque. */
  public static int lighter(int fill) {
    int rgb = 0;
    for (int shift = 16; shift >= 0; shift -= 8) {
      int from = fill >> shift & 0xFF;
      int to = Palette.PAPER >> shift & 0xFF;
      rgb |= Math.round(from + (to - from) * LIGHTEN) << shift;
    }
    return 0xFF000000 | rgb;
  }

  /** The layer the frame shows (null before the first display), for tests. */
  TrailLayer layer() {
    return layer;
  }
}
