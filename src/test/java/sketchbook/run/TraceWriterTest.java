package sketchbook.run;

import java.io.BufferedWriter;
import java.io.FilterWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import steering.Vehicle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The trace goes to a part file and replaces the file named only at the end of the run; a run
 * that fails, or a write that fails (a full disk), leaves the old trace as it was and no part.
 */
class TraceWriterTest {

  static final String OLD = "the user's earlier trace\n";
  static final String NO_SPACE = "No space left on device";

  @TempDir
  Path temp;

  @Test
  void theOldTraceStaysUntilTheEndAndIsThenReplaced() throws IOException {
    Path csv = Files.writeString(temp.resolve("run.csv"), OLD);
    TraceWriter trace = new TraceWriter(csv.toFile());
    trace.write(1, List.of(new Vehicle(1, 2)));

    assertEquals(OLD, Files.readString(csv), "untouched while the run goes on");
    assertEquals(1, partFiles().size(), "the rows are in a part file beside it");

    trace.finish();
    assertEquals(List.of(TraceWriter.HEADER, "1,0,1.0,2.0,0.0,0.0,0.0,0.0"),
        Files.readAllLines(csv));
    assertEquals(List.of(), partFiles(), "the part became the trace");
  }

  @Test
  void aFailedRunLeavesTheOldTraceAsItWas() throws IOException {
    Path csv = Files.writeString(temp.resolve("run.csv"), OLD);
    TraceWriter trace = new TraceWriter(csv.toFile());
    trace.write(1, List.of(new Vehicle(1, 2)));

    trace.abandon();
    trace.finish();   // an end that comes after the failure changes nothing

    assertEquals(OLD, Files.readString(csv));
    assertEquals(List.of(), partFiles());
  }

  @Test
  void aWriteThatFailsMidRunLeavesTheOldTraceAndNoPart() throws IOException {
    Path csv = Files.writeString(temp.resolve("run.csv"), OLD);
    // room for the header and a row or two, as a disk about to fill up
    int room = 3 * TraceWriter.HEADER.length();
    TraceWriter trace = new TraceWriter(csv.toFile(), List.of(), stream -> fullAfter(stream, room));
    List<Vehicle> crowd = Stream.generate(() -> new Vehicle(1, 2)).limit(10).toList();

    IOException e = assertThrows(IOException.class, () -> trace.write(1, crowd));
    trace.abandon();   // as RunFiles does with a trace that failed

    assertEquals(NO_SPACE, e.getMessage());
    assertEquals(OLD, Files.readString(csv), "the old trace, not one cut mid-row");
    assertEquals(List.of(), partFiles());
  }

  @Test
  void aTraceThatCannotBeCompletedAtTheEndLeavesTheOldOneAndNoPart() throws IOException {
    Path csv = Files.writeString(temp.resolve("run.csv"), OLD);
    TraceWriter trace = new TraceWriter(csv.toFile(), List.of(),
        stream -> new FilterWriter(writer(stream)) {
          @Override
          public void close() throws IOException {
            super.close();
            throw new IOException(NO_SPACE);   // the last rows did not fit
          }
        });
    trace.write(1, List.of(new Vehicle(1, 2)));

    IOException e = assertThrows(IOException.class, trace::finish);

    assertEquals(NO_SPACE, e.getMessage());
    assertEquals(OLD, Files.readString(csv));
    assertEquals(List.of(), partFiles());
  }

  @Test
  void aPartThatCannotTakeTheHeaderIsNotLeftBehind() throws IOException {
    Path csv = Files.writeString(temp.resolve("run.csv"), OLD);

    assertThrows(IOException.class,
        () -> new TraceWriter(csv.toFile(), List.of(), stream -> fullAfter(stream, 0)));

    assertEquals(OLD, Files.readString(csv));
    assertEquals(List.of(), partFiles());
  }

  @Test
  void aLinkIsFollowedAndStays() throws IOException {
    Path real = Files.writeString(temp.resolve("real.csv"), OLD);
    Path link = Files.createSymbolicLink(temp.resolve("link.csv"), real.getFileName());
    TraceWriter trace = new TraceWriter(link.toFile());
    trace.write(1, List.of(new Vehicle(1, 2)));
    trace.finish();

    assertTrue(Files.isSymbolicLink(link), "the link stays a link");
    assertEquals(TraceWriter.HEADER, Files.readAllLines(real).get(0), "its file is the trace");
  }

  /** A writer to {@code stream} that takes {@code room} characters, then fails as a full disk. */
  private static FilterWriter fullAfter(OutputStream stream, int room) {
    return new FilterWriter(writer(stream)) {
      private int written;

      @Override
      public void write(String text, int off, int len) throws IOException {
        written += len;
        if (written > room) {
          throw new IOException(NO_SPACE);
        }
        super.write(text, off, len);
      }
    };
  }

  private static Writer writer(OutputStream stream) {
    return new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8));
  }

  private List<Path> partFiles() throws IOException {
    try (Stream<Path> files = Files.list(temp)) {
      return files.filter(p -> p.getFileName().toString().endsWith(".part")).toList();
    }
  }
}
