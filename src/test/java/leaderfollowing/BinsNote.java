package leaderfollowing;

/**
 * Prints how wide Leader following's crowd cells are. LearnerEditsTest runs it in a JVM of its
 * own with a learner's edited GroupRules in front of the project's classes: public, so that JVM
 * can start it.
 */
public final class BinsNote {

  private BinsNote() {
  }

  public static void main(String[] args) {
    System.out.println(new LeaderFollowing().bins.cellSize());
  }
}
