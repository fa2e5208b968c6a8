"""Undo (core/undo.py): which moves a seat may take back, checked in every game.

The check behind every allowed take-back: the move's outcome, as the mover sees it, follows
from what the mover knew before it. So the same action applied to states re-sampled from the
mover's point of view (``determinize``) must give the mover exactly the view the real move
gave. A move that rolled, drew or revealed hidden decisions fails that, and must be refused.
"""

from __future__ import annotations

import json

import pytest

import eurogames
from eurogames.core import Rng
from eurogames.core.undo import UndoTrail, apply_tracked

GAMES = [n for n in eurogames.GAME_NAMES if n in eurogames.games()]
CASES = [(n, p) for n in GAMES for p in sorted({eurogames.load(n).min_players, 2, 3}
                                                  if eurogames.load(n).max_players >= 3 else
                                                  {eurogames.load(n).min_players, 2})
         if eurogames.load(n).min_players <= p <= eurogames.load(n).max_players]


def _canon(x):
    return json.dumps(x, sort_keys=True, default=str)


def _playout(name, players, seed, moves=260):
    """A seeded random game: yields (before, seat, action, after, allowed) per move."""
    game = eurogames.load(name)
    st = game.new(players, seed)
    pick = Rng(seed * 7 + 1)
    for _ in range(moves):
        if st.is_over():
            return
        seat = pick.choice(st.active_players())
        action = pick.choice(st.legal_actions(seat))
        before = st.clone()
        _, allowed = apply_tracked(st, seat, action)
        yield before, seat, action, st, allowed


@pytest.mark.parametrize(("name", "players"), CASES)
def test_allowed_takebacks_reveal_nothing_and_drawing_moves_are_refused(name, players):
    allowed_n = refused_n = 0
    for seed in (3, 4):
        for before, seat, action, after, allowed in _playout(name, players, seed):
            if not allowed:
                refused_n += 1
                continue
            allowed_n += 1
            want = _canon(after.view(seat))
            for k in range(2):
                d = before.determinize(seat, Rng(1000 + k))
                d.apply(seat, action)
                assert _canon(d.view(seat)) == want, (
                    f"{name} move {before.move_number} {action.notation()} by seat {seat} "
                    "is marked undoable but its outcome depends on information hidden from the mover")
    assert allowed_n > 0, f"{name}: no move could ever be taken back"
    assert refused_n > 0, f"{name}: every move could be taken back (dice and draws must stop it)"


@pytest.mark.parametrize("name", GAMES)
def test_the_trail_counts_the_movers_own_trailing_moves(name):
    game = eurogames.load(name)
    players = max(2, game.min_players)
    trail = UndoTrail()
    last = None
    for before, seat, action, after, allowed in _playout(name, players, 5, 200):
        trail = trail.after(seat, allowed)
        # the state keeps the same trail, and every other seat has nothing to take back
        assert after.undoable(seat) == trail.count if allowed else after.undoable(seat) == 0
        for other in range(players):
            if other != seat:
                assert after.undoable(other) == 0
        last = after
    # an untracked move (a plain apply) leaves nothing the state can vouch for
    if last is not None and not last.is_over():
        s = last.active_players()[0]
        last.apply(s, last.legal_actions(s)[0])
        assert all(last.undoable(x) == 0 for x in range(players))


def test_a_clean_run_of_one_seat_adds_up_and_another_seat_resets_it():
    t = UndoTrail()
    t = t.after(0, True).after(0, True)
    assert t.undoable(0) == 2 and t.undoable(1) == 0
    t = t.after(0, False)
    assert t.undoable(0) == 0
    t = t.after(0, True).after(1, True)
    assert t.undoable(0) == 0 and t.undoable(1) == 1
    assert UndoTrail.of_moves([(1, True), (1, True), (1, True)]).undoable(1) == 3


@pytest.mark.parametrize(("name", "players"), [("burgundy_card_game", 1), ("burgundy_card_game", 2),
                                                ("keyflower", 2), ("keyflower", 3)])
def test_the_games_own_barriers_stop_reveals_that_draw_no_chance(name, players):
    """The card game refills hands from piles dealt face down at the round's start, and
    Keyflower reveals simultaneous placements when the step ends: neither draws on the chance
    source then. Their ``_undo_barrier`` refuses those moves, and without it the mover would
    have learnt something: re-sampled copies give the mover a different view."""
    from eurogames.core.undo import chance_mark
    game = eurogames.load(name)
    blocked = revealing = 0
    for seed in (3, 4, 5):
        st = game.new(players, seed)
        pick = Rng(seed)
        for _ in range(400):
            if st.is_over():
                break
            seat = pick.choice(st.active_players())
            action = pick.choice(st.legal_actions(seat))
            before = st.clone()
            mark, game_mark = chance_mark(st.rng), st._undo_mark()
            events = st.apply(seat, action)
            private = any(e.visible_to is not None and e.visible_to != frozenset((seat,)) for e in events)
            if chance_mark(st.rng) != mark or private or not st._undo_barrier(seat, action, game_mark):
                continue
            blocked += 1
            want = _canon(st.view(seat))
            for k in range(3):
                d = before.determinize(seat, Rng(50 + k))
                d.apply(seat, action)
                if _canon(d.view(seat)) != want:
                    revealing += 1
                    break
    assert blocked > 0 and revealing > 0, (blocked, revealing)


def test_chance_mark_of_a_scripted_source_moves_with_its_draws() -> None:
    """A replayed record draws from ``ScriptedChance``: its mark is how far it has been read
    (it used to read a ``fallback`` the class no longer has, an AttributeError on any take-back
    check of a scripted game)."""
    from eurogames.core.rng import ScriptedChance
    from eurogames.core.undo import chance_mark
    chance = ScriptedChance([2, 0, 1])
    before = chance_mark(chance)
    assert chance_mark(chance.clone()) == before
    chance.below(3)
    assert chance_mark(chance) != before
    assert chance_mark(chance) == chance_mark(chance.clone())
