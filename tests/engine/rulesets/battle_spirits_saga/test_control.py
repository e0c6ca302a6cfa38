"""Effects that change control: the spirit changes sides with its cores; leaving the field it goes to its owner's
trash and its cores to its controller's reserve (4-2-4, 3-5-5); "until the end of the turn" ends at 6-8-1-2."""

from engine.actions import Action
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.rulesets.battle_spirits_saga.management import EFFECT, destroy

from . import support as S


def _tether(game, player, victim):
    S.set_cores(game, player, Z.RESERVE, 4, soul=0)
    tether = S.put(game, player, "BSA-058", Z.HAND)  # Mind Tether: cost 4
    S.act(game, "magic", player, card=tether)
    return victim


def test_a_spirit_taken_keeps_its_cores_can_attack_for_its_new_controller_and_goes_back_at_the_end_6_8_1_2():
    game, player = S.cleared_main()
    victim = _tether(game, player, S.put(game, 1 - player, "T-1", cores=2))
    assert S.zone(game, Z.FIELD, player) == [victim] and S.zone(game, Z.FIELD, 1 - player) == []
    card = game.card(victim)
    assert card.controller == player and card.owner == 1 - player and card.tokens == {Z.CORE: 2}
    game.apply(Action("pass", player))  # to the attack step: the taken spirit attacks for its controller (7-1-1-1)
    assert game.decision is not None and game.decision.context == "attack"
    assert any(a.kind == "attack" and a.card == victim for a in game.legal_actions())
    game.apply(Action("pass", player))  # to the end step
    assert game.card(victim).controller == 1 - player and S.zone(game, Z.FIELD, 1 - player) == [victim]
    assert game.card(victim).tokens == {Z.CORE: 2}


def test_a_taken_spirit_destroyed_goes_to_its_owners_trash_and_its_cores_to_its_controllers_reserve_4_2_4_3_5_5():
    game, player = S.cleared_main()
    victim = _tether(game, player, S.put(game, 1 - player, "T-1", cores=2))
    S.set_cores(game, player, Z.RESERVE, 0, soul=0)
    S.set_cores(game, 1 - player, Z.RESERVE, 0, soul=0)
    destroy(game, victim, EFFECT, by=1 - player, rule="10-1-2")  # say, by its owner's effect
    assert [game.card(i).card_id for i in S.zone(game, Z.TRASH, 1 - player)] == ["T-1"]
    assert S.pool(game, player, Z.RESERVE) == (2, 0)


def test_only_an_opponents_spirit_within_the_filter_can_be_taken_8_5_3_4():
    game, player = S.cleared_main()
    big = S.put(game, 1 - player, "T-5K", cores=1)
    _tether(game, player, big)
    assert game.card(big).controller == 1 - player  # 5000 BP: no target, nothing happens
    assert [game.card(i).card_id for i in S.zone(game, Z.TRASH, player)] == ["BSA-058"]


def test_its_new_controller_moves_cores_onto_it_and_its_owner_no_longer_can_6_6_1_2_3():
    game, player = S.cleared_main()
    victim = _tether(game, player, S.put(game, 1 - player, "T-1", cores=1))
    S.set_cores(game, player, Z.RESERVE, 1, soul=0)
    assert S.refusal(game, "move_cores", 1 - player, card=victim, target=None, number=1) == "6-6-1-2-1"
    S.act(game, "move_cores", player, card=None, target=victim, number=1)
    assert game.card(victim).tokens == {Z.CORE: 2} and S.pool(game, player, Z.RESERVE) == (0, 0)
