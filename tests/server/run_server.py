"""Start ``eurogames serve`` with the toy game registered (for the process tests)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import eurogames  # noqa: E402
import toygame  # noqa: E402

eurogames.register(toygame.GAME)

from eurogames.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(["serve", *sys.argv[1:]]))
