"""How to play: the rules help of every game, in English and Japanese.

The text lives once, in one markdown file per game and language next to this module
(``<game>.<lang>.md``); the web client (through ``/api/help``) and the terminal
(``eurogames rules``) both read it through :func:`load`. The format is a small,
strict subset of markdown:

- ``# Title`` on the first line;
- ``## id | Title`` opens a section, ``### id | Title`` a subsection (ids are unique
  within a file and are the anchors the web page, the tooltips and the CLI use);
- blocks separated by blank lines: a paragraph, a bullet list (``- item``), a table
  (``| a | b |`` rows, the first is the header), or a figure ``::figure name | caption``
  (drawn by the web client in the boards' style; the terminal prints the caption);
- inline: ``**bold**``, ```code```, ``[text](#id)`` (a link to a section).

Every file has the sections in :data:`SECTIONS`. The ``components`` section's
subsections between ``<!-- generated -->`` markers come from ``help/generate.py``
(names from the game's ``data.py``, effects in our own words).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

LANGS = ("en", "ja")
SECTIONS = ("aim", "screen", "setup", "round", "actions", "components", "scoring", "options",
            "tips", "key")
"""The sections every help file has, in this order (ids)."""

_HEAD = re.compile(r"^(#{2,3}) ([A-Za-z0-9][A-Za-z0-9_.:-]*) \| (.+)$")
_LINK = re.compile(r"\[([^\]]+)\]\(#([A-Za-z0-9_.:-]+)\)")


class HelpError(ValueError):
    """A help file is missing or malformed (the message names the file and line)."""


@dataclass
class Section:
    id: str
    title: str
    level: int
    """2 for a section, 3 for a subsection."""
    parent: str | None
    blocks: list[dict[str, Any]] = field(default_factory=list)

    def json(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title, "level": self.level, "parent": self.parent,
                "blocks": self.blocks}


@dataclass
class Help:
    game: str
    lang: str
    title: str
    sections: list[Section]

    def get(self, sid: str) -> Section:
        for s in self.sections:
            if s.id == sid:
                return s
        known = ", ".join(s.id for s in self.sections if s.level == 2)
        raise HelpError(f"{self.game} has no help section {sid!r}; sections: {known}")

    def children(self, sid: str) -> list[Section]:
        return [s for s in self.sections if s.parent == sid]

    def ids(self) -> set[str]:
        return {s.id for s in self.sections}

    def links(self) -> set[str]:
        """Every section id a ``[text](#id)`` link in the text points at."""
        out: set[str] = set()
        for s in self.sections:
            for text in _texts(s.blocks):
                out.update(m.group(2) for m in _LINK.finditer(text))
        return out

    def json(self) -> dict[str, Any]:
        return {"game": self.game, "lang": self.lang, "title": self.title,
                "sections": [s.json() for s in self.sections]}


def _texts(blocks: list[dict[str, Any]]) -> list[str]:
    out: list[str] = []
    for b in blocks:
        if b["type"] == "p":
            out.append(b["text"])
        elif b["type"] == "ul":
            out.extend(b["items"])
        elif b["type"] == "table":
            out.extend(c for row in b["rows"] for c in row)
        elif b["type"] == "figure":
            out.append(b["caption"])
    return out


def games() -> list[str]:
    """The games that have help files."""
    names = {p.name.split(".")[0] for p in resources.files(__name__).iterdir() if p.name.endswith(".md")}
    return sorted(names)


@functools.lru_cache(maxsize=32)
def load(game: str, lang: str = "en") -> Help:
    """The help of ``game`` in ``lang`` (``en`` or ``ja``).

    :raises HelpError: unknown game or language, or a malformed file.
    """
    if lang not in LANGS:
        raise HelpError(f"no help in language {lang!r}; languages: {', '.join(LANGS)}")
    if game not in games():
        raise HelpError(f"no help for game {game!r}; games: {', '.join(games())}")
    name = f"{game}.{lang}.md"
    return parse(resources.files(__name__).joinpath(name).read_text(encoding="utf-8"), game, lang, name)


def parse(text: str, game: str, lang: str, name: str = "<text>") -> Help:
    """Parse one help file (the format is in the module docstring)."""
    lines = text.splitlines()
    if not lines or not lines[0].startswith("# "):
        raise HelpError(f"{name}:1: a help file starts with '# Title'")
    title = lines[0][2:].strip()
    sections: list[Section] = []
    cur: Section | None = None
    top: str | None = None
    para: list[str] = []

    def flush() -> None:
        if not para:
            return
        assert cur is not None
        first = para[0]
        if first.startswith("- "):
            items: list[str] = []
            for ln in para:
                if ln.startswith("- "):
                    items.append(ln[2:].strip())
                else:
                    items[-1] += " " + ln.strip()
            cur.blocks.append({"type": "ul", "items": items})
        elif first.startswith("|"):
            rows = [[c.strip() for c in ln.strip().strip("|").split("|")] for ln in para
                    if not set(ln.replace("|", "").strip()) <= {"-", ":"}]
            cur.blocks.append({"type": "table", "rows": rows})
        elif first.startswith("::figure "):
            fig, _, cap = first[len("::figure "):].partition("|")
            cur.blocks.append({"type": "figure", "name": fig.strip(), "caption": cap.strip()})
        else:
            cur.blocks.append({"type": "p", "text": " ".join(ln.strip() for ln in para)})
        para.clear()

    seen: set[str] = set()
    for n, ln in enumerate(lines[1:], start=2):
        if ln.startswith("<!--"):
            continue
        if ln.startswith("#"):
            flush()
            m = _HEAD.match(ln)
            if not m:
                raise HelpError(f"{name}:{n}: a heading is '## id | Title' or '### id | Title'")
            level, sid, stitle = len(m.group(1)), m.group(2), m.group(3).strip()
            if sid in seen:
                raise HelpError(f"{name}:{n}: section id {sid!r} used twice")
            seen.add(sid)
            if level == 3 and top is None:
                raise HelpError(f"{name}:{n}: a subsection comes after a section")
            if level == 2:
                top = sid
            cur = Section(sid, stitle, level, top if level == 3 else None)
            sections.append(cur)
        elif not ln.strip():
            flush()
        else:
            if cur is None:
                raise HelpError(f"{name}:{n}: text before the first section")
            if para and (ln.startswith("- ") != para[0].startswith("- ")) and ln.startswith("- "):
                flush()
            para.append(ln)
    flush()
    return Help(game, lang, title, sections)


def plain(text: str) -> str:
    """Inline markup removed: ``**b**`` -> b, ```c``` -> c, ``[t](#id)`` -> t."""
    text = _LINK.sub(r"\1", text)
    return text.replace("**", "").replace("`", "")


def _width(text: str) -> int:
    """Terminal columns of ``text`` (East Asian wide characters take two)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _pad(text: str, width: int) -> str:
    return text + " " * (width - _width(text))


def key(game: str, lang: str = "en") -> str:
    """The key of the terminal's abbreviations for ``game`` as plain text (the play prompt's
    ``help`` shows it).

    :raises HelpError: unknown game or language.
    """
    h = load(game, lang)
    out = [h.get("key").title]
    for s in [h.get("key"), *h.children("key")]:
        if s.level == 3:
            out.append("")
            out.append(s.title)
        for b in s.blocks:
            if b["type"] == "p":
                out.append(plain(b["text"]))
            elif b["type"] == "ul":
                out.extend("  " + plain(i) for i in b["items"])
            elif b["type"] == "table":
                width = [max(_width(plain(r[i])) for r in b["rows"] if i < len(r)) for i in range(len(b["rows"][0]))]
                for r in b["rows"]:
                    out.append("  " + "  ".join(_pad(plain(c), width[i]) for i, c in enumerate(r)).rstrip())
    return "\n".join(out)


__all__ = ["LANGS", "SECTIONS", "Help", "HelpError", "Section", "games", "key", "load", "parse", "plain"]
