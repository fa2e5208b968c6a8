#!/bin/sh
# This branch's pure-Python build (main's venv with this tree's src first).
PYTHONPATH=$(dirname "$0")/../../../src exec nice -n 10 /work/main/.venv/bin/python -m eurogames "$@"
