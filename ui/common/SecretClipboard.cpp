#include "ui/common/SecretClipboard.h"
#include "ui/Tr.h"

#include <QApplication>
#include <QClipboard>
#include <QDeadlineTimer>
#include <QMimeData>
#include <QPointer>
#include <QPushButton>
#include <QTimer>

namespace icui {

namespace {
int g_clearDelayMs = 10'000;
/// Counts secret copies: only the newest one's timer clears.
quint64 g_generation = 0;
/// When the newest secret is cleared (expired once its timer ran).
QDeadlineTimer g_deadline{QDeadlineTimer::ForeverConstant::Forever};
bool g_pending = false;
} // namespace

void SecretClipboard::copy(const QString &text, Kind kind, int clearMs)
{
    QClipboard *clipboard = QApplication::clipboard();
    if (kind == Kind::Plain) {
        clipboard->setText(text);
        return;
    }
    auto *mime = new QMimeData;
    mime->setText(text);
    // KDE's Klipper and other clipboard managers leave data with this hint out of their history.
    mime->setData(QStringLiteral("x-kde-passwordManagerHint"), QByteArrayLiteral("secret"));
    clipboard->setMimeData(mime);
    const quint64 generation = ++g_generation;
    const int delay = clearMs < 0 ? g_clearDelayMs : clearMs;
    g_deadline.setRemainingTime(delay);
    g_pending = true;
    QTimer::singleShot(delay, qApp, [text, generation] {
        if (generation != g_generation || !g_pending)
            return; // a newer secret was copied (its own timer decides), or it was withdrawn
        g_pending = false;
        QClipboard *board = QApplication::clipboard();
        const bool ours = board->text() == text;
        if (ours)
            board->clear();
        Q_EMIT instance()->expired(ours);
    });
}

void SecretClipboard::copy(QPushButton *button, const QString &text, Kind kind, int clearMs)
{
    copy(text, kind, clearMs);
    if (!button)
        return;
    // The label it had before the first "Copied" (a second click must not keep "Copied").
    QVariant original = button->property("icOriginalText");
    if (!original.isValid()) {
        original = button->text();
        button->setProperty("icOriginalText", original);
    }
    button->setText(Tr::tr("Copied"));
    QPointer<QPushButton> guard(button);
    const quint64 clicks = button->property("icCopyClicks").toULongLong() + 1;
    button->setProperty("icCopyClicks", clicks);
    QTimer::singleShot(confirmationMs(), button, [guard, clicks] {
        if (guard && guard->property("icCopyClicks").toULongLong() == clicks)
            guard->setText(guard->property("icOriginalText").toString());
    });
}

void SecretClipboard::reserveWidth(QPushButton *button)
{
    const QString label = button->text();
    button->setText(Tr::tr("Copied"));
    const int copied = button->sizeHint().width();
    button->setText(label);
    button->setMinimumWidth(qMax(copied, button->sizeHint().width()));
}

quint64 SecretClipboard::generation()
{
    return g_generation;
}

qint64 SecretClipboard::remainingMs()
{
    return g_pending ? g_deadline.remainingTime() : -1;
}

bool SecretClipboard::withdraw(quint64 generation, const QString &text)
{
    QClipboard *clipboard = QApplication::clipboard();
    if (generation != g_generation || !g_pending || clipboard->text() != text)
        return false;
    g_pending = false;
    clipboard->clear();
    return true;
}

SecretClipboard *SecretClipboard::instance()
{
    static SecretClipboard *the = [] {
        auto *created = new SecretClipboard;
        created->setParent(qApp); // goes with the application
        return created;
    }();
    return the;
}

int SecretClipboard::clearDelayMs()
{
    return g_clearDelayMs;
}

void SecretClipboard::setClearDelayMs(int ms)
{
    g_clearDelayMs = qMax(0, ms);
}

int SecretClipboard::confirmationMs()
{
    return 1500;
}

} // namespace icui
