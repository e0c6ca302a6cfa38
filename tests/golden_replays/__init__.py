"""Golden replays: one recorded bot game per landed ruleset that must re-simulate to its stored hashes."""
