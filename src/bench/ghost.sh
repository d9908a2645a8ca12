#!/usr/bin/env bash
# Frame rates with a ghost, in real windows: every sketch at its default count runs with
# --ghost (the run beside itself from the first step: what a ghost costs each frame) and with
# --benchmark (120 warm-up frames, then 300 timed ones), and prints its report line; a window
# also keeps its frames (the snapshots that going back uses), so those are in the figures too.
# Needs a display; without one:  xvfb-run -a -s "-screen 0 1280x1024x24" src/bench/ghost.sh
# Optional argument: how many times to repeat each sketch (default 2), to see the spread.
repeats=${1:-2}
source "$(dirname "$0")/benchmark-runs.sh"

# every sketch of the sketchbook: each folder's class that extends SteeringSketch or Sketch3D
for file in $(grep -lE "^public class [A-Za-z0-9]+ extends (SteeringSketch|Sketch3D)" sketches/*/*.java); do
  folder=$(basename "$(dirname "$file")")
  run "$folder.$(basename "$file" .java)" --ghost
done
