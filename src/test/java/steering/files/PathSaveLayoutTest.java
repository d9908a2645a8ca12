package steering.files;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;

@DisplayName("A saved path is laid out like the bundled files and loads back exactly")
class PathSaveLayoutTest {

  @TempDir
  Path temp;

  @Test
  @DisplayName("one line per setting and per point; whole numbers without .0")
  void compactLayout() throws IOException {
    steering.Path path = new steering.Path(24);
    path.addPoint(200, 100);
    path.addPoint(600.5f, 100);
    path.addPoint(700, -3.25f);
    File file = temp.resolve("drawn-0001.json").toFile();

    PathFile.save(path, file);

    assertEquals("""
        {
          "radius": 24,
          "closed": false,
          "points": [
            [200, 100],
            [600.5, 100],
            [700, -3.25]
          ]
        }
        """, Files.readString(file.toPath()));
  }

  @Test
  @DisplayName("tiny, huge and fractional coordinates come back as the same floats")
  void roundTrip() {
    steering.Path path = new steering.Path(7.125f);
    path.closed = true;
    float[] xs = {0.1f, 1e-30f, 123456.79f, 9.9e17f, -1e7f, 33};
    for (float x : xs) {
      path.addPoint(x, -x);
    }
    File file = temp.resolve("odd.json").toFile();
    PathFile.save(path, file);

    steering.Path loaded = PathFile.load(file);
    assertEquals(path.radius, loaded.radius);
    assertEquals(path.closed, loaded.closed);
    assertEquals(path.points.size(), loaded.points.size());
    for (int i = 0; i < xs.length; i++) {
      PVector p = loaded.points.get(i);
      assertEquals(Float.floatToIntBits(xs[i]), Float.floatToIntBits(p.x), "x of point " + i);
      assertEquals(Float.floatToIntBits(-xs[i]), Float.floatToIntBits(p.y), "y of point " + i);
    }
  }
}
