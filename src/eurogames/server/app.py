"""The ASGI app: routes, the one error handler, CSRF and static files."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

from .. import __version__
from .config import Config
from .context import Context
from .csrf import CsrfMiddleware
from .docs_page import mount_docs
from .errors import ServiceError
from .guard import GuardMiddleware
from .routes import api, lobby_ws, ws
from .routes import help as help_routes

WEB = Path(__file__).resolve().parent.parent / "web"
log = logging.getLogger("eurogames.server")


def create_app(config: Config) -> FastAPI:
    """Build the app; storage must already be migrated (``main.serve`` does it)."""

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await app.state.ctx.start()
        try:
            yield
        finally:
            await app.state.ctx.stop()

    app = FastAPI(title="eurogames", version=__version__, lifespan=lifespan,
                  description="Accounts, lobby and live tables for five Euro games. Every POST "
                  "needs the `X-CSRF-Token` header, equal to the `eg_csrf` cookie (any GET "
                  "sets the cookie). Request bodies may have at most 256 KiB.\n\n"
                  "Live play: the WebSocket `/ws/tables/{table_id}` (JSON text frames, see "
                  "`routes/ws.py`). It closes with 4404 for no such table, 4403 for a "
                  "cross-site page, 1003 for a binary frame and 1009 for a frame over 1 MiB.",
                  docs_url=None, redoc_url=None)
    app.state.ctx = Context(config)

    @app.exception_handler(ServiceError)
    async def service_error(_request: Request, exc: ServiceError) -> JSONResponse:
        return JSONResponse({"error": exc.code, "message": exc.message}, status_code=exc.status)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {400: "bad_request", 404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        return JSONResponse({"error": code, "message": str(exc.detail)}, status_code=exc.status_code,
                            headers=getattr(exc, "headers", None))

    @app.exception_handler(Exception)
    async def unexpected(_request: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected error", exc_info=exc)
        return JSONResponse({"error": "internal", "message": "Something went wrong on the server; "
                             "the table is safe, try again."}, status_code=500)

    @app.exception_handler(RecursionError)
    async def too_deep(_request: Request, _exc: RecursionError) -> JSONResponse:
        return JSONResponse({"error": "bad_request", "message": "The JSON is nested too deeply."},
                            status_code=400)

    @app.exception_handler(RequestValidationError)
    async def validation_error(_request: Request, exc: RequestValidationError) -> JSONResponse:
        parts = []
        for e in exc.errors()[:3]:
            where = ".".join(str(x) for x in e.get("loc", ()) if x != "body")
            parts.append(f"{where}: {e.get('msg')}" if where else str(e.get("msg")))
        return JSONResponse({"error": "bad_request", "message": "; ".join(parts) or "Bad request."},
                            status_code=422)

    app.add_middleware(CsrfMiddleware, secure=config.secure_cookies)
    app.add_middleware(GuardMiddleware, max_body=config.max_body)  # outermost: first to run

    app.include_router(api.router)
    app.include_router(ws.router)
    app.include_router(help_routes.router)
    app.include_router(lobby_ws.router)
    app.mount("/static", StaticFiles(directory=WEB), name="static")

    mount_docs(app)

    @app.get("/", include_in_schema=False)
    async def index() -> FileResponse:
        return FileResponse(WEB / "index.html", headers={"Cache-Control": "no-cache"})

    return app
