#!/bin/bash
# run.sh NAME GAME BOTS SEED0 SEED1 STEP   (env PLAYERS=2, EG=/work/tourn/.venv/bin/eurogames, NICE=19)
NAME=$1; GAME=$2; BOTS=$3; S0=$4; S1=$5; STEP=${6:-1}
P=${PLAYERS:-2}; EG=${EG:-/work/tourn/.venv/bin/eurogames}; NI=${NICE:-19}
for ((s=S0; s<=S1; s+=STEP)); do
  out=/work/q/out/$NAME-$s.json
  [ -s "$out" ] && continue
  echo "$(date -u +%H:%M:%S) start $NAME $s load $(cut -d' ' -f1 /proc/loadavg)" >> /work/q/logs/queue.log
  nice -n $NI $EG tournament $GAME --players $P --games 1 --bots $BOTS --seed $s --procs 1 --json > $out.tmp 2>/work/q/logs/$NAME-$s.err && mv $out.tmp $out
  echo "$(date -u +%H:%M:%S) done $NAME $s" >> /work/q/logs/queue.log
done
