#!/bin/sh
# after the first analysis (pid $1): two 2000-iteration variants on the same positions, then the referee
while kill -0 $1 2>/dev/null; do sleep 5; done
PY="nice -n 10 /work/main/.venv/bin/python"
export PYTHONPATH=../../../src:.
$PY analyze.py pos-59290.jsonl --specs 'hard/own=1/iterations=2000/drift=0.8:1;hard/own=1/iterations=2000/depth=3:1' --out an2-59290.jsonl > an2-59290.log 2>&1
$PY referee.py an-59290.jsonl an2-59290.jsonl --positions pos-59290.jsonl \
  --runs 'hard/own=1#1;hard/own=1/iterations=2000#1;hard/own=1/iterations=2000/drift=0.8#1;hard/own=1/iterations=2000/depth=3#1' --k 20 --out ref-59290.jsonl > ref-59290.log 2>&1
