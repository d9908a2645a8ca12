package pathfollowing;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import steering.files.PathFileException;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The path files PathFollowing and CrowdPathFollowing go round: the first that loads, broken
 * ones skipped with the reason (the first in the HUD, each in the terminal), p to the next
 * that loads, all the way round.
 */
class PathFileCycleTest {

  static final String GOOD = "{\"radius\": 20, \"points\": [[30, 300], [790, 300]]}";
  static final String OTHER = "{\"radius\": 12, \"points\": [[0, 0], [100, 100]]}";
  static final String BROKEN = "{\"radius\": 20, \"points\": [[30, 300]]}";
  static final String ONE_POINT = ": a path needs at least two points, found 1";

  @TempDir
  Path folder;

  final List<String> said = new ArrayList<>();

  @Test
  void startsOnTheFirstThatLoadsAndSaysWhatItSkipped() throws IOException {
    Path broken = write("a-broken.json", BROKEN);
    write("b-good.json", GOOD);
    write("c-broken.json", BROKEN);
    PathFileCycle cycle = new PathFileCycle("Crowd", said::add);

    String printed = printed(() -> assertEquals(20, cycle.loadFirst(folder.toFile(), null).radius));

    assertEquals("b-good.json", cycle.current().getName());
    assertEquals(List.of("skipped " + broken + ONE_POINT), said);
    assertEquals("Crowd: skipped " + broken + ONE_POINT, printed.strip());
  }

  @Test
  void nextGoesRoundPastTheBrokenFiles() throws IOException {
    write("a-good.json", GOOD);
    Path broken = write("b-broken.json", BROKEN);
    write("c-other.json", OTHER);
    PathFileCycle cycle = new PathFileCycle("Crowd", said::add);
    cycle.loadFirst(folder.toFile(), null);

    assertEquals(12, cycle.next().radius);   // a → b (broken, said) → c
    assertEquals("c-other.json", cycle.current().getName());
    assertEquals(List.of(broken + ONE_POINT), said);
    assertEquals(20, cycle.next().radius);   // c → a, round the end
    assertEquals("a-good.json", cycle.current().getName());
  }

  @Test
  void nextIsNullWhenNothingLoadsAnyMore() throws IOException {
    Path only = write("a-good.json", GOOD);
    PathFileCycle cycle = new PathFileCycle("Crowd", said::add);
    cycle.loadFirst(folder.toFile(), null);
    Files.writeString(only, BROKEN);

    assertNull(cycle.next());
    assertEquals(List.of(only + ONE_POINT), said);
    assertEquals("a-good.json", cycle.current().getName());
  }

  @Test
  void aBrokenChosenFileStopsTheStartAndSoDoesAFolderWhereNothingLoads() throws IOException {
    write("a-good.json", GOOD);
    Path chosen = write("mine.json", BROKEN);
    PathFileException e = assertThrows(PathFileException.class, () ->
        new PathFileCycle("Crowd", said::add).loadFirst(folder.toFile(), chosen.toFile()));
    assertEquals(chosen + ONE_POINT, e.getMessage());

    Files.delete(chosen);
    Path broken = write("a-good.json", BROKEN);
    e = assertThrows(PathFileException.class, () -> printed(() ->
        new PathFileCycle("Crowd", said::add).loadFirst(folder.toFile(), null)));
    assertEquals(folder + ": no path file loads; the first: " + broken + ONE_POINT,
        e.getMessage());
  }

  @Test
  void aFileAddedAsCurrentIsTheOneTheSketchIsOn() throws IOException {
    write("a-good.json", GOOD);
    PathFileCycle cycle = new PathFileCycle("Crowd", said::add);
    cycle.loadFirst(folder.toFile(), null);
    File saved = write("drawn-0001.json", OTHER).toFile();

    cycle.add(saved, false);
    assertEquals("a-good.json", cycle.current().getName());
    cycle.add(saved, true);
    assertEquals(saved, cycle.current());
  }

  private Path write(String name, String text) throws IOException {
    return Files.writeString(folder.resolve(name), text);
  }

  /** What {@code action} prints on standard error. */
  private static String printed(Runnable action) {
    PrintStream before = System.err;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    System.setErr(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      action.run();
    } finally {
      System.setErr(before);
    }
    return out.toString(StandardCharsets.UTF_8);
  }
}
