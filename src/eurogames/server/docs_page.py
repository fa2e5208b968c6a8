"""``/docs``: the API page, on Swagger UI served from this package (no CDN, works
offline, and the security headers' script policy allows it: no inline script).
``/openapi.json`` names the CSRF header of every unsafe call and the error answers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi
from fastapi.responses import FileResponse
from fastapi.routing import APIRoute
from fastapi.staticfiles import StaticFiles

from .auth import CSRF_HEADER
from .routes.deps import require_user

DOCS = Path(__file__).resolve().parent / "docs"
UNSAFE = {"post", "put", "patch", "delete"}

ERRORS = {
    "400": "Bad request: a value is malformed or not allowed (`bad_request`).",
    "401": "Not signed in (`unauthorized`), or a wrong name or password.",
    "403": "Refused: a missing or wrong CSRF header (`csrf`), or not yours to do "
           "(`forbidden`, `not_your_seat`).",
    "404": "No such table (`not_found`).",
    "409": "Conflicts with the table as it is now (`conflict`, `stale_move`).",
    "413": "The request body is too large (`too_large`).",
    "422": "An illegal action or a body of the wrong shape (`illegal_action`, `bad_request`).",
    "429": "Too many attempts from this address or for this name (`rate_limited`).",
}


def _api_routes(routes: Any) -> Any:
    """Every APIRoute, also inside included routers (FastAPI keeps those wrapped)."""
    for r in routes:
        if isinstance(r, APIRoute):
            yield r
        inner = getattr(r, "original_router", None)
        if inner is not None:
            yield from _api_routes(inner.routes)


def _needs_user(route: APIRoute) -> bool:
    stack = list(route.dependant.dependencies)
    while stack:
        d = stack.pop()
        if d.call is require_user:
            return True
        stack.extend(d.dependencies)
    return False


def _codes(route: APIRoute, method: str) -> list[str]:
    codes = ["400"]
    if _needs_user(route) or route.path == "/api/login":
        codes.append("401")
    if method in UNSAFE:
        codes += ["403", "413"]
    if "{table_id}" in route.path:
        codes.append("404")
    if method in UNSAFE and ("{table_id}" in route.path or route.path in ("/api/signup",)):
        codes.append("409")
    codes.append("422")
    if route.path in ("/api/login", "/api/signup", "/api/guest"):
        codes.append("429")
    return codes


def openapi_schema(app: FastAPI) -> dict[str, Any]:
    if app.openapi_schema:
        return app.openapi_schema
    schema = get_openapi(title=app.title, version=app.version, description=app.description,
                         routes=app.routes)
    schema.setdefault("components", {}).setdefault("schemas", {})["Error"] = {
        "type": "object", "required": ["error", "message"],
        "properties": {"error": {"type": "string", "description": "a machine code"},
                       "message": {"type": "string", "description": "for a person to read"}}}
    error_ref = {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
    routes = {r.path: r for r in _api_routes(app.routes)}
    for path, ops in schema.get("paths", {}).items():
        route = routes.get(path)
        for method, op in ops.items():
            if route is None or not isinstance(op, dict):
                continue
            if method in UNSAFE and path.startswith("/api/"):
                op.setdefault("parameters", []).append({
                    "name": "X-CSRF-Token", "in": "header", "required": True,
                    "description": "Equal to the `eg_csrf` cookie (set by any GET).",
                    "schema": {"type": "string"}})
            responses = op.setdefault("responses", {})
            for code in _codes(route, method):
                if code == "422":  # FastAPI's own validation answer: ours has the Error shape
                    responses[code] = {"description": ERRORS[code], "content": error_ref}
                else:
                    responses.setdefault(code, {"description": ERRORS[code],
                                                "content": error_ref})
    app.openapi_schema = schema
    return schema


def mount_docs(app: FastAPI) -> None:
    assert CSRF_HEADER.lower() == "x-csrf-token"
    app.openapi = lambda: openapi_schema(app)  # type: ignore[method-assign]
    app.mount("/docs/assets", StaticFiles(directory=DOCS / "swagger_ui"), name="docs-assets")

    @app.get("/docs", include_in_schema=False)
    async def docs() -> FileResponse:
        return FileResponse(DOCS / "index.html", headers={"Cache-Control": "no-cache"})

    @app.get("/docs/init.js", include_in_schema=False)
    async def docs_init() -> FileResponse:
        return FileResponse(DOCS / "init.js", media_type="text/javascript")
