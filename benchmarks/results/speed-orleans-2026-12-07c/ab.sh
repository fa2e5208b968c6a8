#!/bin/bash
# usage: ab.sh ROUNDS OUT  (env APY/BPY: interpreters, ASRC/BSRC: PYTHONPATH; empty for a compiled venv)
ROUNDS=$1; OUT=$2
for r in $(seq 1 $ROUNDS); do
  for side in A B; do
    if [ $side = A ]; then PY=$APY; SRC=$ASRC; else PY=$BPY; SRC=$BSRC; fi
    load=$(cut -d' ' -f1-3 /proc/loadavg)
    line=$(cd /tmp && PYTHONPATH=$SRC nice -n 10 $PY -m eurogames bench orleans --seconds 3 --json | grep '^{')
    echo "$side $r load=[$load] $line" | tee -a $OUT
  done
done
