package sketchbook;

import java.awt.Point;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import sketchbook.reload.Builds;
import sketchbook.reload.CompileError;
import sketchbook.reload.Handover;
import sketchbook.reload.LiveSketch;
import sketchbook.run.InputLogException;
import sketchbook.run.InputLogFile;
import sketchbook.run.SketchRun.Problem;

/**
 * A sketch in a window whose sources are watched (save and see), as the watcher sees it: it
 * hands its run over to a new build, shows a build's errors over its scene, and once replaced
 * becomes the new build's ghost. What crosses between builds is Java's own types only.
 */
final class LiveWindow implements LiveSketch {

  /** How long a sketch has to reach the end of a frame, for a hand-over. */
  private static final long FRAME_WAIT_SECONDS = 5;
  /** The most errors of a build the window lists (the terminal gets them all). */
  private static final int ERRORS_SHOWN = 4;

  private final SteeringSketch sketch;
  /** What closing the window does besides closing it; null: the program ends. */
  private final Runnable afterClose;
  /** Counted down once this sketch's window has stopped drawing: then it can be a ghost. */
  private final CountDownLatch windowStopped = new CountDownLatch(1);
  /** Counted down at the end of the sketch's first frame. */
  private final CountDownLatch firstFrame = new CountDownLatch(1);

  LiveWindow(SteeringSketch sketch, Runnable afterClose) {
    this.sketch = sketch;
    this.afterClose = afterClose;
    sketch.run.atFrameEnd(firstFrame::countDown);
    if (afterClose != null) {
      sketch.whenClosed(() -> {
        sketch.disposeWindow();
        afterClose.run();
      });
    }
  }

  @Override
  public Handover handOver(Path inputLog) {
    CompletableFuture<Handover> handover = new CompletableFuture<>();
    sketch.run.atFrameEnd(() -> {
      try {
        sketch.run.hold();
        InputLogFile.write(sketch.run.inputLog(), inputLog);
        Point at = sketch.windowOnScreen();
        handover.complete(new Handover(sketch.getClass().getName(), sketch.commandLine,
            inputLog, sketch.run.stepToHandOver(), sketch.paused(), at == null ? 0 : at.x,
            at == null ? 0 : at.y, afterClose));
      } catch (InputLogException | RuntimeException e) {
        handover.completeExceptionally(e);
      }
    });
    return waitFor(handover, "hand its run over");
  }

  @Override
  public void building(String what) {
    sketch.run.atFrameEnd(() -> sketch.run.say(what));
  }

  @Override
  public void check(Builds builds) {
    ExerciseCheck.run(builds, sketch);
  }

  @Override
  public LiveSketch lastGoodRun() {
    LiveSketch before = sketch.run.buildNotYetCaughtUpWith();
    return before != null ? before : this;
  }

  @Override
  public void showBuildErrors(List<CompileError> errors) {
    List<String> lines = new ArrayList<>();
    for (CompileError error : errors.subList(0, Math.min(ERRORS_SHOWN, errors.size()))) {
      lines.add(error.headline());
      lines.add(error.lineText());
      lines.add(error.caretLine());
    }
    if (errors.size() > ERRORS_SHOWN) {
      lines.add("… and " + (errors.size() - ERRORS_SHOWN) + " more (all in the terminal)");
    }
    String title = (errors.size() == 1 ? "Your edit does not compile"
        : "Your edit does not compile (" + errors.size() + " errors)")
        + ": the sketch waits on its last good frame; save a fix to go on";
    sketch.run.showProblem(new Problem(title, lines));
  }

  @Override
  public void showStartFailure(String line) {
    sketch.run.showProblem(new Problem("The new build could not start: the sketch waits here;"
        + " save a fix to go on", List.of(line)));
  }

  @Override
  public void replaced() {
    sketch.whenClosed(sketch::disposeWindow);   // no exit: the new build's window is open
    sketch.run.atFrameEnd(() -> {
      sketch.run.handedOver();
      windowStopped.countDown();
      sketch.exit();
    });
  }

  @Override
  public float[] stepAsGhost(String input) {
    try {
      if (!windowStopped.await(FRAME_WAIT_SECONDS, TimeUnit.SECONDS)) {
        throw new IllegalStateException("the build before did not stop drawing");
      }
      return sketch.run.stepAsGhostOfNewerBuild(input);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    } catch (InputLogException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  @Override
  public boolean awaitFirstFrame(long millis) {
    try {
      return firstFrame.await(millis, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  @Override
  public Object sketch() {
    return sketch;
  }

  @Override
  public float topSpeed(int index) {
    return index < sketch.vehicles.size() ? sketch.vehicles.get(index).maxspeed : Float.NaN;
  }

  private <T> T waitFor(CompletableFuture<T> result, String what) {
    try {
      return result.get(FRAME_WAIT_SECONDS, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(sketch.name() + " was interrupted", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException(sketch.name() + " could not " + what + ": "
          + e.getCause().getMessage(), e);
    } catch (TimeoutException e) {
      throw new IllegalStateException(sketch.name() + " did not " + what + " within "
          + FRAME_WAIT_SECONDS + " s (its window closed?)", e);
    }
  }
}
