#!/bin/bash
# Driver of bots-queue-2026-12-07d.md: CoB deals in registered order, one deal per command, with the clock.
EG=${EG:-/work/tourn/.venv/bin/eurogames}
log() { echo "$(date -u +%H:%M:%S) $* load $(cut -d' ' -f1 /proc/loadavg)" >> /work/q/logs/queue.log; }
one() { # NAME GAME BOTS SEED
  out=/work/q/out/$1-$4.json; [ -s "$out" ] && return
  log "start $1 $4"
  nice -n 19 $EG tournament $2 --players 2 --games 1 --bots $3 --seed $4 --procs 1 --json > $out.tmp 2>/work/q/logs/$1-$4.err && mv $out.tmp $out
  log "done $1 $4"
}
while ! grep -q BUILD_EXIT=0 /work/runs/tourn_build.log 2>/dev/null; do sleep 20; done
for s in $(seq 57000 57099); do
  [ "$(date -u +%H%M)" -ge 1425 ] && { log "clock: cob stops before $s"; break; }
  one cobx castles_of_burgundy expert/rollout=4/iterations=1000,hard $s
done
log "queue finished"
