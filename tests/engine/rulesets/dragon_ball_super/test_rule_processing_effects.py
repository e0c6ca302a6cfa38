"""Rule processing (section 9) judges a card by its keywords and power now: effects count as printed ones do."""

from engine.rulesets.dragon_ball_super import keywords as K
from engine.rulesets.dragon_ball_super import zones as Z
from tests.engine.rulesets.dragon_ball_super import rules_text as R
from tests.engine.rulesets.dragon_ball_super import support as S


def _any_action(game, me) -> None:
    """Use "Open Hand" (draw 1): rule processing runs before every step that follows."""
    S.act(game, "activate", card=R.put(game, "RT-FREE", Z.BATTLE, me), number=0)


def test_unique_given_by_an_effect_makes_its_master_keep_one_9_10_2():
    """9-10-2 with [Unique] from a lasting effect on two Battle Cards of one name (neither printed with it): rule
    processing sees them as [Unique] duplicates and their master chooses the one to keep."""
    game, me, _ = R.scenario()
    first, second = R.put(game, "029", Z.BATTLE, me), R.put(game, "029", Z.BATTLE, me)
    assert not K.has_keyword(game, first, K.UNIQUE)
    game.add_effect("keyword", me, (first, second), K.UNIQUE, "end_of_turn")
    _any_action(game, me)
    assert game.decision is not None and game.decision.context == "unique"
    assert set(game.decision.options) == {first, second}


def test_field_given_by_an_effect_keeps_only_the_newest_10_3_3():
    """10-3-3 with [Field] from a lasting effect on two Battle Cards: only the newest stays in the Battle Area."""
    game, me, _ = R.scenario()
    older, newer = R.put(game, "029", Z.BATTLE, me), R.put(game, "037", Z.BATTLE, me)
    game.add_effect("keyword", me, (older, newer), K.FIELD, "end_of_turn")
    _any_action(game, me)
    R.settle(game)
    assert older not in game.state.cards and newer in game.state.cards


def test_a_battle_card_lowered_to_0_power_by_a_lasting_effect_goes_to_the_drop_9_5_2():
    """9-5-2 at the next checkpoint with the power from a lasting effect (the card is printed above 0)."""
    game, me, _ = R.scenario()
    weak = R.put(game, "029", Z.BATTLE, me)
    game.add_effect("power", me, (weak,), -100000, "end_of_turn")
    _any_action(game, me)
    R.settle(game)
    assert weak not in game.state.cards and "DBP1-029" in R.ids(game, Z.DROP, me)
