"""Terminal rendering (rich) and action descriptions in English and Japanese."""

from __future__ import annotations

from typing import Any

from eurogames.core import Action

from . import actions as A
from .data import (
    COLOURS,
    COLOURS_JA,
    RES_LETTER,
    RESOURCES,
    RESOURCES_JA,
    SEASONS,
    SEASONS_JA,
    SKILLS,
    SKILLS_JA,
    TILES,
    tile_name,
)

_STYLE = ("blue", "red", "yellow", "green")


def _abbr(t: int) -> str:
    tile = TILES[t]
    if tile.family == "home":
        return f"H{tile.number}"
    if tile.family == "sboat":
        return "b" + str(tile.extra["code"])
    if tile.family == "order":
        return f"#{tile.number}"
    return tile.en.replace("'", "")[:4]


def village_map(view: dict[str, Any], seat: int) -> str:
    """A small text map of a village (axial hexes drawn on offset rows)."""
    cells = view["villages"][seat]
    if not cells:
        return "(empty)"
    qs = [(c["q"], c["r"]) for c in cells]
    rmin = min(r for _, r in qs)
    rmax = max(r for _, r in qs)
    cmin = min(2 * q + r for q, r in qs)
    cmax = max(2 * q + r for q, r in qs)
    grid = {(c["r"], 2 * c["q"] + c["r"]): c for c in cells}
    lines = []
    for r in range(rmin, rmax + 1):
        line = ""
        col = cmin
        while col <= cmax + 1:
            c = grid.get((r, col))
            if c is None:
                line += "    "
                col += 1
                continue
            name = _abbr(c["tile"])[:5] + ("*" if c["upgraded"] else "")
            line += f"[{name:<6}]"
            col += 2
        lines.append(line.rstrip())
    return "\n".join(lines)


def render(state: Any, seat: int | None) -> Any:
    from rich.console import Group
    from rich.panel import Panel
    from rich.table import Table
    from rich.text import Text

    v = state.view(seat)
    n = state.players
    parts: list[Any] = []
    head = Text()
    head.append(f"{SEASONS[v['season']].capitalize()} ({SEASONS_JA[v['season']]})", style="bold")
    head.append(f"  phase {v['phase']}  turn: seat {v['turn']}  start: seat {v['start']}  purple: seat {v['purple']}"
                f"  passes in a row: {v['passes']}  bag {v['bag_size']}  greens {v['green_supply']}")
    parts.append(head)
    t = Table(title="On offer / bids", expand=False)
    t.add_column("tile")
    t.add_column("front → back")
    t.add_column("colour")
    for s in range(n):
        t.add_column(f"seat {s}")
    t.add_column("used")
    for tid in list(v["offers"]) + list(v["orders"]):
        m = v["marks"].get(str(tid), {})
        bids = m.get("bids", [[-1, 0]] * n)
        col = m.get("colour", -1)
        row: list[Any] = [f"{tid} {tile_name(tid)}", _tile_text(tid), COLOURS[col] if col >= 0 else "-"]
        for c, k in bids:
            row.append(Text(f"{k} {COLOURS[c]}", style=_STYLE[c]) if k else Text(""))
        used = m.get("used", [0, 0, 0, 0])
        row.append(_counts(used, COLOURS) if any(used) else "")
        t.add_row(*row)
    parts.append(t)
    for s in range(n):
        title = f"seat {s} village" + ("  (you)" if s == seat else "") + \
            f"  keeples {v['hand_sizes'][s]}  skills {v['skill_counts'][s]}"
        lines = [village_map(v, s)]
        for c in v["villages"][s]:
            extra = ""
            if any(c["resources"]):
                extra = " " + "".join(f"{k}{RES_LETTER[i]}" for i, k in enumerate(c["resources"]) if k)
            m = v["marks"].get(str(c["tile"]))
            if m and any(m["used"]):
                extra += "  used: " + _counts(m["used"], COLOURS)
            lines.append(f"{c['tile']:>2} {tile_name(c['tile'])}{' (up)' if c['upgraded'] else ''}{extra}")
        parts.append(Panel("\n".join(lines), title=title, expand=False))
    bt = Table(title="Boats", expand=False)
    bt.add_column("boat")
    bt.add_column("keeples")
    bt.add_column("skills")
    for b, info in v["boats"].items():
        bt.add_row(tile_name(int(b)), _counts(info["keeples"], COLOURS), _counts(info["skills"], SKILLS))
    parts.append(bt)
    if seat is not None:
        me = Text()
        me.append("Your keeples: ")
        for c, k in v["hand"].items():
            me.append(f"{k} {c}  ", style=_STYLE[COLOURS.index(c)])
        me.append(" skills: " + ", ".join(f"{k} {x}" for x, k in v["skills"].items()))
        if v["winter_hand"]:
            me.append("\nWinter tiles: " + ", ".join(tile_name(x) for x in v["winter_hand"]))
        if v["pending"]:
            p = v["pending"]
            me.append(f"\nPlacing on {tile_name(p['tile'])} ({p['mode']}): {_counts(p['keeples'], COLOURS)}")
        if v["transport_left"] or v["upgrades_left"]:
            me.append(f"\nTransport points left {v['transport_left']}, upgrades left {v['upgrades_left']}")
        parts.append(me)
    if "final" in v:
        ft = Table(title="Final scores")
        ft.add_column("seat")
        ft.add_column("total")
        ft.add_column("categories")
        for s, sc in enumerate(v["final"]):
            ft.add_row(str(s), str(sc["total"]), ", ".join(f"{k} {p}" for k, p in sc["categories"].items()))
        parts.append(ft)
    return Group(*parts)


def _counts(c: list[int], names: tuple[str, ...]) -> str:
    return ", ".join(f"{k} {names[i]}" for i, k in enumerate(c) if k) or "-"


def _side_text(side: Any) -> str:
    if side is None:
        return "-"
    k = side.kind
    bits = []
    if k == "transport":
        bits.append(f"move {side.transport} / up {side.upgrades}")
    if k == "pay_keeple":
        bits.append(f"pay {COLOURS[side.pay_colour] if side.pay_colour >= 0 else 'any'} keeple")
    if k == "pay_skill":
        bits.append(f"pay {SKILLS[side.pay_skill] if side.pay_skill >= 0 else 'any'} skill")
    if k == "choose1":
        bits.append("+1 wood/stone/iron")
    if any(side.res):
        bits.append("+" + "".join(f"{v}{RES_LETTER[i]}" for i, v in enumerate(side.res) if v))
    if side.keeples:
        bits.append(f"+{side.keeples} keeple")
    if side.skills:
        bits.append(f"+{side.skills} skill")
    if side.greens:
        bits.append(f"+{side.greens} green")
    if side.vp:
        bits.append(f"{side.vp}VP")
    return " ".join(bits) or "no action"


def _tile_text(t: int) -> str:
    tile = TILES[t]
    if tile.family == "winter":
        return str(tile.extra["text"])
    if tile.family == "sboat":
        return str(tile.extra["code"])
    if tile.family == "order":
        return "boat choice order"
    return f"{_side_text(tile.front)} → {_side_text(tile.back)}"


def describe(action: Action, lang: str = "en") -> str:
    ja = lang == "ja"
    tn = (lambda t: tile_name(t, "ja")) if ja else tile_name
    tp = type(action)
    if tp is A.Pass:
        return "パスする" if ja else "Pass"
    if isinstance(action, A.Bid):
        return f"{tn(action.tile)}に入札する" if ja else f"Bid on {tn(action.tile)}"
    if isinstance(action, A.Use):
        side = TILES[action.tile]
        extra = ""
        if action.opt >= 100:
            g = action.opt - 100
            extra = (f"（{tn(g)}の競り負けたキープルで払う）" if ja else f" (pay with your outbid keeples from {tn(g)})")
        elif action.opt >= 0:
            kind = side.front.kind
            if kind == "choose1" or (side.back is not None and side.back.kind == "choose1"):
                extra = (f"（{RESOURCES_JA[action.opt]}を得る）" if ja else f" (take {RESOURCES[action.opt]})")
            elif kind == "pay_skill":
                extra = (f"（{SKILLS_JA[action.opt]}を払う）" if ja else f" (pay a {SKILLS[action.opt]})")
            else:
                extra = (f"（{COLOURS_JA[action.opt]}のキープルを払う）" if ja else f" (pay a {COLOURS[action.opt]} keeple)")
        return f"{tn(action.tile)}を使う{extra}" if ja else f"Use {tn(action.tile)}{extra}"
    if isinstance(action, A.Merge):
        return (f"{tn(action.tile)}の競り負けたキープルを移す" if ja
                else f"Move your outbid keeples from {tn(action.tile)}")
    if isinstance(action, A.Add):
        return (f"{COLOURS_JA[action.colour]}のキープルを{action.n}個置く" if ja
                else f"Place {action.n} {COLOURS[action.colour]} keeple(s)")
    if tp is A.Confirm:
        return "配置を確定する" if ja else "Confirm the placement"
    if isinstance(action, A.Move):
        return (f"{RESOURCES_JA[action.res]}を{tn(action.frm)}から{tn(action.to)}へ運ぶ" if ja
                else f"Move 1 {RESOURCES[action.res]} from {tn(action.frm)} to {tn(action.to)}")
    if tp is A.StopMove:
        return "輸送を終えてアップグレードへ" if ja else "Stop transporting"
    if isinstance(action, A.Upgrade):
        names = RESOURCES_JA + SKILLS_JA if ja else RESOURCES + SKILLS
        pay = "、".join(f"{names[i]}{v}" for i, v in enumerate(action.pay) if v) if ja else \
            ", ".join(f"{v} {names[i]}" for i, v in enumerate(action.pay) if v)
        return f"{tn(action.tile)}をアップグレード（{pay}）" if ja else f"Upgrade {tn(action.tile)} paying {pay}"
    if tp is A.Finish:
        return "アクションを終える" if ja else "End the action"
    if isinstance(action, A.ChooseBoat):
        return f"ボート{tn(action.boat)}を選ぶ" if ja else f"Take the boat {tn(action.boat)}"
    if isinstance(action, A.OfferWinter):
        return f"冬タイル{tn(action.tile)}を出す" if ja else f"Offer the winter tile {tn(action.tile)}"
    if tp is A.DoneOffering:
        return "冬タイルの選択を終える" if ja else "Done choosing winter tiles"
    if isinstance(action, A.Place):
        return (f"{tn(action.tile)}を({action.q},{action.r})に回転{action.rot}で置く" if ja
                else f"Place {tn(action.tile)} at ({action.q},{action.r}) rotated {action.rot}")
    if isinstance(action, A.Flip):
        return f"{tn(action.tile)}を無料で裏返す" if ja else f"Flip {tn(action.tile)} for free"
    return str(action.notation())
