#!/bin/bash
# Instructions per step (callgrind, 300 recorded steps): engine and OpenSpiel step in one process
# for the tree after, the OpenSpiel step for the tree before (the engine code is the same).
D=/work/wt/osstep/benchmarks/results/research-cost-2026-12-06d
OUT=$D/instructions.txt
cd /tmp/osstep
echo "instr2 start $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $D/runs.log
for row in "burgundy_card_game 4" "white_castle 4" "burgundy_card_game 2" "white_castle 2" "burgundy_card_game 3" "white_castle 3" "burgundy_card_game 1" "castles_of_burgundy 4" "orleans 2" "keyflower 2"; do
  set -- $row
  a=$(./cg_multi.sh /tmp/osstep/after/src $1 $2 300 engine,os)
  b=$(./cg_multi.sh /tmp/osstep/base/src $1 $2 300 os)
  echo "$1 $2 after: $a | before: $b" >> $OUT
  echo "row $1 $2 done $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $D/runs.log
done
