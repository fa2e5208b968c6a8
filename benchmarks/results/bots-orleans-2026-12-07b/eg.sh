#!/bin/sh
# This branch's compiled build (EUROGAMES_COMPILE=1 wheel of branch orlgoods at 42bb7d5 in /tmp/orlgoods-c).
exec nice -n 10 /tmp/orlgoods-c/.venv/bin/python -m eurogames "$@"
