#!/bin/bash
# ir.sh MODE STEPS "game p" TREE...  -> instructions per step (callgrind), appended to ir.md
mode=$1; steps=$2; row=$3; shift 3
extra=""; [ "$mode" = fresh ] && extra="--fresh"
set -- $row "$@"; game=$1; p=$2; shift 2
for tree in "$@"; do
  l=$(cut -d' ' -f1-3 /proc/loadavg)
  r=$(PYTHONPATH=/tmp/osstep/$tree/src nice -n 10 /work/main/.venv/bin/python /tmp/osstep/adapter_cost.py \
      --games $game --players $p --steps $steps --instructions --paths engine,os $extra | tail -1)
  echo "$(date -u +%T) load $l $mode $steps $tree $r" | tee -a /tmp/osstep/ir.md
done
