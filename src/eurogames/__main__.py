from .cli import main

if __name__ == "__main__":  # not when a spawned worker process (the server's bots) imports it
    raise SystemExit(main())
