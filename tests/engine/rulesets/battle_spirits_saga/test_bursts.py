"""Burst conditions (10-9-1, 10-15-1): any trigger point of the dialect, written as an ability in the burst area."""

from engine import Action, PlayerId
from engine.rulesets.battle_spirits_saga import zones as Z

from . import support as S


def _burst_asked(game, owner):
    decision = game.decision
    return decision is not None and decision.context == "burst" and decision.player == owner


def test_a_burst_after_the_opponent_summons_a_spirit_activates_then_goes_to_the_trash_10_9_2_10_9_4():
    game, player = S.cleared_main()
    other = 1 - player
    burst = S.put(game, other, "T-BURST-SUMMON", Z.BURST, face_up=False)
    S.set_cores(game, player, Z.RESERVE, 5, soul=0)
    card = S.put(game, player, "T-1", Z.HAND)
    hand = len(S.zone(game, Z.HAND, other))
    S.act(game, "summon", player, card=card, number=1)
    assert _burst_asked(game, other), game.decision
    assert game.decision.prompt == "Activate your set burst?" and "Burst on summon" not in game.decision.prompt
    S.act(game, "yes", other)
    assert len(S.zone(game, Z.HAND, other)) == hand + 1  # its effect resolved with no cost paid (10-9-2)
    assert burst not in game.state.cards and S.zone(game, Z.BURST, other) == []
    assert [game.card(i).card_id for i in S.zone(game, Z.TRASH, other)] == ["T-BURST-SUMMON"]  # 10-9-4


def test_the_burst_question_names_the_burst_to_its_owner_only_and_the_log_says_it_is_used_10_9_3():
    """Its owner knows the set burst: their view asks "Burst on summon: Activate your set burst?"; the opponent (and a
    spectator) see the bare question, the card still secret (3-8-2). Once activated, the log says it is used."""
    from engine.words import Words

    game, player = S.cleared_main()
    other = 1 - player
    S.put(game, other, "T-BURST-SUMMON", Z.BURST, face_up=False)
    S.set_cores(game, player, Z.RESERVE, 5, soul=0)
    S.act(game, "summon", player, card=S.put(game, player, "T-1", Z.HAND), number=1)
    assert _burst_asked(game, other)
    assert game.view(other).decision.prompt == "Burst on summon: Activate your set burst?"
    for viewer in (player, None):
        assert game.view(viewer).decision.prompt == "Activate your set burst?"
    words = Words(game.ruleset, game.database)
    words.learn(game.view(player))
    events = list(game.apply(Action("yes", PlayerId(other))))
    assert f"Player {other + 1} uses the burst of Burst on summon." in [words.event(e) for e in events]


def test_your_own_summon_does_not_meet_an_after_the_opponent_summons_burst_10_9_1():
    game, player = S.cleared_main()
    S.put(game, player, "T-BURST-SUMMON", Z.BURST, face_up=False)
    S.set_cores(game, player, Z.RESERVE, 5, soul=0)
    card = S.put(game, player, "T-1", Z.HAND)
    S.act(game, "summon", player, card=card, number=1)
    assert game.decision is not None and game.decision.context == "main"
    assert len(S.zone(game, Z.BURST, player)) == 1


def test_a_burst_after_the_opponent_uses_magic_may_be_declined_and_stays_set_10_9_3():
    game, player = S.cleared_main()
    other = 1 - player
    burst = S.put(game, other, "T-BURST-MAGIC", Z.BURST, face_up=False)
    S.set_cores(game, player, Z.RESERVE, 5, soul=0)
    study = S.put(game, player, "T-DRAW", Z.HAND)
    S.act(game, "magic", player, card=study)
    assert _burst_asked(game, other)
    S.act(game, "no", other)  # activated at will (10-9-3): declining keeps it set, face down
    assert S.zone(game, Z.BURST, other) == [burst] and not game.card(burst).face_up
    assert game.decision is not None and game.decision.context == "main"


def test_a_burst_after_your_spirit_is_destroyed_is_not_met_by_a_self_destruction_10_1_1_1():
    game, player = S.cleared_main()
    other = 1 - player
    S.put(game, other, "T-BURST-DESTROYED", Z.BURST, face_up=False)
    S.put(game, other, "T-1", cores=1)
    drain = S.put(game, player, "T-DRAIN", Z.HAND)  # removes a core: the spirit is destroyed by the effect
    S.act(game, "magic", player, card=drain)
    assert _burst_asked(game, other), game.decision
    S.act(game, "no", other)
    game2, player2 = S.cleared_main()
    S.put(game2, player2, "T-BURST-DESTROYED", Z.BURST, face_up=False)
    mover = S.put(game2, player2, "T-1", cores=1)
    S.act(game2, "move_cores", player2, card=mover, number=1)  # its only core to the reserve: self-destroyed
    assert mover not in game2.state.cards
    assert game2.decision is not None and game2.decision.context == "main"


def test_a_burst_when_the_opponents_spirit_blocks_10_11_1():
    game, player = S.cleared_main()
    S.put(game, player, "T-BURST-BLOCKS", Z.BURST, face_up=False)
    striker = S.put(game, player, "T-3K", cores=1)
    blocker = S.put(game, 1 - player, "T-1", cores=1)
    S.attack(game, player, striker)
    S.to_block(game)
    S.act(game, "block", 1 - player, card=blocker)
    assert _burst_asked(game, player), game.decision


def test_a_burst_after_your_life_is_reduced_written_on_the_life_reduced_point_7_1_5_3_1():
    game, player = S.cleared_main()
    S.put(game, 1 - player, "T-BURST-LIFE", Z.BURST, face_up=False)
    striker = S.put(game, player, "T-1", cores=1)
    S.attack(game, player, striker)
    S.pass_flash(game)  # nothing can block: life is reduced
    assert S.pool(game, 1 - player, Z.LIFE) == (4, 0)
    assert _burst_asked(game, 1 - player), game.decision


def test_the_sample_ambush_snare_destroys_the_spirit_just_summoned_10_9_1():
    game, player = S.cleared_main()
    other = 1 - player
    S.put(game, other, "BSA-057", Z.BURST, face_up=False)  # Burst: after your opponent summons a spirit
    S.set_cores(game, player, Z.RESERVE, 5, soul=0)
    card = S.put(game, player, "T-3K", Z.HAND)
    S.act(game, "summon", player, card=card, number=1)
    assert _burst_asked(game, other)
    S.act(game, "yes", other)
    assert S.zone(game, Z.FIELD, player) == []  # its only target: 3000 BP
    assert "BSA-057" in [game.card(i).card_id for i in S.zone(game, Z.TRASH, other)]


def test_a_card_whose_burst_listens_to_any_trigger_point_can_be_set_others_cannot_3_8_4():
    game, player = S.cleared_main()
    snare = S.put(game, player, "T-BURST-SUMMON", Z.HAND)
    plain = S.put(game, player, "T-1", Z.HAND)
    before = game.state.to_data()
    assert S.refusal(game, "set_burst", player, card=plain) == "3-8-4"
    assert game.state.to_data() == before
    S.act(game, "set_burst", player, card=snare)
    assert len(S.zone(game, Z.BURST, player)) == 1 and not game.card(S.zone(game, Z.BURST, player)[0]).face_up
