package sketchbook;

import processing.event.MouseEvent;

/**
 * Which mouse events reach the sketch. The window is the world plus the side panel: a press,
 * move or drag over the panel belongs to the panel, and a gesture that starts in the world
 * stays the sketch's until its release, even if the mouse wanders over the panel meanwhile.
 */
final class MouseRouting {

  private boolean pressInWorld;

  /** Mutates the press state: true when {@code event} belongs to a world {@code worldWidth} wide. */
  boolean inWorld(MouseEvent event, int worldWidth) {
    int action = event.getAction();
    boolean overWorld = event.getX() < worldWidth;
    if (action == MouseEvent.PRESS) {
      pressInWorld = overWorld;
    }
    boolean world = action == MouseEvent.RELEASE ? pressInWorld
        : overWorld && (action != MouseEvent.DRAG || pressInWorld);
    if (action == MouseEvent.RELEASE) {
      pressInWorld = false;
    }
    return world;
  }
}
