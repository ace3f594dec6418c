"""The Fluent message files, one folder per language; installed as accessible_games.locales."""
