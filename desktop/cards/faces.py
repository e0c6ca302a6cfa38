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

RENDER_VERSION = 3
"""Bump when drawing changes, so cached faces are redrawn."""

INK = QColor("#1d1f24")
PAPER = QColor("#f4efe3")
COMPACT_BELOW = 200  # narrower faces leave out rules text


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


def render_face(card: CardDefinition, width: int, height: int) -> QImage:
    """A card face from its data alone."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    _draw_face(painter, card, float(width), float(height))
    painter.end()
    return image


def _frame(painter: QPainter, colors: list[QColor], w: float, h: float) -> None:
    gradient = QLinearGradient(0, 0, w, h)
    for index, color in enumerate(colors):
        gradient.setColorAt(index / max(1, len(colors) - 1), color)
    if len(colors) == 1:
        gradient.setColorAt(1, colors[0].darker(135))
    painter.setPen(QPen(QColor("#111"), max(1.0, w / 120)))
    painter.setBrush(gradient)
    painter.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), w * 0.06, w * 0.06)


def _draw_face(painter: QPainter, card: CardDefinition, w: float, h: float) -> None:
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
    if card.cost is not None:
        disc = w * (0.24 if compact else 0.14)
        disc_rect = QRectF(band.left() + w * 0.02, band.top() + (band_h - disc) / 2, disc, disc)
        painter.setPen(QPen(QColor("#fff"), max(1.0, w / 90)))
        painter.setBrush(INK)
        painter.drawEllipse(disc_rect)
        painter.setFont(_font(disc * 0.62, bold=True))
        painter.setPen(QColor("#fff"))
        painter.drawText(disc_rect, Qt.AlignmentFlag.AlignCenter, str(card.cost))
        name_left = disc_rect.right() + w * 0.03
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
    category = card.category.upper()
    type_text = category if compact or not card.traits else f"{category}  ·  {' / '.join(card.traits)}"
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
    _draw_footer(painter, card, inner, power_h, w, colors[0])


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


def _draw_footer(
    painter: QPainter, card: CardDefinition, inner: QRectF, height: float, w: float, color: QColor
) -> None:
    footer = QRectF(inner.left(), inner.bottom() - height, inner.width(), height)
    if w >= COMPACT_BELOW:
        painter.setPen(QColor("#666"))
        painter.setFont(_font(height * 0.32))
        id_rect = QRectF(footer.left() + w * 0.03, footer.top(), footer.width() * 0.5, footer.height())
        painter.drawText(id_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, card.id)
    if card.power is None:
        return
    badge = QRectF(
        footer.right() - footer.width() * 0.42, footer.top() + height * 0.1, footer.width() * 0.4, height * 0.8
    )
    _rounded(painter, badge, height * 0.3, color.darker(160))
    painter.setPen(QColor("#fff"))
    painter.setFont(_fit_font(str(card.power), badge.adjusted(4, 0, -4, 0), height * 0.62, True))
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(card.power))


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
    painter.setFont(_fit_font(ruleset_name, oval.adjusted(w * 0.06, 0, -w * 0.06, 0), h * 0.07, True, 2))
    painter.drawText(oval, _flags(Qt.AlignmentFlag.AlignCenter, Qt.TextFlag.TextWordWrap), ruleset_name)
    painter.end()
    return image
