"""A pool imported from a community database, two pasted deck lists, and a bot-vs-bot game played to its end with
every manual window (the printed timings of the imported text) opened and passed."""

import json
from collections import Counter

import pytest

from engine.bot import RandomBot, heuristic_bot
from engine.formats.cards import CardDatabase
from engine.formats.coverage import deck_coverage
from engine.formats.decks import sections_by_category
from engine.formats.decks_import import read_deck_text
from engine.formats.importers import import_files
from engine.harness import play_game
from engine.rulesets.one_piece import energio, one_piece
from engine.rulesets.weiss_schwarz import build_ruleset
from tests.support import community_pools as P
from tests.support import one_piece_samples as S

SECTIONS = {"one-piece": ("leader", "main", "don"), "energio": ("leader", "main", "don"), "weiss-schwarz": ("main",)}


def _one_piece_lists(prefix: str) -> tuple[str, str]:
    """An OPTCGSim list (NxCODE, Leader first, no DON!!) and a Limitless one ({count} {name} {number})."""
    red = [3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27]  # 13 cards x 4 = 52: the last line has 2
    sim = [f"1x{prefix}-001"] + [f"4x{prefix}-{n:03d}" for n in red[:-1]] + [f"2x{prefix}-{red[-1]:03d}"]
    green = [4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28]
    limitless = [f"1 Warden Ostrel {prefix}-002"] + [f"4 {_name(n)} {prefix}-{n:03d}" for n in green[:-1]]
    limitless += [f"2 {_name(green[-1])} {prefix}-{green[-1]:03d}"]
    return "\n".join(sim) + "\n", "Leader: 1\n" + "\n".join(limitless) + "\n"


def _name(number: int) -> str:
    if number < 17:
        return f"Deckhand No. {number}"
    return (
        f"Tide Call {number}"
        if number < 19
        else f"Harbor Plan {number - 2}"
        if number < 21
        else f"Crew Member No. {number}"
    )


def _manual_windows(game, seen: Counter) -> None:
    decision = game.decision
    if decision is not None and decision.context == "manual":
        seen[game.state.turn] += 1


def _play(ruleset, database, decks, seed, kind="random"):
    seen: Counter = Counter()
    if kind == "random":
        bots = [RandomBot(f"{seed}:0"), RandomBot(f"{seed}:1")]
    else:  # the app's computer opponent: its ruleset's policy, which passes manual windows it cannot judge
        bots = [heuristic_bot(ruleset, database, f"{seed}:0"), heuristic_bot(ruleset, database, f"{seed}:1")]
    record = play_game(ruleset, database, decks, seed, bots=bots, max_actions=6000, record_hashes=False,
                       after_each=lambda g: _manual_windows(g, seen))  # fmt: skip
    return record, seen


@pytest.mark.parametrize(("ruleset_id", "kind"), [("one-piece", "random"), ("energio", "random"),
                                                ("one-piece", "heuristic")])  # fmt: skip
def test_one_piece_pool_and_pasted_lists_play_to_the_end_with_manual_windows(ruleset_id, kind):
    prefix = "ZZ01" if ruleset_id == "one-piece" else "EZ01"
    pool = import_files(ruleset_id, P.punk_records_pool(prefix))
    assert not pool.problems
    database = S.database(ruleset_id).extended(pool.card_sets)  # the sample set brings the DON!! card
    ruleset = one_piece() if ruleset_id == "one-piece" else energio()
    chooser = sections_by_category(SECTIONS[ruleset_id])
    decks = []
    for text in _one_piece_lists(prefix):
        result = read_deck_text(text, ruleset_id, database, "Pasted", chooser)
        assert not result.problems
        assert result.notes and "deck: 10 \u00d7" in result.notes[0]  # 5-1-2: the DON!! deck lists leave out
        assert ruleset.validate_deck(result.deck, database) == []
        decks.append(result.deck)
    coverage = deck_coverage(decks[0], database)
    assert coverage["manual"] > 0 and coverage["automated"] > 0
    record, seen = _play(ruleset, database, (decks[0], decks[1]), f"imported {ruleset_id}", kind)
    assert record.outcome is not None, "the game did not end"
    assert sum(seen.values()) > 0, "no manual window was opened"


@pytest.mark.parametrize("kind", ["random", "heuristic"])
def test_weiss_schwarz_pool_and_pasted_lists_play_to_the_end_with_manual_windows(kind):
    pool = import_files("weiss-schwarz", [P.ws_english_set(), *P.wsoffdata_pool()])
    database = CardDatabase("weiss-schwarz", pool.card_sets)
    ruleset = build_ruleset()
    one_per_line = "".join(f"PLA/S01-E{n:03d}\n" * 4 for n in range(1, 13)) + "PLA/S01-E020\n" * 2
    ratios = {f"PLA/S01-E{n:03d}": 4 for n in range(7, 19)} | {"PLA/S01-E018SP": 0, "PLA/S01-E020": 2}
    ws_dek = json.dumps({"Name": "Lanterns", "Remarks": None, "Ratios": ratios})
    decks = []
    for text in (one_per_line, ws_dek):
        result = read_deck_text(text, "weiss-schwarz", database, "Pasted")
        decks.append(result.deck)
        assert ruleset.validate_deck(result.deck, database) == [], result.problems
    assert [str(p) for p in read_deck_text(ws_dek, "weiss-schwarz", database).problems] == [
        "line 13: count must be at least 1: '0 PLA/S01-E018SP'"
    ]
    record, seen = _play(ruleset, database, (decks[0], decks[1]), "imported weiss-schwarz", kind)
    assert record.outcome is not None, "the game did not end"
    assert sum(seen.values()) > 0, "no manual window was opened"


def test_battle_spirits_saga_pool_and_pasted_bssdb_and_tts_lists_play_to_the_end():
    from engine.rulesets.battle_spirits_saga import build_ruleset as build_bss

    pool = import_files("battle-spirits-saga", P.bss_companion_pool())
    database = CardDatabase("battle-spirits-saga", pool.card_sets)
    ruleset = build_bss()
    numbers = range(1, 14)  # 13 names x 4 = 52 cards (5-1-1-1: 50 to 60)
    text_export = "=== Main Deck ===\n" + "".join(f"4x ZS01-{n:03d}: Sky Knight {n}\n" for n in numbers)
    text_export = text_export.replace("4x ZS01-001:", "4x ZS01-001-p1:")  # bssdb writes an alternate art "-p1"
    text_export += "=== Sideboard ===\n2x ZS01-016: Flame Volley\n"
    tts = "=== Main Deck ===\n[" + ", ".join(f"ZS01-{n:03d}" for n in (3, 4, *range(5, 17)) for _ in range(4)) + "]\n"
    decks = []
    for text in (text_export, tts):
        result = read_deck_text(text, "battle-spirits-saga", database, "Pasted")
        assert ruleset.validate_deck(result.deck, database) == [], result.problems
        decks.append(result.deck)
    sideboard = read_deck_text(text_export, "battle-spirits-saga", database).problems
    assert [str(p) for p in sideboard] == ["line 16: in the Sideboard, which is not played; skipped"]
    assert decks[0].sections["main"][0].card == "ZS01-001"
    record, seen = _play(ruleset, database, (decks[0], decks[1]), "imported battle-spirits-saga")
    assert record.outcome is not None, "the game did not end"
    assert sum(seen.values()) > 0, "no manual window was opened"


def test_dragon_ball_super_pool_and_pasted_deckplanet_and_egman_lists_play_to_the_end():
    from engine.rulesets.dragon_ball_super import build_ruleset as build_dbs

    pool = import_files("dragon-ball-super", [P.dbs_tracker_set(), P.dbs_scraper_file()])
    database = CardDatabase("dragon-ball-super", pool.card_sets)
    ruleset = build_dbs()
    chooser = sections_by_category(("leader", "main"))
    deckplanet = "_____Leader_____\nStorm Lancer // Storm Lancer (awakened) [ZT1-001]\n_____Main Deck_____\n"
    deckplanet += "".join(f"4 Sky Lancer {n} [ZT1-{n:03d}]\n" for n in range(3, 18))
    deckplanet += "_____Side Deck_____\n1 Tempest Call [ZT1-018]\n"
    egman = "1 ZT1-002 Gale Regent\n" + "".join(f"4 ZT1-{n:03d} Sky Lancer {n}\n" for n in range(3, 14))
    egman += "8 ZT1-019 Endless Squall\n"  # [Permanent] up to 8 copies (5-1-3-2-1)
    decks = []
    for text in (deckplanet, egman):
        result = read_deck_text(text, "dragon-ball-super", database, "Pasted", chooser)
        assert ruleset.validate_deck(result.deck, database) == [], result.problems
        decks.append(result.deck)
    assert [str(p) for p in read_deck_text(deckplanet, "dragon-ball-super", database, "P", chooser).problems] == [
        "line 20: in the Side Deck, which is not played; skipped"
    ]
    record, seen = _play(ruleset, database, (decks[0], decks[1]), "imported dragon-ball-super")
    assert record.outcome is not None, "the game did not end"
    assert sum(seen.values()) > 0, "no manual window was opened"
