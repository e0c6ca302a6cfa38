"""The checkpoints (9-3, 9-4) with continuous abilities that lower BP, raise LV1 costs or only add BP."""

from functools import cache

from engine.formats.cards import CardDatabase
from engine.rulesets.battle_spirits_saga import carddata as C
from engine.rulesets.battle_spirits_saga import stats as St
from engine.rulesets.battle_spirits_saga import zones as Z
from tests.engine.rulesets.battle_spirits_saga import support as S


def _aura(card_id: str, name: str, stat: str, amount: int, whose: str) -> dict:
    """A nexus whose continuous ability changes `stat` of `whose` spirits by `amount` while it is on the field."""
    return S.plain(card_id, 1, [(0, 0)], category="nexus", symbols=[], name=name, abilities=[
        {"kind": "continuous", "effect": [{"do": "modify", "stat": stat, "amount": amount, "target": {
            "mode": "all", "filter": {"zone": ["field"], "controller": whose, "category": ["spirit"]}}}]}])  # fmt: skip


LOWERING = [
    _aura("K-CHILL", "Chill Spire", "bp", -1000, "opponent"),
    _aura("K-WEIGHT", "Weight Spire", "lv1_cost", 1, "opponent"),
]
RAISING = [
    _aura("K-LIFT", "Lift Spire", "bp", 1000, "you"),
    S.plain("K-ZERO", 1, [(1, 0), (3, 2000)], name="Hollow Shell"),
    S.plain("K-NEX", 1, [(1, 0)], category="nexus", symbols=[], name="Cored Tower"),
]


@cache
def lowering() -> CardDatabase:
    return S.with_cards(LOWERING, "KLOW")


@cache
def raising() -> CardDatabase:
    return S.with_cards(RAISING, "KRAISE")


def _move_a_core(game, player) -> None:  # type: ignore[no-untyped-def]
    """Any action: the checkpoints run before the engine goes on (4-7)."""
    S.set_cores(game, player, Z.RESERVE, 3, soul=0)
    spare = S.put(game, player, "T-5K", cores=1)
    S.act(game, "move_cores", player, target=spare, number=1)


def test_a_continuous_ability_lowering_bp_to_zero_destroys_the_spirit_9_4_2():
    """9-4-2: "If the BP of a spirit becomes zero or less, that card is destroyed": the opponent's Chill Spire (-1000 BP
    to my spirits while it is on the field) brings my 1000 BP spirit to 0 at the next checkpoint; my LV2 4000 BP
    spirit stays at 3000."""
    game, player = S.cleared_main(cards=lowering())
    weak = S.put(game, player, "T-LV", cores=1)
    strong = S.put(game, player, "T-LV", cores=3)
    S.put(game, 1 - player, "K-CHILL")
    _move_a_core(game, player)
    assert weak not in game.state.cards
    assert strong in game.state.cards and St.bp(game, strong) == 3000


def test_a_continuous_ability_raising_the_lv1_cost_destroys_a_spirit_left_short_9_3_2_2():
    """9-3-2-2: an effect that raises the cores LV1 needs leaves a spirit with too few destroyed: under the opponent's
    Weight Spire (+1 to my spirits' LV1 cost) my 1-core spirit goes, my 3-core one stays."""
    game, player = S.cleared_main(cards=lowering())
    short = S.put(game, player, "T-LV", cores=1)
    kept = S.put(game, player, "T-LV", cores=3)
    S.put(game, 1 - player, "K-WEIGHT")
    _move_a_core(game, player)
    assert short not in game.state.cards
    assert kept in game.state.cards and St.lv1_cost(game, kept) == 2


def test_a_spirit_printed_at_zero_bp_lives_while_a_continuous_ability_adds_bp_9_4_2():
    """9-4-2 reads the BP with every effect (3-5): Hollow Shell (LV1 0 BP) stays while my Lift Spire gives it +1000;
    once the spire is gone it has 0 BP and is destroyed at the next checkpoint."""
    game, player = S.cleared_main(cards=raising())
    shell = S.put(game, player, "K-ZERO", cores=1)
    spire = S.put(game, player, "K-LIFT")
    _move_a_core(game, player)
    assert shell in game.state.cards and St.bp(game, shell) == 1000
    game.move(spire, S.ref(Z.TRASH, player))
    S.act(game, "move_cores", player, target=shell, number=1)
    assert shell not in game.state.cards


def test_the_printed_verdict_agrees_with_level_and_bp_for_every_card_9_3_2_9_4_2():
    """The checkpoints' shortcut (a card's printed numbers, with no effect on it) says what the full reading says: short
    of LV1 (9-3-2) or a spirit at 0 BP (9-4-2), for every field card of the test set with 0 to 5 cores on it; a card
    it cannot judge (0 printed BP) is left to the full reading."""
    game, player = S.cleared_main(cards=raising())
    judged = 0
    for definition in raising().cards():
        if not C.on_field_kind(definition):
            continue
        for cores in range(6):
            iid = S.put(game, player, definition.id, cores=cores)
            verdict = C.printed_verdict(definition, cores)
            if verdict is not None:
                full = cores < St.lv1_cost(game, iid) or (C.is_spirit(definition) and St.bp(game, iid) <= 0)
                assert verdict == full, (definition.id, cores)
                judged += 1
            game.move(iid, S.ref(Z.TRASH, player))
    assert judged > 100


def test_a_lasting_effect_lowering_the_lv1_cost_keeps_a_nexus_with_fewer_cores_9_3_2():
    """9-3-2 reads the LV1 cost with its effects: Cored Tower (LV1: 1 core) with no core stays while an effect lowers
    its LV1 cost by 1 (a lasting effect the printed numbers cannot answer for), and goes once the effect has ended."""
    game, player = S.cleared_main(cards=raising())
    tower = S.put(game, player, "K-NEX")
    game.add_effect("lv1_cost", player, (tower,), -1, "end_of_turn")
    _move_a_core(game, player)
    assert tower in game.state.cards
    game.end_effects("end_of_turn")
    S.act(game, "move_cores", player, target=S.zone(game, Z.FIELD, player)[-1], number=1)
    assert tower not in game.state.cards


def test_lasting_bp_changes_add_up_before_the_zero_bp_check_9_4_2():
    """9-4-2 with 3-5: +1000 and -3000 BP on a 1000 BP spirit leave it at 0 (not 2000 below the +1000 alone): it is
    destroyed; a spirit with only the +1000 stays."""
    game, player = S.cleared_main(cards=raising())
    lowered = S.put(game, player, "T-LV", cores=1)
    raised = S.put(game, player, "T-LV", cores=1)
    game.add_effect("bp", player, (lowered, raised), 1000, "end_of_turn")
    game.add_effect("bp", 1 - player, (lowered,), -3000, "end_of_turn")
    _move_a_core(game, player)
    assert lowered not in game.state.cards
    assert raised in game.state.cards and St.bp(game, raised) == 2000
