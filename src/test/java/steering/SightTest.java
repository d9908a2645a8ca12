package steering;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import steering.neighbours.QuadtreeNearby;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("sight: d < distance and within half the view angle; the nearest in sight")
class SightTest {

  /** 100 px over 90°: 45° each side of the heading. */
  static final Sight SIGHT = new Sight(100, 90);

  @Test
  @DisplayName("ahead within 45° and nearer than 100 px is seen; wider, farther or behind is not")
  void seesAConeAhead() {
    Vehicle looker = moving(0, 0, 1, 0);
    assertTrue(SIGHT.sees(looker, new Vehicle(50, 40)));    // atan(40 / 50) = 38.7°, d 64
    assertFalse(SIGHT.sees(looker, new Vehicle(50, 60)));   // atan(60 / 50) = 50.2°
    assertFalse(SIGHT.sees(looker, new Vehicle(100, 0)));   // d = 100: not nearer than 100
    assertTrue(SIGHT.sees(looker, new Vehicle(99.5f, 0)));
    assertFalse(SIGHT.sees(looker, new Vehicle(-10, 0)));   // behind
    assertFalse(SIGHT.sees(looker, looker));                // never itself
  }

  @Test
  @DisplayName("at rest, or with a view of 360°, it sees all round")
  void allRound() {
    assertTrue(SIGHT.sees(new Vehicle(0, 0), new Vehicle(-10, 0)));
    assertTrue(new Sight(100, Sight.ALL_ROUND).sees(moving(0, 0, 1, 0), new Vehicle(-10, 0)));
  }

  @Test
  @DisplayName("the nearest in sight, not the nearest: the same through the book and a quadtree")
  void nearestInSight() {
    Vehicle looker = moving(0, 0, 1, 0);
    Vehicle behind = new Vehicle(-5, 0);         // nearest, but behind
    Vehicle aside = new Vehicle(30, 40);         // d 50, 53.1°: outside the cone
    Vehicle ahead = new Vehicle(60, 20);         // d 63.2, 18.4°: seen
    Vehicle farther = new Vehicle(80, 0);        // d 80: seen, farther
    Vehicle beyond = new Vehicle(150, 0);        // beyond 100 px
    List<Vehicle> crowd = List.of(looker, behind, aside, farther, ahead, beyond);
    for (NearbyFinder finder : List.of(new BookNearby(), new QuadtreeNearby())) {
      finder.index(crowd);
      assertSame(ahead, SIGHT.nearestSeen(looker, finder), finder.name());
    }
    QuadtreeNearby tree = new QuadtreeNearby();
    tree.index(List.of(behind, beyond));
    assertNull(SIGHT.nearestSeen(looker, tree));
  }

  @Test
  @DisplayName("the quadtree measures fewer than the whole crowd")
  void theQuadtreeMeasuresFewer() {
    java.util.List<Vehicle> crowd = new java.util.ArrayList<>();
    for (int i = 0; i < 40; i++) {
      for (int j = 0; j < 40; j++) {
        crowd.add(new Vehicle(i * 20, j * 20));
      }
    }
    Vehicle looker = moving(405, 401, 1, 0);
    BookNearby book = new BookNearby();
    QuadtreeNearby tree = new QuadtreeNearby();
    book.index(crowd);
    tree.index(crowd);
    Vehicle byBook = SIGHT.nearestSeen(looker, book);
    assertSame(byBook, SIGHT.nearestSeen(looker, tree));
    assertVec(420, 400, byBook.position, "the nearest seen");
    assertEquals(1600, book.distanceChecks());
    assertTrue(tree.distanceChecks() < 200, tree.distanceChecks() + " measured");
  }

  @Test
  @DisplayName("the reach is measured on sees: 100 px for 100, 11 for 10.5")
  void reach() {
    assertEquals(100, SIGHT.reach());
    assertEquals(11, new Sight(10.5f, 90).reach());
    assertEquals(0, new Sight(0, 90).reach());
  }

  @Test
  @DisplayName("evade × 4: flee the pursuer's future position, the force limited, then weighted")
  void evadeWeighted() {
    Vehicle evader = new Vehicle(0, 0);
    evader.maxspeed = 5;
    Vehicle pursuer = moving(0, 50, 3, -1);   // T = 50 / 5 = 10: future (30, 40)
    PVector force = evader.evadeWeighted(pursuer, 4);
    assertVec(-3, -4, evader.desired, "desired");   // -(30, 40) / 50 × 5
    assertVec(-0.24f, -0.32f, force, "force");      // (-3, -4) limited to 0.1, × 4
    assertVec(-0.24f, -0.32f, evader.acceleration, "applied");
  }

  @Test
  @DisplayName("a bad distance or angle is refused in one line")
  void badSight() {
    assertEquals("distance (how far a vehicle sees) must be 0 or more, was -1.0",
        assertThrows(IllegalArgumentException.class, () -> new Sight(-1, 90)).getMessage());
    assertEquals("angle must be more than 0 and at most 360.0 degrees, was 0.0",
        assertThrows(IllegalArgumentException.class, () -> new Sight(10, 0)).getMessage());
    assertThrows(IllegalArgumentException.class, () -> new Sight(10, 361));
    assertThrows(IllegalArgumentException.class, () -> SIGHT.nearestSeen(new Vehicle(0, 0),
        null));
  }
}
