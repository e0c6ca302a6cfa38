"""Fewer clicks, safer buttons, a readable log, on every real ruleset: forced questions answer themselves (rule of
the question named, the answer said in the log), a one-of choice is one click, Concede asks first, and Next ends a
Main Phase with moves left only at the second press."""

from __future__ import annotations

import pytest

from desktop import rulesets
from desktop.forced import forced_answer, moves_left
from desktop.qt import QPushButton, Qt
from desktop.settings import Settings
from desktop.start import GameRequest
from desktop.table import Seat
from engine.decisions import DecisionKind

from .helpers import answer_passively, wait_for_decision

GAMES = ("one-piece", "energio", "weiss-schwarz")
NEWER = ("battle-spirits-saga", "dragon-ball-super")


def open_window(qtbot, **settings):
    from desktop.window import MainWindow

    win = MainWindow(Settings(bot_pause_ms=0, animation_speed=0, **settings), save_on_close=False)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def start_game(window, ruleset_id, seed="polish-1", seats=(Seat.HUMAN, Seat.BOT)):
    names = list(rulesets.load(ruleset_id).decks)
    return window.start_game(GameRequest(ruleset_id, (names[0], names[-1]), seats), seed=seed)


def click(qtbot, widget):
    assert widget is not None and widget.isVisible() and widget.isEnabled()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def next_press(qtbot, screen):
    click(qtbot, screen.strip.next_button)


def play_until_forced(qtbot, screen, max_steps=600, done=None):
    """Hot-seat, each side plays characters to its front row and attacks head-on whenever it can, until the shown
    seat faces a question with one legal answer (returned as it was shown), or until `done(snapshot)` (forced
    questions are then left to answer themselves)."""
    for _ in range(max_steps):
        snapshot = wait_for_decision(qtbot, screen)
        assert snapshot.view.outcome is None, "the game ended before a forced question came"
        screen.cover.hide()
        if done is not None and done(snapshot):
            return snapshot
        if forced_answer(snapshot) is not None:
            if done is None:
                return snapshot
            qtbot.waitUntil(lambda s=snapshot: screen.snapshot is not s, timeout=10_000)
            continue
        attacks = [a for a in snapshot.legal if a.kind == "attack" and a.option in (None, "", "frontal")]
        plays = [a for a in snapshot.legal if a.kind in ("play", "play_character") and (a.number or 0) <= 3]
        if attacks:
            screen.submit(attacks[0])
        elif plays and moves_left(snapshot):
            screen.submit(plays[0])
        else:
            answer_passively(qtbot, screen)
    raise AssertionError(f"no forced question in {max_steps} decisions")


@pytest.mark.parametrize("ruleset_id", (*GAMES, "battle-spirits-saga"))  # Dragon Ball Super: none in such a game
def test_a_forced_question_answers_itself_and_says_so_in_the_log(qtbot, ruleset_id):
    """A Life card to take (ONE PIECE 4-6-2 / damage), a counter step with no counter to play (Weiß Schwarz
    7.4.1.2): the only legal answer is given through the table, without a click, and the log says it was."""
    window = open_window(qtbot, auto_answer=True, confirm_end_main=False)
    screen = start_game(window, ruleset_id, seats=(Seat.HUMAN, Seat.HUMAN))
    snapshot = play_until_forced(qtbot, screen)
    decision = snapshot.view.decision
    assert decision.rule and f"(rule {decision.rule})" in screen.question_bar.prompt.text(), "the rule is named"
    assert "taken for you" in screen.question_bar.prompt.text()
    qtbot.waitUntil(lambda: screen.snapshot is not snapshot, timeout=10_000)  # no click: it answered itself
    seat = snapshot.seat
    play_until_forced(qtbot, screen, done=lambda s: s.seat == seat and s is not snapshot)  # that seat's log again
    lines = screen.log.lines()
    notes = [i for i, line in enumerate(lines) if line.startswith("Only one choice, taken for you")]
    assert notes, "the log says the question was answered for the player"
    for i in notes:
        if "taken for you: pass" in lines[i]:
            assert i + 1 == len(lines) or lines[i + 1] != "You pass.", "a forced pass is told once"
    window.end_game()


def test_with_the_setting_off_a_forced_question_waits_for_the_player(qtbot):
    window = open_window(qtbot, auto_answer=False, confirm_end_main=False)
    screen = start_game(window, "one-piece", seats=(Seat.HUMAN, Seat.HUMAN))
    snapshot = play_until_forced(qtbot, screen)
    qtbot.wait(600)  # longer than the forced answer's pause: nothing may happen by itself
    assert screen.snapshot is snapshot
    assert not any(line.startswith("Only one choice, taken for you") for line in screen.log.lines())
    window.end_game()


@pytest.mark.parametrize("ruleset_id", ("one-piece", "energio"))
def test_going_first_or_second_is_one_click_rule_5_2_1_5(qtbot, ruleset_id):
    window = open_window(qtbot)
    for seed in (f"first-{n}" for n in range(20)):
        screen = start_game(window, ruleset_id, seed=seed)
        snapshot = wait_for_decision(qtbot, screen)
        if snapshot.view.decision.context == "first_or_second":
            break
    else:
        raise AssertionError("the human never chose who goes first")
    bar = screen.question_bar
    assert bar.confirm is None and bar.findChild(QPushButton, "confirmButton") is None, "no Confirm to press"
    go_first = next(b for b in bar.option_buttons.values() if b.text() == "Go first")
    click(qtbot, go_first)
    qtbot.waitUntil(lambda: screen.snapshot is not snapshot, timeout=5000)
    assert screen.table.game.state.vars["first_player"] == int(snapshot.seat)
    window.end_game()


@pytest.mark.parametrize("ruleset_id", (*GAMES, *NEWER, "skirmish"))
def test_concede_asks_first_rule_of_conceding(qtbot, ruleset_id):
    """Concede sits beside Next: it ends the game (ONE PIECE 1-2-3, Weiß Schwarz 1.2.4) only once confirmed."""
    window = open_window(qtbot)
    screen = start_game(window, ruleset_id)
    wait_for_decision(qtbot, screen)
    click(qtbot, screen.strip.concede_button)
    qtbot.waitUntil(lambda: screen.concede_box is not None and screen.concede_box.isVisible(), timeout=5000)
    assert screen.snapshot.view.outcome is None, "nothing happens before the answer"
    click(qtbot, screen.concede_box.findChild(QPushButton, "concedeNo"))
    qtbot.waitUntil(lambda: not screen.concede_box.isVisible(), timeout=5000)
    assert screen.snapshot.view.outcome is None, "Keep playing keeps playing"
    click(qtbot, screen.strip.concede_button)
    qtbot.waitUntil(lambda: screen.concede_box.isVisible(), timeout=5000)
    click(qtbot, screen.concede_box.findChild(QPushButton, "concedeYes"))
    qtbot.waitUntil(lambda: screen.snapshot.view.outcome is not None, timeout=10_000)
    assert screen.snapshot.view.outcome.winner != screen.snapshot.seat
    assert screen.game_over.title.text() == "You lost"
    assert screen.game_over.reason.text().startswith("You conceded."), "the reason is worded for the one who reads it"
    window.end_game()


def reach_main_with_moves(qtbot, screen, max_steps=400):
    for _ in range(max_steps):
        snapshot = wait_for_decision(qtbot, screen)
        assert snapshot.view.outcome is None
        if moves_left(snapshot):
            return snapshot
        if snapshot.view.decision.kind is DecisionKind.ACT and snapshot.view.decision.context == "main":
            next_press(qtbot, screen)  # nothing left to do: one press ends it
            qtbot.waitUntil(lambda s=snapshot: screen.snapshot is not s, timeout=10_000)
            continue
        answer_passively(qtbot, screen)
    raise AssertionError("never reached a Main Phase with moves left")


@pytest.mark.parametrize("ruleset_id", (*GAMES, *NEWER))
def test_next_with_moves_left_needs_a_second_press(qtbot, ruleset_id):
    """Ending the Main Phase (ONE PIECE 6-5-2, Weiß Schwarz 6.5.1.2) with moves left is deliberate: the first
    press of Next only warns (the button and the status bar say so); the second ends it."""
    window = open_window(qtbot, confirm_end_main=True)
    screen = start_game(window, ruleset_id)
    snapshot = reach_main_with_moves(qtbot, screen)
    applied = screen.table.game.state.actions_applied
    next_press(qtbot, screen)
    assert screen.snapshot is snapshot and screen.table.game.state.actions_applied == applied, "still deciding"
    main = "Main Step" if ruleset_id == "battle-spirits-saga" else "Main Phase"  # each game's own word
    assert f"End {main}?" in screen.strip.next_button.text().replace("&", "")
    assert "Press again to end it" in window.statusBar().currentMessage()
    next_press(qtbot, screen)
    qtbot.waitUntil(lambda: screen.table.game.state.actions_applied > applied, timeout=10_000)
    assert not screen.strip.next_button.property("armed"), "the warning colour goes with the phase it warned about"
    window.end_game()


def test_the_pass_button_of_the_question_bar_warns_the_same_way(qtbot):
    window = open_window(qtbot, confirm_end_main=True)
    screen = start_game(window, "one-piece")
    snapshot = reach_main_with_moves(qtbot, screen)
    click(qtbot, screen.question_bar.findChild(QPushButton, "passButton"))
    assert screen.snapshot is snapshot, "the first press only warns"
    click(qtbot, screen.question_bar.findChild(QPushButton, "passButton"))
    qtbot.waitUntil(lambda: screen.snapshot is not snapshot, timeout=10_000)
    window.end_game()


def test_with_the_setting_off_one_press_ends_the_main_phase(qtbot):
    window = open_window(qtbot, confirm_end_main=False)
    screen = start_game(window, "one-piece")
    snapshot = reach_main_with_moves(qtbot, screen)
    next_press(qtbot, screen)
    qtbot.waitUntil(lambda: screen.snapshot is not snapshot, timeout=10_000)
    window.end_game()


def test_the_log_groups_says_you_colours_and_previews_on_hover(qtbot):
    """ONE PIECE from Player 1's seat: one line for the opening hand, "You" for the shown seat, each player's lines
    in their colour, no empty lines; hovering a line that names a card shows that card in the preview."""
    window = open_window(qtbot, confirm_end_main=False)
    screen = start_game(window, "one-piece", seed="log-1")
    for _ in range(120):
        snapshot = wait_for_decision(qtbot, screen)
        if snapshot.view.outcome is not None or snapshot.view.turn >= 4:
            break
        answer_passively(qtbot, screen)
    lines = screen.log.lines()
    assert any(line.startswith("You shuffle your deck") for line in lines)
    assert not any("Player 1" in line and "shuffles" in line for line in lines)
    assert not any("decides (" in line or "looks at a card" in line for line in lines), lines
    assert not any(line == "DON!! is now rested." for line in lines)
    log = screen.log
    colours = {log.item(i).foreground().color().name() for i in range(log.count()) if log.item(i).text()}
    assert "#8fd0ff" in colours and "#ffb48a" in colours, "your lines and the other player's in their colours"
    named = next(i for i in range(log.count()) if log.item(i).data(Qt.ItemDataRole.UserRole))
    item = log.item(named)
    log.scrollToItem(item)
    card = item.data(Qt.ItemDataRole.UserRole)[0]
    screen.preview.clear_card()
    qtbot.mouseMove(log.viewport(), log.visualItemRect(item).center())
    qtbot.waitUntil(lambda: screen.preview.card_id == card, timeout=5000)
    window.end_game()


def test_a_resumed_game_keeps_its_log(qtbot):
    """The log is rebuilt from the replay: what happened before the app stopped is still there, as that seat saw
    it (the other hand's draws counted, never named), with the notes of the questions answered for the player where
    they came (found again by re-playing the replay: the file keeps no notes)."""
    window = open_window(qtbot, confirm_end_main=False)
    screen = start_game(window, "one-piece", seed="resume-log")
    for _ in range(12):
        wait_for_decision(qtbot, screen)
        answer_passively(qtbot, screen)
    wait_for_decision(qtbot, screen)
    before = screen.log.lines()[1:]
    assert len(before) > 10
    assert any(line.startswith("Only one choice, taken for you") for line in before), "a forced answer came"
    window.end_game()  # as if the app stopped: the game stays resumable
    resumed = window.resume_game(window.store.unfinished()[0])
    assert resumed is not None
    wait_for_decision(qtbot, resumed)
    after = resumed.log.lines()
    assert after[0].startswith("Resumed after")
    assert after[1 : 1 + len(before)] == before, "the same lines, in the same order"
    window.end_game()


def test_save_file_opens_in_the_decks_folder(qtbot, monkeypatch):
    """The deck builder's "Save file…" (and "Open file…") start in the user's decks folder, never wherever the app
    was started."""
    from desktop.content import user_decks_folder
    from desktop.qt import QFileDialog

    window = open_window(qtbot)
    builder = window.show_deck_builder("one-piece")
    transfer = builder.open_transfer()
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (asked.append(args[2]), ("", ""))[1])
    click(qtbot, transfer.save_button)
    assert asked and asked[0].startswith(str(user_decks_folder())), asked
    transfer.close()


def test_the_start_screen_shows_no_old_game_over_message(qtbot):
    window = open_window(qtbot)
    screen = start_game(window, "one-piece")
    wait_for_decision(qtbot, screen)
    screen.table.concede()
    qtbot.waitUntil(lambda: "Game over" in window.statusBar().currentMessage(), timeout=10_000)
    click(qtbot, screen.game_over.back)
    assert window.stack.currentWidget() is window.start_screen
    assert window.statusBar().currentMessage() == ""


def test_a_deck_builder_message_is_shown_once(qtbot):
    window = open_window(qtbot)
    builder = window.show_deck_builder("one-piece")
    builder.say("Saved.")
    assert window.statusBar().currentMessage() == "", "the builder's own status line says it; not the window too"


def test_the_demo_ruleset_is_listed_only_for_tests(monkeypatch):
    """Skirmish is the tests' ruleset: a source checkout run by a player does not offer it as a game."""
    monkeypatch.delenv("PLAYMAT_DEMO", raising=False)
    rulesets.unregister("skirmish")
    rulesets.register_builtin()
    assert "skirmish" not in [entry.id for entry in rulesets.entries()]
    monkeypatch.setenv("PLAYMAT_DEMO", "1")
    rulesets.register_builtin()
    assert "skirmish" in [entry.id for entry in rulesets.entries()]


def test_the_energio_card_is_typed_energio_and_its_back_names_the_game_readably():
    from desktop.cards.faces import back_title, type_line

    database = rulesets.load("energio").database
    resource = next(card for card in database.cards() if card.category == "don")
    assert type_line(resource) == "ENERGIO!!"
    assert back_title("ONE PIECE Card Game: ENERGIO!!") == "ENERGIO!!"
    assert back_title("ENERGIO!! (ONE PIECE variant)") == "ENERGIO!!"
    assert back_title("Weiß Schwarz") == "Weiß Schwarz"


def test_lan_addresses_are_the_interfaces_games_are_announced_on(monkeypatch):
    """A host name that resolves only to loopback no longer means "none found": the interfaces' own addresses (where
    announcements go out) are listed."""
    import socket

    from desktop.lan import headless

    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: [(socket.AF_INET, 0, 0, "", ("127.0.1.1", 0))])
    monkeypatch.setattr(headless, "interface_addresses", lambda: ["192.0.2.7"])
    assert headless.lan_addresses() == ["192.0.2.7"]


def test_the_saved_games_list_says_you_decks_and_leaders(qtbot):
    window = open_window(qtbot)
    screen = start_game(window, "one-piece", seed="saved-1")
    wait_for_decision(qtbot, screen)
    screen.table.concede()
    qtbot.waitUntil(lambda: screen.snapshot.view.outcome is not None, timeout=10_000)
    saved = window.show_replays()
    qtbot.waitUntil(lambda: not saved.list.item(0, 3).text().endswith("(unchecked)"), timeout=60_000)  # re-simulated
    row = [saved.list.item(0, column).text() for column in range(5)]
    names = list(rulesets.load("one-piece").decks)
    assert row[2].startswith(f"You with {names[0]} led by ") and f" vs Bot with {names[-1]} led by " in row[2], row
    assert row[2].count("(") == row[2].count(")") and "((" not in row[2] and "))" not in row[2], "no nested brackets"
    assert row[3] == "You lost"
    window.end_game()


def test_a_zone_label_too_wide_for_its_frame_shrinks_then_shortens_never_to_one_glyph(qtbot):
    """Weiß Schwarz marker slots are narrow: their name and count stay readable."""
    from desktop.playmat.zone_item import fit_label
    from desktop.qt import QImage, QPainter

    image = QImage(200, 40, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        assert fit_label(painter, "Marker", 2, 200) == "Marker  ·  2"
        narrow = fit_label(painter, "Marker", 2, 52)
        assert narrow.endswith("2") and len(narrow) > 3 and painter.fontMetrics().horizontalAdvance(narrow) <= 52
        assert fit_label(painter, "Markers 3", 0, 14) == "3", "a slot too narrow for its name shows its number"
    finally:
        painter.end()


def test_a_narrow_zone_with_a_count_keeps_its_name_start_and_count(qtbot):
    from desktop.playmat.zone_item import fit_label
    from desktop.qt import QImage, QPainter

    image = QImage(200, 40, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        text = fit_label(painter, "Waiting room", 6, 60)
        assert text.startswith("Wait") and text.endswith(" 6") and "room:" not in text
    finally:
        painter.end()


def test_hot_seat_logs_never_name_what_only_the_other_seat_saw(qtbot):
    """Two people, one screen: a hand put back to be redrawn (ONE PIECE 5-2-1-6) was shown to its owner, and the
    other player's log still counts those cards without naming them."""
    window = open_window(qtbot, auto_answer=True, confirm_end_main=False)
    screen = start_game(window, "one-piece", seed="hot-1", seats=(Seat.HUMAN, Seat.HUMAN))
    redrawn = None
    for _ in range(10):
        snapshot = wait_for_decision(qtbot, screen)
        screen.cover.hide()
        decision = snapshot.view.decision
        if decision.context == "redraw":
            redrawn = snapshot.seat  # the last to answer redraws
            button = "yesButton"
        elif decision.context == "first_or_second":
            button = "option0"
        else:
            break
        click(qtbot, screen.question_bar.findChild(QPushButton, button))
        qtbot.waitUntil(lambda s=snapshot: screen.snapshot is not s, timeout=10_000)
    assert redrawn is not None and screen.snapshot.seat != redrawn, "the other player's screen now"
    owner = f"Player {redrawn + 1}"
    put_back = [line for line in screen.log.lines() if f"from {owner}'s hand to {owner}'s deck" in line]
    assert put_back and all(line.startswith("5 cards go") for line in put_back), put_back
    window.end_game()


def test_a_forced_pass_is_told_once(qtbot):
    """Weiss Schwarz counter step with no counter to play (7.4.1.2): the note says the pass was taken for you, and
    no 'You pass.' repeats it, live or when the log is told again."""
    window = open_window(qtbot, auto_answer=True, confirm_end_main=False)
    screen = start_game(window, "weiss-schwarz", seats=(Seat.HUMAN, Seat.HUMAN))
    snapshot = play_until_forced(qtbot, screen)
    while forced_answer(snapshot).kind != "pass":
        qtbot.waitUntil(lambda s=snapshot: screen.snapshot is not s, timeout=10_000)
        snapshot = play_until_forced(qtbot, screen)
    seat = snapshot.seat
    qtbot.waitUntil(lambda: screen.snapshot is not snapshot, timeout=10_000)
    play_until_forced(qtbot, screen, done=lambda s: s.seat == seat and s is not snapshot)
    lines = screen.log.lines()
    told = [i for i, line in enumerate(lines) if line.startswith("Only one choice, taken for you: pass on “")]
    assert told and all(lines[i + 1 : i + 2] != ["You pass."] for i in told), lines[-12:]
    window.end_game()
