#!/bin/sh
# alternate.sh K times (each pass appends to the cpu-*.txt files).
K=$1; shift
i=0
while [ $i -lt $K ]; do sh "$(dirname $0)/alternate.sh" "$@"; i=$((i+1)); done
echo "repeat done" >> "$3/alternate.log"
