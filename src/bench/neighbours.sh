#!/usr/bin/env bash
# Flocking's four ways of finding neighbours side by side, in real windows: the book's loop
# (every boid checks every other), the bin lattice, the crowd engine and the quadtree, from the
# sketch's 300 boids to 5,000. The book's loop at 2,000 boids and more, and the bins and the
# quadtree at 5,000, take a tenth of a second and more a frame, so those rows time 60 frames
# instead of 300. r is on as the sketch starts: with the quadtree it draws the tree's cells.
# Needs a display; without one:  xvfb-run -a -s "-screen 0 1280x1024x24" src/bench/neighbours.sh
# Optional argument: how many times to repeat each setting (default 3).
repeats=${1:-3}
source "$(dirname "$0")/benchmark-runs.sh"

for n in 300 1000 2000 5000; do
  for finder in book bins crowd quadtree; do
    frames=300
    if [[ ($finder == book && $n -ge 2000) || ($finder != book && $finder != crowd \
        && $n -ge 5000) ]]; then
      frames=60
    fi
    run flocking.Flocking --vehicles "$n" --neighbours "$finder" --frames "$frames"
  done
done
