#include "ui/common/ActionFeedback.h"

#include <QApplication>
#include <QDateTime>
#include <QFontMetrics>
#include <QHash>
#include <QMainWindow>
#include <QStatusBar>
#include <QStyle>

namespace icui {

namespace {

const char *const kToolTipWired = "icActionFeedbackToolTip";
/// The line said with sayUntilSettled() that still waits for settle().
const char *const kUnsettled = "icActionFeedbackUnsettled";
/// How many lines were said in this bar: tells a line said during a status change.
const char *const kSaidCount = "icActionFeedbackSaid";
const char *const kSaidBeforeChange = "icActionFeedbackSaidBeforeChange";
/// The line about the connection status (and which status) that goes when the status changes.
const char *const kStatusLine = "icActionFeedbackStatusLine";
const char *const kStatusOfLine = "icActionFeedbackStatusOfLine";
/// The whole text of the line shown, and when it goes (ms since the epoch): refit() cuts it
/// again to the room there is when the permanent widgets change width.
const char *const kWholeText = "icActionFeedbackWholeText";
const char *const kShownUntil = "icActionFeedbackShownUntil";

/// The whole text last handed to the keeper (a line cut again by refit() is not kept twice).
const char *const kKeptText = "icActionFeedbackKeptText";

/// Each bar's keeper of whole texts (ActionFeedback::setWholeTextKeeper()).
QHash<const QStatusBar *, std::function<void(const QString &)>> &keepers()
{
    static QHash<const QStatusBar *, std::function<void(const QString &)>> all;
    return all;
}

/// Hands `text` to `bar`'s keeper when its line shows less than all of it.
void keepWholeText(QStatusBar *bar, const QString &line, const QString &text)
{
    if (line == text || bar->property(kKeptText).toString() == text)
        return;
    bar->setProperty(kKeptText, text);
    if (const auto keeper = keepers().value(bar))
        keeper(text);
}

/// The bar's tooltip is the whole text while a shortened line shows, and goes with it.
void showWholeTextAsToolTip(QStatusBar *bar, const QString &text)
{
    if (!bar->property(kToolTipWired).toBool()) {
        bar->setProperty(kToolTipWired, true);
        QObject::connect(bar, &QStatusBar::messageChanged, bar, [bar](const QString &message) {
            if (message.isEmpty())
                bar->setToolTip(QString());
        });
    }
    bar->setToolTip(text);
}

/// The status bar of `from`'s main window, or null.
QStatusBar *statusBarOf(const QWidget *from)
{
    QMainWindow *window = from ? qobject_cast<QMainWindow *>(from->window()) : nullptr;
    if (!window) {
        // A dialog of the main window: its parent chain leads there.
        for (QWidget *top : QApplication::topLevelWidgets()) {
            if ((window = qobject_cast<QMainWindow *>(top)))
                break;
        }
    }
    return window ? window->statusBar() : nullptr;
}

/// Shows `text` in `bar`; returns the line shown.
QString show(QStatusBar *bar, const QString &text)
{
    const QString line =
        ActionFeedback::shortened(text, bar->fontMetrics(), ActionFeedback::messageWidth(bar));
    bar->showMessage(line, ActionFeedback::timeoutMs());
    bar->setProperty(kWholeText, text);
    bar->setProperty(kShownUntil,
                     QDateTime::currentMSecsSinceEpoch() + ActionFeedback::timeoutMs());
    bar->setProperty(kSaidCount, bar->property(kSaidCount).toInt() + 1);
    bar->setProperty(kKeptText, QString()); // said again: kept again (the Log counts it)
    showWholeTextAsToolTip(bar, line == text ? QString() : text);
    keepWholeText(bar, line, text);
    return line;
}

} // namespace

void ActionFeedback::say(const QWidget *from, const QString &text)
{
    if (QStatusBar *bar = statusBarOf(from)) {
        bar->setProperty(kUnsettled, QString());
        show(bar, text);
    }
}

void ActionFeedback::sayUntilSettled(const QWidget *from, const QString &text)
{
    if (QStatusBar *bar = statusBarOf(from))
        bar->setProperty(kUnsettled, show(bar, text));
}

void ActionFeedback::settle(const QWidget *from)
{
    QStatusBar *bar = statusBarOf(from);
    if (!bar)
        return;
    const QString unsettled = bar->property(kUnsettled).toString();
    bar->setProperty(kUnsettled, QString());
    // A line said since (how the action ended) stays.
    if (!unsettled.isEmpty() && bar->currentMessage() == unsettled)
        bar->clearMessage();
}

void ActionFeedback::connectionStatusChanging(const QWidget *from, int status)
{
    QStatusBar *bar = statusBarOf(from);
    if (!bar)
        return;
    bar->setProperty(kSaidBeforeChange, bar->property(kSaidCount).toInt());
    const QString line = bar->property(kStatusLine).toString();
    if (line.isEmpty() || bar->property(kStatusOfLine).toInt() == status)
        return; // the same status (a countdown's tick): still true
    bar->setProperty(kStatusLine, QString());
    if (bar->currentMessage() == line)
        bar->clearMessage();
}

void ActionFeedback::connectionStatusChanged(const QWidget *from, int status)
{
    QStatusBar *bar = statusBarOf(from);
    if (!bar || bar->property(kSaidCount).toInt() == bar->property(kSaidBeforeChange).toInt())
        return;
    bar->setProperty(kStatusLine, bar->currentMessage());
    bar->setProperty(kStatusOfLine, status);
}

void ActionFeedback::refit(const QWidget *from)
{
    QStatusBar *bar = statusBarOf(from);
    if (!bar)
        return;
    const QString line = bar->currentMessage();
    const QString whole = bar->property(kWholeText).toString();
    if (line.isEmpty() || whole.isEmpty())
        return;
    const QString fitted = shortened(whole, bar->fontMetrics(), messageWidth(bar));
    const qint64 left =
        bar->property(kShownUntil).toLongLong() - QDateTime::currentMSecsSinceEpoch();
    if (fitted == line || left <= 0)
        return;
    // The same line, cut anew: what waits for it (settle(), a status change) still knows it.
    for (const char *name : {kUnsettled, kStatusLine}) {
        if (bar->property(name).toString() == line)
            bar->setProperty(name, fitted);
    }
    bar->showMessage(fitted, int(left));
    showWholeTextAsToolTip(bar, fitted == whole ? QString() : whole);
    keepWholeText(bar, fitted, whole);
}

void ActionFeedback::setWholeTextKeeper(QStatusBar *bar, std::function<void(const QString &)> keep)
{
    if (!bar)
        return;
    if (!keepers().contains(bar))
        QObject::connect(bar, &QObject::destroyed, [bar] { keepers().remove(bar); });
    keepers().insert(bar, std::move(keep));
}

int ActionFeedback::timeoutMs()
{
    return 8000;
}

int ActionFeedback::longTextChars()
{
    return 90;
}

QString ActionFeedback::shortened(const QString &text, const QFontMetrics &metrics, int width)
{
    QString line = text;
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    line = line.trimmed();
    if (line.size() > longTextChars()) {
        const qsizetype end = line.indexOf(QLatin1String(". "));
        if (end > 0)
            line.truncate(end + 1);
    }
    if (width > 0)
        line = metrics.elidedText(line, Qt::ElideRight, width);
    return line;
}

int ActionFeedback::messageWidth(const QStatusBar *bar)
{
    if (!bar || bar->width() <= 0)
        return 0;
    // Permanent widgets sit on the right half; widgets added with addWidget() on the left.
    int right = bar->width();
    for (const QWidget *child : bar->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
        if (child->isVisible() && child->geometry().center().x() > bar->width() / 2)
            right = qMin(right, child->x());
    }
    // The message's own margins and the gap before the permanent widget.
    const int gap = 2 * qMax(0, bar->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing)) + 12;
    return qMax(0, right - gap);
}

} // namespace icui
