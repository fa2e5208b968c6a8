#!/bin/sh
# positions from hard/own=1 self-play at 150 iterations (a cheaper game than hard's 400), two deals
D=benchmarks/results/bots-orleans-2026-12-07f
for S in 59290 59291; do
  PYTHONPATH=src nice -n 10 /work/main/.venv/bin/python $D/collect.py --seed $S --every 9 \
    --bots hard/own=1/iterations=150,hard/own=1/iterations=150 --out $D/pos-$S.jsonl >> $D/collect.txt 2>&1
done
