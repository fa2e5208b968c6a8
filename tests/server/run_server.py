"""Start ``eurogames serve`` with the toy game registered (for the process tests)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import toygame

import eurogames

eurogames.register(toygame.GAME)

from eurogames.cli import main

if __name__ == "__main__":
    sys.exit(main(["serve", *sys.argv[1:]]))
