"""The deck lab's games: one deck against a gauntlet, each game seeded, played by bots, summed up as it ends."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine import actions as A
from engine.actions import Action
from engine.bot import Bot, RandomBot, heuristic_bot
from engine.errors import InternalError, RulesError
from engine.events import Event
from engine.game import Game
from engine.ids import PlayerId
from engine.search import LEVELS, SearchBot, information_set, level

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.formats.decks import Deck
    from engine.ruleset import Ruleset

SEARCH = "search-"
"""The prefix of a search bot's lab name: "search-" and a level's key (engine.search.LEVELS)."""

LAB_BOTS: dict[str, str] = {
    "heuristic": "Heuristic bot: the best-scored move by the ruleset's own judgement",
    "random": "Random bot: any legal move",
    **{
        f"{SEARCH}{lv.key}": f"Search bot, {lv.name}: "
        + (
            f"weighs its best moves over {lv.iterations} sampled playouts a move"
            if lv.iterations
            else "the heuristic bot"
        )
        for lv in LEVELS
    },
}
"""The bots a lab seat can get, by the name the command line and the window use. A search bot's level is a playout
count (no clock), so a lab game is the same game from its seed on any machine."""

MIN_GAMES, MAX_GAMES = 10, 100_000
MAX_ACTIONS = 5_000
"""A game still running after this many actions is stopped and counted as unfinished."""

DECK, HAND = "deck", "hand"
"""The zones every ruleset names so: a card moved from the deck to the hand is drawn."""

WON, LOST, DRAW, UNFINISHED, ERROR = "won", "lost", "draw", "unfinished", "error"


def make_bot(
    kind: str, ruleset: Ruleset, database: CardDatabase, seed: str, playouts: int | None = None
) -> Bot | SearchBot:
    """The lab bot named `kind` (one of LAB_BOTS), seeded; `playouts` overrides a search bot's level (tests)."""
    if kind == "heuristic":
        return heuristic_bot(ruleset, database, seed)
    if kind == "random":
        return RandomBot(seed)
    if kind in LAB_BOTS and kind.startswith(SEARCH):
        iterations = level(kind.removeprefix(SEARCH)).iterations if playouts is None else playouts
        return SearchBot(ruleset, database, seed, iterations=iterations)
    raise ValueError(f"unknown bot {kind!r}; known: {', '.join(LAB_BOTS)}")


@dataclass(frozen=True)
class LabPlan:
    """What a lab run plays: `deck` against each deck of `gauntlet` in turn, `games` games in all.

    Game `i` meets opponent `i % len(gauntlet)`; the deck takes seat 0 and seat 1 in turn against each opponent,
    and the game's seed is `"<seed>:<i>"`, so any game can be played again alone."""

    ruleset_id: str
    deck: Deck
    gauntlet: tuple[Deck, ...]
    bots: tuple[str, str]  # the deck's bot, the opponents' bot
    games: int
    seed: str
    max_actions: int = MAX_ACTIONS
    search_playouts: int | None = None  # a search bot's playouts a move, instead of its level's (tests)

    def __post_init__(self) -> None:
        if not self.gauntlet:
            raise ValueError("the lab needs at least one opponent deck")
        for kind in self.bots:
            if kind not in LAB_BOTS:
                raise ValueError(f"unknown bot {kind!r}; known: {', '.join(LAB_BOTS)}")

    def game_seed(self, index: int) -> str:
        return f"{self.seed}:{index}"

    def opponent_of(self, index: int) -> int:
        return index % len(self.gauntlet)

    def seat_of(self, index: int) -> PlayerId:
        """The seat the lab's deck takes in game `index`."""
        return PlayerId((index // len(self.gauntlet)) % 2)

    def decks_of(self, index: int) -> tuple[Deck, Deck]:
        """Both decks of game `index`, in seat order."""
        other = self.gauntlet[self.opponent_of(index)]
        return (self.deck, other) if self.seat_of(index) == 0 else (other, self.deck)

    def bot_kinds_of(self, index: int) -> tuple[str, str]:
        """Both bots of game `index`, in seat order."""
        return self.bots if self.seat_of(index) == 0 else (self.bots[1], self.bots[0])


@dataclass(frozen=True)
class LabGame:
    """One lab game, from the lab deck's side: how it went, and its cards drawn and played (card id, times)."""

    index: int
    seed: str
    opponent: int
    seat: PlayerId
    first: bool | None  # the lab deck took the first turn (None: the game never reached a turn)
    result: str  # WON, LOST, DRAW, UNFINISHED or ERROR
    turns: int
    actions: int
    reason: str
    drawn: tuple[tuple[str, int], ...] = ()
    played: tuple[tuple[str, int], ...] = ()
    error: str = ""  # the fault behind an ERROR, for the report (never shown raw as a message)


class _Watch:
    """Follows a game from the lab deck's seat: who went first, the cards it drew and played."""

    def __init__(self, seat: PlayerId) -> None:
        self.seat = seat
        self.first: bool | None = None
        self.drawn: Counter[str] = Counter()
        self.played: Counter[str] = Counter()

    def before(self, game: Game, action: Action) -> None:
        """A move of the lab deck's own that uses a card from its hand plays that card."""
        if action.player != self.seat or action.card is None or action.kind in A.ANSWER_KINDS:
            return
        card = game.state.cards.get(action.card)
        if card is not None and card.zone.name == HAND and card.owner == self.seat:
            self.played[card.card_id] += 1

    def saw(self, events: Sequence[Event]) -> None:
        for event in events:
            if event.kind == "turn" and self.first is None and event.player is not None:
                self.first = event.player == self.seat
            elif event.kind == "move" and event.card_id is not None and event.src is not None:
                dst = event.dst
                if event.src.name == DECK and dst is not None and dst.name == HAND and dst.owner == self.seat:
                    self.drawn[event.card_id] += 1


def failed_games(plan: LabPlan, indices: Sequence[int], reason: str) -> list[LabGame]:
    """Games that could not be played at all (their worker was lost), each counted as an ERROR with `reason`."""
    return [
        LabGame(index, plan.game_seed(index), plan.opponent_of(index), plan.seat_of(index), None, ERROR, 0, 0,
                reason, error=reason)
        for index in indices
    ]  # fmt: skip


def play_lab_game(
    plan: LabPlan, index: int, ruleset: Ruleset, database: CardDatabase, *, keep: list[Action] | None = None
) -> LabGame:
    """Play game `index` of the plan. Any fault (a deck the rules refuse, an engine or bot failure) ends the game
    as an ERROR with its reason; it never escapes. `keep` receives every applied action (to write a replay)."""
    seed, seat = plan.game_seed(index), plan.seat_of(index)
    kinds = plan.bot_kinds_of(index)
    watch = _Watch(seat)
    applied = 0

    def ended(result: str, reason: str, game: Game | None, error: str = "") -> LabGame:
        return LabGame(
            index, seed, plan.opponent_of(index), seat, watch.first, result, game.state.turn if game else 0,
            applied, reason, tuple(sorted(watch.drawn.items())), tuple(sorted(watch.played.items())), error,
        )  # fmt: skip

    game: Game | None = None
    try:
        decks = plan.decks_of(index)
        game = Game.new(ruleset, database, decks, seed)
        bots = [
            make_bot(kind, ruleset, database, f"{seed}:{player}", plan.search_playouts)
            for player, kind in enumerate(kinds)
        ]
        watch.saw(game.last_events)
        while game.outcome is None and applied < plan.max_actions:
            decision = game.decision
            if decision is None:
                return ended(ERROR, "The game stopped with nobody to act.", game, "no decision")
            bot = bots[decision.player]
            if isinstance(bot, SearchBot):  # both decks were picked by the lab's user: both lists are public
                action = bot.decide(information_set(game, decision.player, decks), game.legal_actions())
            else:
                with game.frozen_effects():
                    view, legal = game.view(decision.player), game.legal_actions()
                action = bot.choose(view, legal)
            watch.before(game, action)
            watch.saw(game.apply(action))
            applied += 1
            if keep is not None:
                keep.append(action)
    except InternalError as fault:
        return ended(ERROR, fault.reason, game, fault.detail)
    except RulesError as fault:  # a deck the rules refuse, a bot's illegal move
        return ended(ERROR, fault.reason, game, f"rule {fault.rule}: {fault.reason}")
    except Exception as fault:  # a lab counts a failing game and goes on: never one game ends the run
        return ended(ERROR, f"The game failed: {type(fault).__name__}.", game, f"{type(fault).__name__}: {fault}")
    outcome = game.outcome
    if outcome is None:
        return ended(UNFINISHED, f"Stopped after {plan.max_actions} actions.", game)
    result = DRAW if outcome.winner is None else WON if outcome.winner == seat else LOST
    return ended(result, outcome.reason, game)


def deck_cards(deck: Deck, ruleset: Ruleset, database: CardDatabase) -> list[tuple[str, str, int]]:
    """The deck's different cards that start in its deck zone (those that can be drawn), in file order: card id,
    name (the id when unknown) and copies."""
    drawable = {section.name for section in ruleset.deck_sections if section.zone == DECK}
    copies: Counter[str] = Counter()
    for section, entries in deck.sections.items():
        for entry in entries if section in drawable else ():
            copies[entry.card] += entry.count
    return [(card, database.get(card).name if card in database else card, count) for card, count in copies.items()]
