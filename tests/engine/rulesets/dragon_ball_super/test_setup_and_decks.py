"""Deck construction (5-1), preparation (5-2-1) and the Charge Phase (6-2)."""

from __future__ import annotations

from engine.formats.decks import Deck, DeckEntry
from engine.game import DeckRejected, Game
from engine.rulesets.dragon_ball_super import zones as Z
from engine.rulesets.dragon_ball_super.phases import charge
from tests.engine.rulesets.dragon_ball_super import support as S


def _deck(main: dict[str, int], leader: str = "DBP1-L01") -> Deck:
    base = S.starter("ember-rush")
    entries = tuple(DeckEntry(card=c, count=n) for c, n in main.items())
    return base.model_copy(update={"sections": {"leader": (DeckEntry(card=leader, count=1),), "main": entries}})


FILLER = [f"DBP1-{n}" for n in ("001", "002", "003", "005", "006", "007", "008", "009", "011", "013", "014", "015",
                                 "016", "017", "018", "019", "020")]  # fmt: skip
"""Cards with no deck-construction keyword."""


def _plain(total: int) -> dict[str, int]:
    """`total` cards of FILLER, 4 per card number."""
    main: dict[str, int] = {}
    for card in FILLER:
        if total <= 0:
            break
        main[card] = min(4, total)
        total -= main[card]
    return main


def _rules(deck: Deck) -> list[str]:
    return [p.rule for p in S.ruleset().validate_deck(deck, S.database())]


def test_starter_decks_are_legal_5_1():
    for name in S.STARTERS:
        assert S.ruleset().validate_deck(S.starter(name), S.database()) == []


def test_deck_size_50_to_60_5_1_3():
    assert _rules(_deck({"DBP1-001": 4, "DBP1-002": 4})) == ["5-1-3"]
    assert _rules(_deck(_plain(50))) == [] and _rules(_deck(_plain(60))) == []
    assert _rules(_deck(_plain(49))) == ["5-1-3"] and _rules(_deck(_plain(61))) == ["5-1-3"]


def test_four_copies_per_card_number_5_1_3_1():
    assert _rules(_deck(_plain(48) | {"DBP1-029": 2})) == []
    assert _rules(_deck(_plain(48) | {"DBP1-001": 5, "DBP1-029": 1})) == ["5-1-3-1"]


def test_permanent_you_can_include_replaces_the_limit_5_1_3_2():
    main = _plain(42) | {"DBP1-027": 8}
    assert _rules(_deck(main)) == []
    assert _rules(_deck(main | {"DBP1-027": 9})) == ["5-1-3-2"]


def test_ultimate_super_combo_and_dragon_ball_limits_10_14_10_17_10_31():
    base = _plain(40)
    assert _rules(_deck(base | {"DBP1-010": 1, "DBP1-029": 4, "DBP1-030": 4, "DBP1-031": 1})) == []
    assert _rules(_deck(base | {"DBP1-010": 2, "DBP1-029": 4, "DBP1-030": 4})) == ["10-14-1"]
    assert _rules(_deck(base | {"DBP1-023": 4, "DBP1-029": 4, "DBP1-030": 2})) == []  # 4 [Super Combo] is fine
    assert _rules(_deck(base | {"DBP1-026": 7, "DBP1-029": 3})) == []  # 7 copies of one [Dragon Ball]
    assert _rules(_deck(base | {"DBP1-026": 8, "DBP1-029": 2})) == ["10-31-1"]


def test_leader_outside_the_deck_and_battle_extra_unison_only_5_1_2():
    main = _plain(50)
    assert "5-1-2" in _rules(_deck(main, leader="DBP1-001"))
    assert "5-2-1-2" in _rules(_deck(main, leader="DBP1-L01A"))
    assert "5-1-3" in _rules(_deck(main | {"DBP1-L02": 1}))


def test_an_illegal_deck_is_refused_when_the_game_starts_5_2_1_1():
    bad = _deck({"DBP1-001": 4})
    try:
        Game.new(S.ruleset(), S.database(), (bad, S.starter("tidewall-control")), "x")
    except DeckRejected as error:
        assert error.rule == "5-1-3"
    else:
        raise AssertionError("an illegal deck was accepted")


def test_setup_random_first_player_six_cards_one_redraw_eight_life_5_2_1():
    firsts = set()
    for seed in "abcdefghijklmnop":
        game = S.new_game(seed)
        decision = game.decision
        assert decision is not None and decision.context == "redraw"
        first = game.state.vars["first_player"]
        firsts.add(first)
        assert decision.player == first  # 5-2-1-6: the starting player redraws first
        for player in (S.P1, S.P2):
            assert len(game.zone(Z.ref(Z.HAND, player))) == 6
            assert len(game.zone(Z.ref(Z.LEADER, player))) == 1
    assert firsts == {0, 1}  # 5-2-1-5: random, nobody chooses


def test_redraw_returns_and_draws_the_same_number_then_8_life_5_2_1_6_1_5_2_1_7():
    game = S.new_game("redraw")
    first = game.decision.player
    hand = list(game.zone(Z.ref(Z.HAND, first)))
    S.choose(game, *hand[:2])
    assert len(game.zone(Z.ref(Z.HAND, first))) == 6
    S.choose(game)  # the second player keeps
    for player in (S.P1, S.P2):
        assert len(game.zone(Z.ref(Z.LIFE, player))) == 8
        assert len(game.zone(Z.ref(Z.DECK, player))) == 50 - 6 - 8


def test_first_player_does_not_draw_but_may_charge_on_turn_one_6_2_3_6_2_5():
    game = S.new_game("charge")
    S.choose(game)
    S.choose(game)
    first = game.state.turn_player
    assert game.decision.context == "charge"
    assert len(game.zone(Z.ref(Z.HAND, first))) == 6
    card = game.decision.options[0]
    S.choose(game, card)
    assert len(game.zone(Z.ref(Z.ENERGY, first))) == 1
    assert game.decision.context == "main"
    S.pass_(game)
    S.to_main(game)
    second = game.state.turn_player
    assert second != first and len(game.zone(Z.ref(Z.HAND, second))) == 7  # the second player draws (6-2-3)


def test_energy_exhaust_card_enters_the_energy_area_rested_10_34_1():
    game = S.new_game("exhaust")
    S.choose(game)
    S.choose(game)
    player = game.state.turn_player
    tessa = S.put(game, "017", Z.HAND, player)
    charge(game, tessa)
    energy = game.zone(Z.ref(Z.ENERGY, player))
    assert len(energy) == 1 and game.card(energy[0]).orientation == Z.REST


def test_energy_exhaust_from_the_deck_by_a_skill_enters_rested_too_10_34_1():
    game, me, _ = S.scenario()
    plain = S.put(game, "001", Z.DECK, me)
    tessa = S.put(game, "017", Z.DECK, me)  # [Energy-Exhaust], now the top card
    S.energy(game, me, "017", "017", "017")
    S.act(game, "use_extra", card=S.put(game, "065", Z.HAND, me))  # the top 2 cards into the Energy Area
    energy = {game.card(c).card_id: game.card(c).orientation for c in game.zone(Z.ref(Z.ENERGY, me))[-2:]}
    assert energy == {"DBP1-017": Z.REST, "DBP1-001": Z.ACTIVE}
    assert plain not in game.state.cards and tessa not in game.state.cards  # both moved (new objects)


def test_starter_decks_round_trip_through_a_text_deck_list_5_1():
    from engine.formats.decks import format_deck_list, import_deck

    for name in S.STARTERS:
        deck = S.starter(name)
        result = import_deck(format_deck_list(deck, S.database()), "dragon-ball-super", S.database(), name)
        assert result.problems == ()
        assert S.ruleset().validate_deck(result.deck, S.database()) == []
        assert result.deck.card_ids("main") == deck.card_ids("main")
        assert result.deck.card_ids("leader") == deck.card_ids("leader")


def test_a_leaders_permanent_starting_life_replaces_the_8_5_2_1_7_1():
    from engine.formats.cards import CardDefinition, CardSet

    stats = {"characters": ["Sage"], "awakened": "DBP1-L01A", "life": 10}
    leader = CardDefinition(id="SL-1", name="Long Life Sage", category="leader", colors=["green"], power=10000,
                            stats=stats, set_id="SL")  # fmt: skip
    database = S.database().extended([CardSet(ruleset="dragon-ball-super", set_id="SL", name="SL", cards=(leader,))])
    deck = S.starter("ember-rush")
    mine = deck.model_copy(update={"sections": {**deck.sections, "leader": (DeckEntry(card="SL-1", count=1),)}})
    game = Game.new(S.ruleset(), database, (mine, S.starter("tidewall-control")), "life")
    S.choose(game)
    S.choose(game)
    assert len(game.zone(Z.ref(Z.LIFE, S.P1))) == 10 and len(game.zone(Z.ref(Z.LIFE, S.P2))) == 8
