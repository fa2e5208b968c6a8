"""The online table: an ASGI app (FastAPI) around the engines.

Layers, as in style.md ("a thin server"): ``routes/`` parse, authenticate, call one
service function and serialize; ``services/`` load the record, run the engine, append
the move and publish; ``storage/`` is the only package that imports SQLAlchemy.
``main.create_app(config)`` builds the app, ``main.serve(args)`` runs it.
"""
