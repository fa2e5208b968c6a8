#!/bin/bash
# CPU time of the engine and OpenSpiel step for every game and player count, trees alternated
# (before, after, before, after), each pass adapter_cost --all (one process per row), niced.
# Usage: cpu_all.sh steady|fresh
R=/work/wt/osfresh/benchmarks/results/research-cost-2026-12-06f
mode=$1; extra=""; [ "$mode" = fresh ] && extra="--fresh"
for pass in 1 2; do
  for tree in base after2; do
    echo "cpu-$mode pass $pass $tree start $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $R/runs.log
    PYTHONPATH=/tmp/osf/$tree/src nice -n 10 /work/main/.venv/bin/python /tmp/osf/adapter_cost.py \
      --all --steps 3000 --rounds 3 --paths engine,os $extra --json $R/cpu-$mode-$tree-$pass.json \
      > $R/cpu-$mode-$tree-$pass.txt
    echo "cpu-$mode pass $pass $tree end $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $R/runs.log
  done
done
