"""Battle Spirits Saga on the table: its layout, cores drawn on cards and pools, and a whole game played through it."""

from __future__ import annotations

from desktop.playmat.cores import CoinItem
from desktop.playmat.geometry import TableGeometry
from desktop.qt import QMenu, Qt
from desktop.start import GameRequest
from desktop.table import Seat
from engine.ids import PlayerId, ZoneRef
from engine.rulesets.battle_spirits_saga import build_ruleset

from .conftest import screenshot
from .helpers import answer_passively, view_point, wait_for_decision

DECKS = ("Crimson Dusk Rush", "Tidegrove Bastion")


def _answer(qtbot, screen):
    """Answer passively, or, while a question with one answer is being answered for the player (its controls
    are off), wait for it."""
    controls = getattr(screen.question_bar, "controls", None)
    if controls is not None and not controls.isEnabled():
        before = screen.snapshot
        qtbot.waitUntil(lambda: screen.snapshot is not before, timeout=5000)
        return
    answer_passively(qtbot, screen)


def test_its_zones_never_overlap_on_either_half():
    for seat in (PlayerId(0), PlayerId(1)):
        rects = [place.rect for place in TableGeometry(build_ruleset(), seat).places.values()]
        for i, a in enumerate(rects):
            for b in rects[i + 1 :]:
                assert not a.intersects(b), (a, b)


def test_a_passive_human_plays_the_bot_to_the_end_with_cores_shown(qtbot, window):
    screen = window.start_game(GameRequest("battle-spirits-saga", DECKS, (Seat.HUMAN, Seat.BOT)), seed="bss-ui-1")
    seen_cores = False
    for _ in range(800):
        snapshot = wait_for_decision(qtbot, screen)
        if snapshot.view.outcome is not None:
            break
        reserve = next(z for z in snapshot.view.zones if z.ref.name == "reserve" and z.ref.owner == snapshot.seat)
        seen_cores = seen_cores or dict(reserve.tokens).get("core", 0) > 0
        _answer(qtbot, screen)
    outcome = screen.snapshot.view.outcome
    assert outcome is not None and outcome.rule in ("9-2-3", "9-2-4")
    assert seen_cores
    assert screen.game_over.isVisible() and f"rule {outcome.rule}" in screen.game_over.reason.text()


def _drag(qtbot, screen, start, end):
    """Press at scene point `start`, move in two steps, release at `end`: real mouse events on the viewport."""
    viewport = screen.view.viewport()
    press = view_point(screen, start)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=press)
    qtbot.mouseMove(viewport, pos=(press + view_point(screen, end)) / 2)
    qtbot.mouseMove(viewport, pos=view_point(screen, end))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view_point(screen, end))


def _coin(screen, source, kind="core"):
    coins = [c for c in screen.scene.items() if isinstance(c, CoinItem) and c.movable and c.kind == kind]
    return next(c for c in coins if c.source == source)


def _cores_on(snapshot, iid):
    card = next(c for z in snapshot.view.zones for c in z.cards if c.iid == iid)
    return sum(n for _, n in card.tokens)


def test_cores_move_by_drag_from_the_reserve_to_a_spirit_and_back_checked_by_the_engine(qtbot, window):
    screen = window.start_game(GameRequest("battle-spirits-saga", DECKS, (Seat.HUMAN, Seat.BOT)), seed="bss-ui-2")
    for _ in range(200):
        snapshot = wait_for_decision(qtbot, screen)
        assert snapshot.view.outcome is None
        summons = [
            a for a in snapshot.legal if a.kind == "summon" and not a.picks and not a.groups and a.option is None
        ]
        if snapshot.view.decision.context == "main" and summons:
            break
        _answer(qtbot, screen)
    seat = snapshot.seat
    screen.submit(min(summons, key=lambda a: a.number or 0))
    snapshot = wait_for_decision(qtbot, screen)
    spirit = next(c.iid for c in snapshot.view.zone(ZoneRef("field", seat)).cards)
    before = _cores_on(snapshot, spirit)
    reserve = dict(snapshot.view.zone(ZoneRef("reserve", seat)).tokens)
    assert reserve.get("core", 0) >= 1, "a core is left in the reserve to move"
    coin = _coin(screen, None)
    card = screen.scene.cards[spirit]
    _drag(qtbot, screen, coin.mapToScene(coin.boundingRect().center()), card.mapToScene(card.boundingRect().center()))
    qtbot.waitUntil(lambda: _cores_on(screen.snapshot, spirit) == before + 1, timeout=5000)
    screenshot(window, "battle-spirits-saga-cores")
    coin = _coin(screen, spirit)
    zone = screen.scene.zones[ZoneRef("reserve", seat)]
    _drag(qtbot, screen, coin.mapToScene(coin.boundingRect().center()), zone.mapToScene(zone.boundingRect().center()))
    qtbot.waitUntil(lambda: _cores_on(screen.snapshot, spirit) == before, timeout=5000)
    refusals = []
    screen.scene.refused.connect(refusals.append)
    opponent_zone = screen.scene.zones[ZoneRef("reserve", PlayerId(1 - seat))]
    coin = _coin(screen, spirit)
    _drag(qtbot, screen, coin.mapToScene(coin.boundingRect().center()),
          opponent_zone.mapToScene(opponent_zone.boundingRect().center()))  # fmt: skip
    assert _cores_on(screen.snapshot, spirit) == before and not refusals  # a drop nowhere: the core stays
    hand = next(i for i in screen.scene.cards.values() if i.zone == ZoneRef("hand", seat))
    coin = _coin(screen, None)
    _drag(qtbot, screen, coin.mapToScene(coin.boundingRect().center()), hand.mapToScene(hand.boundingRect().center()))
    qtbot.waitUntil(lambda: bool(refusals), timeout=5000)
    assert "rule 6-6-1-2-3" in refusals[-1]  # cores go only between the reserve and cards on the field
    assert _cores_on(screen.snapshot, spirit) == before
    for _ in range(800):
        snapshot = wait_for_decision(qtbot, screen)
        if snapshot.view.outcome is not None:
            break
        _answer(qtbot, screen)
    assert screen.snapshot.view.outcome is not None


def test_a_core_moves_by_keyboard_from_the_cards_menu(qtbot, window):
    screen = window.start_game(GameRequest("battle-spirits-saga", DECKS, (Seat.HUMAN, Seat.BOT)), seed="bss-ui-2")
    for _ in range(200):
        snapshot = wait_for_decision(qtbot, screen)
        summons = [
            a for a in snapshot.legal if a.kind == "summon" and not a.picks and not a.groups and a.option is None
        ]
        if snapshot.view.decision.context == "main" and summons:
            break
        _answer(qtbot, screen)
    seat = snapshot.seat
    screen.submit(min(summons, key=lambda a: a.number or 0))
    snapshot = wait_for_decision(qtbot, screen)
    spirit = next(c.iid for c in snapshot.view.zone(ZoneRef("field", seat)).cards)
    before = _cores_on(snapshot, spirit)
    view = screen.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    for _ in range(len(screen.scene.cards) + 1):
        if view.focused_card() is not None and view.focused_card().iid == spirit:
            break
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.focused_card().iid == spirit
    qtbot.keyClick(view, Qt.Key.Key_Return)
    menu = screen.scene.menu
    assert isinstance(menu, QMenu) and menu.isVisible()
    wanted = next(a.text() for a in menu.actions() if a.text().startswith("Move 1 core from the reserve to "))
    for _ in range(len(menu.actions()) + 2):
        if menu.activeAction() is not None and menu.activeAction().text() == wanted:
            break
        qtbot.keyClick(menu, Qt.Key.Key_Down)
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _cores_on(screen.snapshot, spirit) == before + 1, timeout=5000)


def test_a_summons_cores_are_chosen_one_by_one_in_the_question_bar(qtbot, window):
    screen = window.start_game(GameRequest("battle-spirits-saga", DECKS, (Seat.HUMAN, Seat.BOT)), seed="bss-ui-3")
    for _ in range(200):
        snapshot = wait_for_decision(qtbot, screen)
        chosen = [a for a in snapshot.legal if a.kind == "summon" and a.option == "choose_cores"]
        if snapshot.view.decision.context == "main" and chosen:
            break
        _answer(qtbot, screen)
    seat = snapshot.seat
    screen.submit(chosen[0])
    asked = set()
    for _ in range(20):
        snapshot = wait_for_decision(qtbot, screen)
        decision = snapshot.view.decision
        if decision.context not in ("core_payment", "core_placement"):
            break
        asked.add(decision.context)
        if screen.question_bar.option_buttons:
            qtbot.mouseClick(screen.question_bar.option_buttons[decision.options[0]], Qt.MouseButton.LeftButton)
        else:
            _answer(qtbot, screen)
        qtbot.waitUntil(lambda d=decision: screen.snapshot.view.decision != d, timeout=5000)
    field = screen.snapshot.view.zone(ZoneRef("field", seat)).cards
    assert field and sum(n for _, n in field[-1].tokens) == chosen[0].number
    assert "core_placement" in asked or chosen[0].number == 0


def test_core_choice_options_never_light_a_card_whose_id_equals_an_index(qtbot, window):
    """10-6-6: the options of a core payment are indexes of the places a core may come from; even when every index
    equals the instance id of a card on the table, no card is lit (the question bar's INDEX_CONTEXTS)."""
    import dataclasses

    from desktop.table import Snapshot
    from engine.actions import CHOOSE, Action
    from engine.decisions import Decision, DecisionKind

    screen = window.start_game(GameRequest("battle-spirits-saga", DECKS, (Seat.HUMAN, Seat.BOT)), seed="bss-ui-3")
    snapshot = wait_for_decision(qtbot, screen)
    seen = sorted(c.iid for z in snapshot.view.zones for c in z.cards if c.iid is not None)[:2]
    lit = []
    screen.question_bar.selection_changed.connect(lambda options, _selected: lit.append(options))
    for context in ("core_payment", "core_placement"):
        question = Decision(snapshot.seat, DecisionKind.CHOOSE, "Pay the cost: core 1 of 2", "10-6-6", context,
                            options=tuple(seen), labels=("A core from your reserve", "The soul core from your reserve"),
                            minimum=1, maximum=1)  # fmt: skip
        view = dataclasses.replace(snapshot.view, decision=question)
        legal = tuple(Action(CHOOSE, snapshot.seat, picks=(o,)) for o in seen)
        screen.question_bar.show_snapshot(Snapshot(snapshot.seat, view, (), legal))
        assert lit[-1] == set(), f"no card is lit for a {context} question"
        assert set(screen.question_bar.option_buttons) == set(seen), "each place is a button"


def test_a_burst_is_set_by_a_drop_on_the_burst_area_not_offered_on_the_field_6_6_1_2_2(qtbot, window):
    screen = window.start_game(GameRequest("battle-spirits-saga", DECKS, (Seat.HUMAN, Seat.BOT)), seed="bss-ui-2")
    for _ in range(300):
        snapshot = wait_for_decision(qtbot, screen)
        assert snapshot.view.outcome is None
        bursts = [a for a in snapshot.legal if a.kind == "set_burst"]
        if snapshot.view.decision.context == "main" and bursts:
            break
        _answer(qtbot, screen)
    seat, card = snapshot.seat, bursts[0].card
    item = screen.scene.cards[card]
    field = screen.scene.zones[ZoneRef("field", seat)]
    refusals = []
    screen.scene.refused.connect(refusals.append)
    assert [a.kind for a in snapshot.legal if a.card == card] == ["set_burst"], "only setting it is legal now"
    _drag(qtbot, screen, item.mapToScene(item.boundingRect().center()), field.mapToScene(field.boundingRect().center()))
    qtbot.waitUntil(lambda: bool(refusals), timeout=5000)  # the field is not where a burst is set: no move
    assert screen.snapshot.view.zone(ZoneRef("burst", seat)).cards == ()
    snapshot = wait_for_decision(qtbot, screen)
    item = screen.scene.cards[card]
    burst = screen.scene.zones[ZoneRef("burst", seat)]
    _drag(qtbot, screen, item.mapToScene(item.boundingRect().center()), burst.mapToScene(burst.boundingRect().center()))
    menu = screen.scene.menu
    if isinstance(menu, QMenu) and menu.isVisible():
        wanted = next(a for a in menu.actions() if a.text().endswith("face down in the burst area"))
        for _ in range(len(menu.actions()) + 2):
            if menu.activeAction() is wanted:
                break
            qtbot.keyClick(menu, Qt.Key.Key_Down)
        qtbot.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(screen.snapshot.view.zone(ZoneRef("burst", seat)).cards) == 1, timeout=5000)
    # drawn face up to its owner: a pill and the hover lines say the opponent sees its back (3-8-2)
    item = next(i for i in screen.scene.cards.values() if i.zone == ZoneRef("burst", seat))
    assert not item.card.face_up and ("face down" in [text for text, _ in item._badges])
    lines = []
    screen.scene.explained.connect(lines.append)
    qtbot.mouseMove(screen.view.viewport(), pos=view_point(screen, item.mapToScene(item.boundingRect().center())))
    qtbot.waitUntil(lambda: bool(lines), timeout=5000)
    assert "Face down: your opponent sees only its back." in lines[-1]


def test_a_long_step_name_never_squeezes_the_phase_names_in_a_narrow_window(qtbot):
    """At 1024x700 "Flash After Block Step" with "The bot is thinking…" cut the phase names ("itar", "efresl");
    the step now gets only the room left, cut with "…", its whole name in its tooltip."""
    from desktop.panels import PhaseStrip

    strip = PhaseStrip(build_ruleset())
    qtbot.addWidget(strip)
    strip.resize(860, 44)
    strip.show()
    strip.set_busy(True)
    strip.set_step("Flash After Block Step")
    qtbot.waitUntil(lambda: all(label.width() >= label.sizeHint().width() for label in strip.phases.values()))
    assert strip.step.toolTip() == "Flash After Block Step"
    assert strip.step.text() in ("", "Flash After Block Step") or strip.step.text().endswith("…")
    qtbot.waitUntil(lambda: strip.step.width() >= strip.step.sizeHint().width() - 2)  # what is shown is not clipped
    strip.resize(1600, 44)
    qtbot.waitUntil(lambda: strip.step.text() == "Flash After Block Step")


def test_hovering_a_spirit_says_what_each_level_needs_2_10(qtbot, window):
    """A face prints only LV1's BP: the preview lines under a hovered card say every level's cores and BP."""
    screen = window.start_game(GameRequest("battle-spirits-saga", DECKS, (Seat.HUMAN, Seat.BOT)), seed="bss-ui-2")
    snapshot = wait_for_decision(qtbot, screen)
    database = screen.scene.context.database
    item = next(
        i for i in screen.scene.cards.values()
        if i.zone == ZoneRef("hand", snapshot.seat) and database.get(i.card.card_id).category == "spirit"
    )  # fmt: skip
    definition = database.get(item.card.card_id)
    levels = [(definition.stats[f"lv{n}_cores"], definition.stats[f"lv{n}_bp"]) for n in (1, 2)]
    lines = []
    screen.scene.explained.connect(lines.append)
    viewport = screen.view.viewport()
    qtbot.mouseMove(viewport, pos=view_point(screen, item.mapToScene(item.boundingRect().center())))
    qtbot.waitUntil(lambda: bool(lines), timeout=5000)
    cores = [f"{c} core" + ("s" if c != 1 else "") for c, _ in levels]
    wanted = f"Levels: LV1 {cores[0]}, {levels[0][1]} BP · LV2 {cores[1]}, {levels[1][1]} BP"
    assert any(line.startswith(wanted) for line in lines[-1]), lines[-1]
    assert screen.preview.notes.text().startswith(wanted)
