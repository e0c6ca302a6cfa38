"""Every log sentence says "You" to the seat that reads it and names players by number to a spectator: the
rulesets' own sentences ("You summon Cinder Whelp", "You take 2 damage", "You conceded") and a yes/no answer told
by what it does ("You keep your hand"), over whole bot games of every ruleset."""

from __future__ import annotations

import re

import pytest

from engine.actions import Action
from engine.bot import heuristic_bot
from engine.events import Event
from engine.game import Game
from engine.ids import PLAYERS, PlayerId
from engine.narration import narrate
from engine.sentences import by_person, plural, render, subject, their, whose
from engine.words import Words
from tests.golden_replays.games import content

YOU = PlayerId(0)
RULESETS = ("one-piece", "energio", "weiss-schwarz", "dragon-ball-super", "battle-spirits-saga")


def logs(
    ruleset_id: str, seed: str, actions: int = 400, proxy: str = "", watched: bool = False
) -> tuple[Game, list[str], list[str]]:
    """A bot game's log as Player 1 reads it (with `proxy` playing it for them: "your bot"; `watched`: Player 1's
    screen with nobody at it, the bot playing itself) and as a spectator reads it."""
    c = content(ruleset_id)
    game = Game.new(c.ruleset, c.database, c.decks, seed)
    bots = {p: heuristic_bot(c.ruleset, c.database, f"{seed}:{p}") for p in PLAYERS}
    seat, watcher = Words(c.ruleset, c.database), Words(c.ruleset, c.database)
    seat.proxy, seat.watched = proxy, watched
    mine: list[str] = []
    theirs: list[str] = []

    def tell(events: tuple[Event, ...]) -> None:
        seat.learn(game.view(YOU))
        watcher.learn(game.view(None))
        mine.extend(said.text for said in narrate(seat, [e.seen_by(YOU) for e in events]))
        theirs.extend(said.text for said in narrate(watcher, [e.seen_by(None) for e in events]))

    tell(game.last_events)
    for _ in range(actions):
        decision = game.decision
        if decision is None or game.outcome is not None:
            break
        tell(game.apply(bots[decision.player].choose(game.view(decision.player), game.legal_actions())))
    if game.outcome is None:
        tell(game.apply(Action("concede", YOU)))
    return game, mine, theirs


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_screen_watching_the_bot_play_itself_names_both_players_by_number(ruleset_id):
    """Nobody plays Player 1's seat at its screen (start screen's "Watch the bot play itself"): its log knows that
    seat's cards but says "Player 1 draws ..." and "Player 1's hand", never "you" or "your"."""
    game, watched, theirs = logs(ruleset_id, "sentences-1", watched=True)
    assert game.outcome is not None
    addressed = [  # a printed timing is the card's words: "[End of Your Opponent's Turn]"
        line for line in watched if re.search(r"\b(you|your|yours|yourself)\b", re.sub(r"\[[^]]*\]", "", line), re.I)
    ]
    assert not addressed, addressed
    assert any(line.startswith("Player 1") for line in watched) and any("Player 2" in line for line in watched)
    assert watched != theirs, "it knows Player 1's cards, as the seat's screen does"


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_seat_reads_you_and_a_spectator_reads_both_numbers(ruleset_id):
    game, mine, theirs = logs(ruleset_id, "sentences-1")
    assert game.outcome is not None
    assert not [line for line in mine if "Player 1" in line], "the seat's own number never: it is 'You'"
    assert any(line.startswith("You ") for line in mine)
    for lines in (mine, theirs):
        assert not [line for line in lines if "(s)" in line or "(es)" in line], "plurals are counted, not '(s)'"
        assert not [line for line in lines if "{p" in line], "every mark is rendered"
    assert any("Player 1" in line for line in theirs) and any("Player 2" in line for line in theirs)
    told = [re.sub(r"“[^”]*”", "", line) for line in theirs]  # a question is quoted as its player read it
    told = [re.sub(r"\[[^\]]*\]", "", line) for line in told]  # a timing as printed: "[End of Your Turn]"
    assert not [line for line in told if re.search(r"\byou(r)?\b", line, re.IGNORECASE)], "a spectator is nobody"


def test_a_mark_reads_you_for_its_seat_and_the_number_for_anyone_else():
    summon = f"{subject(0, 'summons', 'summon')} Cinder Whelp (cost 1, {plural(1, 'core')} on it)."
    assert render(summon, YOU) == "You summon Cinder Whelp (cost 1, 1 core on it)."
    assert render(summon, PlayerId(1)) == render(summon) == "Player 1 summons Cinder Whelp (cost 1, 1 core on it)."
    first = f"{subject(0, 'is', 'are')} player one and {by_person(0, 'goes', 'go')} first."
    assert render(first, YOU) == "You are player one and go first."
    assert render(first) == "Player 1 is player one and goes first.", "kept text (a game's end) reads as before"
    lost = f"An effect says {subject(1, 'has', 'have')} no cards in {their(1)} deck. {whose(1)} Leader is hit."
    assert render(lost, PlayerId(1)) == "An effect says you have no cards in your deck. Your Leader is hit."
    assert render(lost, YOU) == "An effect says Player 2 has no cards in their deck. Player 2's Leader is hit."
    assert plural(3, "core") == "3 cores" and plural(2, "climax", "climaxes") == "2 climaxes"


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_seat_the_bot_plays_for_its_reader_reads_your_bot_line_for_line(ruleset_id):
    """A LAN host whose seat the bot plays (issue 18) reads the seat's own log line for line, with the seat's deeds
    told of "your bot" in the third person ("Your bot: Attack with ...", "Your bot takes 2 damage", "Your bot keeps
    its hand"), never "you"; a line that does not say "you" to the seat is the same; the state is the same game."""
    _, mine, _ = logs(ruleset_id, "sentences-1")
    _, proxied, _ = logs(ruleset_id, "sentences-1", proxy="your bot")
    assert len(proxied) == len(mine)
    for plain, said in zip(mine, proxied, strict=True):
        if not re.search(r"\byou\b", _unquoted(plain), re.IGNORECASE):
            assert said == plain
    for line in proxied:
        told = _unquoted(line)
        assert not re.search(r"\byou\b", told, re.IGNORECASE), line
        for verb in re.findall(r"\b[Yy]our bot (\w+)", told):
            assert verb.endswith("s") or verb in ("wins", "loses"), f"a verb agrees with 'your bot': {line}"
    assert any(line.startswith("Your bot: ") for line in proxied)
    assert any(re.fullmatch(r"— Turn \d+: Your bot —", line) for line in proxied)
    assert not [line for line in proxied if "Player 1" in line]


def test_a_mark_reads_your_bot_for_a_seat_the_bot_plays_for_its_reader():
    summon = f"{subject(0, 'summons', 'summon')} Cinder Whelp. {whose(0)} Leader is hit."
    assert render(summon, YOU, "your bot") == "Your bot summons Cinder Whelp. Your Leader is hit."
    first = f"{subject(0, 'is', 'are')} player one and {by_person(0, 'goes', 'go')} first."
    assert render(first, YOU, "your bot") == "Your bot is player one and goes first."
    kept = f"{subject(0, 'keeps', 'keep')} {their(0)} hand; {subject(1, 'has', 'have')} no cards in {their(1)} deck."
    assert render(kept, YOU, "your bot") == "Your bot keeps its hand; Player 2 has no cards in their deck."
    assert render(f"Game over. {subject(0)} conceded.", YOU, "your bot") == "Game over. Your bot conceded."
    assert render(kept, PlayerId(1), "your bot") == "Player 1 keeps their hand; your bot has no cards in its deck."
    assert render(kept) == render(kept, None, "your bot"), "a spectator (and a kept text) is told by numbers"


def _unquoted(line: str) -> str:
    """A line without what it quotes (a question as asked, a timing as printed: "[End of Your Turn]")."""
    return re.sub(r"\[[^\]]*\]", "", re.sub(r"“[^”]*”", "", line))


def test_conceding_reads_you_conceded_and_the_outcome_keeps_the_number():
    c = content("one-piece")
    game = Game.new(c.ruleset, c.database, c.decks, "sentences-2")
    events = game.apply(Action("concede", YOU))
    words = Words(c.ruleset, c.database)
    words.seat = YOU
    lines = [said.text for said in narrate(words, [e.seen_by(YOU) for e in events])]
    assert lines == [f"Game over: you lose, Player 2 wins. You conceded. (rule {c.ruleset.concede_rule})"], lines
    assert game.outcome is not None and game.outcome.reason == "Player 1 conceded.", "the state hashes as before"
    words = Words(c.ruleset, c.database)
    words.seat, words.proxy = YOU, "your bot"  # a LAN host conceding for the bot that plays its seat
    lines = [said.text for said in narrate(words, [e.seen_by(YOU) for e in events])]
    assert lines == [f"Game over: your bot loses, Player 2 wins. Your bot conceded. (rule {c.ruleset.concede_rule})"]


def test_weiss_schwarz_damage_reads_you_take_rule_4_10_1_3():
    _, mine, theirs = logs("weiss-schwarz", "sentences-3")
    assert any(re.fullmatch(r"You take \d+ damage\. \(rule 4\.10\.1\.3\)", line) for line in mine), mine
    assert any(re.fullmatch(r"Player 2 takes \d+ damage\. \(rule 4\.10\.1\.3\)", line) for line in mine)
    assert any(re.fullmatch(r"Player 1 takes \d+ damage\. \(rule 4\.10\.1\.3\)", line) for line in theirs)


def test_battle_spirits_saga_reads_you_summon_you_go_first_you_keep_your_hand_rules_5_2_6_5_2_7_10_6():
    """The window's lines seen playing as Player 1: "Player 1 summons Cinder Whelp (cost 1, 1 core(s) on it).",
    "Player 1 is player one and goes first." and "You answer no to “Mulligan? (Yes: ...) Only once.”."."""
    _, mine, theirs = logs("battle-spirits-saga", "sentences-1")
    first = [line for line in mine if "player one" in line]
    assert first in (["You are player one and go first. (rule 5-2-6)"],
                     ["Player 2 is player one and goes first. (rule 5-2-6)"]), first  # fmt: skip
    answers = [line for line in mine if "hand" in line and "Mulligan" not in line and line.endswith(("hand.", "4."))]
    assert "You keep your hand." in answers or "You take a new hand of 4." in answers, mine[:12]
    assert not [line for line in mine + theirs if "Mulligan?" in line], "the answer says what it did, not the question"
    assert any(re.fullmatch(r"Player [12] (keeps their hand|takes a new hand of 4)\.", line) for line in theirs)
    summons = [
        line for line in mine if re.fullmatch(r"You summon .+ \(cost \d+, \d+ cores? on it\)\. \(rule .+\)", line)
    ]
    assert summons and any(re.fullmatch(r"Player 2 summons .+ on it\)\. \(rule .+\)", line) for line in mine)
