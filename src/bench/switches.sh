#!/usr/bin/env bash
# Frame rates with the displays switched on, in real windows: each setting runs the sketch with
# --benchmark (120 warm-up frames, then 300 timed ones) and prints its report line.
# Needs a display; without one:  xvfb-run -a -s "-screen 0 1280x1024x24" src/bench/switches.sh
# Optional argument: how many times to repeat each setting (default 3), to see the spread.
repeats=${1:-3}
source "$(dirname "$0")/benchmark-runs.sh"

# Seek: trails, all three arrows, the force arrows alone
run seek.Seek --vehicles 2000 --keys t
run seek.Seek --vehicles 2000 --keys dfv
run seek.Seek --vehicles 5000 --keys f
# PathFollowing: 1,000 vehicles on a 1,000-segment road, debug view (r) on, as it starts
run pathfollowing.PathFollowing --path src/bench/paths/serpentine-1000.json --vehicles 1000
# The other sketches' debug views (on as they start) at ten times the crowd each starts with
run flee.Flee --vehicles 200
run wander.Wander --vehicles 100
run walls.Walls --vehicles 100
run flowfield.FlowField --vehicles 1200
run separation.Separation --vehicles 1000
run seekandseparate.SeekAndSeparate --vehicles 500
run crowdpathfollowing.CrowdPathFollowing --vehicles 600
run obstacleavoidance.ObstacleAvoidance --vehicles 120
run crossingtraffic.CrossingTraffic --vehicles 200
run leaderfollowing.LeaderFollowing --vehicles 120
run queue.Queue --vehicles 600
run combining.Combining --vehicles 200
run braitenberg.Braitenberg --vehicles 80
run wallfollowing.WallFollowing --vehicles 60
# PredatorPrey: 1,000 prey at its default finder (the crowd engine above 300)
run predatorprey.PredatorPrey --vehicles 1000
run flocking.Flocking --vehicles 3000 --neighbours crowd
# Flocking: 5,000 boids, the crowd engine
run flocking.Flocking --vehicles 5000 --neighbours crowd
