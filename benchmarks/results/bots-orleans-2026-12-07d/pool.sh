#!/bin/sh
# Pool the finished deals of PREFIX (non-empty files only: the deal in play is skipped).
# Usage: pool.sh PREFIX   (run from the worktree root)
DIR=$(dirname "$0")
PYTHONPATH=src /work/main/.venv/bin/python benchmarks/pool_tournaments.py $(find "$DIR" -name "$1-s*.json" -size +0 | sort)
