"""Accessible Games: board games played by ear and keyboard."""

__version__ = "0.1.0"
