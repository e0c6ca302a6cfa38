"""Seeded matches between bots, and a bot that checks every choice is legal and made from its view alone."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Sequence

from engine import Action, Game, Ruleset, View
from engine.bot import Bot, HeuristicBot, RandomBot, heuristic_bot
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.harness import play_game
from engine.harness.invariants import scrambled
from engine.harness.runner import GameRecord

Summary = tuple[int | None, str, int]
"""A game of a bot-game pool: the winner (None: a draw or unfinished), the rule that ended it ("" if unfinished), its
actions."""


def summary(record: GameRecord) -> Summary:
    """What a worker process sends back of a game it played."""
    outcome = record.outcome
    return (None if outcome is None else outcome.winner, "" if outcome is None else outcome.rule, len(record.actions))


def heuristic_wins(ruleset: Ruleset, database: CardDatabase, decks: tuple[Deck, Deck], games: int, tag: str) -> int:
    """How many of `games` seeded games the heuristic bot wins against the random bot; it takes each seat and
    each deck in turn."""
    wins = 0
    for index in range(games):
        seed = f"{tag}:{index}"
        seat = index % 2
        pair = decks if (index // 2) % 2 == 0 else (decks[1], decks[0])
        bots: list[Bot] = [RandomBot(seed), RandomBot(seed)]
        bots[seat] = heuristic_bot(ruleset, database, seed)
        record = play_game(ruleset, database, pair, seed, bots=bots, record_hashes=False)
        assert record.outcome is not None, f"game {seed} did not finish"
        wins += record.outcome.winner == seat
    return wins


def play_watched(ruleset: Ruleset, database: CardDatabase, decks: tuple[Deck, Deck], seed: str) -> int:
    """A heuristic-bot game in which every choice is checked: legal, and the same when every card hidden from
    the bot is swapped with another hidden one. Returns how many choices were checked."""
    game = Game.new(ruleset, database, decks, seed)
    bots = [heuristic_bot(ruleset, database, f"{seed}:{p}") for p in (0, 1)]
    checked = 0
    while game.outcome is None:
        decision = game.decision
        assert decision is not None
        player = decision.player
        view, legal = game.view(player), game.legal_actions()
        twin = _twin(bots[player])
        action = bots[player].choose(view, legal)
        assert action in legal and game.check(action) is None
        other = scrambled(game, player, f"{seed}:{checked}")
        assert twin.choose(other.view(player), other.legal_actions()) == action
        game.apply(action)
        checked += 1
    return checked


def _twin(bot: HeuristicBot) -> HeuristicBot:
    """A copy of the bot in the same state (its policy, which holds no state, shared)."""
    return copy.deepcopy(bot, memo={id(bot.policy): bot.policy})


def choose(game: Game, seed: str = "position") -> Action:
    """What a fresh heuristic bot plays in the game's position, from the deciding seat's view."""
    decision = game.decision
    assert decision is not None
    bot = heuristic_bot(game.ruleset, game.database, seed)
    return bot.choose(game.view(decision.player), game.legal_actions())


class Recorder:
    """A bot wrapper that keeps every (view, legal, chosen) it saw, for tests to inspect."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.seen: list[tuple[View, Sequence[Action], Action]] = []

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        action = self.bot.choose(view, legal)
        self.seen.append((view, legal, action))
        return action


def assert_games_ended_by_the_rules(jobs: Sequence[object], results: Sequence[Summary], endings: set[str]) -> None:
    """Every game of a bot-game pool finished, by one of the ruleset's `endings`, and both seats won sometimes."""
    unfinished = [jobs[i] for i, (_, rule, _) in enumerate(results) if not rule]
    assert not unfinished, f"games {unfinished} did not finish"
    assert {rule for _, rule, _ in results} <= endings
    winners = Counter(winner for winner, _, _ in results)
    assert winners[0] > len(jobs) // 5 and winners[1] > len(jobs) // 5  # both seats win sometimes
