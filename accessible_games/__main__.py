"""`python -m accessible_games`."""

from .cli import main

if __name__ == "__main__":  # not when a worker process (the server's bots) imports this module
    raise SystemExit(main())
