#!/bin/sh
# The pre-registered confirmation: one deal (both seatings) per command, fresh deals from 37010 up,
# no new deal started at or after 21:35 UTC. Run from this folder.
BIN=/tmp/kfhard-c/.venv/bin/eurogames   # compiled build (EUROGAMES_COMPILE=1) of branch kfhard at b4f2e2d (= main)
SPEC=hard/iterations=800/expand=8
S=37010
while [ "$(date -u +%H%M)" -lt 2135 ]; do
    echo "$(date -u +%H:%M:%S) start $S load $(cut -d' ' -f1-3 /proc/loadavg)" >> confirm-log.txt
    nice -n 10 $BIN tournament keyflower --players 2 --games 1 --bots $SPEC,medium --seed $S --procs 1 --json > confirm-h800e8-medium-s$S.json.tmp \
        && mv confirm-h800e8-medium-s$S.json.tmp confirm-h800e8-medium-s$S.json
    S=$((S + 1))
done
echo "$(date -u +%H:%M:%S) stop (clock) load $(cut -d' ' -f1-3 /proc/loadavg)" >> confirm-log.txt
