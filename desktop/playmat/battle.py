"""The battle under way, drawn on the table: an arrow from the attacker to what it attacks (and from a blocker),
and a panel on the centre line with both powers as they are now; an attack over before anyone answered, its arrow."""

from __future__ import annotations

import math

from desktop.playmat.card_item import CardItem
from desktop.playmat.drops import Gestures
from desktop.playmat.updates import TableItems
from desktop.qt import (
    QColor,
    QFont,
    QFontMetricsF,
    QGraphicsItem,
    QPainter,
    QPainterPath,
    QPen,
    QPointF,
    QRectF,
    QStyleOptionGraphicsItem,
    Qt,
    QWidget,
)
from desktop.table import Snapshot
from engine.ids import InstanceId, PlayerId, ZoneRef, opponent
from engine.views import Battle, CardView

ATTACK = QColor("#ff5a4f")
BLOCK = QColor("#5bc0eb")
PANEL_Z = 1500.0
ARROW_Z = 1400.0


COMBO_AREA = "combo"
"""The zone whose cards add their combo power to their player's battling card (Dragon Ball Super)."""


def _font(pixels: int, bold: bool = True) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


class ArrowItem(QGraphicsItem):
    """A thick arrow from one point to another (an attack, or a block), drawn over the cards."""

    def __init__(self, start: QPointF, end: QPointF, color: QColor, dashed: bool = False) -> None:
        super().__init__()
        self.start, self.end, self.color, self.dashed = start, end, color, dashed
        self.setZValue(ARROW_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return QRectF(self.start, self.end).normalized().adjusted(-30, -30, 30, 30)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never under the pointer: drops and hovers go to the cards beneath

    def head(self) -> QPainterPath:
        angle = math.atan2(self.end.y() - self.start.y(), self.end.x() - self.start.x())
        path = QPainterPath(self.end)
        for turn in (math.pi * 0.85, -math.pi * 0.85):
            path.lineTo(self.end + QPointF(math.cos(angle + turn) * 30, math.sin(angle + turn) * 30))
        path.closeSubpath()
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outline = QPen(QColor(0, 0, 0, 150), 13, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(outline)
        painter.drawLine(self.start, self.end)
        pen = QPen(self.color, 8, Qt.PenStyle.DashLine if self.dashed else Qt.PenStyle.SolidLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(self.start, self.end)
        painter.setPen(QPen(QColor(0, 0, 0, 150), 3))
        painter.setBrush(self.color)
        painter.drawPath(self.head())


class BattlePanel(QGraphicsItem):
    """Attacker and defender with their powers now ("Storm Giant 7000 ⚔ 5000 Verdant Navigator")."""

    def __init__(self, rect: QRectF, attacker: tuple[str, str], defender: tuple[str, str], caption: str) -> None:
        super().__init__()
        self.rect = rect
        self.attacker, self.defender, self.caption = attacker, defender, caption
        self.setPos(rect.topLeft())
        self.setZValue(PANEL_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def text(self) -> str:
        """What the panel says, as one line (for tests and the accessible description)."""
        (a_name, a_power), (d_name, d_power) = self.attacker, self.defender
        return f"{self.caption}: {a_name} {a_power} vs {d_power} {d_name}".strip()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.rect.width(), self.rect.height())

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.boundingRect()
        painter.setPen(QPen(ATTACK, 2.5))
        painter.setBrush(QColor(12, 16, 20, 225))
        painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        middle = box.width() / 2
        painter.setPen(QColor("#ffd166"))
        painter.setFont(_font(int(box.height() * 0.5)))
        painter.drawText(QRectF(middle - 40, 0, 80, box.height()), Qt.AlignmentFlag.AlignCenter, "⚔")
        painter.setFont(_font(int(box.height() * 0.26), bold=False))
        painter.setPen(QColor(230, 230, 230, 200))
        painter.drawText(
            QRectF(middle - 120, box.height() * 0.68, 240, box.height() * 0.32), Qt.AlignmentFlag.AlignCenter,
            self.caption,
        )  # fmt: skip
        for (name, power), left in ((self.attacker, True), (self.defender, False)):
            self._side(painter, box, name, power, left)

    def _side(self, painter: QPainter, box: QRectF, name: str, power: str, left: bool) -> None:
        middle = box.width() / 2
        room = QRectF(box.height() * 0.5, 0, middle - 50 - box.height() * 0.5, box.height())
        if not left:
            room.moveLeft(middle + 50)
        power_font = _font(int(box.height() * 0.5))
        power_width = QFontMetricsF(power_font).horizontalAdvance(power) + 14
        align = Qt.AlignmentFlag.AlignRight if left else Qt.AlignmentFlag.AlignLeft
        power_box = (
            room.adjusted(room.width() - power_width, 0, 0, 0)
            if left
            else room.adjusted(0, 0, -room.width() + power_width, 0)
        )
        name_box = room.adjusted(0, 0, -power_width, 0) if left else room.adjusted(power_width, 0, 0, 0)
        painter.setFont(power_font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(power_box, align | Qt.AlignmentFlag.AlignVCenter, power)
        name_font = _font(int(box.height() * 0.3))
        painter.setFont(name_font)
        painter.setPen(QColor(235, 240, 235, 230))
        shown = QFontMetricsF(name_font).elidedText(name, Qt.TextElideMode.ElideRight, name_box.width() - 8)
        painter.drawText(name_box, align | Qt.AlignmentFlag.AlignVCenter, shown)


def power_of(card: CardView | None) -> str:
    if card is None:
        return ""
    stats = dict(card.stats)
    return str(stats["power"]) if "power" in stats else ""


def centre_of(item: CardItem) -> QPointF:
    return item.mapToScene(item.footprint().center())


def edge_of(item: CardItem, towards: QPointF) -> QPointF:
    """Where a line from the card's centre towards a point leaves the card, a little inside its edge (an arrow
    touches the card and leaves its name in the middle readable)."""
    centre = centre_of(item)
    box = item.sceneBoundingRect().adjusted(6, 6, -6, -6)  # the card, not the room around it
    dx, dy = towards.x() - centre.x(), towards.y() - centre.y()
    if abs(dx) < 1e-6 and abs(dy) < 1e-6:
        return centre
    reach = min(box.width() / 2 / abs(dx) if dx else math.inf, box.height() / 2 / abs(dy) if dy else math.inf)
    return QPointF(centre.x() + dx * reach * 0.85, centre.y() + dy * reach * 0.85)


def battle_items(
    battle: Battle, cards: dict[int, CardItem], plate_centre: QPointF, panel: QRectF, names: dict[int, str],
    defender_name: str,
) -> list[QGraphicsItem]:  # fmt: skip
    """The arrows and the panel of one battle (nothing if the attacker is not on the table)."""
    attacker = cards.get(battle.attacker)
    if attacker is None:
        return []
    target = cards.get(battle.target) if battle.target is not None else None
    blocker = cards.get(battle.blocker) if battle.blocker is not None else None
    found: list[QGraphicsItem] = []
    aimed = edge_of(target, centre_of(attacker)) if target is not None else plate_centre
    if blocker is not None:
        found.append(ArrowItem(edge_of(attacker, aimed), aimed, ATTACK, dashed=True))  # the attack it was meant to be
        blocked = edge_of(blocker, centre_of(attacker))
        found.append(ArrowItem(edge_of(attacker, blocked), blocked, BLOCK))
    else:
        found.append(ArrowItem(edge_of(attacker, aimed), aimed, ATTACK))
    defending = blocker or target
    caption = f"{battle.kind.capitalize()} attack" if battle.kind else "Attack"
    if blocker is not None:
        caption = "Blocked"
    guarding = with_combo(power_of(defending.card), battle.defending_player, cards) if defending else ""
    defender = (names.get(defending.iid or -1, "a card"), guarding) if defending else (defender_name, "")
    attacking = with_combo(power_of(attacker.card), opponent(battle.defending_player), cards)
    found.append(BattlePanel(panel, (names.get(battle.attacker, "a card"), attacking), defender, caption))
    return found


def with_combo(power: str, player: PlayerId, cards: dict[int, CardItem]) -> str:
    """A battling card's power with its player's combo power added, as the battle counts it (Dragon Ball Super's
    Combo Area, 7-4-1-2 / 7-4-1-3): the cards there add their combo power to the attack or guard card."""
    combo = [i.card for i in cards.values() if i.zone.name == COMBO_AREA and i.zone.owner == player]
    bonus = sum(int(dict(card.stats).get("combo_power", 0)) for card in combo)
    return str(int(power) + bonus) if bonus and power.lstrip("-").isdigit() else power


def last_attack(
    snapshot: Snapshot, cards: dict[int, CardItem], table: TableItems | None, gestures: Gestures
) -> Battle | None:
    """The attack this snapshot's moves declared, when its battle ended before anyone could answer (a Weiß Schwarz
    direct or side attack): aimed at its target, else at the card its attacker faces, else at the player."""
    for event in reversed(snapshot.events):
        if event.kind != "answer" or "attack" not in event.text or event.card is None or event.player is None:
            continue
        target = event.new_card
        if target is None and table is not None:
            target = _faced(cards.get(event.card), event.text, table, gestures)
        return Battle(event.card, target, opponent(event.player))
    return None


def _faced(attacker: CardItem | None, kind: str, table: TableItems, gestures: Gestures) -> InstanceId | None:
    """The card facing `attacker`, where the ruleset's gestures say which slot faces which."""
    if attacker is None:
        return None
    for gesture in gestures.of(kind):
        opposite = dict(gesture.facing).get(attacker.zone.slot)
        if opposite is not None:
            faced = table.by_zone.get(ZoneRef(gesture.onto, opponent(attacker.zone.owner), opposite), [])
            return InstanceId(faced[-1].iid) if faced and faced[-1].iid is not None else None
    return None
