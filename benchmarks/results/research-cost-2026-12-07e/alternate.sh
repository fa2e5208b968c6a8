#!/bin/sh
# Main (A) and this branch (B) alternating game by game, replayed deals then fresh deals.
#   sh alternate.sh MAIN_SRC BRANCH_SRC OUTDIR
A=$1; B=$2; OUT=$3
PY=/work/main/.venv/bin/python
for mode in replay fresh; do
  extra=""; paths="engine,os,os-floor,clone,os-clone"
  if [ $mode = fresh ]; then extra="--fresh"; paths="engine,os,os-floor"; fi
  for g in castles_of_burgundy burgundy_card_game orleans white_castle keyflower; do
    for t in A B; do
      if [ $t = A ]; then src=$A; else src=$B; fi
      echo "# $mode $t $g $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $OUT/cpu-$mode-$t.txt
      PYTHONPATH=$src nice -n 10 $PY "$(dirname $0)/../../adapter_cost.py" --games $g --players all --rounds 5 $extra --paths $paths | grep "^| [a-z]" >> $OUT/cpu-$mode-$t.txt
    done
  done
done
echo done >> $OUT/alternate.log
