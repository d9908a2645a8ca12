package sketchbook.render;

/**
 * The size of a sketch's world, which the window shows beside its side panel: what a renderer
 * drawing into the window's own canvas cuts its marks at.
 */
public interface WorldSize {

  int worldWidth();

  int worldHeight();
}
