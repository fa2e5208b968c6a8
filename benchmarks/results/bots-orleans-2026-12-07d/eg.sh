#!/bin/sh
# This branch's compiled build (EUROGAMES_COMPILE=1 wheel of branch orlhard at 5047765, unpacked in /tmp/orlhard-c/site).
PYTHONPATH=/tmp/orlhard-c/site exec nice -n 10 /work/main/.venv/bin/python -m eurogames "$@"
