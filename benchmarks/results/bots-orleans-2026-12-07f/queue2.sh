#!/bin/sh
# after the referee (pid $1): plan-level comparison, 400 against 2000 iterations
while kill -0 $1 2>/dev/null; do sleep 5; done
PYTHONPATH=../../../src:. nice -n 10 /work/main/.venv/bin/python plan.py pos-59290.jsonl \
  --specs 'hard/own=1;hard/own=1/iterations=2000' --k 16 --out plan-59290.jsonl > plan-59290.log 2>&1
