"""Card faces and backs drawn with QPainter from card data: compact at table size, full text at preview size."""

from __future__ import annotations

from desktop.cards.palette import card_colors, ruleset_color
from desktop.qt import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPointF,
    QRectF,
    Qt,
)
from engine.formats.cards import CardDefinition
from engine.layout import DEFAULT_FACE, FaceNumber

RENDER_VERSION = 5
"""Bump when drawing changes, so cached faces are redrawn."""

INK = QColor("#1d1f24")
PAPER = QColor("#f4efe3")
COMPACT_BELOW = 200  # narrower faces leave out rules text
RESOURCE_CATEGORIES = frozenset({"don"})
"""Categories of resource cards, which are typed by their own name ("DON!!", "ENERGIO!!"), not the category's."""


def _font(pixels: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(6, round(pixels)))
    font.setBold(bold)
    font.setItalic(italic)
    return font


def _fit_font(text: str, rect: QRectF, pixels: float, bold: bool = False, lines: int = 1) -> QFont:
    """The largest font up to `pixels` that fits `text` into `rect` in at most `lines` lines."""
    size = pixels
    flags = _flags(Qt.TextFlag.TextWordWrap) if lines > 1 else 0
    while size > 6:
        font = _font(size, bold)
        bound = QFontMetricsF(font).boundingRect(rect, flags, text)
        line_height = QFontMetricsF(font).lineSpacing()
        if bound.width() <= rect.width() + 0.5 and bound.height() <= min(rect.height(), line_height * lines) + 0.5:
            return font
        size -= 0.5
    return _font(6, bold)


def _flags(*parts: Qt.AlignmentFlag | Qt.TextFlag) -> int:
    """Alignment and text flags combined as the int QPainter.drawText takes."""
    value = 0
    for part in parts:
        value |= int(part.value)
    return value


def _rounded(painter: QPainter, rect: QRectF, radius: float, fill: QColor, pen: QPen | None = None) -> None:
    painter.setPen(pen or Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, radius, radius)


def render_face(
    card: CardDefinition, width: int, height: int, numbers: tuple[FaceNumber, ...] = DEFAULT_FACE
) -> QImage:
    """A card face from its data alone, with the game's `numbers` where its printed cards have them."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    _draw_face(painter, card, float(width), float(height), numbers)
    painter.end()
    return image


def printed(card: CardDefinition, number: FaceNumber) -> str | None:
    """How `number` reads on `card` ("+1000", "Soul 1", "Soul Draw"), or None when the card does not print it."""
    if number.categories and card.category not in number.categories:
        return None
    value = getattr(card, number.stat) if number.stat in ("cost", "power") else card.stats.get(number.stat)
    if value is None or isinstance(value, bool) or value == []:
        return None
    if isinstance(value, list):
        return " ".join(str(item).replace("_", " ").title() for item in value)
    return number.text.format(value)


def spot_rect(spot: str, w: float, h: float) -> QRectF:
    """Where a number sits on a face `w` x `h` (the live value is drawn over the printed one at the same place)."""
    compact = w < COMPACT_BELOW
    m = w * 0.05
    inner = QRectF(m, m, w - 2 * m, h - 2 * m)
    band_h = h * (0.2 if compact else 0.1)
    disc = w * (0.24 if compact else 0.14)
    art_top = inner.top() + band_h + h * 0.015
    art_h = h * (0.33 if compact else 0.38)
    foot_h = h * (0.14 if compact else 0.08)
    foot_top = inner.bottom() - foot_h
    if spot == "top_left":
        return QRectF(inner.left() + w * 0.02, inner.top() + (band_h - disc) / 2, disc, disc)
    if spot == "top_left_below":
        small = disc * 0.72
        return QRectF(inner.left() + w * 0.02 + (disc - small) / 2, art_top + h * 0.01, small, small)
    if spot == "top_right":
        return QRectF(inner.right() - w * 0.48, art_top + h * 0.01, w * 0.46, h * (0.09 if compact else 0.05))
    if spot == "left":
        return QRectF(inner.left() + w * 0.02, art_top + art_h * 0.12, w * (0.15 if compact else 0.09), art_h * 0.76)
    if spot == "bottom_left":
        return QRectF(inner.left() + inner.width() * 0.02, foot_top + foot_h * 0.1, inner.width() * 0.46, foot_h * 0.8)
    return QRectF(inner.right() - inner.width() * 0.42, foot_top + foot_h * 0.1, inner.width() * 0.4, foot_h * 0.8)


def draw_number(painter: QPainter, spot: str, rect: QRectF, text: str, fill: QColor) -> None:
    """One number in its spot: a disc in the top-left corner, a pill elsewhere (upright down the left edge)."""
    painter.save()
    if spot.startswith("top_left"):
        painter.setPen(QPen(QColor("#fff"), max(1.0, rect.width() / 22)))
        painter.setBrush(fill)
        painter.drawEllipse(rect)
        box = rect
    else:
        if spot == "left":
            painter.translate(rect.center())
            painter.rotate(-90)
            rect = QRectF(-rect.height() / 2, -rect.width() / 2, rect.height(), rect.width())
            painter.translate(-rect.center())
        _rounded(painter, rect, rect.height() * 0.35, fill, QPen(QColor(255, 255, 255, 150), 1))
        box = rect.adjusted(rect.height() * 0.2, 0, -rect.height() * 0.2, 0)
    painter.setPen(QColor("#fff"))
    painter.setFont(
        _fit_font(text, box.adjusted(box.width() * 0.08, 0, -box.width() * 0.08, 0), box.height() * 0.62, True)
    )
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def _frame(painter: QPainter, colors: list[QColor], w: float, h: float) -> None:
    gradient = QLinearGradient(0, 0, w, h)
    for index, color in enumerate(colors):
        gradient.setColorAt(index / max(1, len(colors) - 1), color)
    if len(colors) == 1:
        gradient.setColorAt(1, colors[0].darker(135))
    painter.setPen(QPen(QColor("#111"), max(1.0, w / 120)))
    painter.setBrush(gradient)
    painter.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), w * 0.06, w * 0.06)


def _draw_face(painter: QPainter, card: CardDefinition, w: float, h: float, numbers: tuple[FaceNumber, ...]) -> None:
    colors = card_colors(card.colors)
    compact = w < COMPACT_BELOW
    _frame(painter, colors, w, h)
    m = w * 0.05
    inner = QRectF(m, m, w - 2 * m, h - 2 * m)
    _rounded(painter, inner, w * 0.035, PAPER)
    # Name band, with the cost disc on its left.
    band_h = h * (0.2 if compact else 0.1)
    band = QRectF(inner.left(), inner.top(), inner.width(), band_h)
    _rounded(painter, band, w * 0.03, colors[0].lighter(150))
    name_left = band.left() + w * 0.03
    shown = [(n, text) for n in numbers if (text := printed(card, n)) is not None]
    if any(n.spot == "top_left" for n, _ in shown):
        name_left = spot_rect("top_left", w, h).right() + w * 0.03
    name_rect = QRectF(name_left, band.top(), band.right() - name_left - w * 0.02, band_h)
    painter.setPen(INK)
    painter.setFont(_fit_font(card.name, name_rect, band_h * (0.36 if compact else 0.5), True, 3 if compact else 1))
    painter.drawText(name_rect, _flags(Qt.AlignmentFlag.AlignVCenter, Qt.TextFlag.TextWordWrap), card.name)
    # The art area: no official images, so a calm gradient with the card's initials.
    art_top = band.bottom() + h * 0.015
    art_h = h * (0.33 if compact else 0.38)
    art = QRectF(inner.left() + w * 0.02, art_top, inner.width() - w * 0.04, art_h)
    _draw_art(painter, card, art, colors)
    # Category and traits.
    line_top = art.bottom() + h * 0.012
    line_h = h * (0.09 if compact else 0.05)
    type_rect = QRectF(inner.left() + w * 0.03, line_top, inner.width() - w * 0.06, line_h)
    type_text = type_line(card, compact)
    painter.setPen(QColor("#444"))
    painter.setFont(_fit_font(type_text, type_rect, line_h * 0.7, True))
    painter.drawText(type_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, type_text)
    text_top = type_rect.bottom() + h * 0.005
    power_h = h * (0.14 if compact else 0.08)
    text_rect = QRectF(inner.left() + w * 0.03, text_top, inner.width() - w * 0.06, inner.bottom() - text_top - power_h)
    if compact:
        _draw_keywords(painter, card.keywords, text_rect, w, compact=True)
    else:
        used = _draw_keywords(painter, card.keywords, text_rect, w, compact=False)
        text_rect.setTop(text_rect.top() + used)
        _draw_rules_text(painter, card, text_rect)
    _draw_footer(painter, card, inner, power_h, w)
    for number, text in shown:
        fill = INK if number.spot.startswith("top_left") or number.spot == "top_right" else colors[0].darker(160)
        draw_number(painter, number.spot, spot_rect(number.spot, w, h), text, fill)


def _draw_art(painter: QPainter, card: CardDefinition, art: QRectF, colors: list[QColor]) -> None:
    gradient = QLinearGradient(art.topLeft(), art.bottomRight())
    gradient.setColorAt(0, colors[0].lighter(125))
    gradient.setColorAt(1, colors[-1].darker(150))
    painter.setPen(QPen(QColor(0, 0, 0, 90), max(1.0, art.width() / 200)))
    painter.setBrush(gradient)
    painter.drawRoundedRect(art, art.width() * 0.03, art.width() * 0.03)
    painter.setPen(QPen(QColor(255, 255, 255, 40), max(1.0, art.width() / 90)))
    for step in range(1, 6):
        y = art.top() + art.height() * step / 6
        start, end = QPointF(art.left() + art.width() * 0.05, y), QPointF(art.right() - art.width() * 0.05, y)
        painter.drawLine(start, end - QPointF(0, art.height() * 0.1))
    initials = "".join(word[0] for word in card.name.split()[:2]).upper()
    painter.setPen(QColor(255, 255, 255, 150))
    painter.setFont(_font(art.height() * 0.45, bold=True))
    painter.drawText(art, Qt.AlignmentFlag.AlignCenter, initials)


def _draw_keywords(painter: QPainter, keywords: tuple[str, ...], rect: QRectF, w: float, *, compact: bool) -> float:
    """Keyword chips in one row; returns the height used."""
    if not keywords:
        return 0.0
    chip_h = w * (0.13 if compact else 0.075)
    font = _font(chip_h * 0.6, bold=True)
    painter.setFont(font)
    metrics = QFontMetricsF(font)
    x = rect.left()
    for keyword in keywords:
        label = keyword.replace("_", " ").title()
        chip_w = metrics.horizontalAdvance(label) + chip_h * 0.8
        if x + chip_w > rect.right():
            break
        chip = QRectF(x, rect.top() + chip_h * 0.15, chip_w, chip_h)
        _rounded(painter, chip, chip_h / 2, INK)
        painter.setPen(QColor("#fff"))
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, label)
        x += chip_w + chip_h * 0.25
    return chip_h * 1.4


def _draw_rules_text(painter: QPainter, card: CardDefinition, rect: QRectF) -> None:
    text = card.text or ("" if card.automated else "(resolved by hand)")
    if not card.automated and card.text:
        text += "\n(resolved by hand)"
    if not text:
        return
    painter.setPen(INK)
    painter.setFont(_fit_font(text, rect, rect.width() * 0.058, lines=40))
    painter.drawText(
        rect, _flags(Qt.AlignmentFlag.AlignTop, Qt.AlignmentFlag.AlignLeft, Qt.TextFlag.TextWordWrap), text
    )


def _draw_footer(painter: QPainter, card: CardDefinition, inner: QRectF, height: float, w: float) -> None:
    """The card number just above the foot of a full-size face (the numbers sit at either end of the foot)."""
    if w < COMPACT_BELOW:
        return
    footer = QRectF(inner.left(), inner.bottom() - height, inner.width(), height)
    painter.setPen(QColor("#666"))
    painter.setFont(_font(height * 0.3))
    id_rect = QRectF(footer.left(), footer.top() - height * 0.5, footer.width() - w * 0.03, height * 0.5)
    painter.drawText(id_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, card.id)


def type_line(card: CardDefinition, compact: bool = False) -> str:
    """The line under the art: the category (a resource card's own name: "ENERGIO!!", not "DON"), then traits."""
    category = (card.name if card.category in RESOURCE_CATEGORIES else card.category).upper()
    return category if compact or not card.traits else f"{category}  ·  {' / '.join(card.traits)}"


def back_title(ruleset_name: str) -> str:
    """What a card back says: a variant's own name ("ENERGIO!!" of "ONE PIECE Card Game: ENERGIO!!" or of "ENERGIO!!
    (ONE PIECE variant)"), short enough to read at table size."""
    name = ruleset_name.rsplit(": ", 1)[-1]
    return name.split(" (", 1)[0] if name.endswith(")") and " (" in name else name


def render_back(ruleset_id: str, ruleset_name: str, width: int, height: int) -> QImage:
    """The back of every card of one ruleset: a pattern in the ruleset's colour and its name."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    w, h = float(width), float(height)
    base = ruleset_color(ruleset_id)
    _frame(painter, [base.darker(170)], w, h)
    m = w * 0.06
    inner = QRectF(m, m, w - 2 * m, h - 2 * m)
    _rounded(painter, inner, w * 0.04, base)
    path = QPainterPath()
    path.addRoundedRect(inner, w * 0.04, w * 0.04)
    painter.setClipPath(path)
    painter.setPen(QPen(base.lighter(135), max(1.0, w / 60)))
    step = w / 7
    for i in range(-10, 20):
        x = inner.left() + i * step
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()))
    painter.setClipping(False)
    oval = QRectF(w * 0.14, h * 0.38, w * 0.72, h * 0.24)
    painter.setPen(QPen(QColor("#f4efe3"), max(1.0, w / 70)))
    painter.setBrush(base.darker(150))
    painter.drawEllipse(oval)
    painter.setPen(QColor("#f4efe3"))
    title = back_title(ruleset_name)
    painter.setFont(_fit_font(title, oval.adjusted(w * 0.06, 0, -w * 0.06, 0), h * 0.075, True, 2))
    painter.drawText(oval, _flags(Qt.AlignmentFlag.AlignCenter, Qt.TextFlag.TextWordWrap), title)
    painter.end()
    return image
