package architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layers of the code, stated once and checked against the compiled classes: the book
 * ({@code steering}) knows nothing of the sketchbook and none of its own speed-ups; in the
 * sketchbook the controls are at the bottom, then the rendering, the panels, the run, and the
 * sketch a learner extends at the top; nothing below imports what is above it.
 */
class LayersTest {

  private static JavaClasses classes;

  @BeforeAll
  static void importTheProject() {
    classes = new ClassFileImporter()
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
        .importPackages("steering", "sketchbook");
  }

  @Test
  void theBookImportsNothingOfTheSketchbook() {
    noClasses().that().resideInAPackage("steering..")
        .should().dependOnClassesThat().resideInAPackage("sketchbook..")
        .check(classes);
  }

  @Test
  void theBookImportsNoneOfItsSpeedUps() {
    noClasses().that().resideInAPackage("steering")
        .should().dependOnClassesThat().resideInAnyPackage("steering.crowd..",
            "steering.neighbours..", "steering.files..")
        .check(classes);
  }

  @Test
  void theRenderingImportsNeitherThePanelsNorTheRun() {
    noClasses().that().resideInAPackage("sketchbook.render..")
        .should().dependOnClassesThat().resideInAnyPackage("sketchbook.panel..",
            "sketchbook.run..", "sketchbook")
        .check(classes);
  }

  @Test
  void thePanelsImportNotTheRun() {
    noClasses().that().resideInAPackage("sketchbook.panel..")
        .should().dependOnClassesThat().resideInAnyPackage("sketchbook.run..", "sketchbook")
        .check(classes);
  }

  @Test
  void theControlsImportNothingAboveThem() {
    noClasses().that().resideInAPackage("sketchbook.controls..")
        .should().dependOnClassesThat().resideInAnyPackage("sketchbook.render..",
            "sketchbook.panel..", "sketchbook.run..", "sketchbook")
        .check(classes);
  }

  @Test
  void theRunLayerDrivesTheSketchThroughItsSeam() {
    noClasses().that().resideInAnyPackage("sketchbook.run..", "sketchbook.panel..",
            "sketchbook.render..")
        .should().dependOnClassesThat().resideInAPackage("sketchbook")
        .because("the run, the panels and the rendering work through RunHost and PanelHost,"
            + " never the sketch class")
        .check(classes);
  }

  /**
   * Save and see's package is shared by every build of the program (each build loads the rest
   * afresh): it may use Java only, or a build's classes would mix with the first build's.
   */
  @Test
  void theReloadPackageUsesJavaOnly() {
    noClasses().that().resideInAPackage("sketchbook.reload..")
        .should().dependOnClassesThat().resideInAnyPackage("sketchbook", "sketchbook.controls..",
            "sketchbook.render..", "sketchbook.panel..", "sketchbook.run..", "steering..",
            "processing..")
        .check(classes);
  }

  /** Each package of the sketchbook, the top one too, is a slice; no two import each other. */
  @Test
  void theSketchbookPackagesHaveNoCycle() {
    slices().assignedFrom(EACH_SKETCHBOOK_PACKAGE).should().beFreeOfCycles().check(classes);
  }

  private static final SliceAssignment EACH_SKETCHBOOK_PACKAGE = new SliceAssignment() {
    @Override
    public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
      String name = javaClass.getPackageName();
      return name.equals("sketchbook") || name.startsWith("sketchbook.")
          ? SliceIdentifier.of(name) : SliceIdentifier.ignore();
    }

    @Override
    public String getDescription() {
      return "each package of the sketchbook";
    }
  };
}
