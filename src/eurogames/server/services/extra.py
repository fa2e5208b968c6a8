"""The table socket's messages beyond moves: ``undo`` and ``chat``."""

from __future__ import annotations

from typing import Any

from .undo import take_back, undone


async def table_extra(ctx: Any, kind: str, table_id: int, uid: int, msg: dict[str, Any]) -> dict[str, Any]:
    """Handle one ``undo`` or ``chat`` message; returns the acknowledgement's fields.

    Raises:
        ServiceError: refused (the socket answers with an error message).
    """
    if kind == "undo":
        res = await ctx.call(take_back, ctx.tables, table_id, uid, msg.get("move_number"))
        await undone(ctx, table_id)
        return {"move_number": res.number + 1}
    from .chat import post_chat
    line = await ctx.call(post_chat, ctx, table_id, uid, msg.get("text"))
    await ctx.pubsub.publish({"table": table_id, "kind": "chat", "chat": line})
    return {"chat": line["id"]}
