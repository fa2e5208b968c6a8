"""Routes: parse, authenticate, call one service, serialize."""
