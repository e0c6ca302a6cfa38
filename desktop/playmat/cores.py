"""Cores as cores: counted tokens drawn as coins on cards and in pools, and moved by dragging them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from desktop.playmat.card_item import CardItem
from desktop.playmat.zone_item import ZoneItem
from desktop.qt import (
    QColor,
    QFont,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QPainter,
    QPen,
    QPointF,
    QRectF,
    QStyleOptionGraphicsItem,
    Qt,
    QTimer,
    QWidget,
)
from desktop.table import Snapshot
from engine.actions import Action
from engine.errors import RulesError
from engine.ids import InstanceId, PlayerId, ZoneRef

MOVE_KINDS = ("move_cores", "awaken")
"""The action kinds a dragged token can make, tried in this order: a free move, then 【Awaken】's."""
COIN = 30.0
KIND_COLORS = {"core": QColor("#3d8fd6"), "soul": QColor("#d9433b")}
KIND_NAMES = {"core": "core", "soul": "soul core"}
SOUL = "soul"
POOL = "reserve"
"""The pool a move's `card=None` / `target=None` means (Battle Spirits Saga's reserve, 6-6-1-2-3): its coins are
dragged out of it and dropped back into it."""


def _font(pixels: int) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(pixels)
    font.setBold(True)
    return font


class CoinItem(QGraphicsObject):
    """A pile of one kind of token: a coin with the count, captioned with its kind ("3 core", "1 soul core").

    `source` is the card it lies on (None: the pool zone `zone`); `movable` when the seat may drag it."""

    def __init__(self, kind: str, count: int, source: int | None, zone: ZoneRef, movable: bool) -> None:
        super().__init__()
        self.kind = kind
        self.count = count
        self.source = source
        self.zone = zone
        self.movable = movable
        self.setZValue(900)
        what = KIND_NAMES.get(kind, kind)
        hint = " Drag one onto a card of yours, or back to your reserve." if movable else ""
        self.setToolTip(f"{count} {what}{'s' if count != 1 and kind != SOUL else ''}.{hint}")
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the view hands presses to the layer

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, COIN + 4, COIN + 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        coin = QRectF(0, 0, COIN, COIN)
        painter.setPen(QPen(QColor("#ffd166") if self.movable else QColor("#111"), 2))
        painter.setBrush(KIND_COLORS.get(self.kind, QColor("#888")))
        painter.drawEllipse(coin)
        if self.kind == SOUL:  # the soul core: red with a gold ring, told apart at a glance
            painter.setPen(QPen(QColor("#ffd166"), 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(coin.adjusted(3, 3, -3, -3))
        painter.setPen(QColor("#fff"))
        painter.setFont(_font(14))
        painter.drawText(coin, Qt.AlignmentFlag.AlignCenter, str(self.count))
        caption = QRectF(-6, COIN, COIN + 12, 13)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 170))
        painter.drawRoundedRect(caption, 5, 5)
        painter.setPen(QColor("#fff"))
        painter.setFont(_font(9))
        painter.drawText(caption, Qt.AlignmentFlag.AlignCenter, "soul" if self.kind == SOUL else "core")


class LevelPlate(QGraphicsObject):
    """A card's level and BP as its cores make them ("LV2 · 5000 BP"), on the card: they change with every core."""

    def __init__(self, text: str, width: float) -> None:
        super().__init__()
        self.text = text
        self.width = width
        self.setZValue(890)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, 18)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(10, 14, 20, 210))
        painter.drawRoundedRect(self.boundingRect(), 6, 6)
        painter.setPen(QColor("#ffd166"))
        painter.setFont(_font(11))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)


def level_text(stats: dict[str, int]) -> str:
    """ "LV2 · 5000 BP" for a spirit, "LV1" for a nexus, "" for a card with no level."""
    if "level" not in stats:
        return ""
    text = f"LV{stats['level']}"
    return f"{text} · {stats['bp']} BP" if "bp" in stats else text


@dataclass
class _CoinDrag:
    coin: CoinItem
    ghost: CoinItem
    press: QPointF
    active: bool = False


class CoreLayer:
    """The coins of one scene, made again for every snapshot, and the drag of one coin.

    Every pool zone (reserve, life, trash, void) shows its tokens as coins with their counts in its frame, and every
    card carrying tokens shows them as coins. The seat's own coins can be dragged (in a ruleset with a core move):
    from the reserve onto one of its cards, from a card back to the reserve, or from card to card. The drop becomes
    the core move (`move_cores`, or `awaken` in a flash window); the engine checks it, and a refusal is shown with
    its rule while the coin goes back.

    `act(action)` submits a legal move; `refuse(text)` shows why a drop means none; `check` is the table's."""

    def __init__(
        self,
        scene: QGraphicsScene,
        check: Callable[[Action], RulesError | None],
        act: Callable[[Action], None],
        refuse: Callable[[str], None],
    ) -> None:
        self.scene = scene
        self.check = check
        self.act = act
        self.refuse = refuse
        self.snapshot: Snapshot | None = None
        self.coins: list[CoinItem] = []
        self._drag: _CoinDrag | None = None
        ruleset = getattr(getattr(scene, "context", None), "ruleset", None)  # the playmat scene's SceneContext
        self.movable = ruleset is not None and any(kind in ruleset.action_rules for kind in MOVE_KINDS)
        """Whether coins may be dragged at all: only in a ruleset that has a core move."""

    def enabled(self, snapshot: Snapshot) -> bool:
        """Only a table whose zones hold counted tokens has coins."""
        return any(zone.tokens for zone in snapshot.view.zones) or any(
            card.tokens for zone in snapshot.view.zones for card in zone.cards
        )

    def show(
        self, snapshot: Snapshot, cards: dict[int, CardItem], zones: dict[ZoneRef, ZoneItem], spectator: bool = False
    ) -> None:
        """Coins for `snapshot`: on every card item with tokens and in every zone frame with a token pool (the
        seat's own may be dragged, unless the table is watched: a replay)."""
        self.snapshot = snapshot
        self._cancel()
        for item in list(cards.values()) + list(zones.values()):
            for child in item.childItems():
                if isinstance(child, (CoinItem, LevelPlate)):
                    child.setParentItem(None)  # type: ignore[arg-type]  # Qt takes None: no parent
                    if child.scene() is not None:
                        child.scene().removeItem(child)
        self.coins = []
        if not self.enabled(snapshot):
            return
        seat = snapshot.seat
        spectator = spectator or not self.movable
        for item in cards.values():
            text = level_text(dict(item.card.stats)) if item.zone.name == "field" else ""
            if text:
                plate = LevelPlate(text, item.width - 8)
                plate.setParentItem(item)
                plate.setPos(4, item.height + 3)  # just under the card: the face keeps its name readable
            if item.iid is None or not item.card.tokens:
                continue
            mine = item.zone.owner == seat and not spectator
            for index, (kind, count) in enumerate(item.card.tokens):
                if count > 0:
                    coin = CoinItem(kind, count, item.iid, item.zone, mine)
                    coin.setParentItem(item)
                    coin.setPos(item.width - (COIN + 6) * (index + 1), item.height - COIN - 18)
                    self.coins.append(coin)
        for ref, zone in zones.items():
            pool = next((z.tokens for z in snapshot.view.zones if z.ref == ref), ())
            shown = [(kind, count) for kind, count in pool if count > 0]
            rect = zone.boundingRect()
            left = rect.center().x() - len(shown) * (COIN + 10) / 2
            for index, (kind, count) in enumerate(shown):
                mine = ref.owner == seat and ref.name == POOL and not spectator
                coin = CoinItem(kind, count, None, ref, mine)
                coin.setParentItem(zone)
                coin.setPos(left + index * (COIN + 10), rect.center().y() - COIN / 2 + 6)
                self.coins.append(coin)

    # Dragging: the view hands its mouse events here first.

    def coin_at(self, pos: QPointF) -> CoinItem | None:
        for item in self.scene.items(pos):
            if isinstance(item, CoinItem) and item.movable:
                return item
        return None

    def press(self, pos: QPointF) -> bool:
        """A press on one of the seat's coins starts a drag (True: the view does nothing else with it)."""
        coin = self.coin_at(pos)
        if coin is None or self.snapshot is None:
            return False
        ghost = CoinItem(coin.kind, 1, coin.source, coin.zone, True)
        ghost.setZValue(3000)
        ghost.setVisible(False)
        self.scene.addItem(ghost)
        self._drag = _CoinDrag(coin, ghost, pos)
        return True

    def move(self, pos: QPointF) -> bool:
        drag = self._drag
        if drag is None:
            return False
        if not drag.active and (pos - drag.press).manhattanLength() >= 6:
            drag.active = True
            drag.ghost.setVisible(True)
        drag.ghost.setPos(pos - QPointF(COIN / 2, COIN / 2))
        return True

    def release(self, pos: QPointF) -> bool:
        drag, self._drag = self._drag, None
        if drag is None:
            return False
        self.scene.removeItem(drag.ghost)
        if drag.active:
            self.drop(drag.coin, pos)
        return True

    def _cancel(self) -> None:
        drag, self._drag = self._drag, None
        if drag is not None and drag.ghost.scene() is self.scene:
            self.scene.removeItem(drag.ghost)

    def drop(self, coin: CoinItem, pos: QPointF) -> None:
        """The core move a drop means, if the engine accepts it; otherwise why not."""
        found, target = self.place_at(pos)
        if not found or self.snapshot is None:
            return
        destination = None if target is None else InstanceId(target)
        if destination == coin.source:
            return  # back where it came from (1-3-2-2): nothing to do
        seat = self.snapshot.seat
        option = SOUL if coin.kind == SOUL else None
        source = None if coin.source is None else InstanceId(coin.source)
        tried = [Action(kind, seat, card=source, target=destination, number=1, option=option) for kind in MOVE_KINDS]
        allowed = self.snapshot.view.decision.allowed if self.snapshot.view.decision is not None else ()
        tried.sort(key=lambda a: a.kind not in allowed)
        errors = []
        for action in tried:
            error = self.check(action)
            if error is None:
                QTimer.singleShot(0, lambda a=action: self.act(a))  # after this mouse event: the table is redrawn
                return
            errors.append(error)
        first = errors[0]
        self.refuse(f"{first.reason} (rule {first.rule})" if first.rule else first.reason)

    def place_at(self, pos: QPointF) -> tuple[bool, int | None]:
        """Where a coin dropped at `pos` goes: (True, a card of the seat's), (True, None) for the seat's reserve,
        or (False, None): nowhere."""
        assert self.snapshot is not None
        seat = self.snapshot.seat
        for item in self.scene.items(pos):
            if isinstance(item, CardItem) and item.iid is not None and item.zone.owner == seat:
                return True, item.iid
            if isinstance(item, ZoneItem) and item.place.ref == ZoneRef(POOL, PlayerId(seat)):
                return True, None
        return False, None


def card_coin(scene_items: list[QGraphicsItem], iid: int) -> CoinItem | None:
    """The first coin lying on card `iid` (tests and keyboard helpers look coins up by their card)."""
    for item in scene_items:
        if isinstance(item, CoinItem) and item.source == iid:
            return item
    return None
