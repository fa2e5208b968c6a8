"""Load benchmark: N simulated live tables playing over WebSockets on loopback.

Starts ``eurogames serve`` in a child process pinned to one CPU core (fresh SQLite
file unless ``--database``), signs up two guests per table, and lets each pair play
whole games over the table socket (a new table when one ends), each simulated
player waiting ``--think`` seconds (randomised ±50 %) before each move. Reports
moves/s, the latency from sending a move to its acknowledgement (p50/p99, after
it was committed) and the server's CPU time per move (table creation included:
the toy game is short, so about one REST call in three moves sets up a table).
The load generator's own CPU use and the machine's load average are printed too:
when the client nears 1.0, or other processes share the server's core, the
latencies measure them rather than the server. The load generator does not run its
own garbage collector while it measures: its pauses (up to a second with thousands of
sockets) would be counted as the server's latency.

    python benchmarks/load_table.py --tables 1000 --seconds 60 --think 5
    python benchmarks/load_table.py --tables 50 --seconds 10 --think 0.2 --json

With ``--bot-tables 20 --bot-level expert`` another 20 tables of ``--bot-game`` seat one
guest (who answers at once) against bots of that level, so bots think all the time in the
server's bot processes while the people at the other tables play; the latency of those
people's moves is the figure to watch (the guests at the bot tables are reported apart).
The server is then not pinned to one core: its bot processes must have the others.

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
    sys.exit(main(["serve", *sys.argv[1:]]))
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / tick


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.errors = 0
        self.games = 0
        self.measuring = False
        self.stop = False
        self.started = 0
        """Tables whose first game has started."""


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


async def make_player(base: str):
    import httpx
    c = httpx.AsyncClient(base_url=base, timeout=60)
    await c.get("/api/me")
    c.headers["x-csrf-token"] = c.cookies.get("eg_csrf") or ""
    await post(c, "/api/guest")
    return c


async def play_seat(base: str, client, table_id: int, think: float, stats: Stats,
                    rng: random.Random) -> None:
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
                if state["tv"] and state["tv"]["over"]:
                    return
            elif t == "ack":
                if stats.measuring and sent_at is not None:
                    stats.latencies.append(time.perf_counter() - sent_at)
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
                await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                pending = True
                choice = rng.choice(state["legal"])["action"]
                sent_at = time.perf_counter()
                await ws.send(json.dumps({"type": "move", "action": choice,
                                          "move_number": state["move_number"]}))


async def table_worker(base: str, game: str, players: int, think: float, stats: Stats,
                       seed: int, ready: asyncio.Semaphore, bot: str | None = None) -> None:
    """A table of ``players`` guests playing random moves; with ``bot``, one guest against
    bots of that level."""
    rng = random.Random(seed)
    async with ready:
        clients = [await make_player(base) for _ in range(1 if bot else players)]
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
            await asyncio.gather(*(play_seat(base, c, tid, think, stats, random.Random(rng.random()))
                                   for c in clients))
            stats.games += 1
    finally:
        for c in clients:
            await c.aclose()


async def run(args: argparse.Namespace, base: str, pid: int) -> dict:
    stats = Stats()
    ready = asyncio.Semaphore(50)
    tasks = [asyncio.create_task(table_worker(base, args.game, args.players, args.think, stats,
                                              args.seed + i, ready))
             for i in range(args.tables)]
    bot_stats = Stats()
    tasks += [asyncio.create_task(table_worker(base, args.bot_game, 2, 0.0, bot_stats, args.seed + 10_000 + i,
                                               ready, bot=args.bot_level))
              for i in range(args.bot_tables)]
    t_setup = time.perf_counter()
    while time.perf_counter() - t_setup < 600:
        await asyncio.sleep(0.1)
        failed = sum(1 for t in tasks if t.done())
        if stats.started + bot_stats.started + failed >= args.tables + args.bot_tables:
            break
    setup_s = time.perf_counter() - t_setup
    await asyncio.sleep(args.warmup)
    gc.collect()
    gc.freeze()
    gc.disable()  # the client's own pauses are not the server's latency (docstring)
    stats.measuring = bot_stats.measuring = True
    bot0 = len(bot_stats.latencies)
    cpu0, t0, n0 = cpu_seconds(pid), time.perf_counter(), len(stats.latencies)
    me0 = time.process_time()
    await asyncio.sleep(args.seconds)
    cpu1, t1 = cpu_seconds(pid), time.perf_counter()
    me1 = time.process_time()
    stats.measuring = bot_stats.measuring = False
    gc.enable()
    stats.stop = bot_stats.stop = True
    moves = len(stats.latencies) - n0
    for t in tasks:
        t.cancel()
    for r in await asyncio.gather(*tasks, return_exceptions=True):
        if isinstance(r, Exception) and not isinstance(r, asyncio.CancelledError):
            stats.errors += 1
            if os.environ.get("EG_DEBUG"):
                print("worker failed:", repr(r), file=sys.stderr)
    lat = sorted(stats.latencies)
    bot_lat = sorted(bot_stats.latencies[bot0:])

    def pct(p: float, xs: list[float] = lat) -> float:
        return xs[min(len(xs) - 1, int(p * len(xs)))] * 1000 if xs else float("nan")

    return {"tables": args.tables, "players": args.players, "game": args.game,
            "think_s": args.think, "setup_s": round(setup_s, 1), "seconds": round(t1 - t0, 2),
            "moves": moves,
            "moves_per_s": round(moves / (t1 - t0), 1),
            "latency_ms": {"p50": round(pct(0.50), 2), "p99": round(pct(0.99), 2),
                           "mean": round(statistics.fmean(lat) * 1000, 2) if lat else None},
            "server_cpu_ms_per_move": round((cpu1 - cpu0) / moves * 1000, 3) if moves else None,
            "server_cpu_utilisation": round((cpu1 - cpu0) / (t1 - t0), 3),
            "client_cpu_utilisation": round((me1 - me0) / (t1 - t0), 3),
            "load_average": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
            "errors": stats.errors, "games_finished": stats.games,
            "tables_failed_to_start": args.tables - stats.started,
            "bot_tables": args.bot_tables, "bot_level": args.bot_level, "bot_game": args.bot_game,
            "bot_table_guest_moves": len(bot_lat),
            "bot_table_guest_latency_ms": {"p50": round(pct(0.50, bot_lat), 2), "p99": round(pct(0.99, bot_lat), 2)},
            "bot_tables_failed_to_start": args.bot_tables - bot_stats.started}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--tables", type=int, default=100)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--game", default="toy")
    p.add_argument("--think", type=float, default=2.0, help="seconds each player waits per move")
    p.add_argument("--seconds", type=float, default=20.0, help="measured time")
    p.add_argument("--warmup", type=float, default=5.0)
    p.add_argument("--database", default=None, help="SQLAlchemy URL (default: a fresh SQLite file)")
    p.add_argument("--core", type=int, default=0, help="CPU core the server is pinned to")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    p.add_argument("--bot-tables", type=int, default=0, help="tables of one guest against bots")
    p.add_argument("--bot-level", default="expert")
    p.add_argument("--bot-game", default="castles_of_burgundy")
    args = p.parse_args()

    tmp = tempfile.mkdtemp(prefix="eg-load-")
    database = args.database or f"sqlite:///{tmp}/load.sqlite3"
    port = free_port()
    launcher = Path(tmp) / "launch.py"
    launcher.write_text(LAUNCHER.format(tests=str(ROOT / "tests"), game=args.game))
    # every simulated player is a guest from this one address: lift the guest throttle
    env = dict(os.environ, EUROGAMES_SECRET="load-benchmark", EUROGAMES_GUESTS_PER_MINUTE="1000000")
    log = open(Path(tmp) / "server.log", "w")
    prof = ["-m", "cProfile", "-o", os.environ["EG_PROFILE"]] if os.environ.get("EG_PROFILE") else []
    proc = subprocess.Popen([sys.executable, *prof, str(launcher), "--port", str(port), "--database", database],
                            cwd=tmp, env=env, stdout=log, stderr=subprocess.STDOUT,
                            preexec_fn=None if args.bot_tables else lambda: os.sched_setaffinity(0, {args.core}))
    try:
        if hasattr(os, "sched_setaffinity") and not args.bot_tables:  # keep the load generator off the server's core
            others = set(os.sched_getaffinity(0)) - {args.core}
            if others:
                os.sched_setaffinity(0, others)
        deadline = time.time() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                if proc.poll() is not None or time.time() > deadline:
                    raise SystemExit("server did not start; see " + str(Path(tmp) / "server.log"))
                time.sleep(0.1)
        result = asyncio.run(run(args, f"http://127.0.0.1:{port}", proc.pid))
    finally:
        proc.terminate()
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
