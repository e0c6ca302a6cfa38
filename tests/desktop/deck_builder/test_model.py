"""The deck builder's models without widgets: search and facets, the draft's sections, the statistics."""

from __future__ import annotations

from desktop.deck_builder.draft import DeckDraft, section_label
from desktop.deck_builder.search import CardQuery, facets_for, search
from desktop.deck_builder.stats import deck_statistics
from engine.formats.cards import CardDatabase, CardDefinition, CardSet
from engine.formats.decks import Deck, DeckEntry


def card(card_id: str, name: str, category: str = "character", **fields) -> CardDefinition:
    return CardDefinition(id=card_id, name=name, category=category, set_id="T1", **fields)


CARDS = (
    card("T1-L01", "Cap Ada", "leader", colors=("red",), power=5000, stats={"life": 5}),
    card("T1-001", "Deck Hand", colors=("red",), cost=1, power=2000, traits=("Crew",), keywords=("rush",)),
    card("T1-002", "Gunner", colors=("red", "green"), cost=3, power=4000, text="When played: draw a card."),
    card("T1-003", "Big Wave", "event", colors=("green",), cost=2, keywords=("counter",)),
    card("T1-010", "Seer", colors=("green",), cost=10, power=1000),
    card("T1-DON", "DON!!", "don"),
)
DATABASE = CardDatabase("test", [CardSet(ruleset="test", set_id="T1", name="Test", cards=CARDS)])


def ids(cards):
    return [c.id for c in cards]


def test_words_search_name_text_and_number_all_at_once():
    assert ids(search(DATABASE, CardQuery("gunner"))) == ["T1-002"]
    assert ids(search(DATABASE, CardQuery("DRAW card"))) == ["T1-002"]  # every word, anywhere, any case
    assert ids(search(DATABASE, CardQuery("t1-00"))) == ["T1-001", "T1-002", "T1-003"]
    assert ids(search(DATABASE, CardQuery("draw seer"))) == []


def test_facets_offer_what_the_cards_have_in_a_sensible_order():
    facets = {facet.key: facet for facet in facets_for(DATABASE)}
    assert "level" not in facets  # no card has a level
    assert facets["cost"].options(DATABASE.cards()) == ["1", "2", "3", "10"]  # numbers in numeric order
    assert facets["color"].options(DATABASE.cards()) == ["green", "red"]
    assert facets["keyword"].show("double_attack") == "Double Attack"
    query = CardQuery("", {"color": "green", "category": "character"})
    assert ids(search(DATABASE, query, facets.values())) == ["T1-002", "T1-010"]
    assert ids(search(DATABASE, CardQuery("", {"trait": "Crew"}), facets.values())) == ["T1-001"]


def test_draft_puts_cards_where_their_category_belongs_and_round_trips():
    draft = DeckDraft("test", ["leader", "main", "don"], "Mine")
    assert draft.add(DATABASE.get("T1-L01")) == "leader"
    assert draft.add(DATABASE.get("T1-DON"), 10) == "don"
    draft.add(DATABASE.get("T1-001"), 3)
    draft.add(DATABASE.get("T1-002"))
    draft.add(DATABASE.get("T1-001"))
    assert draft.sections["main"] == {"T1-001": 4, "T1-002": 1}
    draft.remove("T1-002", "main")
    draft.remove("T1-001", "main", 1_000)
    assert draft.sections["main"] == {} and draft.total() == 11
    deck = draft.to_deck()
    assert deck.sections["main"] == ()
    again = DeckDraft.from_deck(deck, ["leader", "main", "don"])
    assert again.to_deck() == deck
    single = DeckDraft("test", ["main"])
    assert single.add(DATABASE.get("T1-L01")) == "main"  # a game with one section takes everything there
    odd = Deck(ruleset="test", name="Odd", sections={"side": (DeckEntry(card="T1-001", count=2),)})
    assert list(DeckDraft.from_deck(odd, ["main"]).sections) == ["main", "side"]


def test_section_labels():
    assert section_label("leader", DATABASE) == "Leader"
    assert section_label("main", DATABASE) == "Main deck"
    assert section_label("don", DATABASE) == "DON!! deck"
    assert section_label("side_board", DATABASE) == "Side board"


def test_statistics_of_the_main_deck():
    deck = Deck(
        ruleset="test",
        name="Stats",
        sections={
            "leader": (DeckEntry(card="T1-L01", count=1),),
            "main": tuple(
                DeckEntry(card=card_id, count=count) for card_id, count in (("T1-001", 4), ("T1-002", 2), ("T1-003", 3))
            ),
        },
    )
    curve, colours, categories = deck_statistics(deck, DATABASE)
    assert curve.title == "Cost curve"
    assert curve.bars == (("0", 0), ("1", 4), ("2", 3), ("3", 2))
    assert colours.bars == (("Red", 6), ("Green", 5))  # the two-coloured Gunner counts for both
    assert categories.bars == (("Character", 6), ("Event", 3))
    assert curve.total == 9
