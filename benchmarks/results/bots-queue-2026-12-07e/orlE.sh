#!/bin/sh
# -07e probe 2 (shipped expert vs hard/own=1), deals 59100-59199, compiled build of main 3148c52 (/work/tourn).
EG="/work/tourn/.venv/bin/python -m eurogames"
STOP=$(date -u -d "2026-12-07 17:55" +%s)
for S in $(seq 59100 59199); do
  [ "$(date -u +%s)" -lt "$STOP" ] || break
  out=/work/q/out/E-s$S.json
  [ -s "$out" ] || { nice -n 10 $EG tournament orleans --players 2 --games 1 --bots expert,hard/own=1 --seed "$S" --procs 1 --json > "$out.tmp" && mv "$out.tmp" "$out"; }
  echo "$(date -u +%H:%M:%S) E deal $S done, load $(cut -d' ' -f1-3 /proc/loadavg)" >> /work/q/logs/orlE.log
done
