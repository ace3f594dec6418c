"""The games. Importing this package registers every game that is installed."""

from importlib import import_module

for _name in ("sixtyone", "ramses", "oflameron"):
    try:
        import_module(f"{__name__}.{_name}")
    except ModuleNotFoundError as error:  # a game package not present yet
        if error.name != f"{__name__}.{_name}":
            raise
