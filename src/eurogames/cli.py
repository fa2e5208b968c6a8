"""Command line: eurogames serve | play | simulate | tournament | bench | replay | games."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from . import available_games as games
from . import load
from .core import GameRecord, InvariantError, Rng, State, seat_name
from .core.errors import EurogamesError


def _parse_players(text: str) -> list[int]:
    try:
        return [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"players must be numbers like 2,3,4, not {text!r}") from None


def _parse_player_count(text: str) -> list[int]:
    """``--players`` of ``play`` and ``bench``: one count (as a one-item list)."""
    counts = _parse_players(text)
    if len(counts) != 1:
        raise argparse.ArgumentTypeError(f"give one player count here, such as 3, not {text!r} "
                                         "(only simulate takes a list)")
    return counts


def _value_text(value: Any) -> str:
    """A choice as ``--option NAME=VALUE`` takes it."""
    return value if isinstance(value, str) else json.dumps(value)


def _choices_text(o: Any, lang: str = "en", sep: str = ", ") -> str:
    """An option's choices as the command line takes them, each with its readable name where
    that says more than the value (``any_of_four "Any of the four"``, ``0 "Seat 1"``, but
    ``2019``, not ``2019 "2019 edition"``)."""
    out = []
    for c in o.choices:
        v = _value_text(c)
        lab = o.label(c, lang)
        words = lab.casefold().split()
        out.append(v if lab.casefold() == v.casefold() or (v.casefold() in words and len(words) <= 2)
                   else f'{v} "{lab}"')
    return sep.join(out)


def _options_text(lang: str = "en") -> str:
    """Every game's rules options, for ``games`` and ``--help``."""
    lines = []
    for name in games():
        try:
            g = load(name)
        except Exception:  # noqa: BLE001, S112 - a broken game must not hide the others
            continue
        for o in g.option_list:
            title = o.title.get(lang) or o.title.get("en", "")
            desc = o.description.get(lang) or o.description.get("en", "")
            lines.append(f"  {name}: --option {o.name}=VALUE  " + (f"{title}: " if title else "")
                         + f"({_choices_text(o, lang, ' | ')}; default {_value_text(o.default)})"
                         + (f"\n      {desc}" if desc else ""))
    return "\n".join(lines)


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
    from . import bench
    return bench.run(args, _parse_options)


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
    from .cli_play import print_scores
    print_scores(state, lang)


def _render(game: Any, state: State, seat: int, lang: str) -> Any:
    """The game's rendering in ``lang`` (kept here for older imports; see ``cli_play``)."""
    from .cli_play import render
    return render(game, state, seat, lang)


# ----- play ----------------------------------------------------------------------

def cmd_play(args: argparse.Namespace) -> int:
    from .cli_play import play
    game = _game_or_exit(args.game)
    return play(args, game, _parse_options(args.option, game))


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
        for o in g.option_list:
            title = o.title.get("en", "")
            print(f"    --option {o.name}=VALUE  " + (f"{title}: " if title else "")
                  + f"one of {_choices_text(o)} (default {_value_text(o.default)})"
                  + (f"\n        {o.description['en']}" if o.description.get("en") else ""))
    return 0


def build_parser() -> argparse.ArgumentParser:
    from . import __version__, _build
    options_help = "rules options (--option NAME=VALUE):\n" + _options_text()
    fmt = argparse.RawDescriptionHelpFormatter
    p = argparse.ArgumentParser(prog="eurogames", description="Five Euro games: play, simulate, serve.",
                                epilog="'eurogames games' lists the games and their rules options.")
    p.add_argument("--version", action="version", version=f"eurogames {__version__}, {_build.describe()}")
    sub = p.add_subparsers(dest="cmd", required=True)

    sp = sub.add_parser("games", help="list the games and their rules options")
    sp.set_defaults(func=cmd_games)

    sp = sub.add_parser("play", help="play in the terminal against bots", epilog=options_help,
                        formatter_class=fmt,
                        description="At the prompt: a number or an action's notation plays it; "
                        "'?' or 'help' lists the actions again; 'r' redraws; 'q' quits.")
    sp.add_argument("game")
    sp.add_argument("--players", type=_parse_player_count, default=None, help="one player count")
    sp.add_argument("--seat", type=int, default=1,
                    help="your seat as the game names it: 1 to the number of players (default 1)")
    sp.add_argument("--bot", default="medium",
                    help="easy | medium | hard | expert, or a baseline: random | greedy | mcts")
    sp.add_argument("--seed", type=int, default=None)
    sp.add_argument("--lang", default="en", choices=["en", "ja"])
    sp.add_argument("--option", action="append", help="rules option NAME=VALUE (listed below)")
    sp.add_argument("--save", help="write the game record to this file (also when you quit early)")
    sp.set_defaults(func=cmd_play)

    sp = sub.add_parser("simulate", help="play seeded bot games and check invariants",
                        epilog=options_help, formatter_class=fmt)
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

    from . import bench
    sp = sub.add_parser("bench", help="engine speed on seeded playouts (policy: eager; see --policy)",
                        epilog=options_help, formatter_class=fmt)
    bench.add_arguments(sp, players_type=lambda text: _parse_player_count(text)[0])
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
    sp.add_argument("--bot-workers", type=int, default=0,
                    help="bot processes (default 0: one per core, less one for the server)")
    sp.add_argument("--bot-queue-seconds", type=float, default=None,
                    help="while many tables wait for the bot processes, shorten new decisions' "
                         "thinking so that a decision waits about this long at most (default 10; 0: never)")
    sp.set_defaults(func=cmd_serve)

    from .help.terminal import add_parser as add_rules_parser
    add_rules_parser(sub)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except (EurogamesError, InvariantError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # Ctrl-C: a quiet stop, no traceback
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (eurogames games | head): stop quietly
        import os
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 0


if __name__ == "__main__":
    sys.exit(main())
