"""Sign-up, log-in and guests."""

from __future__ import annotations

import re
import secrets

from .. import auth
from ..config import Config
from ..errors import BadRequest, Conflict, RateLimited, Unauthorized
from ..storage import Conflict as StorageConflict
from ..storage import Storage
from ..storage.db import UserRow

NAME_RE = re.compile(r"^[A-Za-z0-9_\-.]{3,24}$|^[\w\-.]{2,24}$")


def user_json(u: UserRow) -> dict[str, object]:
    return {"id": u.id, "username": u.username, "guest": u.is_guest}


class Accounts:
    def __init__(self, storage: Storage, throttle: auth.Throttle, config: Config) -> None:
        self.storage = storage
        self.throttle = throttle
        self.config = config

    def _limit(self, key: str, limit: int, what: str) -> None:
        if self.throttle.hit(key) > limit:
            raise RateLimited(f"Too many {what} from your address; wait a minute and try again.")

    def sign_up(self, username: str, password: str, address: str = "?") -> UserRow:
        self._limit(f"signup:{address}", self.config.signup_attempts, "sign-ups")
        username = (username or "").strip()
        if not NAME_RE.match(username) or username.lower().startswith("guest-"):
            raise BadRequest("A name has 2 to 24 letters, digits, '-', '_' or '.' "
                             "(and does not start with 'guest-').")
        if len(password or "") < 6:
            raise BadRequest("A password has at least 6 characters.")
        if len(password) > 200:
            raise BadRequest("That password is too long.")
        if self.storage.get_user_by_name(username) is not None:  # names differ beyond case
            raise Conflict(f"The name {username!r} is taken.")
        try:
            return self.storage.create_user(username, auth.hash_password(password), False)
        except StorageConflict:
            raise Conflict(f"The name {username!r} is taken.") from None

    def log_in(self, username: str, password: str, address: str) -> UserRow:
        name = (username or "").strip()
        by_address, by_name = f"login:{address}", f"login-name:{name.lower()[:100]}"
        if (self.throttle.blocked(by_address, self.config.login_attempts)
                or self.throttle.blocked(by_name, self.config.login_attempts_per_name)):
            raise RateLimited("Too many failed log-ins; wait a minute and try again.")
        user = self.storage.get_user_by_name(name)
        if user is None or not auth.verify_password(user.password_hash, password or ""):
            self.throttle.hit(by_address)
            self.throttle.hit(by_name)
            raise Unauthorized("Wrong name or password.")
        return user

    def guest(self, address: str = "?") -> UserRow:
        self._limit(f"guest:{address}", self.config.guest_attempts, "guest accounts")
        for _ in range(10):
            name = f"guest-{secrets.token_hex(3)}"
            try:
                return self.storage.create_user(name, None, True)
            except StorageConflict:
                continue
        raise Conflict("Could not find a free guest name; try again.")
