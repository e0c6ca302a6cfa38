"""The benchmark table: each figure beside its budget, peers as ratios, and the LAN row whether or not it can run."""

from __future__ import annotations

import importlib.util
import sys
import types
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_run", BENCH / "run.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_each_budgeted_figure_says_met_or_missed(bench):
    rows = [
        {"benchmark": "engine: fast", "games_per_s": 20.0, "check_apply_us_median": 40.0},
        {"benchmark": "engine: slow", "games_per_s": 5.0, "check_apply_us_median": 250.0},
        {"benchmark": "desktop: drag", "frame_ms_p95": 30.0, "frame_ms_median": 3.0},
    ]
    lines = {(name, what): (value, budget) for name, what, value, budget in bench.table_lines(rows)}
    assert lines[("engine: fast", "check+apply, median")] == ("40.0 µs", "tens of µs: met")
    assert lines[("engine: slow", "check+apply, median")][1] == "tens of µs: MISSED"
    assert lines[("desktop: drag", "drag frame, 95th percentile")][1] == "< 16 ms: MISSED"
    assert lines[("desktop: drag", "drag frame, median")][1] == "", "no budget, no verdict"


def test_random_playouts_stand_beside_chess_plies_with_the_issue_18_goal(bench):
    """Issue 18: random playout actions per second at least python-chess's plies per second of the same run."""
    rows = [
        {"benchmark": "engine: fast random playouts", "playout_random_actions_per_s": 30_000.0},
        {"benchmark": "engine: slow random playouts", "playout_random_actions_per_s": 5_000.0},
    ]
    bench.beside_chess(rows, (10, 2_000, 0.1), (10, 3_000, 0.15))  # 5,000 plies in 0.25 s: 20,000 a second
    lines = {(name, what): (value, budget) for name, what, value, budget in bench.table_lines(rows)}
    ratio = "random playout actions/s vs python-chess plies/s"
    assert lines[("engine: fast random playouts", ratio)] == ("1.50x", ">= 1.0x (issue 18): met")
    assert lines[("engine: slow random playouts", ratio)] == ("0.25x", ">= 1.0x (issue 18): MISSED")
    plies = "python-chess random playout plies per second, same run, CPU time"
    assert lines[("engine: slow random playouts", plies)][0] == "20,000.0 /s"
    alone = [{"benchmark": "engine: alone random playouts", "playout_random_actions_per_s": 5_000.0}]
    bench.beside_chess(alone, None, None)
    shown = bench.table_lines(alone)
    assert any("not installed" in what for _, what, _, _ in shown) and not any(v.endswith("x") for _, _, v, _ in shown)


def test_peers_become_ratios_and_notes_stay_visible(bench):
    rows = [
        {"benchmark": "engine: demo", "games_per_s": 30.0},
        {"benchmark": "peer: chess", "games_per_s": 60.0},
        {"benchmark": "peer: dgisim", "note": "not installed"},
    ]
    lines = bench.table_lines(rows)
    assert ("engine: demo", "games/s vs chess", "0.50x", "") in lines
    assert ("peer: dgisim", "not installed", "", "") in lines
    markdown = bench.markdown_table(rows)
    assert markdown.startswith("| benchmark | measure | value | budget |")
    assert "| engine: demo | games/s vs chess | 0.50x |  |" in markdown


def test_lan_row_without_its_benchmark_says_not_measured(bench, monkeypatch, tmp_path):
    monkeypatch.setattr(bench, "ROOT", tmp_path)
    row = bench.lan_roundtrip(0.1)
    assert row["note"].startswith("not measured")
    assert not any(key.startswith("lan_ms") for key in row)


def test_lan_row_reads_the_peer_benchmark_in_milliseconds(bench, monkeypatch):
    fake = types.ModuleType("lan_roundtrip")
    fake.measure = lambda seconds: {"ruleset": "one-piece", "actions": 12, "median_ms": 2.5, "p95_ms": 11.0}
    monkeypatch.setitem(sys.modules, "lan_roundtrip", fake)
    row = bench.lan_roundtrip(0.1)
    assert row["benchmark"].endswith("(one-piece, 12 actions)")
    assert (row["lan_ms_median"], row["lan_ms_p95"]) == (2.5, 11.0)
    lines = {what: budget for _, what, _, budget in bench.table_lines([row])}
    assert lines["action round trip, 95th percentile"] == "< 10 ms: MISSED"


def test_lan_row_survives_a_broken_peer_benchmark(bench, monkeypatch):
    fake = types.ModuleType("lan_roundtrip")

    def broken(seconds):
        raise OSError("address in use")

    fake.measure = broken
    monkeypatch.setitem(sys.modules, "lan_roundtrip", fake)
    row = bench.lan_roundtrip(0.1)
    assert row["note"] == "not measured: OSError: address in use"
