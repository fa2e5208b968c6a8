"""Engine speed (``eurogames bench``): seeded playouts, state copies, views and JSON forms.

Every figure is CPU time of this process (``time.process_time``), so a busy machine
slows the wall clock but not the figures much. One game's row:

- decisions per CPU second over whole games played by a playout policy
  (``bots.playout``: ``eager`` by default, which plays the game; ``random`` strands
  itself in Orléans);
- ``clone`` µs, ``view`` µs (``State.view(seat)`` for the seat to move) and ``json`` µs
  (encoding that view as the server's table socket does: ``core.jsontext``, compact
  text as Starlette's ``send_json`` writes it, through orjson), and
  ``to_json`` / ``from_json`` µs (the whole stored state), each averaged over positions
  sampled along those games.

``mode`` says whether the game modules ran as Python source or compiled extensions.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from typing import Any

from . import _build, available_games, load
from .bots.playout import DEFAULT, POLICIES, Policy, playout
from .core import Rng, State
from .core.jsontext import dumps

DEFAULT_PLAYERS = {"keyflower": 3}
"""Player count of ``bench --all`` when it is not the game's minimum."""
SAMPLE_EVERY = 17
MAX_SAMPLES = 300


def build_mode(game_name: str) -> str:
    """``compiled`` when the game's rules module is an extension module, else ``pure``."""
    module = sys.modules.get(f"eurogames.games.{game_name}.rules")
    path = getattr(module, "__file__", "") or ""
    return "compiled" if path.endswith((".so", ".pyd")) else "pure"


def _encode(view: Any) -> str:
    """The view as the server's table socket sends it (``core.jsontext``)."""
    return dumps(view)


def _per_call_us(fn: Callable[[State], Any], samples: list[State], budget: float) -> float:
    """Mean CPU µs of ``fn(sample)``, repeating the sample list for about ``budget`` seconds."""
    if not samples:
        return 0.0
    calls = 0
    c0 = time.process_time()
    while True:
        for s in samples:
            fn(s)
        calls += len(samples)
        spent = time.process_time() - c0
        if spent >= budget:
            return spent / calls * 1e6


def measure(game_name: str, players: int | None = None, seconds: float = 5.0, seed: int = 1,
            options: dict[str, Any] | None = None, policy: Policy = DEFAULT) -> dict[str, Any]:
    """One game's row: play for ``seconds`` of CPU time, then time the sampled positions."""
    game = load(game_name)
    players = players or DEFAULT_PLAYERS.get(game.name, max(2, game.min_players))
    samples: list[State] = []
    decisions = games_done = 0
    c0 = time.process_time()
    while time.process_time() - c0 < seconds:
        decisions += playout(game.new(players, seed + games_done, options), Rng(seed + games_done), policy)
        games_done += 1
    cpu = time.process_time() - c0
    g = 0
    while len(samples) < MAX_SAMPLES and g < max(games_done, 40):   # the same games again
        samples += _positions(game.new(players, seed + g, options), Rng(seed + g), policy)
        g += 1
    samples = samples[:MAX_SAMPLES]
    seats = {id(s): (s.active_players() or [0])[0] for s in samples}
    views = {id(s): s.view(seats[id(s)]) for s in samples}
    stored = {id(s): s.to_json() for s in samples}
    budget = max(0.05, seconds / 20)
    return {
        "game": game.name, "players": players, "policy": policy.name, "mode": build_mode(game.name),
        "games": games_done, "decisions": decisions, "cpu_seconds": round(cpu, 3),
        "decisions_per_game": round(decisions / games_done, 1) if games_done else 0,
        "decisions_per_cpu_s": round(decisions / cpu) if cpu else 0,
        "clone_us": round(_per_call_us(lambda s: s.clone(), samples, budget), 2),
        "view_us": round(_per_call_us(lambda s: s.view(seats[id(s)]), samples, budget), 2),
        "json_us": round(_per_call_us(lambda s: _encode(views[id(s)]), samples, budget), 2),
        "to_json_us": round(_per_call_us(lambda s: s.to_json(), samples, budget), 2),
        "from_json_us": round(_per_call_us(lambda s: game.from_json(stored[id(s)]), samples, budget), 2),
    }


def _positions(state: State, rng: Rng, policy: Policy) -> list[State]:
    """Copies of every ``SAMPLE_EVERY``-th position of the playout ``(state, rng, policy)``."""
    out: list[State] = []
    choose = policy.choose
    k = 0
    while not state.is_over():
        active = state.active_players()
        seat = active[rng.below(len(active))] if len(active) > 1 else active[0]
        state.apply(seat, choose(state, seat, state.legal_actions(seat), rng))
        k += 1
        if k % SAMPLE_EVERY == 5:
            out.append(state.clone())
    return out


COLUMNS = (("game", "game", 20), ("players", "p", 2), ("decisions_per_cpu_s", "decisions/CPU s", 15),
           ("decisions_per_game", "dec/game", 8), ("clone_us", "clone µs", 8), ("view_us", "view µs", 8),
           ("json_us", "json µs", 8), ("to_json_us", "to_json µs", 10), ("from_json_us", "from_json µs", 12))


def table(rows: list[dict[str, Any]]) -> str:
    head = " ".join(f"{title:>{w}}" if i else f"{title:<{w}}" for i, (_k, title, w) in enumerate(COLUMNS))
    lines = [head]
    for r in rows:
        cells = []
        for i, (k, _title, w) in enumerate(COLUMNS):
            v = r[k]
            text = f"{v:,}" if isinstance(v, int) else str(v)
            cells.append(f"{text:>{w}}" if i else f"{text:<{w}}")
        lines.append(" ".join(cells))
    policy = rows[0]["policy"] if rows else DEFAULT.name
    modes = ", ".join(_build.describe() if m == "compiled" else "pure Python"
                      for m in sorted({r["mode"] for r in rows}))
    lines.append(f"policy: {policy} ({POLICIES[policy].summary}); mode: {modes}; "
                 f"figures per CPU second / CPU µs of one core")
    return "\n".join(lines)


def run(args: Any, parse_options: Callable[[list[str] | None, Any], dict[str, Any]]) -> int:
    """``eurogames bench``: one game, or ``--all`` of them, as a table or JSON lines."""
    if not args.all and not args.game:
        raise SystemExit("bench takes a game name or --all")
    names = available_games() if args.all else [args.game]
    policy = POLICIES[args.policy]
    rows = []
    for name in names:
        try:
            game = load(name)
        except KeyError as e:
            raise SystemExit(str(e).strip("'\"")) from None
        players = None if args.all else args.players
        options = parse_options(args.option, game) if not args.all else None
        row = measure(name, players, args.seconds, args.seed, options, policy)
        rows.append(row)
        if args.json:
            print(json.dumps(row), flush=True)
    if not args.json:
        print(table(rows))
    return 0


def add_arguments(sp: Any, players_type: Any = int) -> None:
    """The ``bench`` arguments; ``players_type`` parses ``--players`` (the CLI's one-count check)."""
    sp.add_argument("game", nargs="?", help="a game name (or --all)")
    sp.add_argument("--all", action="store_true", help="every game, one table")
    sp.add_argument("--players", type=players_type, default=None,
                    help="player count (default: the game's minimum; Keyflower 3)")
    sp.add_argument("--seconds", type=float, default=5.0, help="CPU seconds of playouts per game")
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--policy", choices=sorted(POLICIES), default=DEFAULT.name,
                    help="playout policy: " + "; ".join(f"{p.name}: {p.summary}" for p in POLICIES.values())
                    + f" (default {DEFAULT.name})")
    sp.add_argument("--option", action="append", help="rules option NAME=VALUE (one game only)")
    sp.add_argument("--json", action="store_true", help="one JSON object per game")
