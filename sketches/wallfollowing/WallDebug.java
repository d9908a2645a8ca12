package wallfollowing;

import java.util.List;
import processing.core.PGraphics;
import processing.core.PVector;
import sketchbook.panel.LegendItem;
import sketchbook.panel.LegendItem.Mark;
import sketchbook.render.Palette;
import steering.Containment;
import steering.Feelers;
import steering.Vehicle;
import steering.WallFollower;
import steering.WallLayout;
import steering.WallSegment;

/**
 * WallFollowing's drawing: the walls (and the one being dragged), and under r each vehicle's
 * own geometry, worked out by the code it steers by: a feeler vehicle's three feelers, where
 * they meet a wall and how far past it they reach; a probe vehicle's probes, in or out, and the
 * way back in; a follower's prediction, the wall it follows and the offset line along it.
 */
final class WallDebug {

  static final float WALL_WEIGHT = 3;
  static final float PENETRATION_WEIGHT = 3;
  static final float FOLLOWED_WEIGHT = 5;
  static final float DOT = 6;
  /** The colours of the marks, one definition each. */
  static final int WALL = Palette.INK;
  static final int FEELER = Palette.PATH_LINE;
  static final int PENETRATION = Palette.STEERING;
  static final int PROBE_IN = Palette.DESIRED;
  static final int PROBE_OUT = Palette.STEERING;
  static final int FOLLOWED = Palette.RADIUS;
  static final int OFFSET_LINE = Palette.VELOCITY;

  static final List<LegendItem> LEGEND = List.of(
      new LegendItem("feeler: ahead, and two at 45° half as long", FEELER, Mark.LINE),
      new LegendItem("penetration: a feeler past a wall", PENETRATION, Mark.LINE),
      new LegendItem("probe inside the closed shapes", PROBE_IN, Mark.DOT),
      new LegendItem("probe outside, and its way back in", PROBE_OUT, Mark.DOT),
      new LegendItem("the wall a follower follows", FOLLOWED, Mark.BAND),
      new LegendItem("offset line: the follow distance from it", OFFSET_LINE, Mark.LINE));

  private WallDebug() {
  }

  /** Every wall; the wall being dragged from {@code from} to {@code to}, if any. */
  static void drawWalls(PGraphics g, WallLayout walls, PVector from, PVector to) {
    g.pushStyle();
    g.stroke(WALL);
    g.strokeWeight(WALL_WEIGHT);
    g.strokeCap(PGraphics.ROUND);
    for (WallSegment wall : walls.segments()) {
      g.line(wall.from.x, wall.from.y, wall.to.x, wall.to.y);
    }
    if (from != null && to != null) {
      g.stroke(FEELER);
      g.strokeWeight(1);
      g.line(from.x, from.y, to.x, to.y);
    }
    g.popStyle();
  }

  /** What {@code v}'s role looks for, as its code sees it now. */
  static void draw(PGraphics g, Vehicle v, Role role, WallLayout walls, float feelerLength,
      float offset) {
    g.pushStyle();
    switch (role) {
      case FEELERS -> drawFeelers(g, v, walls, feelerLength);
      case PROBES -> drawProbes(g, v, walls);
      case FOLLOWER -> drawFollowed(g, v, walls, offset);
    }
    g.popStyle();
  }

  private static void drawFeelers(PGraphics g, Vehicle v, WallLayout walls, float length) {
    g.stroke(FEELER);
    g.strokeWeight(1);
    for (PVector tip : Feelers.tips(v, length)) {
      g.line(v.position.x, v.position.y, tip.x, tip.y);
    }
    for (Feelers.Hit hit : Feelers.hits(v, walls, length)) {
      g.stroke(PENETRATION);
      g.strokeWeight(PENETRATION_WEIGHT);
      g.line(hit.point().x, hit.point().y, hit.tip().x, hit.tip().y);
      g.noStroke();
      g.fill(PENETRATION);
      g.circle(hit.point().x, hit.point().y, DOT);
    }
  }

  private static void drawProbes(PGraphics g, Vehicle v, WallLayout walls) {
    PVector[] probes = Containment.probes(v, Containment.REACH);
    Containment.Breach breach = Containment.breach(v, walls, Containment.REACH);
    g.strokeWeight(1);
    for (PVector probe : probes) {
      boolean in = !walls.hasInside() || walls.inside(probe);
      g.stroke(FEELER);
      g.line(v.position.x, v.position.y, probe.x, probe.y);
      g.noStroke();
      g.fill(in ? PROBE_IN : PROBE_OUT);
      g.circle(probe.x, probe.y, DOT);
    }
    if (breach != null) {
      g.stroke(PROBE_OUT);
      for (int i = 0; i < breach.probes().size(); i++) {
        PVector probe = breach.probes().get(i);
        PVector surface = breach.surfaces().get(i);
        g.line(probe.x, probe.y, surface.x, surface.y);
      }
    }
  }

  private static void drawFollowed(PGraphics g, Vehicle v, WallLayout walls, float offset) {
    WallFollower.Follow follow = WallFollower.follow(v, walls);
    if (follow == null) {
      return;
    }
    WallSegment wall = follow.wall();
    g.stroke(FOLLOWED);
    g.strokeWeight(FOLLOWED_WEIGHT);
    g.line(wall.from.x, wall.from.y, wall.to.x, wall.to.y);
    // the offset line: the wall moved the follow distance out, on the vehicle's side
    PVector out = PVector.mult(wall.normalToward(v.position), offset);
    g.stroke(OFFSET_LINE);
    g.strokeWeight(1);
    g.line(wall.from.x + out.x, wall.from.y + out.y, wall.to.x + out.x, wall.to.y + out.y);
    g.stroke(FEELER);
    g.line(v.position.x, v.position.y, follow.predicted().x, follow.predicted().y);
    g.line(follow.predicted().x, follow.predicted().y, follow.point().x, follow.point().y);
    g.noStroke();
    g.fill(OFFSET_LINE);
    g.circle(follow.predicted().x, follow.predicted().y, DOT);
  }
}
