#!/bin/sh
# bots-orleans-2026-12-07d.md (copied from -06g): one deal per command, SPEC vs medium, seeds FIRST.. until STOP or LAST.
# Usage: run.sh EUROGAMES SPEC PREFIX FIRST_SEED LAST_SEED STOP  (STOP: a UTC date-time such as
# "2026-12-07 00:55"; no deal starts at or after it)
EG=$1; SPEC=$2; P=$3; S=$4; LAST=$5; STOP=$(date -u -d "$6" +%s)
DIR=$(dirname "$0")
while [ "$S" -le "$LAST" ] && [ "$(date -u +%s)" -lt "$STOP" ]; do
  [ -s "$DIR/$P-s$S.json" ] || nice -n 10 "$EG" tournament orleans --players 2 --games 1 --bots "$SPEC",medium --seed "$S" --procs 1 --json > "$DIR/$P-s$S.json"
  echo "$(date -u +%H:%M:%S) $P ($SPEC) deal $S done, load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$DIR/run.log"
  S=$((S + 1))
done
