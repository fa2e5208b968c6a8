#!/bin/sh
# Secondary of bots-orleans-2026-12-07d.md §3: the shipped hard (main's compiled build) vs medium on C's deals, in order.
EG=/work/tourn/.venv/bin/eurogames
S=58500; STOP=$(date -u -d "2026-12-07 14:33" +%s)
while [ "$S" -le 58531 ] && [ "$(date -u +%s)" -lt "$STOP" ]; do
  out=/work/q/out/H-s$S.json
  [ -s "$out" ] || { nice -n 10 "$EG" tournament orleans --players 2 --games 1 --bots hard,medium --seed "$S" --procs 1 --json > "$out.tmp" && mv "$out.tmp" "$out"; }
  echo "$(date -u +%H:%M:%S) H deal $S done, load $(cut -d' ' -f1-3 /proc/loadavg)" >> /work/q/logs/orlH.log
  S=$((S + 1))
done
