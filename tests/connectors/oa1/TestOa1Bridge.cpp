// The OA1 bridge (Oa1Bridge) in-process, on a real IRC server (ngIRCd on a free port), with the
// game faked by a WebSocket server of the test (the game is another component): it sends the
// hello the test chooses, answers ic/identify and ic/remote.status, never answers "slow", and
// records what reached it. The test speaks to the bridge as raw IRC clients. Checked: the
// password reset is refused without reaching the game, alone and in a batch; a game without a
// password is refused unless allowed; a replaced session answers its pending requests; the
// same nick from another user@host (its QUIT unseen: it never joined) finds no session.

#include "NgircdServer.h"

#include "connectors/oa1/Oa1IcrpConnector.h"
#include "connectors/oa1/bridge/Oa1Bridge.h"
#include "connectors/oa1/wire/IrcClient.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>
#include <memory>

using namespace icconnectors::oa1;

namespace {

const QString kChannel = QStringLiteral("#ic-ops");

// The game's side: one hello per connection, then answers by method.
struct FakeGame
{
    QWebSocketServer server{QStringLiteral("fake"), QWebSocketServer::NonSecureMode};
    QJsonValue authentication;
    QStringList received;

    bool start()
    {
        QObject::connect(&server, &QWebSocketServer::newConnection, &server, [this] {
            QWebSocket *socket = server.nextPendingConnection();
            socket->setParent(&server); // the caller owns what the server hands out
            QObject::connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
            QObject::connect(socket, &QWebSocket::textMessageReceived, socket,
                             [this, socket](const QString &text) { answer(socket, text); });
            const QJsonObject params{{QStringLiteral("authentication"), authentication}};
            send(socket, {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                          {QStringLiteral("method"), QStringLiteral("ic/hello")},
                          {QStringLiteral("params"), params}});
        });
        return server.listen(QHostAddress::LocalHost, 0);
    }

    static void send(QWebSocket *socket, const QJsonObject &o)
    {
        socket->sendTextMessage(QString::fromUtf8(QJsonDocument(o).toJson()));
    }

    void answer(QWebSocket *socket, const QString &text)
    {
        received.append(text);
        const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
        if (o.value(QLatin1String("method")).toString() == QLatin1String("slow"))
            return;
        send(socket, {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                      {QStringLiteral("id"), o.value(QLatin1String("id"))},
                      {QStringLiteral("result"), QJsonObject{{QStringLiteral("ok"), true}}}});
    }

    QUrl url() const { return QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(server.serverPort())); }
};

// A raw IRC client that records every line it reads; the channel's first member (operator).
struct Watcher
{
    QTcpSocket socket;
    QByteArray heard;

    bool start(quint16 port)
    {
        socket.connectToHost(QHostAddress::LocalHost, port);
        if (!socket.waitForConnected(10000))
            return false;
        QObject::connect(&socket, &QTcpSocket::readyRead, &socket,
                         [this] { heard += socket.readAll(); });
        socket.write("NICK watcher\r\nUSER watcher 0 * :w\r\nJOIN " + kChannel.toUtf8() +
                     "\r\nMODE " + kChannel.toUtf8() + " -n\r\nMODE " + kChannel.toUtf8() + "\r\n");
        // 324: the channel's modes, without n (outsiders may send to it).
        const QByteArray modes = " 324 watcher " + kChannel.toUtf8() + " +";
        if (!QTest::qWaitFor([this, &modes] { return heard.contains(modes); }, 20000))
            return false;
        const qsizetype at = heard.indexOf(modes);
        return !heard.mid(at, heard.indexOf("\r\n", at) - at).mid(modes.size()).contains('n');
    }

    // The text of the bridge's frame starting with `start`, or empty.
    QByteArray frame(const QByteArray &start) const
    {
        const qsizetype at = heard.indexOf(" :" + start);
        return at < 0 ? QByteArray() : heard.mid(at + 2, heard.indexOf("\r\n", at) - at - 2);
    }
};

struct Stage
{
    ictest::NgircdServer irc;
    FakeGame game;
    Watcher watcher;
    std::unique_ptr<Oa1Bridge> bridge;

    QString error;

    bool start(bool allowNoPassword = false)
    {
        if (!irc.start() || !game.start())
            return fail(QStringLiteral("ngircd or the game did not start: ") + irc.error());
        if (!watcher.start(irc.port()))
            return fail(QStringLiteral("the watcher did not join: ") +
                        QString::fromUtf8(watcher.heard.right(600)));
        Oa1Bridge::Options options;
        options.port = irc.port();
        options.channel = kChannel;
        options.nick = QStringLiteral("icbridge");
        options.allowedNicks = {QStringLiteral("panel")};
        options.game = game.url();
        options.limits.minLineGapMs = 0;
        options.allowNoPassword = allowNoPassword;
        bridge = std::make_unique<Oa1Bridge>(options);
        QSignalSpy ready(bridge.get(), &Oa1Bridge::ready);
        bridge->start();
        return ready.wait(20000) || fail(QStringLiteral("the bridge did not join"));
    }

    bool fail(const QString &why)
    {
        error = why;
        return false;
    }

    // An IRC client as `nick` with `user`, registered, not in the channel.
    std::unique_ptr<IrcClient> client(const QString &nick, const QString &user)
    {
        auto c = std::make_unique<IrcClient>();
        QSignalSpy registered(c.get(), &IrcClient::registered);
        IrcClient::Options options;
        options.port = irc.port();
        options.nick = nick;
        options.user = user;
        options.minLineGapMs = 0;
        c->connectToServer(options);
        return registered.wait(10000) ? std::move(c) : nullptr;
    }
};

QByteArray req(const QByteArray &id, const QByteArray &json)
{
    return "OA1 REQ " + id + " 1 0 " + json;
}

QByteArray call(const char *method, int id)
{
    return QByteArrayLiteral("{\"jsonrpc\":\"2.0\",\"id\":") + QByteArray::number(id) +
           ",\"method\":\"" + method + "\"}";
}

} // namespace

class TestOa1Bridge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void passwordResetIsRefusedAloneAndInABatch();
    void aShellCommandGetsAClearErr();
    void aGameWithoutPasswordIsRefusedUnlessAllowed_data();
    void aGameWithoutPasswordIsRefusedUnlessAllowed();
    void aReplacedSessionAnswersItsPendingRequests();
    void theSameNickFromAnotherUserGetsNoSession();
    void aLateAnswerDoesNotDriveTheNextOpen();
};

void TestOa1Bridge::initTestCase()
{
    if (ictest::NgircdServer::program().isEmpty())
        QFAIL("ngircd is not installed: scripts/install-deps.sh --test");
}

void TestOa1Bridge::passwordResetIsRefusedAloneAndInABatch()
{
    Stage stage;
    stage.game.authentication = QJsonObject{{QStringLiteral("salt"), QStringLiteral("s")}};
    QVERIFY2(stage.start(), qPrintable(stage.error));
    auto panel = stage.client(QStringLiteral("panel"), QStringLiteral("alice"));
    QVERIFY(panel);
    QVERIFY(panel->privmsg(kChannel, req("h", call("ic/bridge.hello", 1))));
    QTRY_VERIFY_WITH_TIMEOUT(!stage.watcher.frame("OA1 RES h ").isEmpty(), 20000);
    QVERIFY(panel->privmsg(kChannel, req("one", call("ic/remote.password_reset", 2))));
    QVERIFY(panel->privmsg(kChannel, req("two", "[" + call("ic/remote.status", 3) + "," +
                                                    call("ic/remote.password_reset", 4) + "]")));
    QVERIFY(panel->privmsg(kChannel, req("after", call("ic/remote.status", 5))));
    QTRY_VERIFY_WITH_TIMEOUT(!stage.watcher.frame("OA1 RES after ").isEmpty(), 20000);
    for (const char *id : {"one", "two"}) {
        const QByteArray frame = stage.watcher.frame(QByteArray("OA1 RES ") + id + " ");
        QVERIFY2(frame.contains("\"code\":-32001"), frame.constData());
        QVERIFY2(frame.contains("game's machine"), frame.constData());
    }
    for (const QString &text : stage.game.received)
        QVERIFY2(!text.contains(QLatin1String("password_reset")), qPrintable(text));
}

void TestOa1Bridge::aShellCommandGetsAClearErr()
{
    // A RemoteBash client (seed 004 §10) sends a shell command; the bridge speaks ICRP only and
    // says so with an ERR frame (§7), not a JSON-RPC -32700 it cannot read.
    Stage stage;
    stage.game.authentication = QJsonObject{{QStringLiteral("salt"), QStringLiteral("s")}};
    QVERIFY2(stage.start(), qPrintable(stage.error));
    auto panel = stage.client(QStringLiteral("panel"), QStringLiteral("alice"));
    QVERIFY(panel);
    QVERIFY(panel->privmsg(kChannel, req("sh1", "echo hello")));
    QVERIFY(panel->privmsg(kChannel, req("sh2", "42")));
    QTRY_VERIFY_WITH_TIMEOUT(!stage.watcher.frame("OA1 ERR sh2 ").isEmpty(), 20000);
    for (const char *id : {"sh1", "sh2"}) {
        const QByteArray err = stage.watcher.frame(QByteArray("OA1 ERR ") + id + " ");
        QVERIFY2(err.startsWith(QByteArray("OA1 ERR ") + id + " 1 0 not_icrp: "),
                 stage.watcher.heard.constData());
        QVERIFY2(err.contains("not shell commands"), err.constData());
    }
    QVERIFY(!stage.watcher.heard.contains("-32700"));
    QVERIFY(stage.game.received.isEmpty());
}

void TestOa1Bridge::aGameWithoutPasswordIsRefusedUnlessAllowed_data()
{
    QTest::addColumn<bool>("allowed");
    QTest::newRow("refused") << false;
    QTest::newRow("--allow-no-password") << true;
}

void TestOa1Bridge::aGameWithoutPasswordIsRefusedUnlessAllowed()
{
    QFETCH(bool, allowed);
    Stage stage;
    stage.game.authentication = QJsonValue::Null;
    QVERIFY2(stage.start(allowed), qPrintable(stage.error));
    auto panel = stage.client(QStringLiteral("panel"), QStringLiteral("alice"));
    QVERIFY(panel);
    QVERIFY(panel->privmsg(kChannel, req("h", call("ic/bridge.hello", 1))));
    // The hello's own answer first: "s" sent before it would find no session yet (it did on a
    // loaded machine, when any earlier frame was taken for it).
    QTRY_VERIFY_WITH_TIMEOUT(!stage.watcher.frame("OA1 RES h ").isEmpty() ||
                                 !stage.watcher.frame("OA1 ERR h ").isEmpty(),
                             20000);
    QVERIFY(panel->privmsg(kChannel, req("s", call("ic/remote.status", 2))));
    QTRY_VERIFY_WITH_TIMEOUT(!stage.watcher.frame("OA1 RES s ").isEmpty() ||
                                 !stage.watcher.frame("OA1 ERR s ").isEmpty(),
                             20000);
    if (allowed) {
        QVERIFY(!stage.watcher.frame("OA1 RES h ").isEmpty());
        QVERIFY(!stage.watcher.frame("OA1 RES s ").isEmpty());
    } else {
        const QByteArray err = stage.watcher.frame("OA1 ERR h ");
        QVERIFY2(err.startsWith("OA1 ERR h 1 0 no_password: "), stage.watcher.heard.constData());
        QVERIFY(err.contains("set a password in the game"));
        QVERIFY(stage.watcher.frame("OA1 ERR s ").contains("no_session"));
        QCOMPARE(stage.bridge->sessions(), 0);
    }
}

void TestOa1Bridge::aReplacedSessionAnswersItsPendingRequests()
{
    Stage stage;
    stage.game.authentication = QJsonObject{{QStringLiteral("salt"), QStringLiteral("s")}};
    QVERIFY2(stage.start(), qPrintable(stage.error));
    auto panel = stage.client(QStringLiteral("panel"), QStringLiteral("alice"));
    QVERIFY(panel);
    QVERIFY(panel->privmsg(kChannel, req("h1", call("ic/bridge.hello", 1))));
    QTRY_VERIFY_WITH_TIMEOUT(!stage.watcher.frame("OA1 RES h1 ").isEmpty(), 20000);
    QVERIFY(panel->privmsg(kChannel, req("slow", call("slow", 2))));
    QTRY_VERIFY_WITH_TIMEOUT(stage.game.received.size() == 1, 20000);
    QVERIFY(panel->privmsg(kChannel, req("h2", call("ic/bridge.hello", 3))));
    QTRY_VERIFY_WITH_TIMEOUT(!stage.watcher.frame("OA1 RES h2 ").isEmpty(), 20000);
    const QByteArray err = stage.watcher.frame("OA1 ERR slow ");
    QVERIFY2(err.startsWith("OA1 ERR slow 1 0 session_closed: replaced"),
             stage.watcher.heard.constData());
}

void TestOa1Bridge::theSameNickFromAnotherUserGetsNoSession()
{
    Stage stage;
    stage.game.authentication = QJsonObject{{QStringLiteral("salt"), QStringLiteral("s")}};
    QVERIFY2(stage.start(), qPrintable(stage.error));
    {
        // The admin never joins (the channel is -n): the bridge never sees its QUIT.
        auto admin = stage.client(QStringLiteral("panel"), QStringLiteral("alice"));
        QVERIFY(admin);
        QVERIFY(admin->privmsg(kChannel, req("h", call("ic/bridge.hello", 1))));
        QTRY_VERIFY_WITH_TIMEOUT(!stage.watcher.frame("OA1 RES h ").isEmpty(), 20000);
        QVERIFY(admin->privmsg(kChannel, req("i", call("ic/identify", 2))));
        QTRY_VERIFY_WITH_TIMEOUT(!stage.watcher.frame("OA1 RES i ").isEmpty(), 20000);
        admin->quit(QStringLiteral("bye"));
    }
    // The nick is free once the server has seen the QUIT (until then we would get "panel_").
    std::unique_ptr<IrcClient> impostor;
    for (int tries = 0; tries < 20 && !(impostor && impostor->nick() == QLatin1String("panel"));
         ++tries)
        impostor = stage.client(QStringLiteral("panel"), QStringLiteral("mallory"));
    QVERIFY(impostor);
    QCOMPARE(impostor->nick(), QStringLiteral("panel"));
    QVERIFY(impostor->privmsg(kChannel, req("t", call("ic/remote.status", 3))));
    QTRY_VERIFY_WITH_TIMEOUT(!stage.watcher.frame("OA1 ERR t ").isEmpty() ||
                                 !stage.watcher.frame("OA1 RES t ").isEmpty(),
                             20000);
    QVERIFY2(stage.watcher.frame("OA1 ERR t ").startsWith("OA1 ERR t 1 0 no_session: "),
             stage.watcher.heard.constData());
}

// The panel's connector, closed while its ic/bridge.hello is unanswered and opened again: the
// answer to the first hello, arriving now, must not make it identify. The bridge is played by
// a client of the test that answers the first hello late and refuses the second.
void TestOa1Bridge::aLateAnswerDoesNotDriveTheNextOpen()
{
    ictest::NgircdServer irc;
    QVERIFY2(irc.start(), qPrintable(irc.error()));
    IrcClient bridge;
    QSignalSpy joined(&bridge, &IrcClient::joined);
    QList<QByteArray> hellos;
    connect(&bridge, &IrcClient::registered, this, [&bridge] { bridge.join(kChannel); });
    connect(&bridge, &IrcClient::messageReceived, this, [&hellos](const IrcMessage &m) {
        const QByteArray text = m.param(1);
        if (m.command == "PRIVMSG" && text.startsWith("OA1 REQ ") &&
            text.contains("ic/bridge.hello"))
            hellos.append(text.split(' ').value(2));
    });
    IrcClient::Options options;
    options.port = irc.port();
    options.nick = QStringLiteral("icbridge");
    options.minLineGapMs = 0;
    bridge.connectToServer(options);
    QVERIFY(joined.wait(10000));

    Oa1IcrpConnector::Config config;
    config.port = irc.port();
    config.channel = kChannel;
    config.nick = QStringLiteral("panel");
    config.bridgeNick = QStringLiteral("icbridge");
    config.password = QStringLiteral("secret");
    config.limits.minLineGapMs = 0;
    Oa1IcrpConnector connector(config);
    QSignalSpy wire(&connector, &icconnectors::Connector::wire);
    connector.open();
    QTRY_COMPARE_WITH_TIMEOUT(hellos.size(), 1, 20000);
    connector.close();
    QCOMPARE(connector.state(), icconnectors::Connector::State::Closed);
    QCOMPARE(connector.figures().at(4).first, QStringLiteral("Pending requests"));
    QCOMPARE(connector.figures().at(4).second, QStringLiteral("0"));
    connector.open();
    QTRY_COMPARE_WITH_TIMEOUT(hellos.size(), 2, 20000);
    QVERIFY(bridge.privmsg(kChannel, "OA1 RES " + hellos.at(0) +
                                         " 1 0 {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}"));
    QVERIFY(bridge.privmsg(kChannel, "OA1 ERR " + hellos.at(1) + " 1 0 no_session: refused"));
    QTRY_COMPARE_WITH_TIMEOUT(connector.state(), icconnectors::Connector::State::Failed, 20000);
    for (const QList<QVariant> &args : wire)
        QVERIFY2(!args.at(0).value<icconnectors::WireEntry>().bytes.contains("ic/identify"),
                 args.at(0).value<icconnectors::WireEntry>().bytes.constData());
}

QTEST_GUILESS_MAIN(TestOa1Bridge)
#include "TestOa1Bridge.moc"
