#!/usr/bin/env bash
# Save and see, timed: from saving a one-line edit to the new build's first frame on screen.
# Works on a copy of the project under target/ (your files are never edited): runs Seek there
# with `mvn -q compile exec:java`, as the README does, saves EDITS one-line edits of
# steering/Vehicle.java and then of sketches/seek/Seek.java (each edit undoing the last, so the
# run stays the same sketch), and prints each time the watcher reports, then min/median/max.
# Then the loop without watching, measured the same way: save, `mvn -q compile exec:java` again,
# until its first frame (the run is told to draw one frame and end).
# Needs a display; without one:  xvfb-run -a -s "-screen 0 1280x1024x24" src/bench/save-and-see.sh
# Optional arguments: how many edits of each file (default 5), then --without-loop to leave the
# loop without watching out (CI runs `save-and-see.sh 1 --without-loop`: one edit each, and undone).
set -euo pipefail
edits=${1:-5}
loop=${2:-}
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
copy=target/save-and-see-bench
rm -rf "$copy" && mkdir -p "$copy/target"
cp -rp pom.xml src sketches data "$copy"/
[ -d target/classes ] && cp -rp target/classes "$copy"/target/   # compiled already: nothing to redo
cd "$copy"

log=$(mktemp)
mvn -q compile exec:java -Dsketch=Seek -Dexec.args="--seed 1" 2>"$log" &
runner=$!
trap 'kill $runner 2>/dev/null || true; rm -f "$log"' EXIT

wait_for_lines() {   # wait until the log has $1 lines matching $2 (at most 60 s)
  for ((t = 0; t < 600; t++)); do
    [ "$(grep -c "$2" "$log" || true)" -ge "$1" ] && return 0
    sleep 0.1
  done
  echo "gave up waiting for: $2"; cat "$log"; exit 1
}

wait_for_lines 1 "watching"
sleep 4   # the compiler warms up two seconds after the window opens

time_edits() {   # file, line, edited line
  local file=$1 line=$2 edited=$3 done_before
  for ((i = 1; i <= edits; i++)); do
    done_before=$(grep -c "on screen" "$log" || true)
    if ((i % 2)); then sed -i "0,/$line/s//$edited/" "$file"; else sed -i "0,/$edited/s//$line/" "$file"; fi
    wait_for_lines $((done_before + 1)) "on screen"
    sleep 1
  done
  [ $((edits % 2)) -eq 1 ] && sed -i "0,/$edited/s//$line/" "$file" && wait_for_lines $((done_before + 2)) "on screen" && sleep 1
  return 0
}

report() {   # label, then the seconds on stdin, one a line
  sort -n | awk -v label="$1" '{ v[NR] = $1 } END {
    m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "%-44s %d saves: min %.2f s, median %.2f s, max %.2f s\n", label, NR, v[1], m, v[NR] }'
}

before=$(grep -c "on screen" "$log" || true)
time_edits src/main/java/steering/Vehicle.java "desired.setMag(maxspeed);" "desired.setMag(maxspeed - 1);"
grep "on screen" "$log" | tail -n +$((before + 1)) | sed 's/.*on screen \([0-9.]*\) s.*/\1/' \
  | report "save and see, Vehicle.java (one line):"
before=$(grep -c "on screen" "$log" || true)
time_edits sketches/seek/Seek.java "vehicle.seek(target);" "vehicle.seek(target, 2);"
grep "on screen" "$log" | tail -n +$((before + 1)) | sed 's/.*on screen \([0-9.]*\) s.*/\1/' \
  | report "save and see, Seek.java (one line):"
kill $runner 2>/dev/null || true
wait $runner 2>/dev/null || true
[ "$loop" = "--without-loop" ] && exit 0

for ((i = 1; i <= edits; i++)); do
  touch src/main/java/steering/Vehicle.java
  start=$(date +%s.%N)
  mvn -q compile exec:java -Dsketch=Seek -Dexec.args="--seed 1 --frames 1 --no-watch" >/dev/null 2>&1
  awk -v end="$(date +%s.%N)" -v start="$start" 'BEGIN { print end - start }'
done | report "mvn -q compile exec:java again (no watching):"
