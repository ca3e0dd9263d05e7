#include "AltLetterClashes.h"

#include <QAbstractButton>
#include <QAction>
#include <QGroupBox>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QMultiMap>
#include <QTabBar>

QChar AltLetterClashes::letterOf(QString text)
{
    text.replace(QStringLiteral("&&"), QString());
    const qsizetype at = text.indexOf(QLatin1Char('&'));
    return at >= 0 && at + 1 < text.size() ? text.at(at + 1).toLower() : QChar();
}

QStringList AltLetterClashes::in(QWidget *window)
{
    window = window->window();
    QMultiMap<QChar, QString> keys;
    const auto add = [&keys](const QString &text) {
        if (const QChar letter = letterOf(text); !letter.isNull())
            keys.insert(letter, text);
    };
    if (auto *main = qobject_cast<QMainWindow *>(window))
        for (const QAction *action : main->menuBar()->actions())
            add(action->text());
    const auto shown = [window](const QWidget *w) {
        return w->isVisibleTo(window) && w->window() == window;
    };
    for (QAbstractButton *button : window->findChildren<QAbstractButton *>())
        if (shown(button))
            add(button->text());
    for (QLabel *label : window->findChildren<QLabel *>())
        if (label->buddy() && shown(label))
            add(label->text());
    for (QGroupBox *box : window->findChildren<QGroupBox *>())
        if (shown(box))
            add(box->title());
    for (QTabBar *bar : window->findChildren<QTabBar *>())
        for (int i = 0; shown(bar) && i < bar->count(); ++i)
            add(bar->tabText(i));
    QStringList found;
    for (const QChar key : keys.uniqueKeys())
        if (keys.count(key) > 1)
            found << QStringLiteral("%1: %2").arg(key,
                                                  keys.values(key).join(QStringLiteral(" / ")));
    return found;
}
