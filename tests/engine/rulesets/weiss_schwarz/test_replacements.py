"""Replacement effects (8.2.1.3, 8.10) at the battle's reverse (7.6.1.2), and a win-the-game effect (1.2.5), through
the sample cards CH-025 Steam Shield Warden and LF-025 Grand Finale Fireworks."""

import pytest

from engine import Action, PlayerId
from engine.formats.cards import CardDefinition
from tests.engine.rulesets.weiss_schwarz import support as S


@pytest.fixture
def table():
    """Turn 2's main phase, both stages, clocks and levels empty, plain cards on the decks' tops."""
    game, tp = S.main_phase("replace", turn=2)
    for player in (0, 1):
        S.clear(game, player, "stage", "clock", "level", "climax", "stock")
        S.stack(game, player, *["T-L0"] * 8)  # no climax, no trigger icon
    return game, tp, PlayerId(1 - tp)


def _battle(game, tp, ntp, attacker, *, stock=1):
    """`attacker` frontal-attacks the Warden on the facing position; the defender passes the counter step (and
    the game goes on to the next decision)."""
    warden = S.put(game, ntp, "CH-025", "stage", 2)  # 4500
    for _ in range(stock):
        S.put(game, ntp, "T-L0", "stock", face_up=False)
    S.advance_to(game, "attack")
    S.act(game, "attack", tp, card=attacker, option="frontal")
    S.advance_to(game, "counter")
    S.act(game, "pass", ntp)
    return warden


def test_8_2_1_3_2_the_defender_may_pay_instead_of_being_reversed_7_6_1_2(table):
    game, tp, ntp = table
    attacker = S.put(game, tp, "T-L1", "stage", 2)  # 5000 beats 4500
    warden = _battle(game, tp, ntp, attacker)
    S.advance_until(game, lambda g: g.decision.context == "replacement")
    decision = game.decision
    assert decision.player == ntp and decision.rule == "8.10" and decision.minimum == 0  # 8.10.2: its master
    waiting = len(S.zone(game, "waiting_room", ntp))
    S.act(game, "choose", ntp, picks=(0,))
    assert game.card(warden).orientation == "stand"  # 8.10.1.1: the reverse does not happen at all
    assert len(S.zone(game, "stock", ntp)) == 0 and len(S.zone(game, "waiting_room", ntp)) == waiting + 1
    S.advance_to(game, "attack")
    assert game.card(warden).orientation == "stand"


def test_8_10_declined_the_character_is_reversed(table):
    game, tp, ntp = table
    attacker = S.put(game, tp, "T-L1", "stage", 2)
    warden = _battle(game, tp, ntp, attacker)
    S.advance_until(game, lambda g: g.decision.context == "replacement")
    events = game.apply(Action("choose", ntp, picks=()))
    assert any(e.kind == "orient" and e.card == warden and e.text == "reverse" for e in events)
    assert len(S.zone(game, "stock", ntp)) == 1


def test_8_10_3_a_replacement_that_cannot_be_done_is_not_applied(table):
    game, tp, ntp = table
    attacker = S.put(game, tp, "T-L1", "stage", 2)
    _battle(game, tp, ntp, attacker, stock=0)  # no stock to pay instead: no question
    assert game.decision.context != "replacement"
    assert "CH-025" in [game.card(i).card_id for i in S.zone(game, "waiting_room", ntp)]  # reversed, then 7.7


def test_8_10_a_tie_offers_only_the_replaceable_loser_and_the_other_is_reversed(table):
    game, tp, ntp = table
    attacker = S.put(game, tp, "T-L0", "stage", 2)  # 3000
    warden = S.put(game, ntp, "CH-025", "stage", 2)
    game.add_effect("power", ntp, (warden,), -1500, "end_of_turn")  # 3000: a tie reverses both
    S.put(game, ntp, "T-L0", "stock", face_up=False)
    S.advance_to(game, "attack")
    S.act(game, "attack", tp, card=attacker, option="frontal")
    S.advance_to(game, "counter")
    S.act(game, "pass", ntp)
    S.advance_until(game, lambda g: g.decision.context == "replacement")
    assert game.card(attacker).orientation == "reverse"
    S.act(game, "choose", ntp, picks=(0,))
    assert game.card(warden).orientation == "stand"


def test_1_2_5_an_event_wins_the_game_while_it_resolves(table):
    game, tp, ntp = table
    S.stack(game, tp, "T-L0")
    fireworks = S.put(game, tp, "LF-025", "hand")
    for _ in range(3):
        S.put(game, tp, "LF-001", "level")  # level 3 to play it (8.6.2.1.2) and a yellow card for its colour
        S.put(game, ntp, "T-L0", "level")
    for _ in range(6):
        S.put(game, ntp, "T-L0", "clock")
    for _ in range(2):
        S.put(game, tp, "T-L0", "stock", face_up=False)
    S.act(game, "play_event", tp, card=fireworks)
    S.advance_until(game, lambda g: g.outcome is not None)
    assert game.outcome.winner == tp and game.outcome.rule == "1.2.5"


def test_weiss_schwarz_has_no_effect_that_activates_another_cards_ability():
    language = S.build_ruleset().abilities
    card = CardDefinition(id="X-9", name="Echo", category="event", abilities=(
        {"kind": "activated", "timing": ["main"], "effect": [
            {"do": "activate_effect", "timing": "counter", "target": {"filter": {"zone": ["waiting_room"]}}}]},
    ))  # fmt: skip
    problems = [str(p) for p in language.parse(card)[1]]
    assert problems == ["X-9: abilities[0].effect[0]: weiss-schwarz lets no effect activate a 'counter' effect "
                        "(allowed: none)"]  # fmt: skip


def test_heuristic_games_with_the_warden_keep_every_invariant_and_replay():
    """The Clockwork Harbor starter deck with 4 Steam Shield Wardens for 3 Harbor Mechanics and 1 Copper Valet:
    battles offer the replacement, and the games still end by the rules, keep the cheap invariants and replay."""
    from engine.bot import heuristic_bot
    from engine.formats.decks import DeckEntry
    from engine.harness import check_replay, invariant_checker, play_game

    clockwork = S.starter("clockwork")
    counts = {entry.card: entry.count for entry in clockwork.sections["main"]}
    counts.update({"CH-001": 0, "CH-006": 1, "CH-025": 4})
    main = tuple(DeckEntry(card=card, count=n) for card, n in counts.items() if n)
    decks = (S.starter("lantern"), clockwork.model_copy(update={"sections": {"main": main}}))
    ruleset, database = S.build_ruleset(), S.sample_database()
    assert ruleset.validate_deck(decks[1], database) == []
    check = invariant_checker(full=False)
    offered = []

    def after_each(game):
        check(game)
        if game.decision is not None and game.decision.context == "replacement":
            offered.append(game.state.turn)

    for seed in ("w5", "w6"):  # seeds where a Warden meets a battle it loses with stock to pay
        bots = [heuristic_bot(ruleset, database, f"{seed}/{seat}") for seat in (0, 1)]
        record = play_game(ruleset, database, decks, seed, bots=bots, after_each=after_each)
        assert record.outcome is not None and record.outcome.rule in {"9.4.1.1", "9.4.1.2", "9.2.2.1", "1.2.3"}
        check_replay(record.game, record)
    assert offered
