"""Hypothesis throws thousands of malformed and hostile messages at a host in the middle of a game: it never
crashes, always answers, and its game changes only when a message is a legal action of the guest."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.actions import Action
from engine.lan import PROTOCOL_VERSION
from engine.lan.framing import encode_frame
from tests.engine.lan.pair import Pair

_PAIRS: dict[str, Pair] = {}


def started(name: str = "messages") -> Pair:
    """A game in progress, shared by the examples of one test (no example changes it unless it plays a legal
    action, and then the next example gets a new game)."""
    if name not in _PAIRS:
        pair = Pair.make()
        pair.connect()
        pair.play(stop_after=6)
        _PAIRS[name] = pair
    return _PAIRS[name]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
TYPES = ["hello", "welcome", "refuse", "reveal_seed", "update", "action", "refused", "error", "chat", "ping",
         "pong", "game_log", "audit_result", "nonsense"]  # fmt: skip
actions = st.fixed_dictionaries(
    {"kind": st.sampled_from(["pass", "play", "attack", "choose", "yes", "no", "concede", ""]),
     "player": st.sampled_from([0, 1, 2, -1, "1"])},
    optional={"card": st.integers(-5, 200) | st.text(max_size=3), "target": st.integers(0, 200),
              "picks": st.lists(st.integers(-2, 5), max_size=3), "number": st.integers(-1, 9), "bogus": json_values},
)  # fmt: skip


@st.composite
def messages(draw) -> bytes:
    pair = started()
    shape = draw(st.sampled_from(["bytes", "json", "message", "action"]))
    if shape == "bytes":
        return encode_frame(draw(st.binary(max_size=200)))
    if shape == "json":
        return encode_frame(json.dumps(draw(json_values)).encode())
    n, state_hash = len(pair.host.actions), pair.host.hashes[-1]
    data = {
        "v": draw(st.sampled_from([2, 2, 2, 0, 1, "2"])),
        "seq": draw(st.sampled_from([pair.host.received_count] * 3 + [0, -1, 10**6])),
        "n": draw(st.sampled_from([n, n, n - 1, n + 1])),
        "state_hash": draw(st.sampled_from([state_hash, state_hash, "", "zz", "00"])),
        "type": "action" if shape == "action" else draw(st.sampled_from(TYPES)),
    }
    if shape == "action":
        data["action"] = draw(actions)
    else:
        data.update(draw(st.dictionaries(st.sampled_from(["text", "view", "name", "deck", "re", "ok", "x"]),
                                         json_values, max_size=3)))  # fmt: skip
    return encode_frame(json.dumps(data).encode())


def legal_now(pair: Pair, frame: bytes) -> bool:
    """Whether `frame` is an in-order, current action message whose action the rules allow the guest."""
    try:
        data = json.loads(frame[4:])
        action = Action.from_data(data["action"])
    except (ValueError, KeyError, TypeError):
        return False
    host = pair.host
    return (
        data.get("v") == PROTOCOL_VERSION and data.get("seq") == host.received_count
        and data.get("n") == len(host.actions) and data.get("state_hash") == host.hashes[-1]
        and action.player == 1 and host.game.is_legal(action)
    )  # fmt: skip


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(messages(), min_size=1, max_size=12))
def test_hostile_messages_never_crash_the_host_nor_change_its_game(frames):
    pair = started()
    host = pair.host
    for frame in frames:
        before = host.game.state_hash()
        legal = legal_now(pair, frame)
        step = host.receive(frame)
        assert step.out or b'"pong"' in frame, "every message but a pong gets an answer"
        if legal:
            del _PAIRS["messages"]  # a legal action changes the game: the rest of this example would be stale
            return
        assert host.game.state_hash() == before


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=2000))
def test_any_byte_stream_is_survived(data):
    pair = started("bytes")
    before = pair.host.game.state_hash()
    pair.host.connection_made()  # a fresh connection each time: no half frame left over from the last example
    pair.host.receive(data)
    assert pair.host.game.state_hash() == before


@st.composite
def host_messages(draw) -> bytes:
    """What a hostile or broken host could send a guest."""
    pair = started("guest")
    if draw(st.booleans()):
        return encode_frame(draw(st.binary(max_size=200)))
    data = {
        "v": draw(st.sampled_from([2, 2, 1])),
        "seq": draw(st.sampled_from([pair.guest.received_count] * 3 + [0, 10**6])),
        "n": draw(st.sampled_from([pair.guest.n + 1, pair.guest.n, 0])),
        "state_hash": draw(st.sampled_from(["ab" * 32, "", "zz"])),
        "type": draw(st.sampled_from(TYPES)),
    }
    data.update(draw(st.dictionaries(st.sampled_from(["view", "events", "legal", "full", "hashes", "contribution",
                                                      "actions", "deck", "reason", "text"]),
                                     json_values, max_size=4)))  # fmt: skip
    return encode_frame(json.dumps(data).encode())


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(host_messages(), min_size=1, max_size=8))
def test_hostile_host_messages_never_crash_the_guest_nor_rewrite_what_it_saw(frames):
    pair = started("guest")
    guest = pair.guest
    seen = list(guest.hashes)
    view = guest.view
    for frame in frames:
        guest.receive(frame)
        assert guest.hashes[: len(seen)] == seen
        if guest.view is not view:  # only a well-formed update could change it, and then it is a real view
            assert guest.view is not None and guest.view.turn >= 0
            del _PAIRS["guest"]
            return
