#include "ui/overlays/AudienceBadge.h"
#include "ui/Tr.h"
#include "ui/appearance/Appearance.h"

#include <QPainter>

namespace icui {

namespace {

QColor mixed(const QColor &a, const QColor &b, double share)
{
    return QColor::fromRgbF(a.redF() * (1 - share) + b.redF() * share,
                            a.greenF() * (1 - share) + b.greenF() * share,
                            a.blueF() * (1 - share) + b.blueF() * share);
}

} // namespace

AudienceBadge::AudienceBadge(QWidget *parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("audienceBadge"));
    setTextFormat(Qt::PlainText);
    setAlignment(Qt::AlignVCenter | Qt::AlignLeft);
    setContentsMargins(dotRoom(), 1, 6, 1);
    setAudience(0, 0);
}

void AudienceBadge::setAudience(int inObs, int inBrowsers)
{
    m_where = inObs > 0 ? Where::Obs : inBrowsers > 0 ? Where::Browser : Where::Nowhere;
    switch (m_where) {
    case Where::Obs:
        setText(Tr::tr("Live in OBS"));
        setToolTip(
            Tr::tr("An OBS browser source shows this overlay now (%n page(s)).", nullptr, inObs));
        break;
    case Where::Browser:
        setText(Tr::tr("Open in a browser"));
        setToolTip(Tr::tr("A web browser shows this overlay (%n page(s)), but no OBS browser "
                          "source does.",
                          nullptr, inBrowsers));
        break;
    case Where::Nowhere:
        setText(Tr::tr("Not in OBS"));
        setToolTip(Tr::tr("No OBS browser source shows this overlay yet: drag it to OBS, or copy "
                          "its URL into a browser source."));
        break;
    }
    setAccessibleName(text());
    update();
}

QColor AudienceBadge::tone() const
{
    switch (m_where) {
    case Where::Obs:
        return Appearance::tone(Appearance::Tone::Good, palette());
    case Where::Browser:
        return Appearance::tone(Appearance::Tone::Info, palette());
    case Where::Nowhere:
        break;
    }
    return Appearance::tone(Appearance::Tone::Idle, palette());
}

int AudienceBadge::dotRoom() const
{
    return fontMetrics().height() / 2 + 12;
}

void AudienceBadge::paintEvent(QPaintEvent *event)
{
    // From the palette at each paint, as the message bars: a live switch shows at once.
    const QColor dot = tone();
    const QColor background = mixed(palette().color(QPalette::Window), dot, 0.18);
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF box = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    painter.setPen(QPen(mixed(background, dot, 0.5), 1));
    painter.setBrush(background);
    painter.drawRoundedRect(box, box.height() / 2, box.height() / 2);
    const qreal size = fontMetrics().height() / 2.0;
    painter.setPen(Qt::NoPen);
    painter.setBrush(dot);
    painter.drawEllipse(QRectF(7, (height() - size) / 2, size, size));
    painter.end();
    QLabel::paintEvent(event);
}

} // namespace icui
