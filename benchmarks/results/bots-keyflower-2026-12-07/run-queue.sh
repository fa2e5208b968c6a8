#!/bin/bash
# The pre-registered run (bots-keyflower-2026-12-07.md): hard at 1000 iterations against medium,
# cap lifted (seconds=5: iteration-bound, so its moves are the same in every build that searches
# alike), one deal (both seatings) per command, deals 35876..35899 then 35800..35857, where shipped
# hard's games against medium are stored; no new deal at or after 04:05 UTC.
# A file PAUSE in this folder holds the queue between deals (while the branch is compiled).
EG=${EG:-/work/tourn/.venv/bin/eurogames}
CAND=${CAND:-hard/iterations=1000/expand=8/seconds=5}
cd "$(dirname "$0")"
# the replay check: shipped hard with the cap lifted on deal 35876 must reproduce the stored game
if [ ! -s replay-shipped5-s35876.json ]; then
  echo "$(date -u +%H:%M:%S) start replay 35876 load $(cut -d' ' -f1 /proc/loadavg)" >> confirm-log.txt
  nice -n 10 $EG tournament keyflower --players 2 --games 1 --bots hard/seconds=5,medium --seed 35876 --procs 1 --json > replay-shipped5-s35876.json
  echo "$(date -u +%H:%M:%S) done replay" >> confirm-log.txt
fi
for s in $(seq 35876 35899) $(seq 35800 35857); do
  out=confirm-h1000-medium-s$s.json
  [ -s "$out" ] && continue
  while [ -e PAUSE ]; do sleep 20; done
  [ "$(date -u +%H%M)" -ge 0405 ] && [ "$(date -u +%H)" -lt 12 ] && { echo "clock: stop before $s" >> confirm-log.txt; break; }
  echo "$(date -u +%H:%M:%S) start $s load $(cut -d' ' -f1 /proc/loadavg)" >> confirm-log.txt
  nice -n 10 $EG tournament keyflower --players 2 --games 1 --bots $CAND,medium --seed $s --procs 1 --json > $out.tmp 2>$out.err && mv $out.tmp $out && rm -f $out.err
  echo "$(date -u +%H:%M:%S) done $s" >> confirm-log.txt
done
