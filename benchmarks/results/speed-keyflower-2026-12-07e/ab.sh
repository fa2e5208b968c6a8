#!/bin/sh
# Alternating A/B runs of `eurogames bench keyflower --seconds 3` (3 players, eager), load before each.
#   ab.sh pure ROUNDS OUT        A: main's tree (PYTHONPATH=$ASRC), B: the branch (PYTHONPATH=$BSRC)
#   ab.sh compiled ROUNDS OUT    A: $APY (compiled main), B: $APY with PYTHONPATH=$BLIB (the branch's wheel unpacked)
mode=$1; rounds=$2; out=$3
PY=${PY:-/work/main/.venv/bin/python}
ASRC=${ASRC:-/tmp/kf5/main/src}; BSRC=${BSRC:-/work/wt/kfspeed5/src}
APY=${APY:-/work/tourn/.venv/bin/python}; BLIB=${BLIB:-/tmp/kf5/cB2}
EMPTY=${EMPTY:-/tmp/kf5/empty}
i=0
while [ $i -lt "$rounds" ]; do
  for side in A B; do
    load=$(cut -d' ' -f1-3 /proc/loadavg)
    if [ "$mode" = pure ]; then
      if [ $side = A ]; then src=$ASRC; else src=$BSRC; fi
      line=$(cd /tmp && PYTHONPATH=$src nice -n 10 $PY -m eurogames bench keyflower --seconds 3 --json | grep '^{')
    else
      if [ $side = A ]; then lib=$EMPTY; else lib=$BLIB; fi
      line=$(cd /tmp && PYTHONPATH=$lib nice -n 10 $APY -m eurogames bench keyflower --seconds 3 --json | grep '^{')
    fi
    echo "$mode $side load=$load $line" | tee -a "$out"
  done
  i=$((i + 1))
done
