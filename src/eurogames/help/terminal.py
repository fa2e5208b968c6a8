"""``eurogames rules GAME [--lang ja] [SECTION]``: the help text in the terminal (rich,
paged when stdout is a terminal)."""

from __future__ import annotations

import argparse
import re
import sys
from typing import Any

from rich.console import Console, Group
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from . import SECTIONS, Help, HelpError, Section, games, load

_INLINE = re.compile(r"\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(#([A-Za-z0-9_.:-]+)\)")


def inline(text: str) -> Text:
    """Inline markup as rich text: bold, code, and links shown as 'text (→ id)'."""
    out: list[str] = []
    pos = 0
    for m in _INLINE.finditer(text):
        out.append(escape(text[pos:m.start()]))
        if m.group(1) is not None:
            out.append(f"[bold]{escape(m.group(1))}[/bold]")
        elif m.group(2) is not None:
            out.append(f"[cyan]{escape(m.group(2))}[/cyan]")
        else:
            out.append(f"[underline]{escape(m.group(3))}[/underline][dim] (→ {m.group(4)})[/dim]")
        pos = m.end()
    out.append(escape(text[pos:]))
    return Text.from_markup("".join(out))


def _blocks(sec: Section, lang: str) -> list[Any]:
    parts: list[Any] = []
    style = "bold underline" if sec.level == 2 else "bold"
    parts.append(Text(""))
    parts.append(Text(f"{sec.title}  ", style=style) + Text(f"[{sec.id}]", style="dim"))
    for b in sec.blocks:
        if b["type"] == "p":
            parts.append(inline(b["text"]))
        elif b["type"] == "ul":
            for item in b["items"]:
                parts.append(Text("  • ") + inline(item))
        elif b["type"] == "table":
            t = Table(show_header=True, header_style="bold", padding=(0, 1))
            for c in b["rows"][0]:
                t.add_column(inline(c))
            for row in b["rows"][1:]:
                t.add_row(*(inline(c) for c in row))
            parts.append(t)
        elif b["type"] == "figure":
            word = "図" if lang == "ja" else "picture"
            parts.append(Text(f"[{word}: {b['caption']}]", style="dim italic"))
    return parts


def renderable(h: Help, section: str | None = None) -> Group:
    """The whole help, or one section with its subsections."""
    if section is None:
        chosen = h.sections
        head = [Text(h.title, style="bold reverse")]
    else:
        top = h.get(section)
        chosen = [top, *h.children(top.id)]
        head = [Text(h.title, style="bold reverse")]
    parts: list[Any] = list(head)
    for s in chosen:
        parts.extend(_blocks(s, h.lang))
    return Group(*parts)


def cmd_rules(args: argparse.Namespace) -> int:
    # what follows GAME is parsed here, intermixed, so that a section may come after --lang
    more = argparse.ArgumentParser(prog=f"eurogames rules {args.game}")
    more.add_argument("section", nargs="?", default=None)
    more.add_argument("--lang", default=args.lang, choices=["en", "ja"])
    more.add_argument("--no-pager", action="store_true", default=args.no_pager)
    rest = more.parse_intermixed_args(args.rest)
    try:
        h = load(args.game, rest.lang)
        body = renderable(h, rest.section)
    except HelpError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    console = Console()
    if console.is_terminal and not rest.no_pager:
        with console.pager(styles=True):
            console.print(body)
    else:
        console.print(body)
    return 0


def add_parser(sub: Any) -> None:
    """Register ``rules`` on the CLI's subparsers."""
    sp = sub.add_parser("rules", help="how to play a game: its rules help (paged)")
    sp.add_argument("game", help=f"one of: {', '.join(games())}")
    sp.add_argument("rest", nargs=argparse.REMAINDER, metavar="[SECTION] [--lang ja] [--no-pager]",
                    help=f"one section ({', '.join(SECTIONS)}) or a subsection id")
    sp.add_argument("--lang", default="en", choices=["en", "ja"])
    sp.add_argument("--no-pager", action="store_true", help="print without the pager")
    sp.set_defaults(func=cmd_rules)
