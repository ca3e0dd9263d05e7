// Kick on the Connections page, as the twenty-third newcomer used it: after Kick Tool… the next
// row (the overlay live in OBS) was selected with Kick Tool… enabled, so the same keys again
// would have cut the stream's overlay. After a kick in either table nothing is selected, Kick is
// grey and the focus stays in the table; Delete in either table asks as its Kick button does
// (Cancel the default); a long name is short on the confirmation's button (ending in "…") and
// whole in its question, as on the Tools page's Uninstall confirmation.

#include "TestFiles.h"
#include "TestShots.h"
#include "UserAgentSocket.h"
#include "WindowFixture.h"

#include "ui/common/ButtonName.h"
#include "ui/common/MessageBox.h"
#include "ui/connections/ConnectionsPage.h"
#include "ui/connections/ToolSessionsBox.h"
#include "ui/tools/ToolsPage.h"

#include "host/ToolHost.h"
#include "icrp/client/IcrpClient.h"
#include "panel/ToolSessionsModel.h"
#include "tools/ToolRegistry.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QWebSocket>
#include <memory>

namespace {

const QString kLongName = QStringLiteral("Coach Assistant for the Casting Desk");

/// What a real confirmation showed before it was answered with a key.
struct SeenBox
{
    bool shown = false;
    QString text;
    QStringList buttons;
    bool cancelIsDefault = false;
};

/// Answers the next real message box with `key` once it is up (its picture saved as `shot`).
void answerNextBoxWith(int key, SeenBox *seen, const QString &shot)
{
    auto *poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, [poll, key, seen, shot] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || !box->isVisible())
            return;
        poll->stop();
        poll->deleteLater();
        seen->shown = true;
        seen->text = box->text();
        for (QAbstractButton *button : box->buttons())
            seen->buttons << button->text();
        seen->cancelIsDefault = box->defaultButton() == box->button(QMessageBox::Cancel);
        ictest::saveShot(box, shot);
        QWidget *target = box->focusWidget() ? box->focusWidget() : box;
        QTest::keyClick(target, Qt::Key(key));
    });
    poll->start();
}

} // namespace

class TestConnectionsKick : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void kickingAToolLeavesNothingSelected();
    void deleteAsksAsKickToolDoesCancelTheDefault();
    void aLongToolNameIsShortOnTheButtonWholeInTheQuestion();
    void kickingAGameSessionLeavesNothingSelected();
    void deleteOnAGameSessionAsksAsKickDoes();
    void uninstallButtonNamesALongToolShort();

private:
    icui::ToolSessionsBox *box() const { return m_window->connectionsPage()->toolSessionsBox(); }
    QString token(const QString &toolId) const { return m_panel->host()->toolToken(toolId); }
    /// Installs "coach", an observer tool named kLongName.
    bool installLongNamedTool();
    /// A program (no User-Agent) identified as `toolId` on the panel's gateway.
    std::unique_ptr<icrp::IcrpClient> program(const QString &toolId);
    /// A second client of the game itself, as an observer named `name`.
    std::unique_ptr<icrp::IcrpClient> gameClient(const QString &name);
    /// The row of the tool sessions table whose Where is `where`, or -1.
    int toolRow(const QString &where) const;
    /// Shows the Connections page in the active window with the focus on `table`, `row` chosen.
    void chooseRow(QTableView *table, int row);
};

void TestConnectionsKick::init()
{
    m_withHost = true;
    setUpWindow();
    QVERIFY(installDeskTool());
    QTRY_VERIFY(!token(QStringLiteral("desk")).isEmpty());
    m_window->showPage(icui::MainWindow::Page::Connections);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestConnectionsKick::cleanup()
{
    icui::MessageBox::setNextAnswer(QMessageBox::NoButton);
    tearDownWindow();
}

bool TestConnectionsKick::installLongNamedTool()
{
    const QString source = m_dir->filePath(QStringLiteral("coach"));
    return ictest::writeFile(source + QStringLiteral("/tool.yaml"),
                             "id: coach\nname: \"" + kLongName.toUtf8() +
                                 "\"\nversion: \"0.3.0\"\n"
                                 "author: \"Tester\"\ndescription: \"A coach\"\n"
                                 "tier: \"observer\"\ntransport: \"websocket\"\n"
                                 "entry_point: \"index.html\"\nicrp: \">=1.0\"\n"
                                 "subscriptions:\n  - \"match\"\n") &&
           ictest::writeFile(source + QStringLiteral("/index.html"), "<p>coach") &&
           installTool(source);
}

std::unique_ptr<icrp::IcrpClient> TestConnectionsKick::program(const QString &toolId)
{
    auto client = std::make_unique<icrp::IcrpClient>();
    icrp::IcrpClient::Options options;
    options.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_panel->host()->port()));
    options.toolId = toolId;
    options.password = token(toolId);
    options.clientName = toolId;
    options.autoReconnect = false;
    client->setOptions(options);
    QSignalSpy connected(client.get(), &icrp::IcrpClient::connected);
    client->open();
    return connected.wait(5000) ? std::move(client) : nullptr;
}

std::unique_ptr<icrp::IcrpClient> TestConnectionsKick::gameClient(const QString &name)
{
    auto client = std::make_unique<icrp::IcrpClient>();
    icrp::IcrpClient::Options options;
    options.url = QUrl(m_game->url());
    options.tier = icrp::Tier::Observer;
    options.password = m_passwords.constFirst();
    options.clientName = name;
    options.autoReconnect = false;
    client->setOptions(options);
    QSignalSpy connected(client.get(), &icrp::IcrpClient::connected);
    client->open();
    return connected.wait(5000) ? std::move(client) : nullptr;
}

int TestConnectionsKick::toolRow(const QString &where) const
{
    const QAbstractItemModel *model = box()->table()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, icpanel::ToolSessionsModel::WhereColumn).data().toString() == where)
            return row;
    }
    return -1;
}

void TestConnectionsKick::chooseRow(QTableView *table, int row)
{
    table->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(table));
    table->selectRow(row);
    QCOMPARE(table->selectionModel()->selectedRows().size(), 1);
}

void TestConnectionsKick::kickingAToolLeavesNothingSelected()
{
    // A program and, after it, the overlay live in OBS: the newcomer's two rows.
    std::unique_ptr<icrp::IcrpClient> desk = program(QStringLiteral("desk"));
    QVERIFY(desk);
    std::unique_ptr<QWebSocket> obs =
        ictest::openAs(m_panel->host()->port(), ictest::kObsAgent, QStringLiteral("desk"),
                       token(QStringLiteral("desk")));
    QVERIFY(obs);
    QTRY_COMPARE(box()->table()->model()->rowCount(), 2);
    QTableView *table = box()->table();
    chooseRow(table, toolRow(QStringLiteral("Program")));
    QVERIFY(box()->kickButton()->isEnabled());

    // Alt+L (Kick Tool…), then Kick in the confirmation.
    QSignalSpy ended(desk.get(), &icrp::IcrpClient::disconnected);
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_L, Qt::AltModifier);
    QVERIFY(ended.wait(5000));
    QTRY_COMPARE(table->model()->rowCount(), 1);
    QCOMPARE(toolRow(QStringLiteral("OBS")), 0);

    // Nothing took its place: no selection, no current row, Kick Tool… grey, the focus still
    // in the table.
    QVERIFY(!table->selectionModel()->hasSelection());
    QVERIFY(!table->currentIndex().isValid());
    QVERIFY(!box()->kickButton()->isEnabled());
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(table));
    ictest::saveShot(m_window.get(), QStringLiteral("connections-after-kick-tool"));

    // The same keys again (and Delete) kick nothing and ask nothing: OBS keeps its overlay.
    const QString askedBefore = icui::MessageBox::lastTitle();
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_L, Qt::AltModifier);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Delete);
    QCoreApplication::processEvents();
    QCOMPARE(icui::MessageBox::lastTitle(), askedBefore);
    QCOMPARE(table->model()->rowCount(), 1);
    QCOMPARE(obs->state(), QAbstractSocket::ConnectedState);
    icui::MessageBox::setNextAnswer(QMessageBox::NoButton);

    // Down chooses the first row again, and Kick Tool… is live for it.
    QTest::keyClick(table, Qt::Key_Down);
    QCOMPARE(table->selectionModel()->selectedRows().size(), 1);
    QCOMPARE(table->selectionModel()->selectedRows().constFirst().row(), 0);
    QVERIFY(box()->kickButton()->isEnabled());
}

void TestConnectionsKick::deleteAsksAsKickToolDoesCancelTheDefault()
{
    std::unique_ptr<icrp::IcrpClient> desk = program(QStringLiteral("desk"));
    QVERIFY(desk);
    QTRY_COMPARE(box()->table()->model()->rowCount(), 1);
    QTableView *table = box()->table();
    chooseRow(table, 0);

    // Delete opens the same confirmation; Return there is Cancel: nothing is kicked.
    SeenBox seen;
    answerNextBoxWith(Qt::Key_Return, &seen, QStringLiteral("connections-delete-tool"));
    QTest::keyClick(table, Qt::Key_Delete);
    QTRY_VERIFY(seen.shown);
    QVERIFY2(seen.buttons.contains(QStringLiteral("&Kick Score Desk (Program)")),
             qPrintable(seen.buttons.join(QLatin1String(" | "))));
    QVERIFY(seen.cancelIsDefault);
    QVERIFY2(seen.text.contains(QLatin1String("Score Desk (Program) loses its connection")),
             qPrintable(seen.text));
    QTRY_COMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Nobody was kicked."));
    QCOMPARE(table->model()->rowCount(), 1);
    QCOMPARE(desk->state(), icrp::IcrpClient::State::Connected);
    // Cancelled, the row is still chosen.
    QCOMPARE(table->selectionModel()->selectedRows().size(), 1);
    QVERIFY(box()->kickButton()->isEnabled());
}

void TestConnectionsKick::aLongToolNameIsShortOnTheButtonWholeInTheQuestion()
{
    QVERIFY(installLongNamedTool());
    QTRY_VERIFY(!token(QStringLiteral("coach")).isEmpty());
    std::unique_ptr<icrp::IcrpClient> coach = program(QStringLiteral("coach"));
    QVERIFY(coach);
    QTRY_COMPARE(box()->table()->model()->rowCount(), 1);
    chooseRow(box()->table(), 0);

    SeenBox seen;
    answerNextBoxWith(Qt::Key_Escape, &seen, QStringLiteral("connections-kick-long-name"));
    QTest::keyClick(box()->table(), Qt::Key_Delete);
    QTRY_VERIFY(seen.shown);
    const QString kick = seen.buttons.filter(QStringLiteral("&Kick ")).value(0);
    QVERIFY2(!kick.isEmpty(), qPrintable(seen.buttons.join(QLatin1String(" | "))));
    const QString named = kick.mid(int(QStringLiteral("&Kick ").size()));
    QVERIFY2(named.size() <= icui::ButtonNameLength, qPrintable(named));
    QVERIFY2(named.endsWith(QChar(0x2026)), qPrintable(named));
    QVERIFY(kLongName.startsWith(named.chopped(1)));
    // The question names it whole, with where it runs.
    QVERIFY2(seen.text.contains(kLongName + QStringLiteral(" (Program)")), qPrintable(seen.text));
    QCOMPARE(box()->table()->model()->rowCount(), 1);

    // Through the seam too: the button's label as given, the text whole.
    icui::MessageBox::setNextAnswer(QMessageBox::Cancel);
    box()->kickButton()->click();
    QCOMPARE(icui::MessageBox::lastAction(), kick);
    QVERIFY(icui::MessageBox::lastText().contains(kLongName));

    // A short name stays whole; a name's "&" is shown as itself, not an accelerator.
    QCOMPARE(icui::buttonName(QStringLiteral("Score Desk")), QStringLiteral("Score Desk"));
    QCOMPARE(icui::buttonName(QStringLiteral("Kills & Deaths")), QStringLiteral("Kills && Deaths"));
}

void TestConnectionsKick::kickingAGameSessionLeavesNothingSelected()
{
    std::unique_ptr<icrp::IcrpClient> first = gameClient(QStringLiteral("first-client"));
    std::unique_ptr<icrp::IcrpClient> second = gameClient(QStringLiteral("second-client"));
    QVERIFY(first && second);
    icui::ConnectionsPage *page = m_window->connectionsPage();
    QTRY_VERIFY_WITH_TIMEOUT(sessionRow(QStringLiteral("first-client")) >= 0 &&
                                 sessionRow(QStringLiteral("second-client")) >= 0,
                             5000);
    QTableView *table = page->table();
    chooseRow(table, sessionRow(QStringLiteral("first-client")));

    QSignalSpy closed(first.get(), &icrp::IcrpClient::disconnected);
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_K, Qt::AltModifier);
    QVERIFY(closed.wait(5000));
    QTRY_COMPARE(sessionRow(QStringLiteral("first-client")), -1);
    QVERIFY(!table->selectionModel()->hasSelection());
    QVERIFY(!table->currentIndex().isValid());
    QVERIFY(!page->kickButton()->isEnabled());
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(table));

    // Delete again asks nothing: second-client (or the panel itself) stays.
    const QString askedBefore = icui::MessageBox::lastText();
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::keyClick(table, Qt::Key_Delete);
    QCOMPARE(icui::MessageBox::lastText(), askedBefore);
    icui::MessageBox::setNextAnswer(QMessageBox::NoButton);
    QCOMPARE(second->state(), icrp::IcrpClient::State::Connected);
}

void TestConnectionsKick::deleteOnAGameSessionAsksAsKickDoes()
{
    std::unique_ptr<icrp::IcrpClient> client = gameClient(QStringLiteral("second-client"));
    QVERIFY(client);
    icui::ConnectionsPage *page = m_window->connectionsPage();
    QTRY_VERIFY_WITH_TIMEOUT(sessionRow(QStringLiteral("second-client")) >= 0, 5000);
    chooseRow(page->table(), sessionRow(QStringLiteral("second-client")));

    SeenBox seen;
    answerNextBoxWith(Qt::Key_Return, &seen, QStringLiteral("connections-delete-session"));
    QTest::keyClick(page->table(), Qt::Key_Delete);
    QTRY_VERIFY(seen.shown);
    QVERIFY2(seen.buttons.contains(QStringLiteral("&Kick second-client")),
             qPrintable(seen.buttons.join(QLatin1String(" | "))));
    QVERIFY(seen.cancelIsDefault);
    QTRY_COMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Nobody was kicked."));
    QCOMPARE(client->state(), icrp::IcrpClient::State::Connected);
}

void TestConnectionsKick::uninstallButtonNamesALongToolShort()
{
    QVERIFY(installLongNamedTool());
    m_window->showPage(icui::MainWindow::Page::Tools);
    icui::ToolsPage *page = m_window->toolsPage();
    page->refresh();
    QVERIFY(page->selectTool(QStringLiteral("coach")));
    icui::MessageBox::setNextAnswer(QMessageBox::Cancel);
    page->uninstallButton()->click();
    const QString action = icui::MessageBox::lastAction();
    QVERIFY2(action.startsWith(QLatin1String("&Uninstall ")), qPrintable(action));
    const QString named = action.mid(int(QStringLiteral("&Uninstall ").size()));
    QVERIFY2(named.size() <= icui::ButtonNameLength, qPrintable(named));
    QVERIFY2(named.endsWith(QChar(0x2026)), qPrintable(named));
    QVERIFY2(icui::MessageBox::lastText().contains(kLongName + QStringLiteral(" 0.3.0")),
             qPrintable(icui::MessageBox::lastText()));
    QVERIFY(m_panel->tools()->find(QStringLiteral("coach")));
}

QTEST_MAIN(TestConnectionsKick)
#include "TestConnectionsKick.moc"
