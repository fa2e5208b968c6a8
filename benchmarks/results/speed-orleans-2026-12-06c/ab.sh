#!/bin/bash
# A/B alternating bench: ab.sh MODE OUT  (MODE pure|compiled); A = main, B = branch
mode=$1; out=$2; : > $out
for r in 1 2 3; do
  for side in A B; do
    load=$(cut -d' ' -f1-3 /proc/loadavg)
    if [ $mode = pure ]; then
      tree=$([ $side = A ] && echo /tmp/orlspeed2/main/src || echo /work/wt/orlspeed2/src)
      j=$(cd /tmp && PYTHONPATH=$tree nice -n 10 /work/wt/orlspeed2/.venv/bin/python -m eurogames bench orleans --seconds 3 --json)
    else
      py=$([ $side = A ] && echo /work/tourn/.venv/bin/python || echo $BPY)
      j=$(cd /tmp && PYTHONPATH= nice -n 10 $py -m eurogames bench orleans --seconds 3 --json)
    fi
    echo "{\"mode\": \"$mode\", \"side\": \"$side\", \"round\": $r, \"load\": \"$load\", \"bench\": $j}" >> $out
  done
done
