"""Domain errors of the server. Each has an HTTP status and a machine code; one
handler in ``app.py`` turns them into responses, and the WebSocket sends them as
``{"type": "error", "code", "message"}`` messages.
"""

from __future__ import annotations


class ServiceError(Exception):
    status = 400
    code = "bad_request"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class BadRequest(ServiceError):
    status, code = 400, "bad_request"


class Unauthorized(ServiceError):
    status, code = 401, "unauthorized"


class Forbidden(ServiceError):
    status, code = 403, "forbidden"


class NotYourSeat(ServiceError):
    status, code = 403, "not_your_seat"


class TableNotFound(ServiceError):
    status, code = 404, "not_found"


class Conflict(ServiceError):
    status, code = 409, "conflict"


class StaleMove(ServiceError):
    status, code = 409, "stale_move"


class IllegalMove(ServiceError):
    status, code = 422, "illegal_action"


class RateLimited(ServiceError):
    status, code = 429, "rate_limited"
