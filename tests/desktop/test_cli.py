"""`playmat` on the command line: help, version, unknown commands refused with usage and exit code 2, and importing
card pools (file, folder tree, zip) and deck lists."""

import io
import zipfile

import pytest

from desktop import app, cli, rulesets
from tests.support import community_pools as P


def _run(argv):
    out = io.StringIO()
    code = cli.run(argv, out)
    return code, out.getvalue()


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PLAYMAT_HOME", str(tmp_path / "home"))
    yield tmp_path
    for ruleset_id in ("one-piece", "weiss-schwarz"):
        rulesets.refresh(ruleset_id)


def test_help_version_and_help_per_command():
    code, text = _run(["--help"])
    assert code == 0 and "usage: playmat" in text and "cards" in text and "deck" in text and "host" in text
    code, text = _run(["--version"])
    assert code == 0 and text.startswith("playmat ")
    code, text = _run(["cards", "import", "--help"])
    assert code == 0 and "--ruleset" in text and "zip" in text
    code, text = _run(["deck", "import", "--help"])
    assert code == 0 and "OPTCGSim" in text


@pytest.mark.parametrize("argv", [["frobnicate"], ["--frobnicate"], ["cards"], ["cards", "import", "x"]])
def test_unknown_commands_and_missing_arguments_get_usage_and_exit_code_2(argv):
    code, text = _run(argv)
    assert code == cli.EXIT_USAGE and "usage: playmat" in text


def test_no_command_opens_the_app(monkeypatch):
    opened = []
    monkeypatch.setattr(app, "_launch", lambda argv: opened.append(argv) or 0)
    assert app.main(["playmat"]) == 0 and opened == [["playmat"]]
    assert app.main(["playmat", "--version"]) == 0 and len(opened) == 1  # a command never opens the window


def test_cards_import_a_folder_tree_prints_counts_and_every_problem(home):
    folder = home / "punk-records"
    for file in P.punk_records_pool() + P.punk_records_broken():
        path = folder / file.name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(file.data)
    code, text = _run(["cards", "import", str(folder), "--ruleset", "one-piece"])
    assert code == 0
    assert "Imported 37 cards in 2 sets" in text and "automated" in text and "manual" in text
    assert "10 problems:" in text and "no-cost-event.json: cost: an Event needs a cost" in text
    assert (home / "home" / "data" / "cards" / "one-piece-ZZ01.json").exists()
    rulesets.refresh("one-piece")
    assert "ZZ01-001" in rulesets.load("one-piece").database
    again, text = _run(["cards", "import", str(folder), "--ruleset", "one-piece"])
    assert again == 0 and "already defined" not in text  # importing again updates the sets, no clash with itself


def test_cards_import_a_zip_and_refuse_what_cannot_be_read(home):
    archive = home / "ws.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        for file in [P.ws_english_set(), *P.wsoffdata_pool()]:
            zipped.writestr(file.name, file.data)
    code, text = _run(["cards", "import", str(archive), "--ruleset", "weiss-schwarz"])
    assert code == 0 and "Imported 25 cards in 2 sets" in text and "[22].level" in text
    code, text = _run(["cards", "import", str(home / "absent"), "--ruleset", "weiss-schwarz"])
    assert code == cli.EXIT_FAILED and "cannot read" in text and "Traceback" not in text
    code, text = _run(["cards", "import", str(archive), "--ruleset", "chess"])
    assert code == cli.EXIT_USAGE and "unknown ruleset 'chess'" in text


def test_deck_import_names_each_bad_line_fills_the_don_deck_and_saves(home):
    folder = home / "pool"
    for file in P.punk_records_pool():
        (folder / file.name).parent.mkdir(parents=True, exist_ok=True)
        (folder / file.name).write_bytes(file.data)
    assert _run(["cards", "import", str(folder), "--ruleset", "one-piece"])[0] == 0
    rulesets.refresh("one-piece")
    listing = home / "quay.txt"
    listing.write_text("1xZZ01-001\n4xZZ01-003\n999999999999xZZ01-005\n", encoding="utf-8")
    code, text = _run(["deck", "import", str(listing), "--ruleset", "one-piece"])
    assert code == 0
    assert "line 3: at most 1000 copies of a card" in text and "no DON!! deck: 10" in text
    assert "Imported 15 cards as quay" in text and "Coverage:" in text and "rule 5-1-2" in text
    assert (home / "home" / "data" / "decks" / "one-piece-quay.json").exists()
    empty = home / "empty.txt"
    empty.write_text("nothing here\n", encoding="utf-8")
    code, text = _run(["deck", "import", str(empty), "--ruleset", "one-piece"])
    assert code == cli.EXIT_FAILED and "Nothing was imported" in text


def test_battle_spirits_and_dragon_ball_pools_and_their_lists_import(home):
    bss = home / "bss"
    for file in P.bss_companion_pool():
        (bss / file.name).parent.mkdir(parents=True, exist_ok=True)
        (bss / file.name).write_bytes(file.data)
    code, text = _run(["cards", "import", str(bss), "--ruleset", "battle-spirits-saga"])
    assert code == 0 and "Imported 17 cards in 1 set" in text and "3 problems:" in text
    dbs = home / "dbs.json"
    dbs.write_bytes(P.dbs_tracker_set().data)
    code, text = _run(["cards", "import", str(dbs), "--ruleset", "dragon-ball-super"])
    assert code == 0 and "Imported 22 cards in 1 set" in text
    rulesets.refresh("dragon-ball-super")
    listing = home / "deckplanet.txt"
    lines = "".join(f"4 Sky Lancer {n} [ZT1-{n:03d}]\n" for n in range(3, 16))
    leader = "_____Leader_____\nStorm Lancer // Storm Lancer (awakened) [ZT1-001]\n_____Main Deck_____\n"
    listing.write_text(leader + lines, encoding="utf-8")
    code, text = _run(["deck", "import", str(listing), "--ruleset", "dragon-ball-super"])
    assert code == 0 and "Imported 53 cards as deckplanet" in text and "not legal yet" not in text
    rulesets.refresh("dragon-ball-super")
    rulesets.refresh("battle-spirits-saga")
