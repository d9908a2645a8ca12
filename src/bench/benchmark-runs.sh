# Shared by fps.sh and switches.sh (sourced, not run): builds the classes, then run SKETCH ARGS...
# runs the sketch with --benchmark --seed 1 $repeats times and prints each report line.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
mvn -q compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt
cp="target/classes:$(cat target/classpath.txt)"

run() {
  for ((i = 0; i < repeats; i++)); do
    java -cp "$cp" "$@" --benchmark --seed 1 2>/dev/null | grep " benchmark, " || echo "failed: $*"
  done
}
