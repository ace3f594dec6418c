"""The table client: links to a server, kept seats and what a seat reads from them."""
