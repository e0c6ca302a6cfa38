"""Hostile records: any field of any source replaced by any JSON value never crashes an importer or a deck reader;
the record is imported or named as a problem."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.formats.cards import CardDatabase
from engine.formats.decks_import import read_deck_text
from engine.formats.importers import SourceFile, import_files
from engine.formats.problems import FormatError
from tests.support import community_pools as P

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**15), 10**15) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=12,
)
SAMPLES = {
    "one-piece": [P.punk_records_pool()[3], P.optcgjson_set(), P.tcgplayer_catalogue()],
    "weiss-schwarz": [P.ws_english_set(), P.wsoffdata_pool()[2]],
    "battle-spirits-saga": [P.bss_companion_pool()[1]],
    "dragon-ball-super": [P.dbs_tracker_set(), P.dbs_scraper_file()],
}
CASES = [(ruleset, file) for ruleset, files in SAMPLES.items() for file in files]


def _records(document):
    """The record objects of a document (a card file, a set file's cards, a catalogue's products)."""
    if isinstance(document, list):
        return [r for r in document if isinstance(r, dict)]
    if "data" in document:
        return document["data"]["cards"]
    if "results" in document:
        return [r for r in document["results"] if r.get("extendedData")]
    return [document]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(CASES), pick=st.integers(0, 10_000), field=st.integers(0, 100), value=JSON)
def test_any_field_replaced_by_any_value_is_imported_or_named(case, pick, field, value):
    ruleset, file = case
    document = json.loads(file.data)
    records = _records(document)
    record = records[pick % len(records)]
    keys = sorted(record)
    record[keys[field % len(keys)]] = value
    result = import_files(ruleset, [SourceFile(file.name, json.dumps(document).encode())])
    assert all(str(problem) for problem in result.problems)
    CardDatabase(ruleset, result.card_sets)  # whatever was kept is card data


@settings(max_examples=150, deadline=None)
@given(text=st.text(max_size=300) | JSON.map(json.dumps))
def test_any_pasted_text_is_read_or_refused_in_words(text):
    database = CardDatabase("one-piece", import_files("one-piece", P.punk_records_pool()[:6]).card_sets)
    try:
        result = read_deck_text(text, "one-piece", database)
    except FormatError as error:
        assert str(error)
        return
    assert all(str(problem) for problem in result.problems)


@settings(max_examples=150, deadline=None)
@given(data=st.binary(max_size=200) | st.text(max_size=200).map(lambda t: t.encode("utf-16")))
def test_any_bytes_are_read_or_named(data):
    result = import_files("one-piece", [SourceFile("odd.json", data), SourceFile("deep.json", b"[" * 5000)])
    assert result.card_sets == () and len(result.problems) == 2
