"""The shared Actions and act windows: equal to the values they stand for, made once, bounded, safe across threads."""

from __future__ import annotations

import threading

import pytest

from engine import shared_values as S
from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.ids import InstanceId, PlayerId

P0, P1 = PlayerId(0), PlayerId(1)


def test_an_action_with_every_field_set_equals_the_one_made_directly_and_is_shared() -> None:
    fields = dict(card=InstanceId(3), target=InstanceId(4), picks=(1, 2), groups=((0,), (1,)), number=2, option="x")
    made = S.shared_action("play", P1, **fields)  # type: ignore[arg-type]
    assert made == Action("play", P1, **fields)  # type: ignore[arg-type]
    assert S.shared_action("play", P1, **fields) is made  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "other",
    [
        dict(kind="move"),
        dict(player=P1),
        dict(card=InstanceId(9)),
        dict(target=InstanceId(9)),
        dict(picks=(1,)),
        dict(groups=((1,),)),
        dict(number=1),
        dict(option="y"),
    ],
)
def test_actions_that_differ_in_any_one_field_are_not_confused(other: dict[str, object]) -> None:
    base: dict[str, object] = dict(kind="play", player=P0, card=InstanceId(3))
    first = S.shared_action(**base)  # type: ignore[arg-type]
    second = S.shared_action(**{**base, **other})  # type: ignore[arg-type]
    assert second == Action(**{**base, **other})  # type: ignore[arg-type]
    assert second != first


def test_to_each_lists_one_numbered_action_per_number_in_order() -> None:
    found = S.shared_to_each("play", P0, InstanceId(5), (2, 0, 1))
    assert found == tuple(Action("play", P0, card=InstanceId(5), number=n) for n in (2, 0, 1))
    assert S.shared_to_each("play", P0, InstanceId(5), (2, 0, 1)) is found


def test_an_act_window_equals_its_decision_and_is_shared() -> None:
    made = S.shared_window(P1, "Block, or pass", "7-1-2-1", "block", ("block",), (3, 4), ("attacker", "target"))
    assert made == Decision(
        P1, DecisionKind.ACT, "Block, or pass", "7-1-2-1", "block", options=(3, 4), labels=("attacker", "target"),
        allowed=("block",),
    )  # fmt: skip
    assert S.shared_window(P1, "Block, or pass", "7-1-2-1", "block", ("block",), (3, 4), ("attacker", "target")) is made
    assert S.shared_window(P0, "Block, or pass", "7-1-2-1", "block", ("block",), (3, 4), ("attacker", "target")) != made


def test_each_cache_keeps_at_most_its_bound_and_still_answers_after_emptying(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(S, "MOST", 8)
    for n in range(30):
        assert S.shared_action("play", P0, InstanceId(n)) == Action("play", P0, card=InstanceId(n))
        assert S.shared_to_each("move", P0, InstanceId(n), (0, 1))[1] == Action("move", P0, InstanceId(n), number=1)
        assert S.shared_window(P0, f"window {n}", "1", "main", ()).prompt == f"window {n}"
        assert len(S._ACTIONS) <= 8 and len(S._TO_EACH) <= 8 and len(S._WINDOWS) <= 8


def test_threads_sharing_the_caches_while_they_empty_get_right_values(monkeypatch: pytest.MonkeyPatch) -> None:
    """The desktop's worker threads list moves while the game thread does: a cache emptied by one thread between
    another's lookup and store only makes a value again."""
    monkeypatch.setattr(S, "MOST", 16)
    wrong: list[str] = []

    def work(player: PlayerId) -> None:
        for n in range(3000):
            card = InstanceId(n % 50)
            if S.shared_action("play", player, card, number=n % 7) != Action("play", player, card, number=n % 7):
                wrong.append(f"action {player} {n}")
            if S.shared_window(player, "main", "1", "main", (), (n % 9,)).options != (n % 9,):
                wrong.append(f"window {player} {n}")

    threads = [threading.Thread(target=work, args=(p,)) for p in (P0, P1, P0, P1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert wrong == []
