#!/bin/bash
cd /tmp/osstep
while ! grep -q "steady 300 cand2 | keyflower" ir.md; do sleep 5; done
desc() { for c in $(ps -o pid= --ppid $1); do desc $c; echo $c; done; }
kids=$(desc 17301); kill 17301 $kids 2>/dev/null; sleep 1
echo "$(date -u +%T) start final cpu ab" 
/work/main/.venv/bin/python cpu_ab.py --games burgundy_card_game --players 1,2,3,4 --rounds 4 --fresh --trees main=/tmp/osstep/base/src,final=/tmp/osstep/final/src --json ab3-fresh.json > ab3-fresh.txt 2>&1
/work/main/.venv/bin/python cpu_ab.py --games burgundy_card_game --players 1,2,3,4 --rounds 4 --trees main=/tmp/osstep/base/src,final=/tmp/osstep/final/src --json ab3-steady.json > ab3-steady.txt 2>&1
/work/main/.venv/bin/python cpu_ab.py --games castles_of_burgundy,white_castle,orleans,keyflower --players 2 --rounds 2 --trees main=/tmp/osstep/base/src,final=/tmp/osstep/final/src --json ab3-others.json > ab3-others.txt 2>&1
echo "$(date -u +%T) cpu ab done"
for t in base final; do
  l=$(cut -d' ' -f1-3 /proc/loadavg)
  r=$(PYTHONPATH=/tmp/osstep/$t/src nice -n 10 /work/main/.venv/bin/python adapter_cost.py --games castles_of_burgundy --players 2 --steps 300 --instructions --paths engine,pz | tail -1)
  echo "$(date -u +%T) load $l steady 300 $t pz $r" >> ir.md
done
./ir.sh steady 300 "orleans 2" final
LL=524288,8,64 ./cg.sh /tmp/osstep/final/src fresh burgundy_card_game 4 400 cache
echo chain4 done
