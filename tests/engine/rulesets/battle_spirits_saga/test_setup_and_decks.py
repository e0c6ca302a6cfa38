"""Deck construction (5-1), card data checks at load (chapter 2) and preparing to play (5-2)."""

from engine import Action, Game
from engine.formats.cards import CardDatabase, read_card_set
from engine.formats.decks import Deck, DeckEntry
from engine.rulesets.battle_spirits_saga import build_ruleset
from engine.rulesets.battle_spirits_saga import zones as Z
from tests.engine.rulesets.battle_spirits_saga import support as S
from tests.engine.rulesets.battle_spirits_saga.support import plain


def _deck(counts: dict[str, int]) -> Deck:
    entries = tuple(DeckEntry(card=c, count=n) for c, n in counts.items())
    return Deck(name="test", ruleset="battle-spirits-saga", sections={"main": entries})


def _rules(deck: Deck) -> list[str]:
    return [p.rule for p in build_ruleset().validate_deck(deck, S.database())]


def test_sample_set_and_starter_decks_load_clean_and_are_legal_5_1_1_1():
    ruleset = build_ruleset()
    assert ruleset.abilities is not None and ruleset.abilities.validate_database(S.database()) == []
    cards = S.sample_database().cards()
    assert len([c for c in cards if c.category != "token"]) >= 50
    assert len({color for c in cards for color in c.colors}) >= 3
    for name in ("rush", "bastion"):
        assert ruleset.validate_deck(S.starter(name), S.sample_database()) == []


def test_a_deck_has_50_to_60_cards_5_1_1_1():
    assert _rules(_deck({"BSA-001": 4, "BSA-002": 4, "BSA-003": 4, "BSA-025": 4, "BSA-026": 4, "BSA-027": 4,
                         "BSA-028": 4, "BSA-029": 4, "BSA-030": 4, "BSA-031": 4, "BSA-032": 4, "BSA-033": 4,
                         "BSA-034": 1})) == ["5-1-1-1"]  # fmt: skip
    big = {f"BSA-0{n:02d}": 4 for n in range(1, 17)}
    assert len([c for c, n in big.items() for _ in range(n)]) == 64
    assert "5-1-1-1" in _rules(_deck(big))


def test_at_most_four_cards_of_one_name_counting_every_card_number_5_1_1_1_and_2_1_2():
    counts = {f"BSA-0{n:02d}": 4 for n in range(1, 13)} | {"T-5K": 2, "T-5K2": 2}
    assert _rules(_deck(counts)) == []
    counts["T-5K2"] = 3  # the same card name under another number: 5 copies of "Five Thousand"
    assert _rules(_deck(counts)) == ["5-1-1-1"]


def test_tokens_never_go_in_a_deck_4_12_1():
    counts = {f"BSA-0{n:02d}": 4 for n in range(1, 13)} | {"BSA-T01": 2}
    assert _rules(_deck(counts)) == ["4-12-1"]


def _problems(card: dict) -> list[str]:
    result = read_card_set(S.card_set_text([card], "BAD"))
    database = CardDatabase("battle-spirits-saga", [result.card_set])
    language = build_ruleset().abilities
    assert language is not None
    return [str(p) for p in language.validate_database(database)]


def test_card_data_is_checked_at_load_naming_card_and_field_chapter_2():
    assert _problems(plain("X-1", 1, [(1, 1000)])) == []
    assert any("X-2: colors" in p for p in _problems(plain("X-2", 1, [(1, 1000)], color="orange")))
    assert any("X-3: power" in p for p in _problems(plain("X-3", 1, [(1, 1000)], power=1000)))
    assert any("X-4: stats.symbols" in p for p in _problems(plain("X-4", 1, [(1, 1000)], symbols=["red/blue/green"])))
    assert any("X-5: stats.gale" in p for p in _problems(plain("X-5", 1, [(1, 1000)], keywords=["gale"])))
    assert any("X-6: stats.lv2_cores" in p for p in _problems(plain("X-6", 1, [(3, 1000), (2, 2000)])))
    assert any("X-7: stats.lv1_cores" in p for p in _problems({"id": "X-7", "name": "No Levels", "category": "spirit",
                                                                "colors": ["red"], "cost": 1}))  # fmt: skip
    assert any("X-8: keywords" in p for p in _problems(plain("X-8", 1, [(1, 1000)], keywords=["flying"])))
    assert any("X-9: abilities" in p for p in _problems(plain("X-9", 1, [(1, 1000)], abilities=[
        {"kind": "auto", "trigger": {"event": "when_flying"}, "effect": [{"do": "draw"}]}])))  # fmt: skip


def test_setup_life_reserve_soul_core_and_hands_5_2_3_to_5_2_7():
    game = S.new_game()
    assert game.state.pools[Z.void()][Z.CORE] > 0  # 5-2-1: one shared void
    for seat in (0, 1):
        assert S.pool(game, seat, Z.LIFE) == (5, 0)
        assert S.pool(game, seat, Z.RESERVE) == (3, 1)
        assert len(S.zone(game, Z.HAND, seat)) == 4
    first = S.go_first(game)
    assert game.state.vars["first_player"] == first and game.state.turn_player == first
    # both kept: each drew one more (5-2-7); player one has drawn a sixth in their draw step (6-4-2)
    assert len(S.zone(game, Z.HAND, 1 - first)) == 5
    assert len(S.zone(game, Z.HAND, first)) == 6


def test_mulligan_is_once_and_gives_four_cards_without_the_extra_draw_5_2_7():
    game = S.new_game()
    decision = game.decision
    assert decision is not None
    game.apply(Action("choose", decision.player, picks=(0,)))
    first = decision.player
    assert game.decision is not None and game.decision.context == "mulligan" and game.decision.player == first
    game.apply(Action("yes", first))
    assert game.decision is not None and game.decision.player != first  # asked once, then the other player
    game.apply(Action("no", game.decision.player))
    assert len(S.zone(game, Z.HAND, first)) == 5  # 4 after the mulligan, + the draw step
    assert len(S.zone(game, Z.HAND, 1 - first)) == 5
    assert len(S.zone(game, Z.DECK, first)) == 52 - 5  # both starter decks hold 52 cards


def test_the_winner_of_the_draw_may_go_second_5_2_6():
    game = S.new_game("second")
    decision = game.decision
    assert decision is not None and decision.context == "first_or_second" and decision.rule == "5-2-6"
    game.apply(Action("choose", decision.player, picks=(1,)))
    assert game.state.vars["first_player"] == 1 - decision.player


def test_game_new_refuses_an_illegal_deck():
    try:
        Game.new(build_ruleset(), S.database(), (_deck({"BSA-001": 4}), S.starter("rush")), "x")
    except Exception as error:  # DeckRejected
        assert "5-1-1-1" in str(error)
    else:
        raise AssertionError("an illegal deck was accepted")


def test_the_sample_set_has_every_keyword_bursts_main_and_flash_magic_and_double_colour_symbols():
    from engine.rulesets.battle_spirits_saga import carddata as C

    cards = S.sample_database().cards()
    keywords = {k for card in cards for k in card.keywords}
    assert keywords == set(C.KEYWORDS)  # chapter 11, every one
    assert any("/" in s for card in cards for s in card.stats.get("symbols", []))  # 2-8-2-1
    assert sum(1 for card in cards if card.stats.get("reduction")) >= 30  # 2-7
    timings = [{t for a in card.abilities for t in a.get("timing", ())} for card in cards if card.category == "magic"]
    assert {"main", "flash"} in timings and {"main"} in timings and {"flash"} in timings  # 8-1-6-1
    bursts = [c for c in cards if any(a.get("trigger", {}).get("event", "").startswith("burst_") for a in c.abilities)]
    assert len(bursts) >= 4  # 10-9
    assert {len(C.levels(card)) for card in cards if card.category == "spirit"} >= {2, 3}  # 2-10
    assert any(card.category == "nexus" for card in cards)


def test_a_starter_deck_goes_to_text_and_back_unchanged_by_code_and_by_name():
    from engine.formats.decks import format_deck_list
    from engine.formats.decks_import import read_deck_text

    deck = S.starter("rush")
    for names in (None, S.sample_database()):
        text = format_deck_list(deck, names=names)
        result = read_deck_text(text, "battle-spirits-saga", S.sample_database())
        assert not result.problems, result.problems
        assert sorted(result.deck.card_ids("main")) == sorted(deck.card_ids("main"))
        assert build_ruleset().validate_deck(result.deck, S.sample_database()) == []
