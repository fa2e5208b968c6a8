#!/bin/bash
# The pre-registered run (bots-keyflower-2026-12-07b.md): hard with the search's boat term
# (search_eval=1) against medium, cap lifted (seconds=5: iteration-bound, as the stored shipped
# games were), one deal (both seatings) per command, on deals where shipped hard's games against
# medium are stored; no new deal at or after 07:25 UTC.
EG=${EG:-/tmp/kfhard-c2/.venv/bin/eurogames}
CAND=${CAND:-hard/search_eval=1/seconds=5}
cd "$(dirname "$0")"
log() { echo "$(date -u +%H:%M:%S) $* load $(cut -d' ' -f1 /proc/loadavg)" >> confirm-log.txt; }
# the replay check: shipped hard with the cap lifted on deal 35887 must reproduce the stored game
if [ ! -s replay-shipped5-s35887.json ]; then
  log "start replay 35887"
  nice -n 10 $EG tournament keyflower --players 2 --games 1 --bots hard/seconds=5,medium --seed 35887 --procs 1 --json > replay-shipped5-s35887.json
  log "done replay"
fi
DIAG=" 35809 35813 35824 35837 35841 35844 "   # the diagnosis deals (they chose the candidate)
for s in $(seq 35887 35899) $(seq 35800 35857); do
  case "$DIAG" in *" $s "*) continue ;; esac
  out=confirm-s$s.json
  [ -s "$out" ] && continue
  [ "$(date -u +%H%M)" -ge 0725 ] && [ "$(date -u +%H)" -lt 12 ] && { log "clock: stop before $s"; break; }
  log "start $s"
  nice -n 10 $EG tournament keyflower --players 2 --games 1 --bots $CAND,medium --seed $s --procs 1 --json > $out.tmp 2>$out.err && mv $out.tmp $out && rm -f $out.err
  log "done $s"
done
