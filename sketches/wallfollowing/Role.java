package wallfollowing;

import sketchbook.render.Palette;

/** What a vehicle of WallFollowing does about the walls, and the fill it is drawn with. */
enum Role {
  /** Wanders, and Buckland's three feelers push it off any wall they go through. */
  FEELERS("feelers", Palette.VEHICLE),
  /** Wanders, and Reynolds' probes keep it inside the closed shapes. */
  PROBES("probes", Palette.CHEETAH),
  /** Keeps its distance from the nearest wall and goes along it (Reynolds). */
  FOLLOWER("follower", Palette.TURTLE);

  /** The role's name in the HUD, the trace and the whiteboard. */
  final String label;
  final int fill;

  Role(String label, int fill) {
    this.label = label;
    this.fill = fill;
  }
}
