"""Run a script under callgrind, collecting inside ``functools.reduce`` only and dumping after
each call; prints each dump's instructions divided by the count the script printed with it
(lines ``dump NAME COUNT``).

    PYTHONPATH=src python run_cg.py SCRIPT ARGS...
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

REP_OFF = ("glibc.cpu.x86_rep_stosb_threshold=0x7fffffffffffffff:"
           "glibc.cpu.x86_rep_movsb_threshold=0x7fffffffffffffff")
with tempfile.TemporaryDirectory() as tmp:
    base = os.path.join(tmp, "cg.out")
    res = subprocess.run(["valgrind", "--tool=callgrind", "--collect-atstart=no",
                          "--toggle-collect=functools_reduce", "--dump-after=functools_reduce",
                          f"--callgrind-out-file={base}", sys.executable, *sys.argv[1:], "--cg"],
                         capture_output=True, text=True, env=dict(os.environ, GLIBC_TUNABLES=REP_OFF))
    if res.returncode:
        sys.exit(res.stderr[-3000:])
    totals = {}
    for f in glob.glob(base + ".*"):
        txt = open(f).read()
        m = re.search(r"^part: (\d+)", txt, re.MULTILINE)
        t = re.search(r"^(?:summary|totals): (\d+)", txt, re.MULTILINE)
        if m and t:
            totals[int(m.group(1))] = int(t.group(1))
    k = 0
    for line in res.stdout.splitlines():
        if line.startswith("dump "):
            k += 1
            _, nm, cnt = line.split()
            print(f"{nm:20s} {totals[k] / int(cnt):10,.0f} instr")
        else:
            print(line)
