#!/bin/sh
# Paired control H (shipped hard before own vs medium), secondary of bots-orleans-2026-12-07d.md §3 (the lead, 2026-12-07 evening), compiled build of main 3148c52 (/work/tourn)
EG="/work/tourn/.venv/bin/python -m eurogames"
STOP=$(date -u -d "2026-12-07 18:00" +%s)
for S in $(seq 58504 58599); do
  [ "$(date -u +%s)" -lt "$STOP" ] || break
  out=/work/q/out/H-s$S.json
  [ -s "$out" ] || { nice -n 19 $EG tournament orleans --players 2 --games 1 --bots hard,medium --seed "$S" --procs 1 --json > "$out.tmp" && mv "$out.tmp" "$out"; }
  echo "$(date -u +%H:%M:%S) H deal $S done, load $(cut -d' ' -f1-3 /proc/loadavg)" >> /work/q/logs/orlH.log
done
