#!/bin/bash
# Simulated cache misses per step (callgrind --cache-sim=yes, only the loops collected) of the
# engine and OpenSpiel step: [LL=size,assoc,line] TREE MODE(fresh|steady) GAME P STEPS (LL=1048576,16,64:
# a 1 MB last level, about an L2)
tree=$1; mode=$2; game=$3; p=$4; steps=$5
extra=""; [ "$mode" = fresh ] && extra="--fresh"
out=$(mktemp -d /tmp/osf/cs.XXXX)
GLIBC_TUNABLES=glibc.cpu.x86_rep_stosb_threshold=0x7fffffffffffffff:glibc.cpu.x86_rep_movsb_threshold=0x7fffffffffffffff \
PYTHONPATH=/tmp/osf/$tree/src nice -n 10 valgrind --tool=callgrind --cache-sim=yes ${LL:+--LL=$LL} --collect-atstart=no \
  --toggle-collect=functools_reduce --dump-after=functools_reduce --callgrind-out-file=$out/cg.out \
  /work/main/.venv/bin/python /tmp/osf/adapter_cost.py --row $game $p --steps $steps --rounds 1 \
  --reps 1 --paths engine,os $extra --mode instr > $out/row.json 2> $out/err.txt
/work/main/.venv/bin/python - "$out" "$tree $mode $game $p" <<'PY'
import glob, json, re, sys
out, label = sys.argv[1], sys.argv[2]
row = json.load(open(f"{out}/row.json"))
tot = {}
for f in glob.glob(f"{out}/cg.out.*"):
    s = open(f).read()
    part = int(re.search(r"^part: (\d+)", s, re.M).group(1))
    ev = re.search(r"^events: (.*)$", s, re.M).group(1).split()
    t = [int(x) for x in re.search(r"^(?:summary|totals): (.*)$", s, re.M).group(1).split()]
    tot[part] = dict(zip(ev, t))
cells = []
for p in ("engine", "os"):
    v = row[p]
    parts = range(v["first_dump"], v["first_dump"] + v["dumps"])
    agg = {e: sum(tot[i].get(e, 0) for i in parts) / v["n"] for e in ("Ir", "D1mr", "D1mw", "DLmr", "DLmw", "I1mr")}
    cells.append(f"{p}: Ir {agg['Ir']:,.0f} D1 misses {agg['D1mr'] + agg['D1mw']:,.0f} LL misses {agg['DLmr'] + agg['DLmw']:,.1f}")
print(label, "|", " | ".join(cells))
PY
