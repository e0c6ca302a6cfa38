"""Decisions answered through the question bar: yes/no (mulligan), choose (block), keyboard only."""

from __future__ import annotations

from desktop.qt import QPushButton, Qt
from desktop.table import Seat
from engine.actions import Action
from engine.decisions import DecisionKind
from engine.ids import PlayerId, ZoneRef

from .conftest import screenshot, start
from .helpers import answer_passively, wait_for_decision


def test_mulligan_is_answered_with_the_yes_button(qtbot, window):
    screen = start(window)
    snapshot = wait_for_decision(qtbot, screen)
    assert snapshot.view.decision.context == "mulligan"
    screenshot(screen.question_bar, "question-bar-mulligan")
    yes = screen.question_bar.findChild(QPushButton, "yesButton")
    qtbot.mouseClick(yes, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(line.startswith("You answer yes to “") for line in screen.log.lines()), timeout=5000)


def test_a_block_is_chosen_by_clicking_the_card_then_confirm(qtbot, window):
    """Hot-seat: player 1 attacks, player 2 blocks by clicking the offered creature on the table."""
    screen = start(window, seats=(Seat.HUMAN, Seat.HUMAN), seed="block-1")
    screen.cover.reveal()
    blocker_seen = False
    for _ in range(300):
        snapshot = wait_for_decision(qtbot, screen)
        assert snapshot.view.outcome is None
        screen.cover.hide()
        decision = snapshot.view.decision
        if decision.kind is DecisionKind.CHOOSE and decision.context == "block":
            blocker_seen = True
            break
        plays = [a for a in snapshot.legal if a.kind == "play"]
        attacks = [a for a in snapshot.legal if a.kind == "attack"]
        if attacks and snapshot.seat == 0 and snapshot.view.zone(ZoneRef("field", PlayerId(1))).count:
            screen.submit(attacks[0])
        elif plays:
            screen.submit(plays[0])
        else:
            answer_passively(qtbot, screen)
    assert blocker_seen
    option = decision.options[0]
    item = screen.scene.card_item(option)
    assert item.mark.name == "OPTION", "the offered blocker is lit"
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=screen.view.mapFromScene(item.mapToScene(item.boundingRect().center())))  # fmt: skip
    assert screen.question_bar.selected == [option]
    assert item.mark.name == "SELECTED"
    screenshot(window, "question-bar-block")
    confirm = screen.question_bar.confirm
    assert confirm.isEnabled()
    qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.snapshot.view.decision != decision, timeout=5000)


def test_the_question_bar_works_from_the_keyboard(qtbot, window):
    screen = start(window)
    wait_for_decision(qtbot, screen)
    bar = screen.question_bar
    bar.focus_first()
    qtbot.waitUntil(lambda: bar.findChild(QPushButton, "yesButton").hasFocus(), timeout=2000)
    qtbot.keyClick(bar.findChild(QPushButton, "yesButton"), Qt.Key.Key_Tab)
    no = bar.findChild(QPushButton, "noButton")
    assert no.hasFocus()
    qtbot.keyClick(no, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: any(line.startswith("You answer no to “") for line in screen.log.lines()), timeout=5000)


def test_number_and_order_questions_build_their_answers(qtbot, window):
    from desktop.question_bar import QuestionBar
    from desktop.table import Snapshot
    from desktop.words import Words
    from engine.decisions import Decision
    from tests.support import demo

    bar = QuestionBar(Words(demo.ruleset(), demo.database()))
    qtbot.addWidget(bar)
    answers: list[Action] = []
    bar.answered.connect(answers.append)
    seat = PlayerId(0)
    game = demo.start()
    view = game.view(seat)

    def ask(decision):
        legal = (Action("number", seat, number=decision.minimum),)
        bar.show_snapshot(Snapshot(seat, view.__class__(**{**_fields(view), "decision": decision}), (), legal))

    ask(Decision(seat, DecisionKind.NUMBER, "Pay X", "T-1", minimum=1, maximum=5))
    bar.spin.setValue(3)
    qtbot.mouseClick(bar.confirm, Qt.MouseButton.LeftButton)
    assert answers[-1] == Action("number", seat, number=3)
    ask(Decision(seat, DecisionKind.ORDER, "Order", "T-2", options=(7, 8), labels=("A", "B")))
    assert not bar.confirm.isEnabled()
    qtbot.mouseClick(bar.option_buttons[8], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bar.option_buttons[7], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bar.confirm, Qt.MouseButton.LeftButton)
    assert answers[-1] == Action("order", seat, picks=(8, 7))
    ask(
        Decision(
            seat, DecisionKind.ARRANGE, "Arrange", "T-3", options=(7, 8), labels=("A", "B"), piles=("top", "bottom")
        )
    )
    bar.piles[1].setCurrentIndex(1)
    qtbot.mouseClick(bar.confirm, Qt.MouseButton.LeftButton)
    assert answers[-1] == Action("arrange", seat, groups=((7,), (8,)))


def _fields(view):
    return {name: getattr(view, name) for name in view.__dataclass_fields__}


def test_mode_options_that_equal_card_ids_are_not_lit_on_the_table(qtbot, window):
    """A "choose one" decision's options are indexes (0, 1, ...): one may equal a card's instance id."""
    import dataclasses

    from desktop.table import Snapshot
    from engine.actions import CHOOSE
    from engine.decisions import Decision

    screen = start(window)
    snapshot = wait_for_decision(qtbot, screen)
    seen = sorted(c.iid for z in snapshot.view.zones for c in z.cards if c.iid is not None)
    modes = Decision(snapshot.seat, DecisionKind.CHOOSE, "Choose one", "1-1", "choose_mode",
                     options=(seen[0], 10**6), labels=("Draw 1", "K.O. a character"), minimum=1, maximum=1)  # fmt: skip
    view = dataclasses.replace(snapshot.view, decision=modes)
    legal = (Action(CHOOSE, snapshot.seat, picks=(seen[0],)), Action(CHOOSE, snapshot.seat, picks=(10**6,)))
    lit = []
    screen.question_bar.selection_changed.connect(lambda options, _selected: lit.append(options))
    screen.question_bar.show_snapshot(Snapshot(snapshot.seat, view, (), legal))
    assert lit[-1] == set(), "no card is lit for a choice between modes"
    assert set(screen.question_bar.option_buttons) == {seen[0], 10**6}, "both modes are buttons"


def test_a_long_question_with_many_options_keeps_the_bar_low_at_1024_px(qtbot, window):
    """Dragon Ball Super's redraw (5-2-1-6) offers six cards: at 1024x700 their buttons scroll beside "choose 0 to 6:"
    and Confirm, and the prompt keeps half the bar, in two lines (in a quarter of it, four lines made the bar taller
    and the table's cards smaller)."""
    from desktop import rulesets
    from desktop.start import GameRequest

    names = list(rulesets.load("dragon-ball-super").decks)
    window.resize(1024, 700)
    screen = window.start_game(GameRequest("dragon-ball-super", (names[0], names[-1]), (Seat.HUMAN, Seat.BOT)), "bar")
    snapshot = wait_for_decision(qtbot, screen)
    while not (snapshot.view.decision.kind is DecisionKind.CHOOSE and len(snapshot.view.decision.options) >= 5):
        answer_passively(qtbot, screen)
        snapshot = wait_for_decision(qtbot, screen)
    bar = screen.question_bar
    qtbot.waitUntil(lambda: window.width() == 1024 and bar.prompt.width() >= 0.4 * bar.width(), timeout=5000)
    lines = bar.prompt.heightForWidth(bar.prompt.width()) / bar.prompt.fontMetrics().lineSpacing()
    assert lines < 2.5, (bar.prompt.width(), lines)
    assert bar.height() <= 62
