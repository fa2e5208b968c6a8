"""The reference's worked 3-player turn example, step by step (white_castle Appendix B)."""

from __future__ import annotations

from .builders import blank_lantern, legal, new_game, play, put_card, res, set_action_card, set_res


def test_appendix_b_worked_turn() -> None:
    """white_castle App. B (with §1.2, §4, §5, §6.1, §7, §8.1): Alice drafts the coral 2 from the
    left, pays 1 coin in a steward room, fires her Lantern (R9 + a steward), resolves both coral
    rows top first (Seal→Courtier: audience and promotion with the card swap and a light block),
    then Bob stacks a coral 5 on her die, gains 3 coins and resolves the same rows."""
    alice, bob, carol = 0, 1, 2
    st = new_game(3, seed=42)
    # --- the table of the example --------------------------------------------------------------
    st.order = [alice, carol, bob]
    st.turn = 0
    st.stack = []
    for pb in st.p:
        pb.turns = 0
    st.room_tiles = ((0, 1, 0),) + st.room_tiles[1:]          # steward room: coral/black/coral
    put_card(st, 0, "S2")       # top: Seal→Courtier | middle: +1 Passage | bottom: +2 iron
    put_card(st, 1, "S12")      # the room Alice's courtier will enter
    st.bridges[0] = [2, 3, 5, 6]
    steward_back = st.deck_s[0]
    blank_lantern(st, alice, ["R9", steward_back])             # backs: +1 food, +1 coin
    set_action_card(st, alice, "AG1")
    set_res(st, alice, coins=3, seals=1, pearl=2)
    st.p[alice].pot = 0
    blank_lantern(st, bob)
    set_res(st, bob, coins=0, seals=1)
    set_res(st, carol, coins=0)
    st.invalidate()
    st.legal_actions()
    assert st.actor == alice and st.stack == [("take",)]
    # --- Alice takes the coral 2 from the left end; the 3 slides into the left slot ---------------
    play(st, "take red L")
    assert st.held == (0, 2, True) and st.bridges[0] == [3, 5, 6]
    # --- she places it in the steward room: delta 2 − 3 = −1 ------------------------------------------
    assert "place s1" in legal(st)
    events = st.apply(alice, "place s1")
    assert events[0].data["coins"] == -1
    # Lantern: +1 food (R9), +1 coin (steward back): 3 − 1 + 1 = 3 coins
    assert res(st, alice)["food"] == 1 and res(st, alice)["coins"] == 3
    # --- the top coral row first: Seal→Courtier ------------------------------------------------------
    assert st.stack[-1] == ("C", 1, 0, 0, 0)
    assert st.stack[-2] == ("block", 0, 2)                    # the bottom coral row waits
    play(st, "audience")                                       # pays the seal and 2 coins
    assert res(st, alice)["seals"] == 0 and res(st, alice)["coins"] == 1
    assert st.p[alice].courtiers == [1, 0, 0, 0]
    play(st, "promote 0 1 s2")                                 # 2 pearls: Gate → 1st floor
    assert res(st, alice)["pearl"] == 0 and st.p[alice].courtiers == [0, 1, 0, 0]
    assert st.p[alice].action == "S12"
    assert st.p[alice].lantern == ["R9", steward_back, "AG1"]  # old action card tucked
    play(st, "block card 1")                                   # light block: +2 pearl
    assert res(st, alice)["pearl"] == 2
    assert st.room_cards[1] not in (None, "S12")              # room refilled
    # --- then the bottom coral row: +2 iron; the middle (black) row does not resolve ----------------
    assert res(st, alice) == {"food": 1, "iron": 2, "pearl": 2, "coins": 1, "seals": 0, "cp": 0}
    assert st.p[alice].pot == 0
    # --- Carol's turn: she takes the coral 3 from the left, the 5 slides left --------------------------
    assert st.actor == carol
    blank_lantern(st, carol)
    play(st, "take red L", "place well")
    assert st.bridges[0] == [5, 6]
    # --- Bob places a coral 5 on top of Alice's die: 5 − 2 = +3 coins ----------------------------------
    assert st.actor == bob
    play(st, "take red L")
    events = st.apply(bob, "place s1")
    assert events[0].data["coins"] == 3
    assert [d[1] for d in st.spaces[0]] == [2, 5]
    assert res(st, bob)["coins"] == 3
    assert st.stack[-1] == ("C", 1, 0, 0, 0)                   # the same two coral rows resolve
    play(st, "skip")
    assert res(st, bob)["iron"] == 2
