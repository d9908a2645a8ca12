package sketches;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
import sketchbook.render.Trails;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The soak: each sketch runs headless for {@value #DEFAULT_FRAMES} frames with every display
 * switch on (arrows d f v, radii r, trails t, help h; in Seek also the n and c demo vehicles)
 * and {@value #DEFAULT_VEHICLES} vehicles. It must end with every vehicle finite, every trail
 * bounded, and a heap after GC that does not grow with the frame count.
 *
 * <p>Too slow for {@code mvn test}: run it with {@code mvn test -Psoak}. The frame and vehicle
 * counts may be changed with {@code -Dsoak.frames=N -Dsoak.vehicles=N}, and the sketches shared
 * between JVMs with {@code -Dsoak.shard=i/n}.
 */
@Tag("soak")
class SoakTest {

  static final int DEFAULT_FRAMES = 100_000;
  static final int DEFAULT_VEHICLES = 10;
  /** The heap is first measured here, once trails are full and every cache is warm. */
  static final int WARM_FRAMES = 10_000;
  /**
   * Growth allowed between the first and the last measurement. One leaked 16-byte object per
   * frame over 90,000 frames would be 1.4 MB, so a real leak cannot hide under it; a full GC
   * measures the same live heap to within a few hundred kB.
   */
  static final long ALLOWED_GROWTH_BYTES = 1 << 20;
  static final String EVERY_SWITCH = "dfvrthnc";

  /**
   * {@code -Dsoak.shard=i/n}: only the sketches whose place in {@link SketchKind#every()} is
   * i modulo n, so n JVMs can share the sketches (each still runs its own sketches one after
   * another and measures its own heap). Without it, every sketch.
   */
  static List<SketchKind> kinds() {
    String shard = System.getProperty("soak.shard", "0/1");
    String[] parts = shard.split("/");
    int n = parts.length == 2 ? Integer.parseInt(parts[1].trim()) : 0;
    int i = parts.length == 2 ? Integer.parseInt(parts[0].trim()) : -1;
    if (n < 1 || i < 0 || i >= n) {
      throw new IllegalArgumentException("soak.shard must be i/n with 0 <= i < n but got '"
          + shard + "'");
    }
    List<SketchKind> every = SketchKind.every();
    List<SketchKind> mine = new ArrayList<>();
    for (int place = 0; place < every.size(); place++) {
      if (place % n == i) {
        mine.add(every.get(place));
      }
    }
    return mine;
  }

  @ParameterizedTest
  @MethodSource("kinds")
  void aLongRunEndsFiniteWithABoundedHeap(SketchKind kind) {
    int frames = Integer.getInteger("soak.frames", DEFAULT_FRAMES);
    int vehicles = Integer.getInteger("soak.vehicles", DEFAULT_VEHICLES);
    SteeringSketch sketch = kind.startOffscreen("--frames", String.valueOf(frames),
        "--vehicles", String.valueOf(vehicles), "--keys", EVERY_SWITCH);
    int warm = Math.min(WARM_FRAMES, frames / 10);

    long start = System.nanoTime();
    List<String> report = new ArrayList<>();
    Offscreen.frames(sketch, warm);
    long warmHeap = heapAfterGc();
    report.add(warm + " frames: " + warmHeap / 1024 + " kB");
    long lastHeap = warmHeap;
    int drawn = warm;
    int checkpoint = Math.max(1, (frames - warm) / 3);
    while (drawn < frames) {
      int n = Math.min(checkpoint, frames - drawn);
      Offscreen.frames(sketch, n);
      drawn += n;
      lastHeap = heapAfterGc();
      report.add(drawn + " frames: " + lastHeap / 1024 + " kB");
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    System.out.printf("soak %s, %d vehicles: %s; %.1f s (%.2f ms a frame)%n", kind,
        Offscreen.vehicles(sketch).size(), String.join(", ", report), seconds,
        seconds * 1000 / frames);

    assertTrue(sketch.finished(), kind + " reached its last frame");
    for (Vehicle v : Offscreen.vehicles(sketch)) {
      assertTrue(Float.isFinite(v.position.x) && Float.isFinite(v.position.y)
          && Float.isFinite(v.velocity.x) && Float.isFinite(v.velocity.y)
          && Float.isFinite(v.steering.x) && Float.isFinite(v.steering.y),
          kind + " vehicle ends finite: " + v.position + " " + v.velocity);
      assertTrue(sketch.trails().size(v) <= Trails.LENGTH, "trail bounded");
      assertTrue(sketch.trails().size(v) > 0, "trails were on and recorded");
    }
    assertTrue(lastHeap - warmHeap <= ALLOWED_GROWTH_BYTES, kind + " heap grew from "
        + warmHeap / 1024 + " kB to " + lastHeap / 1024 + " kB: " + report);
  }

  /** Used heap after a full collection (a few, until it stops shrinking). */
  static long heapAfterGc() {
    MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    long used = Long.MAX_VALUE;
    for (int i = 0; i < 5; i++) {
      System.gc();
      long now = memory.getHeapMemoryUsage().getUsed();
      if (now >= used) {
        return Math.min(now, used);
      }
      used = now;
    }
    return used;
  }
}
