"""Composition: a table server with its page, the serve command and the app's own seat."""
