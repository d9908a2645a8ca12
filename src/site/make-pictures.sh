#!/usr/bin/env bash
# Regenerates every picture in the README with the sketchbook's own headless mode.
# Run from anywhere: ./src/site/make-pictures.sh   (no display needed; the 3D sketches run
# under xvfb-run when there is none)
set -euo pipefail
cd "$(dirname "$0")/../.."
out=src/site/resources/images
mkdir -p "$out"

run() {  # run SKETCH ARGS...: one headless run, echoed as the command a reader would type
  local sketch=$1; shift
  echo "mvn -q compile exec:java -Dsketch=$sketch -Dexec.args=\"$*\""
  case $sketch in
    *3D)  # P3D needs OpenGL, so a display: a virtual one when there is none
      if [ -n "${DISPLAY:-}" ]; then
        mvn -q compile exec:java -Dsketch="$sketch" -Dexec.args="$*"
      else
        xvfb-run -a -s "-screen 0 1280x1024x24" \
          mvn -q compile exec:java -Dsketch="$sketch" -Dexec.args="$*"
      fi ;;
    *) mvn -q compile exec:java -Dsketch="$sketch" -Dexec.args="$*" ;;
  esac
}

mvn -q compile

# the contact sheet: the launcher, headless
echo "mvn -q compile exec:java -Dexec.args=\"--headless --save $out/sketchbook.png\""
mvn -q compile exec:java -Dexec.args="--headless --save $out/sketchbook.png"

# the three views of the maths (the controls: a TAB character, $'\t' in bash, then ==dv)
mvn -q compile exec:java -Dsketch=Arrive -Dexec.args="--headless --seed 7 --frames 203 --keys b........................................................................................................................................................................................................ --save $out/whiteboard.png"
mvn -q compile exec:java -Dsketch=Arrive -Dexec.args="--headless --seed 7 --frames 150 --target 560,260 --keys g --save $out/plots.png"
mvn -q compile exec:java -Dsketch=Arrive -Dexec.args="--headless --seed 7 --frames 90 --keys "$'\t'"==dv --save $out/controls.png"

# a still and a short GIF of each sketch (a GIF keeps every 2nd frame, at 30 fps)
run Seek --headless --frames 150 --keys tcndf --save $out/seek.png
run Seek --headless --frames 180 --keys tcn --gif $out/seek.gif
run Arrive --headless --frames 90 --target 560,260 --keys tdf --vehicles 5 --seed 7 --save $out/arrive.png
run Arrive --headless --frames 150 --target 560,260 --keys t --vehicles 5 --seed 7 --gif $out/arrive.gif
run PathFollowing --headless --frames 420 --path data/paths/zigzag.json --vehicles 5 --seed 2 --keys tf --save $out/pathfollowing.png
run PathFollowing --headless --frames 130 --path data/paths/loop.json --vehicles 5 --seed 2 --keys t --gif $out/pathfollowing.gif
run Flee --headless --frames 150 --keys tpd --seed 3 --save $out/flee.png
run Flee --headless --frames 90 --keys tp --seed 3 --gif $out/flee.gif
run PursueEvade --headless --frames 110 --keys tv --seed 3 --save $out/pursueevade.png
run PursueEvade --headless --frames 110 --keys t --seed 3 --gif $out/pursueevade.gif
run Wander --headless --frames 200 --keys tv --seed 3 --save $out/wander.png
run Wander --headless --frames 80 --keys t --vehicles 6 --seed 3 --gif $out/wander.gif
run Walls --headless --frames 400 --seed 7 --keys tf --save $out/walls.png
run Walls --headless --frames 100 --seed 7 --gif $out/walls.gif
run FlowField --headless --frames 200 --seed 7 --keys t --save $out/flowfield.png
run FlowField --headless --frames 90 --vehicles 60 --seed 7 --keys r --gif $out/flowfield.gif
run Separation --headless --frames 30 --seed 3 --save $out/separation.png
run Separation --headless --frames 60 --seed 3 --gif $out/separation.gif
run SeekAndSeparate --headless --frames 200 --seed 3 --keys t --save $out/seekandseparate.png
run SeekAndSeparate --headless --frames 60 --seed 3 --gif $out/seekandseparate.gif
run Flocking --headless --frames 300 --seed 3 --save $out/flocking.png
run Flocking --headless --frames 60 --vehicles 150 --seed 3 --gif $out/flocking.gif
run CrowdPathFollowing --headless --frames 300 --path data/paths/zigzag.json --seed 3 --save $out/crowdpathfollowing.png
run CrowdPathFollowing --headless --frames 60 --path data/paths/zigzag.json --seed 3 --keys r --gif $out/crowdpathfollowing.gif
run ObstacleAvoidance --headless --frames 300 --seed 7 --save $out/obstacleavoidance.png
run ObstacleAvoidance --headless --frames 90 --seed 7 --gif $out/obstacleavoidance.gif
run CrossingTraffic --headless --frames 240 --seed 7 --keys x --save $out/crossingtraffic.png
run CrossingTraffic --headless --frames 90 --seed 7 --keys x --gif $out/crossingtraffic.gif
run LeaderFollowing --headless --frames 400 --seed 7 --keys ww --save $out/leaderfollowing.png
run LeaderFollowing --headless --frames 120 --seed 7 --keys ww --gif $out/leaderfollowing.gif
run Queue --headless --frames 300 --seed 7 --save $out/queue.png
run Queue --headless --frames 100 --seed 7 --keys r --gif $out/queue.gif
run Flocking3D --headless --frames 300 --seed 3 --save $out/flocking3d.png
run Flocking3D --headless --frames 60 --vehicles 200 --seed 3 --gif $out/flocking3d.gif
run Wander3D --headless --frames 300 --seed 3 --keys t --save $out/wander3d.png
run Wander3D --headless --frames 90 --seed 3 --keys t --gif $out/wander3d.gif
run Evolution --headless --frames 150 --seed 1 --keys gxx --save $out/evolution.png
run Evolution --headless --frames 90 --seed 1 --keys gxxr --gif $out/evolution.gif
run HideAndInterpose --headless --frames 200 --seed 3 --keys t --save $out/hideandinterpose.png
run HideAndInterpose --headless --frames 120 --seed 3 --gif $out/hideandinterpose.gif
run Combining --headless --frames 300 --seed 3 --keys a --save $out/combining.png
run Combining --headless --frames 90 --seed 3 --keys a --gif $out/combining.gif
run Braitenberg --headless --frames 300 --seed 3 --keys t --save $out/braitenberg.png
run Braitenberg --headless --frames 110 --seed 3 --gif $out/braitenberg.gif
run SteeringText --headless --frames 150 --seed 7 --target 400,290 --save $out/steeringtext.png
run SteeringText --headless --frames 80 --seed 7 --gif $out/steeringtext.gif
run WallFollowing --headless --frames 300 --seed 3 --keys t --save $out/wallfollowing.png
run WallFollowing --headless --frames 110 --seed 3 --gif $out/wallfollowing.gif
run PredatorPrey --headless --frames 300 --seed 3 --save $out/predatorprey.png
run PredatorPrey --headless --frames 60 --vehicles 150 --seed 3 --gif $out/predatorprey.gif
run ScalarProjection --headless --frames 18 --seed 7 --keys pt --save $out/scalarprojection.png
run ScalarProjection --headless --frames 150 --seed 7 --gif $out/scalarprojection.gif
run YourBehavior --headless --frames 60 --seed 3 --keys tdf --save $out/yourbehavior.png
run YourBehavior --headless --frames 150 --seed 3 --keys t --gif $out/yourbehavior.gif

# an example of the Processing library, as the IDE compiles it (Processing's preprocessor)
echo "mvn -B -q test -Dtest=ExamplePictureTest -Dexample.picture=$out/processing-example.png"
mvn -B -q test -Dtest=ExamplePictureTest -Dexample.picture="$out/processing-example.png"

ls -l "$out"
