"""Game-independent core: seeded randomness, events, messages, the game protocol."""
