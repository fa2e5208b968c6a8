#!/bin/bash
# Instructions per step on fresh games (prof_fresh.py: 1000-step warm-up on deals 50000+, then 1000
# steps of deals 1000+), engine and OpenSpiel step of the tree after, OpenSpiel step of the tree before.
D=/work/wt/osstep2/benchmarks/results/research-cost-2026-12-06e
cd /tmp/osstep2
echo "instr-fresh start $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $D/runs.log
for row in "burgundy_card_game 4" "burgundy_card_game 2" "keyflower 3" "castles_of_burgundy 2" "white_castle 2" "orleans 2"; do
  set -- $row
  a=$(PROF=/tmp/osstep2/prof_fresh.py ./cg2.sh /tmp/osstep2/after/src $1 $2 1000 engine,os)
  b=$(PROF=/tmp/osstep2/prof_fresh.py ./cg2.sh /tmp/osstep2/base/src $1 $2 1000 os)
  c=$(PRENUMBER=1 PROF=/tmp/osstep2/prof_fresh.py ./cg2.sh /tmp/osstep2/after/src $1 $2 1000 os)
  echo "$1 $2 after: $a | before: $b | after, space prenumbered: $c" >> $D/instructions-fresh.txt
  echo "instr-fresh row $1 $2 done $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $D/runs.log
done
