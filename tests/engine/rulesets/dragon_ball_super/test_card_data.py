"""Card data checked at load (section 2): every problem names the card id and the field."""

from __future__ import annotations

from engine.formats.cards import CardDatabase, CardDefinition, CardSet
from tests.engine.rulesets.dragon_ball_super import support as S


def _problems(**fields: object) -> list[str]:
    base: dict[str, object] = {"id": "X-1", "name": "Test", "category": "battle", "colors": ["red"], "cost": 1,
                               "power": 5000}  # fmt: skip
    card = CardDefinition.model_validate(base | fields)
    database = CardDatabase("dragon-ball-super", [CardSet(ruleset="dragon-ball-super", set_id="X", name="X",
                                                          cards=(card,))])  # fmt: skip
    language = S.ruleset().abilities
    assert language is not None
    return [str(p) for p in language.validate_database(database)]


def test_the_sample_set_loads_without_a_problem():
    language = S.ruleset().abilities
    assert language is not None and language.validate_database(S.database()) == []


def test_a_plain_battle_card_is_accepted():
    assert _problems() == []


def test_bad_printed_information_is_refused_with_the_card_id_and_field_2():
    assert any("X-1: category" in p for p in _problems(category="spell"))
    assert any("X-1: colors" in p and "2-4-1-2" in p for p in _problems(colors=["red", "black"]))
    assert any("X-1: stats.combo_cost" in p for p in _problems(stats={"combo_power": 5000}))
    assert any("X-1: stats.specified" in p for p in _problems(stats={"specified": ["purple"]}))
    assert any("X-1: power" in p for p in _problems(power=None))
    assert any("X-1: stats.level" in p for p in _problems(stats={"level": 2}))
    assert any("X-1: stats.awakened" in p for p in _problems(category="leader", cost=None))


def test_a_keyword_the_engine_does_not_play_is_refused_at_load():
    problems = _problems(keywords=["flying"])
    assert any("X-1: keywords" in p and "flying" in p for p in problems)


def test_an_unknown_ability_name_is_refused_at_load():
    ability = {"kind": "auto", "trigger": {"event": "when_flying"}, "effect": [{"do": "draw"}]}
    assert any("X-1: abilities[0]" in p for p in _problems(abilities=[ability]))
