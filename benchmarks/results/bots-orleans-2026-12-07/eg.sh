#!/bin/sh
# This branch's pure-Python build: main's venv with this worktree's src first on the path.
PYTHONPATH=/work/wt/orlplay/src exec /work/main/.venv/bin/python -m eurogames "$@"
