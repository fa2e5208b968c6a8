#!/bin/sh
# Second runner of bots-orleans-2026-12-07d.md §3 (candidate C = hard/own=1 vs medium), deals 58550.. in order,
# on the helper's compiled build (eg.sh); output in /work/q/out/C-sS.json, copied into the results folder later.
EG=/work/wt/orlhard/benchmarks/results/bots-orleans-2026-12-07d/eg.sh
S=58550; STOP=$(date -u -d "2026-12-07 14:15" +%s)
while [ "$S" -le 58599 ] && [ "$(date -u +%s)" -lt "$STOP" ]; do
  out=/work/q/out/C-s$S.json
  [ -s "$out" ] || { nice -n 10 "$EG" tournament orleans --players 2 --games 1 --bots hard/own=1,medium --seed "$S" --procs 1 --json > "$out.tmp" && mv "$out.tmp" "$out"; }
  echo "$(date -u +%H:%M:%S) C deal $S done, load $(cut -d' ' -f1-3 /proc/loadavg)" >> /work/q/logs/orl2.log
  S=$((S + 1))
done
