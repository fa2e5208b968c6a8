#!/bin/bash
# After the deciding run: shipped hard (cap lifted) replayed with this branch's compiled build on
# the deals where the candidate won more or fewer games than the stored shipped games: each
# replay must reproduce the stored game (else that deal's difference is not the candidate's).
EG=${EG:-/tmp/kfhard-c2/.venv/bin/eurogames}
cd "$(dirname "$0")"
for s in "$@"; do
  out=replay-shipped5-s$s.json
  [ -s "$out" ] && continue
  [ "$(date -u +%H%M)" -ge 0738 ] && [ "$(date -u +%H)" -lt 12 ] && break
  echo "$(date -u +%H:%M:%S) start replay $s load $(cut -d' ' -f1 /proc/loadavg)" >> confirm-log.txt
  nice -n 10 $EG tournament keyflower --players 2 --games 1 --bots hard/seconds=5,medium --seed $s --procs 1 --json > $out
done
