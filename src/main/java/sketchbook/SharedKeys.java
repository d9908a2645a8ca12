package sketchbook;

import sketchbook.controls.KeyTable;
import sketchbook.controls.Switches;
import sketchbook.render.ArrowKind;
import sketchbook.run.RunKeys;
import sketchbook.run.SketchRun;

/**
 * The keys every sketch has, bound before the sketch's own: the display switches, pause and
 * step, screenshots, the controls, plots and whiteboard, the tuning keys (rows of the
 * {@link ParameterTable}) and reset. One table ({@link KeyTable}) drives the keys, the help
 * overlay, the control panel's switches and the benchmark's list of switches.
 */
public final class SharedKeys {

  private SharedKeys() {
  }

  public static void bind(SteeringSketch sketch, SketchRun run) {
    Switches show = sketch.show;
    KeyTable keys = sketch.keys;
    keys.bindSwitch('d', ArrowKind.DESIRED.label + " arrows",
            () -> show.desired = !show.desired, () -> show.desired)
        .bindSwitch('f', ArrowKind.FORCE.label + " ×" + (int) ArrowKind.FORCE.scale
                + ", then tip to tail ×" + (int) ArrowKind.TIP_TO_TAIL.scale + ", then off",
            () -> nextSteeringView(show), () -> show.force || show.steeringTipToTail)
        .bindSwitch('v', ArrowKind.VELOCITY.label + " arrows",
            () -> show.velocity = !show.velocity, () -> show.velocity);
    if (sketch.hasDebugGeometry()) {
      keys.bindSwitch('r', "radii and debug geometry", () -> show.radii = !show.radii,
          () -> show.radii);
    }
    keys.bindSwitch('t', "trails", run::toggleTrails, () -> show.trails)
        .bind('h', "this help", () -> show.help = !show.help)
        .bind(RunKeys.PAUSE, "pause / resume", run::togglePause)
        .bind(RunKeys.STEP, "one frame forward (paused; hold: scrub)", run::requestStep)
        .bind(RunKeys.STEP_BACK, "one frame back (paused; hold: scrub)", run::requestStepBack)
        .bind(RunKeys.GHOST_SHOWN, "ghost (the run before a change): show, hide",
            run::toggleGhost)
        .bind(RunKeys.GHOST_DROPPED, "drop the ghost", run::dropGhost)
        .bind(RunKeys.SCREENSHOT, "screenshot into screenshots/", run::requestScreenshot)
        .bind('\t', "on-screen controls: sliders and switches",
            () -> show.controls = !show.controls)
        .bind('g', "live plots: speed and steering against their limits",
            () -> show.plots = !show.plots)
        .bind('b', "whiteboard: one vehicle's step drawn (click another)",
            sketch.whiteboard::toggle);
    sketch.parameters.addFactors(run.tuning, sketch.vehicles);
    sketch.parameters.bindFactorKeys(keys);
    keys.bind('0', "reset the scene and every value", () -> {
      sketch.parameters.reset();
      sketch.restart();
    });
  }

  /** f cycles: off, then arrows from each vehicle, then tip to tail, then off again. */
  private static void nextSteeringView(Switches show) {
    boolean wasOff = !show.force && !show.steeringTipToTail;
    show.steeringTipToTail = show.force;
    show.force = wasOff;
  }
}
