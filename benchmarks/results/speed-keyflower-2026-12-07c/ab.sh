#!/bin/sh
# Alternating A/B runs of `eurogames bench keyflower --seconds 3` (3 players, eager), load before each.
#   ab.sh pure ROUNDS OUT        A: main's tree (PYTHONPATH=$ASRC), B: the branch (PYTHONPATH=$BSRC)
#   ab.sh compiled ROUNDS OUT    A: $APY (compiled main), B: $BPY (compiled branch), from an empty dir
mode=$1; rounds=$2; out=$3
PY=${PY:-/work/main/.venv/bin/python}
ASRC=${ASRC:-/tmp/kfs3/main/src}; BSRC=${BSRC:-/work/wt/kfspeed3/src}
APY=${APY:-/work/tourn/.venv/bin/python}; BPY=${BPY:-/work/wt/kfspeed3-c/.venv/bin/python}
EMPTY=${EMPTY:-/tmp/kfs3/empty}
i=0
while [ $i -lt "$rounds" ]; do
  for side in A B; do
    load=$(cut -d' ' -f1-3 /proc/loadavg)
    if [ "$mode" = pure ]; then
      if [ $side = A ]; then src=$ASRC; else src=$BSRC; fi
      line=$(cd /tmp && PYTHONPATH=$src nice -n 10 $PY -m eurogames bench keyflower --seconds 3 --json | grep '^{')
    else
      if [ $side = A ]; then py=$APY; else py=$BPY; fi
      line=$(cd /tmp && PYTHONPATH=$EMPTY nice -n 10 $py -m eurogames bench keyflower --seconds 3 --json | grep '^{')
    fi
    echo "$mode $side load=$load $line" | tee -a "$out"
  done
  i=$((i + 1))
done
