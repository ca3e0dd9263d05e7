#pragma once
// What the Status page's GUI tests share (TestStatusPage, TestStatusOverlays): the window over a
// simulated game with the overlay host running and Score Desk installed (WindowFixture), shown on
// the Status page; a card clicked, a row of a card's list and its dot, the first text the page
// cuts, and pictures saved with IC_TEST_SHOTS.

#include "TestShots.h"
#include "WindowFixture.h"

#include "host/ToolHost.h"
#include "ui/prompts/PermissionPrompt.h"
#include "ui/status/DotList.h"
#include "ui/status/StatusCard.h"
#include "ui/status/StatusPage.h"

#include <QFontMetrics>
#include <QLabel>
#include <QPushButton>
#include <QTest>

class StatusPageFixture : public WindowFixture
{
protected:
    /// The window with the host, Score Desk's token issued, on the Status page (quick match
    /// figures). Fails the test (QTest::currentTestFailed()) when any of it does not work.
    void setUpStatus()
    {
        m_withHost = true;
        setUpWindow([](icpanel::Panel::Options &o) { o.matchRefreshMs = 100; });
        QVERIFY(installDeskTool());
        QTRY_VERIFY(!token().isEmpty());
        m_window->showPage(icui::MainWindow::Page::Status);
    }

    void tearDownStatus()
    {
        icui::PermissionPrompt::takeNextAnswer();
        tearDownWindow();
    }

    icui::StatusPage *page() const { return m_window->statusPage(); }
    /// Saves a profile `name` for a port nothing listens on and connects to it; its port.
    quint16 connectToNothing(const QString &name)
    {
        return connectWhereNothingAnswers(name, QStringLiteral("pw-for-nothing"), false);
    }
    /// Clicks the card on its big line (not a button): the whole card leads to its page.
    static void clickCard(icui::StatusCard *card)
    {
        QTest::mouseClick(card->bigLine(), Qt::LeftButton, {}, QPoint(4, 4));
    }
    QString token() const { return m_panel->host()->toolToken(QStringLiteral("desk")); }
    void saveShot(const QString &name) { ictest::saveShot(m_window.get(), name); }

    /// The first label or button on the page whose text does not fit it (empty: none).
    QString firstCut() const
    {
        for (const QWidget *widget : page()->findChildren<QWidget *>()) {
            if (!widget->isVisible() || !(qobject_cast<const QLabel *>(widget) ||
                                          qobject_cast<const QPushButton *>(widget)))
                continue;
            const auto *label = qobject_cast<const QLabel *>(widget);
            const bool wraps = label && label->wordWrap();
            const QSize wanted = widget->sizeHint();
            const int height = wraps ? widget->heightForWidth(widget->width()) : wanted.height();
            if ((!wraps && widget->width() < wanted.width()) || widget->height() < height)
                return QStringLiteral("%1 \"%2\": %3×%4 < %5×%6")
                    .arg(widget->objectName(),
                         label ? label->text() : qobject_cast<const QPushButton *>(widget)->text())
                    .arg(widget->width())
                    .arg(widget->height())
                    .arg(wanted.width())
                    .arg(height);
        }
        return {};
    }

    /// The row of `list` that starts with `name` ("name: state"; empty: none).
    static QString rowOf(const icui::DotList *list, const QString &name)
    {
        for (const QString &text : list->texts()) {
            if (text == name || text.startsWith(name + QStringLiteral(": ")))
                return text;
        }
        return {};
    }

    /// The first name of `list` not shown whole on at most two lines (empty: none).
    static QString namesShownWhole(const icui::DotList *list)
    {
        const QList<QLabel *> names = list->findChildren<QLabel *>(QStringLiteral("dotName"));
        for (const QLabel *name : names) {
            if (!name->isVisible())
                continue;
            const QFontMetrics metrics = name->fontMetrics();
            const QRect needed = metrics.boundingRect(QRect(0, 0, name->width(), 10000),
                                                      Qt::TextWordWrap, name->text());
            if (needed.width() > name->width() || needed.height() > name->height() ||
                name->height() > metrics.height() * 5 / 2 || name->text().contains(QChar(0x2026)))
                return QStringLiteral("\"%1\" in %2×%3, needs %4×%5")
                    .arg(name->text())
                    .arg(name->width())
                    .arg(name->height())
                    .arg(needed.width())
                    .arg(needed.height());
        }
        return names.isEmpty() ? QStringLiteral("no names") : QString();
    }

    /// The dot of the row of `list` named `name`.
    static icui::DotList::Dot dotOf(const icui::DotList *list, const QString &name)
    {
        for (const icui::DotList::Row &row : list->rows()) {
            if (row.name == name)
                return row.dot;
        }
        return icui::DotList::Dot::None;
    }
};
