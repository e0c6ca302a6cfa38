"""The log in few lines: one action's alike events grouped, empty ones dropped, "you" for the seat, an attack's
target named (ONE PIECE 7-1-1 declares attacker and target), over whole bot games of ONE PIECE and ENERGIO!!."""

from __future__ import annotations

import re

import pytest

from engine.actions import Action
from engine.bot import heuristic_bot
from engine.events import Event
from engine.game import Game
from engine.ids import PLAYERS, CardId, InstanceId, PlayerId, ZoneRef, opponent
from engine.narration import narrate
from engine.rulesets.one_piece import energio, one_piece
from engine.words import Words, a_or_an, plural, trigger_source
from tests.support import one_piece_samples as S

YOU = PlayerId(0)


def seen_game(ruleset_id: str, actions: int = 120) -> tuple[Words, list[list[str]]]:
    """A bot game as Player 1's log tells it: the lines of each action."""
    ruleset = one_piece() if ruleset_id == "one-piece" else energio()
    database = S.database(ruleset_id)
    decks = S.starter_decks(ruleset_id)
    game = Game.new(ruleset, database, (decks[0], decks[-1]), "narration-1")
    bots = {p: heuristic_bot(ruleset, database, f"n{p}") for p in PLAYERS}
    words = Words(ruleset, database)
    told = []

    def tell(events: tuple[Event, ...]) -> None:
        words.learn(game.view(YOU))
        told.append([said.text for said in narrate(words, [e.seen_by(YOU) for e in events])])

    tell(game.last_events)
    for _ in range(actions):
        decision = game.decision
        if decision is None or game.outcome is not None:
            break
        tell(game.apply(bots[decision.player].choose(game.view(decision.player), game.legal_actions())))
    return words, told


@pytest.mark.parametrize("ruleset_id", ["one-piece", "energio"])
def test_a_whole_game_reads_without_noise(ruleset_id):
    _, told = seen_game(ruleset_id)
    lines = [line for action in told for line in action]
    assert not any("looks at a card" in line for line in lines), "a look at a card the seat cannot see says nothing"
    assert not any("decides (" in line or "chooses to" in line for line in lines)
    assert not any(line.startswith("Player 1 ") for line in lines if "goes first" not in line), "the seat is 'You'"
    assert any(line.startswith("You shuffle your deck") for line in lines)
    assert not any("Give don" in line or "_" in line for line in lines), "no internal names"
    for action in told:
        rested = [line for line in action if line.endswith("is now rested.") and "DON!!" in line]
        assert len(rested) <= 1, ("one line for what one action rested", action)
    attacks = [line for line in lines if ": Attack with " in line]
    assert attacks and all(" → " in line for line in attacks), "every attack names its target"


def test_alike_events_are_one_line_and_counted():
    ruleset, database = one_piece(), S.database("one-piece")
    words = Words(ruleset, database)
    words.seat = YOU
    don = next(card.id for card in database.cards() if card.category == "don")
    cost = ZoneRef("cost", YOU)
    events = [Event("move", player=YOU, card=InstanceId(i), new_card=InstanceId(100 + i), card_id=CardId(don),
                    src=ZoneRef("don_deck", YOU), dst=cost) for i in range(2)]  # fmt: skip
    events += [Event("orient", player=YOU, card=InstanceId(100 + i), text="rested") for i in range(2)]
    events.append(Event("move", player=PlayerId(1), src=ZoneRef("deck", PlayerId(1)), dst=ZoneRef("hand", PlayerId(1))))
    said = narrate(words, events)
    assert [s.text for s in said] == [
        "2 DON!! go from your DON!! deck to your cost area.",
        "2 DON!! are now rested.",
        "A card goes from Player 2's deck to Player 2's hand.",
    ]
    assert said[0].cards == (don, don) and said[2].cards == (), "a hidden card is named nowhere"


def test_articles_and_plurals():
    assert a_or_an("Event") == "an Event" and a_or_an("ENERGIO!!") == "an ENERGIO!!" and a_or_an("Leader") == "a Leader"
    assert plural(1, "line") == "1 line" and plural(3, "line") == "3 lines"


def test_a_phase_in_which_nothing_happened_says_nothing():
    words = Words(one_piece(), S.database("one-piece"))
    words.seat = YOU
    drawn = Event("move", player=YOU, src=ZoneRef("deck", YOU), dst=ZoneRef("hand", YOU))
    turn = Event("turn", player=PlayerId(1), amount=2)
    events = [Event("phase", text=p) for p in ("refresh", "draw")] + [drawn, Event("phase", text="end"), turn]
    events.append(Event("phase", text="main"))
    assert [s.text for s in narrate(words, events)] == [
        "Draw Phase.",
        "A card goes from your deck to your hand.",
        "— Turn 2: Player 2 —",
        "Main Phase.",
    ]


def test_a_card_turned_by_a_verb_reads_as_its_state():
    """Weiss Schwarz rests and reverses characters (4.6.1): 'is now rested', never 'is now rest'."""
    words = Words(one_piece(), S.database("one-piece"))
    words.seat = YOU
    said = narrate(words, [Event("orient", player=YOU, text="rest"), Event("orient", player=YOU, text="reverse")])
    assert [s.text for s in said] == ["A card is now rested.", "A card is now reversed."]


def test_tokens_paid_one_by_one_are_one_line_with_their_sum():
    words = Words(one_piece(), S.database("one-piece"))
    words.seat = YOU
    reserve, trash = ZoneRef("cost", YOU), ZoneRef("trash", YOU)
    paid = [Event("tokens", src=reserve, dst=trash, amount=1, text="core") for _ in range(3)]
    assert [s.text for s in narrate(words, paid)] == ["3 cores moved from your cost area to your trash."]


def test_an_action_reads_as_players_say_it():
    """'Give DON!!' (ONE PIECE 6-5-5) and 'Give ENERGIO!!', never 'Give don'; a Weiss Schwarz character is played to a
    named stage position (6.5.1.2.1), not ': 2'."""
    from engine.actions import Action
    from engine.rulesets.weiss_schwarz import build_ruleset as weiss_schwarz

    for ruleset, resource in ((one_piece(), "DON!!"), (energio(), "ENERGIO!!")):
        words = Words(ruleset, S.database("one-piece"))
        assert words.action(Action("give_don", YOU, target=InstanceId(7))) == f"Give {resource} → a card"
    words = Words(weiss_schwarz(), S.database("one-piece"))
    played = Action("play", YOU, card=InstanceId(3), number=2)
    assert words.action(played) == "Play a card to position 2 (center middle)"
    assert words.action(Action("attack", YOU, card=InstanceId(3), option="frontal")) == "Attack with a card (frontal)"


def test_a_yes_or_no_answer_says_what_it_did_or_names_its_question_rule_5_2_1_6():
    """ "Player 2 answers no." said nothing: the ONE PIECE redraw (5-2-1-6) says what each answer does ("Player 2
    keeps their opening hand.", "You keep your opening hand."); an answer whose question gives no words names the
    question (the answer's event carries it), as the replay log's "Answers no to “...”" does."""
    database = S.database("one-piece")
    decks = S.starter_decks("one-piece")
    game = Game.new(one_piece(), database, (decks[0], decks[-1]), "question-1")
    first = game.decision
    game.apply(Action("choose", first.player, picks=(0,)))  # goes first (5-2-1-5)
    decision = game.decision
    assert decision is not None and decision.kind.value == "yes_no" and decision.rule == "5-2-1-6"
    events = game.apply(Action("no", decision.player))
    answer = next(e for e in events if e.kind == "answer")
    assert answer.prompt == decision.prompt == "Redraw your opening hand?"
    words = Words(one_piece(), database)
    words.seat = opponent(decision.player)
    lines = [said.text for said in narrate(words, [e.seen_by(words.seat) for e in events])]
    name = f"Player {decision.player + 1}"
    assert f"{name} keeps their opening hand." in lines, lines
    words.seat = decision.player
    assert words.event(answer) == "You keep your opening hand."
    asked = Event("answer", player=decision.player, text="no", prompt="Use [Trigger]?")
    assert [s.text for s in narrate(words, [asked])] == ["You answer no to “Use [Trigger]?”."]
    words.seat = opponent(decision.player)
    assert words.event(asked) == f"{name} answers no to “Use [Trigger]?”."


def test_a_trigger_reads_as_the_card_prints_its_timing():
    """ONE PIECE prints a Character's timing in brackets (10-2-6 [On Play], 10-2-8 [When Attacking]): the log says
    "Moss Scout Wren's [On Play] triggers.", never the interpreter's "Triggered: Moss Scout Wren: on play."; Dragon Ball
    Super's are [Auto] skills (4-1-1-1) with their condition; a game that names no timing quotes it."""
    from engine.rulesets.dragon_ball_super import build_ruleset as dragon_ball_super

    _, told = seen_game("one-piece")
    lines = [line for action in told for line in action]
    assert not any(line.startswith("Triggered") for line in lines)
    assert any(re.fullmatch(r"[A-Z][^:]*'s \[(On Play|When Attacking|On Block)\] triggers\.", line) for line in lines)
    card = Event("trigger", player=YOU, card=InstanceId(4), text="Tidecaller Omi: on play")
    assert Words(dragon_ball_super(), S.database("one-piece")).event(card) == (
        "Tidecaller Omi's [Auto] skill (when played) triggers."
    )
    assert trigger_source(one_piece(), "Old Root Guardian: on opponent attack") == (
        "Old Root Guardian's [On Your Opponent's Attack]"
    )
    assert trigger_source(one_piece(), "Bond/Rin: do it") is None, "a label the card data wrote is its own"


def test_zones_are_named_as_each_game_prints_them():
    """ONE PIECE's "Life area" and "Character area" (3-7, 3-10), Dragon Ball Super's "Drop Area" (3-4), Weiss Schwarz's
    "waiting room" and "climax area" (3.4, 3.11.2): capitals where the game's texts have them, never "your life"."""
    from engine.rulesets.dragon_ball_super import build_ruleset as dragon_ball_super
    from engine.rulesets.weiss_schwarz import build_ruleset as weiss_schwarz

    database = S.database("one-piece")
    cases = (
        (one_piece(), "deck", "life", "5 cards go from your deck to your Life area."),
        (one_piece(), "hand", "character", "A card goes from your hand to your Character area."),
        (dragon_ball_super(), "battle", "drop", "A card goes from your Battle Area to your Drop Area."),
        (weiss_schwarz(), "climax", "waiting_room", "A card goes from your climax area to your waiting room."),
    )
    for ruleset, src, dst, expected in cases:
        words = Words(ruleset, database)
        words.seat = YOU
        moved = [Event("move", player=YOU, src=ZoneRef(src, YOU), dst=ZoneRef(dst, YOU))] * (5 if src == "deck" else 1)
        assert [s.text for s in narrate(words, moved)] == [expected]
    words = Words(weiss_schwarz(), database)  # a stage position (3.6): a place of the stage, not "your stage 2"
    words.seat = YOU
    placed = Event("move", player=YOU, src=ZoneRef("hand", YOU), dst=ZoneRef("stage", PlayerId(1), 2))
    told = [s.text for s in narrate(words, [placed])]
    assert told == ["A card goes from your hand to position 2 of Player 2's stage."]


def test_the_other_players_pass_names_the_chance_it_passed_up():
    """A pass right after an attack was a [Counter] chance (ONE PIECE 7-1-3): "Player 2 passes on “Use Counters from
    their hand, or pass”." (the question read from the reader's side), while the turn player's own pass ends their
    step and says no more."""
    _, told = seen_game("one-piece")
    lines = [line for action in told for line in action]
    assert "Player 2 passes on “Use Counters from their hand, or pass”." in lines
    assert not any(line.startswith("Player 2") and "your" in line for line in lines)  # your: the reader's
    assert not any(line.startswith("You pass on “Play a card") for line in lines)
    words = Words(one_piece(), S.database("one-piece"))
    words.seat = YOU
    window = [Event("turn", player=PlayerId(1), amount=2), Event("answer", player=YOU, text="pass", prompt="Block?")]
    assert [s.text for s in narrate(words, window)][-1] == "You pass on “Block?”."


def test_an_awakening_says_it_awakens_not_that_a_card_turned_face_up():
    """Dragon Ball Super 9-9-1: the Leader's turning is told once, by the rule's own line."""
    from engine.rulesets.dragon_ball_super import build_ruleset as dragon_ball_super

    words = Words(dragon_ball_super(), S.database("one-piece"))
    words.seat = YOU
    flip = Event("flip", player=YOU, card=InstanceId(3), amount=1, rule="9-9-1")
    told = Event("log", player=YOU, text="{p1's} Leader awakens: Kairo.", rule="9-9-1")
    assert [s.text for s in narrate(words, [flip, told])] == ["Your Leader awakens: Kairo. (rule 9-9-1)"]
    assert [s.text for s in narrate(words, [flip])] == ["A card is turned face up."]


def test_counters_are_counted_in_words():
    """Dragon Ball Super markers (10-47): "+3 markers", "-1 marker", and power is never "powers"."""
    words = Words(one_piece(), S.database("one-piece"))
    assert words.event(Event("counter", card=InstanceId(2), text="marker", amount=3)) == "A card: +3 markers."
    assert words.event(Event("counter", card=InstanceId(2), text="marker", amount=-1)) == "A card: -1 marker."
    assert words.event(Event("counter", card=InstanceId(2), text="power", amount=2000)) == "A card: +2000 power."


def test_a_question_an_ability_asks_names_its_printed_timing():
    """The view names the asking ability by its trigger label ("Deckhand Pip: on play: Choose up to 1"); the question
    bar, a menu and the log say it as printed (ONE PIECE 10-2-6: "Deckhand Pip's [On Play]: Choose up to 1")."""
    words = Words(one_piece(), S.database("one-piece"))
    assert words.prompt("Deckhand Pip: on play: Choose up to 1") == "Deckhand Pip's [On Play]: Choose up to 1"
    assert words.prompt("Use Counters from your hand, or pass") == "Use Counters from your hand, or pass"
    asked = Event("answer", player=YOU, text="yes", prompt="Deckhand Pip: on play: Use it?")
    assert words.event(asked) == "Player 1 answers yes to “Deckhand Pip's [On Play]: Use it?”."


def test_a_play_names_its_card_once_and_a_counter_set_up_at_zero_says_nothing():
    """Dragon Ball Super reveals a card played from the hand (4-7-3): "Player 2: Play Reef Bulwark." already names it,
    so no "Player 2 reveals Reef Bulwark." follows; Weiss Schwarz's refresh point set to 0 at the start (9.2.2) is no
    news, its later changes are."""
    database = S.database("one-piece")
    words = Words(one_piece(), database)
    words.seat = YOU
    card = next(c.id for c in database.cards() if c.category == "character")
    played = [Event("answer", player=YOU, card=InstanceId(5), text="play_character"),
              Event("reveal", player=YOU, card=InstanceId(5), card_id=CardId(card))]  # fmt: skip
    lines = [s.text for s in narrate(words, played)]
    assert len(lines) == 1 and lines[0].startswith("You: ") and database.get(card).name in lines[0], lines
    shown = Event("reveal", player=YOU, card=InstanceId(6), card_id=CardId(card))
    assert [s.text for s in narrate(words, [shown])] == [f"You reveal {database.get(card).name}."]
    point = [Event("player_counter", player=YOU, text="refresh_point", amount=n) for n in (0, 1, 0)]
    assert [s.text for s in narrate(words, point[:1])] == []
    assert [s.text for s in narrate(words, point[1:])] == [
        "Your refresh point is now 1.",
        "Your refresh point is now 0.",
    ]


def test_an_attack_or_block_a_rule_tells_is_told_once_with_its_rule_number():
    """ONE PIECE 10-1-4-1: "Player 2: Block with Bramble Shieldbearer." then "Bramble Shieldbearer blocks. (rule
    10-1-4-1)" said one thing twice; one line says who, what and the rule, in the answer's place, naming its card; a
    rule's line that names its player (Dragon Ball Super 7-2-1-2 "Player 2 combos with ...") is told as it is."""
    database = S.database("one-piece")
    words = Words(one_piece(), database)
    words.seat = YOU
    card = next(c for c in database.cards() if c.category == "character")
    them = PlayerId(1)
    blocked = [Event("answer", player=them, card=InstanceId(5), text="block"),
               Event("orient", player=them, card=InstanceId(5), card_id=CardId(card.id), text="rested"),
               Event("log", player=them, text=f"{card.name} blocks.", rule="10-1-4-1")]  # fmt: skip
    said = narrate(words, blocked)
    assert [s.text for s in said] == [f"Player 2: {card.name} blocks. (rule 10-1-4-1)", f"{card.name} is now rested."]
    assert said[0].cards == (card.id,) and said[0].player == them
    comboed = [blocked[0], Event("log", player=them, text=f"{{p2:combos|combo}} with {card.name} (+5000).",
                                  rule="7-2-1-2")]  # fmt: skip
    assert [s.text for s in narrate(words, comboed)] == [f"Player 2 combos with {card.name} (+5000). (rule 7-2-1-2)"]
    other = Event("log", player=them, text="The attack loses: nothing happens.", rule="7-1-4-2")
    told = [s.text for s in narrate(words, [blocked[0], other])]
    assert told == [f"Player 2: Block with {card.name}.", "The attack loses: nothing happens. (rule 7-1-4-2)"]


@pytest.mark.parametrize("ruleset_id", ["one-piece", "energio", "weiss-schwarz", "battle-spirits-saga",
                                        "dragon-ball-super"])  # fmt: skip
def test_no_attack_or_block_is_told_twice_in_any_game(ruleset_id):
    """Whole bot games of the five games: an attack (ONE PIECE 7-1-1, Weiss Schwarz 7.2.1.4, Battle Spirits Saga
    7-1-1-1, Dragon Ball Super 7-1) or a block (ONE PIECE 10-1-4-1, Battle Spirits Saga 7-1-3-1) is one line with its
    rule number, never the answer's "Attack with ..." and the rule's own line after it."""
    from tests.support.every_ruleset import setup

    ruleset, database, decks = setup(ruleset_id)
    game = Game.new(ruleset, database, decks, "narration-2")
    bots = {p: heuristic_bot(ruleset, database, f"n{p}") for p in PLAYERS}
    words = Words(ruleset, database)
    fights = 0
    for _ in range(200):
        decision = game.decision
        if decision is None or game.outcome is not None:
            break
        events = game.apply(bots[decision.player].choose(game.view(decision.player), game.legal_actions()))
        words.learn(game.view(YOU))
        lines = [said.text for said in narrate(words, [e.seen_by(YOU) for e in events])]
        answered = [line for line in lines if re.search(r": (Attack|Block) with ", line)]
        ruled = [line for line in lines if re.search(r" (attacks|blocks|makes an? \w+ attack)\b.*\(rule ", line)]
        assert not (answered and ruled), lines
        fights += len(ruled)
    assert fights, "the game had attacks told by their rule"


def test_a_question_names_its_ability_once():
    """Weiss Schwarz optional abilities (Accelerate 10.12, Encore, Shift): the view names the asking card and ability
    ("Harbor Mechanic Tess (Accelerate): Use Accelerate?"); the bar and the log say the ability once."""
    words = Words(one_piece(), S.database("one-piece"))
    assert words.prompt("Harbor Mechanic Tess (Accelerate): Use Accelerate?") == "Harbor Mechanic Tess: Use Accelerate?"
    assert (
        words.prompt("Cloud Ferry Pilot (Pilot: move): Pilot: move: do it?")
        == "Cloud Ferry Pilot (Pilot: move): do it?"
    )
    sunder = 'Clockwork Colossus (Sunder/"Bram" [(1)]): Use Sunder/"Bram" [(1)]?'
    assert words.prompt(sunder) == 'Clockwork Colossus: Use Sunder/"Bram" [(1)]?'
    kept = "Firefly Dancer Ayu (Shift, Level 1): Shift: choose a card of the same colour from your hand"
    assert words.prompt(kept) == kept, "a question that does not say the label again keeps it"
    named = "Bob (Alt) (Accelerate): Use Accelerate?"
    assert words.prompt(named) == "Bob (Alt): Use Accelerate?", "a card name with brackets of its own"
    asked = Event("answer", player=YOU, text="yes", prompt="Harbor Mechanic Tess (Accelerate): Use Accelerate?")
    assert words.event(asked) == "Player 1 answers yes to “Harbor Mechanic Tess: Use Accelerate?”."


def test_an_event_activated_is_not_told_used_again():
    """ONE PIECE 10-2-8 [Main] Events: "You: Activate Broadside Volley." already says it; "You use Broadside Volley."
    (its ability, named after the card) said it again. An ability with a name of its own is still told."""
    database = S.database("one-piece")
    words = Words(one_piece(), database)
    words.seat = YOU
    card = next(c for c in database.cards() if c.category == "event")
    activated = Event("answer", player=YOU, card=InstanceId(5), text="activate_event")
    learned = Event("reveal", player=YOU, card=InstanceId(5), card_id=CardId(card.id))
    used = [activated, learned, Event("ability", player=YOU, card=InstanceId(5), text=card.name)]
    told = [s.text for s in narrate(words, used)]
    assert len(told) == 1 and told[0].startswith("You: ") and card.name in told[0], told
    named = Event("ability", player=YOU, card=InstanceId(5), text="Fusion")
    assert [s.text for s in narrate(words, [activated, learned, named])][-1] == "You use Fusion."
