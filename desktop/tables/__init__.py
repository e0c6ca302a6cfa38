"""Tables: the interface the UI plays through, the local table, and the bot seats behind it."""
