"""LAN take-backs between two real peers on loopback (issue 17): the guest asks from its LAN panel, the host refuses,
the guest asks again, the host lets it; the move is gone on both screens, both replays keep the request and the
answers, and the guest's audit passes."""

from __future__ import annotations

from desktop.lan.panel import PANEL_STYLE, LanPanel
from desktop.qt import Qt, QTimer
from desktop.style import STYLE_SHEET
from engine.bot import heuristic_bot
from engine.lan.host_takeback import ACCEPTED, ASKED, REFUSED
from tests.desktop.conftest import screenshot
from tests.integration.test_lan_tables import home, start_both  # noqa: F401


def test_a_take_back_asked_refused_and_accepted_between_two_peers(qtbot):
    host_table, guest_table = start_both(qtbot)
    host_session = host_table.peer.session
    gate = {"on": True, "want": True}
    audits: list = []
    answers: list = []
    guest_table.audit_done.connect(lambda ok, problems: audits.append((ok, tuple(problems))))
    guest_table.take_back_answered.connect(lambda seat, accepted, reason: answers.append((seat, accepted, reason)))
    try:
        panels = []
        for table in (host_table, guest_table):
            panel = LanPanel(table)
            qtbot.addWidget(panel)
            panel.setStyleSheet(STYLE_SHEET + PANEL_STYLE)
            panel.resize(320, 420)
            panel.show()
            panels.append(panel)
            bot = heuristic_bot(table.ruleset, table.database, f"take-back:{table.seat}")

            def move(snapshot, table=table, bot=bot) -> None:
                if not gate["on"] or not snapshot.deciding or snapshot.view.outcome is not None:
                    return
                game = host_session.game
                if table is guest_table and gate["want"] and host_session._take_backs.latest(1) is not None \
                        and game.decision.player == 1:  # fmt: skip
                    gate["on"] = False  # the guest just made a move it may take back: stop here
                    return
                action = bot.choose(snapshot.view, snapshot.legal)
                QTimer.singleShot(0, lambda: table.submit(action))

            table.changed.connect(move)
        host_panel, guest_panel = panels
        host_table.start()
        guest_table.start()
        qtbot.waitUntil(lambda: not gate["on"], timeout=30_000)
        actions = len(host_session.actions)
        qtbot.mouseClick(guest_panel.take_back, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(host_panel.answer_row.isVisible, timeout=10_000)
        assert "Gus asks to take back" in host_panel.asked.text()
        screenshot(host_panel, "lan-take-back-asked")
        qtbot.mouseClick(host_panel.deny, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: answers == [(1, False, "")], timeout=10_000)
        assert len(host_session.actions) == actions
        qtbot.mouseClick(guest_panel.take_back, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(host_panel.answer_row.isVisible, timeout=10_000)
        qtbot.mouseClick(host_panel.allow, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: len(answers) == 2, timeout=10_000)
        assert answers[1] == (1, True, "") and len(host_session.actions) < actions
        qtbot.waitUntil(lambda: guest_table.snapshot().view == host_session.game.view(1), timeout=10_000)
        assert [event.kind for event in guest_table.snapshot().events] == ["take_back"]  # the guest's log says it
        texts = [line.text for line in host_session.chat_lines]
        assert texts == [ASKED, REFUSED, ASKED, ACCEPTED]
        assert [line.text for line in guest_table.peer.session.chat_lines] == texts
        gate["on"], gate["want"] = True, False
        guest_table.start()  # shows its snapshot again: the bots go on
        host_table.start()
        qtbot.waitUntil(lambda: bool(audits), timeout=60_000)
        assert audits == [(True, ())]
        qtbot.waitUntil(lambda: host_table.peer.recording is not None and not host_table.peer.recording.is_open,
                        timeout=10_000)  # fmt: skip
        written = host_table.peer.recording.path.read_text(encoding="utf-8")
        assert '"t":"undo"' in written and ACCEPTED in written
    finally:
        host_table.close()
        guest_table.close()


def test_a_headless_bot_says_no_to_a_take_back():
    import io

    from desktop.lan.headless import Headless
    from engine.lan import TakeBackAsked
    from tests.engine.lan.pair import Pair
    from tests.engine.lan.test_take_backs import to_a_safe_move

    pair = Pair.make()
    pair.connect()
    to_a_safe_move(pair, 0)
    pair.host_step(pair.host.ask_take_back())
    steps: list = []
    listeners: list = []

    class Peer:  # the headless driver's view of a peer: its session, listeners, and work run on its loop
        session = pair.guest

        def add_listener(self, listener) -> None:
            listeners.append(listener)

        def run_session(self, work) -> None:
            steps.append(work())

    out = io.StringIO()
    Headless(Peer(), "seed", 0.0, out)  # type: ignore[arg-type]
    for listener in listeners:  # as the peer tells a notice: the seat's bot answers, the driver prints
        listener(TakeBackAsked(0))
    assert "asks to take back their last move: the bot says no" in out.getvalue()
    for step in steps:
        pair.guest_step(step)
    assert not pair.guest.asked_by_host and pair.host._asked is None
