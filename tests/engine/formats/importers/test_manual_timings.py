"""Imported ONE PIECE text: the engine opens the manual window at the timing the card prints ([When Attacking] when
it attacks with its DON!! condition met, [Activate: Main] when its player chooses to use it, an Event's [Main] when
it is used), with that paragraph of text; the procedure around it stays enforced."""

from functools import cache

from engine import Action
from engine.formats.importers import import_files
from engine.rulesets.one_piece import zones as Z
from tests.support import community_pools as P
from tests.support import one_piece_samples as S
from tests.support.one_piece_samples import P1, P2


@cache
def _database():
    return S.database("one-piece").extended(import_files("one-piece", P.punk_records_pool()).card_sets)


def _game(turn=1):
    game = S.start("one-piece", "imported timings", cards=_database())
    S.until_main(game, turn)
    return game


def test_when_attacking_opens_the_manual_window_only_with_its_don_condition_met():
    """10-2-5 [When Attacking], 8-3-2-3 [DON!! x1]."""
    game = _game(3)
    bare = S.put(game, P1, "ZZ01-003", Z.CHARACTERS)
    game.apply(Action("attack", P1, card=bare, target=S.leader(game, P2)))
    assert game.decision.context != "manual"  # no DON!! given: the ability does not activate
    while game.decision.context != "main":
        S.quietly(game)
    armed = S.put(game, P1, "ZZ01-003", Z.CHARACTERS)
    S.give(game, armed, 1)
    game.apply(Action("attack", P1, card=armed, target=S.leader(game, P2)))
    decision = game.decision
    assert decision.context == "manual" and decision.player == P1
    assert "[When Attacking] Up to 1 of your Characters gains +1000 power" in decision.prompt
    game.apply(Action("pass", P1))
    assert game.decision.player == P2 and game.decision.context != "manual"  # the battle goes on by the rules


def test_activate_main_is_used_when_its_player_chooses_once_per_turn():
    """10-2-2 [Activate: Main]: offered in the Main Phase, resolved by hand then; a manual one at most once a turn."""
    game = _game()
    runner = S.put(game, P1, "ZZ01-006", Z.CHARACTERS)
    activate = Action("activate", P1, card=runner, number=0)
    assert activate in game.legal_actions()
    game.apply(activate)
    assert game.decision.context == "manual" and "You may rest this Character: Draw 1 card." in game.decision.prompt
    game.apply(Action("manual_orient", P1, card=runner, option=Z.RESTED))  # the cost, paid by hand
    game.apply(Action("pass", P1))
    assert game.decision.context == "main" and game.card(runner).orientation == Z.RESTED
    assert game.check(activate) is not None


def test_a_played_character_with_on_play_opens_its_window_and_a_main_event_when_used():
    """10-2-6 [On Play] after the Character is played (its cost paid by the rules); 10-2-3 an Event's [Main]."""
    game = _game()
    S.add_don(game, P1, 4)
    lookout = S.put(game, P1, "ZZ01-015", Z.HAND)  # [On Play] Look at the top 3 cards ... (cost 1)
    game.apply(Action("play_character", P1, card=lookout))
    assert game.decision.context == "manual" and game.decision.prompt.endswith(
        "[On Play] Look at the top 3 cards of your deck and put them back in any order."
    )
    game.apply(Action("pass", P1))
    plan = S.put(game, P1, "ZZ01-019", Z.HAND)
    game.apply(Action("activate_event", P1, card=plan))
    assert game.decision.context == "manual" and game.decision.prompt.endswith("put them back in any order.")
    game.apply(Action("pass", P1))
    assert game.decision.context == "main"
    assert [game.card(i).card_id for i in S.zone(game, Z.TRASH, P1)][-1] == "ZZ01-019"


def test_keyword_only_cards_are_played_by_the_rules_with_no_window():
    """10-1-4 [Blocker] from the printed text: the defender is offered the block."""
    game = _game(3)
    S.put(game, P2, "ZZ01-014", Z.CHARACTERS)  # [Blocker] only
    attacker = S.put(game, P1, "ZZ01-013", Z.CHARACTERS)  # vanilla
    game.apply(Action("attack", P1, card=attacker, target=S.leader(game, P2)))
    assert game.decision.player == P2 and "block" in game.decision.allowed
