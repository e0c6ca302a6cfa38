"""A Dragon Ball Super game on the table: the zones never overlap, a combo is made by dragging a card with real mouse
events onto the Combo Area, and the game is played to its end."""

from __future__ import annotations

from desktop import rulesets
from desktop.forced import forced_answer
from desktop.playmat.battle import BattlePanel, power_of
from desktop.playmat.card_item import CardItem
from desktop.playmat.geometry import TableGeometry
from desktop.qt import QApplication, Qt
from desktop.start import GameRequest
from desktop.table import Seat
from engine.bot import heuristic_bot
from engine.ids import PlayerId, ZoneRef
from engine.rulesets.dragon_ball_super import build_ruleset

from .conftest import screenshot
from .helpers import view_point, wait_for_decision
from .test_layout import _cards_inside_zones, _no_overlaps

RULESET = "dragon-ball-super"


def _against_the_bot(window, seed: str):
    """A game of the first two starter decks, you against the bot, from `seed`; and a heuristic bot to play your seat
    with until the position a test wants comes up."""
    package = rulesets.load(RULESET)
    decks = tuple(package.decks)[:2]
    screen = window.start_game(GameRequest(RULESET, decks, (Seat.HUMAN, Seat.BOT)), seed=seed)
    return screen, heuristic_bot(package.ruleset, package.database, seed)


def test_the_dragon_ball_super_zones_never_overlap():
    for seat in (PlayerId(0), PlayerId(1)):
        _no_overlaps(TableGeometry(build_ruleset(), seat))


def _drag_onto_zone(qtbot, screen, item, zone: ZoneRef):
    target = screen.scene.zones[zone].place.rect.center()
    viewport = screen.view.viewport()
    press = view_point(screen, item.mapToScene(item.boundingRect().center()))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=press)
    qtbot.mouseMove(viewport, pos=(press + view_point(screen, target)) / 2)
    qtbot.mouseMove(viewport, pos=view_point(screen, target))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view_point(screen, target))


def _combo_from_hand(snapshot):
    """A legal combo with a card from the seat's hand, in its own Offense Step."""
    view = snapshot.view
    if view.decision.context != "battle" or view.turn_player != snapshot.seat:
        return None
    hand = {c.iid for c in view.zone(ZoneRef("hand", snapshot.seat)).cards}
    return next((a for a in snapshot.legal if a.kind == "combo" and a.card in hand), None)


def _panel_counts_the_combo(screen, seat):
    """7-4-1-2 / 7-4-1-3: the panel shows the seat's battling card with its Combo Area's combo power added."""
    view = screen.snapshot.view
    battle = view.battle
    ours = battle.attacker if view.turn_player == seat else (battle.blocker or battle.target)
    panel = next(i for i in screen.scene.battle if isinstance(i, BattlePanel))
    shown = panel.attacker if view.turn_player == seat else panel.defender
    combo = sum(dict(c.stats).get("combo_power", 0) for c in view.zone(ZoneRef("combo", seat)).cards)
    assert combo > 0
    assert int(shown[1]) == int(power_of(screen.scene.cards[ours].card)) + combo, panel.text()


def _focus(qtbot, window, view):
    """The table takes the keyboard focus (the window made active first: offscreen, nothing else does it)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    view.setFocus()
    qtbot.waitUntil(view.hasFocus, timeout=2000)


def test_a_game_to_its_end_with_a_combo_made_by_drag(qtbot, window):
    screen, bot = _against_the_bot(window, "dbs-table")
    dragged = False
    for _ in range(1500):
        snapshot = wait_for_decision(qtbot, screen)
        if snapshot.view.outcome is not None:
            break
        combo = None if dragged else _combo_from_hand(snapshot)
        if combo is not None:
            seat = snapshot.seat
            before = snapshot.view.zone(ZoneRef("combo", seat)).count
            item = screen.scene.cards[combo.card]
            _cards_inside_zones(screen.scene)
            _drag_onto_zone(qtbot, screen, item, ZoneRef("combo", seat))
            combo_area = ZoneRef("combo", seat)
            qtbot.waitUntil(lambda a=combo_area, n=before: screen.snapshot.view.zone(a).count == n + 1, timeout=5000)
            assert combo.card not in {c.iid for c in screen.snapshot.view.zone(ZoneRef("hand", seat)).cards}
            _panel_counts_the_combo(screen, seat)
            screenshot(window, "dragon-ball-super-combo")
            dragged = True
            continue
        screen.submit(bot.choose(snapshot.view, snapshot.legal))
    assert dragged, "no combo from hand came up to drag"
    assert screen.snapshot.view.outcome is not None, "the game did not end"


def test_energy_dragged_onto_a_card_in_hand_pays_for_it_and_plays_it(qtbot, window):
    screen, bot = _against_the_bot(window, "dbs-energy")
    for _ in range(400):
        snapshot = wait_for_decision(qtbot, screen)
        assert snapshot.view.outcome is None, "the game ended before a paid play came up"
        seat = snapshot.seat
        plays = [a for a in snapshot.legal if a.kind == "play_battle"]
        energy = [c for c in snapshot.view.zone(ZoneRef("energy", seat)).cards if c.orientation == "active"]
        if snapshot.view.decision.context == "main" and plays and energy:
            card = plays[0].card
            before = snapshot.view.zone(ZoneRef("battle", seat)).count
            item, target = screen.scene.cards[energy[0].iid], screen.scene.cards[card]
            viewport = screen.view.viewport()
            press = view_point(screen, item.mapToScene(item.boundingRect().center()))
            aim = view_point(screen, target.mapToScene(target.boundingRect().center()))
            qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=press)
            qtbot.mouseMove(viewport, pos=(press + aim) / 2)
            qtbot.mouseMove(viewport, pos=aim)
            qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=aim)
            battle = ZoneRef("battle", seat)
            qtbot.waitUntil(lambda z=battle, n=before: screen.snapshot.view.zone(z).count == n + 1, timeout=5000)
            rested = [c for c in screen.snapshot.view.zone(ZoneRef("energy", seat)).cards if c.orientation == "rest"]
            assert rested, "the energy that paid is rested"
            return
        screen.submit(bot.choose(snapshot.view, snapshot.legal))
    raise AssertionError("no paid play came up")


def test_a_combo_by_keyboard_focus_the_card_press_enter_pick_combo(qtbot, window):
    screen, bot = _against_the_bot(window, "dbs-table")
    for _ in range(1500):
        snapshot = wait_for_decision(qtbot, screen)
        assert snapshot.view.outcome is None, "the game ended before a combo came up"
        combo = _combo_from_hand(snapshot)
        if combo is None:
            screen.submit(bot.choose(snapshot.view, snapshot.legal))
            continue
        seat, view = snapshot.seat, screen.view
        _focus(qtbot, window, view)
        for _ in range(len(screen.scene.cards) + 1):
            focused = view.focused_card()
            if focused is not None and focused.iid == combo.card:
                break
            qtbot.keyClick(view, Qt.Key.Key_Right)
        assert view.focused_card() is not None and view.focused_card().iid == combo.card
        qtbot.keyClick(view, Qt.Key.Key_Return)
        menu = screen.scene.menu
        assert menu is not None and menu.isVisible()
        labels = [a.text() for a in menu.actions()]
        assert any(label.startswith("Combo with") for label in labels), labels
        for _ in range(len(labels) + 1):
            active = menu.activeAction()
            if active is not None and active.text().startswith("Combo with"):
                break
            qtbot.keyClick(menu, Qt.Key.Key_Down)
        before = snapshot.view.zone(ZoneRef("combo", seat)).count
        qtbot.keyClick(menu, Qt.Key.Key_Return)
        combo_area = ZoneRef("combo", seat)
        qtbot.waitUntil(lambda a=combo_area, n=before: screen.snapshot.view.zone(a).count == n + 1, timeout=5000)
        return
    raise AssertionError("no combo from hand came up")


def _charge_another_colour(database, snapshot):
    """Charge a card of a colour the seat's energy lacks (so that which energy pays becomes a real choice)."""
    energy = snapshot.view.zone(ZoneRef("energy", snapshot.seat)).cards
    colours = {colour for c in energy if c.card_id for colour in database.get(c.card_id).colors}
    for action in snapshot.legal:
        for pick in action.picks:
            card = next(c for c in snapshot.view.zone(ZoneRef("hand", snapshot.seat)).cards if c.iid == pick)
            if card.card_id and not set(database.get(card.card_id).colors) <= colours:
                return action
    return None


def test_choosing_the_energy_that_pays_from_the_menu_and_the_question_bar(qtbot, window):
    package = rulesets.load(RULESET)
    decks = tuple(package.decks)[:2]
    decks = (decks[1], decks[0])  # the blue/yellow deck: energy of two colours early
    screen = window.start_game(GameRequest(RULESET, decks, (Seat.HUMAN, Seat.BOT)), seed="dbs-choose-energy")
    bot = heuristic_bot(package.ruleset, package.database, "dbs-choose-energy")
    for _ in range(600):
        snapshot = wait_for_decision(qtbot, screen)
        assert snapshot.view.outcome is None, "the game ended before a choice of energy came up"
        chosen = next((a for a in snapshot.legal if a.kind == "choose_energy" and a.option == "play_battle"), None)
        if snapshot.view.decision.context == "charge":
            screen.submit(
                _charge_another_colour(package.database, snapshot) or bot.choose(snapshot.view, snapshot.legal)
            )
            continue
        if snapshot.view.decision.context != "main" or chosen is None or chosen.card not in screen.scene.cards:
            screen.submit(bot.choose(snapshot.view, snapshot.legal))
            continue
        seat, view = snapshot.seat, screen.view
        _focus(qtbot, window, view)
        for _ in range(len(screen.scene.cards) + 1):
            focused = view.focused_card()
            if focused is not None and focused.iid == chosen.card:
                break
            qtbot.keyClick(view, Qt.Key.Key_Right)
        qtbot.keyClick(view, Qt.Key.Key_Return)
        menu = screen.scene.menu
        labels = [a.text() for a in menu.actions()]
        assert any(label.endswith("choosing the energy") for label in labels), labels
        for _ in range(len(labels) + 1):
            active = menu.activeAction()
            if active is not None and active.text().endswith("choosing the energy"):
                break
            qtbot.keyClick(menu, Qt.Key.Key_Down)
        before = snapshot.view.zone(ZoneRef("battle", seat)).count
        qtbot.keyClick(menu, Qt.Key.Key_Return)
        snapshot = wait_for_decision(qtbot, screen)
        decision = snapshot.view.decision
        assert decision.context == "pay_energy"
        energy = {c.iid for c in snapshot.view.zone(ZoneRef("energy", seat)).cards}
        assert set(decision.options) <= energy
        pick = decision.options[-1]
        qtbot.mouseClick(screen.question_bar.option_buttons[pick], Qt.MouseButton.LeftButton)
        for _ in range(6):  # further energy, if the choice is still open
            snapshot = wait_for_decision(qtbot, screen)
            if snapshot.view.decision.context != "pay_energy":
                break
            option = snapshot.view.decision.options[0]
            qtbot.mouseClick(screen.question_bar.option_buttons[option], Qt.MouseButton.LeftButton)
        battle = ZoneRef("battle", seat)
        qtbot.waitUntil(lambda z=battle, n=before: screen.snapshot.view.zone(z).count == n + 1, timeout=5000)
        rested = {c.iid for c in screen.snapshot.view.zone(ZoneRef("energy", seat)).cards if c.orientation == "rest"}
        assert pick in rested, "the energy the player chose is the one rested"
        return
    raise AssertionError("no choice of energy came up")


def test_charge_by_dragging_a_hand_card_into_the_energy_area(qtbot, window):
    """6-2-5: the Charge question is answered by dropping a hand card into the Energy Area; dropped in the Battle
    Area it answers nothing, and the refusal says which question to answer, not an internal action name."""
    screen, bot = _against_the_bot(window, "dbs-charge")
    refusals: list[str] = []
    screen.scene.refused.connect(refusals.append)
    for _ in range(200):
        snapshot = wait_for_decision(qtbot, screen)
        assert snapshot.view.outcome is None, "the game ended before a Charge question came up"
        if snapshot.view.decision.context == "charge" and snapshot.view.decision.player == snapshot.seat:
            seat = snapshot.seat
            hand, energy = ZoneRef("hand", seat), ZoneRef("energy", seat)
            card = snapshot.view.zone(hand).cards[-1].iid
            before = snapshot.view.zone(energy).count
            _drag_onto_zone(qtbot, screen, screen.scene.cards[card], ZoneRef("battle", seat))
            qtbot.waitUntil(lambda: bool(refusals), timeout=5000)
            assert "choose" not in refusals[0] and "Charge" in refusals[0], refusals[0]
            assert screen.snapshot.view.zone(energy).count == before
            item, viewport = screen.scene.cards[card], screen.view.viewport()
            press = view_point(screen, item.mapToScene(item.boundingRect().center()))
            aim = view_point(screen, screen.scene.zones[energy].place.rect.center())
            qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=press)
            qtbot.mouseMove(viewport, pos=(press + aim) / 2)
            qtbot.mouseMove(viewport, pos=aim)
            assert screen.scene._hint.text() == f"Drop to: Charge {snapshot.view.decision.labels[-1]}"
            qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=aim)
            qtbot.waitUntil(lambda z=energy, n=before: screen.snapshot.view.zone(z).count == n + 1, timeout=5000)
            assert card not in {c.iid for c in screen.snapshot.view.zone(hand).cards}, "the dragged card was charged"
            return
        screen.submit(bot.choose(snapshot.view, snapshot.legal))
    raise AssertionError("no Charge question came up")


def test_the_phase_strip_names_the_defense_step_in_words(qtbot, window):
    """7-3: while the bot attacks, the strip says "Defense Step", not the engine's "defense"."""
    screen, bot = _against_the_bot(window, "dbs-steps")
    for _ in range(400):
        snapshot = wait_for_decision(qtbot, screen)
        assert snapshot.view.outcome is None, "the game ended before the bot attacked"
        if snapshot.view.step == "defense":
            assert screen.strip.step.text() == "Defense Step"
            return
        screen.submit(bot.choose(snapshot.view, snapshot.legal))
    raise AssertionError("no Defense Step came up")


def _printed(package, card, stat):
    return package.database.get(card.card_id).stats.get(stat)


def test_an_energy_dropped_onto_a_free_combo_goes_back_to_the_energy_area(qtbot, window):
    """7-2-1-2: an Active energy dragged onto a hand card whose combo costs nothing makes the combo and pays
    nothing; the energy card is laid back in the Energy Area, not left lying over the hand."""
    package = rulesets.load(RULESET)
    screen, bot = _against_the_bot(window, "dbs-table")
    for _ in range(1500):
        snapshot = wait_for_decision(qtbot, screen)
        assert snapshot.view.outcome is None, "no free combo from hand came up"
        seat = snapshot.seat
        combo = _combo_from_hand(snapshot)
        energy = [c for c in snapshot.view.zone(ZoneRef("energy", seat)).cards if c.orientation == "active"]
        free = combo is not None and _printed(package, screen.scene.cards[combo.card].card, "combo_cost") == 0
        if combo is not None and energy and free:
            before = snapshot.view.zone(ZoneRef("combo", seat)).count
            item, target = screen.scene.cards[energy[0].iid], screen.scene.cards[combo.card]
            viewport = screen.view.viewport()
            press = view_point(screen, item.mapToScene(item.boundingRect().center()))
            aim = view_point(screen, target.mapToScene(target.boundingRect().center()))
            qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=press)
            qtbot.mouseMove(viewport, pos=(press + aim) / 2)
            qtbot.mouseMove(viewport, pos=aim)
            qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=aim)
            area = ZoneRef("combo", seat)
            qtbot.waitUntil(lambda a=area, n=before: screen.snapshot.view.zone(a).count == n + 1, timeout=5000)
            shown = screen.scene.cards[energy[0].iid]
            rect = screen.scene.zones[ZoneRef("energy", seat)].place.rect
            assert rect.contains(shown.mapToScene(shown.boundingRect().center())), "the energy lies outside its area"
            return
        mine = snapshot.view.turn_player == seat and snapshot.view.decision.context == "main"
        attack = next((a for a in snapshot.legal if a.kind == "attack"), None) if mine else None
        pass_ = next((a for a in snapshot.legal if a.kind == "pass"), None) if mine else None
        screen.submit(attack or pass_ or bot.choose(snapshot.view, snapshot.legal))  # energy kept for the combo
    raise AssertionError("no free combo from hand came up")


def test_a_counter_timing_passed_for_you_says_which_question_it_was(qtbot, window):
    """4-7-3-2: attacked while holding cards but no [Counter] to use, the pass is taken for the player and the log
    names the question passed on, not a bare 'pass'."""
    screen, bot = _against_the_bot(window, "dbs-forced")
    for _ in range(400):
        snapshot = wait_for_decision(qtbot, screen)
        assert snapshot.view.outcome is None, "no counter timing was passed for the player"
        notes = [line for line in screen.log.lines() if line.startswith("Only one choice, taken for you: pass")]
        if notes:
            assert "[Counter]" in notes[0], notes[0]
            return
        if screen.auto_answer and forced_answer(snapshot) is not None:  # it answers itself
            qtbot.waitUntil(lambda s=snapshot: screen.snapshot is not s, timeout=5000)
            continue
        screen.submit(bot.choose(snapshot.view, snapshot.legal))
    raise AssertionError("no counter timing was passed for the player")


def test_the_life_pile_clicked_during_damage_points_to_the_question(qtbot, window):
    """4-10-2-1: asked which Life card to take, a player clicks the Life pile and presses Enter; its menu says to
    answer in the bar (the Life cards are chosen by place there), not 'No legal action for this card now'."""
    screen, bot = _against_the_bot(window, "dbs-life")
    for _ in range(400):
        snapshot = wait_for_decision(qtbot, screen)
        assert snapshot.view.outcome is None, "no damage came up"
        decision = snapshot.view.decision
        if decision.context == "life_pick" and decision.player == snapshot.seat:
            life = [i for i in screen.scene.items() if isinstance(i, CardItem) and i.zone.name == "life"]
            pile = next(i for i in life if i.zone.owner == snapshot.seat)
            at = view_point(screen, pile.mapToScene(pile.boundingRect().center()))
            _focus(qtbot, window, screen.view)
            qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
            qtbot.keyClick(screen.view, Qt.Key.Key_Return)
            menu = screen.scene.menu
            assert menu is not None and menu.isVisible()
            labels = [a.text() for a in menu.actions()]
            assert labels == [f"Answer in the bar below: {decision.prompt}"], labels
            return
        screen.submit(bot.choose(snapshot.view, snapshot.legal))
    raise AssertionError("no damage came up")


def test_a_blocker_dragged_onto_the_attacker_blocks(qtbot, window):
    """10-4-1: asked whether to block, a player drags their Blocker onto the attacking card; it becomes the guard
    card (the battle shows it as the blocker)."""
    package = rulesets.load(RULESET)
    decks = tuple(reversed(tuple(package.decks)[:2]))  # the blue/yellow Blockers for the player
    screen = window.start_game(GameRequest(RULESET, decks, (Seat.HUMAN, Seat.BOT)), seed="dbs-block")
    bot = heuristic_bot(package.ruleset, package.database, "dbs-block")
    for _ in range(1500):
        snapshot = wait_for_decision(qtbot, screen)
        assert snapshot.view.outcome is None, "no block question came up"
        decision = snapshot.view.decision
        if decision.context == "block" and decision.player == snapshot.seat:
            blocker, attacker = decision.options[0], snapshot.view.battle.attacker
            item, target = screen.scene.cards[blocker], screen.scene.cards[attacker]
            viewport = screen.view.viewport()
            press = view_point(screen, item.mapToScene(item.boundingRect().center()))
            aim = view_point(screen, target.mapToScene(target.boundingRect().center()))
            qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=press)
            qtbot.mouseMove(viewport, pos=(press + aim) / 2)
            qtbot.mouseMove(viewport, pos=aim)
            assert screen.scene._hint.text().startswith("Drop anywhere to: Block with "), screen.scene._hint.text()
            qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=aim)
            qtbot.waitUntil(lambda d=decision: screen.snapshot.view.decision is not d, timeout=5000)
            battle = screen.snapshot.view.battle
            assert battle is not None and battle.blocker is not None, "the Blocker became the guard card"
            return
        chosen = bot.choose(snapshot.view, snapshot.legal)
        if chosen.kind == "attack":  # the player's Blockers stay Active for the bot's turn
            chosen = next(a for a in snapshot.legal if a.kind == "pass")
        screen.submit(chosen)
    raise AssertionError("no block question came up")
