#include "ui/tools/RiskBar.h"

#include "ui/appearance/Appearance.h"

#include <QApplication>
#include <QPainter>
#include <QToolButton>

namespace icui {

namespace {
QColor mixed(const QColor &a, const QColor &b, double share)
{
    return QColor::fromRgbF(a.redF() * (1 - share) + b.redF() * share,
                            a.greenF() * (1 - share) + b.greenF() * share,
                            a.blueF() * (1 - share) + b.blueF() * share);
}
} // namespace

RiskBar::RiskBar(QWidget *parent) : MessageBar(parent)
{
    setObjectName(QStringLiteral("riskBar"));
}

void RiskBar::showRisk(const TierRisk::Risk &risk)
{
    m_level = risk.level;
    // The verdict stays while the dialog is open: it is what the user agrees to, or holds.
    showMessage(Kind::Warning, risk.text, 0);
    closeButton()->hide();
}

MessageBar::Kind RiskBar::toneKind() const
{
    return m_level == TierRisk::Level::Danger ? Kind::Error : Kind::Warning;
}

void RiskBar::paintEvent(QPaintEvent *event)
{
    if (toneKind() == kind()) {
        MessageBar::paintEvent(event);
        return;
    }
    // As MessageBar draws itself, in the risk's tone: from the surroundings' palette at each
    // paint, so a live switch between light and dark shows at once.
    const QPalette around = parentWidget() ? parentWidget()->palette() : QApplication::palette();
    const QColor background = tint(toneKind(), around);
    const QColor tone = Appearance::tone(Appearance::Tone::Error, around);
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(mixed(background, tone, 0.6), 1));
    painter.setBrush(background);
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
}

} // namespace icui
