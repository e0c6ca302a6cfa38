"""Every keyword of section 10 and the sample set's other abilities, through real cards and real actions."""

import pytest

from engine import Action, PlayerId
from tests.engine.rulesets.weiss_schwarz import support as S


@pytest.fixture
def table():
    """Turn 2's main phase; both sides cleared, decks of plain level-1 cards, 5 stock for the turn player."""
    game, tp = S.main_phase("keywords", turn=2)
    ntp = PlayerId(1 - tp)
    for player in (0, 1):
        S.clear(game, player, "stage", "clock", "level", "climax", "stock", "hand", "waiting_room", "deck", "memory")
        S.stack(game, player, *["T-L1"] * 15)
    for _ in range(5):
        S.put(game, tp, "T-L0", "stock", face_up=False)
    return game, tp, ntp


def level(game, player, count, card="T-L1G"):
    for _ in range(count):
        S.put(game, player, card, "level")


def power(game, iid):
    card = game.card(iid)
    return dict(next(c for c in game.view(None).zone(card.zone).cards if c.iid == iid).stats)["power"]


def names(game, iids):
    return [game.definition(i).name for i in iids]


def test_bond_returns_the_named_card_for_its_cost_10_4_2(table):
    game, tp, _ntp = table
    rin = S.put(game, tp, "LF-007", "waiting_room")
    aoi = S.put(game, tp, "LF-003", "hand")
    S.act(game, "play", tp, card=aoi, number=1)
    S.act(game, "yes", tp)
    assert rin not in game.state.cards and names(game, S.zone(game, "hand", tp)) == ["Festival Captain Rin"]
    assert len(S.zone(game, "stock", tp)) == 4


def test_brainstorm_flips_4_to_the_waiting_room_and_draws_per_climax_10_7_3(table):
    game, tp, _ntp = table
    S.stack(game, tp, "T-CX", "T-L0", "T-CX", "T-L0B")
    kid = S.put(game, tp, "LF-005", "stage", 1)  # Yo-yo Balloon Kid: Brainstorm [(1) rest]
    events = game.apply(Action("activate", PlayerId(tp), card=kid, number=0))
    flipped = [e for e in events if e.kind == "move" and e.dst == S.ref("resolution", tp)]
    assert len(flipped) == 4  # all four went to the resolution zone first (10.7.3)
    assert len(S.zone(game, "waiting_room", tp)) == 5  # the four and the stock paid
    assert len(S.zone(game, "hand", tp)) == 2  # 2 climaxes: 2 draws
    assert game.card(kid).orientation == "rest"


def test_festival_flyers_brainstorm_salvages_per_climax_10_7(table):
    game, tp, _ntp = table
    level(game, tp, 1, "T-L1")  # yellow, level 1
    S.stack(game, tp, "T-CX", "T-L0", "T-L0B")
    flyers = S.put(game, tp, "LF-019", "hand")
    S.act(game, "play_event", tp, card=flyers)
    decision = game.decision
    assert decision.context == "brainstorm" and decision.maximum == 1  # one climax: up to one character
    S.act(game, "choose", tp, picks=(decision.options[0],))
    assert len(S.zone(game, "hand", tp)) == 1


def test_change_swaps_for_the_named_character_at_the_encore_step_10_8(table):
    game, tp, _ntp = table
    kanon = S.put(game, tp, "LF-010", "stage", 2, orientation="rest")
    S.put(game, tp, "LF-013", "waiting_room")  # Encore Star Kanon
    S.advance_until(game, lambda g: g.state.step == "encore" and g.decision.context == "optional_ability")
    S.act(game, "yes", tp)
    placed = S.zone(game, "stage", tp, 2)
    assert kanon not in game.state.cards and names(game, placed) == ["Encore Star Kanon"]
    assert game.decision.context == "order_triggers"  # the old one's Encore, the new one's Change ability
    draw = next(t.tid for t in game.state.triggers if "Change" in t.label)
    S.act(game, "choose", tp, picks=(draw,))
    assert game.decision.context == "may"  # "when placed on the stage by Change" (10.8.4)
    S.act(game, "yes", tp)
    assert len(S.zone(game, "hand", tp)) == 1


def test_change_needs_the_character_to_be_there_10_8_3(table):
    game, tp, _ntp = table
    kanon = S.put(game, tp, "LF-010", "stage", 2, orientation="rest")
    S.advance_until(game, lambda g: g.state.step == "encore" and g.decision.context == "optional_ability")
    S.act(game, "yes", tp)  # no Encore Star Kanon in the waiting room: no exchange
    assert S.zone(game, "stage", tp, 2) == [kanon]


def test_memory_and_experience_conditions_10_9_10_10(table):
    game, tp, _ntp = table
    pip = S.put(game, tp, "CH-004", "stage", 1)  # +1500 with 2 cards in memory
    valet = S.put(game, tp, "CH-006", "stage", 2)  # +1500 with a total level of 2 in the level
    assert power(game, pip) == 2500 and power(game, valet) == 3000
    S.put(game, tp, "T-L0", "memory")
    S.put(game, tp, "T-L0", "memory", face_up=False)
    S.put(game, tp, "T-L2", "level")
    assert power(game, pip) == 4000 and power(game, valet) == 4500


def test_memory_tide_reader_goes_to_memory_from_the_stage_10_9(table):
    game, tp, _ntp = table
    S.put(game, tp, "CH-005", "stage", 1)
    newcomer = S.put(game, tp, "T-L0", "hand")
    S.act(game, "play", tp, card=newcomer, number=1)  # 9.6.1 puts Tide Reader into the waiting room
    S.advance_to(game, "order_triggers")  # the default Encore and its own Memory ability
    memory = next(t.tid for t in game.state.triggers if "memory" in t.label.lower())
    S.act(game, "choose", tp, picks=(memory,))
    S.act(game, "yes", tp)
    assert names(game, S.zone(game, "memory", tp)) == ["Tide Reader Maren"]


def test_shift_exchanges_with_a_same_colour_card_at_the_start_of_the_main_phase_10_11(table):
    game, tp, _ntp = table
    S.put(game, tp, "T-L0", "clock")
    ayu = S.put(game, tp, "LF-015", "clock")  # green, Shift Level 1
    S.put(game, tp, "T-L0", "clock")
    level(game, tp, 1)
    green = S.put(game, tp, "T-L1G", "hand")
    S.put(game, tp, "T-L0", "hand")  # yellow: not offered
    S.advance_until(game, lambda g: g.decision.context == "optional_ability" and g.state.turn == 4)
    S.act(game, "yes", tp)
    assert game.decision.context == "shift" and game.decision.options == (green,)
    S.act(game, "choose", tp, picks=(green,))
    clock = names(game, S.zone(game, "clock", tp))
    assert clock[1] == "Plain T-L1G" and "Firefly Dancer Ayu" in names(game, S.zone(game, "hand", tp))
    del ayu


def test_shift_is_not_offered_without_a_card_of_its_colour_in_hand_10_11_3_2(table):
    """10.11.3.2: with no card of the same colour in hand the player "is not allowed to choose to exchange cards", so
    "use it?" is not asked (as 8.7.3.1.1 for a cost that cannot be paid): the ability triggers and does nothing."""
    game, tp, _ntp = table
    ayu = S.put(game, tp, "LF-015", "clock")  # green, Shift Level 1
    level(game, tp, 1)
    S.put(game, tp, "T-L0", "hand")  # yellow, as the whole deck
    asked, events = [], []
    while not (game.state.turn == 4 and game.decision.context == "main"):
        if game.state.turn == 4:
            asked.append(game.decision.context)
        S.answer_default(game)
        events.extend(e for e in game.last_events if game.state.turn == 4)
    assert [e.text for e in events if e.kind == "trigger"] == ["Shift, Level 1"]
    assert "optional_ability" not in asked and "shift" not in asked
    assert ayu in S.zone(game, "clock", tp)


def test_alarm_works_from_the_top_of_the_clock_10_1(table):
    game, tp, _ntp = table
    lantern = S.put(game, tp, "LF-001", "stage", 1)  # «Lantern»
    other = S.put(game, tp, "T-L0", "stage", 2)
    narrator = S.put(game, tp, "LF-016", "clock")
    level(game, tp, 2)
    assert power(game, lantern) == 2500 and power(game, other) == 3000
    S.put(game, tp, "T-L0", "clock")  # no longer the top card
    assert power(game, lantern) == 1500
    del narrator


def test_accelerate_clocks_the_top_card_for_power_and_soul_10_12(table):
    game, tp, _ntp = table
    tess = S.put(game, tp, "CH-001", "stage", 1)
    S.act(game, "pass", tp)
    assert game.decision.context == "optional_ability"
    S.act(game, "yes", tp)
    assert len(S.zone(game, "clock", tp)) == 1 and power(game, tess) == 4000


def test_resonate_reveals_a_sky_character_for_power_10_13(table):
    game, tp, _ntp = table
    wren = S.put(game, tp, "CH-010", "stage", 2)
    S.put(game, tp, "T-S0", "stage", 3)
    shown = S.put(game, tp, "CH-021", "hand")  # «Sky»
    S.advance_to(game, "attack")
    S.act(game, "attack", tp, card=wren, option="direct")
    assert game.decision.context == "optional_ability"
    events = game.apply(Action("yes", PlayerId(tp)))
    assert any(e.kind == "reveal" and e.card == shown for e in events)
    assert power(game, wren) == 5500


def test_fusion_then_sunder_10_14_10_15(table):
    game, tp, _ntp = table
    level(game, tp, 1, "T-L0R")
    bram = S.put(game, tp, "CH-009", "stage", 2)  # Steam Engineer Bram: Fusion
    sentinel = S.put(game, tp, "CH-022", "stage", 1)  # a «Gear» character for the cost
    S.put(game, tp, "T-L0", "marker", 1, face_up=False)  # the sentinel's marker: to the waiting room
    S.stack(game, tp, "CH-013")  # Clockwork Colossus in the deck
    S.act(game, "activate", tp, card=bram, number=0)
    assert game.decision.context == "fusion"
    S.act(game, "choose", tp, picks=(game.decision.options[0],))
    colossus = S.zone(game, "stage", tp, 2)
    assert names(game, colossus) == ["Clockwork Colossus"]
    assert sorted(names(game, S.zone(game, "marker", tp, 2))) == ["Rivet Sentinel", "Steam Engineer Bram"]
    assert S.zone(game, "marker", tp, 1) == [] and sentinel not in game.state.cards
    assert all(game.card(m).face_up for m in S.zone(game, "marker", tp, 2))
    S.put(game, tp, "T-S0", "stage", 3)
    S.advance_to(game, "attack")
    S.act(game, "attack", tp, card=colossus[0], option="direct")
    S.advance_to(game, "optional_ability")  # Sunder at the end of the attack (10.15.2)
    S.act(game, "yes", tp)
    assert game.decision.context == "choose_position"
    S.act(game, "choose", tp, picks=(1,))
    assert names(game, S.zone(game, "stage", tp, 1)) == ["Steam Engineer Bram"]  # a new character, standing
    assert game.card(S.zone(game, "stage", tp, 1)[0]).orientation == "stand"
    assert sorted(names(game, S.zone(game, "marker", tp, 1))) == ["Clockwork Colossus", "Rivet Sentinel"]
    assert S.zone(game, "stage", tp, 2) == []


def test_heal_on_play_puts_the_top_clock_card_into_the_waiting_room(table):
    game, tp, _ntp = table
    level(game, tp, 3, "T-L1")
    S.put(game, tp, "T-L0", "clock")
    top = S.put(game, tp, "T-L0B", "clock")
    akari = S.put(game, tp, "LF-017", "hand")  # Lantern Queen Akari
    S.act(game, "play", tp, card=akari, number=2)
    assert top not in game.state.cards and len(S.zone(game, "clock", tp)) == 1


def test_climax_combo_burn_and_soul(table):
    game, tp, ntp = table
    level(game, tp, 3, "T-L0R")
    S.put(game, tp, "CH-C01", "climax")  # Cannon Salute: +1000 power, +1 soul
    leviathan = S.put(game, tp, "CH-018", "stage", 2)  # 1 damage when attacking with Cannon Salute
    S.put(game, tp, "T-S0", "stage", 3)
    S.clear(game, ntp, "deck")
    S.stack(game, ntp, *["T-L1"] * 10)
    S.advance_to(game, "attack")
    S.act(game, "attack", tp, card=leviathan, option="direct")
    S.advance_to(game, "attack")
    assert len(S.zone(game, "clock", ntp)) == 1 + 2 + 1 + 1  # burn + soul 2 + climax + direct


def test_admiral_sends_its_reversed_battle_opponent_to_the_bottom_of_the_deck(table):
    game, tp, ntp = table
    level(game, tp, 3, "T-L0")
    admiral = S.put(game, tp, "CH-017", "stage", 2)  # 10000
    victim = S.put(game, ntp, "T-L0", "stage", 2)
    S.put(game, tp, "T-S0", "stage", 3)
    S.advance_to(game, "attack")
    S.act(game, "attack", tp, card=admiral, option="frontal")
    S.advance_to(game, "counter")
    S.act(game, "pass", ntp)
    S.advance_to(game, "ability_target")
    S.act(game, "choose", tp, picks=(victim,))
    assert victim not in game.state.cards and names(game, S.zone(game, "deck", ntp)[:1]) == ["Plain T-L0"]


def test_oracle_gains_soul_when_its_climax_is_placed(table):
    game, tp, _ntp = table
    oracle = S.put(game, tp, "CH-024", "stage", 1)
    S.put(game, tp, "T-L0", "clock")
    climax = S.put(game, tp, "T-CX", "hand")
    S.act(game, "pass", tp)
    S.act(game, "play_climax", tp, card=climax)
    soul = dict(next(c for c in game.view(None).zone(S.ref("stage", tp, 1)).cards).stats)["soul"]
    assert soul == 2
    del oracle


def test_nao_cannot_side_attack(table):
    game, tp, ntp = table
    nao = S.put(game, tp, "LF-011", "stage", 2)
    S.put(game, ntp, "T-L0", "stage", 2)
    S.advance_to(game, "attack")
    legal = [a.option for a in game.legal_actions() if a.card == nao]
    assert legal == ["frontal"]


def test_harbor_rain_rests_and_yara_rests_a_low_level_character(table):
    game, tp, ntp = table
    level(game, tp, 2, "T-L0")
    S.put(game, tp, "T-L1G", "clock")
    S.put(game, tp, "CH-012", "clock")  # blue
    low, high = S.put(game, ntp, "T-L0", "stage", 1), S.put(game, ntp, "T-L2", "stage", 2)
    yara = S.put(game, tp, "CH-014", "hand")
    S.act(game, "play", tp, card=yara, number=3)
    assert game.decision.context == "ability_target" and game.decision.options == (low,)
    S.act(game, "choose", tp, picks=(low,))
    assert game.card(low).orientation == "rest" and game.card(high).orientation == "stand"
