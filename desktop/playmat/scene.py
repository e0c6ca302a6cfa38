"""The playmat scene: draws a Snapshot and turns drags, clicks and menus into actions the engine checks."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from desktop.cards.images import PREVIEW_SIZE, CardImages
from desktop.playmat.battle import COMBO_AREA, battle_items, last_attack
from desktop.playmat.build import CardFactory
from desktop.playmat.card_item import LIFT, CardItem, Mark
from desktop.playmat.cores import CoreLayer
from desktop.playmat.coverage import NO_COVERAGE
from desktop.playmat.drops import (
    Dragged,
    DragOptions,
    Drop,
    Gestures,
    as_dragged,
    drag_options,
    first_refusal,
    guesses,
)
from desktop.playmat.geometry import TableGeometry
from desktop.playmat.updates import TableItems
from desktop.playmat.zone_item import ZoneItem
from desktop.playmat.zoom import ZoomItem, explain
from desktop.qt import (
    QColor,
    QEasingCurve,
    QFont,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QPainter,
    QPointF,
    QPropertyAnimation,
    QRadialGradient,
    QRect,
    QRectF,
    QTimer,
    Signal,
)
from desktop.table import Snapshot
from desktop.words import Words, player_name
from engine.actions import Action
from engine.decisions import Decision, DecisionKind
from engine.errors import RulesError
from engine.formats.cards import CardDatabase
from engine.ids import InstanceId, PlayerId, ZoneRef
from engine.layout import ZoneStyle
from engine.ruleset import Ruleset
from engine.zones import Visibility

FELT_CENTRE = QColor("#1f5a3e")
FELT_EDGE = QColor("#0d2b1f")
DRAG_THRESHOLD = 6.0
LINGER_MS = 1800  # an attack over before anyone answered keeps its arrow this long (at animation speed 1)


@dataclass
class SceneContext:
    """What the scene needs besides views: card data, pictures, words, and the table's `check`."""

    ruleset: Ruleset
    database: CardDatabase
    images: CardImages
    words: Words
    check: Callable[[Action], RulesError | None]
    animation_speed: float = 1.0
    seat_roles: tuple[str, str] = ("", "")
    spectator: bool = False
    """A replay: nobody at the table is "you" (a plate says "On turn", not "Your turn")."""
    coverage: tuple[tuple[str, str], tuple[str, str]] = NO_COVERAGE
    """Each seat's cards the rules play by themselves, short and whole (the seat's own plate shows it)."""


@dataclass
class _Drag:
    item: CardItem
    origin: QPointF
    press: QPointF
    options: DragOptions
    z: float = 0.0
    active: bool = False


class PlaymatScene(QGraphicsScene):
    """Signals: `acted(Action)` to submit, `refused(str)` for the status bar, `hovered(CardView|None)`,
    `option_clicked(int)` when a card offered by a CHOOSE question is clicked."""

    acted = Signal(object)
    refused = Signal(str)
    hovered = Signal(object)
    explained = Signal(list)  # what changed the hovered card's numbers, one line each (for the side preview)
    option_clicked = Signal(int)
    menu_opened = Signal(object)

    def __init__(self, context: SceneContext) -> None:
        super().__init__()
        self.setItemIndexMethod(
            QGraphicsScene.ItemIndexMethod.NoIndex
        )  # cards move at every snapshot: no index to keep
        self.context = context
        self.factory = CardFactory(context.ruleset, context.database, context.images, context.words)
        self.snapshot: Snapshot | None = None
        self.geometry: TableGeometry | None = None
        self.cards: dict[int, CardItem] = {}
        self.zones: dict[ZoneRef, ZoneItem] = {}
        self.choice: tuple[set[int], set[int]] = (set(), set())
        self._drag: _Drag | None = None
        self._hover: CardItem | None = None
        self._hint: QGraphicsSimpleTextItem | None = None
        self._animations: list[QPropertyAnimation] = []
        self.battle: list[QGraphicsItem] = []
        self._battle_key: object = None
        self.table: TableItems | None = None  # made for the first snapshot (and again when the seat changes)
        self.zoom: ZoomItem | None = None
        self.zoom_enabled = True
        self.menu: object = None
        layout = context.ruleset.layout
        self.gestures = Gestures(layout.gestures if layout is not None else ())
        self.cores = CoreLayer(self, context.check, self.acted.emit, self.refused.emit)  # tokens as coins
        self.aspect = 0.0  # the shape of the window showing the table (0: not shown yet)
        self.compact = False  # whether that window is short (geometry.COMPACT_BELOW)
        self._linger = QTimer(self)  # the last attack's arrow stays this long after a battle nobody answered in
        self._linger.setSingleShot(True)
        self._linger.timeout.connect(lambda: self._show_battle(self.snapshot) if self.snapshot is not None else None)
        downloads = context.images.downloads
        if downloads is not None:  # a card's picture arrived: the cards showing it are drawn with it
            downloads.arrived.connect(self.picture_arrived)

    # Drawing.

    def show(self, snapshot: Snapshot) -> None:
        """Bring the table up to a snapshot (the scene holds no other game state): only what changed is redrawn,
        and moved cards glide to their new place."""
        focus = self.focusItem()
        focused = focus.iid if isinstance(focus, CardItem) else None
        self.snapshot = snapshot
        drag, self._drag = self._drag, None
        if drag is not None and drag.active:
            self._clear_targets()
            if self.table is not None:
                self.table.refresh()  # the dragged card goes back to its place
        for animation in self._animations:
            animation.stop()
        self._animations.clear()
        table = self.table
        if table is None or self.geometry is None or self.geometry.seat != snapshot.seat:
            table = self._new_table(snapshot)
        self.context.words.learn(snapshot.view)
        hover = self._hover
        table.update(snapshot, self.context.animation_speed, lambda item: item.lift(False))
        if hover is not None and hover.scene() is not self:
            self._hover = None
            self._show_zoom(None)
        elif hover is not None and self._in_own_fan(hover):
            hover.lift(True)
        self.refresh_marks()
        self.cores.show(snapshot, self.cards, self.zones, self.context.spectator)
        self._show_battle(snapshot)
        if focused is not None and focused in self.cards and not self.cards[focused].hasFocus():
            self.cards[focused].setFocus()

    def set_aspect(self, aspect: float, compact: bool = False) -> None:
        """The window showing the table changed shape: lay the table out again to fill it (`compact`: a short window,
        whose zones have narrower margins so the cards get the height)."""
        if abs(aspect - self.aspect) < 0.02 and compact == self.compact:
            return
        self.aspect, self.compact = aspect, compact
        if self.geometry is not None:
            self.geometry = None
            self._show_again()

    def picture_arrived(self, card_id: str) -> None:
        """A card's downloaded picture is in: the cards showing its face are drawn again with it."""
        if self.table is not None:
            self.table.new_picture(card_id)
            if self.table.stale:
                self._show_again()

    def _show_again(self) -> None:
        """Show the current snapshot again (after the table changed shape or pictures): nothing glides."""
        if self.snapshot is None:
            return
        speed, self.context.animation_speed = self.context.animation_speed, 0.0
        try:
            self.show(self.snapshot)
        finally:
            self.context.animation_speed = speed

    def _new_table(self, snapshot: Snapshot) -> TableItems:
        """A table seen from a new seat (or a window of a new shape): every item made afresh."""
        self.geometry = TableGeometry(self.context.ruleset, snapshot.seat, self.aspect, self.compact)
        self.setSceneRect(self.geometry.scene_rect)
        self.clear()
        self._hover = None
        self._hint = None
        self.battle = []
        self._battle_key = None
        self.zoom = None
        context = self.context
        nobody = context.spectator or context.words.watched  # nobody here plays a seat: each plate says "On turn"
        self.table = TableItems(self, context.ruleset, self.factory, self.geometry, context.seat_roles,
                                nobody, context.coverage, played_by=context.words.proxy)  # fmt: skip
        self.cards = self.table.cards
        self.zones = self.table.zones
        return self.table

    def _show_battle(self, snapshot: Snapshot) -> None:
        """The battle under way: arrows from the attacker (and a blocker), the panel on the centre line (made
        again only when the battle or one of its cards changed)."""
        battle = snapshot.view.battle
        last = last_attack(snapshot, self.cards, self.table, self.gestures) if battle is None else None
        if battle is None and last is None and self._linger.isActive():
            return  # the last attack's arrow stays a moment, so the eye can catch it
        shown = battle or last
        involved = () if shown is None else (shown.attacker, shown.target, shown.blocker)
        combo = tuple(sorted((i, id(c)) for i, c in self.cards.items() if c.zone.name == COMBO_AREA))  # adds power
        key = (battle, last, tuple((i, id(self.cards.get(i)) if i is not None else 0) for i in involved), combo)
        if key == self._battle_key:
            return
        self._battle_key = key
        for item in self.battle:
            if item.scene() is self:
                self.removeItem(item)
        self.battle = []
        if last is not None and self.geometry is not None:  # over before anyone could answer: its arrow only
            plate = self.geometry.plate_rect(last.defending_player == snapshot.seat).center()
            arrows = battle_items(last, self.cards, plate, QRectF(), {}, "")[:1]
            for item in arrows:
                item.setOpacity(0.7)
                self.addItem(item)
            self.battle = arrows
            if arrows and self.context.animation_speed > 0:
                self._linger.start(int(LINGER_MS / self.context.animation_speed))
        if battle is None or self.geometry is None:
            return
        words = self.context.words
        names: dict[int, str] = {
            i: words.card(i) for i in (battle.attacker, battle.target, battle.blocker) if i is not None
        }
        plate = self.geometry.plate_rect(battle.defending_player == snapshot.seat).center()
        panel = self.geometry.centre_rect(56.0)
        self.battle = battle_items(battle, self.cards, plate, panel, names, player_name(battle.defending_player))
        for item in self.battle:
            self.addItem(item)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        rect = QRectF(rect)
        area = self.sceneRect()
        painter.fillRect(rect, QColor("#10161c"))
        gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.7)
        gradient.setColorAt(0, FELT_CENTRE)
        gradient.setColorAt(1, FELT_EDGE)
        painter.setPen(QColor(0, 0, 0, 0))
        painter.setBrush(gradient)
        painter.drawRoundedRect(area, 18, 18)
        if self.geometry is not None:
            painter.setPen(QColor(255, 255, 255, 30))
            y = self.geometry.centre_y
            painter.drawLine(QPointF(area.left() + 20, y), QPointF(area.right() - 20, y))

    def refresh_marks(self) -> None:
        """Light cards per the pending question: playable ones, options, selected options."""
        legal = self.snapshot.legal if self.snapshot is not None else ()
        playable: set[int] = {a.card for a in legal if a.card is not None}
        sources = self.gestures.sources(legal)
        ready = self.context.ruleset.orientations[0]
        playable |= {i for i, c in self.cards.items() if c.zone in sources and c.card.orientation == ready}
        options, selected = self.choice
        for iid, item in self.cards.items():
            mark = Mark.NONE
            if iid in selected:
                mark = Mark.SELECTED
            elif iid in options:
                mark = Mark.OPTION
            elif iid in playable:
                mark = Mark.PLAYABLE
            item.set_mark(mark)

    def set_choice(self, options: set[int], selected: set[int]) -> None:
        self.choice = (set(options), set(selected))
        self.refresh_marks()

    # Questions the UI and tests ask.

    def card_item(self, iid: int) -> CardItem:
        return self.cards[iid]

    def actions_for(self, iid: int) -> list[Action]:
        """The legal actions of a card: its own, those it stands in for (a DON!! to give), those aimed at it."""
        legal = self.snapshot.legal if self.snapshot is not None else ()
        item = self.cards.get(iid)
        zone = item.zone if item is not None else None
        return [
            a
            for a in legal
            if a.card == iid or a.target == iid or (zone is not None and self.gestures.stands_in(a, zone))
        ]

    def focus_order(self) -> list[CardItem]:
        """Cards in reading order for the keyboard: own side first (bottom up), then the opponent's."""
        seat = self.snapshot.seat if self.snapshot is not None else PlayerId(0)
        items = list(self.cards.values())

        def place(item: CardItem) -> tuple[bool, float, float]:
            y = item.scenePos().y() + (LIFT if item.lifted else 0.0)  # where it lies, not where it was raised to
            return (item.zone.owner != seat, -y if item.zone.owner == seat else y, item.scenePos().x())

        return sorted(items, key=place)

    # Dragging (mouse handlers in interaction.py call these; so can tests).

    def can_drag(self, item: CardItem) -> bool:
        """The seat's own cards, and an untracked one that stands in for a resource (a face-down stock card)."""
        if self.snapshot is None or item.zone.owner != self.snapshot.seat:
            return False
        return item.iid is not None or self.gestures.can_stand_in(item.zone, self.snapshot.seat)

    def begin_drag(self, item: CardItem, press: QPointF) -> None:
        legal = self.snapshot.legal if self.snapshot is not None else ()
        decision = self.snapshot.view.decision if self.snapshot is not None else None
        options = drag_options(_dragged(item), legal, self.gestures, decision)
        self._drag = _Drag(item, item.pos(), press, options, item.zValue())

    def move_drag(self, pos: QPointF) -> None:
        drag = self._drag
        if drag is None:
            return
        if not drag.active:
            if (pos - drag.press).manhattanLength() < DRAG_THRESHOLD:
                return
            drag.active = True
            self._show_zoom(None)  # the zoom never hides where the card may go
            drag.item.setZValue(1000)
            self._light_targets(drag)
        drag.item.setPos(drag.origin + (pos - drag.press))
        if self._hint is not None:
            self._place_hint(self._hint, pos)

    def _place_hint(self, hint: QGraphicsSimpleTextItem, pos: QPointF) -> None:
        """Beside the pointer, on its left when it would run off the table's right edge."""
        views = self.views()
        scale = views[0].transform().m11() if views else 1.0
        width = hint.boundingRect().width() / scale if scale > 0 else 0.0  # drawn at screen size
        x = pos.x() + 18 if pos.x() + 18 + width <= self.sceneRect().right() else pos.x() - 18 - width
        hint.setPos(QPointF(max(self.sceneRect().left(), x), pos.y() + 18))

    def end_drag(self, pos: QPointF) -> bool:
        """Finish a drag at `pos`; False if it never started (a click)."""
        drag, self._drag = self._drag, None
        if drag is None or not drag.active:
            return False
        self._clear_targets()
        drag.item.setZValue(drag.z)  # back in its place in the pile or fan
        self.drop(drag.item, self.drop_at(drag.item, pos), drag.origin, drag.options)
        return True

    def drop_at(self, item: CardItem, pos: QPointF) -> Drop:
        target: CardItem | None = None
        zone_ref: ZoneRef | None = None
        for under in self.items(pos):
            if isinstance(under, CardItem) and under is not item and under.iid is not None and target is None:
                target = under
            if isinstance(under, ZoneItem) and zone_ref is None:
                zone_ref = under.place.ref
        where = target.zone if target is not None else zone_ref
        if target is None:
            return Drop(on_origin=where == item.zone, zone=where)
        return Drop(
            InstanceId(target.iid) if target.iid is not None else None,
            on_origin=where == item.zone,
            target_is_mine=target.zone.owner == item.zone.owner,
            zone=where,
        )

    def drop(self, item: CardItem, drop: Drop, origin: QPointF, options: DragOptions) -> None:
        """Apply what the drop means: one action, a menu of several, or a refusal and a slide back."""
        matches = options.matching(drop)
        if len(matches) == 1:
            if self.table is not None:  # a card the move leaves where it was (an energy that paid nothing) goes back
                self.table.refresh()
            self._act_later(matches[0])
            return
        if matches:
            from desktop.playmat.menus import open_action_menu

            open_action_menu(self, list(matches), on_close=lambda: self.slide_back(item, origin))
            return
        self.slide_back(item, origin)
        if drop.on_origin or self.snapshot is None:
            return
        self.refused.emit(self.why_not(item, drop))

    def why_not(self, item: CardItem, drop: Drop) -> str:
        """The engine's reason a drop means no legal action: the first refusal of what it most likely meant."""
        assert self.snapshot is not None
        spec = self.context.ruleset.zone_spec(item.zone.name)
        zone = self.zones.get(item.zone)
        from_hand = spec.visibility == Visibility.OWNER or (zone is not None and zone.place.style is ZoneStyle.FAN)
        meant = guesses(self.snapshot.seat, _dragged(item), drop, self.snapshot.view.decision, self.gestures, from_hand)
        return first_refusal(self.context.check, meant)

    def slide_back(self, item: CardItem, origin: QPointF) -> None:
        if item.scene() is not self:
            return
        speed = self.context.animation_speed
        if speed <= 0:
            item.setPos(origin)
            return
        animation = QPropertyAnimation(item, b"pos", self)
        animation.setDuration(int(220 / speed))
        animation.setStartValue(item.pos())
        animation.setEndValue(origin)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.finished.connect(
            lambda: self._animations.remove(animation) if animation in self._animations else None
        )
        self._animations.append(animation)
        animation.start()

    def _act_later(self, action: Action) -> None:
        """Submit after the current mouse event returns (the scene is rebuilt by the answer)."""
        QTimer.singleShot(0, lambda: self.acted.emit(action))

    def _light_targets(self, drag: _Drag) -> None:
        """Light only where the dragged card has a legal move: target cards and zones (or stage positions)."""
        for iid in drag.options.targets:
            if iid in self.cards:
                self.cards[iid].set_mark(Mark.TARGET)
        for ref in drag.options.zones:
            zone = self.zones.get(ref) or self.zones.get(ZoneRef(ref.name, ref.owner))
            if zone is not None:
                zone.set_lit(True)
        decision = self.snapshot.view.decision if self.snapshot is not None else None
        text = drag.options.hint(lambda a: self.context.words.action(_said(a, decision)))
        self._hint = QGraphicsSimpleTextItem(text)
        self._hint.setBrush(QColor("#ffd166" if drag.options.moves else "#ff9a8a"))
        self._hint.setFont(QFont("DejaVu Sans", 11, QFont.Weight.Bold))
        self._hint.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)  # readable at any size
        self._hint.setZValue(2000)
        self.addItem(self._hint)

    def _clear_targets(self) -> None:
        for zone in self.zones.values():
            zone.set_lit(False)
        if self._hint is not None:
            self.removeItem(self._hint)
            self._hint = None
        self.refresh_marks()

    # Hover and choice.

    def hover(self, item: CardItem | None) -> None:
        """The card under the pointer (or focused by key): it lifts if in the hand, shows large over the table
        beside itself, and in the side preview."""
        if item is self._hover:
            return
        if self._hover is not None:
            self._hover.lift(False)
        self._hover = item
        if item is not None and self._in_own_fan(item):
            item.lift(True)
        self._show_zoom(item)
        self.hovered.emit(None if item is None else item.card)
        if item is not None:
            self.explained.emit(self.explain(item))

    def explain(self, item: CardItem) -> list[str]:
        """What changed the card's numbers, and where each change comes from."""
        if self.snapshot is None:
            return []
        definition = self.factory.definition(item.card)
        lines = explain(item.card, definition, self.snapshot.view.modifiers)
        if not item.card.face_up and self.factory.shows_face(item.card, self.snapshot.view.zone(item.zone)):
            lines.append("Face down: your opponent sees only its back.")  # a set burst, a level card: drawn face up
        notes = getattr(self.context.ruleset, "card_notes", None)  # printed data its face does not show (levels)
        if definition is not None and callable(notes):
            lines += [str(line) for line in notes(definition)]
        return lines

    def _in_own_fan(self, item: CardItem) -> bool:
        zone = self.zones.get(item.zone)
        return zone is not None and zone.place.style is ZoneStyle.FAN and not zone.place.mirrored

    def _show_zoom(self, item: CardItem | None) -> None:
        if self.zoom is not None:
            if self.zoom.scene() is self:
                self.removeItem(self.zoom)
            self.zoom = None
        if item is None or not self.zoom_enabled or self.snapshot is None or self._drag is not None:
            return
        definition = self.factory.definition(item.card)
        if definition is None:
            return
        self.zoom = ZoomItem(self.context.images.face(definition, PREVIEW_SIZE), self.explain(item))
        views = self.views()
        self.zoom.place_beside(item.sceneBoundingRect(), self.sceneRect(), views[0].transform().m11() if views else 1)
        self.addItem(self.zoom)

    def click(self, item: CardItem) -> None:
        if item.iid is None:
            return
        options, _ = self.choice
        if item.iid in options:
            self.option_clicked.emit(item.iid)
        item.setFocus()

    def is_choose_pending(self) -> bool:
        view = self.snapshot.view if self.snapshot is not None else None
        return view is not None and view.decision is not None and view.decision.kind is DecisionKind.CHOOSE


def _dragged(item: CardItem) -> Dragged:
    return Dragged(InstanceId(item.iid) if item.iid is not None else None, item.zone)


def _said(action: Action, decision: Decision | None) -> Action:
    """An action as a dragged card's hint says it: positions are lit, not said; an answer names its card."""
    answer = as_dragged(action, decision)
    if answer is not action:  # the question's word for it: "Charge Rootbound Guardian", not "Choose ..."
        return replace(answer, kind=answer.option or answer.kind, number=None, option=None)
    return replace(action, number=None)
