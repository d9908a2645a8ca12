package hideandinterpose;

import java.util.List;
import processing.core.PVector;
import sketchbook.panel.BoardView;
import sketchbook.panel.WhiteboardDrawing;
import sketchbook.render.Palette;
import steering.Hide;
import steering.Interpose;
import steering.Obstacle;
import steering.Pursuit;
import steering.Vehicle;

/**
 * Hide and interpose's part of the whiteboard (b), for one vehicle's last step, worked out just
 * before it by the code the vehicles steer by ({@link Hide}, {@link Interpose}). The hider: the
 * circle it chose, centre − hunter (the hunter itself often off the panel), (radius + distance)
 * · away from the centre out to the spot, and the spot's sum with the step's numbers. The interposer: hunter and hider, each one's
 * velocity · T out to where it will be, and the midpoint of the two it arrives at. The book's
 * spot and midpoint are worked out beside the code's, and a difference is marked: edit the
 * formula and the board shows what the edit asked for.
 */
final class HideBoard {

  /** The board shows this much more than the points it draws. */
  static final float ROOM = 1.15f;
  /** The code's and the book's point agree within this many pixels (float rounding). */
  static final float AGREE = 0.01f;

  /**
   * The hider's step: where it and the hunter were, the circle whose spot it chose (null with
   * no circle), the distance beyond the edge, the code's spot, how many circles it chose from.
   */
  record Hiding(Vehicle hider, PVector position, PVector hunter, Obstacle circle,
      float distance, PVector spot, int circles) {

    /** Works out the hider's spot now, with the code it steers by. */
    static Hiding of(Vehicle hider, Vehicle hunter, List<Obstacle> obstacles, float distance) {
      PVector spot = Hide.bestHidingSpot(hider, hunter, obstacles, distance);
      return new Hiding(hider, hider.position.copy(), hunter.position.copy(),
          circleOf(spot, hunter.position, obstacles, distance), distance, spot,
          obstacles.size());
    }

    /**
     * The circle whose hiding spot, by the code's own {@link Hide#hidingSpot}, is
     * {@code spot} (or nearest to it); a copy, or null when there is no spot.
     */
    private static Obstacle circleOf(PVector spot, PVector hunter, List<Obstacle> obstacles,
        float distance) {
      Obstacle chosen = null;
      float nearest = Float.POSITIVE_INFINITY;
      for (Obstacle obstacle : spot == null ? List.<Obstacle>of() : obstacles) {
        float off = PVector.dist(Hide.hidingSpot(obstacle, hunter, distance), spot);
        if (off < nearest) {
          nearest = off;
          chosen = new Obstacle(obstacle.position.x, obstacle.position.y, obstacle.radius);
        }
      }
      return chosen;
    }
  }

  /**
   * The interposer's step: where it, the hunter and the hider were, T, where the two will be
   * T frames on, and the code's point between them.
   */
  record Interposing(Vehicle interposer, PVector position, PVector hunter, PVector hider,
      float frames, PVector hunterAhead, PVector hiderAhead, PVector aim) {

    /** Works out the interposer's point now, with the code it steers by. */
    static Interposing of(Vehicle interposer, Vehicle hunter, Vehicle hider) {
      float frames = Interpose.lookAhead(interposer, hunter, hider);
      return new Interposing(interposer, interposer.position.copy(), hunter.position.copy(),
          hider.position.copy(), frames, Pursuit.futurePosition(hunter, frames),
          Pursuit.futurePosition(hider, frames),
          Interpose.predictedMidpoint(interposer, hunter, hider));
    }
  }

  private HideBoard() {
  }

  /**
   * The board's picture of {@code v}'s last step: the hunter's arrows, {@code hunting} saying
   * what it does; the hider's or the interposer's step, if it is v's.
   */
  static void draw(BoardView view, Vehicle v, Vehicle hunter, Hiding hiding,
      Interposing interposing, String hunting) {
    if (v == hunter) {
      WhiteboardDrawing.arrows(view, v);
      view.note(0, "the hunter: " + hunting, Palette.INK);
    } else if (hiding != null && hiding.hider() == v) {
      drawHiding(view, hiding);
    } else if (interposing != null && interposing.interposer() == v) {
      drawInterposing(view, interposing);
    } else {
      view.note(0, "press . to step: the board shows a step", Palette.INK);
    }
  }

  private static void drawHiding(BoardView view, Hiding s) {
    if (s.circle() == null) {
      frame(view, s.position(), s.hunter());
      view.dot(s.hunter(), Palette.PURSUER, "hunter");
      view.line(s.hunter(), s.position(), HideAndInterpose.SIGHT_COLOR);
      view.note(0, "no circle to hide behind: evade", Palette.INK);
      return;
    }
    Obstacle circle = s.circle();
    PVector centre = circle.position;
    // round the circle, its spot and the hider; the hunter, often far off, by its direction
    PVector edge = new PVector(circle.radius, circle.radius);
    frame(view, s.position(), s.spot(), PVector.add(centre, edge), PVector.sub(centre, edge));
    view.circle(centre, circle.radius, Palette.PATH_LINE,
        String.format("radius %.0f", circle.radius));
    view.arrow(s.hunter(), centre, HideAndInterpose.SIGHT_COLOR, "centre − hunter");
    view.dot(s.hunter(), Palette.PURSUER, "hunter");
    view.arrow(centre, s.spot(), HideAndInterpose.SPOT_COLOR,
        String.format("(%.0f + %.0f) · away", circle.radius, s.distance()));
    view.dot(s.spot(), HideAndInterpose.SPOT_COLOR, "spot");
    view.arrow(s.position(), s.spot(), Palette.DESIRED, "arrive");
    // the book's spot, to set beside the code's: never drawn, never steers
    PVector away = PVector.sub(centre, s.hunter()).normalize();
    PVector book = PVector.add(centre, PVector.mult(away, circle.radius + s.distance()));
    view.note(3, "spot = centre + (radius + d) · away", Palette.INK);
    view.note(2, String.format("away = unit(centre − hunter) = (%.2f, %.2f)", away.x, away.y),
        Palette.INK);
    view.note(1, String.format("= (%.0f, %.0f) + %.0f · away = (%.0f, %.0f)", centre.x,
        centre.y, circle.radius + s.distance(), book.x, book.y), Palette.INK);
    boolean same = PVector.dist(s.spot(), book) <= AGREE;
    String chosen = s.circles() == 1 ? "the one circle's spot"
        : String.format("the nearest of %d spots", s.circles());
    view.note(0, same ? chosen + ": arrive" : String.format("your code: (%.0f, %.0f) instead",
        s.spot().x, s.spot().y), same ? Palette.INK : Palette.STEERING);
  }

  private static void drawInterposing(BoardView view, Interposing s) {
    frame(view, s.position(), s.hunter(), s.hider(), s.hunterAhead(), s.hiderAhead(), s.aim());
    view.line(s.hunterAhead(), s.hiderAhead(), HideAndInterpose.MIDPOINT_COLOR);
    view.dot(s.hunter(), Palette.PURSUER, "a: hunter");
    view.dot(s.hider(), HideAndInterpose.SPOT_COLOR, "b: hider");
    view.arrow(s.hunter(), s.hunterAhead(), Palette.VELOCITY, "velocity · T");
    view.arrow(s.hider(), s.hiderAhead(), Palette.VELOCITY, "velocity · T");
    view.dot(s.aim(), HideAndInterpose.MIDPOINT_COLOR, "midpoint");
    view.arrow(s.position(), s.aim(), Palette.DESIRED, "arrive");
    // the book's point, to set beside the code's: never drawn, never steers
    PVector book = PVector.add(s.hunterAhead(), s.hiderAhead()).mult(0.5f);
    PVector mid = PVector.add(s.hunter(), s.hider()).mult(0.5f);
    float distance = PVector.dist(mid, s.position());
    view.note(3, "T = |mid − self| / maxspeed, mid = (a + b) / 2", Palette.INK);
    view.note(2, String.format("= %.1f / %.2f = %.1f frames", distance,
        s.interposer().maxspeed, s.frames()), Palette.INK);
    view.note(1, "aim = ((a + va · T) + (b + vb · T)) / 2", Palette.INK);
    boolean same = PVector.dist(s.aim(), book) <= AGREE;
    view.note(0, same ? String.format("= (%.0f, %.0f): arrive", book.x, book.y)
        : String.format("your code: (%.0f, %.0f), the book's: (%.0f, %.0f)", s.aim().x,
            s.aim().y, book.x, book.y), same ? Palette.INK : Palette.STEERING);
  }

  /** Frames the view round all the points. */
  private static void frame(BoardView view, PVector... points) {
    PVector low = new PVector(Float.MAX_VALUE, Float.MAX_VALUE);
    PVector high = new PVector(-Float.MAX_VALUE, -Float.MAX_VALUE);
    for (PVector p : points) {
      low.set(Math.min(low.x, p.x), Math.min(low.y, p.y));
      high.set(Math.max(high.x, p.x), Math.max(high.y, p.y));
    }
    view.frame(PVector.lerp(low, high, 0.5f), Math.max(high.x - low.x, high.y - low.y) / 2
        * ROOM);
  }
}
