package steering.files;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import steering.Path;
import steering.VehicleFollowTest;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * PathFile.save decides its destination as a sketch's screenshots do: a file replaced keeps
 * its permissions, a symbolic link stays a link (the file it points to is replaced), and a new
 * file gets the folder's defaults, like any file the sketch makes, not a private 0600.
 */
@DisplayName("PathFile.save: permissions kept, links followed, new files like any other")
class PathFileSaveRulesTest {

  @TempDir
  File dir;

  static Path line() {
    return VehicleFollowTest.path(20, false, 0, 100, 400, 100);
  }

  static String permissions(java.nio.file.Path p) throws IOException {
    return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
  }

  @Test
  @DisplayName("saving over a 0664 file leaves it 0664")
  void replacedFileKeepsItsPermissions() throws IOException {
    File file = new File(dir, "shared.json");
    Files.writeString(file.toPath(), "old");
    Files.setPosixFilePermissions(file.toPath(), PosixFilePermissions.fromString("rw-rw-r--"));
    PathFile.save(line(), file);
    assertEquals("rw-rw-r--", permissions(file.toPath()));
    assertEquals(line().points, PathFile.load(file).points);
  }

  @Test
  @DisplayName("a new file gets the same permissions as any new file in its folder")
  void newFileGetsTheFoldersDefaults() throws IOException {
    java.nio.file.Path ordinary = Files.createFile(dir.toPath().resolve("ordinary.png"));
    File file = new File(dir, "new.json");
    PathFile.save(line(), file);
    assertEquals(permissions(ordinary), permissions(file.toPath()));
  }

  @Test
  @DisplayName("saving through a symbolic link replaces the file it points to; the link stays")
  void linkIsFollowed() throws IOException {
    File target = new File(dir, "real.json");
    Files.writeString(target.toPath(), "old");
    java.nio.file.Path link = dir.toPath().resolve("link.json");
    Files.createSymbolicLink(link, target.toPath().getFileName());
    PathFile.save(line(), link.toFile());
    assertTrue(Files.isSymbolicLink(link), "still a link");
    assertEquals(line().points, PathFile.load(target).points);
    assertEquals(2, dir.list().length, "the link and its file, nothing left behind");
  }
}
