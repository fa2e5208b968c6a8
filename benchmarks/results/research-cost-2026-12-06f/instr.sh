#!/bin/bash
# Instruction counts (callgrind) of the engine and OpenSpiel step, trees before (main) and after,
# one valgrind process at a time, niced. Usage: [AFTER=after2] instr.sh MODE(fresh|steady) STEPS "game p" ...
# (/tmp/osf/base: git archive of main b4f2e2d; after: the branch before 0f338bc's last edits
# (numbering at the first deal), after2: 0f338bc, numbering at load_game; the same hot path)
R=/work/wt/osfresh/benchmarks/results/research-cost-2026-12-06f
mode=$1; steps=$2; shift 2
extra=""; [ "$mode" = fresh ] && extra="--fresh"
for row in "$@"; do
  set -- $row
  for tree in base after; do
    echo "$mode $1 $2 $tree start $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $R/runs.log
    dir=$tree; [ $tree = after ] && dir=${AFTER:-after}
    PYTHONPATH=/tmp/osf/$dir/src nice -n 10 /work/main/.venv/bin/python /tmp/osf/adapter_cost.py \
      --games $1 --players $2 --steps $steps --instructions --paths engine,os $extra \
      --json $R/instr-$mode-$1-$2-$tree.json | tail -1 | sed "s/^/$tree /" >> $R/instr-$mode.md
  done
done
echo "$mode done $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $R/runs.log
