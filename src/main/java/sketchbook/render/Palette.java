package sketchbook.render;

import java.util.List;

/** The sketchbook's colours (ARGB), shared so every sketch and its legend agree. */
public final class Palette {

  private Palette() {
  }

  public static final int PAPER = 0xFFF6F4EE;
  public static final int INK = 0xFF2B2B2B;
  public static final int VEHICLE = 0xFF7F8C99;
  public static final int TARGET = 0xFF2B2B2B;
  /** The orange "seek path" of the tutorials. */
  public static final int TRAIL = 0xFFF08C1E;
  public static final int DESIRED = 0xFF2E9E4F;
  public static final int STEERING = 0xFFD6332C;
  public static final int VELOCITY = 0xFF2F6FD0;
  public static final int RADIUS = 0x552F6FD0;
  public static final int PATH_BAND = 0x33595F66;
  public static final int PATH_LINE = 0xFF595F66;
  public static final int HUD_BACK = 0xCCFFFFFF;
  /** The ghost: the run before the learner's change, faded under the live one. */
  public static final int GHOST = 0x667F8C99;
  public static final int GHOST_TRAIL = 0x55595F66;
  /** What stopped the sketch (a build's errors, an exception): a dark box over the scene. */
  public static final int PROBLEM_BACK = 0xEE2B2B2B;
  public static final int PROBLEM_TEXT = 0xFFF6F4EE;
  /** The box's first line, what happened, and the caret under an error's column. */
  public static final int PROBLEM_TITLE = 0xFFFF8A80;

  // Demo vehicles: hues no arrow, trail, target or path uses (PaletteTest keeps them apart),
  // dark enough to read on PAPER, and still seen when lightened for their trails.

  /** Violet: Seek's vehicle that does not steer; an exercise's vehicles without its fix. */
  public static final int NO_STEERING = 0xFF7B3FC4;
  /** Magenta: Seek's fast, nimble cheetah. */
  public static final int CHEETAH = 0xFFB8338F;
  /** Olive: Seek's slow, heavy turtle. */
  public static final int TURTLE = 0xFF7A7A12;
  /** The hunter of PursueEvade and of the pursue exercise: the cheetah's magenta. */
  public static final int PURSUER = CHEETAH;
  /** The hunted: the turtle's olive. */
  public static final int QUARRY = TURTLE;
  /** The time-step exercise's vehicles that move only every few frames. */
  public static final int CHOPPY = TURTLE;

  // Evolution: the food and poison, the genes drawn for them, and health from full to none.

  /** Green: food, a food gene's arrow and circle, a creature in full health. */
  public static final int FOOD = 0xFF3A9A3A;
  /** Red: poison, a poison gene's arrow and circle, a creature about to starve. */
  public static final int POISON = 0xFFC8322A;
  /**
   * A creature's health in five steps, from none (POISON's red) to full (FOOD's green): the
   * colours a quarter of the way apart between the two, so each shade is one of the palette's.
   */
  public static final List<Integer> HEALTH = List.of(POISON, 0xFFA44C2E, 0xFF816632,
      0xFF5E8036, FOOD);
  /** ScalarProjection's vector a, the one projected: the cheetah's magenta. */
  public static final int VECTOR_A = CHEETAH;
  /** ScalarProjection's vector b, projected onto: the turtle's olive. */
  public static final int VECTOR_B = TURTLE;
}
