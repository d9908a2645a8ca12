package sketchbook.run;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import steering.Vehicle;
import steering.files.ReplacedFile;

/**
 * Writes {@code --trace FILE.csv}: a header {@code frame,vehicle,x,y,vx,vy,fx,fy} and one row
 * per vehicle per simulated frame, where (fx, fy) is the steering force applied that frame; a
 * sketch's own {@link TraceColumn}s follow, named in the header after those.
 * Numbers are written with {@link Float#toString(float)}, which reads back to the same float.
 *
 * <p>The rows go to a part file beside the name ({@link PartFile}), which replaces it only at
 * the end of the run ({@link #finish}): a run that fails, or a write that fails (a full disk),
 * drops the part ({@link #abandon}) and leaves the user's old trace as it was. As for the
 * other files a run writes, a symbolic link is followed (the file it points to is replaced), a
 * replaced file keeps its permissions, and a folder, a named pipe or a block device is refused.
 * A character device ({@code /dev/null}, a terminal) holds nothing to lose: it is written to
 * directly.
 *
 * <p>A run ended from outside (Ctrl-C, {@code kill}, {@code timeout}) is an end: a shutdown
 * hook finishes the trace, which then ends on a whole frame, because a frame's rows are
 * written as one piece the hook cannot cut.
 */
public final class TraceWriter {

  public static final String HEADER = "frame,vehicle,x,y,vx,vy,fx,fy";
  /** The file-type bits of a Unix mode, and their values for a named pipe and a device. */
  private static final int TYPE_BITS = 0170000;
  private static final int FIFO = 0010000;
  private static final int CHARACTER_DEVICE = 0020000;
  /** What {@link #fileType} says of a file that is not there, or of a system without modes. */
  private static final int UNKNOWN_TYPE = -1;

  /** The writer of the rows over the file's stream; a test's may fail, as a full disk would. */
  interface Output {
    Writer over(OutputStream stream);
  }

  private final File file;
  private final List<TraceColumn> columns;
  /** The file the part replaces at the end; null when the rows go straight to a device. */
  private final Path destination;
  private final Path part;
  /** Closed on its own as well: a writer whose last flush fails leaves its stream open. */
  private final OutputStream stream;
  private final Writer out;
  private final Thread onShutdown = new Thread(this::finishQuietly, "trace-finish");
  private boolean ended;

  public TraceWriter(File file) throws IOException {
    this(file, List.of());
  }

  /** A trace whose rows end with {@code columns}, in their order; its folder must exist. */
  public TraceWriter(File file, List<TraceColumn> columns) throws IOException {
    this(file, columns,
        stream -> new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8)));
  }

  TraceWriter(File file, List<TraceColumn> columns, Output output) throws IOException {
    this.file = file;
    this.columns = List.copyOf(columns);
    int type = fileType(file.toPath());
    if (type == FIFO) {
      throw new FileSystemException(file.getPath(), null, "is a named pipe; the trace would"
          + " wait for a reader before the first frame: name a regular file");
    }
    destination = type == CHARACTER_DEVICE ? null : ReplacedFile.destination(file);
    part = destination == null ? null : PartFile.create(destination);
    try {
      stream = Files.newOutputStream(part == null ? file.toPath() : part);
    } catch (IOException e) {
      deleteQuietly(part);
      throw e;
    }
    out = output.over(stream);
    try {
      out.write(header());
    } catch (IOException e) {
      drop();
      throw e;
    }
    Runtime.getRuntime().addShutdownHook(onShutdown);
  }

  private String header() {
    StringBuilder header = new StringBuilder(HEADER);
    columns.forEach(c -> header.append(',').append(c.name()));
    return header.append(System.lineSeparator()).toString();
  }

  /** One row per vehicle for {@code frame}, all or none of them once the program is ending. */
  public synchronized void write(int frame, List<Vehicle> vehicles) throws IOException {
    if (ended) {
      return;  // the program is ending: the shutdown hook has finished the trace
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

  /** The end of the run: the rows written replace the file named. Later calls do nothing. */
  public synchronized void finish() throws IOException {
    if (!end()) {
      return;
    }
    try {
      try {
        out.close();
      } finally {
        stream.close();
      }
      if (part != null) {
        ReplacedFile.moveIntoPlace(part, destination);
      }
    } finally {
      deleteQuietly(part);  // moved: nothing to delete; failed: no half trace left behind
    }
  }

  /** A run that failed, or a write that did: the part goes, the file named stays as it was. */
  public synchronized void abandon() {
    if (end()) {
      drop();
    }
  }

  private void drop() {
    closeQuietly(out);
    closeQuietly(stream);
    deleteQuietly(part);
  }

  /** Marks the trace ended; false when it already was. */
  private boolean end() {
    if (ended) {
      return false;
    }
    ended = true;
    try {
      Runtime.getRuntime().removeShutdownHook(onShutdown);
    } catch (IllegalStateException shuttingDown) {
      // called from the hook itself, or while the program ends: nothing to unregister
    }
    return true;
  }

  private void finishQuietly() {
    try {
      finish();
    } catch (IOException e) {
      // the program is ending and no one is left to tell; the old trace stays as it was
    }
  }

  private static void closeQuietly(Closeable closeable) {
    try {
      closeable.close();
    } catch (IOException e) {
      // the write that failed is the problem reported; its file is dropped anyway
    }
  }

  private static void deleteQuietly(Path path) {
    if (path != null) {
      try {
        Files.deleteIfExists(path);
      } catch (IOException e) {
        // a hidden part file left over is removed by a later run (PartFile)
      }
    }
  }

  /** The Unix file type of {@code path}, a link followed; {@link #UNKNOWN_TYPE} when unknown. */
  private static int fileType(Path path) {
    try {
      return (Integer) Files.getAttribute(path, "unix:mode") & TYPE_BITS;
    } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
      return UNKNOWN_TYPE;  // no such file yet, or no Unix modes here
    }
  }
}
