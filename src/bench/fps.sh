#!/usr/bin/env bash
# Frame rates of the sketches in real windows: each setting below runs the sketch with
# --benchmark (120 warm-up frames, then 300 timed ones) and prints its report line.
# Needs a display; without one:  xvfb-run -a -s "-screen 0 1280x1024x24" src/bench/fps.sh
# Optional argument: how many times to repeat each setting (default 2), to see the spread.
repeats=${1:-2}
source "$(dirname "$0")/benchmark-runs.sh"

# Seek: each vehicle drawn on its own (as the book does) against the batch; arrows off and on
for n in 250 500 1000 1500 2000; do
  run seek.Seek --vehicles "$n" --draw-each
  run seek.Seek --vehicles "$n" --draw-each --keys f
done
for n in 2000 2500 3000 5000 7000 10000; do
  run seek.Seek --vehicles "$n"
  run seek.Seek --vehicles "$n" --keys f
done
# PathFollowing: 1,000 vehicles on a 1,000-segment path, debug view (r) off, then on
long=src/bench/paths/serpentine-1000.json
for draw in --draw-each ""; do
  run pathfollowing.PathFollowing --path "$long" --vehicles 1000 --keys r $draw
  run pathfollowing.PathFollowing --path "$long" --vehicles 1000 $draw
done
# P2D under the same display, for comparison
run seek.Seek --vehicles 1000 --renderer P2D
run seek.Seek --vehicles 5000 --renderer P2D
