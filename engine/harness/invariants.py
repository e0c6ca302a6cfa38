"""The kernel's invariants, checked after every action of a test game."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.decisions import DecisionKind
from engine.events import seat_mask
from engine.game import Game
from engine.ids import PLAYERS, CardId, PlayerId
from engine.rng import Rng
from engine.ruleset import legal_lister

if TYPE_CHECKING:
    from engine.harness.runner import GameRecord

LEGAL_ACTIONS_TRIED = 12


class InvariantError(AssertionError):
    """A broken kernel invariant, with what broke."""


def check_invariants(game: Game, *, initial_cards: Counter[PlayerId] | None = None) -> None:
    """Every invariant of one position; raises InvariantError naming the first broken one."""
    check_zones_consistent(game)
    check_cards_in_order(game)
    if initial_cards is not None:
        check_cards_conserved(game, initial_cards)
    check_round_trip(game)
    check_views_leak_nothing(game)
    check_legal_actions_apply(game)
    check_listings(game)


def invariant_checker(*, full: bool = True) -> Callable[[Game], None]:
    """An `after_each` for `play_game`: every invariant (`full`), or only the cheap ones (zones
    consistent, cards conserved), counting cards from the first position it sees."""
    initial: Counter[PlayerId] = Counter()

    def after_each(game: Game) -> None:
        if not initial:
            initial.update(card_counts(game))
        if full:
            check_invariants(game, initial_cards=initial)
        else:
            check_zones_consistent(game)
            check_cards_in_order(game)
            check_cards_conserved(game, initial)

    return after_each


def card_counts(game: Game) -> Counter[PlayerId]:
    """Cards per owner, not counting tokens (category "token"), which effects create."""
    return Counter(
        card.owner for card in game.state.cards.values() if game.database.get(card.card_id).category != "token"
    )


def check_zones_consistent(game: Game) -> None:
    """Each card lies in exactly one place, and that place says so."""
    state = game.state
    seen: set[int] = set()
    for ref, ids in state.zones.items():
        for iid in ids:
            if iid in seen:
                raise InvariantError(f"card {iid} is in two places")
            seen.add(iid)
            card = state.cards.get(iid)
            if card is None or card.zone != ref or card.attached_to is not None:
                raise InvariantError(f"zone {ref} lists card {iid}, which is not there")
            capacity = game.ruleset.zone_spec(ref.name).capacity
            if capacity is not None and len(ids) > capacity:
                raise InvariantError(f"zone {ref} holds {len(ids)} cards, over its capacity {capacity}")
    for iid, card in state.cards.items():
        if card.attached_to is not None:
            host = state.cards.get(card.attached_to)
            if host is None or iid not in host.attached or card.zone != host.zone:
                raise InvariantError(f"card {iid} is attached to {card.attached_to}, which does not hold it")
            seen.add(iid)
    if seen != set(state.cards):
        raise InvariantError(f"cards in no zone: {sorted(set(state.cards) - seen)}")


def check_cards_in_order(game: Game) -> None:
    """The state keeps its cards in the order of their instance ids: a card enters `GameState.cards` only with a new,
    higher id (`TableOps.create_card`, `TableOps.move`; `GameState.new_id`), a card moved as the same object keeps its
    place, and a restored state lists them sorted (`GameState.from_data`). A view that finds a few cards in their
    zones rather than looking through every card puts them in that order (ONE PIECE's DON!! given)."""
    ids = list(game.state.cards)
    if ids != sorted(ids):
        raise InvariantError(f"the state keeps its cards out of instance-id order: {ids}")


def check_cards_conserved(game: Game, initial: Counter[PlayerId]) -> None:
    now = card_counts(game)
    for player in PLAYERS:
        if now[player] != initial[player]:
            raise InvariantError(f"player {player + 1} had {initial[player]} cards, now {now[player]}")


def check_round_trip(game: Game) -> None:
    snapshot = game.snapshot()
    restored = Game.restore(game.ruleset, game.database, snapshot)
    if restored.snapshot() != snapshot or restored.state_hash() != game.state_hash():
        raise InvariantError("snapshot/restore does not round-trip")


def scrambled(game: Game, viewer: PlayerId | None, seed: str) -> Game:
    """A copy where every card hidden from `viewer` has swapped identity with another hidden one."""
    copy = game.copy()
    bit = 0 if viewer is None else seat_mask(viewer)
    hidden = [card for card in copy.state.cards.values() if not (copy.can_see(viewer, card.iid) or card.known_to & bit)]
    identities: list[CardId] = [card.card_id for card in hidden]
    Rng.from_seed(seed).shuffle(identities)
    for card, identity in zip(hidden, identities, strict=True):
        card.card_id = identity
    return copy


def check_views_leak_nothing(game: Game) -> None:
    """A view must not change when anything its viewer may not know is changed."""
    viewers: tuple[PlayerId | None, ...] = (*PLAYERS, None)
    for viewer in viewers:
        view = game.view(viewer)
        for attempt in range(2):
            other = scrambled(game, viewer, f"{game.state.actions_applied}:{viewer}:{attempt}")
            if other.view(viewer) != view:
                raise InvariantError(f"the view of {viewer} depends on cards hidden from it")


def check_legal_actions_apply(game: Game) -> None:
    """Every listed legal action is accepted by check() and applies without error."""
    legal = game.legal_actions()
    step = max(1, len(legal) // LEGAL_ACTIONS_TRIED)
    for action in legal[::step]:
        error = game.check(action)
        if error is not None:
            raise InvariantError(f"legal action {action!r} is refused: {error}")
        try:
            game.copy().apply(action)
        except Exception as exc:
            raise InvariantError(f"legal action {action!r} failed to apply: {exc!r}") from exc


def check_listings(game: Game) -> None:
    """In an act-or-pass window, each action rule that lists its legal actions at once (engine.ruleset.ListsLegal)
    lists exactly its candidates that `check` accepts, in the same order: the fast listing may never offer a move
    `apply` refuses, nor leave out one it accepts."""
    decision = game.decision
    if decision is None or decision.kind is not DecisionKind.ACT or game.outcome is not None:
        return
    for kind in decision.allowed:
        rule = game.ruleset.action_rules[kind]
        lister = legal_lister(rule)
        if lister is None:
            continue
        with game.frozen_effects():
            listed = list(lister(game, decision.player))
            checked = [a for a in rule.candidates(game, decision.player) if rule.check(game, a) is None]
        if listed != checked:
            extra = [a for a in listed if a not in checked]
            missing = [a for a in checked if a not in listed]
            raise InvariantError(
                f"the {kind} listing differs from its checked candidates: listed but refused {extra!r}, "
                f"accepted but not listed {missing!r}" + ("" if extra or missing else " (same actions, other order)")
            )


def check_replay(ruleset_game: Game, record: GameRecord) -> None:
    """Replaying the log from the same seed reproduces every recorded state hash."""
    replay = Game.new(ruleset_game.ruleset, ruleset_game.database, record.decks, record.seed)
    for index, (action, expected) in enumerate(zip(record.actions, record.hashes, strict=True)):
        replay.apply(action)
        if replay.state_hash() != expected:
            raise InvariantError(f"replay diverges at action {index}: {action!r}")
