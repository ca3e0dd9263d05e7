// After the ninth newcomer (issue 26): the replay-on-stream bar names the replay's map and when
// it was played, Back to Live is confirmed in the status bar without moving the page under the
// pointer; a denied program prompt leaves a status-bar line; Tab into the Tools table selects
// its row; a Status card's own button comes before its page link; a documentation file the
// desktop fails to open says in the visible line that its path is copied and where the docs
// are; a wrong password points to the Password page alike in the status bar and the card.

#include "WindowFixture.h"

#include "GatewayIdentify.h"
#include "TestFiles.h"
#include "host/ToolHost.h"
#include "mock/MockGame.h"
#include "mock/ReplayService.h"
#include "ui/common/ExternalLink.h"
#include "ui/overlays/OverlaysPage.h"
#include "ui/overlays/ReplayOnStreamBar.h"
#include "ui/prompts/PermissionPrompt.h"
#include "ui/prompts/PromptPresenter.h"
#include "ui/status/OverlaysCard.h"
#include "ui/status/StatusPage.h"
#include "ui/tools/ToolsPage.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFocusEvent>
#include <QGuiApplication>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableWidget>
#include <QTest>

using icui::ReplayOnStreamBar;

class TestStreamPromptsAndKeys : public WindowFixture
{
    Q_OBJECT

    QString finishedReplay()
    {
        QSignalSpy saved(m_game->replays(), &icmock::ReplayService::replaySaved);
        m_game->advance(60 * icmock::MockGame::kDefaultTickRate + 5);
        if (saved.isEmpty() && !saved.wait(10000))
            return {};
        return saved.at(0).at(0).toString();
    }

    bool installDesk()
    {
        const QString source = m_dir->filePath(QStringLiteral("desk"));
        return ictest::writeFile(source + QStringLiteral("/tool.yaml"),
                                 "id: desk\nname: \"Score Desk\"\nversion: \"1.0.0\"\n"
                                 "author: \"Tester\"\ndescription: \"A desk\"\n"
                                 "tier: \"observer\"\ntransport: \"websocket\"\n"
                                 "entry_point: \"index.html\"\nicrp: \">=1.0\"\n") &&
               ictest::writeFile(source + QStringLiteral("/index.html"), "<p>desk") &&
               installTool(source);
    }

    QString statusLine() const { return m_window->statusBar()->currentMessage(); }

private Q_SLOTS:
    void init()
    {
        m_withHost = true;
        m_matchSeconds = 60;
        setUpWindow();
    }
    void cleanup()
    {
        icui::ExternalLink::setOpener({});
        icui::ExternalLink::setRecordOnly(true);
        tearDownWindow();
    }

    void replayBarNamesTheMapAndSaysWhenLiveIsBack()
    {
        const QString replayId = finishedReplay();
        QVERIFY(!replayId.isEmpty());
        m_window->showPage(icui::MainWindow::Page::Overlays);
        auto *bar = m_window->overlaysPage()->findChild<ReplayOnStreamBar *>(
            QStringLiteral("replayOnStreamBar"));
        QVERIFY(bar);
        m_panel->showReplayOnStream(replayId, 100, 1.0, true);
        QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible() && bar->hasMessage(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!m_panel->replayOnStreamMap().isEmpty(), 10000);
        const QString map = m_panel->replayOnStreamMap();
        QTRY_VERIFY2(bar->text().contains(map), qPrintable(bar->text()));
        QVERIFY2(!bar->text().contains(replayId), qPrintable(bar->text()));
        const QDateTime at = m_panel->replayOnStreamStartedAt().toLocalTime();
        QVERIFY(at.isValid());
        QVERIFY2(bar->text().contains(QLocale().toString(at.time(), QLocale::ShortFormat)),
                 qPrintable(bar->text()));

        // Back to Live with the pointer on it: the line, and the page does not move.
        QPushButton *back = bar->actionButton();
        QCursor::setPos(back->mapToGlobal(back->rect().center()));
        QTRY_VERIFY(back->underMouse() || bar->rect().contains(bar->mapFromGlobal(QCursor::pos())));
        const int barBottom = bar->geometry().bottom();
        QTest::mouseClick(back, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(m_panel->replayOnStream().isEmpty(), 5000);
        QTRY_COMPARE(statusLine(), QStringLiteral("The overlays show the live game again."));
        QVERIFY(!bar->hasMessage());
        QVERIFY(bar->keepsPlace());
        QCOMPARE(bar->geometry().bottom(), barBottom);
    }

    void deniedProgramLeavesAStatusLine()
    {
        ictest::GatewayIdentify program(m_panel->host()->port(), {});
        QVERIFY(program.send(QString(), QString(), QStringLiteral("observer"), {},
                             QStringLiteral("Stream Deck Script")));
        QTRY_COMPARE(m_window->prompts()->openPrompts().size(), 1);
        QTest::keyClick(m_window->prompts()->openPrompts().constFirst(), Qt::Key_Escape);
        QTRY_COMPARE(statusLine(),
                     QStringLiteral("Refused Stream Deck Script: it may not reach the game."));
    }

    void tabIntoTheToolsTableSelectsItsRow()
    {
        QVERIFY(installDesk());
        m_window->showPage(icui::MainWindow::Page::Tools);
        icui::ToolsPage *page = m_window->toolsPage();
        page->refresh();
        QTRY_VERIFY(page->table()->rowCount() > 0);
        page->table()->clearSelection();
        QVERIFY(!page->uninstallButton()->isEnabled());
        QFocusEvent tabbedIn(QEvent::FocusIn, Qt::TabFocusReason); // as Tab gives it
        QCoreApplication::sendEvent(page->table(), &tabbedIn);
        QCOMPARE(page->table()->selectedItems().isEmpty(), false);
        QVERIFY(page->uninstallButton()->isEnabled());
    }

    void cardButtonsComeBeforeTheirPageLink()
    {
        QVERIFY(installDesk());
        m_window->showPage(icui::MainWindow::Page::Status);
        icui::OverlaysCard *card = m_window->statusPage()->overlaysCard();
        QTRY_VERIFY(card->copyButton()->isVisible());
        auto *link = card->findChild<QPushButton *>(QStringLiteral("cardOpen"));
        QVERIFY(link);
        // Tab from the card's button reaches its link; Tab from the link never its button first.
        QWidget *w = card->copyButton()->nextInFocusChain();
        int steps = 0;
        while (w != link && w != card->copyButton() && ++steps < 200)
            w = w->nextInFocusChain();
        QCOMPARE(w, static_cast<QWidget *>(link));
        QVERIFY(card->copyButton()->previousInFocusChain() != link);
        QWidget *before = link->previousInFocusChain();
        while (before != card && !card->isAncestorOf(before) && before != link)
            before = before->previousInFocusChain();
        QVERIFY(card->isAncestorOf(before)); // the link comes after the card's own widgets
    }

    void documentationThatFailsToOpenSaysItInTheLine()
    {
        auto *docs = m_window->findChild<QAction *>(QStringLiteral("actionDocs"));
        QVERIFY(docs);
        const QUrl readme = icui::ExternalLink::documentation(QStringLiteral("README.md"));
        QVERIFY(readme.isValid());
        icui::ExternalLink::setRecordOnly(false);
        icui::ExternalLink::setOpener(QStringLiteral("false")); // starts, then fails
        QGuiApplication::clipboard()->clear();
        docs->trigger();
        QTRY_VERIFY(statusLine().startsWith(QLatin1String("Could not open")));
        QVERIFY2(statusLine().contains(QLatin1String("copied to the clipboard")),
                 qPrintable(statusLine()));
        const QString folder =
            QDir::toNativeSeparators(QFileInfo(readme.toLocalFile()).absolutePath());
        QVERIFY2(
            m_window->statusBar()->toolTip().contains(
                QStringLiteral("the documentation is in %1").arg(folder)) ||
                statusLine().contains(QStringLiteral("the documentation is in %1").arg(folder)),
            qPrintable(statusLine()));
        QCOMPARE(QGuiApplication::clipboard()->text(),
                 QDir::toNativeSeparators(readme.toLocalFile()));
    }
};

QTEST_MAIN(TestStreamPromptsAndKeys)
#include "TestStreamPromptsAndKeys.moc"
