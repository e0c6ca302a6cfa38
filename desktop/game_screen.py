"""The game screen: playmat, question bar, phase strip, log and preview, all fed by one Table."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from desktop.cards.images import CardImages
from desktop.cues import Cue, CueWatch, SystemCue
from desktop.forced import FORCED_NOTE, Notes, forced_answer, forced_note, moves_left
from desktop.game_keys import GameKeys
from desktop.help_overlay import HelpOverlay
from desktop.hotkeys import shown
from desktop.overlays import GameOverPanel, SeatCover
from desktop.panels import CardPreview, GameLog, PhaseStrip, side_panel
from desktop.playmat.coverage import coverage_lines
from desktop.playmat.scene import PlaymatScene, SceneContext
from desktop.playmat.view import PlaymatView
from desktop.qt import (
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QMessageBox,
    QPushButton,
    QResizeEvent,
    QShortcut,
    QSplitter,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.question_bar import QuestionBar
from desktop.table import LocalTable, Seat, Snapshot, Table
from desktop.words import Words
from engine import actions as A
from engine.actions import Action
from engine.decisions import DecisionKind
from engine.errors import RulesError
from engine.events import Event
from engine.ids import PlayerId
from engine.sentences import render

ROLE_NAMES = {Seat.HUMAN: "", Seat.BOT: "the bot"}
FORCED_PAUSE_MS = 250
"""A forced answer lands after this pause, so the eye can follow the question it answers."""
NETWORK_PAUSE_MS = (900, 2600)
"""Against a player over the network the pause is as long as a person's, and varies: how fast a question is answered
must not tell the other side that it had only one answer (a Life card without [Trigger] looks like one with)."""


class GameScreen(QWidget):
    """Renders what the table says and submits what the player does. Holds no game state.

    Signals: `status(str)` for the status bar, `new_game()` and `back_to_start()` from the
    game-over panel.
    """

    status = Signal(str)
    new_game = Signal()
    back_to_start = Signal()

    def __init__(
        self,
        table: Table,
        images: CardImages,
        animation_speed: float = 1.0,
        *,
        auto_answer: bool = True,
        confirm_end_main: bool = True,
        hotkeys: Mapping[str, str] | None = None,
        cues: bool = False,
    ) -> None:
        super().__init__()
        self.cues = cues  # a cue (desktop/cues.py) at your turn, an attack on you and the game's end
        self.auto_answer = auto_answer
        self.confirm_end_main = confirm_end_main
        self.setObjectName("gameScreen")
        self.table = table
        self.proxy = str(getattr(table, "played_by", ""))  # who plays the shown seat for the person here: "your bot"
        self.watched = isinstance(table, LocalTable) and Seat.HUMAN not in table.seats  # the bot plays itself
        self.words = self._new_words()
        roles = tuple(self.proxy if self.proxy and s is Seat.BOT else ROLE_NAMES[s] for s in table.seats)
        context = SceneContext(table.ruleset, table.database, images, self.words, table.check, animation_speed,
                               (roles[0], roles[1]))  # fmt: skip
        context.coverage = coverage_lines(table)  # the seat's plate says how much of its deck the rules play
        if getattr(table, "watching", False):  # a LAN spectator's table: nobody is "you", a plate names its player
            context.spectator, context.seat_roles = True, getattr(table, "players", ("", ""))
        self.scene = PlaymatScene(context)
        self.view = PlaymatView(self.scene)
        self.question_bar = QuestionBar(self.words)
        self.strip = PhaseStrip(table.ruleset)
        if context.spectator:  # the headline names whose turn it is, as a replay's does; a spectator cannot concede
            self.strip.player_names = getattr(table, "players", None)
            self.strip.concede_button.hide()
        self.preview = CardPreview(table.database, images)
        self.log = GameLog(self._new_words())  # its own: in hot-seat it knows one seat's cards
        self.strip.proxy = self.proxy
        if self.watched:  # nobody here plays: "Player 1's turn", "Player 2 wins", as a replay's headline says
            self.strip.player_names = ("Player 1", "Player 2")
            self.strip.concede_button.setText("Stop watching")  # no seat to concede for: back to the start screen
            self.strip.concede_button.setToolTip("Back to the start screen (the game so far is kept in Replays)")
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.view)
        side = self.side = side_panel(self.preview, self.log)
        side.setMinimumWidth(250)
        side.setMaximumWidth(380)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setChildrenCollapsible(False)
        self.view.side_button.clicked.connect(self.toggle_side)
        QShortcut(QKeySequence(Qt.Key.Key_F9), self, self.toggle_side)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.strip)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.question_bar)
        self.game_over = GameOverPanel(self)
        self.cover = SeatCover(self)
        self.help = HelpOverlay(self)
        self.cue: Cue = SystemCue(self.strip)
        self._cue_watch = CueWatch()
        self.snapshot: Snapshot | None = None
        self._reload_log = False
        self._intro = ""
        self._earlier: tuple[Event, ...] = ()  # a resumed game's events before this table (from its replay)
        self._earlier_notes: Notes = {}  # and the notes of the answers taken for its people then
        self._armed: Snapshot | None = None  # Next was pressed once in this Main Phase window with moves left
        self.concede_box: QMessageBox | None = None
        self._forced: tuple[Snapshot, Action | None] | None = None  # a question with one answer, and that answer
        self._awaiting = False  # the question bar is off until the LAN host answers the move sent
        self._notes: dict[int, list[tuple[int, str]]] = {}  # per seat: (events before it, the note)
        self._told_pass: int | None = None  # the seat whose forced pass the note already tells ("You pass." left out)
        self._forced_timer = QTimer(self)
        self._forced_timer.setSingleShot(True)
        self._forced_timer.timeout.connect(self._answer_forced)
        self.take_back_button = QPushButton("Take back")
        self.take_back_button.setObjectName("takeBackButton")
        self.take_back_button.clicked.connect(self.take_back)
        strip_row = self.strip.layout()
        assert isinstance(strip_row, QHBoxLayout)
        strip_row.insertWidget(strip_row.indexOf(self.strip.next_button), self.take_back_button)
        self.take_back_button.setVisible(isinstance(table, LocalTable) and Seat.HUMAN in table.seats)
        self.keys = GameKeys(self, hotkeys)
        self._connect()

    def _connect(self) -> None:
        table = self.table
        table.changed.connect(self.on_snapshot)
        table.seat_changed.connect(self.on_seat_changed)
        table.refused.connect(self.on_refused)
        table.busy.connect(self.strip.set_busy)
        table.notice.connect(self.status)
        self.scene.acted.connect(self.submit)
        self.scene.refused.connect(self.status)
        self.scene.hovered.connect(self.preview.show_card)
        self.scene.explained.connect(self.preview.show_notes)
        self.log.hovered.connect(self.preview.show_card_id)
        self.scene.option_clicked.connect(self.question_bar.toggle)
        self.question_bar.answered.connect(self.submit)
        self.question_bar.selection_changed.connect(self.scene.set_choice)
        self.strip.next_clicked.connect(self.pass_turn)
        self.strip.concede_clicked.connect(self.back_to_start if self.watched else self.concede)
        self.game_over.new_game.connect(self.new_game)
        self.game_over.back_to_start.connect(self.back_to_start)
        self.cover.revealed.connect(self.view.setFocus)
        self.help.closed.connect(self.view.setFocus)

    # What the table says.

    def on_snapshot(self, snapshot: Snapshot) -> None:
        self.snapshot = snapshot
        self._awaiting = False
        self.scene.show(snapshot)
        self.question_bar.show_snapshot(snapshot)
        self.strip.show_snapshot(snapshot, hot_seat=self._you(snapshot) is None)
        if self._reload_log:
            self._reload_log = False
            self.log.clear()
            self.log.words = self._new_words()  # what this seat knows, nothing more
            self._told_pass = None  # the history below is told with its notes
            self.log.words.learn(snapshot.view)
            self.log.addItem(self._intro)
            seat = int(snapshot.seat)
            self._tell([event.seen_by(snapshot.seat) for event in self._earlier], self._earlier_notes.get(seat, []))
            self._tell(self.table.history(), self._notes.get(seat, []))
        else:
            self.log.words.learn(snapshot.view)
            self.log.add_events(self._without_told_pass(snapshot.events))
        self._show_take_back()
        for moment in self._cue_watch.moments(snapshot, self._you(snapshot)) if self.cues else ():
            self.cue(moment)
        outcome = snapshot.view.outcome
        if outcome is not None:
            you = self._you(snapshot)
            told = next((e.text for e in reversed(snapshot.events) if e.kind == "game_over" and e.text), None)
            reason = render(told, you, self.proxy) if told else outcome.reason  # "You conceded.", not "Player 1 ..."
            self.game_over.show_outcome(outcome, you, reason, self.proxy)
            self.status.emit(f"Game over: {reason}")
            return
        decision = snapshot.view.decision
        needs_answer = decision is not None and decision.kind is not DecisionKind.ACT
        if snapshot.deciding and needs_answer and not self.cover.isVisible():
            self.question_bar.focus_first()
        self._forced = (snapshot, forced_answer(snapshot)) if self.auto_answer else None
        forced = self._forced is not None and self._forced[1] is not None
        self.question_bar.controls.setEnabled(not forced)  # it is being answered: no second answer by a click
        if forced:
            prompt = self.question_bar.prompt
            prompt.setText(f"{prompt.text()} <i style='color:#ffd166'>· the only choice: taken for you</i>")
            local = isinstance(self.table, LocalTable)
            self._forced_timer.start(FORCED_PAUSE_MS if local else random.randint(*NETWORK_PAUSE_MS))

    def _new_words(self) -> Words:
        """Words for the shown seat: "You", or who plays it for the person here ("Your bot attacks ..."), or by number
        when nobody here plays (the bot plays itself: "Player 1 attacks ...")."""
        words = Words(self.table.ruleset, self.table.database)
        words.proxy, words.watched = self.proxy, self.watched
        return words

    def _answer_forced(self) -> None:
        """Answer a question with one legal answer through the table, as the player would (the game has not moved)."""
        forced, self._forced = self._forced, None
        if forced is None:
            return
        snapshot, action = forced
        if snapshot is not self.snapshot or action is None:
            return
        decision = snapshot.view.decision
        note = forced_note(self.words, action, decision)
        self._notes.setdefault(int(snapshot.seat), []).append((len(self.table.history()), note))
        self.log.add_note(note)
        self._told_pass = int(snapshot.seat) if action.kind == A.PASS else None
        self.submit(action)

    def _without_told_pass(self, events: Sequence[Event]) -> list[Event]:
        """The events to tell, less the answer of a forced pass the note has just told."""
        seat, self._told_pass = self._told_pass, None
        told = [e for e in events if e.kind == "answer" and e.text == A.PASS and e.player == seat]
        return [e for e in events if e is not told[0]] if told else list(events)

    def _tell(self, history: Sequence[Event], notes: Sequence[tuple[int, str]]) -> None:
        """A seat's log again (hot-seat, a resumed game), with the notes it was given where they came."""
        done = 0
        for at, note in notes:
            self.log.add_events(history[done:at])
            self.log.add_note(note)
            done = at
            if note.startswith(f"{FORCED_NOTE}pass") and done < len(history) and history[done].kind == "answer":
                done += 1  # the note told that pass
        self.log.add_events(history[done:])

    def _you(self, snapshot: Snapshot) -> PlayerId | None:
        """The seat "you" means: the shown one, unless two people share the screen (hot-seat) or nobody plays it (a
        LAN spectator, the bot playing itself)."""
        hot_seat = isinstance(self.table, LocalTable) and self.table.hot_seat
        return None if hot_seat or self.watched or getattr(self.table, "watching", False) else snapshot.seat

    def on_seat_changed(self, seat: int) -> None:
        self._reload_log = True
        self.preview.clear_card()
        self.cover.show_for(seat)

    def on_refused(self, error: RulesError) -> None:
        if self._awaiting and not self.table.in_flight:  # the host refused the move on its way: answer again
            self._awaiting = False
            self.question_bar.controls.setEnabled(True)
        self.status.emit(f"{error.reason} (rule {error.rule})" if error.rule else error.reason)

    # What the player does.

    def submit(self, action: Action) -> None:
        if action.kind == A.PASS and self._hold_main_phase():
            return
        if self.table.submit(action) is None:
            self.status.emit("")
            if self.table.in_flight:  # on its way to the host: no second answer until its update
                self._awaiting = True
                self.question_bar.controls.setEnabled(False)

    def _hold_main_phase(self) -> bool:
        """Passing ends a Main Phase with moves left only at the second press (unless the setting is off)."""
        snapshot = self.snapshot
        left = moves_left(snapshot) if snapshot is not None and self.confirm_end_main else 0
        if snapshot is None or not left or self._armed is snapshot:
            return False
        self._armed = snapshot
        phase = next((p.label for p in self.table.ruleset.phases if p.name == snapshot.view.phase), "Main")
        if not phase.lower().endswith(("phase", "step")):
            phase = f"{phase} Phase"  # "Main" of Weiss Schwarz; "Main Step" of Battle Spirits Saga stays
        self.strip.arm_next(phase)
        moves = "1 move" if left == 1 else f"{left} moves"
        self.status.emit(f"You can still make {moves} this {phase}. Press again to end it.")
        return True

    def take_back(self) -> None:
        """Take back the shown seat's last move if it let nothing new out (the engine says; the table says why not)."""
        table = self.table
        ask = None if getattr(table, "watching", False) else getattr(table, "ask_take_back", None)
        if ask is not None:  # a LAN game: the other player answers, and the host's rules decide first
            ask()
            self.status.emit("Asked the other player to let you take back your last move.")
        elif not isinstance(table, LocalTable):
            self.status.emit("Moves cannot be taken back in this game.")
        elif table.take_back() is None:
            self.status.emit("Move taken back.")

    def _show_take_back(self) -> None:
        table = self.table
        if not isinstance(table, LocalTable):
            return
        refusal = table.take_back_refusal()
        key = shown(self.keys.keys["undo"])
        self.take_back_button.setEnabled(refusal is None)
        self.take_back_button.setToolTip(refusal or f"Take back your last move ({key}): nothing new came out since.")

    def pass_turn(self) -> None:
        if self.snapshot is not None:
            passes = [a for a in self.snapshot.legal if a.kind == A.PASS]
            if passes:
                self.submit(passes[0])

    def concede(self) -> QMessageBox:
        """Ask first ("Keep playing" is the default): conceding ends the game at once and cannot be taken back."""
        box = self.concede_box
        if box is None:
            whose = f" for {self.proxy}" if self.proxy else ""  # the bot's game, which the person here may end
            box = self.concede_box = QMessageBox(QMessageBox.Icon.Question, "Concede the game?",
                                                 f"Concede this game{whose}? Your opponent wins at once; this "
                                                 "cannot be taken back.", QMessageBox.StandardButton.NoButton,
                                                 self)  # fmt: skip
            box.setObjectName("concedeBox")
            yes = box.addButton("Concede", QMessageBox.ButtonRole.DestructiveRole)
            yes.setObjectName("concedeYes")
            keep = box.addButton("Keep playing", QMessageBox.ButtonRole.RejectRole)
            keep.setObjectName("concedeNo")
            box.setDefaultButton(keep)
            box.setEscapeButton(keep)
            box.buttonClicked.connect(lambda button: self.table.concede() if button is yes else None)
        box.open()
        return box

    def toggle_side(self) -> None:
        """Hide the card preview and the log to give the table the whole width, or show them again."""
        shown = not self.side.isVisible()
        self.side.setVisible(shown)
        self.view.show_side_state(shown)

    def add_side_widget(self, widget: QWidget, heading: str, stretch: int = 2) -> None:
        """Add a section under the game log (the LAN panel: connection and chat)."""
        title = QLabel(heading)
        title.setObjectName("logTitle")
        layout = self.side.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.addWidget(title)
        layout.addWidget(widget, stretch)

    def start(self, intro: str = "", earlier: Sequence[Event] = (), notes: Notes | None = None) -> None:
        """Show the first snapshot (behind the cover in hot-seat); `intro` replaces the log's first line, and the log
        tells `earlier` first (a resumed game's events, unfiltered: each seat is told what it may know), with `notes`
        (`desktop.forced.forced_notes`) where the app answered for a seat then."""
        names = [f"Player {i + 1} ({ROLE_NAMES[s] or 'human'})" for i, s in enumerate(self.table.seats)]
        self._intro = intro or f"New game of {self.table.ruleset.name}: {names[0]} against {names[1]}."
        self._earlier = tuple(earlier)
        self._earlier_notes = dict(notes or {}) if self.auto_answer else {}
        self._reload_log = bool(earlier)
        self.log.addItem(self._intro)
        if isinstance(self.table, LocalTable) and self.table.hot_seat:
            self.cover.show_for(int(self.table.snapshot().seat))
        self.table.start()

    def close_table(self) -> None:
        self._forced_timer.stop()
        self.table.close()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for overlay in (self.game_over, self.cover, self.help):
            if overlay.isVisible():
                overlay.cover_parent()
