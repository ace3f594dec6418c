"""The table server: tables, their stores, guards and bots."""
