package processinglibrary;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;

/**
 * The rules a library.properties must follow for Processing's Contribution Manager to list and
 * update the library: the fields it reads, an integer version, categories from its list, and
 * revisions it can compare. A release adds two: no -SNAPSHOT in prettyVersion, and a real web
 * page as url rather than the build's placeholder.
 */
final class LibraryProperties {

  /** The categories the Contribution Manager files libraries under; any other is "Other". */
  static final Set<String> CATEGORIES = Set.of("3D", "Animation", "Compilations", "Data",
      "Fabrication", "Geometry", "GUI", "Hardware", "I/O", "Language", "Math", "Simulation",
      "Sound", "Utilities", "Typography", "Video & Vision");
  /** The fields that must hold some text. */
  static final List<String> REQUIRED_TEXT = List.of("name", "authors", "url", "sentence",
      "paragraph", "prettyVersion");
  /** Processing 4.0, the first revision that runs on Java 17, which the library's jar needs. */
  static final int FIRST_JAVA_17_REVISION = 1285;
  /** The url the build writes until the project has a web page (a reserved domain). */
  static final String PLACEHOLDER_URL = "https://example.org/";
  /** Set to true by the release profile, for surefire and failsafe. */
  static final String RELEASE_PROPERTY = "processing.library.release";

  private LibraryProperties() {
  }

  /** Whether this test run is a release build's. */
  static boolean isRelease() {
    return Boolean.getBoolean(RELEASE_PROPERTY);
  }

  static Properties read(InputStream in) throws IOException {
    Properties properties = new Properties();
    properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    return properties;
  }

  /** Every rule {@code properties} breaks, one sentence each; empty when it follows them all. */
  static List<String> problems(Properties properties, boolean release) {
    List<String> problems = new ArrayList<>();
    for (String key : properties.stringPropertyNames()) {
      if (properties.getProperty(key).contains("${")) {
        problems.add(key + " was not filled in by the build: " + properties.getProperty(key));
      }
    }
    for (String key : REQUIRED_TEXT) {
      if (properties.getProperty(key, "").isBlank()) {
        problems.add(key + " is empty or missing");
      }
    }
    String sentence = properties.getProperty("sentence", "");
    if (!sentence.isBlank() && !sentence.endsWith(".")) {
      problems.add("sentence does not end with a period: " + sentence);
    }
    Integer version = integer(properties, "version", problems);
    if (version != null && version < 1) {
      problems.add("version counts releases from 1: " + version);
    }
    String pretty = properties.getProperty("prettyVersion", "");
    if (pretty.matches(".*\\s.*")) {
      problems.add("prettyVersion is one word: " + pretty);
    }
    if (release && pretty.contains("-SNAPSHOT")) {
      problems.add("a release's prettyVersion cannot be a -SNAPSHOT: " + pretty);
    }
    String url = properties.getProperty("url", "");
    if (!url.isBlank() && !url.matches("https?://\\S+")) {
      problems.add("url is not a web address: " + url);
    }
    if (release && url.startsWith(PLACEHOLDER_URL)) {
      problems.add("a release needs the library's web page, not the placeholder " + url);
    }
    categories(properties.getProperty("categories", ""), problems);
    revisions(properties, problems);
    return problems;
  }

  private static void categories(String categories, List<String> problems) {
    if (categories.isBlank()) {
      problems.add("categories is empty or missing");
      return;
    }
    for (String category : categories.split(",")) {
      if (!CATEGORIES.contains(category.trim())) {
        problems.add("categories: \"" + category.trim() + "\" is not one of " + CATEGORIES);
      }
    }
  }

  private static void revisions(Properties properties, List<String> problems) {
    Integer min = integer(properties, "minRevision", problems);
    Integer max = integer(properties, "maxRevision", problems);
    if (min != null && min < FIRST_JAVA_17_REVISION) {
      problems.add("minRevision " + min + " is older than Processing 4.0 ("
          + FIRST_JAVA_17_REVISION + "), the first on Java 17");
    }
    if (min != null && max != null && max != 0 && max < min) {
      problems.add("maxRevision " + max + " is below minRevision " + min
          + " (0 means no last revision)");
    }
  }

  private static Integer integer(Properties properties, String key, List<String> problems) {
    String value = properties.getProperty(key);
    try {
      return Integer.valueOf(value == null ? "" : value.trim());
    } catch (NumberFormatException e) {
      problems.add(key + " is not a whole number: " + value);
      return null;
    }
  }
}
