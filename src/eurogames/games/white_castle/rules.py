"""The White Castle rules engine: the task stack, effects and one handler per action kind.

A turn is driven by a stack of small immutable *frames* (tuples) on
``state.stack``. Automatic frames (``AUTO``) are popped and executed; decision
frames (``OPTIONS``) stay on top until the acting seat chooses one of their
options. Frames (top of the stack runs first):

=============  ==================================================================
``eff e``      run effect ``e`` (data.py vocabulary)
``pot n``      move n steps on the Passage of Time (§10); may raise a ``gate``
``lantern``    the Lantern action (§7)
``block r i``  resolve block i of the card in castle room r (§6.1)
``drow r``     Personal Domain row r: uncovered rewards, then the action card (§6.4)
``refill r``   refill castle room r from its floor's deck (§8.1 step 5)
``actor s``    seat s acts from now on (draft, end-of-round gardens)
``reset``      end of round 1/2: collect, reroll, next round (§12.3)
``pick``       draft a starting pair (§2.8)
``take``       take a die (§4.1)            ``place``    place it (§4.3)
``choice n``   n resources of choice        ``gate n``   pay a season gate (§10)
``C/G/W ...``  Courtier/Gardener/Warrior action with seal and coin costs (§8)
``dtile c k``  die-tile action (colour c, -1 any; k coins)
``lightbg``    any light-background action  ``domain k`` Personal Domain action
``outside s``  Outside the Walls: choose one of two actions (§6.2)
``order a b``  yard 5: which tile first     ``light ...`` one light block of a taken card
``daimyo``     a Daimyo's Favor space       ``rgard p``  end-of-round garden activations
``end``        end of one's last turn: last seal conversions (§11)
=============  ==================================================================
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from eurogames.core import Action, Event, lazy_kinds, seat_name
from eurogames.core.types import Json

from . import actions as A
from .data import (
    CARDS,
    CLIMB_COST,
    COIN,
    COLOUR_EN,
    COLOUR_JA,
    CP,
    DAIMYO,
    DECREE_ID,
    DIPLOMAT_ROOMS,
    DOMAIN,
    DOMAIN_BASE,
    DOMAIN_UNCOVER,
    DOMAIN_UNCOVER_POT,
    FOOD,
    GARDENS,
    GATE_COST,
    IRON,
    OUTSIDE_OFFERS,
    PEARL,
    POT_GATES,
    POT_MAX,
    RES_INDEX,
    RESOURCE_CAP,
    ROOM_FLOOR,
    SEAL,
    SEAL_CAP,
    SEED_CLIMB_COST,
    SPACE_EN,
    SPACE_INDEX,
    SPACE_JA,
    SPACE_NAMES,
    SPACE_VALUE,
    STEWARD_ROOMS,
    WELL,
    YARD_TILES,
    YARDS,
)

if TYPE_CHECKING:
    from .state import WhiteCastleState as St

Frame = tuple[Any, ...]
_GAIN: Final = {"food": FOOD, "iron": IRON, "pearl": PEARL, "coin": COIN, "seal": SEAL, "cp": CP}
_WORKER_IDX: Final = {"C": 0, "G": 1, "W": 2}


# ----- log lines ----------------------------------------------------------------------
# An event's English and Japanese text follows from its kind, seat and data; it is written
# when first read (core ``lazy_kinds``): playouts and search log every move and read none.

def _text_pick(seat: int, d: Json) -> tuple[str, str]:
    return (f"{seat_name(seat)} takes {d['resource']} + {d['action']}.",
            f"{seat_name(seat, 'ja')}が {d['resource']} + {d['action']} を取る。")


def _text_take(seat: int, d: Json) -> tuple[str, str]:
    c, v, left = d["colour"], d["value"], d["left"]
    return (f"{seat_name(seat)} takes the {COLOUR_EN[c]} {v} from the {'left' if left else 'right'} end.",
            f"{seat_name(seat, 'ja')}が{COLOUR_JA[c]}の{v}を{'左' if left else '右'}端から取る。")


def _text_place(seat: int, d: Json) -> tuple[str, str]:
    c, v, s, coins = d["colour"], d["value"], SPACE_INDEX[d["space"]], d["coins"]
    return (f"{seat_name(seat)} places the {COLOUR_EN[c]} {v} on {SPACE_EN[s]} ({coins:+d} coins).",
            f"{seat_name(seat, 'ja')}が{COLOUR_JA[c]}の{v}を{SPACE_JA[s]}に置く(コイン{coins:+d})。")


def _text_promote(seat: int, d: Json) -> tuple[str, str]:
    return (f"{seat_name(seat)} promotes a courtier to floor {d['to']}.",
            f"{seat_name(seat, 'ja')}が藩士を{d['to']}階へ昇進させる。")


def _text_round_end(seat: None, d: Json) -> tuple[str, str]:
    order_en = " > ".join(seat_name(s) for s in d["order"])
    order_ja = " > ".join(seat_name(s, "ja") for s in d["order"])
    return (f"Round {d['round']} ends; turn order {order_en}.",
            f"第{d['round']}ラウンド終了。手番順 {order_ja}。")


_TEXT: Final[dict[str, Callable[[Any, Json], tuple[str, str]]]] = {
    "pick": _text_pick, "take": _text_take, "place": _text_place, "promote": _text_promote,
    "round_end": _text_round_end,
}
ev: Final = lazy_kinds(_TEXT)
"""``ev(kind, seat=None, data=None)``: a log event whose text is written from its seat and data."""


# ----- gains and effects -------------------------------------------------------------

def gain(st: St, seat: int, idx: int, n: int) -> None:
    """Gain n of a resource index with the caps of §1.12."""
    r = st.p[seat].res
    v = r[idx] + n
    if idx <= PEARL and v > RESOURCE_CAP:
        v = RESOURCE_CAP
    elif idx == SEAL and v > SEAL_CAP:
        v = SEAL_CAP
    r[idx] = v


def run_effect(st: St, fr: Frame) -> None:
    """The ``eff`` frame: execute its effect for the actor, gains at once, choices as frames."""
    e = fr[1]
    k = e[0]
    idx = _GAIN.get(k)
    if idx is not None:
        gain(st, st.actor, idx, e[1])
        return
    stack = st.stack
    if k == "choice":
        stack.append(("choice", e[1]))
    elif k == "pot":
        stack.append(("pot", e[1]))
    elif k == "lantern":
        stack.append(("lantern",))
    elif k == "well":
        well_action(st)
    elif k == "worker":
        stack.append(_worker_frame(e[1], e[2], 0))
    elif k == "pay":
        stack.append(_costed_frame(e[2], e[1]))
    elif k == "dtile":
        stack.append(("dtile", e[1], 0))
    elif k == "lightbg":
        stack.append(("lightbg",))
    elif k == "domain":
        stack.append(("domain", 0))
    elif k == "decree":
        cid = DECREE_ID[e[1]]
        if cid in st.box:
            st.box.remove(cid)
            st.p[st.actor].lantern.append(cid)
    else:  # pragma: no cover - data error
        raise ValueError(f"unknown effect {e!r}")


def _worker_frame(kind: str, seal: int, coin: int) -> Frame:
    if kind == "C":
        return ("C", seal, coin, 0, 0)
    return (kind, seal, coin)


def _costed_frame(e: tuple[Any, ...], coins: int) -> Frame:
    """The decision frame of an optional effect that first costs ``coins`` (plant gardens)."""
    k = e[0]
    if k == "worker":
        return _worker_frame(e[1], e[2], coins)
    if k == "dtile":
        return ("dtile", e[1], coins)
    if k == "domain":
        return ("domain", coins)
    raise ValueError(f"cannot pay for {e!r}")  # pragma: no cover - data error


def push_effects(st: St, effects: tuple[Any, ...]) -> None:
    """Queue effects so that they run in the listed order."""
    stack = st.stack
    for e in effects[::-1]:
        stack.append(("eff", e))


def well_action(st: St) -> None:
    """The Well: +1 seal and the two Well die tiles' rewards (§6.3)."""
    gain(st, st.actor, SEAL, 1)
    stack = st.stack
    for _, e in st.well[::-1]:
        stack.append(("eff", e))


# ----- automatic frames ----------------------------------------------------------------

def auto_pot(st: St, fr: Frame) -> None:
    """Advance the marker step by step; a gate the player can pay becomes a decision (§10)."""
    pb = st.p[st.actor]
    n = fr[1]
    pos = pb.pot
    start = pos
    while n > 0 and pos < POT_MAX:
        g = POT_GATES.get(pos + 1)
        if g is not None:
            if pb.res[SEAL] >= g or _seals_within_reach(st, g):
                st.stack.append(("gate", n))
            break
        pos += 1
        n -= 1
    if pos != start:
        pb.pot = pos
        pb.stamp = st.next_stamp
        st.next_stamp += 1


def auto_lantern(st: St, fr: Frame) -> None:
    """Every card in the Lantern area gives its back's reward (§7, §1.13).

    The reference lets the player order them. The only order-dependent pair is the Decree
    seal (+1 seal) and the action cards' Passage steps (season gates cost seals); every other
    back is an independent gain. The engine takes the order that is never worse for the
    player, so no choice is asked: gains first (the seal can pay a gate; paying stays
    optional), or the steps first when the seals are at their cap of 5 (the gate is paid from
    the 5 and the Decree seal refills it instead of being lost).
    """
    seat = st.actor
    pb = st.p[seat]
    steps = 0
    gains: list[tuple[Any, ...]] = []
    for cid in pb.lantern:
        e = CARDS[cid].lantern
        if e[0] == "pot":
            steps += e[1]
        else:
            gains.append(e)
    if steps and pb.res[SEAL] >= SEAL_CAP:
        stack = st.stack
        for e in gains:
            stack.append(("eff", e))
        stack.append(("pot", steps))
        return
    for e in gains:
        gain(st, seat, _GAIN[e[0]], e[1])
    if steps:
        st.stack.append(("pot", steps))


def auto_block(st: St, fr: Frame) -> None:
    card = st.room_cards[fr[1]]
    if card is not None:
        push_effects(st, CARDS[card].blocks[fr[2]].effects)


def domain_effects(st: St, seat: int, row: int) -> tuple[Any, ...]:
    """Base reward and the rewards uncovered so far in a domain row (§1.12, §6.4)."""
    pb = st.p[seat]
    deployed = 5 - pb.home[row]
    table = DOMAIN_UNCOVER_POT if st.options.get("domain_cells") == "passage" else DOMAIN_UNCOVER
    return (DOMAIN_BASE[row],) + table[row][:deployed]


def auto_drow(st: St, fr: Frame) -> None:
    """Personal Domain row: rewards left to right, then the action card's block (§6.4)."""
    row = fr[1]
    seat = st.actor
    card = CARDS[st.p[seat].slots[row]]
    stack = st.stack
    for b in card.blocks:
        if row in b.rows:
            for e in reversed(b.effects):
                stack.append(("eff", e))
            break
    push_effects(st, domain_effects(st, seat, row))


def auto_refill(st: St, fr: Frame) -> None:
    r = fr[1]
    deck = st.deck_s if r < 3 else st.deck_d
    st.room_cards[r] = st.rng.pop_random(deck) if deck else None


def auto_actor(st: St, fr: Frame) -> None:
    st.actor = fr[1]
    st.rows_used = 0


def auto_reset(st: St, fr: Frame) -> None:
    """End of round 1/2: collect every die, reroll, next round (§12.3)."""
    for sp in st.spaces:
        sp.clear()
    for pb in st.p:
        pb.domain = [0, 0, 0]
    st.round += 1
    st.turn = 0
    roll_dice(st)


def roll_dice(st: St) -> None:
    """Roll players+1 dice per colour and sort them onto the bridges (§1.2)."""
    n = st.players + 1
    rng = st.rng
    st.bridges = [sorted([rng.randint(1, 6) for _ in range(n)]) for _ in range(3)]
    st.lone_right = [False, False, False]


AUTO: Final[dict[str, Callable[[Any, Frame], None]]] = {
    "eff": run_effect, "pot": auto_pot, "lantern": auto_lantern, "block": auto_block,
    "drow": auto_drow, "refill": auto_refill, "actor": auto_actor, "reset": auto_reset,
}


# ----- decision options -----------------------------------------------------------------

def opt_pick(st: St, fr: Frame) -> list[Action]:
    return [A.PICK[i] for i, pr in enumerate(st.pairs) if pr is not None]


def opt_take(st: St, fr: Frame) -> list[Action]:
    out: list[Action] = []
    lone_right = st.lone_right
    for c, b in enumerate(st.bridges):
        n = len(b)
        if n >= 2:
            out += A.TAKE_ENDS[c]
        elif n:
            out.append(A.TAKE_ENDS[c][1 if lone_right[c] else 0])
    return out


def opt_place(st: St, fr: Frame) -> list[Action]:
    assert st.held is not None
    c, v, _ = st.held
    pb = st.p[st.actor]
    coins = pb.res[COIN]
    cap = 1 if st.players <= 2 else 2
    spaces = st.spaces
    tiles = st.room_tiles
    budget = coins + v  # the die pays its value, the space costs the value below it (§5)
    out: list[Action] = []
    for s in range(7):
        sp = spaces[s]
        if len(sp) >= cap or (s < 5 and c not in tiles[s]):
            continue
        if budget >= (sp[-1][1] if sp else SPACE_VALUE[s]):
            out.append(A.PLACE[s])
    out.append(A.PLACE[WELL])
    if pb.domain[c] == 0 and coins >= 6 - v:
        out.append(A.PLACE[DOMAIN])
    return out


def opt_choice(st: St, fr: Frame) -> list[Action]:
    return list(A.RES)


def opt_gate(st: St, fr: Frame) -> list[Action]:
    pb = st.p[st.actor]
    need = POT_GATES[pb.pot + 1]
    if pb.res[SEAL] < need:
        # seed conversions: seals may still be bought before paying; else the marker stops
        return [A.GATE_NO] if _seals_within_reach(st, need) else []
    return [A.GATE_YES, A.GATE_NO]


def opt_courtier(st: St, fr: Frame) -> list[Action]:
    _, seal, coin, aud, promo = fr
    pb = st.p[st.actor]
    r = pb.res
    if r[SEAL] < seal or r[COIN] < coin:
        return []
    out: list[Action] = []
    if not aud and pb.home[0] > 0 and r[COIN] >= coin + GATE_COST:
        out.append(A.AUDIENCE)
    if not promo:
        pearls = r[PEARL]
        cs = pb.courtiers
        seed = st.options.get("climb_cost") == "seed"
        for f in range(3):
            if not cs[f]:
                continue
            for t in range(f + 1, 4):
                if seed:
                    if t != f + 1 or pearls < SEED_CLIMB_COST[t]:
                        continue
                else:
                    if t - f > 2 or pearls < CLIMB_COST[t - f]:
                        continue
                if t == 3:
                    out.append(A.PROMOTE[(f, 3, -1)])
                else:
                    for room in (STEWARD_ROOMS if t == 1 else DIPLOMAT_ROOMS):
                        out.append(A.PROMOTE[(f, t, room)])
    return out


def opt_gardener(st: St, fr: Frame) -> list[Action]:
    _, seal, coin = fr
    pb = st.p[st.actor]
    r = pb.res
    if pb.home[1] <= 0 or r[SEAL] < seal or r[COIN] < coin:
        return []
    bit = 1 << st.actor
    food = r[FOOD]
    return [A.GARDEN[i] for i, g in enumerate(st.gardens)
            if not st.gardeners[i] & bit and food >= GARDENS[g].food]


def opt_warrior(st: St, fr: Frame) -> list[Action]:
    _, seal, coin = fr
    pb = st.p[st.actor]
    r = pb.res
    if pb.home[2] <= 0 or r[SEAL] < seal or r[COIN] < coin:
        return []
    iron = r[IRON]
    return [A.YARD[y] for y in range(3) if iron >= YARDS[y][0]]


def opt_dtile(st: St, fr: Frame) -> list[Action]:
    _, colour, coin = fr
    if st.p[st.actor].res[COIN] < coin:
        return []
    out: list[Action] = []
    for r in range(5):
        if st.room_cards[r] is None:
            continue
        for i, c in enumerate(st.room_tiles[r]):
            if colour < 0 or c == colour:
                out.append(A.BLOCK[(r, i)])
    return out


def opt_lightbg(st: St, fr: Frame) -> list[Action]:
    out: list[Action] = []
    for r in range(5):
        card = st.room_cards[r]
        if card is None:
            continue
        for i, b in enumerate(CARDS[card].blocks):
            if b.light:
                out.append(A.BLOCK[(r, i)])
    return out


def opt_domain(st: St, fr: Frame) -> list[Action]:
    if st.p[st.actor].res[COIN] < fr[1]:
        return []
    if st.options.get("domain_row_limit", True):
        used = st.rows_used
        return [A.ROW[r] for r in range(3) if not used & (1 << r)]
    return list(A.ROW)


def opt_outside(st: St, fr: Frame) -> list[Action]:
    return [A.WORKER[k] for k in OUTSIDE_OFFERS[fr[1] - 5]]


def opt_order(st: St, fr: Frame) -> list[Action]:
    return list(A.FIRST)


def opt_light(st: St, fr: Frame) -> list[Action]:
    _, card, room = fr
    blocks = CARDS[card].blocks
    if room < 0:
        return [A.CARD_BLOCK[i] for i, b in enumerate(blocks) if b.light]
    return [A.BLOCK[(room, i)] for i, b in enumerate(blocks) if b.light]


def opt_slot(st: St, fr: Frame) -> list[Action]:
    return list(A.PUT)


def opt_daimyo(st: St, fr: Frame) -> list[Action]:
    return [A.DAIMYO_SPACE[i] for i, s in enumerate(st.daimyo_spaces) if s < 0]


def opt_end(st: St, fr: Frame) -> list[Action]:
    """End of the player's last turn: "done", with the seal conversions still open (§11: any
    time during one's turn), e.g. seals from the final action into resources for scoring."""
    return [A.SKIP] if conversions(st) else []


def opt_rgard(st: St, fr: Frame) -> list[Action]:
    return [A.ACTIVATE[p] for p in sorted(set(fr[1]))]


# kind -> (options function, optional?, auto-apply a single option?)
OPTIONS: Final[dict[str, tuple[Callable[[Any, Frame], list[Action]], bool, bool]]] = {
    "pick": (opt_pick, False, False),
    "take": (opt_take, False, False),
    "place": (opt_place, False, False),
    "choice": (opt_choice, False, False),
    "gate": (opt_gate, False, False),
    "C": (opt_courtier, True, False),
    "G": (opt_gardener, True, False),
    "W": (opt_warrior, True, False),
    "dtile": (opt_dtile, True, False),
    "lightbg": (opt_lightbg, True, False),
    "domain": (opt_domain, True, False),
    "outside": (opt_outside, False, False),
    "order": (opt_order, False, False),
    "light": (opt_light, False, True),
    "daimyo": (opt_daimyo, False, True),
    "slot": (opt_slot, False, False),
    "rgard": (opt_rgard, False, True),
    "end": (opt_end, False, False),
}


def conversions(st: St) -> list[Action]:
    """Seal conversions open to the actor now (§11; seed variant §16 #6)."""
    if st.phase != "play":
        return []
    r = st.p[st.actor].res
    seals = r[SEAL]
    out: list[Action] = []
    if st.options.get("conversions") != "seed":
        # the reference's conversions: 1 seal -> 1 coin, 2 seals -> 1 resource below its cap
        if seals >= 1:
            out.append(A.CONVERT["coin"])
            if seals >= 2:
                for i, a in _CONVERT_RES:
                    if r[i] < RESOURCE_CAP:
                        out.append(a)
        return out
    # seed variant: 1 seal -> 1 coin or 1 resource; 1 coin or 2 resources -> 1 seal
    if seals >= 1:
        out.append(A.CONVERT["coin"])
        for i, k in ((FOOD, "food"), (IRON, "iron"), (PEARL, "pearl")):
            if r[i] < RESOURCE_CAP:
                out.append(A.CONVERT[k])
    if seals < SEAL_CAP:
        if r[COIN] >= 1:
            out.append(A.CONVERT["seal_coin"])
        # "2 resources (any combination) -> 1 seal" (seed 5.5): a pair of one kind or two kinds
        for i, k in ((FOOD, "seal_food"), (IRON, "seal_iron"), (PEARL, "seal_pearl")):
            if r[i] >= 2:
                out.append(A.CONVERT[k])
        for i, j, k in ((FOOD, IRON, "seal_food_iron"), (FOOD, PEARL, "seal_food_pearl"),
                        (IRON, PEARL, "seal_iron_pearl")):
            if r[i] >= 1 and r[j] >= 1:
                out.append(A.CONVERT[k])
    return out

_CONVERT_RES: Final = ((FOOD, A.CONVERT["food"]), (IRON, A.CONVERT["iron"]), (PEARL, A.CONVERT["pearl"]))


_CONVERTIBLE: Final = frozenset(("C", "G", "W", "dtile", "domain"))


def _conversion_could_help(st: St, fr: Frame, fn: Callable[[Any, Frame], list[Action]]) -> bool:
    """Whether seal conversions might make an unaffordable optional action affordable (§11).

    Conversions are allowed at any time of one's turn, so such a frame is offered as
    "skip or convert first" instead of being skipped. Upper bound: every spare seal
    converted into each kind at once.
    """
    if fr[0] not in _CONVERTIBLE or st.phase != "play":
        return False
    r = st.p[st.actor].res
    saved = r[:]
    if st.options.get("conversions") == "seed":
        # seals can also be bought (1 coin, or any 2 resources), so be generous: every seal,
        # coin and resource pair could become a seal, every seal a coin or a resource
        buyable = r[COIN] + (r[FOOD] + r[IRON] + r[PEARL]) // 2
        if r[SEAL] == 0 and buyable == 0:
            return False
        spare = r[SEAL] + buyable
        r[SEAL] = min(SEAL_CAP, spare)
        r[COIN] += r[SEAL]
        r[FOOD] += spare
        r[IRON] += spare
        r[PEARL] += spare
    else:
        spare = r[SEAL] - (fr[1] if fr[0] in ("C", "G", "W") else 0)
        if spare <= 0:
            return False
        r[COIN] += spare
        r[FOOD] += spare // 2
        r[IRON] += spare // 2
        r[PEARL] += spare // 2
    try:
        return bool(fn(st, fr))
    finally:
        r[:] = saved


def _seals_within_reach(st: St, need: int) -> bool:
    """Seed conversions (§16 #6): whether buying seals (1 coin, or 2 resources, each) could
    bring the actor's seals up to ``need`` (season gates, §10)."""
    r = st.p[st.actor].res
    if st.options.get("conversions") != "seed" or st.phase != "play" or need > SEAL_CAP:
        return False
    return r[SEAL] + r[COIN] + (r[FOOD] + r[IRON] + r[PEARL]) // 2 >= need


def run(st: St) -> None:
    """Execute automatic frames until a decision is due (or the game ends); sets ``st.opts``."""
    stack = st.stack
    while True:
        if not stack:
            if not next_turn(st):
                st.opts = ()
                return
            continue
        fr = stack[-1]
        k = fr[0]
        auto = AUTO.get(k)
        if auto is not None:
            auto(st, stack.pop())
            continue
        fn, optional, single = OPTIONS[k]
        opts = fn(st, fr)
        if not opts:
            if optional and _conversion_could_help(st, fr, fn):
                st.opts = (A.SKIP, *conversions(st))
                return
            stack.pop()
            continue
        if single and len(opts) == 1:
            HANDLERS[type(opts[0])](st, opts[0])
            continue
        if optional:
            opts.append(A.SKIP)
        st.opts = tuple(opts + conversions(st))
        return


def next_turn(st: St) -> bool:
    """The stack is empty: start the next turn, end the round, or end the game (§3, §12)."""
    if st.phase == "draft":
        st.phase = "play"
        st.turn = 0
    if st.phase != "play":
        return False
    n = st.players
    if st.turn < TURNS(n):
        seat = st.order[st.turn % n]
        st.turn += 1
        st.actor = seat
        st.rows_used = 0
        st.p[seat].turns += 1
        if st.round == 3 and st.turn > 2 * n:
            # the player's last turn: conversions stay open after its last effect (§11, §13)
            st.stack.append(("end",))
        st.stack.append(("take",))
        return True
    # end of round
    update_turn_order(st)
    st.events.append(ev("round_end", None, {"round": st.round, "order": list(st.order)}))
    if st.round >= 3:
        st.phase = "over"
        return False
    stack = st.stack
    stack.append(("reset",))
    for seat in reversed(st.order):
        plots = []
        bit = 1 << seat
        for c in range(3):
            if st.bridges[c]:
                for plot in (2 * c, 2 * c + 1):
                    if st.gardeners[plot] & bit:
                        plots.append(plot)
        if plots:
            stack.append(("rgard", tuple(plots)))
            stack.append(("actor", seat))
    return True


def TURNS(n: int) -> int:
    return 3 * n


def update_turn_order(st: St) -> None:
    """Highest Passage of Time first; ties: most recent arrival (stack top) first (§12.1).

    Option ``turn_order_ties=previous`` (seed §16 #2) keeps the previous order among ties.
    """
    prev = {s: i for i, s in enumerate(st.order)}
    if st.options.get("turn_order_ties") == "previous":
        st.order = sorted(st.order, key=lambda s: (-st.p[s].pot, prev[s]))
    else:
        st.order = sorted(st.order, key=lambda s: (-st.p[s].pot, -st.p[s].stamp))


# ----- handlers: one per action kind ------------------------------------------------------

def h_pick(st: St, a: A.PickPair) -> None:
    """Draft a starting pair (§2.8): action card to the slot, resource gains, card to Lantern."""
    st.stack.pop()
    pair = st.pairs[a.pair]
    assert pair is not None
    rid, aid = pair
    st.pairs[a.pair] = None
    pb = st.p[st.actor]
    pb.action = aid
    pb.lantern.append(rid)
    effects = CARDS[rid].setup
    if st.options.get("starting_resources") == "seed":
        from .data import SEED_START
        effects = SEED_START + effects
    push_effects(st, effects)
    st.events.append(ev("pick", st.actor, {"resource": rid, "action": aid}))
    if not any(fr[0] == "pick" for fr in st.stack):
        for i, pr in enumerate(st.pairs):
            if pr is not None:
                st.box.extend(pr)
                st.pairs[i] = None


def h_take(st: St, a: A.Take) -> None:
    """Take an end die; the centre die nearest the gap slides over (§1.2, §4.1-2)."""
    st.stack.pop()
    c = A.COLOURS_INDEX[a.bridge]
    b = st.bridges[c]
    if len(b) >= 2:
        if a.end == "L":
            v = b.pop(0)
            left = True
        else:
            v = b.pop()
            left = False
        if len(b) == 1:
            st.lone_right[c] = left
    else:
        v = b.pop()
        left = not st.lone_right[c]
        st.lone_right[c] = False
    st.held = (c, v, left)
    st.stack.append(("place",))
    st.events.append(ev("take", st.actor, {"colour": c, "value": v, "left": left}))


def h_place(st: St, a: A.Place) -> None:
    """Place the die, settle coins, Lantern if from the left end, resolve the space (§4-§6)."""
    st.stack.pop()
    s = SPACE_INDEX[a.space]
    assert st.held is not None
    c, v, left = st.held
    st.held = None
    seat = st.actor
    pb = st.p[seat]
    stack = st.stack
    if s == DOMAIN:
        ref = 6
        pb.domain[c] = v
        st.rows_used |= 1 << c
        stack.append(("drow", c))
    else:
        sp = st.spaces[s]
        ref = sp[-1][1] if (sp and s != WELL) else SPACE_VALUE[s]
        sp.append((c, v, seat))
        if s < 5:
            tiles = st.room_tiles[s]
            for i in range(len(tiles) - 1, -1, -1):
                if tiles[i] == c:
                    stack.append(("block", s, i))
        elif s == WELL:
            stack.append(("eff", ("well",)))
        else:
            stack.append(("outside", s))
    pb.res[COIN] += v - ref
    if left:
        stack.append(("lantern",))
    st.events.append(ev("place", seat, {"colour": c, "value": v, "space": SPACE_NAMES[s], "coins": v - ref}))


def h_resource(st: St, a: A.ChooseResource) -> None:
    fr = st.stack.pop()
    if fr[1] > 1:
        st.stack.append(("choice", fr[1] - 1))
    gain(st, st.actor, RES_INDEX[a.kind], 1)


def h_gate(st: St, a: A.PayGate) -> None:
    """Pay the season gate and keep moving, or stop before it (§10)."""
    fr = st.stack.pop()
    if a.pay:
        pb = st.p[st.actor]
        pb.res[SEAL] -= POT_GATES[pb.pot + 1]
        pb.pot += 1
        pb.stamp = st.next_stamp
        st.next_stamp += 1
        if fr[1] > 1:
            st.stack.append(("pot", fr[1] - 1))


def _pay_frame_costs(st: St, fr: Frame) -> None:
    r = st.p[st.actor].res
    r[SEAL] -= fr[1]
    r[COIN] -= fr[2]


def h_gardener(st: St, a: A.PlaceGardener) -> None:
    """Gardener action (§8.2): pay food, gardener onto the card, activate it."""
    fr = st.stack.pop()
    _pay_frame_costs(st, fr)
    plot = a.plot - 1
    g = GARDENS[st.gardens[plot]]
    pb = st.p[st.actor]
    pb.res[FOOD] -= g.food
    pb.home[1] -= 1
    st.gardeners[plot] |= 1 << st.actor
    st.stack.append(("eff", g.effect))


def h_warrior(st: St, a: A.PlaceWarrior) -> None:
    """Warrior action (§8.3): pay iron, warrior into the yard, resolve its tile(s)."""
    fr = st.stack.pop()
    _pay_frame_costs(st, fr)
    y = A.YARD_INDEX[a.yard]
    pb = st.p[st.actor]
    pb.res[IRON] -= YARDS[y][0]
    pb.home[2] -= 1
    pb.warriors[y] += 1
    effects = [yard_tile_effect(t, face) for t, face in st.yard_tiles[y]]
    if len(effects) == 2:
        st.stack.append(("order", effects[0], effects[1]))
    else:
        st.stack.append(("eff", effects[0]))


def yard_tile_effect(tile: str, face: str) -> tuple[Any, ...]:
    return YARD_TILES[tile][0 if face == "B" else 1]


def h_first(st: St, a: A.First) -> None:
    fr = st.stack.pop()
    e1, e2 = (fr[1], fr[2]) if a.which == 1 else (fr[2], fr[1])
    st.stack.append(("eff", e2))
    st.stack.append(("eff", e1))


def h_audience(st: St, a: A.Audience) -> None:
    """Courtier audience (§8.1): 2 coins, a courtier from the domain to the Gate."""
    fr = st.stack.pop()
    _pay_frame_costs(st, fr)
    pb = st.p[st.actor]
    pb.res[COIN] -= GATE_COST
    pb.home[0] -= 1
    pb.courtiers[0] += 1
    if not fr[4]:
        st.stack.append(("C", 0, 0, 1, 0))


def h_promote(st: St, a: A.Promote) -> None:
    """Courtier promotion (§8.1): pearls, move up, take the room's card or a Daimyo space."""
    fr = st.stack.pop()
    _pay_frame_costs(st, fr)
    pb = st.p[st.actor]
    if st.options.get("climb_cost") == "seed":
        cost = SEED_CLIMB_COST[a.to]
    else:
        cost = CLIMB_COST[a.to - a.frm]
    pb.res[PEARL] -= cost
    pb.courtiers[a.frm] -= 1
    pb.courtiers[a.to] += 1
    stack = st.stack
    if not fr[3]:
        stack.append(("C", 0, 0, 0, 1))
    st.events.append(ev("promote", st.actor, {"frm": a.frm, "to": a.to, "room": a.room}))
    if a.to == 3:
        stack.append(("daimyo",))
        stack.append(("lantern",))
        return
    assert a.room is not None
    r = SPACE_INDEX[a.room]
    card = st.room_cards[r]
    assert card is not None
    deck = st.deck_s if ROOM_FLOOR[r] == 1 else st.deck_d
    do_light = st.options.get("taken_card_action", True)
    if deck:
        st.room_cards[r] = None
        stack.append(("refill", r))
        if do_light:
            stack.append(("light", card, -1))
        if st.options.get("action_slots") == "per_row":
            stack.append(("slot", card))
        else:
            pb.lantern.append(pb.slots[0])
            pb.slots = [card, card, card]
    elif do_light:
        stack.append(("light", card, r))


def h_put(st: St, a: A.PutCard) -> None:
    """Option action_slots=per_row — a best-effort reading of the seed (§16 #4), not a rule
    of the reference (see data.ACTION_SLOTS): the taken card covers the chosen row's action
    space; the card it replaces goes to the Lantern area once it covers no row."""
    fr = st.stack.pop()
    pb = st.p[st.actor]
    row = A.COLOURS_INDEX[a.row]
    old = pb.slots[row]
    pb.slots[row] = fr[1]
    if old not in pb.slots:
        pb.lantern.append(old)


def h_daimyo(st: St, a: A.ChooseDaimyoSpace) -> None:
    st.stack.pop()
    i = a.space - 1
    st.daimyo_spaces[i] = st.actor
    st.stack.append(("eff", DAIMYO[st.daimyo][i]))


def h_block(st: St, a: A.ChooseBlock) -> None:
    """A chosen block: die-tile / light-background action, or a taken card's light block."""
    fr = st.stack.pop()
    k = fr[0]
    if k == "dtile" and fr[2]:
        st.p[st.actor].res[COIN] -= fr[2]
    i = a.block - 1
    if a.room == "card":
        push_effects(st, CARDS[fr[1]].blocks[i].effects)
    else:
        st.stack.append(("block", SPACE_INDEX[a.room], i))


def h_row(st: St, a: A.ChooseRow) -> None:
    """Personal Domain action (§6.5): resolve a row without a die."""
    fr = st.stack.pop()
    st.p[st.actor].res[COIN] -= fr[1]
    r = A.COLOURS_INDEX[a.row]
    st.rows_used |= 1 << r
    st.stack.append(("drow", r))


def h_worker(st: St, a: A.ChooseWorker) -> None:
    st.stack.pop()
    st.stack.append(_worker_frame(a.kind, 0, 0))


def h_activate(st: St, a: A.Activate) -> None:
    """End-of-round garden re-activation (§12.2), the plot chosen next."""
    fr = st.stack.pop()
    plot = a.plot - 1
    rest = list(fr[1])
    rest.remove(plot)
    if rest:
        st.stack.append(("rgard", tuple(rest)))
    st.stack.append(("eff", GARDENS[st.gardens[plot]].effect))


def h_skip(st: St, a: A.Skip) -> None:
    st.stack.pop()


def h_convert(st: St, a: A.Convert) -> None:
    """Seal conversions (§11): the top frame stays; its options are recomputed."""
    r = st.p[st.actor].res
    k = a.kind
    seed = st.options.get("conversions") == "seed"
    if k == "coin":
        r[SEAL] -= 1
        r[COIN] += 1
    elif k.startswith("seal_"):
        src = k[5:].split("_")
        if src[0] == "coin":
            r[COIN] -= 1
        elif len(src) == 1:
            r[RES_INDEX[src[0]]] -= 2
        else:
            r[RES_INDEX[src[0]]] -= 1
            r[RES_INDEX[src[1]]] -= 1
        gain(st, st.actor, SEAL, 1)
    else:
        r[SEAL] -= 1 if seed else 2
        gain(st, st.actor, RES_INDEX[k], 1)


HANDLERS: Final[dict[type, Callable[[Any, Any], None]]] = {
    A.PickPair: h_pick, A.Take: h_take, A.Place: h_place, A.ChooseResource: h_resource,
    A.PayGate: h_gate, A.PlaceGardener: h_gardener, A.PlaceWarrior: h_warrior,
    A.Audience: h_audience, A.Promote: h_promote, A.ChooseDaimyoSpace: h_daimyo,
    A.ChooseBlock: h_block, A.ChooseRow: h_row, A.ChooseWorker: h_worker, A.First: h_first,
    A.Activate: h_activate, A.Skip: h_skip, A.Convert: h_convert, A.PutCard: h_put,
}


def apply_action(st: St, seat: int, action: Action) -> list[Event]:
    """Apply a legal action and run on to the next decision."""
    st.events = []
    HANDLERS[type(action)](st, action)
    run(st)
    return st.events
