package sketchbook;

import java.io.BufferedWriter;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import steering.Vehicle;

/**
 * Writes {@code --trace FILE.csv}: a header {@code frame,vehicle,x,y,vx,vy,fx,fy} and one row
 * per vehicle per simulated frame, where (fx, fy) is the steering force applied that frame.
 * Numbers are written with {@link Float#toString(float)}, which reads back to the same float.
 */
public final class TraceWriter implements AutoCloseable {

  public static final String HEADER = "frame,vehicle,x,y,vx,vy,fx,fy";

  private final File file;
  private final BufferedWriter out;

  public TraceWriter(File file) throws IOException {
    this.file = file;
    File folder = file.getAbsoluteFile().getParentFile();
    if (folder != null) {
      Files.createDirectories(folder.toPath());
    }
    out = Files.newBufferedWriter(file.toPath());
    out.write(HEADER);
    out.newLine();
  }

  public void write(int frame, List<Vehicle> vehicles) throws IOException {
    for (int i = 0; i < vehicles.size(); i++) {
      Vehicle v = vehicles.get(i);
      out.write(frame + "," + i + "," + v.position.x + "," + v.position.y + ","
          + v.velocity.x + "," + v.velocity.y + "," + v.steering.x + "," + v.steering.y);
      out.newLine();
    }
  }

  public File file() {
    return file;
  }

  @Override
  public void close() throws IOException {
    out.close();
  }
}
