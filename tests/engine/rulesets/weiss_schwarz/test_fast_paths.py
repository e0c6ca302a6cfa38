"""Issue 18's Weiß Schwarz fast paths answer as the plain rules: listings, prohibitions, play requirements, 9.5.1."""

from __future__ import annotations

from engine import Action, Game
from engine.ruleset import legal_lister
from engine.rulesets.weiss_schwarz import stats
from tests.engine.rulesets.weiss_schwarz import support as S
from tests.engine.rulesets.weiss_schwarz.test_refusal_sites import table


def listed(game: Game, kind: str) -> list[Action]:
    """The rule's fast listing, held equal to its candidates filtered by `check` (the authority), in order."""
    decision = game.decision
    assert decision is not None
    rule = game.ruleset.action_rules[kind]
    lister = legal_lister(rule)
    assert lister is not None
    with game.frozen_effects():
        fast = list(lister(game, decision.player))
    with game.frozen_effects():
        slow = [a for a in rule.candidates(game, decision.player) if rule.check(game, a) is None]
    assert fast == slow
    return fast


def test_a_continuous_prohibition_counts_only_where_its_ability_works_1_3_4():
    """Straight Fencer forbids itself side attacks (a continuous ability, 1.3.4) while on the stage only: in hand it
    forbids nothing, and another attacker keeps its side attack."""
    game, tp, ntp = table()
    attacker = S.put(game, tp, "T-L0", "stage", 2)
    S.put(game, ntp, "T-L0", "stage", 2)  # faces it (3.6.5)
    S.put(game, tp, "A-FRONT", "hand")
    S.advance_to(game, "attack")
    options = {(a.card, a.option) for a in listed(game, "attack")}
    assert options == {(attacker, "frontal"), (attacker, "side")}
    S.clear(game, tp, "hand")
    fencer = S.put(game, tp, "A-FRONT", "stage", 1)
    S.put(game, ntp, "T-L0", "stage", 3)  # faces position 1
    options = {(a.card, a.option) for a in listed(game, "attack")}
    assert (fencer, "frontal") in options and (fencer, "side") not in options
    assert (attacker, "side") in options


def test_a_character_forbidden_to_move_neither_moves_nor_is_exchanged_6_5_1_2_4_1_3_4():
    """Rooted Doll on position 2 cannot move, and no character moves onto its position (that exchange would move
    it); the others move between the other positions."""
    game, tp, _ntp = table()
    rooted = S.put(game, tp, "A-ROOT", "stage", 2)
    other = S.put(game, tp, "T-L0", "stage", 1)
    moves = {(a.card, a.number) for a in listed(game, "move")}
    assert moves == {(other, 3), (other, 4), (other, 5)}
    assert rooted not in {card for card, _ in moves}


def test_a_lasting_prohibition_is_seen_without_any_continuous_ability_1_3_4():
    """A lasting "cannot move" effect (no card of its kind in play) forbids its target alone."""
    game, tp, _ntp = table()
    held = S.put(game, tp, "T-L0", "stage", 1)
    free = S.put(game, tp, "T-L0B", "stage", 3)
    game.add_effect("prevent", tp, (held,), "move", "end_of_turn")
    moves = {(a.card, a.number) for a in listed(game, "move")}
    assert {card for card, _ in moves} == {free}
    assert (free, 1) not in moves and (free, 2) in moves


def test_play_requirements_see_effects_on_a_cards_level_and_cost_8_6_2_1_2_8_6_2_3_2():
    """A level 1 character is playable at level 1 with its cost in stock; +2 level or +3 cost from a lasting effect
    takes it out of the listing, as `check` refuses it."""
    game, tp, _ntp = table()
    S.put(game, tp, "T-L1", "level")
    S.put(game, tp, "T-L0", "stock", face_up=False)
    card = S.put(game, tp, "T-L1", "hand")
    assert {a.card for a in listed(game, "play")} >= {card}
    game.add_effect("level", tp, (card,), 2, "end_of_turn")
    assert card not in {a.card for a in listed(game, "play")}
    game.state.effects.clear()
    game.add_effect("cost", tp, (card,), 3, "end_of_turn")
    assert card not in {a.card for a in listed(game, "play")}


def test_power_lowered_to_0_by_a_lasting_effect_goes_and_a_raised_one_stays_9_5_1():
    """9.5.1 with lasting and continuous effects: a climax gives every character +1000 (a continuous ability); a 3000
    character at -4000 (0 in all) goes into the waiting room at the next check timing, one at -3500 (500) stays."""
    game, tp, _ntp = table()
    lowered = S.put(game, tp, "T-L0", "stage", 1)
    held_up = S.put(game, tp, "T-L0B", "stage", 2)
    S.put(game, tp, "LF-C01", "climax")  # Paper Lantern Parade: +1000 and +1 soul to your characters
    game.add_effect("power", tp, (lowered,), -4000, "end_of_turn")
    game.add_effect("power", tp, (held_up,), -3500, "end_of_turn")
    S.act(game, "move", tp, card=held_up, number=3)  # any action: a check timing follows
    assert lowered not in game.state.cards and S.zone(game, "stage", tp, 1) == []
    assert S.zone(game, "stage", tp, 3) == [held_up]


def test_a_continuous_bonus_counts_only_from_where_its_ability_works_8_9_1():
    """A climax's +1000 and +1 soul (a continuous ability of the climax area) counts once the climax is there, not
    while it is in hand: a character's numbers asked outside any query, and a battle's."""
    game, tp, _ntp = table()
    character = S.put(game, tp, "T-L0", "stage", 2)
    S.put(game, tp, "LF-C01", "hand")
    assert (stats.soul(game, character), stats.power(game, character)) == (1, 3000)
    S.put(game, tp, "LF-C01", "climax")
    assert (stats.soul(game, character), stats.power(game, character)) == (2, 4000)
    assert stats.current(game, character, "power", stats.effects_for(game, "power")) == 4000
