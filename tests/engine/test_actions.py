import pytest

from engine import Action, PlayerId


def test_repr_reads_like_the_call():
    action = Action("attack", PlayerId(1), card=12, target=3)
    assert repr(action) == "Action('attack', player=1, card=12, target=3)"
    assert eval(repr(action), {"Action": Action}) == action


def test_json_round_trip_keeps_only_set_fields():
    action = Action("arrange", PlayerId(0), groups=((1, 2), (3,)), option="top")
    data = action.to_data()
    assert data == {"kind": "arrange", "player": 0, "groups": [[1, 2], [3]], "option": "top"}
    assert Action.from_data(data) == action


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "JSON object"),
        ({"kind": "pass", "player": 2}, "player"),
        ({"kind": "", "player": 0}, "kind"),
        ({"kind": "pass", "player": 0, "card": "12"}, "card"),
        ({"kind": "pass", "player": 0, "picks": [1, "x"]}, "picks"),
        ({"kind": "pass", "player": 0, "evil": 1}, "unknown"),
        ({"kind": "pass", "player": True}, "player"),
    ],
)
def test_malformed_actions_are_refused_clearly(data, message):
    with pytest.raises(ValueError, match=message):
        Action.from_data(data)
