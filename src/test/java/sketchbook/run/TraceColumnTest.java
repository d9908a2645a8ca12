package sketchbook.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A sketch's own trace columns follow the usual ones, in the header and in every row. */
class TraceColumnTest {

  @TempDir
  Path temp;

  @Test
  void aSketchsColumnsEndTheHeaderAndEachRow() throws IOException {
    Path csv = temp.resolve("trace.csv");
    Vehicle v = new Vehicle(1, 2);
    v.mass = 3;
    TraceWriter trace = new TraceWriter(csv.toFile(), List.of(
        new TraceColumn("mass", vehicle -> vehicle.mass),
        new TraceColumn("double_r", vehicle -> 2 * vehicle.r)));
    trace.write(7, List.of(v));
    trace.finish();

    assertEquals(List.of(TraceWriter.HEADER + ",mass,double_r",
        "7,0,1.0,2.0,0.0,0.0,0.0,0.0,3.0,12.0"), Files.readAllLines(csv));
  }

  @Test
  void aColumnNeedsANameThatKeepsTheCsvWhole() {
    assertThrows(IllegalArgumentException.class, () -> new TraceColumn("a,b", v -> 0));
    assertThrows(IllegalArgumentException.class, () -> new TraceColumn("", v -> 0));
    assertThrows(IllegalArgumentException.class, () -> new TraceColumn("x", null));
  }
}
