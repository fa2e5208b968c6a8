#!/bin/sh
# Candidate C (hard/own=1 vs medium), the rest of bots-orleans-2026-12-07d.md §3 (the lead, 2026-12-07 evening): deals 58532-58534 on main 3148c52 pure build, 58535- on its compiled build (/work/tourn)
EG="/work/tourn/.venv/bin/python -m eurogames"
STOP=$(date -u -d "2026-12-07 18:00" +%s)
for S in $(seq 58532 58549) $(seq 58566 58599); do
  [ "$(date -u +%s)" -lt "$STOP" ] || break
  out=/work/q/out/C-s$S.json
  [ -s "$out" ] || { nice -n 10 $EG tournament orleans --players 2 --games 1 --bots hard/own=1,medium --seed "$S" --procs 1 --json > "$out.tmp" && mv "$out.tmp" "$out"; }
  echo "$(date -u +%H:%M:%S) C deal $S done, load $(cut -d' ' -f1-3 /proc/loadavg)" >> /work/q/logs/orlC.log
done
