package sketchbook.reload;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Waits for the learner to save: the {@code .java} files under some folders (and the folders
 * made under them later) that were written since the last call. An editor's save is often
 * several writes (a temporary file, a rename, the file again), so the files are handed over once
 * the folders have been quiet for {@link #QUIET_MILLIS}; a file written again with the same text
 * is not a change.
 */
public final class SourceWatcher implements AutoCloseable {

  /** How long the folders stay quiet before a save counts as done. */
  static final long QUIET_MILLIS = 60;
  private static final String JAVA = ".java";

  private final WatchService service;
  private final Map<WatchKey, Path> folders = new HashMap<>();
  private final Map<Path, String> lastText = new HashMap<>();
  /** When the first write of the last save was seen (System.nanoTime). */
  private long savedAt;

  public SourceWatcher(List<Path> roots) throws IOException {
    service = FileSystems.getDefault().newWatchService();
    for (Path root : roots) {
      registerAll(root);
    }
  }

  /** Waits for a save, then returns the files it changed (never empty). */
  public Set<Path> nextChanges() throws InterruptedException {
    Set<Path> changed = new LinkedHashSet<>();
    while (changed.isEmpty()) {
      WatchKey first = service.take();
      savedAt = System.nanoTime();
      collect(first, changed);
      WatchKey more;
      while ((more = service.poll(QUIET_MILLIS, TimeUnit.MILLISECONDS)) != null) {
        collect(more, changed);
      }
      changed.removeIf(this::sameTextAsBefore);
    }
    return changed;
  }

  /** When the first write of the save {@link #nextChanges} returned was seen (nanoTime). */
  public long savedAt() {
    return savedAt;
  }

  private void collect(WatchKey key, Set<Path> changed) {
    Path folder = folders.get(key);
    for (WatchEvent<?> event : key.pollEvents()) {
      if (folder == null || event.kind() == StandardWatchEventKinds.OVERFLOW) {
        continue;
      }
      Path file = folder.resolve((Path) event.context()).toAbsolutePath().normalize();
      if (Files.isDirectory(file)) {
        try {
          registerAll(file);   // a new package: its files are watched too
        } catch (IOException e) {
          // a folder gone again at once: nothing in it to watch
        }
      } else if (isSource(file)) {
        changed.add(file);
      }
    }
    if (!key.reset()) {
      folders.remove(key);
    }
  }

  /** An editor's backup or lock file (.#Seek.java, Seek.java~) is not a source. */
  private static boolean isSource(Path file) {
    String name = file.getFileName().toString();
    return name.endsWith(JAVA) && !name.startsWith(".") && !name.startsWith("#");
  }

  /** True when {@code file} holds what it held at the last change (a save without an edit). */
  private boolean sameTextAsBefore(Path file) {
    String text;
    try {
      text = Files.exists(file) ? Files.readString(file) : null;
    } catch (IOException e) {
      text = null;   // unreadable now: treat it as changed; the compiler will say why
    }
    String before = lastText.put(file, text);
    return text != null && text.equals(before);
  }

  private void registerAll(Path root) throws IOException {
    try (Stream<Path> all = Files.walk(root)) {
      for (Path folder : all.filter(Files::isDirectory).toList()) {
        WatchKey key = folder.register(service, StandardWatchEventKinds.ENTRY_CREATE,
            StandardWatchEventKinds.ENTRY_MODIFY, StandardWatchEventKinds.ENTRY_DELETE);
        folders.put(key, folder.toAbsolutePath().normalize());
      }
    }
    try (Stream<Path> all = Files.walk(root)) {
      for (Path file : all.filter(f -> isSource(f) && Files.isRegularFile(f)).toList()) {
        lastText.putIfAbsent(file.toAbsolutePath().normalize(), Files.readString(file));
      }
    }
  }

  @Override
  public void close() throws IOException {
    service.close();
  }
}
