package exercises;

import processing.core.PVector;
import steering.Vehicle;
import sketchbook.SteeringSketch;

/**
 * What an exercise sketch does with the value your method returns before it steers by it, and
 * what the run says when your code fails: one line naming your method, its file and what it
 * returned or threw, instead of a stack trace from deep inside steer().
 *
 * <p>{@link #vector} and {@link #number} let a finite value through and stop the sketch on
 * null or on NaN or infinity ({@link WrongAnswer}); {@link #describe} turns any failure of a run
 * into that one line: for an exception thrown inside your code, the first line of your code on
 * its stack (the frames of the exercise sketches and of the library are not yours).
 */
public final class YourCode {

  /** Where the exercises are, from the project folder. */
  static final String FOLDER = "sketches/exercises/";
  private static final String PACKAGE = "exercises.";

  /** Your method returned a value the sketch cannot steer by. */
  public static final class WrongAnswer extends RuntimeException {
    private static final long serialVersionUID = 1L;

    WrongAnswer(String message) {
      super(message);
    }
  }

  private YourCode() {
  }

  /**
   * {@code returned}, the vector {@code file}'s {@code method} returned, if it is a vector of
   * finite numbers.
   *
   * @throws WrongAnswer naming the method and what it returned: null, NaN or infinity
   */
  public static PVector vector(PVector returned, Class<?> file, String method) {
    if (returned == null) {
      throw new WrongAnswer(name(file, method) + " returned null; it must return a vector"
          + " (a PVector).");
    }
    return vectorOrNull(returned, file, method);
  }

  /** As {@link #vector}, but null is an answer too (e.g. "no wall near: no desire"). */
  public static PVector vectorOrNull(PVector returned, Class<?> file, String method) {
    if (returned != null && !(Float.isFinite(returned.x) && Float.isFinite(returned.y)
        && Float.isFinite(returned.z))) {
      throw new WrongAnswer(name(file, method) + " returned (" + returned.x + ", " + returned.y
          + "); every part of it must be a finite number (NaN comes from 0 / 0, e.g."
          + " normalising a zero vector).");
    }
    return returned;
  }

  /**
   * {@code returned}, the number {@code file}'s {@code method} returned, if it is finite.
   *
   * @throws WrongAnswer naming the method and what it returned: NaN or infinity
   */
  public static float number(float returned, Class<?> file, String method) {
    if (!Float.isFinite(returned)) {
      throw new WrongAnswer(name(file, method) + " returned " + returned
          + "; it must return a finite number (NaN comes from 0 / 0).");
    }
    return returned;
  }

  /**
   * {@code vehicle}, after {@code file}'s {@code method} changed it, if its position, velocity
   * and acceleration are still finite numbers.
   *
   * @throws WrongAnswer naming the method and the field it left NaN or infinite
   */
  public static Vehicle leftFinite(Vehicle vehicle, Class<?> file, String method) {
    String[] names = {"position", "velocity", "acceleration"};
    PVector[] fields = {vehicle.position, vehicle.velocity, vehicle.acceleration};
    for (int i = 0; i < names.length; i++) {
      PVector v = fields[i];
      if (v == null || !(Float.isFinite(v.x) && Float.isFinite(v.y) && Float.isFinite(v.z))) {
        throw new WrongAnswer(name(file, method) + " left the vehicle's " + names[i] + " at "
            + (v == null ? "null" : "(" + v.x + ", " + v.y + ")")
            + "; every part of it must be a finite number (NaN comes from 0 / 0).");
      }
    }
    return vehicle;
  }

  /**
   * One line on why the run of an exercise sketch stopped: the {@link WrongAnswer}'s message,
   * or which of your methods threw what (its file and line), or, when no line of your code is
   * on the stack, the sketch's failure itself.
   */
  public static String describe(Throwable failure) {
    if (failure instanceof WrongAnswer) {
      return failure.getMessage();
    }
    String what = failure.getClass().getSimpleName()
        + (failure.getMessage() != null ? ": " + failure.getMessage() : "");
    for (StackTraceElement frame : failure.getStackTrace()) {
      if (isYours(frame.getClassName())) {
        String type = frame.getClassName();
        String simple = type.substring(type.lastIndexOf('.') + 1);
        return simple + "." + frame.getMethodName() + " (" + fileOf(frame) + " line "
            + frame.getLineNumber() + ") threw " + what;
      }
    }
    return "the exercise sketch stopped: " + what;
  }

  /** "Arrival.desired (sketches/exercises/arrival/Arrival.java)". */
  static String name(Class<?> file, String method) {
    String folder = file.getPackageName().substring(PACKAGE.length());
    return file.getSimpleName() + "." + method + " (" + FOLDER + folder + "/"
        + file.getSimpleName() + ".java)";
  }

  private static String fileOf(StackTraceElement frame) {
    String type = frame.getClassName();
    String folder = type.substring(PACKAGE.length(), type.lastIndexOf('.'));
    return FOLDER + folder + "/" + frame.getFileName();
  }

  /**
   * A class of an exercise's folder that is not its sketch: the file a learner edits (the
   * launcher and this class are in no exercise's folder).
   */
  private static boolean isYours(String type) {
    if (!type.startsWith(PACKAGE) || type.indexOf('.', PACKAGE.length()) < 0) {
      return false;
    }
    String outer = type.contains("$") ? type.substring(0, type.indexOf('$')) : type;
    try {
      Class<?> c = Class.forName(outer, false, YourCode.class.getClassLoader());
      return !SteeringSketch.class.isAssignableFrom(c);
    } catch (ClassNotFoundException e) {
      return false;
    }
  }
}
