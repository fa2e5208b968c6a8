#!/bin/bash
# The pre-registered run: the candidate against medium, one deal (both seatings) per command,
# deals 35858..35899 then 37010..37037, no new deal at or after 00:55 UTC.
# EG: the compiled build of this branch (/tmp/kfwinter-c/.venv/bin/eurogames).
EG=${EG:-/tmp/kfwinter-c/.venv/bin/eurogames}
CAND=${CAND:-hard/search_eval=1/seconds=5}
cd "$(dirname "$0")"
# the replay check: shipped hard with the cap lifted on deal 35858 (stored: bots-queue-2026-12-06e)
if [ ! -s replay-shipped5-s35858.json ]; then
  echo "$(date -u +%H:%M:%S) start replay 35858 load $(cut -d' ' -f1 /proc/loadavg)" >> confirm-log.txt
  nice -n 10 $EG tournament keyflower --players 2 --games 1 --bots hard/seconds=5,medium --seed 35858 --procs 1 --json > replay-shipped5-s35858.json
  echo "$(date -u +%H:%M:%S) done replay" >> confirm-log.txt
fi
for s in $(seq 35858 35899) $(seq 37010 37037); do
  out=confirm-s$s.json
  [ -s "$out" ] && continue
  [ "$(date -u +%H%M)" -ge 0055 ] && [ "$(date -u +%H)" -lt 12 ] && { echo "clock: stop before $s" >> confirm-log.txt; break; }
  echo "$(date -u +%H:%M:%S) start $s load $(cut -d' ' -f1 /proc/loadavg)" >> confirm-log.txt
  nice -n 10 $EG tournament keyflower --players 2 --games 1 --bots $CAND,medium --seed $s --procs 1 --json > $out.tmp 2>$out.err && mv $out.tmp $out && rm -f $out.err
  echo "$(date -u +%H:%M:%S) done $s" >> confirm-log.txt
done
