package sketchbook;

/**
 * The keys every sketch has, bound before the sketch's own: the display switches, pause and
 * step, screenshots, the tuning keys and reset. One table ({@link KeyTable}) drives the keys,
 * the help overlay and the benchmark's list of switches.
 */
final class SharedKeys {

  private SharedKeys() {
  }

  static void bind(SteeringSketch sketch, SketchRun run) {
    Switches show = sketch.show;
    KeyTable keys = sketch.keys;
    keys.bindSwitch('d', ArrowKind.DESIRED.label + " arrows",
            () -> show.desired = !show.desired, () -> show.desired)
        .bindSwitch('f', ArrowKind.FORCE.label + " arrows (scaled ×"
                + (int) ArrowKind.FORCE.scale + ")",
            () -> show.force = !show.force, () -> show.force)
        .bindSwitch('v', ArrowKind.VELOCITY.label + " arrows",
            () -> show.velocity = !show.velocity, () -> show.velocity);
    if (sketch.hasDebugGeometry()) {
      keys.bindSwitch('r', "radii and debug geometry (on at the start)", () -> show.radii = !show.radii,
          () -> show.radii);
    }
    keys.bindSwitch('t', "trails", run::toggleTrails, () -> show.trails)
        .bind('h', "this help", () -> show.help = !show.help)
        .bind(' ', "pause / resume", run::togglePause)
        .bind('.', "one frame forward (while paused)", run::requestStep)
        .bind('s', "screenshot into screenshots/", run::requestScreenshot)
        .bind('[', "lower maxspeed", () -> tune(sketch, 1 / Tuning.TUNING_STEP, 1))
        .bind(']', "raise maxspeed", () -> tune(sketch, Tuning.TUNING_STEP, 1))
        .bind(';', "lower maxforce", () -> tune(sketch, 1, 1 / Tuning.TUNING_STEP))
        .bind('\'', "raise maxforce", () -> tune(sketch, 1, Tuning.TUNING_STEP))
        .bind('0', "reset the scene and what the keys tuned", () -> {
          run.tuning.reset();
          sketch.restart();
        });
  }

  private static void tune(SteeringSketch sketch, float speedFactor, float forceFactor) {
    sketch.run.tuning.scale(sketch.vehicles, speedFactor, forceFactor);
  }
}
