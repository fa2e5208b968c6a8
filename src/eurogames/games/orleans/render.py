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
    TILES,
    TRACK_LEN,
)
from .scoring import dev_level

if TYPE_CHECKING:
    from .state import OrleansState

TRACK_SHORT = ("Fa", "Bo", "Cr", "Tr", "Kn", "Sc")
SHORT = ("Fa", "Bo", "Cr", "Tr", "Kn", "Sc", "Mo", "any", "nt")
GOOD_SHORT = ("grain", "cheese", "wine", "wool", "brocade")
STAGE_NAME = {0: "place-tile exclusion", 3: "phase 3: drawing followers", 4: "phase 3: drawing followers",
              5: "phase 4: planning", 6: "phase 4: planning", 7: "phase 5: actions", 8: "phase 5: actions",
              11: "game over"}


def _short(city: int) -> str:
    return CITY_EN[city].replace("Saint-Amand-Montrond", "St-Amand").replace("-sur-Creuse", "")


def _code(c: int) -> str:
    s = SHORT[CODE_TYPE[c]]
    return s.upper() if c >= 7 else s


def render(st: OrleansState, seat: int | None) -> Any:
    from rich.columns import Columns
    from rich.console import Group
    from rich.panel import Panel

    from .view import _hidden_slots

    head = (f"[b]Round {st.round}/18[/b] — event: [magenta]{EVENT_EN[st.event] if st.event >= 0 else '-'}[/magenta]"
            f" — start player: seat {st.start_player} — {STAGE_NAME.get(st.stage, '')}"
            + (f" — turn: seat {st.turn}" if st.stage == 8 else ""))
    parts: list[Any] = [head]
    scores = st.scores()
    for p in range(st.players):
        slots, market = _hidden_slots(st, p, seat)
        goods = " ".join(f"{GOOD_SHORT[g]}×{n}" for g, n in enumerate(st.goods[p]) if n) or "-"
        bag = " ".join(f"{_code(c)}" for c in sorted(st.bag[p])) or "-"
        mk = " ".join(_code(c) for c in sorted(market)) or "-"
        tracks = " ".join(f"{TRACK_SHORT[i]} {st.tracks[p][i]}/{TRACK_LEN[i]}" for i in range(6))
        status = []
        if st.stage == 8 and st.passed[p]:
            status.append("passed")
        if st.stage == 6:
            status.append("planning done" if st.plan_done[p] else "planning…")
        lines = [
            (f"[b]{scores[p].total} pts[/b] · coins {st.coins[p]} · development {st.dev[p]} (level "
             f"{dev_level(st.dev[p])}) · citizens {st.citizens[p]} · stations {st.stations_on_map(p)} on map, "
             f"{st.stock[p]} left · merchant in {CITY_EN[st.merchant[p]]}"),
            f"goods: {goods}   tracks: {tracks}",
            f"bag: {bag}   market ({len(market)}/{st.market_cap(p)}): [b]{mk}[/b]",
        ]
        cells = []
        for pl in range(len(PLACES)):
            if not st.owned[p] >> pl & 1:
                continue
            if SPACE_START[pl] == SPACE_START[pl + 1]:
                cells.append(f"[cyan]{PLACE_EN[pl]}[/cyan] (ability)")
                continue
            sp = []
            full = True
            anyf = False
            for s in range(SPACE_START[pl], SPACE_START[pl + 1]):
                c = slots[s]
                need = SHORT[st.space_req[s]]
                if c == TECH:
                    sp.append(f"[yellow]{need}=tech[/yellow]")
                elif c >= 0:
                    sp.append(f"[green]{need}={_code(c)}[/green]")
                    anyf = True
                else:
                    sp.append(f"[dim]{need}[/dim]")
                    full = False
            act = anyf if pl in (9, 26) else full
            mark = "[b green]✔[/b green]" if act else ""
            cells.append(f"{mark}{PLACE_EN[pl]}[{' '.join(sp)}]")
        lines.append("places: " + "  ".join(cells))
        if st.tech_pending[p]:
            lines.append(f"technology tiles waiting to be placed: {len(st.tech_pending[p])}")
        title = f"Seat {p}" + (" (you)" if p == seat else "") + (f" — {', '.join(status)}" if status else "")
        parts.append(Panel("\n".join(lines), title=title, title_align="left"))
    routes = []
    for e, (a, b, k, _x) in enumerate(EDGES):
        g = ",".join(GOOD_SHORT[x] for x in st.edge_goods[e]) or "·"
        here = [str(p) for p in range(st.players) if st.merchant[p] in (a, b)]
        routes.append(f"{'≈' if k else '—'} {_short(a)}–{_short(b)} {g}" + (f" [b]◀{''.join(here)}[/b]" if here else ""))
    parts.append(Panel(Columns(routes, column_first=True),
                       title="Map (— road, ≈ waterway; ◀n = next to seat n's merchant)", title_align="left"))
    stations = ", ".join(f"{CITY_EN[c]}:{'/'.join(map(str, o))}" for c, o in enumerate(st.city_st) if o) or "none"
    parts.append(f"Trading stations: {stations}")
    deeds = "; ".join(
        f"{DEED_EN[d]} " + (f"[b]done (seat {st.deed_cit[d]})[/b]" if st.deed_cit[d] >= 0 else
                            " ".join(f"{SHORT[t]}{st.deed_free[d][t]}/{DEED_SPACES[d][t]}"
                                     for t in range(7) if DEED_SPACES[d][t]))
        for d in range(len(DEEDS)))
    parts.append(f"Beneficial deeds (free/total): {deeds}")
    tiles = " ".join(f"{TILES[x]}({'I' if st.tile_cat[x] == 1 else 'II'})"
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
