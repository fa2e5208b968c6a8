"""Every card and tile against the reference's Appendix A, and every block resolved in play.

The Appendix A text is copied here verbatim and parsed independently of data.py, so a
transcription slip in data.py fails these tests (white_castle §1.6-§1.12, App. A).
"""

from __future__ import annotations

import re

import pytest

from eurogames.games.white_castle.data import (
    CARDS,
    DAIMYO,
    DIPLOMATS,
    DOMAIN_BASE,
    DOMAIN_UNCOVER,
    GARDENS,
    STEWARDS,
    YARD_TILES,
)

from .builders import blank_lantern, new_game, play, put_card, res, set_passage, set_res, turn_of

APPENDIX_A = """
  S1:  {dia: 1, t: [D, seal>courtier], m: [L, seal 1, cp 1],        b: [L, food 1, lantern]}
  S2:  {dia: 0, t: [D, seal>courtier], m: [L, pot:1],               b: [L, iron 2]}
  S3:  {dia: 1, t: [D, seal>courtier], m: [L, lantern],             b: [L, cp 2]}
  S4:  {dia: 0, t: [D, seal>warrior],  m: [L, coin 1, well],        b: [L, lantern]}
  S5:  {dia: 0, t: [D, seal>warrior],  m: [L, food 1, pearl 1],     b: [L, iron 1, lantern]}
  S6:  {dia: 1, t: [L, iron 1, lantern], m: [D, seal>gardener],     b: [L, choice:2]}
  S7:  {dia: 0, t: [L, pot:1],         m: [D, seal>gardener],       b: [L, food 2]}
  S8:  {dia: 1, t: [L, coin 1, well],  m: [D, seal>gardener],       b: [L, pot:1]}
  S9:  {dia: 0, t: [L, coin 1, well],  m: [D, seal>courtier],       b: [L, food 2]}
  S10: {dia: 0, t: [L, seal 1, choice:1], m: [D, seal>courtier],    b: [L, iron 1, food 1]}
  S11: {dia: 1, t: [L, choice:2],      m: [L, pearl 1, lantern],    b: [D, seal>warrior]}
  S12: {dia: 0, t: [L, pearl 2],       m: [L, seal 1, cp 1],        b: [D, seal>gardener]}
  S13: {dia: 0, t: [L, iron 2],        m: [L, lantern],             b: [D, seal>gardener]}
  S14: {dia: 1, t: [L, cp 2],          m: [L, seal 1, choice:1],    b: [D, seal>warrior]}
  S15: {dia: 0, t: [L, pot:1],         m: [L, pearl 2],             b: [D, seal>warrior]}
  D1:  {dia: 1, b1: [D, [t],   courtier],            b2: [L, [m,b], choice:3]}
  D2:  {dia: 0, b1: [D, [t],   courtier],            b2: [L, [m,b], pot:2]}
  D3:  {dia: 0, b1: [D, [t],   courtier],            b2: [L, [m,b], cp 2, well]}
  D4:  {dia: 0, b1: [D, [t],   courtier],            b2: [L, [m,b], seal 1, lantern]}
  D5:  {dia: 0, b1: [D, [t],   warrior],             b2: [L, [m,b], choice:3]}
  D6:  {dia: 0, b1: [D, [t],   warrior],             b2: [L, [m,b], pot:2]}
  D7:  {dia: 0, b1: [L, [t],   pot:2],               b2: [D, [m,b], gardener]}
  D8:  {dia: 0, b1: [L, [t],   cp 2, well],          b2: [D, [m,b], gardener]}
  D9:  {dia: 1, b1: [L, [t,m], cp 2, well],          b2: [D, [b],   warrior]}
  D10: {dia: 0, b1: [L, [t,m], coin 2, lantern],     b2: [D, [b],   warrior]}
  D11: {dia: 0, b1: [L, [t,m], pot:1, lantern],      b2: [D, [b],   gardener]}
  D12: {dia: 1, b1: [L, [t,m], choice:3],            b2: [D, [b],   gardener]}
  F1: [well, food 2, pot:2]          # BGLab 3
  F2: [lightbg, pearl 2, cp 2]       # BGLab 5
  F3: [well, cp 2, seal 2]           # BGLab 4
  F4: [well, pearl 2, coin 3]        # BGLab 9
  F5: [lantern, iron 2, seal 2]      # BGLab 1
  F6: [lightbg, iron 2, coin 3]      # BGLab 8
  F7: [lightbg, pot:2, seal 2]       # BGLab 6
  F8: [lantern, food 2, cp 2]        # BGLab 2
  F9: [lantern, pot:2, coin 3]       # BGLab 7
  P1: [5, 9, "pay:4>dtile:any"]
  P2: [4, 7, "pay:3>gardener"]
  P3: [4, 7, "pay:3>courtier"]
  P4: [4, 7, "pay:3>warrior"]
  P5: [3, 5, "pay:4>domain"]
  R6: [1, 1, "choice:2"]
  R7: [1, 1, "coin 3"]
  R8: [2, 3, "seal 2"]
  R9: [2, 3, "lightbg"]
  R10: [3, 5, "well"]
  T1: [courtier, pearl 3]
  T2: [warrior, "pot:2"]
  T3: [gardener, food 3]
  T4: ["dtile:coral", well]
  T5: ["dtile:white", seal 2]
  T6: ["dtile:black", coin 5]
  T7: ["dtile:any", lightbg]
  T8: [domain, cp 2]
  R1: [pearl, [food 2, iron 1, coin 2, seal 1, decree:coin]]
  R2: [pearl, [choice:2, coin 4, seal 2]]
  R3: [pearl, [iron 2, pearl 1, coin 5, seal 1]]
  R4: [iron,  [pearl 2, iron 1, coin 4, decree:seal]]
  R5: [iron,  [choice:3, coin 4, seal 1]]
  R6: [iron,  [food 1, iron 2, pearl 1, coin 3, seal 1]]
  R7: [food,  [choice:1, coin 2, seal 2, decree:cp]]
  R8: [food,  [food 2, iron 2, pearl 1, coin 4, seal 1]]
  R9: [food,  [food 4, iron 2, coin 3, seal 2]]
  coral: {workers: courtier, base: food 1, uncover: [food 1, food 1, coin 2, food 1, seal 1]}
  black: {workers: gardener, base: iron 1, uncover: [iron 1, iron 1, lantern, iron 1, coin 2]}
  white: {workers: warrior,  base: pearl 1, uncover: [pearl 1, pearl 1, seal 1, pearl 1, lantern]}
"""

_WORK = {"courtier": "C", "gardener": "G", "warrior": "W"}
_COL = {"coral": 0, "black": 1, "white": 2, "any": -1}


def tok(t: str) -> tuple:
    t = t.strip().strip('"')
    if t.startswith("pay:"):
        n, inner = t[4:].split(">", 1)
        return ("pay", int(n), tok(inner))
    if t.startswith("seal>"):
        return ("worker", _WORK[t[5:]], 1)
    if t in _WORK:
        return ("worker", _WORK[t], 0)
    if ":" in t:
        k, v = t.split(":")
        if k == "dtile":
            return ("dtile", _COL[v])
        if k == "decree":
            return ("decree", v)
        return (k, int(v))
    if " " in t:
        k, v = t.split()
        return (k, int(v))
    return (t,)


def toks(s: str) -> tuple:
    return tuple(tok(x) for x in s.split(",") if x.strip())


def _line(key: str) -> str:
    for ln in APPENDIX_A.splitlines():
        if ln.strip().startswith(key + ":"):
            return ln.split("#")[0]
    raise KeyError(key)


@pytest.mark.parametrize("card", STEWARDS, ids=lambda c: c.id)
def test_steward_data_matches_reference(card) -> None:
    """white_castle §1.6 / App. A: rows, backgrounds, effects and the ♦ flag of every steward."""
    ln = _line(card.id)
    assert card.diamond == ("dia: 1" in ln)
    rows = re.findall(r"\b([tmb]): \[(L|D), ([^\]]*)\]", ln)
    assert len(rows) == 3
    for (key, bg, eff), block in zip(rows, card.blocks):
        assert block.rows == ("tmb".index(key),)
        assert block.light == (bg == "L")
        assert block.effects == toks(eff)
    assert card.lantern == ("coin", 1)


@pytest.mark.parametrize("card", DIPLOMATS, ids=lambda c: c.id)
def test_diplomat_data_matches_reference(card) -> None:
    """white_castle §1.7 / App. A: the two blocks, rows covered, effects, ♦ flag, +1 CP lantern."""
    ln = _line(card.id)
    assert card.diamond == ("dia: 1" in ln)
    blocks = re.findall(r"b\d: \[(L|D), \[([tmb,]+)\],\s*([^\]]*)\]", ln)
    assert len(blocks) == 2
    for (bg, rows, eff), block in zip(blocks, card.blocks):
        assert block.light == (bg == "L")
        assert block.rows == tuple("tmb".index(r) for r in rows.split(","))
        assert block.effects == toks(eff)
    assert card.lantern == ("cp", 1)


def test_card_counts() -> None:
    """white_castle §1.6-1.11: 15 stewards (6 ♦), 12 diplomats (3 ♦), 9 Daimyo, 10 gardens, 8 yard
    tiles, 9 resource cards, 6 action cards, 3 decrees."""
    assert len(STEWARDS) == 15 and sum(c.diamond for c in STEWARDS) == 6
    assert len(DIPLOMATS) == 12 and sum(c.diamond for c in DIPLOMATS) == 3
    assert len(DAIMYO) == 9 and len(GARDENS) == 10 and len(YARD_TILES) == 8
    kinds = [c.kind for c in CARDS.values()]
    assert kinds.count("resource") == 9 and kinds.count("action") == 6 and kinds.count("decree") == 3


@pytest.mark.parametrize("fid", sorted(DAIMYO))
def test_daimyo_data(fid: str) -> None:
    """white_castle §1.8 / App. A: the three spaces of every Daimyo's Favor card."""
    inner = re.search(r"\[(.*)\]", _line(fid)).group(1)
    assert DAIMYO[fid] == toks(inner)


@pytest.mark.parametrize("gid", sorted(GARDENS))
def test_garden_data(gid: str) -> None:
    """white_castle §1.9 / App. A: food cost, end CP (2c−1), effect."""
    m = re.search(r"\[(\d+), (\d+), \"([^\"]+)\"\]", _line(gid))
    g = GARDENS[gid]
    assert (g.food, g.cp, g.effect) == (int(m.group(1)), int(m.group(2)), tok(m.group(3)))
    assert g.cp == 2 * g.food - 1


@pytest.mark.parametrize("tid", sorted(YARD_TILES))
def test_yard_tile_data(tid: str) -> None:
    """white_castle §1.10 / App. A: blue and yellow faces of every yard tile."""
    inner = re.search(r"\[(.*)\]", _line(tid)).group(1)
    assert YARD_TILES[tid] == toks(inner)


@pytest.mark.parametrize("rid", [f"R{i}" for i in range(1, 10)])
def test_starting_resource_data(rid: str) -> None:
    """white_castle §1.11 / App. A: lantern back and setup gains of the starting Resource cards."""
    ln = [x for x in APPENDIX_A.splitlines() if x.strip().startswith(rid + ":") and "[" in x][-1]
    m = re.search(r"\[(\w+),\s*\[(.*)\]\]", ln)
    assert CARDS[rid].lantern == (m.group(1), 1)
    assert CARDS[rid].setup == toks(m.group(2))


def test_domain_row_data() -> None:
    """white_castle §1.12 / App. A: base and uncovered rewards of the three domain rows."""
    for r, name in enumerate(("coral", "black", "white")):
        ln = _line(name)
        base = re.search(r"base: ([^,]+),", ln).group(1)
        unc = re.search(r"uncover: \[(.*)\]", ln).group(1)
        assert DOMAIN_BASE[r] == tok(base)
        assert DOMAIN_UNCOVER[r] == toks(unc)


def test_action_and_decree_cards() -> None:
    """white_castle §1.11, §1.13: action cards do their worker action on every row, back +1
    Passage; decrees give coin/seal/CP."""
    for k in "CGW":
        for i in (1, 2):
            c = CARDS[f"A{k}{i}"]
            assert c.lantern == ("pot", 1)
            assert c.blocks[0].rows == (0, 1, 2) and c.blocks[0].effects == (("worker", k, 0),)
    assert [CARDS[f"decree_{k}"].lantern for k in ("coin", "seal", "cp")] == [
        ("coin", 1), ("seal", 1), ("cp", 1)]


# ----- every castle block resolved through a die ------------------------------------------------

_FRAME = {"choice": lambda e: ("choice", e[1]),
          "worker": lambda e: ("C", e[2], 0, 0, 0) if e[1] == "C" else (e[1], e[2], 0),
          "lightbg": lambda e: ("lightbg",)}
_ALL_BLOCKS = [(c.id, i) for c in STEWARDS + DIPLOMATS for i in range(len(c.blocks))]


@pytest.mark.parametrize("cid,block", _ALL_BLOCKS, ids=[f"{c}-{b + 1}" for c, b in _ALL_BLOCKS])
def test_every_castle_block_resolves(cid: str, block: int) -> None:
    """white_castle §6.1, §6.6: a die matching exactly one tile resolves that block: plain gains
    are taken, a Well action gives a seal and both Well tiles, and the first choice becomes the
    pending decision (effects parsed from Appendix A, not from data.py)."""
    card = CARDS[cid]
    room = 0 if card.kind == "steward" else 3
    n = 3 if room == 0 else 2
    colour = 1
    tiles = tuple(colour if i == block else (0 if i % 2 else 2) for i in range(n))
    ln = _line(cid)
    if card.kind == "steward":
        eff = re.findall(r"\b[tmb]: \[(?:L|D), ([^\]]*)\]", ln)[block]
    else:
        eff = re.findall(r"b\d: \[(?:L|D), \[[tmb,]+\],\s*([^\]]*)\]", ln)[block]
    effects = toks(eff)
    st = turn_of(new_game(3, seed=5), 0)
    st.room_tiles = tuple(tiles if r == room else st.room_tiles[r] for r in range(5))
    put_card(st, room, cid)
    blank_lantern(st, 0)
    st.well = ((0, ("cp", 1)), (1, ("cp", 1)))
    set_passage(st, 0, 0)
    set_res(st, 0, food=5, iron=5, coins=5, seals=1)
    st.bridges[colour] = [1, 1, 1, 1]
    st.bridges[colour][-1] = 4 if room == 3 else 3
    st.invalidate()
    play(st, "take black R", f"place {'s1' if room == 0 else 'd1'}")
    expected = {"food": 5, "iron": 5, "pearl": 0, "coins": 5, "seals": 1, "cp": 0}
    names = {"coin": "coins", "seal": "seals"}
    pot = 0
    frame = None
    for e in effects:
        if e[0] in ("food", "iron", "pearl", "coin", "seal", "cp"):
            key = names.get(e[0], e[0])
            expected[key] = min(expected[key] + e[1], 5 if key == "seals" else 7 if key in ("food", "iron", "pearl") else 99)
        elif e[0] == "well":
            expected["seals"] = min(expected["seals"] + 1, 5)
            expected["cp"] += 2
        elif e[0] == "pot":
            pot += e[1]
        elif e[0] == "lantern":
            pass
        else:
            frame = _FRAME[e[0]](e)
            break
    assert res(st, 0) == expected
    assert st.p[0].pot == pot
    if frame is not None:
        assert st.stack[-1] == frame
    else:
        assert st.stack[-1] == ("take",) and st.actor != 0


# ----- every garden, yard tile and Daimyo space through its action --------------------------------

@pytest.mark.parametrize("gid", sorted(GARDENS))
def test_every_garden_activation(gid: str) -> None:
    """white_castle §8.2, §1.9: placing a gardener activates the card's effect."""
    st = turn_of(new_game(3, seed=6), 0)
    st.gardens = (gid,) + tuple(g for g in sorted(GARDENS) if g != gid)[:5]
    st.well = ((0, ("cp", 1)), (1, ("cp", 1)))
    set_res(st, 0, food=7, coins=9, iron=5)
    st.stack = [("take",), ("G", 0, 0)]
    st.invalidate()
    play(st, "garden 1")
    e = tok(re.search(r"\"([^\"]+)\"", _line(gid)).group(1))
    r = res(st, 0)
    assert r["food"] == 7 - GARDENS[gid].food
    if e[0] == "pay":
        kinds = {"worker": e[2][1] if len(e[2]) > 1 else None, "dtile": "dtile", "domain": "domain"}
        assert st.stack[-1][0] == kinds[e[2][0]]
        assert st.stack[-1][2 if e[2][0] != "domain" else 1] == e[1]   # the coin cost
        assert "skip" in [a.notation() for a in st.legal_actions()]
    elif e[0] == "choice":
        assert st.stack[-1] == ("choice", 2)
    elif e[0] == "lightbg":
        assert st.stack[-1] == ("lightbg",)
    elif e[0] == "well":
        assert (r["seals"], r["cp"]) == (1, 2)
    elif e[0] == "coin":
        assert r["coins"] == 9 + 3
    elif e[0] == "seal":
        assert r["seals"] == 2


@pytest.mark.parametrize("tid", sorted(YARD_TILES))
@pytest.mark.parametrize("face", ["B", "Y"])
def test_every_yard_tile_face(tid: str, face: str) -> None:
    """white_castle §8.3, §1.10: both faces of every yard tile resolve as printed."""
    st = turn_of(new_game(3, seed=7), 0)
    st.yard_tiles = (((tid, face),), (("T1", "B"),), (("T2", "B"), ("T3", "Y")))
    st.well = ((0, ("cp", 1)), (1, ("cp", 1)))
    set_res(st, 0, iron=2, coins=3, food=3, seals=1)
    set_passage(st, 0, 0)
    st.stack = [("take",), ("W", 0, 0)]
    st.invalidate()
    play(st, "yard 1")
    e = YARD_TILES[tid][0 if face == "B" else 1]
    expect_e = toks(re.search(r"\[(.*)\]", _line(tid)).group(1))[0 if face == "B" else 1]
    assert e == expect_e
    r = res(st, 0)
    k = e[0]
    if k in ("pearl", "food", "seal", "cp", "coin"):
        base = {"pearl": 0, "food": 3, "seal": 1, "cp": 0, "coin": 3}[k]
        key = {"coin": "coins", "seal": "seals"}.get(k, k)
        assert r[key] == min(base + e[1], 5 if k == "seal" else 99)
    elif k == "pot":
        assert st.p[0].pot == e[1]
    elif k == "well":
        assert (r["seals"], r["cp"]) == (2, 2)
    elif k == "worker":
        assert st.stack[-1][0] == e[1]
    else:
        assert st.stack[-1][0] == k


@pytest.mark.parametrize("fid", sorted(DAIMYO))
@pytest.mark.parametrize("space", [1, 2, 3])
def test_every_daimyo_space(fid: str, space: int) -> None:
    """white_castle §1.8: each Daimyo's Favor space gives its bonus."""
    st = turn_of(new_game(3, seed=8), 0)
    st.daimyo = fid
    st.daimyo_spaces = [-1, -1, -1]
    st.well = ((0, ("cp", 1)), (1, ("cp", 1)))
    blank_lantern(st, 0, ["decree_cp"])
    set_res(st, 0)
    set_passage(st, 0, 0)
    st.stack = [("take",), ("daimyo",)]
    st.invalidate()
    play(st, f"daimyo {space}")
    e = DAIMYO[fid][space - 1]
    r = res(st, 0)
    k = e[0]
    if k == "well":
        assert (r["seals"], r["cp"]) == (1, 2)
    elif k == "lantern":
        assert r["cp"] == 1
    elif k == "lightbg":
        assert st.stack[-1] == ("lightbg",)
    elif k == "pot":
        assert st.p[0].pot == 2
    else:
        key = {"coin": "coins", "seal": "seals"}.get(k, k)
        assert r[key] == e[1]
