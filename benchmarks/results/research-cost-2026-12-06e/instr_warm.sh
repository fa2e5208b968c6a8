#!/bin/bash
# Instructions per step as adapter_cost replays (prof3.py: its recorded games, warm-up on the same):
# engine and OpenSpiel step of the tree after, OpenSpiel step of the tree before; 300 steps.
D=/work/wt/osstep2/benchmarks/results/research-cost-2026-12-06e
cd /tmp/osstep2
echo "instr-warm start $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $D/runs.log
for row in "$@"; do
  set -- $row
  a=$(./cg2.sh /tmp/osstep2/after/src $1 $2 300 engine,os)
  b=$(./cg2.sh /tmp/osstep2/base/src $1 $2 300 os)
  echo "$1 $2 after: $a | before: $b" >> $D/instructions-warm.txt
  echo "instr-warm row $1 $2 done $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $D/runs.log
done
