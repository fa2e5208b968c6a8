import glob, json, re, collections
def parse(f):
    names = {}; ev = None; self_cost = {}; fn = None; skip = False; tot = None
    for line in open(f):
        if line.startswith("events:"): ev = line.split()[1:]; continue
        if line.startswith(("summary:", "totals:")): tot = [int(x) for x in line.split()[1:]]; continue
        m = re.match(r"^(c?fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if m:
            kind, i, name = m.groups()
            if name: names[i] = name
            if kind == "fn": fn = names[i]
            continue
        if line.startswith("calls="): skip = True; continue
        if line[:1].isdigit() or line[:1] in "+-*":
            if skip: skip = False; continue
            vals = [int(x) for x in line.split()[1:]]
            c = self_cost.setdefault(fn, [0] * len(ev))
            for k, v in enumerate(vals): c[k] += v
    return ev, tot, self_cost
def load(d):
    """{path: (n, events, totals per step, {fn: per-step self costs})}"""
    row = json.load(open(f"{d}/row.json"))
    parts = {}
    for f in glob.glob(f"{d}/cg.out.*"):
        m = re.search(r"^part: (\d+)", open(f).read(2000), re.M); parts[int(m.group(1))] = f
    out = {}
    for p, v in row.items():
        if not isinstance(v, dict): continue
        agg = None; fns = {}
        for i in range(v["first_dump"], v["first_dump"] + v["dumps"]):
            ev, tot, sc = parse(parts[i])
            agg = tot if agg is None else [a + b for a, b in zip(agg, tot)]
            for k, c in sc.items():
                fns[k] = c if k not in fns else [a + b for a, b in zip(fns[k], c)]
        n = v["n"]
        out[p] = (n, ev, [x / n for x in agg], {k: [x / n for x in c] for k, c in fns.items()})
    return out
