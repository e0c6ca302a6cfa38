"""`playmat lab`: the table, the JSON report, and exit codes for a good run and for bad command lines."""

import io
import json

import pytest

from desktop import cli


def _run(argv):
    out = io.StringIO()
    code = cli.run(argv, out)
    return code, out.getvalue()


def test_a_lab_run_prints_its_table_and_writes_its_report(tmp_path):
    path = tmp_path / "report.json"
    code, text = _run(["lab", "--ruleset", "battle-spirits-saga", "--deck", "crimson", "--games", "10",
                       "--workers", "1", "--seed", "cli", "--json", str(path)])  # fmt: skip
    assert code == cli.EXIT_OK, text
    assert "All games" in text and "Going first" in text and "95 % interval" in text and "Cinder Whelp" in text
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["kind"] == "playmat-lab" and data["played"] == 10 and data["deck"] == "Crimson Dusk Rush"
    assert data["opponents"] == [{"deck": "Tidegrove Bastion", **{k: data["win_rate"][k] for k in data["win_rate"]}}]
    assert len(data["games"]) == 10 and data["games"][0]["seed"] == "cli:0"
    assert str(path) in text


def test_lab_help():
    code, text = _run(["lab", "--help"])
    assert code == cli.EXIT_OK and "--against" in text and "Wilson" in text
    code, text = _run(["--help"])
    assert "lab" in text


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--ruleset", "chess", "--deck", "x"], "unknown ruleset"),
        (["--ruleset", "one-piece", "--deck", "no such deck"], "no deck"),
        (["--ruleset", "one-piece", "--deck", "crimson", "--games", "5"], "--games must be 10"),
        (["--ruleset", "one-piece", "--deck", "crimson", "--workers", "0"], "--workers"),
        (["--ruleset", "one-piece", "--deck", "crimson", "--bot", "genius"], "invalid choice"),
        (["--deck", "crimson"], "required"),
    ],
)
def test_bad_lab_command_lines_exit_with_code_2_and_say_why(argv, words):
    code, text = _run(["lab", *argv])
    assert code == cli.EXIT_USAGE and words in text


def test_a_deck_file_that_cannot_be_read_is_refused_by_name(tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text("{not json", encoding="utf-8")
    code, text = _run(["lab", "--ruleset", "one-piece", "--deck", str(bad)])
    assert code == cli.EXIT_USAGE and "broken.json cannot be read as a deck" in text


def test_ray_without_the_extra_installed_is_refused_in_words(monkeypatch, tmp_path):
    import importlib

    real = importlib.import_module

    def no_ray(name, *args):
        if name == "ray":
            raise ImportError("No module named 'ray'")
        return real(name, *args)

    monkeypatch.setattr(importlib, "import_module", no_ray)
    code, text = _run(["lab", "--ruleset", "one-piece", "--deck", "crimson", "--games", "10", "--ray", "local",
                       "--json", str(tmp_path / "r.json")])  # fmt: skip
    assert code == cli.EXIT_FAILED and "Ray is not installed" in text and "playmat[ray]" in text
    assert not (tmp_path / "r.json").exists()
