#!/bin/bash
cd /tmp/osstep
./ir.sh fresh 500 "burgundy_card_game 2" base cand2
./ir.sh steady 300 "burgundy_card_game 4" base cand2
./ir.sh steady 300 "white_castle 4" base cand2
./ir.sh steady 300 "keyflower 3" base cand2
./ir.sh fresh 300 "keyflower 3" base cand2
./ir.sh fresh 500 "burgundy_card_game 1" base cand2
echo chain done
