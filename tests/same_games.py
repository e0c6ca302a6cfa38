"""Same games as another commit: fuzzed card sets played here, then replayed by that commit's engine, hash by hash."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
MOST_ACTIONS = 1500


def play(ruleset_id: str, records: list[dict[str, Any]], seed: str) -> list[str] | None:
    """Every state hash of one fuzz-bot game on these card variants (None: the variants made a deck illegal); an
    engine failure ends the list with its message, so two engines that fail alike also compare equal."""
    from engine.game import DeckRejected, Game
    from tests import fuzz_cards as fuzz
    from tests.support.every_ruleset import build, setup

    ruleset = build(ruleset_id)
    database = fuzz.fuzzed_database(ruleset_id, ruleset, records, fuzz.Tally())
    try:
        game = Game.new(ruleset, database, setup(ruleset_id)[2], seed)
    except DeckRejected:
        return None
    bots = (fuzz.FuzzBot(f"{seed}:0"), fuzz.FuzzBot(f"{seed}:1"))
    hashes = [game.state_hash()]
    while game.outcome is None and game.state.actions_applied < MOST_ACTIONS:
        decision = game.decision
        assert decision is not None
        action = bots[decision.player].choose(game.view(decision.player), game.legal_actions())
        try:
            game.apply(action)
        except Exception as error:
            hashes.append(f"failed: {type(error).__name__}: {error}")
            break
        hashes.append(game.state_hash())
    return hashes


def record(examples: int) -> list[dict[str, Any]]:
    """`examples` derandomized fuzz cases per ruleset, played by this tree's engine."""
    from tests.support.every_ruleset import RULESET_IDS

    games: list[dict[str, Any]] = []
    for ruleset_id in RULESET_IDS:
        _record_ruleset(ruleset_id, examples, games)
        print(f"{ruleset_id}: {sum(g['ruleset'] == ruleset_id for g in games)} games played here", flush=True)
    return games


def _record_ruleset(ruleset_id: str, examples: int, games: list[dict[str, Any]]) -> None:
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from tests import fuzz_cards as fuzz
    from tests.support.every_ruleset import setup

    ruleset, shipped, decks = setup(ruleset_id)
    vocab = fuzz.Vocabulary.of(ruleset, shipped)
    ids = sorted({e for deck in decks for s in ruleset.deck_sections for e in deck.card_ids(s.name)})
    cards = [shipped.get(card_id) for card_id in ids]
    sample = st.lists(st.sampled_from(cards), min_size=1, max_size=8, unique_by=lambda c: c.id)
    card_sets = sample.flatmap(lambda chosen: st.tuples(*[fuzz.variant(vocab, c) for c in chosen]))

    @given(records=card_sets, seed=st.integers(0, 2**16))
    def case(records: tuple[dict[str, Any], ...], seed: int) -> None:
        seed_text = f"same-{seed}"
        hashes = play(ruleset_id, list(records), seed_text)
        if hashes is not None:
            games.append({"ruleset": ruleset_id, "records": list(records), "seed": seed_text, "hashes": hashes})

    settings(max_examples=examples, deadline=None, database=None, derandomize=True,
             suppress_health_check=list(HealthCheck))(case)()  # fmt: skip


def replay(path: Path) -> int:
    """Play every recorded game with the engine on sys.path; print each that reaches another state."""
    import engine

    print(f"replaying with the engine in {Path(engine.__file__).parent}", flush=True)
    games = json.loads(path.read_text(encoding="utf-8"))
    differ = 0
    for game in games:
        hashes = play(game["ruleset"], game["records"], game["seed"])
        expected = game["hashes"]
        if hashes != expected:
            assert hashes is not None
            pairs = enumerate(zip(hashes, expected, strict=False))
            at = next((i for i, (a, b) in pairs if a != b), min(len(hashes), len(expected)))
            print(f"DIFFERS: {game['ruleset']} {game['seed']} from action {at} (cards: {json.dumps(game['records'])})")
            differ += 1
    print(f"{len(games)} games replayed by the other commit: {differ} reach another state")
    return 1 if differ else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.same_games", description=__doc__)
    parser.add_argument("--against", default="HEAD", help="the commit whose engine must play the same games")
    parser.add_argument("--examples", type=int, default=50, help="fuzzed card sets per ruleset (derandomized)")
    parser.add_argument("--replay", type=Path, help=argparse.SUPPRESS)  # the other commit's side
    args = parser.parse_args(argv)
    if args.replay:
        return replay(args.replay)
    with tempfile.TemporaryDirectory(prefix="playmat-same-") as scratch:
        other, games = Path(scratch) / "other", Path(scratch) / "games.json"
        subprocess.run(["git", "worktree", "add", "--detach", "-q", str(other), args.against], cwd=ROOT, check=True)
        try:
            games.write_text(json.dumps(record(args.examples)), encoding="utf-8")
            shutil.copy(Path(__file__), other / "tests" / "same_games_replay.py")  # this script, that commit's engine
            env = {**os.environ, "PYTHONPATH": str(other)}
            command = [sys.executable, "-m", "tests.same_games_replay", "--replay", str(games)]
            done = subprocess.run(command, cwd=other, env=env)
            return done.returncode
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(other)], cwd=ROOT, check=False)


if __name__ == "__main__":
    sys.exit(main())
