"""The three main actions, seal costs, conversions and Passage of Time gates (§8, §10, §11)."""

from __future__ import annotations

import pytest

from eurogames.games.white_castle.state import WhiteCastleState

from .builders import (
    blank_lantern,
    decide,
    legal,
    new_game,
    play,
    put_card,
    res,
    set_action_card,
    set_passage,
    set_res,
)


def _st(players: int = 3, **opts):
    st = new_game(players, seed=21, **opts)
    blank_lantern(st, 0)
    return st


# ----- courtier -----------------------------------------------------------------------------

def test_audience_pays_two_coins_and_moves_courtier_to_gate() -> None:
    """white_castle §8.1: audience = 2 coins, one courtier from the domain to the Gate."""
    st = _st()
    set_res(st, 0, coins=3)
    decide(st, 0, [("C", 0, 0, 0, 0)])
    assert "audience" in legal(st)
    play(st, "audience")
    assert res(st, 0)["coins"] == 1
    assert st.p[0].home[0] == 4 and st.p[0].courtiers == [1, 0, 0, 0]


def test_audience_needs_two_coins() -> None:
    """white_castle §8.1, §8.4: without 2 coins (and no courtier to promote) nothing is possible."""
    st = _st()
    set_res(st, 0, coins=1)
    decide(st, 0, [("C", 0, 0, 0, 0), ("take",)][::-1])
    assert st.stack[-1] == ("take",)      # the courtier frame was skipped (bottom frame now)
    decide(st, 0, [("take",), ("C", 0, 0, 0, 0)])
    assert st.stack == [("take",)]


def test_promotion_one_floor_takes_card_swaps_action_card_and_refills() -> None:
    """white_castle §8.1: 2 pearls Gate→1st; the room's card becomes the action card, the old one
    goes to the Lantern area, one light block is performed and the room is refilled."""
    st = _st()
    set_res(st, 0, coins=0, pearl=2)
    st.p[0].home[0] = 4
    st.p[0].courtiers = [1, 0, 0, 0]
    put_card(st, 1, "S12")                    # top +2 pearl | middle +1 seal +1 CP | dark
    old_action = st.p[0].action
    deck_before = len(st.deck_s)
    decide(st, 0, [("C", 0, 0, 1, 0)])
    assert "promote 0 1 s2" in legal(st) and "promote 0 2 d1" not in legal(st)   # 5 pearls needed
    play(st, "promote 0 1 s2")
    assert st.p[0].courtiers == [0, 1, 0, 0]
    assert st.p[0].action == "S12" and st.p[0].lantern[-1] == old_action
    assert legal(st)[:2] == ["block card 1", "block card 2"]       # the two light blocks
    play(st, "block card 2")
    assert res(st, 0)["seals"] == 1 and res(st, 0)["cp"] == 1 and res(st, 0)["pearl"] == 0
    assert st.room_cards[1] not in (None, "S12") and len(st.deck_s) == deck_before - 1


def test_promotion_two_floors_costs_five_pearls() -> None:
    """white_castle §8.1, §16 #3: 5 pearls move a courtier two floors (Gate→2nd, 1st→3rd)."""
    st = _st()
    set_res(st, 0, pearl=5)
    st.p[0].home[0] = 3
    st.p[0].courtiers = [1, 1, 0, 0]
    decide(st, 0, [("C", 0, 0, 1, 0)])
    options = legal(st)
    assert {"promote 0 2 d1", "promote 0 2 d2", "promote 1 3 -", "promote 1 2 d1", "promote 0 1 s1"} <= set(options)
    assert "promote 0 3 -" not in options                # three floors at once is impossible
    play(st, "promote 0 2 d2")
    assert res(st, 0)["pearl"] == 0 and st.p[0].courtiers == [0, 1, 1, 0]


def test_seed_climb_cost_option() -> None:
    """white_castle §16 #3 (seed): one floor at a time, 2 pearls to floors 1-2, 5 to floor 3."""
    st = _st(climb_cost="seed")
    set_res(st, 0, pearl=4)
    st.p[0].home[0] = 3
    st.p[0].courtiers = [1, 0, 1, 0]
    decide(st, 0, [("C", 0, 0, 1, 0)])
    options = legal(st)
    assert "promote 0 1 s1" in options and "promote 0 2 d1" not in options
    assert "promote 2 3 -" not in options               # 5 pearls needed
    set_res(st, 0, pearl=5)
    assert "promote 2 3 -" in legal(st)


def test_courtier_action_both_parts_in_either_order() -> None:
    """white_castle §8.1: audience and promotion, each once, either order; the new Gate courtier
    may be the one promoted."""
    st = _st()
    set_res(st, 0, coins=2, pearl=2)
    decide(st, 0, [("C", 0, 0, 0, 0)])
    play(st, "audience")
    assert "promote 0 1 s1" in legal(st) and "audience" not in legal(st)
    play(st, "promote 0 1 s1")
    assert st.p[0].courtiers == [0, 1, 0, 0]
    play(st, legal(st)[0])  # the light block
    assert not any(fr[0] == "C" for fr in st.stack)


def test_deck_empty_light_action_without_taking_card() -> None:
    """white_castle §8.1 step 5, §15: with the floor's deck empty the light action still happens
    but the card stays in the room."""
    st = _st()
    set_res(st, 0, pearl=2)
    st.p[0].home[0] = 4
    st.p[0].courtiers = [1, 0, 0, 0]
    put_card(st, 0, "S15")   # top +1 Passage | middle +2 pearl | dark
    st.box.extend(st.deck_s)
    st.deck_s = []
    action = st.p[0].action
    decide(st, 0, [("C", 0, 0, 1, 0)])
    play(st, "promote 0 1 s1")
    assert legal(st)[:2] == ["block s1 1", "block s1 2"]
    play(st, "block s1 2")
    assert st.p[0].action == action and st.room_cards[0] == "S15"
    assert res(st, 0)["pearl"] == 2


def test_taken_card_action_option_off() -> None:
    """white_castle §16 #5 (seed): without the immediate action the card is just taken."""
    st = _st(taken_card_action=False)
    set_res(st, 0, pearl=2)
    st.p[0].home[0] = 4
    st.p[0].courtiers = [1, 0, 0, 0]
    put_card(st, 0, "S12")
    decide(st, 0, [("C", 0, 0, 1, 0)])
    play(st, "promote 0 1 s1")
    assert st.p[0].action == "S12"
    assert not any(fr[0] == "light" for fr in st.stack)
    assert res(st, 0)["pearl"] == 0 and res(st, 0)["seals"] == 0


def test_third_floor_lantern_then_daimyo_space() -> None:
    """white_castle §8.1, §1.8: reaching the 3rd floor fires the Lantern, then the courtier takes a
    free Daimyo's Favor space; only three courtiers get a bonus."""
    st = _st()
    st.daimyo = "F4"     # well | +2 pearl | +3 coins
    blank_lantern(st, 0, ["R9"])
    set_res(st, 0, pearl=2)
    st.p[0].home[0] = 3
    st.p[0].courtiers = [0, 0, 2, 0]
    decide(st, 0, [("C", 0, 0, 1, 0)])
    play(st, "promote 2 3 -")
    assert res(st, 0)["food"] == 1                       # Lantern first
    assert legal(st)[:3] == ["daimyo 1", "daimyo 2", "daimyo 3"]
    play(st, "daimyo 3")
    assert res(st, 0)["coins"] == 3 and st.daimyo_spaces == [-1, -1, 0]
    st.daimyo_spaces = [1, 2, 0]
    set_res(st, 0, pearl=2)
    decide(st, 0, [("take",), ("C", 0, 0, 1, 0)])
    play(st, "promote 2 3 -")
    assert st.p[0].courtiers == [0, 0, 0, 2]
    assert st.stack[-1] == ("take",)                     # no free space: no bonus


# ----- gardener and warrior -------------------------------------------------------------------

def test_gardener_pays_food_and_activates_card_once_per_clan() -> None:
    """white_castle §8.2, §1.9: pay the food cost, place a gardener, activate the card; at most one
    of a clan's gardeners per card."""
    st = _st()
    st.gardens = ("P1", "R7", "P2", "R8", "P5", "R10")
    set_res(st, 0, food=1)
    decide(st, 0, [("G", 0, 0)])
    assert legal(st) == ["garden 2", "skip"]
    play(st, "garden 2")
    assert res(st, 0)["coins"] == 3 and res(st, 0)["food"] == 0
    assert st.p[0].home[1] == 4 and st.gardeners[1] == 1
    set_res(st, 0, food=7)
    decide(st, 0, [("G", 0, 0)])
    assert "garden 2" not in legal(st) and "garden 1" in legal(st)
    st.gardeners[1] |= 2         # other clans may share a card
    st.invalidate()
    decide(st, 1, [("G", 0, 0)])
    set_res(st, 1, food=1)
    assert "garden 2" not in legal(st)  # seat 1 already there now


def test_plant_garden_pay_coins_for_action() -> None:
    """white_castle §1.9: P2 'may pay 3 coins: Gardener action' is optional and costs the coins."""
    st = _st()
    st.gardens = ("P2", "R7", "P1", "R8", "P5", "R10")
    set_res(st, 0, food=5, coins=3)
    decide(st, 0, [("G", 0, 0)])
    play(st, "garden 1")
    assert st.stack[-1] == ("G", 0, 3)
    assert "skip" in legal(st)
    play(st, "garden 2")      # pays 3 coins, 1 food
    assert res(st, 0)["coins"] == 3 and res(st, 0)["food"] == 0   # R7 gave 3 coins back


def test_warrior_pays_iron_and_resolves_yard_tile() -> None:
    """white_castle §8.3, §1.10: pay 1/3/5 iron; the yard's tile face resolves."""
    st = _st()
    st.yard_tiles = ((("T1", "Y"),), (("T2", "B"),), (("T5", "B"), ("T6", "Y")))
    set_res(st, 0, iron=3)
    decide(st, 0, [("W", 0, 0)])
    assert legal(st) == ["yard 1", "yard 3", "skip"]
    play(st, "yard 1")
    assert res(st, 0)["pearl"] == 3 and res(st, 0)["iron"] == 2
    assert st.p[0].warriors == [1, 0, 0] and st.p[0].home[2] == 4


def test_yard5_both_tiles_in_chosen_order() -> None:
    """white_castle §1.10: yard 5 resolves both tiles in the owner's order."""
    st = _st()
    st.yard_tiles = ((("T1", "Y"),), (("T2", "B"),), (("T5", "B"), ("T6", "Y")))
    set_res(st, 0, iron=5)
    decide(st, 0, [("W", 0, 0)])
    play(st, "yard 5")
    assert legal(st)[:2] == ["first 1", "first 2"]
    play(st, "first 2")
    assert res(st, 0)["coins"] == 5                       # +5 coins first
    assert st.stack[-1] == ("dtile", 2, 0)                 # then the white die-tile action


def test_seal_to_worker_row_costs_one_seal() -> None:
    """white_castle §1.6: a dark steward row 'Seal→X' costs 1 seal, paid when the action is done."""
    st = _st()
    set_res(st, 0, iron=1, seals=1)
    decide(st, 0, [("W", 1, 0)])
    play(st, "yard 1")
    assert res(st, 0)["seals"] == 0
    set_res(st, 0, iron=1, seals=0)
    decide(st, 0, [("take",), ("W", 1, 0)])
    assert st.stack == [("take",)]


def test_dark_diplomat_block_is_free_worker_action() -> None:
    """white_castle §1.7: dark diplomat blocks are worker actions without a seal."""
    st = _st()
    put_card(st, 3, "D5")
    st.room_tiles = st.room_tiles[:3] + ((2, 1), st.room_tiles[4])
    set_res(st, 0, iron=1)
    decide(st, 0, [("block", 3, 0)])
    assert st.stack[-1] == ("W", 0, 0)


# ----- domain rows ------------------------------------------------------------------------------

def test_domain_row_rewards_then_action_card() -> None:
    """white_castle §6.4, §1.12: base + uncovered rewards (left→right), then the action card's block."""
    st = _st()
    set_action_card(st, 0, "AW1")
    st.p[0].home = [2, 5, 5]   # 3 courtiers deployed: food ×3 and 2 coins uncovered
    st.p[0].courtiers = [3, 0, 0, 0]
    set_res(st, 0, iron=1)
    decide(st, 0, [("drow", 0)])
    assert res(st, 0) == {"food": 3, "iron": 1, "pearl": 0, "coins": 2, "seals": 0, "cp": 0}
    assert st.stack[-1] == ("W", 0, 0)


def test_domain_row_lantern_cell() -> None:
    """white_castle §1.12: the black row's 3rd uncovered space is a Lantern."""
    st = _st()
    set_action_card(st, 0, "S2")    # middle: +1 Passage
    blank_lantern(st, 0, ["R9"])
    set_res(st, 0)
    set_passage(st, 0, 0)
    st.p[0].home = [5, 2, 5]
    decide(st, 0, [("drow", 1)])
    r = res(st, 0)
    assert r["iron"] == 3 and r["food"] == 1 and st.p[0].pot == 1


def test_domain_cells_passage_option() -> None:
    """white_castle §1.12 ‡: the variant makes the white 3rd cell +1 Passage instead of +1 seal."""
    for opt, seals, pot in (("seal", 1, 0), ("passage", 0, 1)):
        st = _st(domain_cells=opt)
        set_action_card(st, 0, "S2")   # bottom: +2 iron
        st.p[0].home = [5, 5, 2]
        set_res(st, 0)
        set_passage(st, 0, 0)
        decide(st, 0, [("drow", 2)])
        assert res(st, 0)["seals"] == seals and st.p[0].pot == pot


def test_domain_action_row_limit_per_turn() -> None:
    """white_castle §6.5: a Personal Domain action may not reuse a row used this turn (option)."""
    st = _st()
    st.rows_used = 0b001
    decide(st, 0, [("domain", 0)])
    assert legal(st)[:2] == ["row black", "row white"]
    st2 = _st(domain_row_limit=False)
    st2.rows_used = 0b001
    decide(st2, 0, [("domain", 0)])
    assert legal(st2)[:3] == ["row coral", "row black", "row white"]


# ----- passage of time and conversions ----------------------------------------------------------

def test_domain_action_may_pick_a_row_holding_a_die() -> None:
    """white_castle §6.5 [P], §17: a Personal Domain action may pick a row that already holds a
    die from an earlier turn of this round (only this turn's rows are barred by the limit)."""
    st = _st()
    set_action_card(st, 0, "AW1")
    st.p[0].domain = [0, 4, 3]          # black and white rows hold dice from earlier turns
    st.rows_used = 0b001                # this turn's die went on the red row
    set_res(st, 0, iron=1)
    decide(st, 0, [("take",), ("domain", 0)])
    assert legal(st)[:3] == ["row black", "row white", "skip"]
    play(st, "row white")
    assert res(st, 0)["pearl"] == 1 and st.stack[-1] == ("W", 0, 0)


def test_die_tile_action_may_pick_a_dark_row() -> None:
    """white_castle §6.6, §17: a die-tile action of a colour offers every castle row whose tile
    has that colour, light or dark; a dark steward row still costs its seal."""
    st = _st()
    st.room_tiles = ((0, 1, 2), (1, 0, 2), (1, 2, 0), (0, 1), (2, 0))
    put_card(st, 0, "S2")      # top (coral tile): D Seal→Courtier
    put_card(st, 1, "S7")      # middle (coral tile): D Seal→Gardener
    put_card(st, 2, "S13")     # bottom (coral tile): L Lantern
    put_card(st, 3, "D3")      # block 1 (coral tile): D Courtier
    put_card(st, 4, "D8")      # block 2 (coral tile): D Gardener
    set_res(st, 0, coins=5, seals=1)
    decide(st, 0, [("take",), ("dtile", 0, 0)])
    assert legal(st)[:6] == ["block s1 1", "block s2 2", "block s3 3", "block d1 1", "block d2 2",
                             "skip"]
    play(st, "block s1 1")
    assert st.stack[-1] == ("C", 1, 0, 0, 0)
    play(st, "audience")
    assert res(st, 0)["seals"] == 0 and res(st, 0)["coins"] == 3


def test_season_gate_optional_payment() -> None:
    """white_castle §10: stepping onto 6/11/15 costs 1/2/3 seals; declining stops the marker."""
    st = _st()
    set_passage(st, 0, 4)
    set_res(st, 0, seals=1)
    decide(st, 0, [("take",), ("pot", 3)])
    assert st.p[0].pot == 5 and legal(st)[:2] == ["gate yes", "gate no"]
    play(st, "gate yes")
    assert st.p[0].pot == 7 and res(st, 0)["seals"] == 0
    set_passage(st, 0, 9)
    set_res(st, 0, seals=1)
    decide(st, 0, [("take",), ("pot", 3)])
    assert st.p[0].pot == 10 and st.stack == [("take",)]   # cannot pay 2: stops, rest lost
    set_passage(st, 0, 13)
    set_res(st, 0, seals=5)
    decide(st, 0, [("take",), ("pot", 2)])
    play(st, "gate no")
    assert st.p[0].pot == 14 and res(st, 0)["seals"] == 5


def test_passage_track_maximum_20() -> None:
    """white_castle §1.14: position 20 is the maximum."""
    st = _st()
    set_passage(st, 0, 19)
    decide(st, 0, [("take",), ("pot", 3)])
    assert st.p[0].pot == 20


def test_verified_conversions() -> None:
    """white_castle §11: 1 seal → 1 coin and 2 seals → 1 resource; nothing buys seals."""
    st = _st()
    set_res(st, 0, seals=2, coins=3)
    decide(st, 0, [("take",)])
    conv = [a for a in legal(st) if a.startswith("convert")]
    assert conv == ["convert coin", "convert food", "convert iron", "convert pearl"]
    play(st, "convert pearl")
    assert res(st, 0)["seals"] == 0 and res(st, 0)["pearl"] == 1
    assert not [a for a in legal(st) if a.startswith("convert")]


def test_seed_conversions_option() -> None:
    """white_castle §16 #6 (seed): also buy seals with a coin or two resources; 1 seal → 1 resource."""
    st = _st(conversions="seed")
    set_res(st, 0, seals=1, coins=1, food=2)
    decide(st, 0, [("take",)])
    conv = {a for a in legal(st) if a.startswith("convert")}
    assert {"convert seal_coin", "convert seal_food", "convert food", "convert coin"} <= conv
    play(st, "convert seal_food")
    assert res(st, 0)["seals"] == 2 and res(st, 0)["food"] == 0


def test_seed_conversions_any_two_resources_buy_a_seal() -> None:
    """white_castle §16 #6, seed 5.5 ("資源2個(任意の組み合わせ) → 大名紋章1個"): any two
    resources, of one kind or of two kinds, buy a seal."""
    st = _st(conversions="seed")
    set_res(st, 0, food=1, iron=1, pearl=1)
    decide(st, 0, [("take",)])
    conv = {a for a in legal(st) if a.startswith("convert")}
    assert conv == {"convert seal_food_iron", "convert seal_food_pearl", "convert seal_iron_pearl"}
    play(st, "convert seal_food_pearl")
    assert res(st, 0) == {"food": 0, "iron": 1, "pearl": 0, "coins": 0, "seals": 1, "cp": 0}
    assert "convert seal_food_iron" not in legal(st)


def test_seed_conversions_can_buy_the_seal_of_a_seal_cost() -> None:
    """white_castle §16 #6, §6.6: with the seed's conversions a Seal→Courtier row is not dropped
    for want of a seal while coins could buy one; the verified rules drop it."""
    st = _st(conversions="seed")
    set_res(st, 0, coins=3)
    decide(st, 0, [("take",), ("C", 1, 0, 0, 0)])
    assert legal(st)[0] == "skip" and "convert seal_coin" in legal(st)
    play(st, "convert seal_coin")
    assert legal(st)[:2] == ["audience", "skip"]
    play(st, "audience")
    assert res(st, 0)["seals"] == 0 and res(st, 0)["coins"] == 0 and st.p[0].courtiers[0] == 1
    st = _st()
    set_res(st, 0, coins=3)
    decide(st, 0, [("take",), ("C", 1, 0, 0, 0)])
    assert st.stack == [("take",)]


def test_seed_conversions_can_buy_seals_at_a_season_gate() -> None:
    """white_castle §10, §16 #6: at a gate a player short of seals may first buy them (seed
    conversions) and then pay; declining stops the marker."""
    st = _st(conversions="seed")
    set_passage(st, 0, 5)
    set_res(st, 0, coins=1)
    decide(st, 0, [("take",), ("pot", 2)])
    assert legal(st)[:2] == ["gate no", "convert seal_coin"]
    play(st, "convert seal_coin")
    assert legal(st)[:2] == ["gate yes", "gate no"]
    play(st, "gate yes")
    assert st.p[0].pot == 7 and res(st, 0)["seals"] == 0
    set_passage(st, 0, 5)
    set_res(st, 0, coins=1)
    decide(st, 0, [("take",), ("pot", 2)])
    play(st, "gate no")
    assert st.p[0].pot == 5 and st.stack == [("take",)]


def test_conversions_stay_open_after_the_last_action_of_the_game() -> None:
    """white_castle §11 (conversions any time during one's turn), §13: on a player's last turn
    the seals gained by the final action can still be converted (e.g. into a resource that
    scores) before the turn ends; on earlier turns the next decision comes soon enough."""
    def last_turns(rnd: int) -> WhiteCastleState:
        st = new_game(2, seed=4)
        for s in range(2):
            blank_lantern(st, s)
            set_res(st, s, food=6, coins=5)
        st.well = ((0, ("seal", 1)), (1, ("coin", 1)))
        st.round, st.turn, st.stack = rnd, 5, []
        for pb in st.p:
            pb.turns = 3 * rnd - 1
        st.p[st.order[0]].turns += 1
        st.invalidate()
        st.legal_actions()
        return st
    st = last_turns(3)
    seat = st.actor
    assert seat == st.order[1] and st.stack == [("end",), ("take",)]
    play(st, legal(st)[0])
    play(st, "place well")
    assert st.actor == seat and res(st, seat)["seals"] == 2
    assert legal(st) == ["skip", "convert coin", "convert food", "convert iron", "convert pearl"]
    play(st, "convert food")
    assert st.is_over() and res(st, seat)["food"] == 7 and st.scores()[seat].categories["food"] == 2
    st = last_turns(2)
    seat = st.actor
    play(st, legal(st)[0])
    play(st, "place well")
    assert st.round == 3 and st.stack[-1] == ("take",)


def test_caps() -> None:
    """white_castle §1.12, §15: resources cap at 7 and seals at 5; excess is lost."""
    st = _st()
    set_res(st, 0, food=6, seals=4)
    decide(st, 0, [("take",), ("eff", ("food", 3)), ("eff", ("seal", 3))])
    assert res(st, 0)["food"] == 7 and res(st, 0)["seals"] == 5


@pytest.mark.parametrize("cid", ["R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9"])
def test_starting_resource_cards(cid: str) -> None:
    """white_castle §1.11, §2.8: setup gains of every starting Resource card, card to the Lantern."""
    from eurogames.games.white_castle.data import CARDS

    from .builders import GAME
    st2 = GAME.new(2, 3)
    st2.pairs[0] = (cid, st2.pairs[0][1])
    for pile in (st2.box,):
        if cid in pile:
            pile.remove(cid)
    st2.invalidate()
    seat = st2.actor
    play(st2, "pick 1")
    while st2.actor == seat and st2.stack and st2.stack[-1][0] == "choice":
        play(st2, "res pearl")
    expected = {"food": 0, "iron": 0, "pearl": 0, "coins": 0, "seals": 0, "cp": 0}
    names = {"coin": "coins", "seal": "seals"}
    for e in CARDS[cid].setup:
        if e[0] == "choice":
            expected["pearl"] += e[1]
        elif e[0] != "decree":
            expected[names.get(e[0], e[0])] += e[1]
    assert res(st2, seat) == expected
    assert st2.p[seat].lantern[0] == cid
    decree = [e[1] for e in CARDS[cid].setup if e[0] == "decree"]
    assert [c for c in st2.p[seat].lantern if c.startswith("decree")] == [f"decree_{d}" for d in decree]


def test_seed_starting_resources_option() -> None:
    """white_castle §16 #1 (seed): 3 food, 2 iron, 1 pearl, 5 coins, 2 seals plus the card."""
    a = new_game(2, seed=8)
    b = new_game(2, seed=8, starting_resources="seed")
    for s in range(2):
        ra, rb = res(a, s), res(b, s)
        assert rb["coins"] == ra["coins"] + 5
        assert rb["food"] + rb["iron"] + rb["pearl"] >= ra["food"] + ra["iron"] + ra["pearl"] + 5


def test_unaffordable_action_offers_conversion_first() -> None:
    """white_castle §11: conversions are allowed any time on one's turn, so an action that only
    seals could pay for is offered as skip-or-convert instead of being dropped."""
    st = _st()
    st.gardens = ("P1", "R8", "P2", "R6", "P5", "R10")
    set_res(st, 0, food=0, seals=2)
    decide(st, 0, [("take",), ("G", 0, 0)])
    assert legal(st) == ["skip", "convert coin", "convert food", "convert iron", "convert pearl"]
    play(st, "convert food")
    assert legal(st)[:1] == ["garden 4"]          # R6 costs 1 food
    set_res(st, 0, food=0, seals=0)
    decide(st, 0, [("take",), ("G", 0, 0)])
    assert st.stack == [("take",)]                 # nothing could help: skipped


def test_per_row_action_slots_option() -> None:
    """white_castle §16 #4 (seed reading, option action_slots=per_row): a taken card covers one
    chosen row's action space; the starting card leaves for the Lantern once it covers no row."""
    st = _st(action_slots="per_row")
    set_action_card(st, 0, "AG1")
    set_res(st, 0, pearl=6)
    st.p[0].home[0] = 2
    st.p[0].courtiers = [3, 0, 0, 0]
    put_card(st, 0, "S12")
    decide(st, 0, [("C", 0, 0, 1, 0)])
    play(st, "promote 0 1 s1")
    assert legal(st) == ["slot coral", "slot black", "slot white"]
    play(st, "slot black")
    assert st.p[0].slots == ["AG1", "S12", "AG1"] and "AG1" not in st.p[0].lantern
    play(st, "block card 1")
    # the black row now uses S12's middle block (+1 seal, +1 CP); the others still AG1
    set_res(st, 0, food=0)
    st.p[0].home[1] = 5
    decide(st, 0, [("take",), ("drow", 1)])
    assert res(st, 0)["seals"] == 1 and res(st, 0)["cp"] == 1
    for row, card in (("red", "S13"), ("white", "S15")):
        put_card(st, 0, card)
        set_res(st, 0, pearl=2)
        decide(st, 0, [("take",), ("C", 0, 0, 1, 0)])
        play(st, "promote 0 1 s1", f"slot {row}")
        while st.stack[-1][0] == "light":
            play(st, legal(st)[0])
    assert st.p[0].slots == ["S13", "S12", "S15"] and st.p[0].lantern[-1] == "AG1"
