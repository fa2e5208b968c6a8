#!/bin/bash
# CPU seconds of the compiled builds A (main, /work/tourn/.venv) and B (this branch, /tmp/kfspeed-build),
# alternating A B A B: benchmarks/search_speed.py on 16 positions, no cap; the first bot of each
# run pays the warm-up, so read the second row (hard/iterations=1000) and the third (shipped hard).
#   ./timed_ab.sh [rounds]
ROUNDS=${1:-2}
SPEED=$(cd "$(dirname "$0")/../.." && pwd)/search_speed.py
B_LIB=/tmp/kfspeed-build/site   # the wheel built from /tmp/kfspeed-build, pip install --no-deps --target
for r in $(seq "$ROUNDS"); do
  for b in A B; do
    if [ $b = A ]; then PY=/work/tourn/.venv/bin/python; PP=/tmp/kfs-empty; else PY=/work/main/.venv/bin/python; PP=$B_LIB; fi
    echo "round $r build $b load $(cut -d' ' -f1 /proc/loadavg) $(date -u +%H:%M:%S)"
    (cd /tmp && PYTHONPATH=$PP nice -n 10 $PY "$SPEED" --game keyflower --states 16 --level-budget --bots hard/iterations=1000,hard/iterations=1000,hard | tail -3)
  done
done
