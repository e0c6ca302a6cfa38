"""【Agile】's summon is offered only when it can be paid, at its cost once the spirit is back in the hand (11-16-1)."""

import pytest

from engine.errors import IllegalAction
from engine.ids import InstanceId, PlayerId
from engine.rulesets.battle_spirits_saga import stats as St
from engine.rulesets.battle_spirits_saga import zones as Z
from engine.rulesets.battle_spirits_saga.core_choice import start
from tests.engine.rulesets.battle_spirits_saga import support as S


def _agile_position(reserve: int, *field: tuple[str, int, bool], agile: str = "BSA-024", soul: int = 0) -> tuple:
    """The turn player's main step: `reserve` regular cores and `soul` soul cores in the reserve, an 【Agile】 card
    in hand (Mirage Stalker unless said: cost 4, two purple reduction symbols, LV1 one core), `field` cards as (card
    id, cores, soul core on it); the opponent's field is empty, so the first field card's attack ends unblocked and
    its battle ends."""
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, reserve, soul=soul)
    S.set_cores(game, 1 - player, Z.RESERVE, 2, soul=1)
    placed = [S.put(game, player, card_id, cores=cores, soul=soul) for card_id, cores, soul in field]
    S.put(game, player, agile, Z.HAND)
    return game, player, placed


def _battle_ends(game, player: PlayerId, attacker: InstanceId) -> None:
    S.attack(game, player, attacker)
    S.pass_flash(game)


def _asked_agile(game) -> bool:
    return game.decision is not None and game.decision.context == "agile"


@pytest.mark.parametrize(
    ("reserve", "soul", "field", "agile"),
    [
        (0, 0, [("T-EV-end_step", 1, True), ("BSA-035", 1, False)], "BSA-024"),
        (0, 0, [("T-SUMKILL", 3, True)], "BSA-024"),
        (0, 1, [("T-ARMOR", 3, False)], "T-AGILE"),
    ],
    ids=["mirage-stalker-3-of-5", "mirage-stalker-4-of-5", "quick-swap-4-of-6"],
)
def test_agile_is_not_offered_when_the_cores_cannot_pay_cost_and_lv1_11_16_1_10_6_6(reserve, soul, field, agile):
    """The positions random-deck fuzzing found, each at the end of the battle of the first field card (cheaper than
    the 【Agile】 card). Its cores go to the reserve when it returns to the hand, but they were already counted among
    the field's: Mirage Stalker needs 4 + 1 for LV1 (10-6-6, 10-6-7) and the player has 3 cores in all (or 4),
    Quick Swap needs 5 + 1 and the player has 4. The swap was offered (the returned spirit's cores counted twice),
    and after "yes" the payment reached a core with nowhere to come from: no legal move, a dead game."""
    game, player, placed = _agile_position(reserve, *field, agile=agile, soul=soul)
    _battle_ends(game, player, placed[0])
    assert not _asked_agile(game)
    assert Z.on_field(game, placed[0], player) and game.legal_actions()


def test_agile_is_offered_when_the_returned_spirits_cores_make_up_the_payment_11_16_1():
    """The same with 2 cores in the reserve: 5 in all, the returned spirit's 2 among them, cover the cost of 4 and
    LV1's core: the swap is offered, and each of the 5 questions of the payment and placement offers a core (10-6-6,
    10-6-7)."""
    game, player, (attacker, _) = _agile_position(2, ("T-EV-end_step", 1, True), ("BSA-035", 1, False))
    _battle_ends(game, player, attacker)
    assert _asked_agile(game)
    S.act(game, "yes", player)
    assert game.decision is not None and game.decision.prompt.startswith("Pay the cost of Mirage Stalker (4 cores)")
    for _ in range(5):  # 4 paid, 1 placed (every core the player has): each question offers a core
        assert game.decision is not None and game.decision.options
        S.act(game, "choose", player, picks=(game.decision.options[0],))
    stalker = next(i for i in S.zone(game, Z.FIELD, player) if game.card(i).card_id == "BSA-024")
    assert St.cores_on(game, stalker) == 1
    assert "T-EV-end_step" in [game.card(i).card_id for i in S.zone(game, Z.HAND, player)]


def test_agile_cost_is_reduced_only_by_the_symbols_left_once_the_spirit_is_in_hand_11_16_1_10_6_5():
    """The battling Gloom Imp is the only purple symbol. 11-16-1 returns it to the hand, then summons: the cost is
    determined then (10-6-4, 10-6-5), without its symbol: 4, not 3. With 4 cores in all (3 in the reserve, 1 on the
    Imp) 4 + 1 cannot be paid: no swap is offered."""
    game, player, (imp,) = _agile_position(3, ("BSA-015", 1, False))
    _battle_ends(game, player, imp)
    assert not _asked_agile(game)
    assert Z.on_field(game, imp, player)


def test_agile_pays_the_cost_without_the_returned_spirits_symbol_11_16_1_10_6_5():
    """With 5 cores in all the swap is offered, and the payment asks for 4 cores: the Imp's purple symbol left the
    field with it (10-6-5), so it reduces nothing."""
    game, player, (imp,) = _agile_position(4, ("BSA-015", 1, False))
    _battle_ends(game, player, imp)
    assert _asked_agile(game)
    S.act(game, "yes", player)
    assert game.decision is not None and game.decision.prompt.startswith("Pay the cost of Mirage Stalker (4 cores)")
    S.pick_cores(game, *["A core from your reserve"] * 5, stop=False)  # every core is on it: no "Stop" asked
    assert [game.card(i).card_id for i in S.zone(game, Z.FIELD, player)] == ["BSA-024"]
    assert S.pool(game, player, Z.RESERVE) == (0, 0)


def test_agile_cost_keeps_the_reduction_of_the_symbols_that_stay_11_16_1_10_6_5():
    """Hexbound Wraith (purple, not in the battle) stays on the field: its symbol still reduces the cost by 1 (10-6-5):
    3 to pay, not 2 (the Imp's symbol is gone with it)."""
    game, player, (imp, _) = _agile_position(3, ("BSA-015", 1, False), ("BSA-017", 1, False))
    _battle_ends(game, player, imp)
    assert _asked_agile(game)
    S.act(game, "yes", player)
    assert game.decision is not None and game.decision.prompt.startswith("Pay the cost of Mirage Stalker (3 cores)")


def test_a_payment_the_cores_cannot_cover_is_refused_before_its_first_question_10_6_6():
    """A payment whose cores are chosen one by one begins only if the cores cover the cost and LV1's cores: refused
    with 10-6-6 before anything is asked or moved, never a question with no core to pick (a game with no move)."""
    game, player = S.cleared_main()
    S.set_cores(game, player, Z.RESERVE, 2, soul=0)
    card = S.put(game, player, "BSA-024", Z.HAND)
    stack = list(game.state.stack)
    with pytest.raises(IllegalAction) as refused:
        start(game, "deploy", card, player, 4, 1, reserve_only=False, ascend=None, rule="10-6")
    assert refused.value.rule == "10-6-6" and "5 cores" in refused.value.reason
    assert game.state.stack == stack and S.pool(game, player, Z.RESERVE) == (2, 0)
