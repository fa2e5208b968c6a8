"""``eurogames play``: one person against bots in the terminal.

The prompt takes an action's number or its notation; ``help`` or ``?`` shows the
actions again (with the game's abbreviation key, where the help pages provide one),
``r`` redraws the board, ``q`` quits. Ctrl-C and Ctrl-D end the game like ``q``: the
record so far is saved when ``--save`` asks for it. Every message is in English or
Japanese (``--lang``).
"""

from __future__ import annotations

import argparse
import inspect
import json
import time
from functools import cache
from importlib import resources
from typing import Any

from .core import IllegalAction, State, seat_name
from .core.errors import InvalidNotation

TEXT: dict[str, dict[str, str]] = {
    "intro": {"en": "[b]{title}[/b] — {players} players, seed {seed}; you are {you}. Type a "
                    "number or an action's notation; '?' lists the actions, 'r' redraws, 'q' quits.",
              "ja": "[b]{title}[/b] — {players}人、シード{seed}。あなたは{you}です。"
                    "番号かアクションの記法を入力してください。'?'で一覧、'r'で再表示、'q'で終了。"},
    "prompt": {"en": "[b]your action>[/b] ", "ja": "[b]あなたの手>[/b] "},
    "range": {"en": "Choose a number from 1 to {n}.", "ja": "1から{n}までの番号を選んでください。"},
    "refused": {"en": "{error}", "ja": "その手は今は打てません({error})。"},
    "unreadable": {"en": "{error}", "ja": "「{text}」はこのゲームの記法として読めません。番号か記法を"
                                         "入力してください('?'で一覧)。"},
    "empty": {"en": "Type a number, an action's notation, or '?' for help.",
              "ja": "番号かアクションの記法を入力してください('?'でヘルプ)。"},
    "help": {"en": "Commands: a number or notation plays it; '?' or 'help' shows this list; "
                   "'r' redraws the board; 'q' quits (Ctrl-C and Ctrl-D too).",
             "ja": "コマンド:番号か記法で手を打つ。'?'か'help'でこの一覧、'r'で盤面を再表示、"
                   "'q'で終了(Ctrl-C、Ctrl-Dでも終了)。"},
    "key": {"en": "Abbreviations:", "ja": "略号:"},
    "stopped": {"en": "Game stopped at move {n}.", "ja": "{n}手目でゲームを中断しました。"},
    "saved": {"en": "game record saved to {path}", "ja": "棋譜を{path}に保存しました"},
    "final": {"en": "Final scores", "ja": "最終得点"},
    "so_far": {"en": "Scores so far", "ja": "現在の得点"},
    "total": {"en": "total", "ja": "合計"},
    "ranking": {"en": "ranking:", "ja": "順位:"},
    "thinking": {"en": "{seat} is thinking…", "ja": "{seat}が考えています…"},
}


def say(key: str, lang: str, **kw: Any) -> str:
    table = TEXT[key]
    return (table.get(lang) or table["en"]).format(**kw)


@cache
def _terms(lang: str) -> dict[str, Any]:
    """The web client's dictionary (``web/i18n/<lang>.json``): the games' score terms."""
    try:
        text = resources.files("eurogames.web.i18n").joinpath(f"{lang}.json").read_text("utf-8")
        data: dict[str, Any] = json.loads(text)
        return data
    except (OSError, ValueError, ModuleNotFoundError):
        return {}


def term(game: str, key: str, lang: str) -> str:
    """A score category's name as the web table shows it, in ``lang`` (else English)."""
    for d in (_terms(lang), _terms("en")):
        value = d.get(game, {}).get("terms", {}).get(key)
        if isinstance(value, str):
            return value
    return key.replace("_", " ")


def abbreviation_key(game: Any, lang: str) -> str | None:
    """The game's abbreviation key from the help pages, when they are installed."""
    try:
        from . import help as help_pages  # type: ignore[attr-defined]
        text = help_pages.key(game.name, lang)
    except Exception:  # noqa: BLE001 - no help pages (yet), or none for this game
        return None
    return text if isinstance(text, str) and text.strip() else None


def render(game: Any, state: State, seat: int, lang: str) -> Any:
    """The game's rendering, in ``lang`` where the game's ``render`` takes it."""
    if "lang" in inspect.signature(game.render).parameters:
        return game.render(state, seat, lang=lang)
    return game.render(state, seat)


def print_events(console: Any, events: list[Any], seat: int, lang: str) -> None:
    for e in events:
        if e.can_see(seat) and e.text:
            console.print(f"[dim]· {e.text.get(lang) or e.text.get('en')}[/dim]")


def print_actions(console: Any, game: Any, legal: list[Any], lang: str) -> None:
    for i, a in enumerate(legal, 1):
        desc = game.describe_action(a, lang)
        extra = f"  [dim]{desc}[/dim]" if desc != a.notation() else ""
        console.print(f"  [cyan]{i:3}[/cyan] {a.notation()}{extra}", highlight=False)


def print_scores(state: State, lang: str = "en") -> None:
    from rich.console import Console
    from rich.table import Table
    scores = state.scores()
    cats: list[str] = []
    for s in scores:
        for c in s.categories:
            if c not in cats:
                cats.append(c)
    table = Table(title=say("final" if state.is_over() else "so_far", lang))
    table.add_column("")
    for i in range(state.players):
        table.add_column(seat_name(i, lang), justify="right")
    for c in cats:
        table.add_row(term(state.game.name, c, lang), *[str(s.categories.get(c, 0)) for s in scores])
    total = say("total", lang)
    table.add_row(f"[b]{total}[/b]", *[f"[b]{s.total}[/b]" for s in scores])
    Console().print(table)
    print(say("ranking", lang),
          " > ".join("=".join(seat_name(s, lang) for s in p) for p in state.ranking()))


def save(args: argparse.Namespace, recorder: Any, lang: str) -> None:
    if args.save:
        recorder.record.save(args.save)
        print(say("saved", lang, path=args.save))


def make_bots(kind: str, seed: int, seats: list[int]) -> dict[int, Any]:
    from .bots import BOT_KINDS, make_bot
    try:
        return {s: make_bot(kind, seed + s) for s in seats}
    except (KeyError, ValueError):
        raise SystemExit(f"--bot takes {' | '.join(BOT_KINDS)}, not {kind!r}.") from None


def play(args: argparse.Namespace, game: Any, options: dict[str, Any]) -> int:
    from rich.console import Console

    from .bots import decide
    from .core.record import Recorder

    players = args.players[0] if args.players else game.min_players
    seed = args.seed if args.seed is not None else int(time.time()) % 100000
    lang = args.lang
    try:
        state = game.new(players, seed, options)
    except ValueError as e:
        raise SystemExit(str(e)) from None
    if not 1 <= args.seat <= players:
        raise SystemExit(f"--seat takes a seat number from 1 to {players}, not {args.seat}.")
    me = args.seat - 1   # --seat is the number people read (Seat 1); the engine's seat is its index
    bots = make_bots(args.bot, seed, [s for s in range(players) if s != me])
    console = Console()
    recorder = Recorder(game.name, players, seed, state.options)
    console.print(say("intro", lang, title=game.titles.get(lang, game.name), players=players,
                      seed=seed, you=seat_name(me, lang)))
    try:
        finished = _loop(console, game, state, me, bots, recorder, lang, decide)
    except KeyboardInterrupt:  # Ctrl-C, also while a bot thinks
        finished = None
    if finished is None or not state.is_over():
        console.print(say("stopped", lang, n=state.move_number))
        save(args, recorder, lang)
        return 130 if finished is None else 0
    console.print(render(game, state, me, lang))
    print_scores(state, lang)
    save(args, recorder, lang)
    return 0


def _loop(console: Any, game: Any, state: State, me: int, bots: dict[int, Any], recorder: Any,
          lang: str, decide: Any) -> bool:
    """Play until the game ends (True) or the player quits (False)."""
    while not state.is_over():
        active = state.active_players()
        if me not in active:
            seat = active[0]
            action = decide(bots[seat], state, seat)
            events = state.apply(seat, action)
            recorder.add(seat, action.to_json())
            print_events(console, events, me, lang)
            continue
        console.print(render(game, state, me, lang))
        legal = state.legal_actions(me)
        print_actions(console, game, legal, lang)
        while True:
            try:
                text = console.input(say("prompt", lang)).strip()
            except EOFError:  # Ctrl-D
                return False
            if text in ("q", "quit", "exit"):
                return False
            if text in ("?", "help", "h"):
                console.print(say("help", lang))
                key = abbreviation_key(game, lang)
                if key:
                    console.print(say("key", lang))
                    console.print(key, highlight=False)
                print_actions(console, game, legal, lang)
                continue
            if text == "r":
                console.print(render(game, state, me, lang))
                continue
            if not text:
                console.print(say("empty", lang))
                continue
            if text.isdigit() and not 1 <= int(text) <= len(legal):
                console.print(f"[red]{say('range', lang, n=len(legal))}[/red]")
                continue
            try:
                action = legal[int(text) - 1] if text.isdigit() else game.parse_action(text)
                events = state.apply(me, action)
            except InvalidNotation as e:
                console.print(f"[red]{say('unreadable', lang, error=e, text=text)}[/red]",
                              highlight=False)
                continue
            except IllegalAction as e:  # the engine's reason (in English) follows in ja
                console.print(f"[red]{say('refused', lang, error=e)}[/red]", highlight=False)
                continue
            recorder.add(me, action.to_json())
            print_events(console, events, me, lang)
            break
    return True
