// The panel's overlay host end to end, without a window: the demo panel starts its host, gives
// an installed tool a token in the real keychain, and the tool — answering with that token —
// reaches the panel's game through the gateway. The token is nowhere but the keychain.

#include "PanelTestSupport.h"
#include "TestFiles.h"

#include "host/GatewayUpstream.h"
#include "host/OverlayHost.h"
#include "icrp/client/IcrpClient.h"
#include "panel/Panel.h"
#include "panel/demo/MockDemoGame.h"
#include "secrets/SecretStore.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using icpanel::Panel;

class TestPanelHost : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void installedToolReachesTheGameWithItsKeychainToken();
};

void TestPanelHost::installedToolReachesTheGameWithItsKeychainToken()
{
    PANEL_REQUIRE_TEST_SESSION();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(QStringLiteral("src"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/tool.yaml"),
                              "id: host-check\nname: \"Host Check\"\nversion: \"1.0.0\"\n"
                              "author: \"Tester\"\ndescription: \"A test overlay\"\n"
                              "tier: \"observer\"\ntransport: \"websocket\"\n"
                              "entry_point: \"index.html\"\nicrp: \">=1.0\"\n"
                              "subscriptions:\n  - \"match\"\n"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/index.html"), "<p>hi"));
    QString error;
    QVERIFY(ictools::PackageWriter::write(source, dir.filePath(QStringLiteral("t.icpkg")), &error));
    {
        ictools::ToolRegistry registry(dir.filePath(QStringLiteral("tools")));
        QVERIFY(registry.open());
        QVERIFY(registry.install(dir.filePath(QStringLiteral("t.icpkg"))));
    }

    Panel::Options options;
    options.settingsFile = dir.filePath(QStringLiteral("panel.ini"));
    options.toolsRoot = dir.filePath(QStringLiteral("tools"));
    options.demoGame = icpanel::MockDemoGame::factory();
    Panel panel(options);
    QVERIFY(panel.startDemo());
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 10000);
    QVERIFY(panel.startHost(0));
    QVERIFY(panel.host()->isListening());

    // The token the panel made is in the keychain.
    icsecrets::SecretStore store;
    std::optional<icsecrets::SecretResult> stored;
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            stored.reset();
            store.read(icsecrets::SecretStore::toolTokenKey(QStringLiteral("host-check")),
                       [&](const icsecrets::SecretResult &r) { stored = r; });
            return QTest::qWaitFor([&] { return stored.has_value(); }, 5000) && stored->ok();
        }(),
        10000);
    const QString token = stored->value();
    QVERIFY(token.size() >= 32);

    icrp::IcrpClient tool;
    icrp::IcrpClient::Options o;
    o.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(panel.host()->port()));
    o.toolId = QStringLiteral("host-check");
    o.password = token;
    o.autoReconnect = false;
    tool.setOptions(o);
    QSignalSpy connected(&tool, &icrp::IcrpClient::connected);
    tool.open();
    QVERIFY(connected.wait(5000));
    QTRY_VERIFY_WITH_TIMEOUT(panel.host()->upstream()->isConnected(icrp::Tier::Observer), 10000);
    std::optional<icrp::IcrpResult> info;
    tool.call(QStringLiteral("ic/match.info"), QJsonObject(),
              [&](const icrp::IcrpResult &r) { info = r; });
    QTRY_VERIFY(info.has_value());
    QVERIFY2(info->ok, qPrintable(info->message));
    QVERIFY(info->result.toObject().contains(QLatin1String("state")));

    // Nowhere but the keychain.
    QVERIFY(paneltest::filesContaining(paneltest::panelFolders(), token).isEmpty());
    QVERIFY(paneltest::filesContaining({dir.path()}, token).isEmpty());
    // Uninstalled: its session ends and its token leaves the keychain.
    QSignalSpy ended(&tool, &icrp::IcrpClient::disconnected);
    {
        ictools::ToolRegistry registry(dir.filePath(QStringLiteral("tools")));
        QVERIFY(registry.open());
        QVERIFY(registry.uninstall(QStringLiteral("host-check")));
    }
    QVERIFY(panel.tools()->open()); // the panel reads the index again, as after its own change
    panel.noteToolsChanged();
    QVERIFY(ended.wait(5000));
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            stored.reset();
            store.read(icsecrets::SecretStore::toolTokenKey(QStringLiteral("host-check")),
                       [&](const icsecrets::SecretResult &r) { stored = r; });
            return QTest::qWaitFor([&] { return stored.has_value(); }, 5000) &&
                   icsecrets::isNotFound(*stored);
        }(),
        10000);
}

QTEST_GUILESS_MAIN(TestPanelHost)
#include "TestPanelHost.moc"
