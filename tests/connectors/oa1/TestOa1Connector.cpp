// OA1 end to end (issue 16): the panel's Oa1IcrpConnector -> a real IRC server (ngIRCd on a
// free port) -> the real bridge (`ic-tool bridge irc`, a child process) -> the simulated game
// (MockGame, with a password, on port 0) and back. Checked: ic/remote.status arrives and is
// answered; a wrong password is refused with the game's own error; requests and answers over
// 240 bytes are chunked and reassembled through the real server; chatter from a third nick and
// a spoofed frame from a nick that is not allowed are ignored; the password never appears on
// the wire. `ic-tool bridge irc` refuses bad nicks and channels and takes [IPv6]:PORT.

#include "NgircdServer.h"

#include "connectors/oa1/Oa1IcrpConnector.h"
#include "connectors/oa1/peer/Oa1DemoPeer.h"
#include "connectors/oa1/wire/IrcClient.h"
#include "mock/MockGame.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>
#include <memory>

using namespace icconnectors;
using namespace icconnectors::oa1;

namespace {

const QString kChannel = QStringLiteral("#ic-ops");
const QString kPassword = QStringLiteral("correct horse battery staple");
const QString kBridgeNick = QStringLiteral("icbridge");
const QString kPanelNick = QStringLiteral("panel");

// ngIRCd, the game and the bridge, started for one test.
struct Stage
{
    ictest::NgircdServer irc;
    std::unique_ptr<icmock::MockGame> game;
    QProcess bridge;
    QString error;

    bool start()
    {
        if (!irc.start())
            return fail(irc.error());
        icmock::MockOptions options;
        options.port = 0;
        options.password = kPassword;
        game = std::make_unique<icmock::MockGame>(options);
        if (const auto started = game->start(); !started)
            return fail(QStringLiteral("the game did not start: ") + started.error().message);
        bridge.setProgram(QStringLiteral(IC_TOOL_PATH));
        bridge.setArguments(
            {QStringLiteral("bridge"), QStringLiteral("irc"), QStringLiteral("--server"),
             QStringLiteral("127.0.0.1:%1").arg(irc.port()), QStringLiteral("--channel"), kChannel,
             QStringLiteral("--nick"), kBridgeNick, QStringLiteral("--allow"), kPanelNick,
             QStringLiteral("--game"), game->url(), QStringLiteral("--line-gap"),
             QStringLiteral("0")});
        QSignalSpy output(&bridge, &QProcess::readyReadStandardOutput);
        bridge.start();
        if (!output.wait(20000))
            return fail(QStringLiteral("the bridge did not report: ") +
                        QString::fromUtf8(bridge.readAllStandardError()));
        const QString line = QString::fromUtf8(bridge.readAllStandardOutput());
        if (!line.contains(QStringLiteral("relaying")))
            return fail(QStringLiteral("the bridge said: ") + line);
        return true;
    }

    bool fail(const QString &why)
    {
        error = why;
        return false;
    }

    ~Stage()
    {
        bridge.kill();
        bridge.waitForFinished(5000);
    }

    Oa1IcrpConnector::Config config(const QString &password = kPassword) const
    {
        Oa1IcrpConnector::Config c;
        c.port = irc.port();
        c.channel = kChannel;
        c.nick = kPanelNick;
        c.bridgeNick = kBridgeNick;
        c.tier = QStringLiteral("admin");
        c.password = password;
        c.limits.minLineGapMs = 0;
        return c;
    }
};

// Opens `connector` and waits until it is Open or Failed (or a minute has passed).
Connector::State openAndWait(Oa1IcrpConnector &connector)
{
    QSignalSpy changed(&connector, &Connector::stateChanged);
    connector.open();
    while (connector.state() == Connector::State::Opening) {
        if (!changed.wait(60000))
            break;
    }
    return connector.state();
}

// Runs `command` and waits for its one answer.
CommandResult runAndWait(Oa1IcrpConnector &connector, const QString &command,
                         const QVariantMap &params = {})
{
    QSignalSpy finished(&connector, &Connector::finished);
    const quint64 run = connector.run(command, params);
    if (!finished.wait(60000))
        return CommandResult{
            run, ic::Error{QStringLiteral("test"), QStringLiteral("no answer")}, {}};
    const auto result = finished.constFirst().at(0).value<CommandResult>();
    return result;
}

QString figure(const Oa1IcrpConnector &connector, const QString &name)
{
    for (const auto &f : connector.figures()) {
        if (f.first == name)
            return f.second;
    }
    return {};
}

} // namespace

class TestOa1Connector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void remoteStatusGoesThroughTheBridgeAndBack();
    void wrongPasswordIsRefusedWithTheGamesError();
    void largeRequestAndAnswerAreChunked();
    void chatterAndSpoofedFramesAreIgnored();
    void aNickTakenOverGetsNoSession();
    void demoPeerServesTheConnector();
    void bridgeRefusesBadNamesAndAddresses_data();
    void bridgeRefusesBadNamesAndAddresses();
    void bridgeTakesAnIpv6AddressInBrackets();
};

void TestOa1Connector::initTestCase()
{
    if (ictest::NgircdServer::program().isEmpty())
        QFAIL("ngircd is not installed: scripts/install-deps.sh --test installs it");
    qRegisterMetaType<CommandResult>();
    qRegisterMetaType<WireEntry>();
}

void TestOa1Connector::remoteStatusGoesThroughTheBridgeAndBack()
{
    Stage stage;
    QVERIFY2(stage.start(), qPrintable(stage.error));
    Oa1IcrpConnector connector(stage.config());
    QSignalSpy wire(&connector, &Connector::wire);
    QCOMPARE(openAndWait(connector), Connector::State::Open);

    const CommandResult result = runAndWait(connector, QStringLiteral("ic/remote.status"));
    QVERIFY2(result.ok(), qPrintable(result.message()));
    const QJsonObject status = result.data.toObject().value(QLatin1String("result")).toObject();
    QCOMPARE(status.value(QLatin1String("port")).toInt(), int(stage.game->port()));
    QCOMPARE(status.value(QLatin1String("authRequired")).toBool(), true);
    QCOMPARE(status.value(QLatin1String("connections")).toInt(), 1); // the bridge's session
    QVERIFY(figure(connector, QStringLiteral("Round trip (last request)")).endsWith(u" ms"));
    QCOMPARE(figure(connector, QStringLiteral("Pending requests")), QStringLiteral("0"));

    bool sawRequest = false;
    for (const QList<QVariant> &args : wire) {
        const auto entry = args.at(0).value<WireEntry>();
        QVERIFY2(!entry.bytes.contains(kPassword.toUtf8()), entry.bytes.constData());
        QVERIFY(entry.at.isValid());
        sawRequest = sawRequest || (entry.direction == WireEntry::Direction::Sent &&
                                    entry.bytes.contains("ic/remote.status"));
    }
    QVERIFY(sawRequest);
}

void TestOa1Connector::wrongPasswordIsRefusedWithTheGamesError()
{
    Stage stage;
    QVERIFY2(stage.start(), qPrintable(stage.error));
    Oa1IcrpConnector connector(stage.config(QStringLiteral("not the password")));
    QCOMPARE(openAndWait(connector), Connector::State::Failed);
    QVERIFY2(
        connector.stateDetail().contains(QStringLiteral("Authentication failed: wrong password")),
        qPrintable(connector.stateDetail()));
    const CommandResult refused = runAndWait(connector, QStringLiteral("ic/remote.status"));
    QVERIFY(!refused.ok());
    QCOMPARE(refused.errorCode(), QStringLiteral("not_open"));
}

void TestOa1Connector::largeRequestAndAnswerAreChunked()
{
    Stage stage;
    QVERIFY2(stage.start(), qPrintable(stage.error));
    Oa1IcrpConnector connector(stage.config());
    QSignalSpy wire(&connector, &Connector::wire);
    QCOMPARE(openAndWait(connector), Connector::State::Open);
    // A request of more than 240 bytes: a batch of an announcement and ic/match.info, whose
    // answer is larger still.
    const QString announcement = QStringLiteral("Server restarts at 22:00 \u20ac ").repeated(10);
    const QJsonArray batch{
        QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                    {QStringLiteral("id"), QStringLiteral("say")},
                    {QStringLiteral("method"), QStringLiteral("ic/admin.say")},
                    {QStringLiteral("params"),
                     QJsonObject{{QStringLiteral("message"), announcement.trimmed()}}}},
        QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                    {QStringLiteral("id"), QStringLiteral("info")},
                    {QStringLiteral("method"), QStringLiteral("ic/match.info")}}};
    const QString json = QString::fromUtf8(QJsonDocument(batch).toJson(QJsonDocument::Compact));
    QVERIFY(json.toUtf8().size() > 240);
    const CommandResult result =
        runAndWait(connector, QStringLiteral("raw"), {{QStringLiteral("json"), json}});
    QVERIFY2(result.ok(), qPrintable(result.message()));
    const QJsonArray answers = result.data.toArray();
    QCOMPARE(answers.size(), 2);
    QCOMPARE(answers[0]
                 .toObject()
                 .value(QLatin1String("result"))
                 .toObject()
                 .value(QLatin1String("sent")),
             QJsonValue(true));
    QCOMPARE(
        answers[1].toObject().value(QLatin1String("result")).toObject().value(QLatin1String("map")),
        QJsonValue(QStringLiteral("Fjord Crossing")));
    QVERIFY(figure(connector, QStringLiteral("Chunks in the last answer")).toInt() > 1);
    int secondRequestFrames = 0; // "PRIVMSG #ic-ops :OA1 REQ <id> 2 …": the request was cut
    for (const QList<QVariant> &args : wire) {
        const auto entry = args.at(0).value<WireEntry>();
        if (entry.direction == WireEntry::Direction::Sent && entry.bytes.contains(" :OA1 REQ ") &&
            entry.bytes.split(' ').value(5) == "2")
            ++secondRequestFrames;
        QVERIFY(entry.bytes.size() <= 510);
    }
    QCOMPARE(secondRequestFrames, 1);
}

void TestOa1Connector::chatterAndSpoofedFramesAreIgnored()
{
    Stage stage;
    QVERIFY2(stage.start(), qPrintable(stage.error));
    Oa1IcrpConnector connector(stage.config());
    QCOMPARE(openAndWait(connector), Connector::State::Open);
    IrcClient mallory;
    QSignalSpy joined(&mallory, &IrcClient::joined);
    IrcClient::Options options;
    options.port = stage.irc.port();
    options.nick = QStringLiteral("mallory");
    options.minLineGapMs = 0;
    connect(&mallory, &IrcClient::registered, this, [&mallory] { mallory.join(kChannel); });
    mallory.connectToServer(options);
    QVERIFY(joined.wait(10000));

    // While a request is in flight: chatter, then a spoofed answer for its id, then a spoofed
    // request to the bridge. The connector must take only the bridge's answer.
    QSignalSpy wire(&connector, &Connector::wire);
    QSignalSpy finished(&connector, &Connector::finished);
    connector.run(QStringLiteral("ic/match.info"), {});
    QByteArray id;
    for (const QList<QVariant> &args : wire) {
        const QByteArray bytes = args.at(0).value<WireEntry>().bytes;
        const qsizetype at = bytes.indexOf(" :OA1 REQ ");
        if (at >= 0)
            id = bytes.mid(at + 10).split(' ').value(0);
    }
    QVERIFY(!id.isEmpty());
    QVERIFY(mallory.privmsg(kChannel, "hi all, is the match on tonight?"));
    QVERIFY(mallory.privmsg(kChannel, "OA1 RES " + id +
                                          " 1 0 {\"jsonrpc\":\"2.0\",\"id\":3,\"result\":"
                                          "{\"map\":\"Spoofed\"}}"));
    QVERIFY(mallory.privmsg(kChannel,
                            "OA1 REQ spoof1 1 0 {\"jsonrpc\":\"2.0\",\"id\":1,"
                            "\"method\":\"ic/admin.pause\",\"params\":{\"paused\":true}}"));
    QVERIFY(finished.wait(60000));
    const auto result = finished.constFirst().at(0).value<CommandResult>();
    QVERIFY2(result.ok(), qPrintable(result.message()));
    QCOMPARE(result.data.toObject()
                 .value(QLatin1String("result"))
                 .toObject()
                 .value(QLatin1String("map")),
             QJsonValue(QStringLiteral("Fjord Crossing")));
    QTRY_COMPARE_WITH_TIMEOUT(figure(connector, QStringLiteral("Noise lines ignored")),
                              QStringLiteral("1"), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(
        figure(connector, QStringLiteral("Frames from other nicks ignored")).toInt() >= 2, 20000);
    // The spoofed pause never reached the game.
    const CommandResult info = runAndWait(connector, QStringLiteral("ic/match.info"));
    QCOMPARE(info.data.toObject()
                 .value(QLatin1String("result"))
                 .toObject()
                 .value(QLatin1String("state")),
             QJsonValue(QStringLiteral("running")));
}

void TestOa1Connector::aNickTakenOverGetsNoSession()
{
    Stage stage;
    QVERIFY2(stage.start(), qPrintable(stage.error));
    IrcClient impostor;
    QSignalSpy joined(&impostor, &IrcClient::joined);
    QSignalSpy heard(&impostor, &IrcClient::messageReceived);
    IrcClient::Options options;
    options.port = stage.irc.port();
    options.nick = QStringLiteral("waiting");
    options.minLineGapMs = 0;
    connect(&impostor, &IrcClient::registered, this, [&impostor] { impostor.join(kChannel); });
    impostor.connectToServer(options);
    QVERIFY(joined.wait(10000));
    auto seen = [&heard](const QByteArray &command, const QByteArray &start) {
        for (const QList<QVariant> &args : heard) {
            const auto m = args.at(0).value<IrcMessage>();
            const QByteArray last = m.params.value(m.params.size() - 1);
            if (m.command == command && last.startsWith(start))
                return last;
        }
        return QByteArray();
    };
    {
        Oa1IcrpConnector admin(stage.config());
        QCOMPARE(openAndWait(admin), Connector::State::Open);
        admin.close(); // QUIT: the nick is free now, its session still open at the game
    }
    QTRY_VERIFY_WITH_TIMEOUT(!seen("QUIT", "").isEmpty(), 20000);
    // Someone else takes the nick and asks the bridge directly, without identifying.
    impostor.changeNick(kPanelNick);
    QTRY_COMPARE_WITH_TIMEOUT(impostor.nick(), kPanelNick, 20000);
    QVERIFY(impostor.privmsg(kChannel, "OA1 REQ takeover 1 0 {\"jsonrpc\":\"2.0\",\"id\":1,"
                                       "\"method\":\"ic/remote.status\"}"));
    QTRY_VERIFY_WITH_TIMEOUT(!seen("PRIVMSG", "OA1 ERR takeover").isEmpty(), 20000);
    QVERIFY2(seen("PRIVMSG", "OA1 ERR takeover").startsWith("OA1 ERR takeover 1 0 no_session: "),
             seen("PRIVMSG", "OA1 ERR takeover").constData());
    QVERIFY(seen("PRIVMSG", "OA1 RES takeover").isEmpty());
}

void TestOa1Connector::demoPeerServesTheConnector()
{
    ictest::NgircdServer irc;
    QVERIFY2(irc.start(), qPrintable(irc.error()));
    Oa1DemoPeer::Options options;
    options.port = irc.port();
    options.channel = kChannel;
    options.bridgeNick = kBridgeNick;
    options.allowedNicks = {kPanelNick};
    options.password = kPassword;
    options.minLineGapMs = 0;
    Oa1DemoPeer peer(options);
    QSignalSpy ready(&peer, &Oa1DemoPeer::ready);
    const auto started = peer.start();
    QVERIFY2(started, qPrintable(started ? QString() : started.error().message));
    QVERIFY(ready.wait(20000));
    Oa1IcrpConnector::Config config;
    config.port = irc.port();
    config.channel = kChannel;
    config.nick = kPanelNick;
    config.bridgeNick = kBridgeNick;
    config.password = kPassword;
    config.limits.minLineGapMs = 0;
    Oa1IcrpConnector connector(config);
    QCOMPARE(openAndWait(connector), Connector::State::Open);
    const CommandResult paused =
        runAndWait(connector, QStringLiteral("ic/admin.pause"), {{QStringLiteral("paused"), true}});
    QVERIFY2(paused.ok(), qPrintable(paused.message()));
    QCOMPARE(paused.data.toObject()
                 .value(QLatin1String("result"))
                 .toObject()
                 .value(QLatin1String("paused")),
             QJsonValue(true));
}

void TestOa1Connector::bridgeRefusesBadNamesAndAddresses_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QStringList ok{QStringLiteral("--channel"), kChannel,
                         QStringLiteral("--nick"),    kBridgeNick,
                         QStringLiteral("--allow"),   kPanelNick};
    auto with = [&ok](const QString &option, const char *value) {
        QStringList arguments = ok;
        arguments[arguments.indexOf(option) + 1] = QString::fromUtf8(value);
        return arguments;
    };
    // A space would make "b" the JOIN's key; a comma a second channel.
    QTest::newRow("channel with a space") << with(QStringLiteral("--channel"), "#a b");
    QTest::newRow("channel with a comma") << with(QStringLiteral("--channel"), "#a,#b");
    QTest::newRow("nick with a space") << with(QStringLiteral("--nick"), "ic bridge");
    QTest::newRow("allowed nick with a digit first") << with(QStringLiteral("--allow"), "1panel");
    QTest::newRow("IPv6 without brackets")
        << (QStringList(ok) << QStringLiteral("--server") << QStringLiteral("::1:6667"));
}

// Bad usage ends with 2 before anything is sent (without a check these ran on: exit 1 once the
// connection to the closed port failed).
void TestOa1Connector::bridgeRefusesBadNamesAndAddresses()
{
    QFETCH(QStringList, arguments);
    QTcpServer closed; // a port nobody listens on, once closed
    QVERIFY(closed.listen(QHostAddress::LocalHost, 0));
    const quint16 port = closed.serverPort();
    closed.close();
    if (!arguments.contains(QStringLiteral("--server")))
        arguments << QStringLiteral("--server") << QStringLiteral("127.0.0.1:%1").arg(port);
    QProcess bridge;
    bridge.start(QStringLiteral(IC_TOOL_PATH),
                 QStringList{QStringLiteral("bridge"), QStringLiteral("irc")} + arguments);
    QVERIFY(bridge.waitForFinished(20000));
    QCOMPARE(bridge.exitCode(), 2);
}

// "[::1]:PORT": the brackets are the URL's, not the host's (kept, the name does not resolve).
void TestOa1Connector::bridgeTakesAnIpv6AddressInBrackets()
{
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHostIPv6, 0))
        QSKIP("no IPv6 loopback here");
    QSignalSpy connected(&server, &QTcpServer::newConnection);
    QProcess bridge;
    bridge.start(QStringLiteral(IC_TOOL_PATH),
                 {QStringLiteral("bridge"), QStringLiteral("irc"), QStringLiteral("--server"),
                  QStringLiteral("[::1]:%1").arg(server.serverPort()), QStringLiteral("--channel"),
                  kChannel, QStringLiteral("--nick"), kBridgeNick, QStringLiteral("--allow"),
                  kPanelNick});
    QVERIFY2(connected.wait(20000), bridge.readAllStandardError().constData());
    bridge.kill();
    bridge.waitForFinished(5000);
}

QTEST_GUILESS_MAIN(TestOa1Connector)
#include "TestOa1Connector.moc"
