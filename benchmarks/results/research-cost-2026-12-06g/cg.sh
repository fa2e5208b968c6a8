#!/bin/bash
# cg.sh TREE MODE(fresh|steady) GAME P STEPS [cache]  -> /tmp/osstep/cg-TREE-MODE-GAME-P/
tree=$1; mode=$2; game=$3; p=$4; steps=$5; cache=$6
extra=""; [ "$mode" = fresh ] && extra="--fresh"
out=/tmp/osstep/cg-$(basename $(dirname $tree))-$mode-$game-$p${cache:+-cs}${LL:+-L2}; rm -rf $out; mkdir -p $out
cs=""; [ -n "$cache" ] && cs="--cache-sim=yes ${LL:+--LL=$LL}"
GLIBC_TUNABLES=glibc.cpu.x86_rep_stosb_threshold=0x7fffffffffffffff:glibc.cpu.x86_rep_movsb_threshold=0x7fffffffffffffff \
PYTHONPATH=$tree nice -n 10 valgrind --tool=callgrind $cs --collect-atstart=no \
  --toggle-collect=functools_reduce --dump-after=functools_reduce --callgrind-out-file=$out/cg.out \
  /work/main/.venv/bin/python /tmp/osstep/adapter_cost.py --row $game $p --steps $steps --rounds 1 \
  --reps 1 --paths engine,os $extra --mode instr > $out/row.json 2> $out/err.txt
echo done $out
