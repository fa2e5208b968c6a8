#!/bin/sh
# probe F continuation (amendment of 21:20 UTC): compiled build of main 36e99b8
OUT=/work/main/benchmarks/results/bots-orleans-2026-12-07f
S=59202
while [ "$(date -u +%H%M)" -le 2142 ]; do
  nice -n 10 /work/tourn/.venv/bin/eurogames tournament orleans --players 2 --games 1 \
    --bots expert/iterations=2000/own=2/round_end=1,hard/own=1 --seed $S --procs 1 --json \
    > /work/q/out/F-s$S.json 2> /work/q/logs/F-s$S.err && cp /work/q/out/F-s$S.json $OUT/
  echo "$(date -u +%T) deal $S done" >> /work/q/logs/orlF.log
  S=$((S+1))
done
