// The Connections page says how each session's messages travel (issue 30, D071): a MessagePack
// client of the simulated game shows "· MessagePack" after its address in the game's sessions,
// a JSON one its address alone (JSON goes unsaid), and both say it in the address's tooltip;
// the same for tools connected to the panel's own gateway. The real window over a real Panel and
// an ic-remote-mock game, under Xvfb.

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
    /// The Address cell of `table` (column `column`) in the row of `sessionId`, in `shown`
    /// role ("?" while no row).
    static QString addressCell(const QTableView *table, int column, int idRole,
                               const QString &sessionId, int shown = Qt::DisplayRole);
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

QString TestConnectionsEncoding::addressCell(const QTableView *table, int column, int idRole,
                                             const QString &sessionId, int shown)
{
    const QAbstractItemModel *model = table->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data(idRole).toString() == sessionId)
            return model->index(row, column).data(shown).toString();
    }
    return QStringLiteral("?");
}

void TestConnectionsEncoding::gameSessionsShowTheirEncoding()
{
    QTableView *sessions = table(QStringLiteral("sessionsTable"));
    QVERIFY(sessions && sessions->isVisible());

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
    const int column = icpanel::ConnectionsModel::AddressColumn;
    QTRY_VERIFY_WITH_TIMEOUT(
        addressCell(sessions, column, role, id(*packed)).endsWith(QStringLiteral(" · MessagePack")),
        5000);
    QVERIFY2(addressCell(sessions, column, role, id(*packed), Qt::ToolTipRole)
                 .contains(QLatin1String("binary MessagePack")),
             qPrintable(addressCell(sessions, column, role, id(*packed), Qt::ToolTipRole)));
    QTRY_VERIFY_WITH_TIMEOUT(addressCell(sessions, column, role, id(*text)).startsWith(u"127."),
                             5000);
    QVERIFY(!addressCell(sessions, column, role, id(*text)).contains(u"MessagePack"));
    QVERIFY(addressCell(sessions, column, role, id(*text), Qt::ToolTipRole)
                .contains(QLatin1String("JSON text")));
    // The panel's own session speaks JSON.
    const QString own = m_panel->connections()->ownSessionId();
    QTRY_VERIFY(addressCell(sessions, column, role, own, Qt::ToolTipRole)
                    .contains(QLatin1String("JSON text")));
    // No column more: the table still fits the window's least width (TestWrappedText).
    QCOMPARE(sessions->model()->columnCount(), int(icpanel::ConnectionsModel::ColumnCount));
}

void TestConnectionsEncoding::toolSessionsShowTheirEncoding()
{
    QVERIFY(installDeskTool());
    const auto token = [this] { return m_panel->host()->toolToken(QStringLiteral("desk")); };
    QTRY_VERIFY(!token().isEmpty());
    QTableView *tools = table(QStringLiteral("toolSessionsTable"));
    QVERIFY(tools && tools->isVisible());

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
    const int column = icpanel::ToolSessionsModel::AddressColumn;
    QTRY_VERIFY_WITH_TIMEOUT(
        addressCell(tools, column, role, id(*packed)).endsWith(QStringLiteral(" · MessagePack")),
        5000);
    QVERIFY(addressCell(tools, column, role, id(*packed), Qt::ToolTipRole)
                .contains(QLatin1String("binary MessagePack")));
    QTRY_VERIFY_WITH_TIMEOUT(addressCell(tools, column, role, id(*text)).startsWith(u"127."), 5000);
    QVERIFY(!addressCell(tools, column, role, id(*text)).contains(u"MessagePack"));
}

QTEST_MAIN(TestConnectionsEncoding)
#include "TestConnectionsEncoding.moc"
