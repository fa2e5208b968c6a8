"""Command line: eurogames serve | play | simulate | tournament | bench | replay | games."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from . import available_games as games
from . import load
from .core import GameRecord, IllegalAction, InvariantError, Rng, State, seat_name
from .core.errors import EurogamesError


def _parse_players(text: str) -> list[int]:
    try:
        return [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"players must be numbers like 2,3,4, not {text!r}") from None


def _parse_options(pairs: list[str] | None, game: Any = None) -> dict[str, Any]:
    """``NAME=VALUE`` pairs; a value is matched to the option's choices by its text
    (``rules=2011`` finds the choice ``"2011"``), else read as JSON, else kept as text."""
    opts: dict[str, Any] = {}
    for p in pairs or []:
        if "=" not in p:
            raise SystemExit(f"--option takes NAME=VALUE, not {p!r}")
        k, v = p.split("=", 1)
        option = game.options.get(k) if game is not None else None
        match = [c for c in option.choices if str(c) == v or json.dumps(c) == v] if option else []
        if match:
            opts[k] = match[0]
            continue
        try:
            opts[k] = json.loads(v)
        except json.JSONDecodeError:
            opts[k] = v
    return opts


def _game_or_exit(name: str):  # type: ignore[no-untyped-def]
    try:
        return load(name)
    except KeyError as e:
        raise SystemExit(str(e).strip("'\"")) from None


# ----- simulate ------------------------------------------------------------------

def _bot_lineup(text: str) -> list[str]:
    """``--bots``: one kind for every seat, or a comma list rotated over the seats game by game."""
    from .bots import BOT_KINDS
    kinds = [k.strip() for k in text.split(",") if k.strip()]
    bad = [k for k in kinds if k not in BOT_KINDS]
    if not kinds or bad:
        raise SystemExit(f"--bots takes {' | '.join(BOT_KINDS)} or a comma list of them, not {text!r}")
    return kinds


def cmd_simulate(args: argparse.Namespace) -> int:
    """Seeded bot games with invariant checks; with a mixed line-up (``--bots greedy,random``) the
    kinds rotate over the seats from game to game, so a seat's advantage does not favour a kind."""
    from rich.progress import Progress

    from .bots import decide, make_bot
    from .bots.random_bot import random_playout

    game = _game_or_exit(args.game)
    options = _parse_options(args.option, game)
    lineup = _bot_lineup(args.bots)
    counts = args.players or list(range(game.min_players, game.max_players + 1))
    errors: list[dict[str, Any]] = []
    decisions = 0
    totals: dict[int, list[float]] = {}
    wins: dict[str, int] = {}
    by_bot: dict[str, dict[str, float]] = {k: {"seats": 0, "wins": 0.0, "score_sum": 0.0} for k in lineup}
    n_games = 0
    t0 = time.perf_counter()
    with Progress(disable=args.json or not sys.stderr.isatty(), transient=True) as progress:
        task = progress.add_task(f"{game.name}", total=len(counts) * args.games)
        for players in counts:
            sums = [0.0] * players
            done = 0
            for i in range(args.games):
                seed = args.seed + i
                kinds = [lineup[(s + i) % len(lineup)] for s in range(players)]
                try:
                    state = game.new(players, seed, options)
                    rng = Rng(seed ^ 0x5EED)
                    if kinds == ["random"] * players:
                        decisions += random_playout(state, rng, check=not args.no_check)
                    else:
                        bots = [make_bot(kinds[s], seed * 10 + s) for s in range(players)]
                        n = 0
                        while not state.is_over():
                            act = state.active_players()
                            seat = act[rng.below(len(act))]
                            state.apply(seat, decide(bots[seat], state, seat))
                            n += 1
                            if not args.no_check:
                                state.check_invariants()
                        decisions += n
                    sc = state.scores()
                    first = state.ranking()[0]
                    for s in range(players):
                        sums[s] += sc[s].total
                        b = by_bot[kinds[s]]
                        b["seats"] += 1
                        b["score_sum"] += sc[s].total
                        if s in first:
                            b["wins"] += 1 / len(first)   # a shared first place is shared
                    for s in first:
                        wins[str(s)] = wins.get(str(s), 0) + 1
                    done += 1
                except Exception as e:  # noqa: BLE001 - report every failure, keep going
                    errors.append({"players": players, "seed": seed, "error": f"{type(e).__name__}: {e}"})
                n_games += 1
                progress.advance(task)
            totals[players] = [round(x / done, 2) if done else 0.0 for x in sums]
    seconds = time.perf_counter() - t0
    bots_summary = {k: {"seats": int(v["seats"]), "wins": round(v["wins"], 2),
                        "win_share": round(v["wins"] / v["seats"], 3) if v["seats"] else 0.0,
                        "mean_score": round(v["score_sum"] / v["seats"], 2) if v["seats"] else 0.0}
                    for k, v in by_bot.items()}
    result = {"game": game.name, "games": n_games, "errors": len(errors), "error_details": errors[:20],
              "decisions": decisions, "seconds": round(seconds, 3),
              "decisions_per_s": round(decisions / seconds) if seconds else 0,
              "mean_scores": {str(k): v for k, v in totals.items()}, "wins_by_seat": wins,
              "bots": bots_summary}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{game.name}: {n_games} games, {decisions} decisions in {seconds:.1f}s "
              f"({result['decisions_per_s']}/s), {len(errors)} error(s)")
        for count, means in totals.items():
            by_seat = ", ".join(f"{seat_name(s)} {m}" for s, m in enumerate(means))
            print(f"  {count} players: mean scores {by_seat}")
        if len(lineup) > 1:
            for kind, b in bots_summary.items():
                print(f"  {kind}: {b['wins']} wins in {b['seats']} seats ({b['win_share']:.1%}), "
                      f"mean score {b['mean_score']}")
        for err in errors[:20]:
            print(f"  error: {err['players']}p seed {err['seed']}: {err['error']}")
    return 1 if errors else 0


def cmd_tournament(args: argparse.Namespace) -> int:
    from .bots.tournament import cmd_tournament as run
    args.options = _parse_options(args.option, _game_or_exit(args.game))
    return run(args)


# ----- bench ---------------------------------------------------------------------

def cmd_bench(args: argparse.Namespace) -> int:
    game = _game_or_exit(args.game)
    options = _parse_options(args.option, game)
    players = args.players[0] if args.players else game.min_players
    rng = Rng(args.seed)
    decisions = games_done = 0
    samples: list[State] = []
    seed = args.seed
    c0 = time.process_time()
    t0 = time.perf_counter()
    deadline = t0 + args.seconds
    while time.perf_counter() < deadline:
        state = game.new(players, seed, options)
        seed += 1
        k = 0
        while not state.is_over():
            act = state.active_players()
            seat = act[rng.below(len(act))] if len(act) > 1 else act[0]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.below(len(legal))])
            k += 1
            if k % 17 == 5 and len(samples) < 300:
                samples.append(state.clone())
        decisions += k
        games_done += 1
    elapsed = time.perf_counter() - t0
    cpu = time.process_time() - c0
    clone_us = 0.0
    if samples:
        reps = max(1, 20000 // len(samples))
        t1 = time.perf_counter()
        for _ in range(reps):
            for s in samples:
                s.clone()
        clone_us = (time.perf_counter() - t1) / (reps * len(samples)) * 1e6
    result = {"game": game.name, "players": players, "seconds": round(elapsed, 3), "games": games_done,
              "decisions": decisions, "decisions_per_s": round(decisions / elapsed),
              "games_per_s": round(games_done / elapsed, 3), "clone_us": round(clone_us, 2),
              "cpu_seconds": round(cpu, 3),
              "decisions_per_cpu_s": round(decisions / cpu) if cpu else 0,
              "decisions_per_game": round(decisions / games_done, 1) if games_done else 0}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{game.name} {players}p: {result['decisions_per_s']} decisions/s, "
              f"{result['games_per_s']} games/s, clone {result['clone_us']} µs, "
              f"{result['decisions_per_game']} decisions/game ({games_done} games in {elapsed:.1f}s; "
              f"{result['decisions_per_cpu_s']} decisions per CPU second)")
    return 0


# ----- replay --------------------------------------------------------------------

def cmd_replay(args: argparse.Namespace) -> int:
    from .core.record import ReplayError, verify
    try:
        record = GameRecord.load(args.record)
        state = verify(record)
    except (OSError, json.JSONDecodeError, ReplayError, KeyError) as e:
        print(f"replay failed: {e}", file=sys.stderr)
        return 1
    _print_scores(state)
    return 0


def _print_scores(state: State, lang: str = "en") -> None:
    from rich.console import Console
    from rich.table import Table
    scores = state.scores()
    cats: list[str] = []
    for s in scores:
        for c in s.categories:
            if c not in cats:
                cats.append(c)
    title = "Final scores" if state.is_over() else "Scores so far"
    if lang == "ja":
        title = "最終得点" if state.is_over() else "現在の得点"
    table = Table(title=title)
    table.add_column("")
    for i in range(state.players):
        table.add_column(seat_name(i, lang), justify="right")
    for c in cats:
        table.add_row(c, *[str(s.categories.get(c, 0)) for s in scores])
    table.add_row("[b]total[/b]", *[f"[b]{s.total}[/b]" for s in scores])
    Console().print(table)
    places = state.ranking()
    print("順位:" if lang == "ja" else "ranking:",
          " > ".join("=".join(seat_name(s, lang) for s in p) for p in places))


# ----- play ----------------------------------------------------------------------

def cmd_play(args: argparse.Namespace) -> int:
    from rich.console import Console

    from .bots import decide, make_bot
    from .core.record import Recorder

    game = _game_or_exit(args.game)
    players = args.players[0] if args.players else game.min_players
    seed = args.seed if args.seed is not None else int(time.time()) % 100000
    options = _parse_options(args.option, game)
    try:
        state = game.new(players, seed, options)
    except ValueError as e:
        raise SystemExit(str(e)) from None
    if not 1 <= args.seat <= players:
        raise SystemExit(f"--seat takes a seat number from 1 to {players}, not {args.seat}.")
    me = args.seat - 1   # --seat is the number people read (Seat 1); the engine's seat is its index
    console = Console()
    humans = {me}
    bots = {s: make_bot(args.bot, seed + s) for s in range(players) if s not in humans}
    recorder = Recorder(game.name, players, seed, state.options)
    lang = args.lang
    title = game.titles.get(lang, game.name)
    if lang == "ja":
        console.print(f"[b]{title}[/b] — {players}人、シード{seed}。あなたは{seat_name(me, lang)}です。"
                      "番号かアクションの記法を入力してください。'q'で終了、'r'で再表示。")
    else:
        console.print(f"[b]{title}[/b] — {players} players, seed {seed}; you are {seat_name(me)}. "
                      "Type a number or an action's notation; 'q' quits, 'r' redraws.")
    while not state.is_over():
        active = state.active_players()
        human_turn = [s for s in active if s in humans]
        if not human_turn:
            seat = active[0]
            action = decide(bots[seat], state, seat)
            events = state.apply(seat, action)
            recorder.add(seat, action.to_json())
            _print_events(console, events, me, lang)
            continue
        seat = human_turn[0]
        console.print(_render(game, state, seat, lang))
        legal = state.legal_actions(seat)
        for i, a in enumerate(legal, 1):
            desc = game.describe_action(a, lang)
            extra = f"  [dim]{desc}[/dim]" if desc != a.notation() else ""
            console.print(f"  [cyan]{i:3}[/cyan] {a.notation()}{extra}")
        while True:
            try:
                text = console.input("[b]your action>[/b] ").strip()
            except EOFError:
                return 0
            if text in ("q", "quit"):
                _save(args, recorder)
                return 0
            if text == "r":
                console.print(_render(game, state, seat, lang))
                continue
            try:
                if text.isdigit():
                    k = int(text)
                    if not 1 <= k <= len(legal):
                        raise IllegalAction(f"Choose a number from 1 to {len(legal)}.")
                    action = legal[k - 1]
                else:
                    action = game.parse_action(text)
                events = state.apply(seat, action)
            except IllegalAction as e:
                console.print(f"[red]{e}[/red]")
                continue
            recorder.add(seat, action.to_json())
            _print_events(console, events, seat, lang)
            break
    console.print(_render(game, state, me, lang))
    _print_scores(state, lang)
    _save(args, recorder)
    return 0


def _render(game: Any, state: State, seat: int, lang: str) -> Any:
    """The game's rendering, in ``lang`` where the game's ``render`` takes it."""
    import inspect
    if "lang" in inspect.signature(game.render).parameters:
        return game.render(state, seat, lang=lang)
    return game.render(state, seat)


def _print_events(console: Any, events: list[Any], seat: int, lang: str) -> None:
    for e in events:
        if e.can_see(seat) and e.text:
            console.print(f"[dim]· {e.text.get(lang) or e.text.get('en')}[/dim]")


def _save(args: argparse.Namespace, recorder: Any) -> None:
    if args.save:
        recorder.record.save(args.save)
        print(f"game record saved to {args.save}")


# ----- serve ---------------------------------------------------------------------

def cmd_serve(args: argparse.Namespace) -> int:
    try:
        from .server.main import serve
    except ImportError as e:
        raise SystemExit(f"the web server is not available: {e}") from None
    return int(serve(args) or 0)


def cmd_games(args: argparse.Namespace) -> int:
    for name in games():
        g = load(name)
        print(f"{name:22} {g.min_players}-{g.max_players} players  {g.titles.get('en', '')} / "
              f"{g.titles.get('ja', '')}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="eurogames", description="Five Euro games: play, simulate, serve.")
    sub = p.add_subparsers(dest="cmd", required=True)

    sp = sub.add_parser("games", help="list the games")
    sp.set_defaults(func=cmd_games)

    sp = sub.add_parser("play", help="play in the terminal against bots")
    sp.add_argument("game")
    sp.add_argument("--players", type=_parse_players, default=None)
    sp.add_argument("--seat", type=int, default=1,
                    help="your seat as the game names it: 1 to the number of players (default 1)")
    sp.add_argument("--bot", default="medium",
                    help="easy | medium | hard | expert, or a baseline: random | greedy | mcts")
    sp.add_argument("--seed", type=int, default=None)
    sp.add_argument("--lang", default="en", choices=["en", "ja"])
    sp.add_argument("--option", action="append", help="rules option NAME=VALUE")
    sp.add_argument("--save", help="write the game record to this file")
    sp.set_defaults(func=cmd_play)

    sp = sub.add_parser("simulate", help="play seeded bot games and check invariants")
    sp.add_argument("game")
    sp.add_argument("--games", type=int, default=10, help="games per player count")
    sp.add_argument("--players", type=_parse_players, default=None)
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--bots", default="random",
                    help="a level (easy | medium | hard | expert) or baseline (random | greedy | mcts), "
                         "or a comma list rotated over the seats (medium,easy)")
    sp.add_argument("--option", action="append")
    sp.add_argument("--no-check", action="store_true", help="skip invariant checks")
    sp.add_argument("--json", action="store_true",
                    help="one JSON object for programs: its seats are indices from 0 "
                         "(wins_by_seat key \"0\" is Seat 1; mean_scores lists are in seat order)")
    sp.set_defaults(func=cmd_simulate)

    sp = sub.add_parser("tournament", help="bots against each other: every deal in every seating")
    sp.add_argument("game")
    sp.add_argument("--players", type=_parse_players, default=None, help="seats (default: the fewest, at least 2)")
    sp.add_argument("--games", type=int, default=10, help="deals; each is played in every seating")
    sp.add_argument("--bots", default="hard,medium", help="comma list of levels or baselines")
    sp.add_argument("--procs", type=int, default=1, help="worker processes")
    sp.add_argument("--seed", type=int, default=0, help="the first deal's seed")
    sp.add_argument("--option", action="append", help="rules option NAME=VALUE")
    sp.add_argument("--json", action="store_true", help="one JSON object (seats are indices from 0)")
    sp.set_defaults(func=cmd_tournament)

    sp = sub.add_parser("bench", help="random playouts on one core")
    sp.add_argument("game")
    sp.add_argument("--players", type=_parse_players, default=None)
    sp.add_argument("--seconds", type=float, default=5.0)
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--option", action="append")
    sp.add_argument("--json", action="store_true")
    sp.set_defaults(func=cmd_bench)

    sp = sub.add_parser("replay", help="replay a game record and print the final scores")
    sp.add_argument("record")
    sp.set_defaults(func=cmd_replay)

    sp = sub.add_parser("serve", help="start the web table")
    sp.add_argument("--host", default="127.0.0.1")
    sp.add_argument("--port", type=int, default=8000)
    sp.add_argument("--database", default=None, help="SQLAlchemy URL (default: SQLite file here)")
    sp.add_argument("--redis", default=None, help="Redis URL for multi-process pub/sub")
    sp.add_argument("--workers", type=int, default=1)
    sp.set_defaults(func=cmd_serve)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except (EurogamesError, InvariantError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
