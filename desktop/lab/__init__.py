"""The deck lab: many bot games between decks, on every core, with statistics, charts and replays."""
