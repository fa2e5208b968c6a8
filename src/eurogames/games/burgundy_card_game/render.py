"""Terminal rendering with rich: what one seat sees (built from ``view``, never the full state)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.columns import Columns
from rich.console import Group
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .data import TYPE_INDEX, TYPE_NAMES, TYPE_STYLE

if TYPE_CHECKING:
    from .state import BurgundyCardState

_SHORT = {"castle": "Cas", "mine": "Min", "cloister": "Clo", "knowledge": "Kno", "ship": "Shp",
          "pasture": "Pas", "building": "Bld"}
_DIE = "⚀⚁⚂⚃⚄⚅"
_FRAME_TEXT = {"turn": "play a hand card as a die", "castle": "castle: extra action, any die value",
               "draw": "3-silver draw: keep a card or use it as a die", "overflow": "discard a project",
               "city_hall": "City Hall: place a project", "pick": "take a display card (or done)",
               "good": "take a good", "animal": "take an animal", "supply": "take a good or an animal",
               "warehouse": "Warehouse: sell one kind", "bonus": "choose the round bonus",
               "trade": "trade more (or done)", "end": "end the turn (or 3-silver draw)"}


def _card(c: dict[str, Any], show_id: bool = True) -> Text:
    t = c["type"]
    style = TYPE_STYLE[TYPE_INDEX[t]]
    name = c["building"] if c["building"] else t
    txt = Text()
    txt.append(f"{c['die']}", style="bold")
    txt.append(f" {name}", style=style)
    if show_id:
        txt.append(f" #{c['id']}", style="dim")
    return txt


def _cards(cards: list[dict[str, Any]]) -> Text:
    out = Text()
    for i, c in enumerate(cards):
        if i:
            out.append(" | ", style="dim")
        out.append_text(_card(c))
    if not cards:
        out.append("—", style="dim")
    return out


def _player_panel(v: dict[str, Any], p: dict[str, Any], seat: int | None) -> Panel:
    t = Table.grid(padding=(0, 1))
    t.add_column(style="bold")
    t.add_column()
    if p["hand"] is not None:
        t.add_row("hand", _cards(p["hand"]))
    else:
        t.add_row("hand", Text(f"{p['hand_size']} card(s)", style="dim"))
    t.add_row("pile", Text(f"{p['pile_size']} face down", style="dim"))
    t.add_row("projects", _cards(p["projects"]))
    est = Text()
    for name in TYPE_NAMES:
        n = p["columns"][name]
        if n:
            est.append(f"{_SHORT[name]}×{n} ", style=TYPE_STYLE[TYPE_INDEX[name]])
            est.append(f"({n // 3} trio{'s' if n // 3 != 1 else ''}) " if n >= 3 else "", style="dim")
    t.add_row("estate", est if est.plain else Text("—", style="dim"))
    wild = [c for c in p["estate"] if c["type"] == "cloister" and c["column"] != "cloister"]
    if wild:
        t.add_row("", Text("wild cloisters in: " + ", ".join(c["column"] for c in wild), style="dim"))
    g = p["goods"]
    a = p["animals"]
    t.add_row("storage", Text(f"silver {p['silver']}  workers {p['workers']}  goods L{g['light']}/M{g['medium']}/"
                         f"D{g['dark']}  animals " + " ".join(f"{k}:{n}" for k, n in a.items() if n)))
    s = p["sold_goods"]
    bon = ", ".join(p["first_bonus"]) or "—"
    t.add_row("scored", Text(f"sold L{s['light']}/M{s['medium']}/D{s['dark']}  VP cards {p['vp_cards']}  "
                        f"1st-trio: {bon}  all-7: {p['all_seven'] or '—'}"))
    cats = p["score_categories"]
    t.add_row("score", Text(f"{p['score']}  ", style="bold") +
              Text(" ".join(f"{k}={n}" for k, n in cats.items() if n), style="dim"))
    title = f"Player {p['seat'] + 1}"
    if p["seat"] == seat:
        title += " (you)"
    if v["current"] == p["seat"]:
        title = "▶ " + title
    if v["start_card"]["holder"] == p["seat"]:
        title += "  ◆ start card" + (" (?)" if v["start_card"]["side"] == "question" else "")
    return Panel(t, title=escape(title), border_style="cyan" if p["seat"] == seat else "white")


def render(st: BurgundyCardState, seat: int | None) -> Any:
    v = st.view(seat)
    head = Text()
    head.append(f"Round {v['round']} · turn {v['turn']}/6", style="bold")
    head.append(f" · start player {v['start_player'] + 1}")
    head.append("  round bonus: " + ", ".join(f"{n} {k}" for k, n in v["round_bonus"]), style="dim")

    disp = Table(title="Display", show_header=False, box=None, padding=(0, 1))
    disp.add_column(justify="right")
    disp.add_column()
    for i, row in enumerate(v["display"]):
        disp.add_row(Text(f"{_DIE[i]} {i + 1}", style="bold"), _cards(row))

    sup = Table.grid(padding=(0, 1))
    sup.add_column(style="bold")
    sup.add_column()
    sup.add_row("goods piles", Text("  ".join(f"{x['top'] or '—'} on top ({x['size']})"
                                              for x in v["goods_piles"])))
    sup.add_row("animal piles", Text("  ".join(f"{x['top'] or '—'} on top ({x['size']})"
                                               for x in v["animal_piles"])))
    sup.add_row("deck / discard", f"{v['deck_size']} / {len(v['discard'])}")
    if v["silver_draw_used"]:
        sup.add_row("", Text("3-silver draw used this turn", style="dim"))
    sup.add_row("1st-trio cards", ", ".join(v["first_bonus_available"]) or "—")
    sup.add_row("all-7 cards", ", ".join(str(x) for x in v["all_seven_stack"]) or "—")

    parts: list[Any] = [head, Columns([Panel(disp), Panel(sup, title="Supply")])]
    if "rival" in v:
        r = v["rival"]
        rt = Text()
        for name in TYPE_NAMES:
            n = r["columns"][name]
            if n:
                rt.append(f"{_SHORT[name]}×{n} ", style=TYPE_STYLE[TYPE_INDEX[name]])
        rt.append(f"\nscore {r['score']}", style="bold")
        rt.append("  1st-trio: " + (", ".join(r["first_bonus"]) or "—") + f"  all-7: {r['all_seven'] or '—'}")
        rt.append(f"  piles still to come: {r['piles_left']}", style="dim")
        if r["result"]:
            rt.append(f"\nresult: {r['result'].upper()}", style="bold red" if r["result"] == "loss" else "bold green")
        parts.append(Panel(rt, title="Rival (Aaron)", border_style="red"))
    for p in v["players"]:
        parts.append(_player_panel(v, p, seat))
    if v["pending"] and not v["over"]:
        pend = Text("to decide: " + " › then ".join(_FRAME_TEXT.get(f["frame"], f["frame"])
                                                   for f in reversed(v["pending"])), style="yellow")
        for f in v["pending"]:
            if f.get("cards"):
                pend.append("\ndrawn: ")
                pend.append_text(_cards(f["cards"]))
            if f["frame"] == "overflow":
                pend.append("\nnew project waiting: ")
                pend.append_text(_card(f["card"]))
        parts.append(pend)
    return Group(*parts)
