#include "ui/status/TugOfWarBar.h"
#include "ui/Tr.h"

#include "ui/match/TeamColors.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace icui {

namespace {
constexpr int kBarHeight = 12;
constexpr int kMarkOverhang = 3;
} // namespace

TugOfWarBar::TugOfWarBar(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("tugOfWar"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(Tr::tr("Army value per team"));
}

void TugOfWarBar::setSides(const QList<Side> &sides)
{
    if (sides == m_sides)
        return;
    m_sides = sides;
    const QString text = describe();
    setToolTip(text);
    setAccessibleDescription(text);
    update();
    Q_EMIT sharesChanged();
}

QList<qreal> TugOfWarBar::shares() const
{
    QList<qreal> shares;
    qint64 total = 0;
    for (const Side &side : m_sides)
        total += std::max<qint64>(side.value, 0);
    for (const Side &side : m_sides) {
        shares << (total > 0 ? qreal(std::max<qint64>(side.value, 0)) / qreal(total)
                             : 1.0 / qreal(m_sides.size()));
    }
    return shares;
}

QSize TugOfWarBar::sizeHint() const
{
    return {200, kBarHeight + 2 * kMarkOverhang};
}

QSize TugOfWarBar::minimumSizeHint() const
{
    return {60, kBarHeight + 2 * kMarkOverhang};
}

QString TugOfWarBar::describe() const
{
    QStringList parts;
    const QList<qreal> parts01 = shares();
    for (int i = 0; i < m_sides.size(); ++i) {
        parts << Tr::tr("Team %1: %2 %")
                     .arg(m_sides.at(i).team + 1)
                     .arg(QLocale().toString(std::lround(parts01.at(i) * 100)));
    }
    return parts.join(QStringLiteral(", "));
}

void TugOfWarBar::paintEvent(QPaintEvent *)
{
    if (m_sides.size() < 2)
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF bar(0.5, kMarkOverhang + 0.5, width() - 1.0, kBarHeight - 1.0);
    QPainterPath outline;
    outline.addRoundedRect(bar, kBarHeight / 2.0, kBarHeight / 2.0);
    painter.save();
    painter.setClipPath(outline);
    const QList<qreal> parts = shares();
    qreal x = bar.left();
    for (int i = 0; i < m_sides.size(); ++i) {
        const qreal w = i + 1 == m_sides.size() ? bar.right() - x : parts.at(i) * bar.width();
        painter.fillRect(QRectF(x, bar.top(), w, bar.height()),
                         TeamColors::team(m_sides.at(i).team, palette()));
        x += w;
        if (i + 1 < m_sides.size()) // a thin gap in the card's colour between two teams
            painter.fillRect(QRectF(x - 1, bar.top(), 2, bar.height()),
                             palette().color(QPalette::Base));
    }
    painter.restore();
    painter.setPen(QPen(palette().color(QPalette::Mid), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(outline);
    if (m_sides.size() != 2)
        return;
    // The middle: whoever's colour reaches past it leads.
    const qreal middle = std::round(bar.center().x()) + 0.5;
    painter.setPen(QPen(palette().color(QPalette::WindowText), 2, Qt::SolidLine, Qt::FlatCap));
    painter.drawLine(QPointF(middle, 0), QPointF(middle, kMarkOverhang + 3));
    painter.drawLine(QPointF(middle, height() - kMarkOverhang - 3), QPointF(middle, height()));
}

} // namespace icui
