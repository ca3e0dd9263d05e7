#include "ui/common/AltKeyFilter.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QKeySequenceEdit>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QPlainTextEdit>
#include <QTextEdit>

Q_LOGGING_CATEGORY(lcAltKeys, "ic.ui.altkeys")

namespace icui {

namespace {

bool isTextField(const QWidget *widget)
{
    for (const QWidget *w = widget; w; w = w->parentWidget()) {
        if (qobject_cast<const QKeySequenceEdit *>(w))
            return false; // records Alt+letter as a key sequence
        if (w->isWindow())
            break;
    }
    return qobject_cast<const QLineEdit *>(widget) || qobject_cast<const QTextEdit *>(widget) ||
           qobject_cast<const QPlainTextEdit *>(widget) ||
           qobject_cast<const QAbstractSpinBox *>(widget) ||
           qobject_cast<const QComboBox *>(widget);
}

bool isAltOrAltShift(Qt::KeyboardModifiers modifiers)
{
    modifiers &= ~Qt::KeypadModifier;
    return modifiers == Qt::AltModifier || modifiers == (Qt::AltModifier | Qt::ShiftModifier);
}

bool isPrintable(const QString &text)
{
    return !text.isEmpty() && text.at(0).isPrint();
}

} // namespace

void AltKeyFilter::install()
{
    if (!qApp || qApp->findChild<AltKeyFilter *>(QString(), Qt::FindDirectChildrenOnly))
        return;
    qApp->installEventFilter(new AltKeyFilter(qApp));
}

bool AltKeyFilter::typesAltLetter(const QWidget *receiver, const QKeyEvent *event)
{
    return isAltOrAltShift(event->modifiers()) && isPrintable(event->text()) &&
           isTextField(receiver);
}

bool AltKeyFilter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress && watched->isWidgetType() &&
        typesAltLetter(static_cast<QWidget *>(watched), static_cast<QKeyEvent *>(event))) {
        qCDebug(lcAltKeys) << "dropped an Alt key press no shortcut took"; // never the key
        return true; // no shortcut took it: it types nothing
    }
    return QObject::eventFilter(watched, event);
}

} // namespace icui
