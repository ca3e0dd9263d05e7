#include "ui/connectors/FieldMark.h"

#include "ui/appearance/Appearance.h"

#include <QLabel>
#include <QWidget>

namespace icui::FieldMark {
namespace {

const QColor ErrorTone(0xd9, 0x3a, 0x2b);

QColor mixed(const QColor &a, const QColor &b, double share)
{
    return QColor::fromRgbF(float(a.redF() * (1 - share) + b.redF() * share),
                            float(a.greenF() * (1 - share) + b.greenF() * share),
                            float(a.blueF() * (1 - share) + b.blueF() * share));
}

/// Red text that reads on the window's ground: lighter on a dark one.
QColor errorText(const QPalette &palette)
{
    return Appearance::isDark(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e);
}

} // namespace

void markInvalid(QWidget *field, const QPalette &palette)
{
    if (!field)
        return;
    const QColor ground =
        mixed(palette.color(QPalette::Base), ErrorTone, Appearance::isDark(palette) ? 0.25 : 0.12);
    const QString name = QString::fromLatin1(field->metaObject()->className());
    field->setProperty("invalid", true);
    field->setStyleSheet(
        QStringLiteral("%1 { border: 2px solid %2; border-radius: 3px; "
                       "background: %3; color: %4; padding: 1px 3px; }")
            .arg(name, ErrorTone.name(), ground.name(), palette.color(QPalette::Text).name()));
}

void clear(QWidget *field)
{
    if (!field || !isMarked(field))
        return;
    field->setProperty("invalid", false);
    field->setStyleSheet(QString());
}

bool isMarked(const QWidget *field)
{
    return field && field->property("invalid").toBool();
}

void styleAsError(QLabel *label)
{
    // Judged by the surroundings: the label's own WindowText is the one being replaced.
    const QWidget *around = label->parentWidget() ? label->parentWidget() : label;
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, errorText(around->palette()));
    label->setPalette(palette);
}

} // namespace icui::FieldMark
