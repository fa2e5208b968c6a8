"""The ASGI app: routes, the one error handler, CSRF and static files."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.middleware.base import RequestResponseEndpoint

from .auth import CSRF_COOKIE, CSRF_HEADER, new_csrf_token
from .config import Config
from .context import Context
from .errors import ServiceError
from .routes import api, ws

WEB = Path(__file__).resolve().parent.parent / "web"
log = logging.getLogger("eurogames.server")

UNSAFE = {"POST", "PUT", "PATCH", "DELETE"}


def create_app(config: Config) -> FastAPI:
    """Build the app; storage must already be migrated (``main.serve`` does it)."""

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await app.state.ctx.start()
        try:
            yield
        finally:
            await app.state.ctx.stop()

    app = FastAPI(title="eurogames", version="0.1.0", lifespan=lifespan,
                  description="Accounts, lobby and live tables for five Euro games.")
    app.state.ctx = Context(config)

    @app.exception_handler(ServiceError)
    async def service_error(_request: Request, exc: ServiceError) -> JSONResponse:
        return JSONResponse({"error": exc.code, "message": exc.message}, status_code=exc.status)

    @app.exception_handler(RequestValidationError)
    async def validation_error(_request: Request, exc: RequestValidationError) -> JSONResponse:
        parts = []
        for e in exc.errors()[:3]:
            where = ".".join(str(x) for x in e.get("loc", ()) if x != "body")
            parts.append(f"{where}: {e.get('msg')}" if where else str(e.get("msg")))
        return JSONResponse({"error": "bad_request", "message": "; ".join(parts) or "Bad request."},
                            status_code=422)

    @app.middleware("http")
    async def csrf(request: Request, call_next: RequestResponseEndpoint) -> Response:
        """Double-submit token: unsafe API calls must echo the ``eg_csrf`` cookie in a header."""
        token = request.cookies.get(CSRF_COOKIE)
        if request.method in UNSAFE and request.url.path.startswith("/api/"):
            sent = request.headers.get(CSRF_HEADER)
            if not token or sent != token:
                return JSONResponse({"error": "csrf", "message": "Missing or wrong CSRF token; "
                                     "reload the page and try again."}, status_code=403)
        response = await call_next(request)
        if not token:
            response.set_cookie(CSRF_COOKIE, new_csrf_token(), samesite="strict",
                                secure=config.secure_cookies, max_age=365 * 24 * 3600)
        return response

    app.include_router(api.router)
    app.include_router(ws.router)
    app.mount("/static", StaticFiles(directory=WEB), name="static")

    @app.get("/", include_in_schema=False)
    async def index() -> FileResponse:
        return FileResponse(WEB / "index.html", headers={"Cache-Control": "no-cache"})

    return app
