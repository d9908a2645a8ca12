package sketches;
import java.io.File;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import sketchbook.Offscreen;
import sketchbook.SteeringSketch;
class ShotTmpTest {
  @Test
  void shots() throws Exception {
    String[][] cases = {{"PATH_FOLLOWING", "dfv"}, {"FLOCKING", "h"}, {"ARRIVE", "\tg"}, {"SEEK", "g"}};
    for (String[] c : cases) {
      SteeringSketch s = SketchKind.valueOf(c[0]).startOffscreen();
      Offscreen.frames(s, 30);
      s.pressKey(' ');
      for (char k : c[1].toCharArray()) s.pressKey(k);
      Offscreen.say(s, "path error: data/paths/missing.json could not be read, the sketch goes on");
      Offscreen.frames(s, 1);
      ImageIO.write(Offscreen.image(s), "png", new File("/tmp/probe/" + c[0] + ".png"));
    }
  }
}
