"""Seeded random playouts with the core conformance check and Orléans invariants.

``check_invariants`` runs after every action: followers, goods, technology tiles,
trading stations, place tiles and citizens conserved; coins never negative and equal
to the ledger; scores equal their breakdown; exactly 18 rounds with the Pilgrimage first.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from eurogames.core import GameRecord, Rng, replay
from eurogames.games.orleans import GAME
from eurogames.games.orleans.state import OrleansState
from eurogames.testing import (
    check_actions,
    check_playout,
    check_rejects,
    check_roundtrip,
    check_views,
)

from .builders import sensible_playout

OPTION_SETS: list[dict[str, Any]] = [{}, {"edition": "original"}, {"hourglass": "banded", "exclusion": True},
               {"farmhouse": "boatman_farmer", "dev_citizens": "beyond"}, {"tech_after_pass": False},
                                    {"tile_categories": "rulebook_order", "farmhouse_soldout": "forbid"},
                                    {"recalls": "unused"}]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("block", range(5))
def test_random_playouts(players: int, block: int) -> None:
    """5 blocks x 3 player counts x 12 seeds = 180 uniformly random games.

    Uniform random play strands most followers on half-filled places early (§6.3 lets a
    placed follower come back only for a declined draw), so these games are short; the
    beginner-policy playouts below reach the deep states.
    """
    for i in range(12):
        seed = block * 1000 + i
        st = check_playout(GAME, players, seed, OPTION_SETS[(seed + players) % len(OPTION_SETS)],
                           sample_every=120 + seed % 7)
        assert st.is_over() and st.view(None)["round"] == 18


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("block", range(4))
def test_beginner_playouts(players: int, block: int) -> None:
    """4 blocks x 3 player counts x 10 seeds = 120 games with a sensible random policy.

    Same checks as ``check_playout``: invariants after every action, legal-action
    round trips, refusals that change nothing, JSON/clone/view/determinize at samples,
    replay of the record, and scores equal to their breakdown; the games are not degenerate.
    """
    for i in range(10):
        _beginner_game(players, block * 1000 + i + 500)


def _beginner_game(players: int, seed: int) -> None:
    opts = OPTION_SETS[(seed + players) % len(OPTION_SETS)]
    st = GAME.new(players, seed, opts)
    assert isinstance(st, OrleansState)
    rec = GameRecord("orleans", players, seed, dict(st.options))
    rng = Rng(seed)
    k = 0
    uses = 0

    def step(s: Any, p: int, a: Any) -> None:
        nonlocal k, uses
        s.check_invariants()
        rec.actions.append((p, a.to_json()))
        uses += a.type in ("use", "move")
        k += 1
        if k % (90 + seed % 13) == 0 and not s.is_over():
            q = s.active_players()[0]
            check_actions(s, q)
            check_rejects(s, q, rng)
            check_roundtrip(s)
            check_views(s, rng)

    sensible_playout(st, rng, step)
    assert st.is_over() and st.round == 18 and len(st.events_seen) == 18
    check_roundtrip(st)
    for sb in st.scores():
        assert sb.total == sum(sb.categories.values())
    again = replay(GameRecord.from_json(json.loads(json.dumps(rec.to_json()))))
    assert again.to_json() == st.to_json()
    assert uses >= 4 * players, f"degenerate game: only {uses} actions carried out"
    assert max(sb.total for sb in st.scores()) > 5


def test_greedy_bots_deep_game() -> None:
    """Greedy bots reach deep states (tiles, deeds, stations); invariants, JSON and views hold throughout."""
    from eurogames.bots import decide, make_bot
    from eurogames.core import Rng
    from eurogames.testing import check_roundtrip, check_views
    st = GAME.new(3, 2, {"edition": "original"})
    bots = [make_bot("greedy", i) for i in range(3)]
    rng = Rng(1)
    k = 0
    while not st.is_over():
        p = st.active_players()[0]
        st.apply(p, decide(bots[p], st, p))
        st.check_invariants()
        k += 1
        if k % 60 == 0:
            check_roundtrip(st)
            check_views(st, rng)
    v = st.view(None)
    assert v["round"] == 18
    assert max(s.total for s in st.scores()) > 40
    assert sum(p["stations_on_map"] for p in v["players"]) > 0
