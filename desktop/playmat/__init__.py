"""The table view: a QGraphicsScene laid out from the ruleset's TableLayout, with cards, zones and drags."""
