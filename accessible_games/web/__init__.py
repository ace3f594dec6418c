"""The browser seat: the page the table server serves on its own port, and the seat it drives for that page."""
