"""Game rulesets: one package per game (or family of games), each building a `Ruleset` for the kernel."""
