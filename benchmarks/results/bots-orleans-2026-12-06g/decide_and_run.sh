#!/bin/sh
# (Its game lines passed the stop as 0055, which run.sh's old HHMM test read as already past
# before midnight: it chose SB and played nothing; the games were started by hand, see the .md.)
# After the screen (SA/SB on 39000-39001): the §2 choice rule, then the §3 deciding games.
DIR=$(dirname "$0"); EG=/work/tourn/.venv/bin/eurogames
while [ ! -s "$DIR/SB-s39001.json" ] || ! grep -q "deal 39001" "$DIR/run.log" || [ "$(grep -c 'deal 39001' "$DIR/run.log")" -lt 2 ]; do sleep 5; done
W=$(python3 -c "
import json
def w(p): return sum(json.load(open(f'$DIR/{p}-s{s}.json'))['summary'][json.load(open(f'$DIR/{p}-s{s}.json'))['bots'][0]]['wins'] for s in (39000, 39001))
print('SB' if w('SB') > w('SA') else 'SA')")
if [ "$W" = SB ]; then SPEC=hard/horizon=4/iterations=200; else SPEC=hard/rollout=2/iterations=120; fi
echo "$(date -u +%H:%M:%S) screen choice: $W = $SPEC" >> "$DIR/run.log"
"$DIR/run.sh" "$EG" "$SPEC" D 34000 34017 0055
"$DIR/run.sh" "$EG" "$SPEC" D 33000 33009 0055
"$DIR/run.sh" "$EG" "$SPEC" D 33100 33112 0055
