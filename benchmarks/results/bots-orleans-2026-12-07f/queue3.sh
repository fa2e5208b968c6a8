#!/bin/sh
# after the plan comparison (queue2, pid $1): walks cut at the round's end (round_end 1, with own 1
# and own 2) at 2000 iterations, the referee on them, then leaf depth against visits
while kill -0 $1 2>/dev/null; do sleep 5; done
PY="nice -n 10 /work/main/.venv/bin/python"
export PYTHONPATH=../../../src:.
$PY analyze.py pos-59290.jsonl --specs 'hard/own=1/iterations=2000/round_end=1:1;hard/own=2/iterations=2000/round_end=1:1' --out an3-59290.jsonl > an3-59290.log 2>&1
$PY referee.py an-59290.jsonl an3-59290.jsonl --positions pos-59290.jsonl \
  --runs 'hard/own=1#1;hard/own=1/iterations=2000#1;hard/own=1/iterations=2000/round_end=1#1;hard/own=2/iterations=2000/round_end=1#1' --k 20 --out ref3-59290.jsonl > ref3-59290.log 2>&1
$PY leafmix.py an-59290.jsonl --all --positions pos-59290.jsonl --specs 'hard/own=1;hard/own=1/iterations=2000' > leafmix-59290.txt 2>&1
