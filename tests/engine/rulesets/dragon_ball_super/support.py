"""Dragon Ball Super test support: the sample set, the starter decks, and positions built card by card."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from engine.actions import Action
from engine.formats.cards import CardDatabase
from engine.formats.decks import Deck
from engine.game import Game
from engine.ids import CardId, InstanceId, PlayerId, ZoneRef
from engine.rulesets.dragon_ball_super import build_ruleset
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.ruleset import DragonBallRuleset
from tests.support.card_sets import read_card_file, read_deck_file

ROOT = Path(__file__).resolve().parents[4]
STARTERS = ("ember-rush", "tidewall-control")
P1, P2 = PlayerId(0), PlayerId(1)


@cache
def ruleset() -> DragonBallRuleset:
    return build_ruleset()


@cache
def database() -> CardDatabase:
    return read_card_file("dragon-ball-super", ROOT / "assets" / "cards" / "dragon-ball-super-sample.json")


@cache
def starter(name: str) -> Deck:
    return read_deck_file(ROOT / "decks" / f"dragon-ball-super-{name}.json", database())


def new_game(seed: str = "t", decks: tuple[str, str] = STARTERS) -> Game:
    return Game.new(ruleset(), database(), (starter(decks[0]), starter(decks[1])), seed)


def play(game: Game, kind: str, player: PlayerId | None = None, **fields: object) -> None:
    decision = game.decision
    assert decision is not None
    game.apply(Action(kind, decision.player if player is None else player, **fields))  # type: ignore[arg-type]


def choose(game: Game, *picks: int) -> None:
    decision = game.decision
    assert decision is not None
    game.apply(Action("choose", decision.player, picks=tuple(picks)))


def pass_(game: Game) -> None:
    decision = game.decision
    assert decision is not None
    game.apply(Action("pass", decision.player))


def to_main(game: Game, *, charge: bool = False) -> None:
    """Answer every question (keep hands, no charge unless `charge`) until a Main Phase window opens."""
    for _ in range(40):
        decision = game.decision
        assert decision is not None
        if decision.context == "main":
            return
        if decision.context == "charge" and charge and decision.options:
            choose(game, decision.options[0])
        elif decision.kind.value == "choose":
            choose(game, *decision.options[: decision.minimum])
        else:
            pass_(game)
    raise AssertionError("no Main Phase window")


def to_turn(game: Game, turn: int) -> None:
    """End Main Phases until turn `turn`'s Main Phase window."""
    to_main(game)
    while game.state.turn < turn:
        pass_(game)
        to_main(game)


def put(game: Game, card: str, zone: str, player: PlayerId, *, rest: bool = False) -> InstanceId:
    """A new card straight into a zone (a scenario's position): of the sample set by its number ("029"), any other
    by its id ("RT-WATCH")."""
    card_id = card if "-" in card else f"DBP1-{card}"
    return game.create_card(CardId(card_id), player, ZoneRef(zone, player), orientation=Z.REST if rest else Z.ACTIVE)


def energy(game: Game, player: PlayerId, *cards: str) -> list[InstanceId]:
    return [put(game, c, Z.ENERGY, player) for c in cards]


def clear(game: Game, zone: str, player: PlayerId) -> None:
    """Move every card of a zone to its owner's warp (keeps the game's card count; a scenario's blank slate)."""
    for iid in list(game.zone(Z.ref(zone, player))):
        game.move(iid, Z.ref(Z.WARP, player))


def turn_player(game: Game) -> PlayerId:
    return game.state.turn_player


def scenario(
    seed: str = "scenario", *, turn: int = 2, cards: CardDatabase | None = None
) -> tuple[Game, PlayerId, PlayerId]:
    """A game at `turn`'s Main Phase (the second: attacks allowed), both hands, Battle Areas and energy emptied (moved
    to the Warp): tests put exactly the cards they need, from `cards` (the sample set unless said). Returns the game,
    the turn player and the other player."""
    game = Game.new(ruleset(), cards or database(), (starter(STARTERS[0]), starter(STARTERS[1])), seed)
    to_turn(game, turn)
    me = game.state.turn_player
    other = PlayerId(1 - me)
    for player in (me, other):
        for zone in (Z.HAND, Z.BATTLE, Z.ENERGY):
            clear(game, zone, player)
    return game, me, other


def act(game: Game, kind: str, **fields: object) -> None:
    """The turn player's (or the deciding player's) action, checked by the engine."""
    play(game, kind, **fields)


def refusal(game: Game, kind: str, player: PlayerId, **fields: object) -> str | None:
    """The rule number a refused action cites (None: legal)."""
    error = game.check(Action(kind, player, **fields))  # type: ignore[arg-type]
    return None if error is None else error.rule


def leader(game: Game, player: PlayerId) -> InstanceId:
    return game.zone(Z.ref(Z.LEADER, player))[0]


def pass_until(game: Game, context: str, limit: int = 20) -> None:
    """Pass every window (and answer every choice with its first options) until a decision of `context`."""
    for _ in range(limit):
        decision = game.decision
        assert decision is not None
        if decision.context == context:
            return
        if decision.kind.value == "choose":
            choose(game, *decision.options[: max(decision.minimum, 0)])
        else:
            pass_(game)
    raise AssertionError(f"no {context} decision")


SHOWCASE_ADDS = (
    {"DBP1-090": 1, "DBP1-093": 1, "DBP1-101": 1, "DBP1-103": 1, "DBP1-104": 1, "DBP1-106": 1, "DBP1-074": 1,
     "DBP1-112": 1, "DBP1-099": 1, "DBP1-098": 1},
    {"DBP1-091": 1, "DBP1-092": 1, "DBP1-094": 1, "DBP1-095": 1, "DBP1-096": 1, "DBP1-097": 1, "DBP1-100": 1,
     "DBP1-102": 1, "DBP1-105": 1, "DBP1-108": 1},
)  # fmt: skip
"""Keyword cards added to the two starter decks (50 + 10 = 60 cards) so that bot games meet every keyword."""


@cache
def showcase(index: int) -> Deck:
    """Starter deck `index` with `SHOWCASE_ADDS[index]`: a legal 60-card deck."""
    from engine.formats.decks import DeckEntry

    deck = starter(STARTERS[index])
    counts = {entry.card: entry.count for entry in deck.sections["main"]}
    for card, count in SHOWCASE_ADDS[index].items():
        counts[card] = counts.get(card, 0) + count
    main = tuple(DeckEntry(card=card, count=n) for card, n in counts.items())
    return deck.model_copy(update={"sections": {**deck.sections, "main": main}})
