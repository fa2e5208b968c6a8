#!/bin/bash
# ab.sh MODE GAME ROUNDS OUT: alternating A (main) / B (engspeed) bench runs, load before each
mode=$1; game=$2; rounds=$3; out=$4
for r in $(seq $rounds); do
  for side in B A; do
    load=$(cut -d' ' -f1-3 /proc/loadavg)
    if [ $mode = pure ]; then
      tree=/tmp/engspeed/main/src; [ $side = B ] && tree=/work/wt/engspeed/src
      line=$(cd /tmp && PYTHONPATH=$tree nice -n 10 /work/wt/engspeed/.venv/bin/python -m eurogames bench $game --seconds 3 --json)
    else
      py=/tmp/engspeed-main-c/.venv/bin/python; [ $side = B ] && py=$BPY
      line=$(cd /tmp && PYTHONPATH= nice -n 10 $py -m eurogames bench $game --seconds 3 --json)
    fi
    echo "{\"side\": \"$side\", \"mode\": \"$mode\", \"round\": $r, \"load\": \"$load\", \"bench\": $line}" | tee -a $out
  done
done
