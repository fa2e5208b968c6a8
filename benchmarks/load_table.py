"""Load benchmark: N simulated live tables playing over WebSockets on loopback.

Starts ``eurogames serve`` in a child process pinned to one CPU core (fresh SQLite
file unless ``--database``), signs up two guests per table, and lets each pair play
whole games over the table socket (a new table when one ends), each simulated
player waiting ``--think`` seconds (randomised ±50 %) before each move, as a person
would; bots play no part. Every move is acknowledged once it is committed, and the
new position goes to every seat's socket (each its own view). In a game where one
seat moves at a time (The Castles of Burgundy) a table thus makes about one move per
``--think`` seconds: 2,000 tables at ``--think 5`` make about 400 moves per second.

Reported: moves/s; the latency from sending a move to its acknowledgement (p50/p99)
and to the other seat's receiving the position that shows it (``seen_by_other_seat``);
the server's CPU time per move (all its processes; table creation included: the toy
game is short, so about one REST call in three moves sets up a table); the server's
garbage-collector pauses in the measured window (a generation-0 pass is listed only
from 2 ms up); the load generator's own CPU use and the machine's load average: when
the client nears 1.0, or other processes share the server's core, the latencies
measure them rather than the server (``machine_cores_busy`` counts every process, the
databases and other users' work included). The load generator does not run its own
garbage collector from the warm-up on: its pauses (a second or more with thousands of
sockets) would be counted as the server's latency. ``moves_over_50_ms`` counts the
slow moves and how many of them overlapped a collector pause of the server they went
to; every move's send time and latency, and every pause, are left in ``acks.json`` in
the logs folder. ``--warmup-moves 125`` first plays every table to move 125 without
thinking, so the server holds tables in mid-game (a CoB game is about 250 moves).

    python benchmarks/load_table.py --tables 1000 --seconds 60 --think 5
    python benchmarks/load_table.py --tables 50 --seconds 10 --think 0.2 --json

``--processes 2 --redis redis://127.0.0.1:6379/0 --database postgresql://…`` runs two
server processes (each pinned to its own core) sharing PostgreSQL, with Redis between
them; the two seats of a table talk to different processes, so every move reaches the
other seat through Redis and a reload from the database. ``--profile FILE`` writes
py-spy's raw stacks of the (first) server over the measured window, if py-spy is there.

With ``--bot-tables 20 --bot-level expert`` another 20 tables of ``--bot-game`` seat one
guest (who answers at once) against bots of that level, so bots think all the time in the
server's bot processes while the people at the other tables play; the latency of those
people's moves is the figure to watch (the guests at the bot tables are reported apart).
The server is then not pinned to one core: its bot processes must have the others
(``--unpinned`` runs a baseline without bots the same way).

The toy game from tests/ is used unless ``--game`` names an installed game
(``toy`` is registered in the child process from tests/toygame.py).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

LAUNCHER = """
import sys
sys.path.insert(0, {tests!r})
import eurogames
if {game!r} == "toy":
    import toygame
    eurogames.register(toygame.GAME)
from eurogames.cli import main
if __name__ == "__main__":  # the server's bot processes are spawned: they import this file
    import gc, time
    pauses = open("gc-" + str(__import__("os").getpid()) + ".log", "a", buffering=1)
    started = [0.0, 0.0]
    def timed(phase, info):  # the server's collector pauses (wall and CPU ms), for the report
        if phase == "start":
            started[:] = time.perf_counter(), time.thread_time()
            return
        ms = (time.perf_counter() - started[0]) * 1000
        cpu = (time.thread_time() - started[1]) * 1000
        if info["generation"] > 0 or ms >= 2:
            pauses.write(f"{{time.time():.3f}} {{info['generation']}} {{ms:.2f}} {{cpu:.2f}}\\n")
    gc.callbacks.append(timed)
    import signal  # the load generator asks for one full collection after its window
    signal.signal(signal.SIGUSR1, lambda *_: gc.collect())
    sys.exit(main(["serve", *sys.argv[1:]]))
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_for(port: int, proc: subprocess.Popen, tmp: str) -> None:
    deadline = time.time() + 60
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            if proc.poll() is not None or time.time() > deadline:
                raise SystemExit("server did not start; see the logs in " + tmp)
            time.sleep(0.1)


def machine_cpu() -> list[int]:
    """Jiffies of the whole machine: user, nice, system, idle, iowait, irq, softirq, steal."""
    return [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:9]]


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / tick


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        """Sending a move to its acknowledgement (the move is committed)."""
        self.seen: list[float] = []
        """Sending a move to the other seat's receiving the state that shows it."""
        self.acks: list[tuple[float, float, str]] = []
        """Each measured move: when it was sent (wall clock), its latency, the server's URL."""
        self.errors = 0
        self.games = 0
        self.measuring = False
        self.since = float("inf")
        """Only moves sent from then on count (``time.perf_counter``)."""
        self.stop = False
        self.started = 0
        """Tables whose first game has started."""
        self.fast_until = 0
        """Moves are played without thinking until a table's game is at this move."""
        self.caught_up: set[int] = set()
        """Tables that have reached ``fast_until``."""
        self.fast_moves = 0
        """Moves played without thinking so far."""


async def post(client, url: str, **kw):
    """POST, retrying once when a kept-alive connection was closed under us."""
    import httpx
    for attempt in range(3):
        try:
            r = await client.post(url, **kw)
            r.raise_for_status()
            return r
        except httpx.TransportError:
            if attempt == 2:
                raise
            await asyncio.sleep(0.1)


_SSL: list = []


async def make_player(base: str):
    import ssl

    import httpx
    if not _SSL:  # one context for all: building one per client costs ~25 ms of CPU each
        _SSL.append(ssl.create_default_context())
    c = httpx.AsyncClient(base_url=base, timeout=60, verify=_SSL[0])
    await c.get("/api/me")
    c.headers["x-csrf-token"] = c.cookies.get("eg_csrf") or ""
    await post(c, "/api/guest")
    return c


async def play_seat(base: str, client, table_id: int, think: float, stats: Stats,
                    rng: random.Random, sent_moves: dict[int, tuple[int, float]], me: int) -> None:
    """One seat's socket: play random legal moves at ``think`` pace until the game ends.
    ``sent_moves`` (shared by the table's seats) maps a move number to the seat that sent
    it and when, so the other seat can time how long the move took to reach it."""
    import websockets
    cookie = "; ".join(f"{k}={v}" for k, v in client.cookies.items())
    url = base.replace("http://", "ws://") + f"/ws/tables/{table_id}"
    async with websockets.connect(url, additional_headers={"Cookie": cookie}, max_size=None,
                                  open_timeout=60) as ws:
        state = None
        sent_at: float | None = None
        pending = False
        seen_upto = 0  # after an ack, wait for the state that includes our move
        while True:
            msg = json.loads(await ws.recv())
            t = msg.get("type")
            if t == "state":
                state = msg
                for n in [n for n, (who, _) in sent_moves.items() if who != me and n < msg["move_number"]]:
                    at = sent_moves.pop(n)[1]
                    if stats.measuring and at >= stats.since:
                        stats.seen.append(time.perf_counter() - at)
                if state["tv"] and state["tv"]["over"]:
                    return
            elif t == "ack":
                if stats.measuring and sent_at is not None and sent_at >= stats.since:
                    took = time.perf_counter() - sent_at
                    stats.latencies.append(took)
                    stats.acks.append((time.time() - took, took, base))
                pending = False
                seen_upto = msg["move_number"]
            elif t == "error":
                stats.errors += 1
                if os.environ.get("EG_DEBUG"):
                    print("error:", msg.get("code"), msg.get("message"), file=sys.stderr)
                pending = False
            if (state and state["legal"] and not pending and state["move_number"] >= seen_upto
                    and state["tv"] and not state["tv"]["over"]):
                if stats.stop:
                    return
                if state["move_number"] < stats.fast_until:  # --warmup-moves: no thinking yet
                    stats.fast_moves += 1
                    await asyncio.sleep(0)
                else:
                    if stats.fast_until:
                        stats.caught_up.add(table_id)
                    await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                pending = True
                choice = rng.choice(state["legal"])["action"]
                sent_at = time.perf_counter()
                sent_moves[state["move_number"]] = (me, sent_at)
                await ws.send(json.dumps({"type": "move", "action": choice,
                                          "move_number": state["move_number"]}))


async def table_worker(bases: list[str], game: str, players: int, think: float, stats: Stats,
                       seed: int, ready: asyncio.Semaphore, bot: str | None = None) -> None:
    """A table of ``players`` guests playing random moves; with ``bot``, one guest against
    bots of that level. With several server processes the guests of one table talk to
    different ones (seat k of table i to process (i + k) mod N), so every move reaches
    the other seat through the cross-process messages."""
    rng = random.Random(seed)
    mine = [bases[(seed + k) % len(bases)] for k in range(1 if bot else players)]
    async with ready:
        clients = [await make_player(b) for b in mine]
    first = True
    try:
        while not stats.stop:
            body: dict = {"game": game, "players": players}
            if bot:
                body["seats"] = [{"kind": "me"}] + [{"kind": "bot", "bot": bot}] * (players - 1)
            r = await post(clients[0], "/api/tables", json=body)
            tid = r.json()["table"]["id"]
            for c in clients[1:]:
                await post(c, f"/api/tables/{tid}/join", json={})
            await post(clients[0], f"/api/tables/{tid}/start")
            if first:
                stats.started += 1
                first = False
            sent_moves: dict[int, tuple[int, float]] = {}
            await asyncio.gather(*(play_seat(b, c, tid, think, stats, random.Random(rng.random()),
                                             sent_moves, k)
                                   for k, (b, c) in enumerate(zip(mine, clients))))
            stats.games += 1
    finally:
        for c in clients:
            await c.aclose()


def start_profiler(pid: int, seconds: float, out: str) -> subprocess.Popen | None:
    """py-spy on the server for the measured window (raw collapsed stacks), if installed."""
    import shutil
    exe = shutil.which("py-spy") or str(Path(sys.executable).parent / "py-spy")
    if not Path(exe).exists():
        print("py-spy is not installed: no profile", file=sys.stderr)
        return None
    return subprocess.Popen([exe, "record", "-p", str(pid), "-d", str(int(seconds)), "-r", "200",
                             "-f", "raw", "-o", out, "--nonblocking"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


async def run(args: argparse.Namespace, bases: list[str], pids: list[int]) -> dict:
    stats = Stats()
    ready = asyncio.Semaphore(50)
    tasks = [asyncio.create_task(table_worker(bases, args.game, args.players, args.think, stats,
                                              args.seed + i, ready))
             for i in range(args.tables)]
    bot_stats = Stats()
    tasks += [asyncio.create_task(table_worker(bases, args.bot_game, 2, 0.0, bot_stats, args.seed + 10_000 + i,
                                               ready, bot=args.bot_level))
              for i in range(args.bot_tables)]
    t_setup = time.perf_counter()
    while time.perf_counter() - t_setup < 900:
        await asyncio.sleep(0.1)
        failed = sum(1 for t in tasks if t.done())
        if stats.started + bot_stats.started + failed >= args.tables + args.bot_tables:
            break
    setup_s = time.perf_counter() - t_setup
    stats.fast_until = args.warmup_moves
    fast = -1  # until every table is there and no move went without thinking for a second
    while args.warmup_moves and (len(stats.caught_up) < args.tables or stats.fast_moves != fast) \
            and time.perf_counter() - t_setup < 1800:
        fast = stats.fast_moves
        await asyncio.sleep(1.0)
    fast_s = time.perf_counter() - t_setup - setup_s
    # The load generator's own collector stops from the warm-up on: its pauses would count
    # as the server's latency. Everything it holds is frozen first (instant), not collected:
    # a full collection of its thousands of sockets stalls every simulated player for one
    # to several seconds, and the moves it holds back then reach the server at once.
    # Collected just before the window, that stall and the burst after it made 1,138 of the
    # 1,212 moves over 50 ms of a 60 s window (2,000 CoB tables), all in its first 3 s.
    # Only moves sent inside the window count.
    gc.freeze()
    gc.disable()
    await asyncio.sleep(args.warmup)
    stats.since = bot_stats.since = time.perf_counter()
    stats.measuring = bot_stats.measuring = True
    bot0 = len(bot_stats.latencies)
    prof = start_profiler(pids[0], args.seconds, args.profile) if args.profile else None
    cpu0, t0, n0 = [cpu_seconds(p) for p in pids], time.perf_counter(), len(stats.latencies)
    wall0 = time.time()
    me0 = time.process_time()
    load0 = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    machine0 = machine_cpu()
    await asyncio.sleep(args.seconds)
    cpu1, t1 = [cpu_seconds(p) for p in pids], time.perf_counter()
    wall1 = time.time()
    me1 = time.process_time()
    used = [b - a for a, b in zip(machine0, machine_cpu())]
    stats.measuring = bot_stats.measuring = False
    gc.enable()
    full_after = time.time()
    for pid in pids:  # one full collection each, timed by the server's log (read below)
        os.kill(pid, signal.SIGUSR1)
    stats.stop = bot_stats.stop = True
    moves = len(stats.latencies) - n0
    for t in tasks:
        t.cancel()
    for r in await asyncio.gather(*tasks, return_exceptions=True):
        if isinstance(r, Exception) and not isinstance(r, asyncio.CancelledError):
            stats.errors += 1
            if os.environ.get("EG_DEBUG"):
                print("worker failed:", repr(r), file=sys.stderr)
    if prof is not None:
        prof.wait()
    await asyncio.sleep(3)  # the full collections asked for above (a second or so each)
    lat = sorted(stats.latencies)
    seen = sorted(stats.seen)
    bot_lat = sorted(bot_stats.latencies[bot0:])

    def pct(p: float, xs: list[float] = lat) -> float:
        return xs[min(len(xs) - 1, int(p * len(xs)))] * 1000 if xs else float("nan")

    cpu = sum(cpu1) - sum(cpu0)
    gc_pauses = [[] for _ in range(3)]  # the servers' collector pauses in the window, by generation
    gc_cpu = [[] for _ in range(3)]  # the same pauses in CPU time (wall minus being descheduled)
    full: list[dict] = []  # the full collection each server ran when asked after the window
    spans: dict[str, list[tuple[float, float]]] = {}  # each server's pauses (wall start, end)
    for base, pid in zip(bases, pids):
        log = Path(args.tmp) / f"gc-{pid}.log"
        spans[base] = []
        for line in (log.read_text().splitlines() if log.exists() else []):
            at, gen, ms, cpu_ms = line.split()
            if wall0 <= float(at) <= wall1:
                gc_pauses[int(gen)].append(float(ms))
                gc_cpu[int(gen)].append(float(cpu_ms))
                spans[base].append((float(at) - float(ms) / 1000, float(at)))
            elif float(at) >= full_after and gen == "2":
                full.append({"ms": float(ms), "cpu_ms": float(cpu_ms)})
    # the slow moves, and how many of them waited for a collector pause of their server
    slow = [(at, took, base) for at, took, base in stats.acks if took > args.slow_ms / 1000]
    in_pause = sum(1 for at, took, base in slow
                   if any(a < at + took and b > at for a, b in spans[base]))
    (Path(args.tmp) / "acks.json").write_text(json.dumps({"acks": stats.acks, "pauses": spans}))
    return {"tables": args.tables, "players": args.players, "game": args.game,
            "processes": len(pids), "database": args.database.split("@")[-1] if args.database else "sqlite",
            "think_s": args.think, "setup_s": round(setup_s, 1),
            "warmup_moves": args.warmup_moves, "warmup_moves_s": round(fast_s, 1), "seconds": round(t1 - t0, 2),
            "moves": moves,
            "moves_per_s": round(moves / (t1 - t0), 1),
            "latency_ms": {"p50": round(pct(0.50), 2), "p99": round(pct(0.99), 2),
                           "mean": round(statistics.fmean(lat) * 1000, 2) if lat else None},
            "seen_by_other_seat_ms": {"p50": round(pct(0.50, seen), 2), "p99": round(pct(0.99, seen), 2)},
            "server_cpu_ms_per_move": round(cpu / moves * 1000, 3) if moves else None,
            "server_cpu_utilisation": [round((b - a) / (t1 - t0), 3) for a, b in zip(cpu0, cpu1)],
            "client_cpu_utilisation": round((me1 - me0) / (t1 - t0), 3),
            # cores busy over the window, all processes (databases, other users' work
            # included), and the part of it at a positive nice value
            "machine_cores_busy": round((sum(used) - used[3] - used[4]) / os.sysconf("SC_CLK_TCK") / (t1 - t0), 2),
            "machine_cores_busy_niced": round(used[1] / os.sysconf("SC_CLK_TCK") / (t1 - t0), 2),
            "server_gc_pauses": {f"gen{g}": {"n": len(x), "total_ms": round(sum(x)), "max_ms": round(max(x, default=0), 1),
                                             "cpu_total_ms": round(sum(gc_cpu[g])), "cpu_max_ms": round(max(gc_cpu[g]), 1)}
                                 for g, x in enumerate(gc_pauses) if x},
            "server_full_collection_after_window": full,
            f"moves_over_{args.slow_ms:g}_ms": {"n": len(slow), "during_a_collector_pause": in_pause},
            "server_gc": args.server_gc,
            "load_average": [load0, os.getloadavg()[0] if hasattr(os, "getloadavg") else None],
            "errors": stats.errors, "games_finished": stats.games,
            "tables_failed_to_start": args.tables - stats.started,
            "bot_tables": args.bot_tables, "bot_level": args.bot_level, "bot_game": args.bot_game,
            "bot_queue_seconds": args.bot_queue_seconds,
            "bot_table_guest_moves": len(bot_lat),
            "bot_table_guest_latency_ms": {"p50": round(pct(0.50, bot_lat), 2), "p99": round(pct(0.99, bot_lat), 2)},
            "bot_tables_failed_to_start": args.bot_tables - bot_stats.started,
            "logs": args.tmp}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--tables", type=int, default=100)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--game", default="toy")
    p.add_argument("--think", type=float, default=2.0, help="seconds each player waits per move")
    p.add_argument("--seconds", type=float, default=20.0, help="measured time")
    p.add_argument("--warmup", type=float, default=5.0)
    p.add_argument("--warmup-moves", type=int, default=0,
                   help="before the warm-up, play each table's game to this move without thinking "
                        "(the server then holds tables in mid-game, as in steady use)")
    p.add_argument("--database", default=None, help="SQLAlchemy URL (default: a fresh SQLite file)")
    p.add_argument("--core", type=int, default=0, help="CPU core the server is pinned to")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    p.add_argument("--bot-tables", type=int, default=0, help="tables of one guest against bots")
    p.add_argument("--bot-level", default="expert")
    p.add_argument("--bot-game", default="castles_of_burgundy")
    p.add_argument("--bot-queue-seconds", type=float, default=None,
                   help="the server's setting of that name (default: the server's default)")
    p.add_argument("--processes", type=int, default=1,
                   help="server processes (more than one needs --redis and a shared --database)")
    p.add_argument("--redis", default=None, help="Redis URL for the server processes' messages")
    p.add_argument("--unpinned", action="store_true",
                   help="leave the server unpinned (as with --bot-tables), for a baseline without bots")
    p.add_argument("--server-gc", choices=["loop", "counts"], default="loop",
                   help="the server's collector: on its event loop's clock (the default) or at "
                        "Python's allocation counts (EUROGAMES_GC_ON_LOOP=0), for comparisons")
    p.add_argument("--slow-ms", type=float, default=50.0,
                   help="a move slower than this counts as slow: how many overlap a collector pause")
    p.add_argument("--profile", default=None,
                   help="write py-spy's raw stacks of the (first) server over the measured window here")
    args = p.parse_args()
    if args.processes > 1 and not (args.redis and args.database):
        p.error("--processes above 1 needs --redis and a --database all processes share")

    tmp = args.tmp = tempfile.mkdtemp(prefix="eg-load-")
    database = args.database or f"sqlite:///{tmp}/load.sqlite3"
    launcher = Path(tmp) / "launch.py"
    launcher.write_text(LAUNCHER.format(tests=str(ROOT / "tests"), game=args.game))
    # every simulated player is a guest from this one address: lift the guest throttle
    env = dict(os.environ, EUROGAMES_SECRET="load-benchmark", EUROGAMES_GUESTS_PER_MINUTE="1000000",
               EUROGAMES_GC_ON_LOOP="0" if args.server_gc == "counts" else "1")
    prof = ["-m", "cProfile", "-o", os.environ["EG_PROFILE"]] if os.environ.get("EG_PROFILE") else []
    pin = hasattr(os, "sched_setaffinity") and not args.bot_tables and not args.unpinned
    cores = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else [0]
    server_cores = [cores[(cores.index(args.core) + i) % len(cores)] if args.core in cores else args.core
                    for i in range(args.processes)]
    procs, ports = [], []
    try:
        for i in range(args.processes):
            port = free_port()
            extra = ["--redis", args.redis] if args.redis else []
            if args.bot_queue_seconds is not None:
                extra += ["--bot-queue-seconds", str(args.bot_queue_seconds)]
            log = open(Path(tmp) / f"server{i}.log", "w")
            core = server_cores[i]
            procs.append(subprocess.Popen(
                [sys.executable, *prof, str(launcher), "--port", str(port), "--database", database, *extra],
                cwd=tmp, env=env, stdout=log, stderr=subprocess.STDOUT,
                preexec_fn=(lambda c=core: os.sched_setaffinity(0, {c})) if pin else None))
            ports.append(port)
            if i == 0:  # the first one migrates the database: let it finish first
                wait_for(ports[0], procs[0], tmp)
        if pin:  # keep the load generator off the servers' cores (when cores are left)
            others = set(cores) - set(server_cores)
            if others:
                os.sched_setaffinity(0, others)
        for port, proc in zip(ports, procs):
            wait_for(port, proc, tmp)
        result = asyncio.run(run(args, [f"http://127.0.0.1:{port}" for port in ports],
                                 [proc.pid for proc in procs]))
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
    if args.json:
        print(json.dumps(result))
    else:
        for k, v in result.items():
            print(f"{k:26} {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
