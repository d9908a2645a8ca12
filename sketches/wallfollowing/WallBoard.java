package wallfollowing;

import java.util.List;
import processing.core.PVector;
import sketchbook.panel.BoardView;
import sketchbook.panel.WhiteboardDrawing;
import sketchbook.render.Palette;
import steering.Containment;
import steering.Feelers;
import steering.Vehicle;
import steering.WallFollower;
import steering.WallLayout;

/**
 * A WallFollowing vehicle's part of the whiteboard (b), for its last step, worked out just
 * before it by the code the vehicle steers by. A feeler vehicle: its three feelers, the one
 * deepest through a wall, and the push along the wall's normal, the code's numbers beside
 * Buckland's {@code normal × depth} (× the scale); a probe vehicle: its probes and the way back
 * in; a follower: the wall, the offset line, and the desired velocity beside Reynolds'
 * {@code tangent × maxspeed + normal × (offset − distance) × correction}. The book's numbers are
 * worked out here on their own: a difference from the code's is marked (your code: ...).
 */
final class WallBoard {

  /** The code's and the book's vectors agree within this much (rounding). */
  static final float AGREE = 1e-4f;
  /** The board shows at least this many pixels round the vehicle. */
  static final float REACH = 60;
  /** Room round the drawing, as a share of what it must show. */
  static final float ROOM = 1.2f;

  private WallBoard() {
  }

  /**
   * One vehicle's step: its role, where it was and how fast, and what its role's code saw:
   * the feelers' tips and hits, the probes and the breach, or the wall followed; and the
   * desired velocity the code made (null when it asked for no force).
   */
  record Step(Vehicle vehicle, Role role, PVector position, PVector velocity, float maxspeed,
      float maxforce, PVector[] tips, List<Feelers.Hit> hits, Feelers.Hit deepest,
      PVector[] probes, Containment.Breach breach, WallFollower.Follow follow, float offset,
      PVector desired) {

    /** Works the step out now, with the code the vehicle steers by. */
    static Step of(Vehicle v, Role role, WallLayout walls, float feelerLength, float offset) {
      PVector[] tips = new PVector[0];
      List<Feelers.Hit> hits = List.of();
      Feelers.Hit deepest = null;
      PVector[] probes = new PVector[0];
      Containment.Breach breach = null;
      WallFollower.Follow follow = null;
      PVector desired = null;
      switch (role) {
        case FEELERS -> {
          tips = Feelers.tips(v, feelerLength);
          hits = Feelers.hits(v, walls, feelerLength);
          deepest = Feelers.deepest(hits);
          desired = deepest == null ? null : Feelers.desiredVelocity(v, deepest);
        }
        case PROBES -> {
          probes = Containment.probes(v, Containment.REACH);
          breach = Containment.breach(v, walls, Containment.REACH);
          desired = breach == null ? null : Containment.desiredVelocity(v, breach);
        }
        case FOLLOWER -> {
          follow = WallFollower.follow(v, walls);
          desired = follow == null ? null : WallFollower.desiredVelocity(v, follow, offset);
        }
      }
      return new Step(v, role, v.position.copy(), v.velocity.copy(), v.maxspeed, v.maxforce,
          tips, hits, deepest, probes, breach, follow, offset, desired);
    }
  }

  /** The book's push for a feeler's hit: wall normal × depth × the scale. */
  static PVector bookPush(Feelers.Hit hit) {
    return PVector.mult(hit.normal(), hit.depth() * Feelers.PENETRATION_SCALE);
  }

  /** The book's desired velocity for a follower: t × maxspeed + n × (offset − d) × c, setMag. */
  static PVector bookFollow(Step step) {
    WallFollower.Follow f = step.follow();
    PVector desired = PVector.mult(f.tangent(), step.maxspeed());
    desired.add(PVector.mult(f.normal(), (step.offset() - f.distance())
        * WallFollower.CORRECTION));
    return desired.setMag(step.maxspeed());
  }

  /** The board for {@code v}: its arrows, and its role's geometry and numbers when known. */
  static void draw(BoardView view, Vehicle v, Step step) {
    if (step == null || step.vehicle() != v) {
      WhiteboardDrawing.arrows(view, v);
      return;
    }
    switch (step.role()) {
      case FEELERS -> drawFeelers(view, step);
      case PROBES -> drawProbes(view, step);
      case FOLLOWER -> drawFollower(view, step);
    }
  }

  private static void drawFeelers(BoardView view, Step step) {
    PVector at = step.position();
    float reach = REACH;
    for (PVector tip : step.tips()) {
      reach = Math.max(reach, PVector.dist(at, tip) * ROOM);
    }
    view.frame(at, reach);
    for (PVector tip : step.tips()) {
      view.line(at, tip, WallDebug.FEELER);
    }
    for (Feelers.Hit hit : step.hits()) {
      view.line(PVector.sub(hit.wall().from, at).limit(2 * reach).add(at),
          PVector.sub(hit.wall().to, at).limit(2 * reach).add(at), WallDebug.WALL);
      view.line(hit.point(), hit.tip(), WallDebug.PENETRATION);
    }
    Feelers.Hit hit = step.deepest();
    if (hit == null) {
      view.vector(at, step.velocity(), view.velocityScale(), Palette.VELOCITY, "velocity");
      view.note(0, "no feeler through a wall: no force", Palette.INK);
      return;
    }
    String[] names = {"ahead", "left", "right"};
    view.dot(hit.point(), WallDebug.PENETRATION, String.format("depth %.1f", hit.depth()));
    PVector code = PVector.sub(step.desired(), step.velocity());
    PVector book = bookPush(hit);
    BoardView.VectorScale forces = view.fitScale(BoardView.FORCES,
        Math.max(code.mag(), book.mag()));
    view.vector(hit.point(), code, forces, Palette.STEERING, "push");
    view.note(2, String.format("%s: %.1f px past a wall (%d hit)", names[hit.feeler()],
        hit.depth(), step.hits().size()), Palette.INK);
    if (PVector.dist(code, book) <= AGREE) {
      view.note(1, String.format("n (%.2f, %.2f) × %.1f × %.2f", hit.normal().x,
          hit.normal().y, hit.depth(), Feelers.PENETRATION_SCALE), Palette.INK);
      view.note(0, String.format("= push (%.3f, %.3f), max %.2f", code.x, code.y,
          step.maxforce()), Palette.STEERING);
    } else {
      view.note(1, String.format("your code: push (%.3f, %.3f)", code.x, code.y), Palette.INK);
      view.note(0, String.format("the book's: (%.3f, %.3f)", book.x, book.y), Palette.INK);
    }
  }

  private static void drawProbes(BoardView view, Step step) {
    PVector at = step.position();
    view.frame(at, Math.max(REACH, Containment.REACH * ROOM));
    for (PVector probe : step.probes()) {
      view.line(at, probe, WallDebug.FEELER);
    }
    Containment.Breach breach = step.breach();
    if (breach == null) {
      for (PVector probe : step.probes()) {
        view.dot(probe, WallDebug.PROBE_IN, null);
      }
      view.vector(at, step.velocity(), view.velocityScale(), Palette.VELOCITY, "velocity");
      view.note(0, "every probe inside: no force", Palette.INK);
      return;
    }
    for (int i = 0; i < breach.probes().size(); i++) {
      view.dot(breach.probes().get(i), WallDebug.PROBE_OUT, "out");
      view.dot(breach.surfaces().get(i), WallDebug.WALL, null);
      view.line(breach.probes().get(i), breach.surfaces().get(i), WallDebug.PROBE_OUT);
    }
    BoardView.VectorScale velocities = view.velocityScale();
    view.vector(at, step.velocity(), velocities, Palette.VELOCITY, "velocity");
    view.vector(at, step.desired(), velocities, Palette.DESIRED, "desired");
    view.note(2, String.format("%d of %d probes out; normals summed",
        breach.probes().size(), step.probes().length), Palette.INK);
    view.note(1, String.format("inward (%.2f, %.2f): its part across",
        breach.inward().x, breach.inward().y), Palette.INK);
    view.note(0, String.format("desired (%.2f, %.2f) at maxspeed %.1f", step.desired().x,
        step.desired().y, step.maxspeed()), Palette.DESIRED);
  }

  private static void drawFollower(BoardView view, Step step) {
    WallFollower.Follow f = step.follow();
    PVector at = step.position();
    if (f == null) {
      view.frame(at, REACH);
      view.note(0, "no walls: nothing to follow", Palette.INK);
      return;
    }
    view.frame(at, Math.max(REACH, Math.max(PVector.dist(at, f.point()),
        PVector.dist(at, f.predicted())) * ROOM));
    PVector along = PVector.mult(f.tangent(), 2 * REACH);
    view.line(PVector.sub(f.point(), along), PVector.add(f.point(), along), WallDebug.WALL);
    PVector onLine = WallFollower.onOffsetLine(f, step.offset());
    view.line(PVector.sub(onLine, along), PVector.add(onLine, along), WallDebug.OFFSET_LINE);
    view.dot(f.point(), WallDebug.WALL, "nearest");
    view.dot(f.predicted(), WallDebug.FEELER, "predicted");
    BoardView.VectorScale velocities = view.velocityScale();
    view.vector(at, step.velocity(), velocities, Palette.VELOCITY, "velocity");
    view.vector(at, step.desired(), velocities, Palette.DESIRED, "desired");
    float error = step.offset() - f.distance();
    view.note(2, String.format("d %.1f px, kept %.0f: kept − d = %.1f", f.distance(),
        step.offset(), error), Palette.INK);
    PVector book = bookFollow(step);
    if (PVector.dist(book, step.desired()) <= AGREE) {
      view.note(1, String.format("t × %.1f + n × %.1f × %.2f, setMag", step.maxspeed(), error,
          WallFollower.CORRECTION), Palette.INK);
      view.note(0, String.format("desired (%.2f, %.2f)", step.desired().x,
          step.desired().y), Palette.DESIRED);
    } else {
      view.note(1, String.format("your code: desired (%.2f, %.2f)", step.desired().x,
          step.desired().y), Palette.INK);
      view.note(0, String.format("the book's: (%.2f, %.2f)", book.x, book.y), Palette.INK);
    }
  }
}
