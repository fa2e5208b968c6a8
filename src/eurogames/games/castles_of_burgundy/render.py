"""Terminal rendering (rich) and action descriptions for The Castles of Burgundy.

The estate is drawn as its hex rows: an empty space shows its colour letter in lower
case and its die number (``b3``), a filled space the tile in upper case (``B:W`` a
warehouse, ``A:3c`` three cows, ``K#12``, ``S``, ``C``, ``M``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from eurogames.core import Action, seat_name

from . import actions as A
from . import data as D
from .rules import M_DIE, MODE_NAMES
from .scoring import CATEGORIES

if TYPE_CHECKING:
    from .state import CobState

STYLE = ("bold green4", "bold blue", "grey62", "bright_green", "dark_orange3", "yellow")
GOODS_STYLE = ("", "red", "magenta", "cyan", "bright_yellow", "bright_blue", "white")


def tile_short(t: int) -> str:
    """Short text of a tile: ``B:W``, ``A:3c``, ``K#12``, ``S``."""
    kind = D.TILE_KIND[t]
    if kind == D.BUILDING:
        return "B:" + D.BUILDING_LETTER[D.TILE_SUB[t]]
    if kind == D.ANIMAL:
        return f"A:{D.TILE_ANIMALS[t]}{'cpsh'[D.TILE_SUB[t]]}"
    if kind == D.KNOWLEDGE:
        return f"K#{D.TILE_SUB[t]}"
    return D.KIND_LETTER[kind]


def tile_long(t: int, lang: str = "en") -> str:
    kind = D.TILE_KIND[t]
    if kind == D.BUILDING:
        return D.BUILDING_NAMES[lang][D.TILE_SUB[t]]
    if kind == D.ANIMAL:
        n, a = D.TILE_ANIMALS[t], D.ANIMAL_NAMES[lang][D.TILE_SUB[t]]
        return f"{n} {a}" if lang == "en" else f"{a}{n}"
    if kind == D.KNOWLEDGE:
        return ("knowledge #" if lang == "en" else "修道院#") + str(D.TILE_SUB[t])
    return D.KIND_NAMES[lang][kind]


def _tile_text(t: int) -> Text:
    return Text(tile_short(t), style=STYLE[D.TILE_KIND[t]])


def estate_text(st: CobState, p: int) -> Text:
    b = st.board
    out = Text()
    i = 0
    for r, n in enumerate(D.ROW_LENGTHS):
        out.append(" " * (3 * (7 - n)))
        for _ in range(n):
            t = st.estate[p * D.SPACES + i]
            if t >= 0:
                out.append(f"{tile_short(t):^5}", style="reverse " + STYLE[D.TILE_KIND[t]])
                out.append(" ")
            else:
                c = b.colour[i]
                out.append(f"{D.KIND_LETTER[c].lower()}{D.SPACE_DIE[i]}", style=STYLE[c])
                out.append(f"/{i + 1:<2} ", style="dim")
            i += 1
        out.append("\n")
    return out


def _goods_text(counts: dict[int, int]) -> Text:
    out = Text()
    for c, n in counts.items():
        out.append(f"{n}×g{c} ", style=GOODS_STYLE[c])
    return out if counts else Text("-", style="dim")


def render(st: CobState, seat: int | None) -> Any:
    P = st.players
    head = Text()
    if st.over:
        head.append("Game over. ", style="bold")
    else:
        head.append(f"Phase {D.PHASE_LETTERS[st.phase]}, round {st.round + 1}/5   ", style="bold")
        head.append(f"white die {st.white}   order {' > '.join(seat_name(s) for s in st.order)}   ")
        act = st.active_players()
        pending = "start castle" if st.setup_left else MODE_NAMES[st.modes[-1] if st.modes else 0]
        head.append(f"{seat_name(act[0]) if act else '-'} to act: {pending.replace('_', ' ')}", style="cyan")
        if st.modes and st.modes[-1] == M_DIE and act:
            head.append(f" with die {st.cur_die + 1} showing {st.dice[2 * act[0] + st.cur_die]}"
                        " (wN = workers paid to adjust it)", style="cyan")
        head.append(f"\nupcoming goods this phase: {' '.join('g' + str(g) for g in st.round_goods) or '-'}"
                    f"   face-down goods stacks left: {D.PHASES - 1 - st.phase}")
    depots = Table(title="Depots", show_header=True, header_style="bold", padding=(0, 1))
    depots.add_column("#")
    depots.add_column("tiles")
    depots.add_column("goods")
    for d in list(range(1, 7)) + [0]:
        n = 8 if d == 0 else 4
        tiles = Text()
        for s in range(n):
            t = st.dep[d * 8 + s]
            if t >= 0:
                tiles.append(f"{s + 1}:")
                tiles.append_text(_tile_text(t))
                tiles.append(" ")
        goods = {c: st.dgoods[d * 7 + c] for c in range(1, 7) if st.dgoods[d * 7 + c]}
        depots.add_row("black" if d == 0 else str(d), tiles, _goods_text(goods) if d else Text(""))
    panels = []
    sc = st.scores()
    for p in range(P):
        info = Text()
        info.append("storage: ")
        for i, t in enumerate(st.storage[p]):
            info.append(f"{i + 1}:")
            info.append_text(_tile_text(t))
            info.append(" ")
        info.append("\ngoods: ")
        info.append_text(_goods_text({c: st.goods[p * 7 + c] for c in range(1, 7) if st.goods[p * 7 + c]}))
        sold = sum(st.sold[p * 7 + 1:p * 7 + 7])
        info.append(f"  sold: {sold}")
        info.append(f"\nsilver {st.silver[p]}  workers {st.workers[p]}  dice {st.dice[2 * p]} {st.dice[2 * p + 1]}")
        if st.active_players() == [p] and not st.setup_left:
            used = [i + 1 for i in range(2) if st.used[i]]
            if used:
                info.append(f" (used die {', '.join(map(str, used))})", style="dim")
        info.append(f"  track {st.track_pos[p]}")
        kn = [k for k in range(1, 27) if st.know[p] >> k & 1]
        info.append(f"\nknowledge: {', '.join('#' + str(k) for k in kn) or '-'}")
        cats = sc[p].categories
        info.append(f"\nVP {sc[p].total}: " + ", ".join(f"{k} {v}" for k, v in cats.items() if v))
        title = seat_name(p) + (" (you)" if p == seat else "")
        panels.append(Panel(Group(estate_text(st, p), info), title=title, expand=False))
    legend = Text("Estate: colour letter + die / space number; filled: B:<building> "
                  "(W warehouse, T watchtower, C carpenter, H church, M market, O boarding house, "
                  "B bank, Y city hall), A:<n><c cows|p pigs|s sheep|h chickens>, K#<knowledge>, S, C, M.",
                  style="dim")
    return Group(head, depots, *panels, legend)


def _paid(workers: int, ja: bool) -> str:
    if not workers:
        return ""
    return f"(ワーカー{workers}個でダイス調整)" if ja else f", adjusting the die with {workers} worker" + \
        ("s" if workers > 1 else "")


def describe_action(a: Action, lang: str = "en") -> str:
    """A short sentence for an action (English or Japanese)."""
    ja = lang == "ja"
    if isinstance(a, A.ChooseDie):
        return f"ダイス{a.die}を使う" if ja else f"Use die {a.die}"
    if isinstance(a, A.Take):
        return (f"デポ{a.depot}の{a.slot}番のタイルを取る" if ja
                else f"Take the tile in slot {a.slot} of depot {a.depot}") + _paid(a.workers, ja)
    if isinstance(a, A.Place):
        return (f"保管庫{a.store}のタイルをマス{a.space}に置く" if ja
                else f"Place stored tile {a.store} on space {a.space}") + _paid(a.workers, ja)
    if isinstance(a, A.Sell):
        return (f"商品{a.colour}をすべて売る" if ja else f"Sell all goods {a.colour}") + _paid(a.workers, ja)
    if isinstance(a, A.TakeWorkers):
        return "ワーカーを取る" if ja else "Take workers"
    if isinstance(a, A.Buy):
        where = ("黒いデポ" if ja else "the black depot") if a.depot == 0 else \
            (f"デポ{a.depot}" if ja else f"depot {a.depot}")
        pay = ""
        if a.workers:
            pay = f"(ワーカー{a.workers}個で支払い)" if ja else f" (paying {a.workers} with workers)"
        return (f"{where}の{a.slot}番のタイルを買う{pay}" if ja
                else f"Buy the tile in slot {a.slot} of {where}{pay}")
    if isinstance(a, A.ShipGoods):
        return f"デポ{a.depot}の商品をすべて取る" if ja else f"Take the goods of depot {a.depot}"
    if isinstance(a, A.TakeGoods):
        return f"商品{a.colour}を取る" if ja else f"Keep goods {a.colour}"
    if isinstance(a, A.Discard):
        return f"保管庫{a.store}のタイルを捨てる" if ja else f"Discard stored tile {a.store}"
    if isinstance(a, A.Skip):
        return "効果を使わない" if ja else "Skip the effect"
    if isinstance(a, A.EndTurn):
        return "手番を終える" if ja else "End the turn"
    if isinstance(a, A.StartCastle):
        return f"初期の城をマス{a.space}に置く" if ja else f"Put the starting castle on space {a.space}"
    return a.notation()


__all__ = ["CATEGORIES", "describe_action", "estate_text", "render", "tile_long", "tile_short"]
