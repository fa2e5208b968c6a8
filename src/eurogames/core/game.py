"""The Game base class: parameters, options, construction of states."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .actions import Action, ActionCodec
from .errors import InvalidNotation
from .rng import Chance, Rng
from .state import State
from .types import Json, Seat


@dataclass(frozen=True, slots=True)
class Option:
    """One rules option of a game.

    Hashable by its name, default, choices and seat flag (the texts are dicts, left out of
    the hash; equality still compares them).
    """

    name: str
    """The identifier (``--option NAME=VALUE``, the API's ``options`` keys)."""
    default: Any
    choices: tuple[Any, ...]
    """The allowed values (for a bool: ``(False, True)``)."""
    description: dict[str, str] = field(default_factory=dict, hash=False)
    """``{"en": ..., "ja": ...}``."""
    seat: bool = False
    """Its whole-number choices are seats, from 0: only those below the player count hold
    (the game's ``resolve_options`` says so; a table form offers only those)."""
    title: dict[str, str] = field(default_factory=dict, hash=False)
    """A short name for forms, ``{"en": "Start player", "ja": "スタートプレイヤー"}``."""
    labels: tuple[dict[str, str], ...] = field(default=(), hash=False)
    """A short readable name of each choice, parallel to ``choices``: ``{"en": ..., "ja": ...}``
    each (empty: the forms show the values themselves)."""

    def __post_init__(self) -> None:
        if self.labels and len(self.labels) != len(self.choices):
            raise ValueError(f"option {self.name!r}: {len(self.labels)} labels for "
                             f"{len(self.choices)} choices")

    def label(self, choice: Any, lang: str = "en") -> str:
        """The readable name of ``choice`` in ``lang`` (else English, else the value itself)."""
        for c, lab in zip(self.choices, self.labels, strict=False):
            if c == choice and type(c) is type(choice):
                return lab.get(lang) or lab.get("en") or str(choice)
        return str(choice)

    def to_json(self) -> Json:
        out = {"name": self.name, "default": self.default, "choices": list(self.choices),
               "description": self.description}
        if self.title:
            out["title"] = self.title
        if self.labels:
            out["labels"] = list(self.labels)
        if self.seat:
            out["seat"] = True
        return out


class Game:
    """A registered game. Subclasses set the class attributes and ``state_class``."""

    name: str = ""
    titles: dict[str, str] = {}
    min_players: int = 2
    max_players: int = 4
    play_time: str = ""
    """e.g. ``"30-90"`` minutes."""
    min_age: int = 0
    option_list: tuple[Option, ...] = ()
    codec: ActionCodec
    state_class: type[State]

    # ----- construction ----------------------------------------------------------

    @property
    def options(self) -> dict[str, Option]:
        return {o.name: o for o in self.option_list}

    def resolve_options(self, players: int, options: dict[str, Any] | None) -> dict[str, Any]:
        """Check the player count and options; fill in defaults.

        Raises:
            ValueError: wrong player count, unknown option or value.
        """
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.name} is for {self.min_players} to {self.max_players} players, "
                             f"not {players}.")
        opts = {o.name: o.default for o in self.option_list}
        for k, v in (options or {}).items():
            o = self.options.get(k)
            if o is None:
                raise ValueError(f"{self.name} has no option {k!r}.")
            # by type too: True == 1 and 0 == False in Python, but they are other choices
            if not any(v == c and type(v) is type(c) for c in o.choices):
                raise ValueError(f"Option {k!r} takes one of {list(o.choices)}, not {v!r}.")
            opts[k] = v
        return opts

    def new(self, players: int, seed: int = 0, options: dict[str, Any] | None = None,
            chance: Chance | None = None) -> State:
        """A new game. ``chance`` replaces the seeded RNG (recorded games)."""
        opts = self.resolve_options(players, options)
        rng = chance if chance is not None else Rng(seed)
        return self._new(players, opts, rng)

    def _new(self, players: int, options: dict[str, Any], rng: Chance) -> State:
        raise NotImplementedError

    def from_json(self, data: Json) -> State:
        if data.get("game") != self.name:
            raise ValueError(f"not a {self.name} state")
        return self.state_class.from_json(data)

    # ----- actions ---------------------------------------------------------------

    def parse_action(self, action: Any) -> Action:
        """An Action from notation text or its JSON form.

        Raises:
            InvalidNotation: it does not describe an action of this game.
        """
        if isinstance(action, Action):
            return action
        if isinstance(action, str):
            return self.codec.parse(action)
        if isinstance(action, dict):
            return self.codec.from_json(action)
        raise InvalidNotation("An action is given as notation text or a JSON object.")

    def describe_action(self, action: Action, lang: str = "en") -> str:
        """A sentence explaining an action, for buttons and logs (games may override)."""
        return action.notation()

    # ----- bots and rendering ----------------------------------------------------

    def heuristic(self, state: State, seat: Seat) -> float:
        """A value of ``state`` for ``seat`` (greedy bot): by default, own score minus the best rival's."""
        scores = state.scores()
        mine = scores[seat].total
        others = [s.total for i, s in enumerate(scores) if i != seat]
        return float(mine - (max(others) if others else 0))

    def baseline_heuristic(self, state: State, seat: Seat) -> float:
        """The evaluation the bots used before ``heuristic`` was tuned (the named baseline bot)."""
        return Game.heuristic(self, state, seat)

    def playout_narrowing(self) -> PlayoutNarrowing | None:
        """The game's narrowing for the ``eager`` playout policy (``bots/playout.py``), or None.

        A narrowing ``(state, seat, legal, rng)`` returns the candidates the policy draws from:
        a subset of ``legal`` (``legal`` itself, or an empty one, for no narrowing). A game keeps
        its narrowing in its own package, typed against its state, so that the compiled build
        compiles it with the rules (Orléans: ``games/orleans/policy.py``).
        """
        return None

    bot_params: ClassVar[dict[str, float]] = {}
    """Search parameters this game's ``heuristic`` is meant for (e.g. the MCTS ``scale``)."""

    def render(self, state: State, seat: Seat | None, lang: str = "en") -> Any:
        """A rich renderable (or text) of what ``seat`` sees, in ``lang``; games override."""
        import json
        return json.dumps(state.view(seat), indent=1, ensure_ascii=False)

    def info(self) -> Json:
        """Lobby metadata."""
        return {"name": self.name, "titles": self.titles, "min_players": self.min_players,
                "max_players": self.max_players, "play_time": self.play_time,
                "min_age": self.min_age, "options": [o.to_json() for o in self.option_list]}

    def __repr__(self) -> str:
        return f"<Game {self.name}>"


Heuristic = Callable[[State, Seat], float]
PlayoutNarrowing = Callable[[State, Seat, Sequence[Action], Chance], Sequence[Action]]
"""See ``Game.playout_narrowing``."""
