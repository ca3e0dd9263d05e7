// The gateway's event path (issue 30) between a real game server and real tools over real
// sockets: the game's events are recognised by a scan of their text and passed on unchanged
// to JSON tools, and encoded once as MessagePack for tools that asked for it — a JSON and a
// MessagePack tool behind one upstream session get the same events with equal content. Events
// of an unusual layout (keys reordered, escaped strings, spaces) and events in a batch take the
// full parse and still reach both.

#include "TestFiles.h"

#include "host/ToolHost.h"
#include "icrp/client/IcrpClient.h"
#include "icrp/server/IcrpEvent.h"
#include "icrp/server/IcrpServer.h"
#include "icrp/server/PasswordAuthenticator.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace {
const QString kTool = QStringLiteral("encodings-tool");
const QString kToken = QStringLiteral("token-encodings-7Qx");

struct Received
{
    QString category;
    QString type;
    qint64 tick = 0;
    QJsonObject data;
    bool operator==(const Received &) const = default;
};
} // namespace

class TestGatewayEncodings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void jsonAndMsgPackToolsGetTheSameEvents();
    void unusualLayoutsAndBatchesStillArrive();

private:
    std::unique_ptr<icrp::IcrpClient> tool(bool messagePack, QList<Received> *events,
                                           QStringList *texts = nullptr);
    /// Waits until the gateway's session at the game delivers combat.
    bool upstreamReady() const;
    void publishText(const QByteArray &frame);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<icrp::IcrpServer> m_game;
    std::unique_ptr<ictools::ToolRegistry> m_tools;
    std::unique_ptr<ichost::ToolHost> m_host;
};

void TestGatewayEncodings::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    icrp::IcrpServerConfig config;
    config.port = 0;
    config.serverName = QStringLiteral("encodings game");
    m_game =
        std::make_unique<icrp::IcrpServer>(config, std::make_shared<icrp::PasswordAuthenticator>());
    QVERIFY(m_game->listen());
    m_tools = std::make_unique<ictools::ToolRegistry>(m_dir->filePath(QStringLiteral("tools")));
    QVERIFY(m_tools->open());
    const QString source = m_dir->filePath(QStringLiteral("src"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/tool.yaml"),
                              "id: encodings-tool\nname: \"Encodings\"\nversion: \"1.0.0\"\n"
                              "author: \"Tester\"\ndescription: \"A test tool\"\ntier: \"admin\"\n"
                              "transport: \"websocket\"\nentry_point: \"index.html\"\n"
                              "icrp: \">=1.0\"\nsubscriptions:\n  - \"combat\"\n  - \"chat\"\n"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/index.html"), "<p>hi"));
    const QString package = source + QStringLiteral(".icpkg");
    QVERIFY(ictools::PackageWriter::write(source, package).ok());
    QVERIFY(m_tools->install(package));
    ichost::ToolHost::Options options;
    options.port = 0;
    m_host = std::make_unique<ichost::ToolHost>(m_tools.get(), options);
    QVERIFY(m_host->start());
    m_host->setToolToken(kTool, kToken);
    m_host->setGame(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_game->port())), QString());
}

void TestGatewayEncodings::cleanup()
{
    m_host.reset();
    m_tools.reset();
    m_game.reset();
    m_dir.reset();
}

std::unique_ptr<icrp::IcrpClient>
TestGatewayEncodings::tool(bool messagePack, QList<Received> *events, QStringList *texts)
{
    auto client = std::make_unique<icrp::IcrpClient>();
    icrp::IcrpClient::Options options;
    options.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_host->port()));
    options.tier = icrp::Tier::Admin;
    options.password = kToken;
    options.toolId = kTool;
    options.subscriptions = {QStringLiteral("combat"), QStringLiteral("chat")};
    options.autoReconnect = false;
    options.messagePack = messagePack;
    client->setOptions(options);
    connect(client.get(), &icrp::IcrpClient::eventReceived, this,
            [events](const QString &c, const QString &t, qint64 tick, const QJsonObject &data) {
                events->append({c, t, tick, data});
            });
    if (texts) {
        connect(client.get(), &icrp::IcrpClient::eventFrameReceived, this,
                [texts](const QString &, const QString &, qint64, const QByteArray &utf8) {
                    texts->append(QString::fromUtf8(utf8));
                });
    }
    QSignalSpy connected(client.get(), &icrp::IcrpClient::connected);
    client->open();
    if (!connected.wait(5000))
        return nullptr;
    return client;
}

bool TestGatewayEncodings::upstreamReady() const
{
    const auto sessions = m_game->sessions();
    return sessions.size() == 1 &&
           sessions.first().subscriptions.contains(QStringLiteral("combat")) &&
           sessions.first().subscriptions.contains(QStringLiteral("chat"));
}

void TestGatewayEncodings::publishText(const QByteArray &frame)
{
    icrp::IcrpEvent e;
    e.category = icrp::EventCategory::Combat;
    e.type = QStringLiteral("unit_destroyed");
    e.frame = frame;
    m_game->publish(e);
}

void TestGatewayEncodings::jsonAndMsgPackToolsGetTheSameEvents()
{
    QList<Received> json;
    QList<Received> packed;
    QStringList texts;
    const auto jsonTool = tool(false, &json, &texts);
    const auto packTool = tool(true, &packed);
    QVERIFY(jsonTool && packTool);
    QTRY_VERIFY_WITH_TIMEOUT(upstreamReady(), 5000);
    QList<Received> expected;
    for (int i = 0; i < 20; ++i) {
        const QJsonObject data{{QStringLiteral("n"), i},
                               {QStringLiteral("who"), QStringLiteral("Zod \"the\" ж")}};
        const auto event = icrp::IcrpEvent::make(icrp::EventCategory::Combat,
                                                 QStringLiteral("unit_destroyed"), 100 + i, data);
        m_game->publish(event);
        expected.append(
            {QStringLiteral("combat"), QStringLiteral("unit_destroyed"), 100 + i, data});
    }
    QTRY_COMPARE_WITH_TIMEOUT(json.size(), 20, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(packed.size(), 20, 5000);
    QCOMPARE(json, expected);
    QCOMPARE(packed, expected);
    // The JSON tool got the game's own text, unchanged.
    const auto first = icrp::IcrpEvent::make(
        icrp::EventCategory::Combat, QStringLiteral("unit_destroyed"), 100, expected.first().data);
    QCOMPARE(texts.first(), QString::fromUtf8(first.frame));
}

void TestGatewayEncodings::unusualLayoutsAndBatchesStillArrive()
{
    QList<Received> json;
    QList<Received> packed;
    QStringList texts;
    const auto jsonTool = tool(false, &json, &texts);
    const auto packTool = tool(true, &packed);
    QVERIFY(jsonTool && packTool);
    QTRY_VERIFY_WITH_TIMEOUT(upstreamReady(), 5000);
    // Keys reordered, spaces, escaped quotes and a nested "type" in data, unicode escapes.
    const QByteArray reordered =
        R"( { "params" : { "data" : { "type" : "decoy", "say" : "a \"quoted\" \u00e9 \\" }, )"
        R"("tick" : 7, "type" : "unit_destroyed", "category" : "combat" }, )"
        R"("method" : "ic/event", "jsonrpc" : "2.0" } )";
    publishText(reordered);
    // An escaped type: the scan leaves it to the full parse.
    publishText(R"({"jsonrpc":"2.0","method":"ic/event","params":{"category":"combat",)"
                R"("type":"unit_\u0064estroyed","tick":8,"data":{}}})");
    // Two events in one batch.
    publishText(R"([{"jsonrpc":"2.0","method":"ic/event","params":{"category":"combat",)"
                R"("type":"unit_destroyed","tick":9,"data":{"i":1}}},)"
                R"({"jsonrpc":"2.0","method":"ic/event","params":{"category":"combat",)"
                R"("type":"unit_built","tick":10,"data":{"i":2}}}])");
    const QList<Received> expected{
        {QStringLiteral("combat"), QStringLiteral("unit_destroyed"), 7,
         QJsonObject{{QStringLiteral("type"), QStringLiteral("decoy")},
                     {QStringLiteral("say"), QStringLiteral(u"a \"quoted\" \u00e9 \\")}}},
        {QStringLiteral("combat"), QStringLiteral("unit_destroyed"), 8, QJsonObject{}},
        {QStringLiteral("combat"), QStringLiteral("unit_destroyed"), 9,
         QJsonObject{{QStringLiteral("i"), 1}}},
        {QStringLiteral("combat"), QStringLiteral("unit_built"), 10,
         QJsonObject{{QStringLiteral("i"), 2}}},
    };
    QTRY_COMPARE_WITH_TIMEOUT(json.size(), 4, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(packed.size(), 4, 5000);
    QCOMPARE(json, expected);
    QCOMPARE(packed, expected);
    // What the scan recognised went on as the game wrote it.
    QCOMPARE(texts.first(), QString::fromUtf8(reordered));
}

QTEST_GUILESS_MAIN(TestGatewayEncodings)
#include "TestGatewayEncodings.moc"
