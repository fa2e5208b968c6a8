"""Pure Python by default; ``EUROGAMES_COMPILE=1`` compiles the game engines with mypyc.

Everything else about the package is in pyproject.toml. The compiled build (issue 16) turns
each game's ``rules``, ``state``, ``scoring``, ``view`` and ``heuristic`` into extension modules, and
with them ``core/rng.py``, ``bots/playout.py`` and ``bots/tree.py`` (``SHARED``) and a game's
own further modules (``GAME_EXTRA``: Orléans' playout narrowing); the rest of ``core`` (a compiled ``State``
base would make every game state a native class: no ``__dict__``, no dynamic attributes), the
``data`` tables, ``actions`` and ``events`` stay interpreted. mypy checks the modules first with the project's
own settings (build_support/mypyc.ini): a type error stops the build with mypy's messages;
there is no fallback to a pure build. The build prints which mode it produced, and a compiled wheel
carries ``eurogames/_build.json`` (mypy's version and a hash of each compiled source, which
``eurogames._build`` uses to tell a stale extension module from a fresh one).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

sys.path.insert(0, str(Path(__file__).resolve().parent / "build_support"))
from eurogames_build import compile_requested, refuse_editable

GAMES = ("castles_of_burgundy", "burgundy_card_game", "orleans", "white_castle", "keyflower")
COMPILED = ("rules", "state", "scoring", "view", "heuristic")
SHARED = ("core/rng.py", "bots/playout.py", "bots/tree.py")
"""Compiled beside the games: the chance source every engine draws from, the playout loop
with its policies (``eurogames bench``, the tournament's and the bots' playouts), and the
search's tree walk (``bots/tree.py``: with each game's ``heuristic`` compiled too, 1.1-1.8x
the hard level's iterations per CPU second, the same trees)."""
GAME_EXTRA = ("games/orleans/policy.py",)
"""A game's own further modules: Orléans' narrowing for the eager playout policy (typed against
its state, so compiled it reads the state's fields natively; see the module)."""
SOURCES = [f"src/eurogames/games/{g}/{m}.py" for g in GAMES for m in COMPILED] + [
    f"src/eurogames/{path}" for path in SHARED + GAME_EXTRA]


def _say(text: str) -> None:
    # pip shows a build's output only with -v or on failure; scripts/test also prints the
    # mode of what it installed (eurogames --version).
    print(f"eurogames build: {text}", file=sys.stderr, flush=True)


class BuildPyWithManifest(build_py):
    """Adds ``eurogames/_build.json`` to a compiled build."""

    def run(self) -> None:
        super().run()
        import mypy.version
        manifest = {
            "mode": "compiled",
            "mypy": mypy.version.__version__,
            "sources": {path.removeprefix("src/"): hashlib.sha256(Path(path).read_bytes()).hexdigest()
                        for path in SOURCES},
        }
        target = Path(self.build_lib) / "eurogames" / "_build.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")


# setuptools also runs this file to read requirements and metadata (egg_info, dist_info),
# before mypy is installed; only the commands that build the modules compile them.
BUILDING = {"bdist_wheel", "build", "build_ext", "install", "develop", "editable_wheel"}

if {"develop", "editable_wheel", "--inplace"}.intersection(sys.argv[1:]):
    refuse_editable()   # when compiling: extension modules beside the sources go stale
if compile_requested() and BUILDING.intersection(sys.argv[1:]):
    from mypyc.build import mypycify

    _say(f"COMPILED: mypyc, {len(SOURCES)} modules ({', '.join(COMPILED)} of each game; "
         f"{', '.join(SHARED + GAME_EXTRA)})")
    ext_modules = mypycify(["--config-file", "build_support/mypyc.ini", *SOURCES], opt_level="3",
                           group_name="eurogames")
    setup(ext_modules=ext_modules, cmdclass={"build_py": BuildPyWithManifest})
    _say("COMPILED build done")
elif compile_requested():
    setup()
else:
    _say("PURE Python (EUROGAMES_COMPILE=1 builds the compiled engines)")
    setup()
