package steering;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import processing.core.PVector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static steering.VectorAssert.assertAllFinite;
import static steering.VectorAssert.assertVec;
import static steering.VectorAssert.moving;

@DisplayName("pursue and evade: seek or flee position + velocity * T, T = distance / maxspeed")
class PursuitTest {

  @Test
  @DisplayName("pursuing a quarry at rest is seeking its position")
  void quarryAtRestIsSought() {
    Vehicle quarry = new Vehicle(100, 50);
    Vehicle pursuer = moving(0, 0, 1, 1);
    Vehicle seeker = moving(0, 0, 1, 1);
    PVector pursued = pursuer.pursue(quarry);
    PVector sought = seeker.seek(new PVector(100, 50));
    assertEquals(sought, pursued);
    assertEquals(seeker.desired, pursuer.desired);
    assertVec(3.5777087f, 1.7888544f, pursuer.desired, "desired");  // (100,50) / 111.8034 * 4
  }

  @Test
  @DisplayName("T = distance / maxspeed, and the predicted point")
  void lookAheadAndPrediction() {
    Vehicle pursuer = new Vehicle(0, 0);
    pursuer.maxspeed = 5;
    Vehicle quarry = moving(0, 50, 3, -1);
    assertEquals(10, Pursuit.lookAhead(pursuer, quarry), 1e-6f);         // 50 / 5
    assertVec(30, 40, Pursuit.futurePosition(pursuer, quarry), "future");  // (0,50) + (3,-1) * 10
    PVector force = pursuer.pursue(quarry);
    assertVec(3, 4, pursuer.desired, "desired");    // (30,40) / 50 * 5
    assertVec(0.06f, 0.08f, force, "force");        // (3,4) limited to 0.1
    assertVec(0, 50, quarry.position, "the quarry is only read");
  }

  @Test
  @DisplayName("a fixed look-ahead of 10 frames, as in the video")
  void fixedFrames() {
    Vehicle pursuer = new Vehicle(0, 0);
    Vehicle quarry = moving(10, 20, 2, 2);
    assertVec(30, 40, Pursuit.futurePosition(quarry, Pursuit.FIXED_FRAMES), "future"); // + (2,2)*10
    pursuer.pursue(quarry, Pursuit.FIXED_FRAMES);
    assertVec(2.4f, 3.2f, pursuer.desired, "desired");   // (30,40) / 50 * 4
  }

  @Test
  @DisplayName("evade flees the pursuer's predicted position")
  void evade() {
    Vehicle evader = new Vehicle(0, 0);
    evader.maxspeed = 5;
    Vehicle pursuer = moving(0, 50, 3, -1);            // T = 50 / 5 = 10: future (30,40)
    PVector force = evader.evade(pursuer);
    assertVec(-3, -4, evader.desired, "desired");       // -(30,40) / 50 * 5
    assertVec(-0.06f, -0.08f, force, "force");

    Vehicle other = new Vehicle(0, 0);
    other.evade(moving(10, 20, 2, 2), Pursuit.FIXED_FRAMES);  // future (30,40)
    assertVec(-2.4f, -3.2f, other.desired, "fixed-frames desired");  // -(30,40) / 50 * 4
  }

  @Test
  @DisplayName("maxspeed 0: T is 0, the quarry's present position; the steer only brakes")
  void zeroMaxspeed() {
    Vehicle pursuer = moving(0, 0, 0.05f, 0);
    pursuer.maxspeed = 0;
    Vehicle quarry = moving(30, 40, 5, 5);
    assertEquals(0, Pursuit.lookAhead(pursuer, quarry));
    assertVec(30, 40, Pursuit.futurePosition(pursuer, quarry), "future");
    pursuer.pursue(quarry);
    assertVec(0, 0, pursuer.desired, "desired");          // scaled to maxspeed 0
    assertVec(-0.05f, 0, pursuer.steering, "steering");   // 0 - velocity, under maxforce
    assertAllFinite(pursuer);
  }

  @Test
  @DisplayName("a quarry on the pursuer's own spot: T = 0, nothing desired")
  void sameSpot() {
    Vehicle pursuer = new Vehicle(7, 7);
    Vehicle quarry = moving(7, 7, 3, 0);
    assertEquals(0, Pursuit.lookAhead(pursuer, quarry));  // distance 0
    assertVec(0, 0, pursuer.pursue(quarry), "force");
  }

  @Test
  @DisplayName("huge distance over a tiny maxspeed: T and the prediction stay finite")
  void hugeValuesStayFinite() {
    Vehicle pursuer = new Vehicle(0, 0);
    pursuer.maxspeed = 1e-30f;
    Vehicle quarry = moving(1e18f, -1e18f, 1e18f, -1e18f);
    // T = 1.41e18 / 1e-30 = 1.4e48 frames: capped at Float.MAX_VALUE
    assertEquals(Float.MAX_VALUE, Pursuit.lookAhead(pursuer, quarry));
    // 1e18 + 1e18 * 3.4e38 overflows a float: brought back to ±1e18, still the direction
    PVector future = Pursuit.futurePosition(pursuer, quarry);
    assertVec(Check.LARGEST, -Check.LARGEST, future, "future");
    pursuer.pursue(quarry);
    assertAllFinite(pursuer);
    assertEquals(1e-30f, Limits.length(pursuer.desired), 1e-36f);   // (1,-1) direction at maxspeed
    pursuer.update();
    assertAllFinite(pursuer);

    Vehicle evader = new Vehicle(-1e18f, 1e18f);
    evader.maxspeed = 1e-30f;
    evader.evade(quarry);
    evader.update();
    assertAllFinite(evader);
    assertEquals(-1e-30f / (float) Math.sqrt(2), evader.desired.x, 1e-36f);  // away: (-1,1)/√2
  }
}
