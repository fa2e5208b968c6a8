"""Descriptions, rendering and the greedy heuristic."""

from __future__ import annotations

from eurogames.bots import decide, make_bot
from eurogames.core import Rng
from eurogames.games.orleans import GAME

from .builders import fresh, sensible_action


def test_every_action_has_en_and_ja_description() -> None:
    st = fresh(3, seed=5)
    rng = Rng(3)
    seen = set()
    while not st.is_over():
        p = st.active_players()[0]
        legal = st.legal_actions(p)
        for a in legal:
            if a.type in seen and rng.below(4):
                continue
            seen.add(a.type)
            en = GAME.describe_action(a, "en")
            ja = GAME.describe_action(a, "ja")
            assert en and ja and en != ja and en != a.notation()
        st.apply(p, sensible_action(st, p, rng))
    assert {"draw", "place", "done", "use", "pass"} <= seen


def test_render_every_stage() -> None:
    from rich.console import Console
    console = Console(width=100, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    st = fresh(2, seed=2)
    rng = Rng(1)
    k = 0
    while not st.is_over():
        if k % 25 == 0:
            console.print(GAME.render(st, 0))
            console.print(GAME.render(st, 1, lang="ja"))
        p = st.active_players()[0]
        st.apply(p, sensible_action(st, p, rng))
        k += 1
    console.print(GAME.render(st, None))
    text = console.export_text()
    assert "Round 18/18" in text and "ラウンド" in text and "広場" in text


def test_render_japanese() -> None:
    """render(lang="ja") shows Japanese terms (the CLI passes lang when render accepts it)."""
    from rich.console import Console

    from .builders import own_tile, put
    st = fresh(3, seed=4)
    own_tile(st, 1, "gunpowder_tower")
    put(st, 1, "gunpowder_tower", "knight")
    console = Console(width=120, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    console.print(GAME.render(st, 0, lang="ja"))
    ja = console.export_text()
    for word in ("ラウンド", "巡礼", "農場", "火薬貯蔵塔", "オルレアン", "善行", "市民", "バッグ"):
        assert word in ja, word
    console.print(GAME.render(st, 0))
    en = console.export_text()
    assert "Farmhouse" in en and "Gunpowder Tower" in en


def test_greedy_beats_random() -> None:
    """The greedy heuristic plays a sensible game: it outscores a random player."""
    for seed in (1, 2):
        st = GAME.new(2, seed)
        bots = [make_bot("greedy", seed), make_bot("random", seed + 7)]
        while not st.is_over():
            p = st.active_players()[0]
            st.apply(p, decide(bots[p], st, p))
        s = st.scores()
        assert s[0].total > s[1].total + 20
