"""At each replayed game's winter boat choice: the evaluation of either choice from the
chooser's view, shipped weights (``W``) and the search's (``SEARCH_W``, boat term).

    python boat_values.py diag-hard.jsonl
"""
import json
import sys

import eurogames
from eurogames.games.keyflower import heuristic as H


def main() -> None:
    game = eurogames.load("keyflower")
    for line in open(sys.argv[1]):
        r = json.loads(line)
        st = game.new(2, r["seed"], {})
        for seat, note in r["moves"]:
            if st.season == 3 and st.phase == "boat":
                vals = []
                for a in st.legal_actions(seat):
                    s2 = st.clone()
                    s2.apply(seat, a)
                    vals.append((a.notation(), round(H.evaluate(s2, seat), 2), round(H.evaluate(s2, seat, w=H.SEARCH_W), 2)))
                print(r["seed"], r["hard_seat"], "chooser", "H" if seat == r["hard_seat"] else "M", "chose", note,
                      "(action, shipped value, search value):", vals)
                break
            st.apply(seat, note)


if __name__ == "__main__":
    main()
