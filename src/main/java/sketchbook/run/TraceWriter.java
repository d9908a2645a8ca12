package sketchbook.run;

import java.io.BufferedWriter;
import java.io.File;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import steering.Vehicle;

/**
 * Writes {@code --trace FILE.csv}: a header {@code frame,vehicle,x,y,vx,vy,fx,fy} and one row
 * per vehicle per simulated frame, where (fx, fy) is the steering force applied that frame; a
 * sketch's own {@link TraceColumn}s follow, named in the header after those.
 * Numbers are written with {@link Float#toString(float)}, which reads back to the same float.
 *
 * <p>A run ended from outside (Ctrl-C, {@code kill}, {@code timeout}) still leaves a CSV that
 * ends on a whole frame: a shutdown hook flushes and closes the file, and a frame's rows are
 * written as one piece the hook cannot cut. The file is written in place, so a symbolic link
 * is followed and the file's permissions stay; a named pipe is refused, because opening one
 * waits for a reader before the first frame.
 */
public final class TraceWriter implements AutoCloseable {

  public static final String HEADER = "frame,vehicle,x,y,vx,vy,fx,fy";
  /** The file-type bits of a Unix mode, and their value for a named pipe (FIFO). */
  private static final int TYPE_BITS = 0170000;
  private static final int FIFO = 0010000;

  private final File file;
  private final List<TraceColumn> columns;
  private final BufferedWriter out;
  private final Thread onShutdown = new Thread(this::closeQuietly, "trace-close");
  private boolean closed;

  public TraceWriter(File file) throws IOException {
    this(file, List.of());
  }

  /** A trace whose rows end with {@code columns}, in their order. */
  public TraceWriter(File file, List<TraceColumn> columns) throws IOException {
    this.file = file;
    this.columns = List.copyOf(columns);
    File folder = file.getAbsoluteFile().getParentFile();
    if (folder != null) {
      Files.createDirectories(folder.toPath());
    }
    if (isPipe(file.toPath())) {
      throw new FileSystemException(file.getPath(), null, "is a named pipe; the trace would"
          + " wait for a reader before the first frame: name a regular file");
    }
    out = Files.newBufferedWriter(file.toPath());
    StringBuilder header = new StringBuilder(HEADER);
    this.columns.forEach(c -> header.append(',').append(c.name()));
    out.write(header.toString());
    out.newLine();
    Runtime.getRuntime().addShutdownHook(onShutdown);
  }

  /** One row per vehicle for {@code frame}, all or none of them once the program is ending. */
  public synchronized void write(int frame, List<Vehicle> vehicles) throws IOException {
    if (closed) {
      return;  // the program is ending: the shutdown hook has closed the file
    }
    StringBuilder rows = new StringBuilder();
    for (int i = 0; i < vehicles.size(); i++) {
      Vehicle v = vehicles.get(i);
      rows.append(frame).append(',').append(i).append(',').append(v.position.x).append(',')
          .append(v.position.y).append(',').append(v.velocity.x).append(',')
          .append(v.velocity.y).append(',').append(v.steering.x).append(',')
          .append(v.steering.y);
      for (TraceColumn c : columns) {
        rows.append(',').append((float) c.value().applyAsDouble(v));
      }
      rows.append(System.lineSeparator());
    }
    out.write(rows.toString());
  }

  public File file() {
    return file;
  }

  @Override
  public synchronized void close() throws IOException {
    if (closed) {
      return;
    }
    closed = true;
    try {
      Runtime.getRuntime().removeShutdownHook(onShutdown);
    } catch (IllegalStateException shuttingDown) {
      // called from the hook itself, or while the program ends: nothing to unregister
    }
    out.close();
  }

  private void closeQuietly() {
    try {
      close();
    } catch (IOException e) {
      // the program is ending; the run has already reported any earlier write problem
    }
  }

  private static boolean isPipe(Path path) {
    try {
      return ((Integer) Files.getAttribute(path, "unix:mode") & TYPE_BITS) == FIFO;
    } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
      return false;  // no such file yet, or no Unix modes here
    }
  }
}
