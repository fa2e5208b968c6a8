# The same analysis on deal 59291's 40 collected positions (lead, after CI, 2026-12-07 ~21:02 UTC)
set -e
PY="nice -n 10 /work/main/.venv/bin/python"
export PYTHONPATH=../../../src:.
$PY analyze.py pos-59291.jsonl --specs 'hard/own=1:1;hard/own=1/iterations=2000:1;hard/own=2/iterations=2000/round_end=1:1' --out an-59291.jsonl > an-59291.log 2>&1
$PY referee.py an-59291.jsonl --positions pos-59291.jsonl --runs 'hard/own=1#1;hard/own=1/iterations=2000#1;hard/own=2/iterations=2000/round_end=1#1' --k 10 --out ref-59291.jsonl > ref-59291.log 2>&1
# whole-plan referee (§2's referee 2) on the planning positions, after the above (21:10 UTC)
$PY plan.py pos-59291.jsonl --specs 'hard/own=1;hard/own=1/iterations=2000' --k 16 --out plan-59291.jsonl > plan-59291.log 2>&1
