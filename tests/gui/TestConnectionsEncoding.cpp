// The Connections page says how each session's messages travel (issue 30, D071): a MessagePack
// client of the simulated game shows "MessagePack" in its row of the game's sessions and a JSON
// one "JSON"; the same for tools connected to the panel's own gateway. The real window over a
// real Panel and an ic-remote-mock game, under Xvfb.

#include "WindowFixture.h"

#include "host/ToolHost.h"
#include "icrp/client/IcrpClient.h"
#include "panel/ConnectionsModel.h"
#include "panel/ToolSessionsModel.h"

#include <QSignalSpy>
#include <QTableView>
#include <QTest>

class TestConnectionsEncoding : public WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void gameSessionsShowTheirEncoding();
    void toolSessionsShowTheirEncoding();

private:
    /// A connected client of `url` ("" when it could not connect: the test fails).
    std::unique_ptr<icrp::IcrpClient> connectClient(icrp::IcrpClient::Options options,
                                                    bool messagePack);
    /// The column of `table` titled "Encoding", or -1.
    static int encodingColumn(const QTableView *table);
    /// What the Encoding column of `table` says in the row of `sessionId` ("?" while no row).
    static QString encodingShown(const QTableView *table, int role, const QString &sessionId);
    QTableView *table(const QString &name) const;
};

void TestConnectionsEncoding::init()
{
    m_withHost = true;
    setUpWindow();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), icpanel::Panel::Status::Connected, 10000);
    m_window->showPage(icui::MainWindow::Page::Connections);
}

void TestConnectionsEncoding::cleanup()
{
    tearDownWindow();
}

std::unique_ptr<icrp::IcrpClient>
TestConnectionsEncoding::connectClient(icrp::IcrpClient::Options options, bool messagePack)
{
    auto client = std::make_unique<icrp::IcrpClient>();
    options.messagePack = messagePack;
    options.autoReconnect = false;
    client->setOptions(options);
    QSignalSpy connected(client.get(), &icrp::IcrpClient::connected);
    client->open();
    if (!connected.wait(5000)) {
        qWarning().noquote() << "could not connect:" << client->lastError();
        return {};
    }
    return client;
}

QTableView *TestConnectionsEncoding::table(const QString &name) const
{
    return m_window->findChild<QTableView *>(name);
}

int TestConnectionsEncoding::encodingColumn(const QTableView *table)
{
    const QAbstractItemModel *model = table->model();
    for (int column = 0; column < model->columnCount(); ++column) {
        if (model->headerData(column, Qt::Horizontal).toString() == QLatin1String("Encoding"))
            return column;
    }
    return -1;
}

QString TestConnectionsEncoding::encodingShown(const QTableView *table, int role,
                                               const QString &sessionId)
{
    const QAbstractItemModel *model = table->model();
    const int column = encodingColumn(table);
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data(role).toString() == sessionId)
            return model->index(row, column).data().toString();
    }
    return QStringLiteral("?");
}

void TestConnectionsEncoding::gameSessionsShowTheirEncoding()
{
    QTableView *sessions = table(QStringLiteral("sessionsTable"));
    QVERIFY(sessions && sessions->isVisible());
    QCOMPARE(encodingColumn(sessions), int(icpanel::ConnectionsModel::ColumnCount));

    icrp::IcrpClient::Options options;
    options.url = QUrl(m_game->url());
    options.tier = icrp::Tier::Observer;
    options.password = m_passwords.constLast();
    options.clientName = QStringLiteral("packed-client");
    auto packed = connectClient(options, true);
    QVERIFY(packed);
    options.clientName = QStringLiteral("text-client");
    auto text = connectClient(options, false);
    QVERIFY(text);

    const auto id = [](const icrp::IcrpClient &c) {
        return c.welcome().value(QStringLiteral("sessionId")).toString();
    };
    const int role = icpanel::ConnectionsModel::SessionIdRole;
    QTRY_COMPARE_WITH_TIMEOUT(encodingShown(sessions, role, id(*packed)),
                              QStringLiteral("MessagePack"), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(encodingShown(sessions, role, id(*text)), QStringLiteral("JSON"),
                              5000);
    // The panel's own session speaks JSON.
    QTRY_COMPARE_WITH_TIMEOUT(encodingShown(sessions, role, m_panel->connections()->ownSessionId()),
                              QStringLiteral("JSON"), 5000);
    // The cell is on screen with the rest of its row.
    const int row = m_panel->connections()->rowOfSession(id(*packed));
    QVERIFY(row >= 0);
    const QRect cell =
        sessions->visualRect(sessions->model()->index(row, encodingColumn(sessions)));
    QVERIFY2(sessions->viewport()->rect().contains(cell), "the Encoding column is scrolled away");
}

void TestConnectionsEncoding::toolSessionsShowTheirEncoding()
{
    QVERIFY(installDeskTool());
    const auto token = [this] { return m_panel->host()->toolToken(QStringLiteral("desk")); };
    QTRY_VERIFY(!token().isEmpty());
    QTableView *tools = table(QStringLiteral("toolSessionsTable"));
    QVERIFY(tools && tools->isVisible());
    QCOMPARE(encodingColumn(tools), int(icpanel::ToolSessionsModel::ColumnCount));

    icrp::IcrpClient::Options options;
    options.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_panel->host()->port()));
    options.toolId = QStringLiteral("desk");
    options.password = token();
    auto packed = connectClient(options, true);
    QVERIFY(packed);
    auto text = connectClient(options, false);
    QVERIFY(text);

    const auto id = [](const icrp::IcrpClient &c) {
        return c.welcome().value(QStringLiteral("sessionId")).toString();
    };
    const int role = icpanel::ToolSessionsModel::SessionIdRole;
    QTRY_COMPARE_WITH_TIMEOUT(encodingShown(tools, role, id(*packed)),
                              QStringLiteral("MessagePack"), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(encodingShown(tools, role, id(*text)), QStringLiteral("JSON"), 5000);
}

QTEST_MAIN(TestConnectionsEncoding)
#include "TestConnectionsEncoding.moc"
