"""Lab runs: games on two processes total the same as one by one, every game's seed replays it, Cancel keeps what
finished."""

from desktop import rulesets
from desktop.lab.replays import lab_replay_text
from desktop.lab.runner import LabRun, chunks
from desktop.replays.loading import load_text
from engine.harness.lab import LabPlan

RULESET = "one-piece"


def _plan(games, seed="runs"):
    package = rulesets.load(RULESET)
    names = list(package.decks)
    return package, LabPlan(RULESET, package.decks[names[0]], (package.decks[names[1]],), ("heuristic", "heuristic"),
                            games, seed)  # fmt: skip


def test_chunks_cover_every_game_once_and_stay_small():
    parts = chunks(1000, 2)
    assert [i for part in parts for i in part] == list(range(1000))
    assert max(len(part) for part in parts) <= 20 and len(chunks(6, 2)) == 6


def test_six_games_on_two_processes_total_the_same_as_one_by_one_and_each_seed_replays_its_game():
    package, plan = _plan(6)
    ruleset, database = package.ruleset, package.database
    parallel = LabRun(plan, ruleset, database, workers=2)
    seen = []
    report = parallel.run(lambda done, total: seen.append((done, total)))
    assert parallel.workers == 2 and seen[0] == (0, 6) and seen[-1] == (6, 6)
    serial = LabRun(plan, ruleset, database, workers=1).run()
    assert report.games == serial.games and report.tally == serial.tally  # the same games, to the card drawn
    data = report.to_data(ruleset, database)
    assert {key: value for key, value in data.items() if key not in ("seconds", "workers")} == {
        key: value for key, value in serial.to_data(ruleset, database).items() if key not in ("seconds", "workers")
    }
    for key in ("win_rate", "going_first", "going_second", "opponents", "length", "cards", "games", "errors"):
        assert key in data
    assert data["played"] == 6 and not data["cancelled"] and data["ruleset"] == RULESET
    assert {"low", "high", "rate", "wins", "games"} <= set(data["win_rate"])
    assert [row["seed"] for row in data["games"]] == [f"runs:{i}" for i in range(6)]
    row = data["games"][3]
    text, again = lab_replay_text(plan, 3, ruleset, database)
    loaded = load_text(text, "lab game")
    assert not loaded.warnings
    outcome = loaded.cursor.seek(loaded.cursor.length).outcome
    assert outcome is not None and loaded.cursor.length == row["actions"] == again.actions
    won = outcome.winner == row["seat"]
    assert ("won" if won else "lost") == row["result"] == again.result


def test_cancel_stops_a_run_in_this_process_and_keeps_the_games_that_ended():
    package, plan = _plan(10)
    run = LabRun(plan, package.ruleset, package.database, workers=1)
    report = run.run(lambda done, total: run.cancel() if done == 2 else None)
    assert report.cancelled and [game.index for game in report.games] == [0, 1]
    assert report.to_data(package.ruleset, package.database)["played"] == 2


def test_cancel_stops_a_run_on_two_processes_and_keeps_the_games_that_ended():
    package, plan = _plan(40, "cancel")
    run = LabRun(plan, package.ruleset, package.database, workers=2)
    report = run.run(lambda done, total: run.cancel() if done else None)
    assert report.cancelled and 0 < len(report.games) < 40
    assert report.tally.played == len(report.games)
    assert all(game.result in ("won", "lost") for game in report.games)


def test_games_that_fail_in_worker_processes_are_counted_with_their_reason_and_the_run_goes_on():
    package, plan = _plan(2, "broken")
    illegal = plan.deck.model_copy(update={"sections": {}})  # the rules refuse it: every game fails at its start
    broken = LabPlan(RULESET, illegal, plan.gauntlet, plan.bots, 2, "broken")
    report = LabRun(broken, package.ruleset, package.database, workers=2).run()
    data = report.to_data(package.ruleset, package.database)
    assert data["played"] == data["errors"] == 2 and not data["cancelled"]
    assert all(row["result"] == "error" and "not legal" in row["reason"] for row in data["games"])
    assert data["win_rate"]["games"] == 0
