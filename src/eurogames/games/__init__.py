"""The game packages, one folder each.

This module is also what ``eurogames.games()`` calls: Python binds the subpackage
``eurogames.games`` as an attribute of ``eurogames`` once it is imported, which
would shadow a plain function of that name, so the module itself is made callable
(design.md asks for both the folder and the function).
"""

from __future__ import annotations

import sys
import types


class _CallableModule(types.ModuleType):
    def __call__(self) -> list[str]:
        from .. import available_games
        return available_games()


sys.modules[__name__].__class__ = _CallableModule
