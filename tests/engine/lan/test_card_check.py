"""Both LAN peers must hold the same cards: when the card data differ, the refusal names the sets and the cards."""

from engine.formats.cards import CardDatabase, CardDefinition, CardSet
from engine.lan import GuestConfig, HandshakeRefused
from engine.lan.card_check import MAX_NAMED, card_differences
from tests.engine.lan.pair import DATE, Pair, contribution, skirmish


def _changed_database() -> tuple[CardDatabase, CardDefinition, CardDefinition]:
    """The skirmish cards with one card's power changed, one card missing, and an extra set."""
    _, database, _, _ = skirmish()
    (base,) = database.card_sets
    cards = list(base.cards)
    cards[0] = cards[0].model_copy(update={"power": (cards[0].power or 0) + 1000})
    removed = cards.pop(1)
    stowaway = CardDefinition(id="XT-001", name="Stowaway", category=removed.category, set_id="XTRA")
    extra = CardSet(ruleset=base.ruleset, set_id="XTRA", name="Extra", cards=(stowaway,))
    return CardDatabase(database.ruleset, [base.model_copy(update={"cards": tuple(cards)}), extra]), cards[0], removed


def test_the_refusal_names_the_sets_and_cards_that_differ():
    ruleset, database, _, deck = skirmish()
    guest_db, changed, removed = _changed_database()
    config = GuestConfig(ruleset, guest_db, deck, "Gus", "test", contribution("guest"), DATE)
    pair = Pair.make(guest_config=config)
    pair.connect()
    (notice,) = [n for n in pair.guest_notices if isinstance(n, HandshakeRefused)]
    set_id = database.card_sets[0].set_id
    assert notice.differences[0].startswith("card data: the host's cards (")
    assert notice.differences[1:] == (
        f"card set {set_id}: only the host has {removed.id}",
        f"card set {set_id}: {changed.id} differ (import the same version of the set)",
        "card set XTRA: only the guest has it (1 cards)",
    )


def test_long_lists_are_cut_with_a_count():
    _, database, _, _ = skirmish()
    mine = database.card_digests()
    theirs = {card_id: "0" * 16 for card_id in mine}
    sets = {card.id: card.set_id for card in database.cards()}
    (line,) = card_differences(database, theirs, sets)
    assert line.endswith(f"and {len(mine) - MAX_NAMED} more differ (import the same version of the set)")
    assert card_differences(database, {}, {}) == []  # an older guest sent no card list: the digest line says it all
    assert card_differences(database, mine, sets) == []
