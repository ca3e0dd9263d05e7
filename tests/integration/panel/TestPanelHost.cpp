// The panel's overlay host end to end, without a window: the demo panel starts its host, gives
// an installed tool a token in the real keychain, and the tool — answering with that token —
// reaches the panel's game through the gateway. The token is nowhere but the keychain (and the
// URL ic-tool prints). ic-tool, as a real process, finds the running panel for `url` and
// `token reset`, and falls back to the keychain when no panel runs; tools ic-tool installs or
// removes while the panel runs reach it without a restart.

#include "PanelTestSupport.h"
#include "TestFiles.h"
#include "ToolProcess.h"

#include "common/PanelRuntime.h"
#include "host/GatewayUpstream.h"
#include "host/PermissionRequests.h"
#include "host/ToolHost.h"
#include "icrp/client/IcrpClient.h"
#include "panel/ConnectionsModel.h"
#include "panel/Panel.h"
#include "panel/demo/MockDemoGame.h"
#include "secrets/SecretStore.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QFile>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>
#include <memory>
#include <optional>

using icpanel::Panel;

namespace {
const QString kTool = QStringLiteral("host-check");
}

class TestPanelHost : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void installedToolReachesTheGameWithItsKeychainToken();
    void icToolUrlAndTokenResetGoThroughTheRunningPanel();
    void urlAskedBeforeTheKeychainAnsweredWaitsForTheToken();
    void icToolUrlWithoutAPanelUsesTheKeychain();
    void toolsIcToolInstallsAndRemovesReachTheRunningPanel();
    void programPairedInAPromptKeepsItsTokenInTheKeychain();

private:
    /// Writes a package of a browser tool `id` and returns its path.
    QString makePackage(const QString &id);
    bool installDirectly(const QString &id);
    void startPanel();
    /// The tool's token as the keychain has it; empty when it has none (after `timeoutMs`).
    QString storedToken(const QString &id, bool expectNone = false);
    std::unique_ptr<icrp::IcrpClient> connectTool(const QString &id, const QString &token);
    ictest::ToolRun icTool(const QStringList &arguments);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Panel> m_panel;
    icsecrets::SecretStore m_store;
};

void TestPanelHost::init()
{
    PANEL_REQUIRE_TEST_SESSION();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(installDirectly(kTool));
}

void TestPanelHost::cleanup()
{
    m_panel.reset();
    m_dir.reset();
}

QString TestPanelHost::makePackage(const QString &id)
{
    const QString source = m_dir->filePath(QStringLiteral("src-") + id);
    const QByteArray manifest = "id: " + id.toUtf8() +
                                "\nname: \"Host Check\"\nversion: \"1.0.0\"\n"
                                "author: \"Tester\"\ndescription: \"A test overlay\"\n"
                                "tier: \"observer\"\ntransport: \"websocket\"\n"
                                "entry_point: \"index.html\"\nicrp: \">=1.0\"\n"
                                "subscriptions:\n  - \"match\"\n";
    const QString package = m_dir->filePath(id + QStringLiteral(".icpkg"));
    if (!ictest::writeFile(source + QStringLiteral("/tool.yaml"), manifest) ||
        !ictest::writeFile(source + QStringLiteral("/index.html"), "<p>hi") ||
        !ictools::PackageWriter::write(source, package))
        return {};
    return package;
}

bool TestPanelHost::installDirectly(const QString &id)
{
    const QString package = makePackage(id);
    ictools::ToolRegistry registry(m_dir->filePath(QStringLiteral("tools")));
    return !package.isEmpty() && registry.open() && registry.install(package);
}

void TestPanelHost::startPanel()
{
    Panel::Options options;
    options.settingsFile = m_dir->filePath(QStringLiteral("panel.ini"));
    options.toolsRoot = m_dir->filePath(QStringLiteral("tools"));
    options.demoGame = icpanel::MockDemoGame::factory();
    m_panel = std::make_unique<Panel>(options);
    QVERIFY(m_panel->startDemo());
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QVERIFY(m_panel->startHost(0));
    QVERIFY(m_panel->host()->isListening());
}

QString TestPanelHost::storedToken(const QString &id, bool expectNone)
{
    std::optional<icsecrets::SecretResult> stored;
    const auto settled = [&] {
        stored.reset();
        m_store.read(icsecrets::SecretStore::toolTokenKey(id),
                     [&](const icsecrets::SecretResult &r) { stored = r; });
        return QTest::qWaitFor([&] { return stored.has_value(); }, 5000) &&
               (expectNone ? icsecrets::isNotFound(*stored) : stored->ok());
    };
    if (!QTest::qWaitFor(settled, 10000))
        return expectNone ? QStringLiteral("(still there)") : QString();
    return expectNone ? QString() : stored->value();
}

std::unique_ptr<icrp::IcrpClient> TestPanelHost::connectTool(const QString &id,
                                                             const QString &token)
{
    auto tool = std::make_unique<icrp::IcrpClient>();
    icrp::IcrpClient::Options o;
    o.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_panel->host()->port()));
    o.toolId = id;
    o.password = token;
    o.autoReconnect = false;
    tool->setOptions(o);
    QSignalSpy connected(tool.get(), &icrp::IcrpClient::connected);
    tool->open();
    if (!connected.wait(5000))
        return nullptr;
    return tool;
}

ictest::ToolRun TestPanelHost::icTool(const QStringList &arguments)
{
    QProcess process;
    process.setProgram(QStringLiteral(IC_TOOL_PATH));
    process.setArguments(arguments);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("IC_TOOLS_DIR"), m_dir->filePath(QStringLiteral("tools")));
    process.setProcessEnvironment(env);
    return ictest::runToolProcess(process);
}

void TestPanelHost::installedToolReachesTheGameWithItsKeychainToken()
{
    startPanel();
    // The token the panel made is in the keychain.
    const QString token = storedToken(kTool);
    QVERIFY(token.size() >= 32);
    auto tool = connectTool(kTool, token);
    QVERIFY(tool);
    QTRY_VERIFY_WITH_TIMEOUT(m_panel->host()->isGameConnected(icrp::Tier::Observer), 10000);
    std::optional<icrp::IcrpResult> info;
    tool->call(QStringLiteral("ic/match.info"), QJsonObject(),
               [&](const icrp::IcrpResult &r) { info = r; });
    QTRY_VERIFY(info.has_value());
    QVERIFY2(info->ok, qPrintable(info->message));
    QVERIFY(info->result.toObject().contains(QLatin1String("state")));

    // The game's list shows the gateway's session as the panel's, in the panel's words: known
    // by its session id, not by the name it gave (a tool giving itself the gateway's name is
    // shown as it named itself, and is not the panel's).
    std::optional<icsecrets::SecretResult> demoPassword;
    m_store.read(icsecrets::SecretStore::profileKey(QStringLiteral("Demo")),
                 [&](const icsecrets::SecretResult &r) { demoPassword = r; });
    QTRY_VERIFY(demoPassword.has_value());
    QVERIFY(demoPassword->ok());
    auto impostor = std::make_unique<icrp::IcrpClient>();
    {
        icrp::IcrpClient::Options o;
        o.url = QUrl(m_panel->demoGame()->url());
        o.clientName = QStringLiteral("IC Control Panel gateway (observer tools)");
        o.password = demoPassword->value();
        o.tier = icrp::Tier::Observer;
        o.autoReconnect = false;
        impostor->setOptions(o);
        QSignalSpy connected(impostor.get(), &icrp::IcrpClient::connected);
        impostor->open();
        QVERIFY(connected.wait(5000));
    }
    icpanel::ConnectionsModel *sessions = m_panel->connections();
    const auto rowNamed = [sessions](const QString &name) {
        for (int row = 0; row < sessions->rowCount(); ++row)
            if (sessions->index(row, icpanel::ConnectionsModel::ClientColumn).data() == name)
                return row;
        return -1;
    };
    const QString gatewayRow =
        QStringLiteral("IC Control Panel gateway for observer tools (this panel)");
    sessions->refresh();
    QTRY_VERIFY_WITH_TIMEOUT(rowNamed(gatewayRow) >= 0, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(
        rowNamed(QStringLiteral("IC Control Panel gateway (observer tools)")) >= 0, 10000);
    QVERIFY(sessions->index(rowNamed(gatewayRow), 0)
                .data(icpanel::ConnectionsModel::GatewaySessionRole)
                .toBool());
    QVERIFY(
        !sessions->index(rowNamed(QStringLiteral("IC Control Panel gateway (observer tools)")), 0)
             .data(icpanel::ConnectionsModel::GatewaySessionRole)
             .toBool());
    impostor.reset();

    // Nowhere but the keychain.
    QStringList folders = paneltest::panelFolders();
    folders << ic::PanelRuntime::folder() << m_dir->path();
    QVERIFY(paneltest::filesContaining(folders, token).isEmpty());
    // Uninstalled: its session ends and its token leaves the keychain.
    QSignalSpy ended(tool.get(), &icrp::IcrpClient::disconnected);
    {
        ictools::ToolRegistry registry(m_dir->filePath(QStringLiteral("tools")));
        QVERIFY(registry.open());
        QVERIFY(registry.uninstall(kTool));
    }
    QVERIFY(m_panel->tools()->open()); // the panel reads the index again, as after its own change
    m_panel->noteToolsChanged();
    QVERIFY(ended.wait(5000));
    QCOMPARE(tool->lastFailure(), icrp::IcrpClient::Failure::SessionInvalidated);
    QCOMPARE(storedToken(kTool, true), QString());
}

void TestPanelHost::icToolUrlAndTokenResetGoThroughTheRunningPanel()
{
    startPanel();
    const QString token = storedToken(kTool);
    QVERIFY(!token.isEmpty());
    QTRY_COMPARE(m_panel->host()->toolToken(kTool), token);

    const ictest::ToolRun url = icTool({QStringLiteral("url"), kTool});
    QCOMPARE(url.exitCode, 0);
    const QString expected = QStringLiteral("http://%1.localhost:%2/index.html#token=%3")
                                 .arg(kTool)
                                 .arg(m_panel->host()->port())
                                 .arg(token);
    QCOMPARE(url.out.trimmed(), expected);

    const ictest::ToolRun unknown = icTool({QStringLiteral("url"), QStringLiteral("no-such")});
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY2(unknown.err.contains(QLatin1String("No tool \"no-such\" is installed")),
             qPrintable(unknown.err));

    // A reset ends the tool's session, and the old token no longer gets in.
    auto tool = connectTool(kTool, token);
    QVERIFY(tool);
    QSignalSpy ended(tool.get(), &icrp::IcrpClient::disconnected);
    const ictest::ToolRun reset = icTool({QStringLiteral("token"), QStringLiteral("reset"), kTool});
    QCOMPARE(reset.exitCode, 0);
    QVERIFY2(reset.err.contains(QLatin1String("old URL no longer works")), qPrintable(reset.err));
    QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 5000); // may have come while ic-tool ran
    QCOMPARE(tool->lastFailure(), icrp::IcrpClient::Failure::SessionInvalidated);
    const QString renewed = storedToken(kTool);
    QVERIFY(!renewed.isEmpty() && renewed != token);
    QCOMPARE(reset.out.trimmed(), QString(expected).replace(token, renewed));
    QVERIFY(!connectTool(kTool, token));
    QVERIFY(connectTool(kTool, renewed));
}

void TestPanelHost::urlAskedBeforeTheKeychainAnsweredWaitsForTheToken()
{
    startPanel();
    // The keychain answers on a later turn of the event loop: nothing is read yet.
    QVERIFY(m_panel->host()->toolToken(kTool).isEmpty());
    std::optional<ic::Result<QString>> url;
    m_panel->toolUrl(kTool, [&url](const ic::Result<QString> &r) { url = r; });
    QTRY_VERIFY_WITH_TIMEOUT(url.has_value(), 10000);
    QVERIFY2(url->ok(), url->ok() ? "" : qPrintable(url->error().message));
    const QString token = storedToken(kTool);
    QVERIFY(!token.isEmpty());
    QCOMPARE(**url, QStringLiteral("http://%1.localhost:%2/index.html#token=%3")
                        .arg(kTool)
                        .arg(m_panel->host()->port())
                        .arg(token));
}

void TestPanelHost::icToolUrlWithoutAPanelUsesTheKeychain()
{
    startPanel();
    const QString token = storedToken(kTool);
    QVERIFY(!token.isEmpty());
    m_panel.reset();
    QVERIFY(!QFile::exists(ic::PanelRuntime::filePath()));

    const ictest::ToolRun url =
        icTool({QStringLiteral("url"), kTool, QStringLiteral("--port"), QStringLiteral("4321")});
    QCOMPARE(url.exitCode, 0);
    QCOMPARE(url.out.trimmed(),
             QStringLiteral("http://%1.localhost:4321/index.html#token=%2").arg(kTool, token));
    QVERIFY2(url.err.contains(QLatin1String("not running")), qPrintable(url.err));

    // Reset without a panel: the keychain gets the new token for the next start.
    const ictest::ToolRun reset = icTool({QStringLiteral("token"), QStringLiteral("reset"), kTool});
    QCOMPARE(reset.exitCode, 0);
    const QString renewed = storedToken(kTool);
    QVERIFY(!renewed.isEmpty() && renewed != token);
    startPanel();
    QTRY_COMPARE(m_panel->host()->toolToken(kTool), renewed);
}

void TestPanelHost::toolsIcToolInstallsAndRemovesReachTheRunningPanel()
{
    startPanel();
    QSignalSpy changed(m_panel.get(), &Panel::toolsChanged);
    const QString package = makePackage(QStringLiteral("late-tool"));
    const ictest::ToolRun install =
        icTool({QStringLiteral("install"), QStringLiteral("--yes"), package});
    QCOMPARE(install.exitCode, 0);
    QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), 5000); // may have come while ic-tool ran
    QVERIFY(m_panel->tools()->find(QStringLiteral("late-tool")));
    const QString token = storedToken(QStringLiteral("late-tool"));
    QVERIFY(!token.isEmpty());
    QTRY_COMPARE(m_panel->host()->toolToken(QStringLiteral("late-tool")), token);
    auto tool = connectTool(QStringLiteral("late-tool"), token);
    QVERIFY(tool);

    QSignalSpy ended(tool.get(), &icrp::IcrpClient::disconnected);
    const ictest::ToolRun removed =
        icTool({QStringLiteral("uninstall"), QStringLiteral("late-tool")});
    QCOMPARE(removed.exitCode, 0);
    QTRY_COMPARE_WITH_TIMEOUT(ended.size(), 1, 5000);
    QVERIFY(!m_panel->tools()->find(QStringLiteral("late-tool")));
    QCOMPARE(storedToken(QStringLiteral("late-tool"), true), QString());
}

void TestPanelHost::programPairedInAPromptKeepsItsTokenInTheKeychain()
{
    startPanel();
    ichost::PermissionRequests *requests = m_panel->host()->requests();
    requests->setInteractive(true); // as the window does
    connect(requests, &ichost::PermissionRequests::requested, this,
            [requests](const ichost::PermissionRequest &request) {
                requests->answer(request.id, ichost::PermissionRequest::Decision::AllowAlways);
            });
    QSignalSpy changed(m_panel.get(), &Panel::toolsChanged);
    // A program that knows no tool id: it answers the challenge with nothing.
    QWebSocket program;
    QList<QJsonObject> received;
    connect(&program, &QWebSocket::textMessageReceived, this, [&received](const QString &text) {
        received.append(QJsonDocument::fromJson(text.toUtf8()).object());
    });
    program.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_panel->host()->port())));
    QTRY_COMPARE(received.size(), 1);
    program.sendTextMessage(
        QStringLiteral(R"({"jsonrpc":"2.0","id":1,"method":"ic/identify","params":{"icrpVersion":)"
                       R"({"min":"1.0","max":"1.0"},"client":{"name":"Stream Deck Bridge"}}})"));
    QTRY_VERIFY(received.size() >= 2); // the identify's answer (then ic/gateway.game)
    const QJsonObject pairing = received.at(1)
                                    .value(QLatin1String("result"))
                                    .toObject()
                                    .value(QLatin1String("pairing"))
                                    .toObject();
    const QString id = pairing.value(QLatin1String("toolId")).toString();
    QCOMPARE(id, QStringLiteral("program-stream-deck-bridge"));
    QTRY_VERIFY(!changed.isEmpty());
    QVERIFY(m_panel->tools()->find(id) && m_panel->tools()->find(id)->paired);
    QCOMPARE(storedToken(id), pairing.value(QLatin1String("token")).toString());
}

PANEL_TEST_MAIN(TestPanelHost)
#include "TestPanelHost.moc"
