"""Manual modifiers: in a manual window the player declares a change (power, cost, a keyword, a prohibition) on a
chosen card for one of the game's durations; the engine applies it like any effect, ends it with that duration, and
both players see what was declared."""

from functools import cache

from engine import Action
from engine.abilities.modifiers import modify
from engine.formats.importers import import_files
from engine.rulesets.one_piece import zones as Z
from tests.support import community_pools as P
from tests.support import one_piece_samples as S
from tests.support.one_piece_samples import P1, P2


@cache
def _database():
    return S.database("one-piece").extended(import_files("one-piece", P.punk_records_pool()).card_sets)


def _attacking():
    """Turn 3: P1's imported [DON!! x1] [When Attacking] Character attacks; its manual window is open."""
    game = S.start("one-piece", "manual modifiers", cards=_database())
    S.until_main(game, 3)
    attacker = S.put(game, P1, "ZZ01-003", Z.CHARACTERS)
    S.give(game, attacker, 1)
    game.apply(Action("attack", P1, card=attacker, target=S.leader(game, P2)))
    assert game.decision.context == "manual"
    return game, attacker


def test_a_declared_power_change_counts_in_the_battle_and_ends_with_it():
    """7-1-5-3: "during this battle" ends when the battle does; the opponent sees the change in the log."""
    game, attacker = _attacking()
    before = S.power(game, attacker)
    assert modify(P1, attacker, "power", "end_of_turn", amount=1000) in game.legal_actions()  # offered
    events = game.apply(modify(P1, attacker, "power", "end_of_battle", amount=2000))  # any amount is accepted
    assert S.power(game, attacker) == before + 2000
    told = [e.seen_by(P2).text for e in events if e.kind == "manual"]
    assert told == ["gave Deckhand No. 3 +2000 power during this battle"]
    game.apply(Action("pass", P1))
    while game.decision.context != "main":
        S.quietly(game)
    assert S.power(game, attacker) == before  # the battle is over (given DON!! still count in P1's turn)


def test_a_granted_keyword_and_a_prohibition_are_read_by_the_rules():
    """10-1-4 [Blocker] granted by hand gives the defender a block; 1-3-3 a prohibition refuses the attack."""
    game, _ = _attacking()
    guard = S.put(game, P2, "ZZ01-013", Z.CHARACTERS)  # vanilla: no [Blocker] printed
    game.apply(modify(P1, guard, "keyword", "end_of_turn", name="blocker"))
    game.apply(Action("pass", P1))
    assert game.decision.player == P2 and "block" in game.decision.allowed
    while game.decision.context != "main":
        S.quietly(game)
    other = S.put(game, P1, "ZZ01-003", Z.CHARACTERS)
    S.give(game, other, 1)
    game.apply(Action("attack", P1, card=other, target=S.leader(game, P2)))
    game.apply(modify(P1, other, "prevent", "end_of_turn", name="attack"))
    game.apply(Action("pass", P1))
    while game.decision.context != "main":
        S.quietly(game)
    game.card(other).orientation = Z.ACTIVE  # scenario: stood up again, so only the prohibition stands in the way
    refusal = game.check(Action("attack", P1, card=other, target=S.leader(game, P2)))
    assert refusal is not None and refusal.rule == "1-3-3"


def test_bad_declarations_are_refused_in_words_and_change_nothing():
    game, attacker = _attacking()
    effects = list(game.state.effects)
    for bad, words in (
        (modify(P1, attacker, "power", "end_of_turn", amount=0), "non-zero amount"),
        (modify(P1, attacker, "keyword", "end_of_turn", name="flying"), "keywords of this game"),
        (modify(P1, attacker, "power", "forever", amount=1000), "for how long"),
        (modify(P1, attacker, "luck", "end_of_turn", amount=1000), "A manual change is one of"),
        (modify(P1, attacker, "power", "end_of_turn", amount=10**9), "up to 1,000,000"),
    ):
        refusal = game.check(bad)
        assert refusal is not None and words in refusal.reason
    assert game.state.effects == effects


def test_counters_are_offered_on_cards_in_play():
    game, attacker = _attacking()
    add = Action("manual_counter", P1, card=attacker, option="counter", number=1)
    assert add in game.legal_actions()
    game.apply(add)
    assert Action("manual_counter", P1, card=attacker, option="counter", number=-1) in game.legal_actions()


def test_menus_word_each_declaration_for_players():
    from engine.words import Words

    game, attacker = _attacking()
    words = Words(game.ruleset, game.database)
    words.learn(game.view(P1))
    assert words.action(modify(P1, attacker, "power", "end_of_turn", amount=1000)) == (
        "Give Deckhand No. 3 +1000 power until the end of the turn"
    )
    assert words.action(modify(P1, attacker, "keyword", "end_of_battle", name="double_attack")) == (
        "Give Deckhand No. 3 [Double Attack] during this battle"
    )
    assert words.action(modify(P1, attacker, "prevent", "end_of_turn", name="block")) == (
        "Forbid Deckhand No. 3 to block until the end of the turn"
    )
    counter = Action("manual_counter", P1, card=attacker, option="counter", number=1)
    assert words.action(counter) == "Put a counter on Deckhand No. 3"


def _on_stage(game, player):
    return [iid for ref, ids in game.state.zones.items() if ref.name == "stage" and ref.owner == player for iid in ids]


def test_weiss_schwarz_soul_and_power_declared_by_hand_count_until_the_end_of_the_turn():
    """A declared soul/power change on a character is read by the rules' numbers (Weiß Schwarz 6.8.1.4 ends it)."""
    from engine.bot import RandomBot
    from engine.formats.cards import CardDatabase
    from engine.formats.decks_import import read_deck_text
    from engine.game import Game
    from engine.rulesets.weiss_schwarz import build_ruleset

    database = CardDatabase("weiss-schwarz", import_files("weiss-schwarz", [P.ws_english_set()]).card_sets)
    text = "".join(f"4 PLA/S01-E{n:03d}\n" for n in range(1, 13)) + "2 PLA/S01-E020\n"
    deck = read_deck_text(text, "weiss-schwarz", database).deck
    ruleset = build_ruleset()
    game = Game.new(ruleset, database, (deck, deck), "ws manual modifiers")
    bots = [RandomBot("a"), RandomBot("b")]
    for _ in range(3000):  # play until a manual window opens with a character of its player on stage
        decision = game.decision
        if decision.context == "manual":
            stage = _on_stage(game, decision.player)
            if stage:
                break
        game.apply(bots[decision.player].choose(game.view(decision.player), game.legal_actions()))
    else:
        raise AssertionError("no manual window with a character on stage")
    player, target = decision.player, stage[0]
    before = ruleset.card_stats(game, target)
    game.apply(modify(player, target, "soul", "end_of_turn", amount=1))
    game.apply(modify(player, target, "power", "end_of_turn", amount=-500))
    after = ruleset.card_stats(game, target)
    assert after["soul"] == before["soul"] + 1 and after["power"] == before["power"] - 500
