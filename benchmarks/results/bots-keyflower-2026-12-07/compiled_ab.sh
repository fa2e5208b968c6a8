#!/bin/bash
# Compiled builds A (main e0954b5: /work/tourn/.venv) and B (this branch, built with
# `EUROGAMES_COMPILE=1 pip wheel --no-deps .` in /tmp/kfspeed-build): instructions per search
# iteration (callgrind: only the searches are counted) and the choices digest, on the same positions.
#   ./compiled_ab.sh [states] [spec]
STATES=${1:-4}
SPEC=${2:-hard/iterations=1000}
HERE=$(cd "$(dirname "$0")" && pwd)
B_LIB=/tmp/kfspeed-build/site   # the wheel built from /tmp/kfspeed-build, pip install --no-deps --target
mkdir -p /tmp/kfs-empty
run() {  # name python pythonpath
  cd /tmp && PYTHONPATH=$3 nice -n 10 valgrind --tool=callgrind --collect-atstart=no --toggle-collect=functools_reduce \
    --callgrind-out-file=/tmp/cg_$1.out $2 "$HERE/search_instr.py" --child "$STATES" "$SPEC" > /tmp/cg_$1.txt 2>&1
  line=$(grep '^count' /tmp/cg_$1.txt)
  instr=$(grep -o 'Collected : [0-9]*' /tmp/cg_$1.txt | grep -o '[0-9]*$')
  its=$(echo "$line" | awk '{print $2}')
  echo "$1: $line instr $instr instr/iteration $((instr / its)) load $(cut -d' ' -f1 /proc/loadavg)"
}
run A /work/tourn/.venv/bin/python /tmp/kfs-empty &
run B /work/main/.venv/bin/python "$B_LIB" &
wait
