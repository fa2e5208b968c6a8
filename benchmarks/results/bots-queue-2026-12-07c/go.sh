#!/bin/bash
# Driver of bots-queue-2026-12-07c.md: validity replay, Keyflower deals in registered order with the
# clock, then Orléans. Uses run.sh's output layout (/work/q/out/NAME-SEED.json).
EG=${EG:-/work/tourn/.venv/bin/eurogames}
log() { echo "$(date -u +%H:%M:%S) $* load $(cut -d' ' -f1 /proc/loadavg)" >> /work/q/logs/queue.log; }
one() { # NAME GAME BOTS SEED
  out=/work/q/out/$1-$4.json; [ -s "$out" ] && return
  log "start $1 $4"
  nice -n 19 $EG tournament $2 --players 2 --games 1 --bots $3 --seed $4 --procs 1 --json > $out.tmp 2>/work/q/logs/$1-$4.err && mv $out.tmp $out
  log "done $1 $4"
}
while ! grep -q done /tmp/tourn.log 2>/dev/null; do sleep 20; done
one kfreplay keyflower hard/seconds=5,medium 35887
for s in $(seq 35831 35886) 35809 35813 35824; do
  [ "$(date -u +%H%M)" -ge 1100 ] && { log "clock: keyflower stops before $s"; break; }
  one kf keyflower hard/seconds=5,medium $s
done
for s in $(seq 38400 38411); do
  [ "$(date -u +%H%M)" -ge 1115 ] && { log "clock: orleans stops before $s"; break; }
  one orl orleans hard,medium $s
done
log "queue finished"
