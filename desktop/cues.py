"""Cues for a player looking away: a beep, a flashing taskbar entry and a pulse of the phase strip at your turn, an
attack on you and the game's end (this PySide6 has no QtMultimedia, so the sound is the system beep)."""

from __future__ import annotations

from typing import Protocol

from desktop.qt import QApplication, QTimer, QWidget
from desktop.tables.interface import Snapshot
from engine.ids import InstanceId, PlayerId
from engine.views import Battle

TURN, ATTACK, END = "turn", "attack", "end"
PULSE = "QFrame#phaseStrip { background: #3a3220; border-bottom: 2px solid #ffd166; }"
PULSE_MS = 260
PULSES = 3


class Cue(Protocol):
    def __call__(self, moment: str) -> None: ...


class SystemCue:
    """The cue as played: the system beep, the window's taskbar entry flashed, and `strip` pulsed a few times."""

    def __init__(self, strip: QWidget) -> None:
        self.strip = strip

    def __call__(self, moment: str) -> None:
        QApplication.beep()
        QApplication.alert(self.strip.window())
        self.strip.setStyleSheet(PULSE)
        for step in range(1, 2 * PULSES):  # off, on, ... and off at the end
            QTimer.singleShot(step * PULSE_MS, self.strip, lambda on=step % 2 == 0: self._light(on))

    def _light(self, on: bool) -> None:
        self.strip.setStyleSheet(PULSE if on else "")


class CueWatch:
    """Tells, snapshot by snapshot, which moments call for a cue for `you`: the turn becoming yours (each turn once),
    a new attack on you, the game's end. The first snapshot is the one the player has just asked for: no cue."""

    def __init__(self) -> None:
        self.previous: Snapshot | None = None
        self.turn_told: int | None = None

    def moments(self, snapshot: Snapshot, you: PlayerId | None) -> list[str]:
        previous, self.previous = self.previous, snapshot
        view, found = snapshot.view, []
        yours = you is not None and view.turn_player == you and snapshot.deciding and view.outcome is None
        if yours and self.turn_told != view.turn:
            self.turn_told = view.turn
            if previous is not None:
                found.append(TURN)
        battle = view.battle
        before = previous.view.battle if previous is not None else None
        on_you = battle is not None and battle.defending_player == you and previous is not None
        if on_you and _attack(battle) != _attack(before):
            found.append(ATTACK)
        if view.outcome is not None and previous is not None and previous.view.outcome is None:
            found.append(END)
        return found


def _attack(battle: Battle | None) -> tuple[InstanceId, InstanceId | None] | None:
    """What attacks what: the same attack seen again is not a new one."""
    return None if battle is None else (battle.attacker, battle.target)
