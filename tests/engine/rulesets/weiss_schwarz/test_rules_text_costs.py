"""Costs from the rules text (2.7.2, 8.4, 8.6.2.3, 8.7.3, 9.2.3, 9.3.3, 10.x): what the text says must happen."""

from __future__ import annotations

import pytest

from engine import Action, IllegalAction
from tests.engine.rulesets.weiss_schwarz import rules_text as R
from tests.engine.rulesets.weiss_schwarz import support as S


def _levels(game, player, count, card_id="T-L0"):
    R.fill(game, player, "level", card_id, count)


def test_2_7_2_8_4_3_a_cost_of_2_puts_2_and_only_2_cards_from_the_top_of_the_stock_into_the_waiting_room():
    """8.4.3: "puts X (and only X) cards from his or her stock into his or her waiting room"; 3.10.2: "removed,
    in order, from the top"."""
    game, tp, _ = R.table()
    _levels(game, tp, 2)
    stock = R.fill(game, tp, "stock", "T-L0", 5)
    card = S.put(game, tp, "T-L2", "hand")  # level 2, cost 2, yellow
    events = R.apply(game, "play", tp, card=card, number=1)
    assert [e.card for e in R.moves(events, "8.6.2.3.1")] == stock[:2:-1][:2]  # the top two, top first
    assert S.zone(game, "stock", tp) == stock[:3]
    assert len(S.zone(game, "waiting_room", tp)) == 2


def test_8_6_2_3_2_an_event_whose_cost_cannot_be_paid_in_full_cannot_be_played():
    """8.6.2.3.2: "If the player is unable to pay the cost in full, he or she cannot play that card"."""
    game, tp, _ = R.table()
    _levels(game, tp, 1)
    card = S.put(game, tp, "T-EV", "hand")  # level 1, cost 1
    action = Action("play_event", tp, card=card)
    assert not R.offered(game, action)
    before = game.state_hash()
    with pytest.raises(IllegalAction) as refused:
        game.apply(action)
    assert refused.value.rule == "8.6.2.3.2" and game.state_hash() == before
    R.fill(game, tp, "stock", "T-L0", 1)
    assert R.offered(game, action)


def test_8_6_2_3_2_a_counter_event_is_not_offered_in_the_counter_step_without_its_stock():
    game, tp, ntp = R.table()
    _levels(game, ntp, 1, "T-L1G")  # green in the level: the colour requirement is met
    cheer = S.put(game, ntp, "LF-012", "hand")  # Festival Cheer: green, level 1, cost 1, Counter icon
    R.counter_step(game, tp, ntp)
    action = Action("play_event", ntp, card=cheer)
    assert not R.offered(game, action)
    assert game.check(action).rule == "8.6.2.3.2"


def test_8_4_2_2_backup_whose_stock_part_cannot_be_paid_is_not_used_though_its_other_part_could_be():
    """Backup 3500, Level 2 [(1) Put this card from your hand into your waiting room]: with no stock, "absolutely no
    part of the cost" is paid (8.4.2.2): the card is not offered and stays in hand."""
    game, tp, ntp = R.table()
    _levels(game, ntp, 2, "T-L0R")
    odile = S.put(game, ntp, "CH-016", "hand")
    R.counter_step(game, tp, ntp)
    action = Action("activate", ntp, card=odile, number=0)
    assert not R.offered(game, action)
    refusal = game.check(action)
    assert refusal is not None and refusal.rule == "8.6.2.3.2"
    R.fill(game, ntp, "stock", "T-L0", 1)
    assert R.offered(game, action)


def test_8_7_3_2_an_automatic_ability_whose_cost_cannot_be_paid_is_not_offered_and_pays_nothing():
    """Bond/"Festival Captain Rin" [(1)] with an empty stock: 8.7.3.1.1 lets a player choose not to pay a cost that
    can be paid; this one cannot be, so the ability cannot be played (8.7.3.2) and no "use it?" is asked."""
    game, tp, _ = R.table()
    rin = S.put(game, tp, "LF-007", "waiting_room")
    aoi = S.put(game, tp, "LF-003", "hand")
    events = R.apply(game, "play", tp, card=aoi, number=1)
    assert game.decision.context == "main" and game.decision.player == tp
    assert rin in game.state.cards and game.card(rin).zone.name == "waiting_room"
    assert not any(e.kind == "ability" for e in events)


def test_9_3_3_a_cost_that_fills_the_clock_levels_up_only_once_the_whole_cost_is_paid():
    """8.4.2.1: "in the duration between the beginning and the end of pay a cost, ... Resolving a Level Up (Section
    9.3) do[es] not occur"; 9.3.1 is an interrupt, so it comes before the effect (the draw)."""
    game, tp, _ = R.table()
    R.fill(game, tp, "clock", "T-L0", 6)
    R.fill(game, tp, "stock", "T-L0", 1)
    clocker = S.put(game, tp, "T-ACC", "stage", 1)  # ACT [Clock the top card, (1)] Draw a card.
    events = R.apply(game, "activate", tp, card=clocker, number=0)
    assert [e.rule for e in R.moves(events)] == ["10.12", "8.4.3"]  # both parts paid, nothing in between
    assert game.decision.context == "level_up" and S.zone(game, "stock", tp) == []
    assert S.zone(game, "hand", tp) == []  # the effect waits for the level up
    R.apply(game, "choose", tp, picks=(game.decision.options[0],))
    assert len(S.zone(game, "level", tp)) == 1 and len(S.zone(game, "hand", tp)) == 1


def test_8_4_2_1_parts_are_paid_in_printed_order_stock_first_then_rest():
    """Brainstorm [(1) Rest this card]: "execute the actions in order, starting with the action closest to the
    beginning of the text" (8.4.2.1); the stock card is the top one (3.10.2)."""
    game, tp, _ = R.table()
    under, top = R.fill(game, tp, "stock", "T-L0", 2)
    mio = S.put(game, tp, "LF-005", "stage", 1)
    events = R.apply(game, "activate", tp, card=mio, number=0)
    paid = [(e.kind, e.card) for e in events if e.kind in ("move", "orient")][:2]
    assert paid == [("move", top), ("orient", mio)]
    assert S.zone(game, "stock", tp) == [under]


def test_6_5_1_2_a_rest_cost_is_paid_once_a_second_use_cannot_pay_it_1_3_3_1():
    """6.5.1.2: abilities are used "any number of times, as long as the cost can be paid"; a rested card cannot be
    rested again (1.3.3.1), so [Rest this card] cannot be paid twice."""
    game, tp, _ = R.table()
    tech = S.put(game, tp, "LF-023", "stage", 1)  # ACT [Rest this card] +1000 to one of your characters
    action = Action("activate", tp, card=tech, number=0)
    assert R.offered(game, action)
    game.apply(action)
    assert game.card(tech).orientation == "rest"
    assert not R.offered(game, action) and game.check(action).rule == "8.6.2.3.2"


def test_10_15_4_sunder_without_the_named_marker_pays_its_cost_and_does_nothing_more():
    """10.15.4: "if there is no marker with the specified English Card Name underneath ..., all effects of Sunder
    after that point are not resolved. The character possessing the Sunder ability is also not moved"."""
    game, tp, ntp = R.table()
    R.fill(game, tp, "stock", "T-L0", 1)
    colossus = S.put(game, tp, "CH-013", "stage", 1)
    S.advance_to(game, "attack")
    R.apply(game, "attack", tp, card=colossus, option="direct")
    R.run_until(game, lambda g: g.decision.context == "optional_ability")
    stock = list(S.zone(game, "stock", tp))
    assert len(stock) == 2  # the trigger check's card is on top (7.3.1.2)
    paid = R.moves(R.apply(game, "yes", tp), "8.4.3")
    assert [e.card for e in paid] == [stock[-1]]  # the cost was paid
    assert S.zone(game, "stage", tp, 1) == [colossus] and S.zone(game, "marker", tp, 1) == []
    del ntp


def test_10_14_1_1_2_1_fusion_the_markers_of_character_a_go_to_the_waiting_room_when_the_cost_is_paid():
    """10.14.1.1.2.1: "If Character A has any markers, they are put into the owner's waiting room at the instance
    when the cost is paid ... Those markers do not become markers of the character possessing the Fusion ability or
    of Character B"."""
    game, tp, _ = R.table()
    bram = S.put(game, tp, "CH-009", "stage", 1)  # ACT Fusion [Put another «Gear» character ... as a marker]
    sentinel = S.put(game, tp, "CH-022", "stage", 2)  # Character A, a «Gear»
    old = S.put(game, tp, "T-L0", "marker", 2, face_up=False)
    colossus = S.stack(game, tp, "CH-013")[0]
    events = R.apply(game, "activate", tp, card=bram, number=0)
    assert [(e.card, e.rule) for e in R.moves(events)] == [(sentinel, "10.14.1.1"), (old, "3.7.3.2")]
    R.apply(game, "choose", tp, picks=(colossus,))
    assert old not in game.state.cards  # moved: into the waiting room
    assert [game.definition(i).id for i in S.zone(game, "waiting_room", tp)] == ["T-L0"]
    markers = [game.definition(i).id for i in S.zone(game, "marker", tp, 1)]
    assert sorted(markers) == ["CH-009", "CH-022"]  # only Bram and Character A under Colossus
    assert [game.definition(i).id for i in S.zone(game, "stage", tp, 1)] == ["CH-013"]


def test_10_13_1_resonate_with_nothing_to_reveal_is_not_offered_8_7_3_2():
    """Resonate [Reveal a «Sky» character from your hand] (10.13.1): with no «Sky» character in hand the cost cannot
    be paid, so no "use it?" (8.7.3.2); with one, the player is asked (8.7.3.1.1)."""
    for hand, asked in ((("T-L0",), False), (("CH-009",), True)):  # Steam Engineer Bram is a «Sky» character
        game, tp, _ = R.table()
        for card_id in hand:
            S.put(game, tp, card_id, "hand")
        oriel = S.put(game, tp, "CH-010", "stage", 1)
        S.advance_to(game, "attack")
        R.apply(game, "attack", tp, card=oriel, option="direct")
        assert (game.decision.context == "optional_ability") is asked, hand
