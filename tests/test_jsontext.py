"""``core.jsontext.dumps`` writes exactly the text of Starlette's ``send_json`` for every game's views."""

from __future__ import annotations

import json

import pytest

import eurogames
from eurogames.bots.playout import EAGER
from eurogames.core import Rng
from eurogames.core.jsontext import dumps


def _stdlib(obj: object) -> str:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


@pytest.mark.parametrize("name", eurogames.games())
def test_table_views_encode_as_the_standard_library_does(name):
    game = eurogames.load(name)
    st = game.new(3 if name == "keyflower" else 2, 5)
    rng = Rng(5)
    seen = 0
    while not st.is_over():
        if st.move_number % 3 == 0:
            for seat in [*range(st.players), None]:
                tv = st.table_view(seat)
                assert dumps(tv) == _stdlib(tv)
                seen += 1
        seat = st.active_players()[0]
        st.apply(seat, EAGER.choose(st, seat, st.legal_actions(seat), rng))
    tv = st.table_view(0)
    assert dumps(tv) == _stdlib(tv) and seen >= 3


def test_what_orjson_refuses_falls_back_to_the_standard_library():
    for obj in ({"big": 1 << 70}, {"k": [1.5, "日本", None, True, -0.25]}):
        assert dumps(obj) == _stdlib(obj)
    assert dumps({1: "a", "b": (1, 2)}) == '{"1":"a","b":[1,2]}'


def test_non_text_keys_anywhere_write_the_standard_librarys_text():
    # plain orjson refuses them (the fast first pass); the second pass with OPT_NON_STR_KEYS
    # must write what the standard library writes, key order kept
    obj = {"z": [{"a": {2: None, "b": 1}}], 1: 2.5, "é": (True, {3: "x"})}
    assert dumps(obj) == _stdlib(obj) == '{"z":[{"a":{"2":null,"b":1}}],"1":2.5,"é":[true,{"3":"x"}]}'
