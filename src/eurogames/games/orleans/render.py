"""Terminal rendering for ``eurogames play orleans`` (rich)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .data import (
    CITY_EN,
    CODE_NAMES,
    CODE_TYPE,
    DEED_EN,
    DEED_SPACES,
    DEEDS,
    EDGES,
    EVENT_EN,
    FOLLOWER_EN,
    GOOD_NAMES,
    PLACE_EN,
    PLACES,
    SPACE_START,
    TECH,
    TILE_CATEGORY,
    TILES,
)
from .scoring import dev_level

if TYPE_CHECKING:
    from .state import OrleansState

SHORT = ("Fa", "Bo", "Cr", "Tr", "Kn", "Sc", "Mo", "any", "nt")
GOOD_SHORT = ("grain", "cheese", "wine", "wool", "brocade")
STAGE_NAME = {0: "place-tile exclusion", 3: "phase 3: drawing followers", 4: "phase 3: drawing followers",
              5: "phase 4: planning", 6: "phase 4: planning", 7: "phase 5: actions", 8: "phase 5: actions",
              11: "game over"}


def _code(c: int) -> str:
    s = SHORT[CODE_TYPE[c]]
    return s.upper() if c >= 7 else s


def render(st: OrleansState, seat: int | None) -> Any:
    from rich.console import Group
    from rich.panel import Panel
    from rich.table import Table

    from .view import _hidden_slots

    head = (f"[b]Round {st.round}/18[/b] — event: [magenta]{EVENT_EN[st.event] if st.event >= 0 else '-'}[/magenta]"
            f" — start player: seat {st.start_player} — {STAGE_NAME.get(st.stage, '')}"
            + (f" — turn: seat {st.turn}" if st.stage == 8 else ""))
    parts: list[Any] = [head]
    t = Table(title="Players", show_lines=False)
    for col in ("seat", "coins", "goods", "dev (lvl)", "tracks Fa/Bo/Cr/Tr/Kn/Sc", "stations map/stock",
                "cit", "merchant", "bag", "market", "score"):
        t.add_column(col)
    scores = st.scores()
    for p in range(st.players):
        _slots, market = _hidden_slots(st, p, seat)
        goods = " ".join(f"{GOOD_SHORT[g]}×{n}" for g, n in enumerate(st.goods[p]) if n) or "-"
        bag = " ".join(f"{_code(c)}" for c in sorted(st.bag[p])) or "-"
        mk = " ".join(_code(c) for c in sorted(market)) or "-"
        flag = " (passed)" if st.passed[p] and st.stage == 8 else ""
        t.add_row(f"{p}{' (you)' if p == seat else ''}{flag}", str(st.coins[p]), goods,
                  f"{st.dev[p]} ({dev_level(st.dev[p])})", "/".join(map(str, st.tracks[p])),
                  f"{st.stations_on_map(p)}/{st.stock[p]}", str(st.citizens[p]), CITY_EN[st.merchant[p]],
                  bag, mk, str(scores[p].total))
    parts.append(t)
    for p in range(st.players):
        slots, _m = _hidden_slots(st, p, seat)
        lines = []
        for pl in range(len(PLACES)):
            if not st.owned[p] >> pl & 1 or SPACE_START[pl] == SPACE_START[pl + 1]:
                if st.owned[p] >> pl & 1:
                    lines.append(f"[cyan]{PLACE_EN[pl]}[/cyan] (ability)")
                continue
            cells = []
            full = True
            anyf = False
            for s in range(SPACE_START[pl], SPACE_START[pl + 1]):
                c = slots[s]
                need = SHORT[st.space_req[s]]
                if c == TECH:
                    cells.append(f"[yellow]{need}:tech[/yellow]")
                elif c >= 0:
                    cells.append(f"[green]{need}:{_code(c)}[/green]")
                    anyf = True
                else:
                    cells.append(f"[dim]{need}:__[/dim]")
                    full = False
            act = anyf if pl in (9, 26) else full
            mark = "[b green]✔[/b green] " if act else ""
            lines.append(f"{mark}{PLACE_EN[pl]} [{' '.join(cells)}]")
        extra = f" — technology tiles waiting: {len(st.tech_pending[p])}" if st.tech_pending[p] else ""
        parts.append(Panel("\n".join(lines), title=f"Seat {p} places{extra}", expand=False))
    # map
    m = Table(title="Map: routes with goods", show_header=False)
    for _ in range(3):
        m.add_column()
    cells = []
    for e, (a, b, k, _x) in enumerate(EDGES):
        g = ",".join(GOOD_NAMES[x] for x in st.edge_goods[e]) or "·"
        who = [str(p) for p in range(st.players) if st.merchant[p] in (a, b)]
        cells.append(f"{'≈' if k else '—'} {CITY_EN[a]}–{CITY_EN[b]}: {g}" + (f" [b](m{''.join(who)})[/b]" if who else ""))
    for i in range(0, len(cells), 3):
        row = cells[i:i + 3]
        m.add_row(*(row + [""] * (3 - len(row))))
    parts.append(m)
    stations = ", ".join(f"{CITY_EN[c]}:{'/'.join(map(str, o))}" for c, o in enumerate(st.city_st) if o) or "none"
    parts.append(f"Trading stations: {stations}")
    deeds = "; ".join(
        f"{DEED_EN[d]} " + (f"[b]done (seat {st.deed_cit[d]})[/b]" if st.deed_cit[d] >= 0 else
                            " ".join(f"{SHORT[t]}{st.deed_free[d][t]}/{DEED_SPACES[d][t]}"
                                     for t in range(7) if DEED_SPACES[d][t]))
        for d in range(len(DEEDS)))
    parts.append(f"Beneficial deeds (free/total): {deeds}")
    tiles = " ".join(f"{TILES[x]}({'I' if TILE_CATEGORY[x] == 1 else 'II'})"
                     for x in range(len(TILES)) if st.tiles_avail >> x & 1)
    parts.append(f"Place tiles available: {tiles or '-'}  |  technology tiles left: {st.tech_stack}")
    parts.append("Supply: " + " ".join(f"{FOLLOWER_EN[x]}×{st.supply_f[x]}" for x in range(7)) + "  |  " +
                 " ".join(f"{GOOD_NAMES[g]}×{st.supply_g[g]}" for g in range(5)))
    if st.sub_kind == 2:
        parts.append("Bathhouse drew: " + " ".join(CODE_NAMES[c] for c in st.sub_data[1:]))
    if st.queue:
        q = st.queue[0]
        parts.append(f"[red]Seat {q[0]} must {'give food' if q[1] == 0 else f'pay a penalty ({q[2]} left)'}[/red]")
    parts.append("[dim]Codes: Fa farmer, Bo boatman, Cr craftsman, Tr trader, Kn knight, Sc scholar, Mo monk; "
                 "CAPITALS = own-colour followers; nt = any non-own follower.[/dim]")
    return Group(*parts)
