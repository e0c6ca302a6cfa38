"""The lab on a local Ray runtime (the optional `ray` extra): the same games and totals as played one by one."""

import io
import json

import pytest

from desktop import cli, rulesets
from desktop.lab.runner import LabRun
from engine.harness.lab import LabPlan

ray = pytest.importorskip("ray")


@pytest.fixture
def local_ray():
    yield
    ray.shutdown()


@pytest.mark.slow  # starting a Ray runtime takes seconds
def test_playmat_lab_on_a_local_ray_runtime_totals_the_same_as_the_games_played_one_by_one(local_ray, tmp_path):
    path = tmp_path / "ray.json"
    out = io.StringIO()
    code = cli.run(["lab", "--ruleset", "one-piece", "--deck", "crimson", "--against", "thornwood", "--games", "10",
                    "--seed", "ray", "--ray", "local", "--json", str(path)], out)  # fmt: skip
    assert code == cli.EXIT_OK, out.getvalue()
    assert "on the Ray cluster at local" in out.getvalue() and "All games" in out.getvalue()
    data = json.loads(path.read_text(encoding="utf-8"))
    package = rulesets.load("one-piece")
    decks = package.decks
    plan = LabPlan("one-piece", decks["Crimson Gale Rush (red aggro)"], (decks["Thornwood Bastion (green Blocker "
                   "defence)"],), ("heuristic", "heuristic"), 10, "ray")  # fmt: skip
    serial = LabRun(plan, package.ruleset, package.database, workers=1).run().to_data(package.ruleset, package.database)
    volatile = ("seconds", "workers")
    assert {k: v for k, v in data.items() if k not in volatile} == {
        k: v for k, v in serial.items() if k not in volatile
    }
    assert data["played"] == 10 and data["errors"] == 0
