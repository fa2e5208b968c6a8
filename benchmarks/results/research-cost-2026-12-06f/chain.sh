#!/bin/bash
R=/work/wt/osfresh/benchmarks/results/research-cost-2026-12-06f
while pgrep -f "instr.sh fresh" > /dev/null; do sleep 10; done
AFTER=after2 $R/instr.sh steady 300 "burgundy_card_game 4" "white_castle 4"
$R/cpu_all.sh fresh
$R/cpu_all.sh steady
echo "chain done $(date -u +%T)" >> $R/runs.log
