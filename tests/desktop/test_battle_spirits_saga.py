"""Battle Spirits Saga on the table: its layout, cores drawn on cards and pools, and a whole game played through it."""

from __future__ import annotations

from desktop.playmat.geometry import TableGeometry
from desktop.start import GameRequest
from desktop.table import Seat
from engine.ids import PlayerId
from engine.rulesets.battle_spirits_saga import build_ruleset

from .helpers import answer_passively, wait_for_decision

DECKS = ("Crimson Dusk Rush", "Tidegrove Bastion")


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
        answer_passively(qtbot, screen)
    outcome = screen.snapshot.view.outcome
    assert outcome is not None and outcome.rule in ("9-2-3", "9-2-4")
    assert seen_cores
    assert screen.game_over.isVisible() and f"rule {outcome.rule}" in screen.game_over.reason.text()
