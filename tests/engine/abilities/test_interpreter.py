"""The interpreter end to end through the Skirmish demo cards: every primitive, choice and limit."""

import pytest

from engine import Action, DecisionKind, IllegalAction, PlayerId
from engine.abilities import static
from engine.ids import ZoneRef
from tests.support import demo


@pytest.fixture
def game():
    game = demo.start("abilities")
    demo.pass_until(game, 2)
    return game


def zone(game, name, player):
    return game.zone(ZoneRef(name, player))


def play(game, card_id):
    tp = game.state.turn_player
    iid = demo.put(game, tp, card_id, "hand")
    events = game.apply(Action("play", tp, card=iid))
    return tp, zone(game, "field", tp)[-1] if zone(game, "field", tp) else None, events


def health(game, player):
    return game.state.player_counters[player]["health"]


def test_look_pick_and_order_the_rest_on_the_bottom(game):
    tp = game.state.turn_player
    sage = demo.put(game, tp, "SK-007", "field")
    game.card(sage).entered_turn = 1
    deck = zone(game, "deck", tp)
    top3 = deck[-3:][::-1]
    activate = Action("activate", tp, card=sage, number=0)
    assert activate in game.legal_actions()
    game.apply(activate)
    assert game.card(sage).orientation == "tapped"  # cost paid
    decision = game.decision
    assert decision.context == "look_pick" and set(decision.options) == set(top3)
    assert game.view(PlayerId(1 - tp)).decision.options == ()  # the opponent does not see what was looked at
    hand = len(zone(game, "hand", tp))
    game.apply(Action("choose", tp, picks=(top3[0],)))
    assert game.decision.context == "look_order"
    rest = game.decision.options
    game.apply(Action("order", tp, picks=rest))
    assert len(zone(game, "hand", tp)) == hand + 1
    assert zone(game, "deck", tp)[:2] == [rest[1], rest[0]]  # first = nearest the top of the bottom group
    with pytest.raises(IllegalAction) as tapped:
        game.apply(activate)
    assert tapped.value.rule == "S-3-3" and "cost" in tapped.value.reason


def test_continuous_ability_applies_only_while_its_condition_holds(game):
    tp = game.state.turn_player
    warden = demo.put(game, tp, "SK-008", "field")
    footman = demo.put(game, tp, "SK-001", "field")
    assert demo.power(game, footman) == 2
    demo.put(game, tp, "SK-002", "field")
    assert demo.power(game, footman) == 3 and demo.power(game, warden) == 2
    game.move(footman, ZoneRef("discard", tp))
    remaining = zone(game, "field", tp)[-1]
    assert demo.power(game, remaining) == 3  # only two creatures now: no bonus


def test_one_game_evaluating_its_continuous_abilities_does_not_hide_another_games(monkeypatch):
    """The re-entrancy guard is per game: a LAN host's worker and the UI thread may evaluate two games at once."""
    games = []
    for _ in range(2):
        game = demo.start("abilities")
        demo.pass_until(game, 2)
        tp = game.state.turn_player
        demo.put(game, tp, "SK-008", "field")
        footman = demo.put(game, tp, "SK-001", "field")
        demo.put(game, tp, "SK-002", "field")
        games.append((game, footman))
    (busy, busy_footman), (other, footman) = games
    seen_meanwhile = []
    evaluate = static._evaluate

    def evaluate_and_meanwhile_look_at_the_other_game(game):
        if game is busy:
            seen_meanwhile.append(demo.power(other, footman))
        return evaluate(game)

    monkeypatch.setattr(static, "_evaluate", evaluate_and_meanwhile_look_at_the_other_game)
    assert demo.power(busy, busy_footman) == 3
    assert seen_meanwhile and set(seen_meanwhile) == {3}, "the other game still sees its Warden's bonus"


def test_up_to_target_with_a_filter_and_destroy_trigger(game):
    tp, opp = game.state.turn_player, PlayerId(1 - game.state.turn_player)
    weak = demo.put(game, opp, "SK-019", "field")  # Mystic, 2 power: draws when destroyed
    demo.put(game, opp, "SK-006", "field")  # Giant, 5 power: not a legal target
    opp_hand = len(zone(game, "hand", opp))
    play(game, "SK-009")  # Assassin
    decision = game.decision
    assert decision.context == "ability_target" and decision.options == (weak,) and decision.minimum == 0
    game.apply(Action("choose", tp, picks=(weak,)))
    assert weak not in game.state.cards and len(zone(game, "discard", opp)) == 1
    assert game.decision.context == "may" and game.decision.player == opp  # Mystic: "you may draw"
    game.apply(Action("yes", opp))
    assert len(zone(game, "hand", opp)) == opp_hand + 1


def test_choose_one_mode_and_opponent_discards(game):
    tp, opp = game.state.turn_player, PlayerId(1 - game.state.turn_player)
    play(game, "SK-011")  # Oracle
    decision = game.decision
    assert decision.context == "choose_mode" and decision.labels == ("Draw a card", "Opponent discards")
    game.apply(Action("choose", tp, picks=(1,)))
    assert game.decision.player == opp and game.decision.context == "discard"
    card = game.decision.options[0]
    game.apply(Action("choose", opp, picks=(card,)))
    assert len(zone(game, "discard", opp)) == 1


def test_optional_ability_and_search(game):
    tp = game.state.turn_player
    play(game, "SK-012")  # Bard
    assert game.decision.kind is DecisionKind.YES_NO and game.decision.context == "optional_ability"
    game.apply(Action("yes", tp))
    decision = game.decision
    assert decision.context == "search" and all(label == "Footman" for label in decision.labels)
    footmen = len(decision.options)
    game.apply(Action("choose", tp, picks=decision.options[:1]))
    hand_names = [game.definition(i).name for i in zone(game, "hand", tp)]
    assert "Footman" in hand_names and footmen >= 1


def test_declining_an_optional_ability_does_nothing(game):
    tp = game.state.turn_player
    hand = len(zone(game, "hand", tp))
    play(game, "SK-012")
    game.apply(Action("no", tp))
    assert len(zone(game, "hand", tp)) == hand and game.decision.context == "main"


def test_if_otherwise_with_a_ruleset_condition(game):
    tp = game.state.turn_player
    hand = len(zone(game, "hand", tp))
    play(game, "SK-013")  # Cleric at 8 health: draws instead
    assert len(zone(game, "hand", tp)) == hand + 1
    game.set_player_counter(tp, "health", 3)
    game.state.vars.pop("played_turn")
    play(game, "SK-013")
    assert health(game, tp) == 5


def test_once_per_turn_activation_with_a_discard_cost_grants_a_keyword(game):
    tp = game.state.turn_player
    smith = demo.put(game, tp, "SK-014", "field")
    discard = demo.put(game, tp, "SK-001", "hand")
    game.apply(Action("activate", tp, card=smith, number=0))
    assert game.decision.context == "discard"
    game.apply(Action("choose", tp, picks=(discard,)))
    assert demo.has_keyword(game, smith, "guard")  # the only creature: chosen without asking
    again = Action("activate", tp, card=smith, number=0)
    assert game.check(again).rule == "S-3-3" and "already been used" in game.check(again).reason
    game.apply(Action("pass", tp))
    assert not demo.has_keyword(game, smith, "guard")  # until end of turn


def test_script_escape_hatch_set_stat_and_tokens(game):
    tp = game.state.turn_player
    _, golem, _ = play(game, "SK-015")
    assert demo.power(game, golem) == 4
    game.state.vars.pop("played_turn")
    _, titan, _ = play(game, "SK-022")
    assert demo.power(game, titan) == 6
    game.state.vars.pop("played_turn")
    before = len(zone(game, "field", tp))
    play(game, "SK-016")
    names = [game.definition(i).name for i in zone(game, "field", tp)]
    assert len(names) == before + 1 + 0 or "Sprite" in names  # token made if there was room


def test_prevent_lasts_until_the_start_of_the_controllers_next_turn(game):
    tp, opp = game.state.turn_player, PlayerId(1 - game.state.turn_player)
    victim = demo.put(game, opp, "SK-006", "field")
    play(game, "SK-017")  # Jailer
    assert demo.prevented(game, victim, "attack")
    game.apply(Action("pass", tp))
    while game.decision.player != opp or game.decision.context != "main":
        game.apply(game.legal_actions()[0])
    game.card(victim).entered_turn = 0
    refused = game.check(Action("attack", opp, card=victim))
    assert refused.rule == "S-4-6"
    game.apply(Action("pass", opp))
    while game.decision.context != "main":
        game.apply(game.legal_actions()[0])
    assert not demo.prevented(game, victim, "attack")


def test_damage_then_bounce_and_reveal_then_shuffle(game):
    tp, opp = game.state.turn_player, PlayerId(1 - game.state.turn_player)
    target = demo.put(game, opp, "SK-002", "field")
    play(game, "SK-018")  # Storm
    assert health(game, opp) == demo.STARTING_HEALTH - 1
    game.apply(Action("choose", tp, picks=(target,)))
    assert target not in game.state.cards and any(game.definition(i).name == "Archer" for i in zone(game, "hand", opp))
    game.state.vars.pop("played_turn")
    _, _, events = play(game, "SK-021")  # Seer
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.seen_by(opp).card_id is not None and reveal.seen_by(None).card_id is not None
    assert reveal.seen_by(opp).card is None  # a deck card's instance id is never sent
    assert any(e.kind == "shuffle" for e in events)


def test_start_of_turn_trigger_and_tapping_an_opponent(game):
    tp, opp = game.state.turn_player, PlayerId(1 - game.state.turn_player)
    demo.put(game, opp, "SK-023", "field")  # Lifebinder
    tactician = demo.put(game, tp, "SK-020", "field")
    victim = demo.put(game, opp, "SK-001", "field")
    game.card(tactician).entered_turn = 1
    game.apply(Action("activate", tp, card=tactician, number=0))
    game.apply(Action("choose", tp, picks=(victim,))) if game.decision.context == "ability_target" else None
    assert game.card(victim).orientation == "tapped"
    before = health(game, opp)
    game.apply(Action("pass", tp))
    assert health(game, opp) == before + 1  # at the start of the opponent's turn


def test_manual_resolution_is_checked_logged_and_visible(game):
    tp, opp = game.state.turn_player, PlayerId(1 - game.state.turn_player)
    _, trickster, _ = play(game, "SK-010")
    decision = game.decision
    assert decision.context == "manual" and "by hand" in decision.prompt and "swap" in decision.prompt
    ghost = demo.put(game, tp, "SK-006", "discard")
    while len(zone(game, "field", tp)) < 3:
        demo.put(game, tp, "SK-001", "field")
    with pytest.raises(IllegalAction) as full:
        game.apply(Action("manual_move", tp, card=ghost, option="field"))
    assert full.value.rule == "manual" and "full" in full.value.reason
    events = game.apply(Action("manual_move", tp, card=trickster, option="discard"))
    assert any(e.kind == "manual" and "moved" in e.text for e in events)
    move = next(e for e in events if e.kind == "move")
    assert move.seen_by(opp).card_id == "SK-010"  # the opponent sees exactly what was done
    game.apply(Action("manual_move", tp, card=ghost, option="field"))
    hidden = zone(game, "deck", opp)[-1]
    assert game.check(Action("manual_move", tp, card=hidden, option="hand")).rule == "manual"
    game.apply(Action("pass", tp))
    assert game.decision.context == "main"


def test_herald_triggers_on_another_creature_but_not_itself(game):
    tp = game.state.turn_player
    before = health(game, tp)
    play(game, "SK-004")
    assert health(game, tp) == before
    game.state.vars.pop("played_turn")
    play(game, "SK-001")
    assert health(game, tp) == before + 1
