"""`python -m accessible_games`."""

from .cli import main

raise SystemExit(main())
