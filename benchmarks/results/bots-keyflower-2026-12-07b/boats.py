"""Who took which boat in winter, and what either boat would have scored for each seat in its
final village (Keyflower: transport total, doubled with 2b; Sea Bastion: loop tiles).

    python boats.py diag-hard.jsonl
"""
import json
import sys

import eurogames
from eurogames.games.keyflower.data import ROTATED_EDGES, TILES
from eurogames.games.keyflower.scoring import sea_bastion


def main() -> None:
    game = eurogames.load("keyflower")
    for line in open(sys.argv[1]):
        r = json.loads(line)
        hs = r["hard_seat"]
        st = game.new(2, r["seed"], {})
        took = []
        for seat, note in r["moves"]:
            if note.startswith("boat ") and st.season == 3:
                took.append(("H" if seat == hs else "M") + ":" + TILES[int(note.split()[1])].key)
            st.apply(seat, note)
        out = []
        for seat, who in ((hs, "H"), (1 - hs, "M")):
            village = st.villages[seat]
            cells = {h: ROTATED_EDGES[t][st.rot[t]] for h, t in village.items()}
            tr = sum((TILES[t].back if st.up[t] and TILES[t].back else TILES[t].front).transport
                     for t in village.values()
                     if (TILES[t].back if st.up[t] and TILES[t].back else TILES[t].front).kind == "transport")
            out.append(f"{who} keyflower={tr * (2 if st.owns(seat, '2b') else 1)} seabastion={sea_bastion(cells)}")
        print(r["seed"], hs, "winter choice:", " ".join(took) or "-", "|", "; ".join(out), "| final", r["scores"][hs], r["scores"][1 - hs])


if __name__ == "__main__":
    main()
