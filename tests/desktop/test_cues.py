"""Cues for a player looking away (off by default): with the setting on a cue comes at your turn, at an attack on you
and at the game's end, each once; with it off nothing comes; the Settings dialog turns it on for the next game."""

from __future__ import annotations

import dataclasses
import json

from desktop.cues import ATTACK, END, PULSE, PULSE_MS, PULSES, TURN, CueWatch, SystemCue
from desktop.qt import QPushButton, Qt
from desktop.settings import Settings, settings_path
from desktop.settings_dialog import SettingsDialog
from desktop.table import Seat
from engine.ids import InstanceId, PlayerId
from engine.views import Battle

from .conftest import start
from .helpers import answer_passively, wait_for_decision

YOU = PlayerId(1)  # the bot opens the game, so the turn becomes yours only after it has moved


class Counted:
    """The cue counted instead of played: each moment with the turn it came in."""

    def __init__(self, screen) -> None:
        self.screen, self.told = screen, []

    def __call__(self, moment: str) -> None:
        self.told.append((moment, self.screen.snapshot.view.turn))

    def moments(self) -> list[str]:
        return [moment for moment, _ in self.told]


def play_to_your_turn(qtbot, window, cues: bool, turns: int = 1):
    """A game against the bot with the cue counted, played passively until your `turns`-th turn asks you."""
    window.settings = window.settings.model_copy(update={"cues": cues})
    screen = start(window, seats=(Seat.BOT, Seat.HUMAN))
    screen.cue = cue = Counted(screen)
    seen: set[int] = set()
    for _ in range(200):
        snapshot = wait_for_decision(qtbot, screen)
        if snapshot.view.turn_player == YOU and snapshot.deciding:
            seen.add(snapshot.view.turn)
            if len(seen) == turns:
                return screen, cue
        answer_passively(qtbot, screen)
    raise AssertionError("your turn never came")


def test_cues_are_off_unless_chosen():
    assert Settings().cues is False


def test_with_cues_on_your_turn_and_the_end_are_told_once_each(qtbot, window):
    screen, cue = play_to_your_turn(qtbot, window, cues=True, turns=2)
    assert screen.cues
    told = [turn for moment, turn in cue.told if moment == TURN]
    assert len(told) == 2 and len(set(told)) == 2, ("each of your turns is told once", cue.told)
    assert all(turn % 2 == 0 for turn in told), "only your turns (the bot has the odd ones)"
    screen.table.concede()
    qtbot.waitUntil(lambda: screen.snapshot.view.outcome is not None, timeout=10_000)
    assert cue.moments()[-1] == END and cue.moments().count(END) == 1, cue.told


def test_with_cues_off_nothing_is_told(qtbot, window):
    screen, cue = play_to_your_turn(qtbot, window, cues=False, turns=2)
    screen.table.concede()
    qtbot.waitUntil(lambda: screen.snapshot.view.outcome is not None, timeout=10_000)
    assert not screen.cues and cue.told == []


def test_an_attack_on_you_is_told_once_and_one_on_the_other_player_not(qtbot, window):
    screen, _ = play_to_your_turn(qtbot, window, cues=True)
    quiet = screen.snapshot
    watch = CueWatch()
    assert watch.moments(quiet, YOU) == [], "the first snapshot is the one asked for: no cue"
    on_you = dataclasses.replace(quiet, view=dataclasses.replace(quiet.view, battle=Battle(InstanceId(1), None, YOU)))
    assert watch.moments(on_you, YOU) == [ATTACK]
    assert watch.moments(on_you, YOU) == [], "the same attack is told once"
    other = Battle(InstanceId(2), None, PlayerId(0))
    assert watch.moments(dataclasses.replace(quiet, view=dataclasses.replace(quiet.view, battle=other)), YOU) == []


def test_the_settings_dialog_turns_cues_on_for_the_next_game(qtbot, window):
    qtbot.mouseClick(window.start_screen.findChild(QPushButton, "settingsButton"), Qt.MouseButton.LeftButton)
    dialog = window.findChild(SettingsDialog)
    assert dialog is not None and not dialog.cues.isChecked()
    assert "beep" in dialog.cues.toolTip()
    qtbot.mouseClick(dialog.cues, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.findChild(QPushButton, "settingsOk"), Qt.MouseButton.LeftButton)
    assert window.settings.cues and json.loads(settings_path().read_text(encoding="utf-8"))["cues"] is True
    assert start(window).cues


def test_the_played_cue_pulses_the_phase_strip_and_leaves_it_as_it_was(qtbot, window):
    screen = start(window)
    SystemCue(screen.strip)(TURN)  # the beep and the taskbar flash go to the system; the pulse shows here
    assert screen.strip.styleSheet() == PULSE
    qtbot.waitUntil(lambda: screen.strip.styleSheet() == "", timeout=5_000)
    qtbot.wait(PULSE_MS * 2 * PULSES)
    assert screen.strip.styleSheet() == ""
