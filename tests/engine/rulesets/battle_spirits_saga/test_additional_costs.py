"""Additional effect costs added by other effects (8-4-2-2): paid after the effect's own cost; the whole cost is paid
only if every portion of it can be (8-4-2-3), else the effect is not activated (8-4-2-4)."""

from engine.rulesets.battle_spirits_saga import zones as Z

from . import support as S


def _beacon(game, player):
    return S.put(game, player, "BSA-032", cores=3)  # LV2 Lighthouse Beacon: exhaust it to draw a card


def test_an_opponents_toll_gate_adds_a_discard_paid_after_the_effects_own_cost_8_4_2_1_8_4_2_2():
    game, player = S.cleared_main()
    S.put(game, 1 - player, "BSA-059")  # Toll Gate: the opponent's effect costs also cost a discard
    beacon = _beacon(game, player)
    card = S.put(game, player, "T-1", Z.HAND)
    S.act(game, "activate", player, card=beacon, number=0)
    # exhausted (its own cost, 8-4-2-1), then the added cost: a discard, the player choosing the card
    assert game.card(beacon).orientation == Z.EXHAUSTED
    assert game.decision is not None and game.decision.context == "discard" and game.decision.options == (card,)
    S.act(game, "choose", player, picks=(card,))
    assert [game.card(i).card_id for i in S.zone(game, Z.TRASH, player)] == ["T-1"]
    assert len(S.zone(game, Z.HAND, player)) == 1


def test_an_effect_whose_added_cost_cannot_be_paid_is_refused_and_nothing_changes_8_4_2_3():
    game, player = S.cleared_main()
    S.put(game, 1 - player, "BSA-059")
    beacon = _beacon(game, player)  # an empty hand: no card to discard
    before = game.state.to_data()
    assert S.refusal(game, "activate", player, card=beacon, number=0) == "8-4-2-3"
    assert game.state.to_data() == before


def test_a_toll_gate_does_not_tax_its_own_controllers_effects_8_4_2_2():
    game, player = S.cleared_main()
    S.put(game, player, "BSA-059")  # your own Toll Gate names your opponent's effects only
    beacon = _beacon(game, player)
    S.act(game, "activate", player, card=beacon, number=0)
    assert game.card(beacon).orientation == Z.EXHAUSTED and len(S.zone(game, Z.HAND, player)) == 1
