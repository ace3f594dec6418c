"""The sound cue files (made by tools/make_sounds.py); installed as accessible_games.sounds."""
