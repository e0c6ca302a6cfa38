"""A seat's information set (the game as that seat may know it) and full games sampled from it."""

from __future__ import annotations

import marshal
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.game import Game
from engine.ids import PLAYERS, CardId, InstanceId, PlayerId
from engine.rng import SHUFFLE_KEY, Rng
from engine.state import GameState

if TYPE_CHECKING:
    from engine.formats.cards import CardDatabase
    from engine.formats.decks import Deck
    from engine.ruleset import Ruleset
    from engine.views import View

HIDDEN = CardId("")
"""The identity every card hidden from the seat has in an information set: none."""


@dataclass(frozen=True)
class InformationSet:
    """What one seat knows when it must decide, and nothing more.

    `data` is the game's snapshot with the identity of every card hidden from the seat blanked (the very cards
    the harness's `scrambled` swaps: not visible to it where they lie, not known to it), the random generator
    and any shuffle key removed; the rest (zones and counts, instance ids, the procedures under way, lasting
    effects) is public. `hidden` lists each owner's blanked cards and `pools` the identities they may have
    (sorted, so sampling is deterministic); where `exact` the pool is the owner's decklist less every card of
    theirs the seat can see (so the sampled cards are a permutation of the true ones), elsewhere it is a guess
    drawn from with replacement (see `information_set`).
    """

    seat: PlayerId
    view: View
    data: bytes
    hidden: tuple[tuple[InstanceId, ...], ...]
    pools: tuple[tuple[CardId, ...], ...]
    exact: tuple[bool, ...]
    keyed: bool

    def sample(self, ruleset: Ruleset, database: CardDatabase, rng: Rng) -> Game:
        """One full game consistent with what the seat knows (a determinization): every blanked card gets an
        identity from its owner's pool, and the game a random generator (and shuffle key) of `rng`'s."""
        state = GameState.from_data(marshal.loads(self.data))
        for owner in PLAYERS:
            hidden, pool = self.hidden[owner], list(self.pools[owner])
            if not hidden:
                continue
            if self.exact[owner]:
                rng.shuffle(pool)
            for index, iid in enumerate(hidden):
                exact = self.exact[owner] and index < len(pool)
                state.cards[iid].card_id = pool[index] if exact else pool[rng.below(len(pool))]
        state.rng = Rng.from_seed(f"{rng.next64():016x}").state()
        if self.keyed:
            state.vars[SHUFFLE_KEY] = "".join(f"{rng.next64():016x}" for _ in range(4))
        return Game(ruleset, database, state)


def information_set(game: Game, seat: PlayerId, decks: tuple[Deck | None, Deck | None]) -> InformationSet:
    """The information set of `seat` now. `decks[seat]` (its own decklist) is required; the opponent's decklist is
    given only where both are public (a local game, whose start screen shows both decks), else None.

    With a decklist, an owner's hidden cards are sampled from that list less every card of theirs the seat can
    see: exactly the cards they may be. Without one (the opponent's list is secret), each of the opponent's hidden
    cards is drawn from the cards they have shown in zones that do not hold a face-up deck section (their leader
    is not a card of their deck; tokens are not either), or from the seat's own decklist while they have shown
    nothing: a fair guess from what the seat has seen, never from the opponent's real cards.
    """
    own = decks[seat]
    if own is None:
        raise ValueError("a seat always knows its own decklist")
    data = game.snapshot()
    data.pop("rng")
    data["rng"] = [1, 0, 0, 0]
    keyed = SHUFFLE_KEY in data["vars"]
    data["vars"].pop(SHUFFLE_KEY, None)
    rows = {row[0]: row for row in data["cards"]}
    hidden: list[list[InstanceId]] = [[], []]
    seen: list[Counter[CardId]] = [Counter(), Counter()]
    shown: list[list[CardId]] = [[], []]
    leader_zones = {section.zone for section in game.ruleset.deck_sections if section.face_up}
    for iid in sorted(game.state.cards):
        card = game.state.cards[iid]
        if game.can_see(seat, iid):
            seen[card.owner][card.card_id] += 1
            if card.zone.name not in leader_zones and game.database.get(card.card_id).category != "token":
                shown[card.owner].append(card.card_id)
        else:
            hidden[card.owner].append(iid)
            rows[iid][1] = HIDDEN
    pools: list[tuple[CardId, ...]] = []
    exact: list[bool] = []
    for owner in PLAYERS:
        deck = decks[owner]
        if deck is not None:
            listed = Counter(_deck_ids(game.ruleset, deck))
            pool = tuple(sorted((listed - seen[owner]).elements()))
            exact.append(bool(pool))
            pools.append(pool or tuple(sorted(listed.elements())))
        else:
            exact.append(False)
            pools.append(tuple(sorted(shown[owner])) or tuple(sorted(_deck_ids(game.ruleset, own, hidden_only=True))))
    return InformationSet(
        seat=seat,
        view=game.view(seat),
        data=marshal.dumps(data),
        hidden=tuple(tuple(cards) for cards in hidden),
        pools=tuple(pools),
        exact=tuple(exact),
        keyed=keyed,
    )


def _deck_ids(ruleset: Ruleset, deck: Deck, *, hidden_only: bool = False) -> list[CardId]:
    """Every card of a decklist, each section in turn (only the face-down sections with `hidden_only`)."""
    return [
        CardId(card_id)
        for section in ruleset.deck_sections
        if not (hidden_only and section.face_up)
        for card_id in deck.card_ids(section.name)
    ]
