"""Visibility: what a seat may see, and determinization (rules/white_castle.md §1, issue 5).

Hidden in The White Castle: the order of the face-down Steward and Diplomat decks and
the values of dice not yet rolled. Everything else is open. Decks are drawn with
``rng.pop_random`` at the moment a card is turned up and dice are rolled when a round
starts, so the hidden future lives only in the RNG: a view shows deck *sizes* only
(never an order), and ``determinize`` reshuffles the decks and hands the copy a fresh
chance source.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from eurogames.core import Chance
from eurogames.core.types import Json, Seat

from .data import COLOURS, SPACE_NAMES

if TYPE_CHECKING:
    from .state import WhiteCastleState


def _player(st: WhiteCastleState, s: int) -> Json:
    pb = st.p[s]
    r = pb.res
    return {
        "seat": s, "food": r[0], "iron": r[1], "pearl": r[2], "coins": r[3], "seals": r[4],
        "cp": r[5], "passage": pb.pot, "passage_stack": pb.stamp,
        "courtiers_home": pb.home[0], "gardeners_home": pb.home[1], "warriors_home": pb.home[2],
        "courtiers": {"gate": pb.courtiers[0], "floor1": pb.courtiers[1],
                      "floor2": pb.courtiers[2], "floor3": pb.courtiers[3]},
        "warriors": {"yard1": pb.warriors[0], "yard3": pb.warriors[1], "yard5": pb.warriors[2]},
        "action_card": pb.action, "action_cards_by_row": {COLOURS[c]: pb.slots[c] for c in range(3)},
        "lantern": list(pb.lantern),
        "domain_dice": {COLOURS[c]: pb.domain[c] for c in range(3)},
        "turns": pb.turns,
    }


def _frame_json(fr: tuple[Any, ...]) -> list[Any]:
    import json
    out: list[Any] = json.loads(json.dumps(list(fr)))
    return out


def view(st: WhiteCastleState, seat: Seat | None) -> Json:
    """Everything ``seat`` may see (all open information; deck sizes but not their order)."""
    return {
        "phase": st.phase,
        "round": st.round,
        "turn": st.turn,
        "order": list(st.order),
        "actor": st.actor if st.phase != "over" else None,
        "decision": st.stack[-1][0] if st.stack else None,
        "pending": [_frame_json(fr) for fr in st.stack],
        "held_die": (None if st.held is None else
                     {"colour": COLOURS[st.held[0]], "value": st.held[1], "left": st.held[2]}),
        "bridges": {COLOURS[c]: list(st.bridges[c]) for c in range(3)},
        "lone_die_right": {COLOURS[c]: st.lone_right[c] for c in range(3)},
        "spaces": {SPACE_NAMES[i]: [{"colour": COLOURS[c], "value": v, "seat": s}
                                    for c, v, s in st.spaces[i]] for i in range(8)},
        "rooms": [{"room": SPACE_NAMES[r], "card": st.room_cards[r],
                   "tiles": [COLOURS[c] for c in st.room_tiles[r]]} for r in range(5)],
        "well_rewards": [list(e) for _, e in st.well],
        "steward_deck": len(st.deck_s),
        "diplomat_deck": len(st.deck_d),
        "daimyo_card": st.daimyo,
        "daimyo_spaces": list(st.daimyo_spaces),
        "gardens": [{"plot": i + 1, "bridge": COLOURS[i // 2], "card": g,
                     "gardeners": [s for s in range(st.players) if st.gardeners[i] >> s & 1]}
                    for i, g in enumerate(st.gardens)],
        "yards": [[{"tile": t, "face": f} for t, f in tiles] for tiles in st.yard_tiles],
        "pairs": [list(p) if p is not None else None for p in st.pairs],
        "players": [_player(st, s) for s in range(st.players)],
        "scores": [sc.to_json() for sc in st.scores()],
    }


def determinize(st: WhiteCastleState, seat: Seat | None, rng: Chance) -> WhiteCastleState:
    """A copy with the hidden parts re-sampled: deck order and the future dice (via the RNG)."""
    out = st.clone()
    out.deck_s = sorted(out.deck_s)
    out.deck_d = sorted(out.deck_d)
    rng.shuffle(out.deck_s)
    rng.shuffle(out.deck_d)
    out.rng = rng.spawn()
    out._legal = {}
    return out
