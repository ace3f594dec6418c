"""Tables over the network: the WebSocket table server, its SQLite store, and the client link."""
