#!/bin/sh
# The pre-registered games (bots-orleans-2026-12-06f.md §2): per deal, the candidate then the control H.
# Usage: run_paired.sh EUROGAMES FIRST_SEED STOP_HHMM [SPEC PREFIX]  (UTC; no deal starts after STOP)
# SPEC/PREFIX default to hard/fitted=2 and F (§2); the addendum's G is hard/exploration=0.3 and G.
EG=$1; S=$2; STOP=$3; SPEC=${4:-hard/fitted=2}; P=${5:-F}
DIR=$(dirname "$0")
while [ "$(date -u +%H%M)" -lt "$STOP" ]; do
  [ -s "$DIR/$P-s$S.json" ] || nice -n 10 "$EG" tournament orleans --players 2 --games 1 --bots "$SPEC",medium --seed "$S" --procs 1 --json > "$DIR/$P-s$S.json"
  [ -s "$DIR/H-s$S.json" ] || nice -n 10 "$EG" tournament orleans --players 2 --games 1 --bots hard,medium --seed "$S" --procs 1 --json > "$DIR/H-s$S.json"
  echo "$(date -u +%H:%M:%S) $P deal $S done, load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$DIR/run.log"
  S=$((S + 1))
done
