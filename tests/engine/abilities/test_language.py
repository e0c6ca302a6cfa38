"""Load-time validation of ability data: bad data is refused with the card id and the field path."""

import pytest

from engine.abilities import model as M
from engine.formats.cards import CardDefinition
from tests.support import demo


@pytest.fixture(scope="module")
def language():
    return demo.language()


def card(*abilities, automated=True):
    return CardDefinition(id="T-1", name="Test", category="creature", abilities=abilities, automated=automated)


def problems(language, *abilities):
    return [str(p) for p in language.parse(card(*abilities))[1]]


def test_every_demo_card_validates(language):
    assert language.validate_database(demo.database()) == []


def test_wrong_field_names_card_and_path(language):
    found = problems(language, {"kind": "auto", "trigger": {"event": "on_play"}, "effect": [{"do": "draw", "cnt": 2}]})
    assert found == ["T-1: abilities[0].auto.effect[0].draw.cnt: Extra inputs are not permitted"]


def test_structural_and_semantic_errors_are_reported_in_one_pass(language):
    """A card whose abilities have both kinds of error gets every one of them at once: the structural errors of
    an ability that does not parse, the semantic errors of the ones that do and of the parsing steps of the rest."""
    found = problems(
        language,
        {"kind": "auto", "trigger": {"event": "on_play"}, "effect": [{"do": "draw", "cnt": 2}, {"do": "teleport"},
                                                                      {"do": "move", "to": "graveyard",
                                                                       "target": {"mode": "self"}}]},
        {"kind": "auto", "trigger": {"event": "on_sneeze"}, "effect": [{"do": "draw"}]},
    )  # fmt: skip
    assert "T-1: abilities[0].auto.effect[0].draw.cnt: Extra inputs are not permitted" in found
    assert any(p.startswith("T-1: abilities[0].effect[1]") and "unknown primitive 'teleport'" in p for p in found)
    assert any(p.startswith("T-1: abilities[0].effect[2]") and "unknown zone 'graveyard'" in p for p in found)
    assert any(p.startswith("T-1: abilities[1].trigger") and "unknown trigger event 'on_sneeze'" in p for p in found)
    assert len(found) == 4


def test_unknown_primitive_is_refused(language):
    found = problems(language, {"kind": "auto", "trigger": {"event": "on_play"}, "effect": [{"do": "teleport"}]})
    assert len(found) == 1 and "T-1: abilities[0].effect[0]" in found[0] and "unknown primitive 'teleport'" in found[0]


def test_registered_primitive_args_are_checked(language):
    found = problems(language, {"kind": "auto", "trigger": {"event": "on_play"},
                                "effect": [{"do": "gain_health", "amount": 0}]})  # fmt: skip
    assert found and "abilities[0].effect[0].amount" in found[0]


def test_impossible_filter_and_unknown_names(language):
    found = problems(
        language,
        {"kind": "activated", "timing": ["flash"], "effect": [
            {"do": "move", "to": "graveyard", "target": {"filter": {"zone": ["field"], "keyword": "flying",
                                                                    "power": {"op": "<<", "value": 1}}}}]},
    )  # fmt: skip
    assert found == ["T-1: abilities[0].activated.effect[0].move.target.filter.power.op: "
                     "Input should be '<', '<=', '==', '>=', '>' or '!='"]  # fmt: skip
    found = problems(
        language,
        {
            "kind": "activated",
            "timing": ["flash"],
            "effect": [
                {"do": "move", "to": "graveyard", "target": {"filter": {"keyword": "flying", "source_only": True}}}
            ],
        },
    )
    assert any("unknown timing 'flash'" in p for p in found)
    assert any("unknown zone 'graveyard'" in p for p in found)
    assert any("unknown keyword 'flying'" in p for p in found)
    contradictory = problems(
        language,
        {
            "kind": "continuous",
            "effect": [
                {
                    "do": "grant",
                    "keyword": "guard",
                    "target": {"mode": "all", "filter": {"source_only": True, "other_than_source": True}},
                }
            ],
        },
    )
    assert contradictory and "cannot be both" in contradictory[0]


def test_unknown_trigger_event_and_script(language):
    found = problems(language, {"kind": "auto", "trigger": {"event": "on_sneeze"},
                                "effect": [{"do": "script", "name": "nope"}]})  # fmt: skip
    assert any("unknown trigger event 'on_sneeze'" in p for p in found)
    assert any("unknown script 'nope'" in p for p in found)


def test_ruleset_without_a_primitive_refuses_it(language):
    found = problems(language, {"kind": "auto", "trigger": {"event": "on_play"}, "effect": [{"do": "add_to_life"}]})
    assert found and "skirmish has no 'add_to_life' primitive" in found[0]


def test_not_automated_cards_need_no_ability_data(language):
    assert language.parse(card({"garbage": True}, automated=False)) == ((), [])


def test_every_core_primitive_is_used_by_some_test_card():
    used = set()
    language = demo.language()
    for definition in demo.database().cards():
        for ability in language.abilities(definition):
            for node, _ in __import__("engine.abilities.language", fromlist=["_walk"])._walk(ability, ""):
                if hasattr(node, "do"):
                    used.add(node.do)
    # exercised by the ONE PIECE tests (test_sample_content, test_replacements_and_game_end)
    # "manual" by the imported pools (tests/engine/formats/importers/test_imported_games.py)
    ruleset_specific = {"add_to_life", "gain_resource", "pay_resource", "win_game", "lose_game", "activate_effect",
                        "manual"}  # fmt: skip
    assert set(M._CORE_STEPS) - ruleset_specific <= used
