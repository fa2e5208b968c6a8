#!/bin/bash
# usage: cg.sh SRC GAME PLAYERS STEPS PATHS(comma) [keepdir] -> "path instructions-per-step" for each path
SRC=$1; shift
out=$(mktemp -d /tmp/osstep2/cgmXXXX)
# ${PROF:-prof3.py}: prof_fresh.py here, or prof3.py of research-cost-2026-12-06d (sys.path at this worktree's benchmarks/)
PYTHONPATH=$SRC GLIBC_TUNABLES=glibc.cpu.x86_rep_stosb_threshold=0x7fffffffffffffff:glibc.cpu.x86_rep_movsb_threshold=0x7fffffffffffffff nice -n 10 valgrind --tool=callgrind --collect-atstart=no --toggle-collect=functools_reduce --dump-after=functools_reduce --callgrind-out-file=$out/cg /work/main/.venv/bin/python ${PROF:-/tmp/osstep2/prof3.py} "$@" > $out/log 2>&1
python3 - "$out" "$4" <<'PY'
import glob, re, sys
out, paths = sys.argv[1], sys.argv[2].split(",")
log = open(out + "/log").read()
ns = [int(x) for x in re.findall(r"^steps (\d+)", log, re.M)]
totals = {}
for f in glob.glob(out + "/cg.*"):
    t = open(f).read()
    m = re.search(r"^part: (\d+)", t, re.M); tt = re.search(r"^(?:summary|totals): (\d+)", t, re.M)
    if m and tt: totals[int(m.group(1))] = int(tt.group(1))
parts = [totals[k] for k in sorted(totals)]
per = len(parts) // len(paths)
assert per * len(paths) == len(parts), (len(parts), paths, log[-2000:])
print(" ".join(f"{p} {round(sum(parts[i*per:(i+1)*per]) / ns[i])}" for i, p in enumerate(paths)))
PY
if [ -n "$KEEP" ]; then echo "kept $out"; else rm -rf $out; fi
