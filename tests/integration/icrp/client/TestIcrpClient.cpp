// IcrpClient against the real IcrpServer on 127.0.0.1 port 0 (and, for what the server cannot
// be made to do, a bare WebSocket peer): handshake outcomes and their messages, calls,
// subscriptions and events, reconnection, and the cases that must not reconnect.

#include "ScriptedWebSocketServer.h"
#include "icrp/client/IcrpClient.h"
#include "icrp/protocol/CloseCode.h"
#include "icrp/protocol/VersionRange.h"
#include "icrp/server/IcrpServer.h"
#include "icrp/server/PasswordAuthenticator.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QPointer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

using namespace icrp;
using namespace std::chrono_literals;

namespace {

const QString Password = QStringLiteral("correct horse battery staple");

struct ServerOptions
{
    QString password = Password;
    quint16 port = 0;
    Tiers offeredTiers = Tiers(Tier::Observer) | Tier::Admin | Tier::Mod;
    bool ranked = false;
    int maxConnections = 8;
};

} // namespace

class TestIcrpClient : public QObject
{
    Q_OBJECT

private:
    int m_neverCalls = 0;
    /// Responders of test/never, kept unanswered (a dropped one is answered with -32603).
    std::vector<IcrpResponder> m_neverResponders;

    std::unique_ptr<IcrpServer> startServer(const ServerOptions &so = {})
    {
        IcrpServerConfig config;
        config.port = so.port;
        config.serverName = QStringLiteral("test-server");
        config.offeredTiers = so.offeredTiers;
        config.ranked = so.ranked;
        config.maxConnections = so.maxConnections;
        auto server = std::make_unique<IcrpServer>(
            config, std::make_shared<PasswordAuthenticator>(so.password));
        server->registerMethod(QStringLiteral("test/echo"), access::Everyone,
                               [](const IcrpCall &call, const IcrpResponder &r) {
                                   r.result(call.params.isUndefined() ? QJsonValue() : call.params);
                               });
        server->registerMethod(
            QStringLiteral("test/fail"), access::Everyone,
            [](const IcrpCall &, const IcrpResponder &r) {
                r.error(ErrorCode::NotFound, QStringLiteral("no such thing"),
                        QJsonObject{{QStringLiteral("what"), QStringLiteral("thing")}});
            });
        // Never answers (the responder is kept): the client's timeout must fire.
        server->registerMethod(QStringLiteral("test/never"), access::Everyone,
                               [this](const IcrpCall &, const IcrpResponder &r) {
                                   ++m_neverCalls;
                                   m_neverResponders.push_back(r);
                               });
        if (const auto listening = server->listen(); !listening) {
            qWarning("listen failed: %s", qPrintable(listening.error().message));
            return nullptr;
        }
        return server;
    }

    static IcrpClient::Options clientOptions(quint16 port, const QString &password = Password)
    {
        IcrpClient::Options o;
        o.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port));
        o.password = password;
        o.clientName = QStringLiteral("TestIcrpClient");
        o.clientVersion = QStringLiteral("1.0");
        o.initialBackoff = 20ms;
        o.maxBackoff = 200ms;
        o.handshakeTimeout = 5s;
        o.defaultCallTimeout = 5s;
        return o;
    }

    /// Opens a client and waits until it is connected or has failed for good.
    static std::unique_ptr<IcrpClient> connectClient(const IcrpClient::Options &o)
    {
        auto client = std::make_unique<IcrpClient>();
        client->setOptions(o);
        client->open();
        return client;
    }

    static bool waitConnected(IcrpClient &client)
    {
        if (client.state() == IcrpClient::State::Connected)
            return true;
        QSignalSpy spy(&client, &IcrpClient::connected);
        return spy.wait(5000);
    }

    /// Waits for the first failure reported by errorOccurred.
    static bool waitFailure(IcrpClient &client)
    {
        QSignalSpy spy(&client, &IcrpClient::errorOccurred);
        return spy.wait(5000);
    }

    static IcrpResult callAndWait(IcrpClient &client, const QString &method,
                                  const QJsonValue &params = QJsonValue(QJsonValue::Undefined),
                                  std::chrono::milliseconds timeout = 0ms, int *runs = nullptr)
    {
        auto result = std::make_shared<std::optional<IcrpResult>>();
        auto count = std::make_shared<int>(0);
        client.call(
            method, params,
            [result, count](const IcrpResult &r) {
                ++*count;
                *result = r;
            },
            timeout);
        [&] { QTRY_VERIFY_WITH_TIMEOUT(result->has_value(), 5000); }();
        if (runs)
            *runs = *count;
        return result->value_or(IcrpResult{});
    }

private Q_SLOTS:
    void cleanup() { m_neverResponders.clear(); }

    void connectsWithTheRightPassword()
    {
        auto server = startServer();
        QVERIFY(server);
        auto client = connectClient(clientOptions(server->port()));
        QSignalSpy states(client.get(), &IcrpClient::stateChanged);
        QVERIFY(waitConnected(*client));
        QCOMPARE(client->state(), IcrpClient::State::Connected);
        QCOMPARE(client->lastFailure(), IcrpClient::Failure::None);
        QCOMPARE(client->welcome().value(QLatin1String("tier")).toString(),
                 QStringLiteral("observer"));
        QVERIFY(!client->welcome().value(QLatin1String("sessionId")).toString().isEmpty());
        QCOMPARE(client->hello().value(QLatin1String("server")).toString(),
                 QStringLiteral("test-server"));
        QCOMPARE(states.last().first().value<IcrpClient::State>(), IcrpClient::State::Connected);
        QCOMPARE(client->reconnectInMs(), -1);
        const auto sessions = server->sessions();
        QCOMPARE(sessions.size(), 1);
        QCOMPARE(sessions.first().clientName, QStringLiteral("TestIcrpClient"));
    }

    void connectsAsAdmin()
    {
        auto server = startServer();
        QVERIFY(server);
        auto o = clientOptions(server->port());
        o.tier = Tier::Admin;
        auto client = connectClient(o);
        QVERIFY(waitConnected(*client));
        QCOMPARE(client->welcome().value(QLatin1String("tier")).toString(),
                 QStringLiteral("admin"));
    }

    void connectsWithoutPasswordWhenNoneIsSet()
    {
        ServerOptions so;
        so.password.clear();
        auto server = startServer(so);
        QVERIFY(server);
        auto client = connectClient(clientOptions(server->port(), QString()));
        QVERIFY(waitConnected(*client));
        QVERIFY(client->hello().value(QLatin1String("authentication")).isNull());
    }

    void wrongPasswordFailsAndDoesNotReconnect()
    {
        auto server = startServer();
        QVERIFY(server);
        const QString wrong = QStringLiteral("not-the-password-42");
        auto client = connectClient(clientOptions(server->port(), wrong));
        QSignalSpy failures(client.get(), &IcrpClient::errorOccurred);
        QVERIFY(failures.wait(5000));
        QCOMPARE(client->lastFailure(), IcrpClient::Failure::WrongPassword);
        QCOMPARE(failures.first().at(0).value<IcrpClient::Failure>(),
                 IcrpClient::Failure::WrongPassword);
        QCOMPARE(client->lastError(),
                 QStringLiteral("Wrong password for ws://127.0.0.1:%1/. Check the password, or "
                                "reset it in the game.")
                     .arg(server->port()));
        QVERIFY(!client->lastError().contains(wrong));
        QCOMPARE(client->state(), IcrpClient::State::Disconnected);
        QCOMPARE(client->reconnectInMs(), -1);
        QCOMPARE(failures.size(), 1);
    }

    void missingPasswordIsPasswordRequired()
    {
        auto server = startServer();
        QVERIFY(server);
        auto client = connectClient(clientOptions(server->port(), QString()));
        QVERIFY(waitFailure(*client));
        QCOMPARE(client->lastFailure(), IcrpClient::Failure::PasswordRequired);
        QVERIFY(client->lastError().startsWith(QStringLiteral("This game requires a password.")));
        QCOMPARE(client->state(), IcrpClient::State::Disconnected);
        QCOMPARE(client->reconnectInMs(), -1);
        // The client gave up before identifying: the server saw no identify.
        QVERIFY(server->sessions().isEmpty() || !server->sessions().first().identified);
    }

    void versionMismatchUsesDocumentedWording()
    {
        auto server = startServer();
        QVERIFY(server);
        auto o = clientOptions(server->port());
        o.versions = VersionRange{{2, 0}, {2, 1}};
        auto client = connectClient(o);
        QVERIFY(waitFailure(*client));
        QCOMPARE(client->lastFailure(), IcrpClient::Failure::VersionMismatch);
        QCOMPARE(client->lastError(),
                 VersionRange::mismatchMessage(o.versions, VersionRange::supported()));
        QVERIFY(client->lastError().startsWith(
            QStringLiteral("ICRP version mismatch: client supports v2.0-v2.1, ")));
        QCOMPARE(client->state(), IcrpClient::State::Disconnected);
        QCOMPARE(client->reconnectInMs(), -1);
    }

    void tierNotOfferedIsRefused()
    {
        ServerOptions so;
        so.offeredTiers = Tier::Observer;
        auto server = startServer(so);
        QVERIFY(server);
        auto o = clientOptions(server->port());
        o.tier = Tier::Admin;
        auto client = connectClient(o);
        QVERIFY(waitFailure(*client));
        QCOMPARE(client->lastFailure(), IcrpClient::Failure::TierRefused);
        QVERIFY2(client->lastError().contains(QStringLiteral("admin")),
                 qPrintable(client->lastError()));
        QCOMPARE(client->state(), IcrpClient::State::Disconnected);
        QCOMPARE(client->reconnectInMs(), -1);
    }

    void modTierInRankedIsRefused()
    {
        ServerOptions so;
        so.ranked = true;
        auto server = startServer(so);
        QVERIFY(server);
        auto o = clientOptions(server->port());
        o.tier = Tier::Mod;
        auto client = connectClient(o);
        QVERIFY(waitFailure(*client));
        QCOMPARE(client->lastFailure(), IcrpClient::Failure::TierRefused);
        QVERIFY2(client->lastError().contains(QStringLiteral("ranked")),
                 qPrintable(client->lastError()));
    }

    void ninthConnectionIsTooMany()
    {
        auto server = startServer();
        QVERIFY(server);
        std::vector<std::unique_ptr<IcrpClient>> clients;
        for (int i = 0; i < 8; ++i) {
            clients.push_back(connectClient(clientOptions(server->port())));
            QVERIFY(waitConnected(*clients.back()));
        }
        auto o = clientOptions(server->port());
        o.autoReconnect = false;
        auto ninth = connectClient(o);
        QVERIFY(waitFailure(*ninth));
        QCOMPARE(ninth->lastFailure(), IcrpClient::Failure::TooManyConnections);
        QVERIFY2(ninth->lastError().startsWith(QStringLiteral("Too many connections")),
                 qPrintable(ninth->lastError()));
        QCOMPARE(ninth->lastError(),
                 QStringLiteral("Too many connections: the game at ws://127.0.0.1:%1/ accepts 8 "
                                "tools at once. Close another tool or raise max_connections in "
                                "config.toml.")
                     .arg(server->port()));
        QCOMPARE(ninth->state(), IcrpClient::State::Disconnected);

        // With automatic reconnection it keeps trying, and gets in once a place is free.
        auto tenth = connectClient(clientOptions(server->port()));
        QVERIFY(waitFailure(*tenth));
        QCOMPARE(tenth->lastFailure(), IcrpClient::Failure::TooManyConnections);
        QCOMPARE(tenth->state(), IcrpClient::State::Reconnecting);
        QVERIFY(tenth->reconnectInMs() >= 0);
        clients.front()->close();
        QVERIFY(waitConnected(*tenth));
    }

    void callReturnsResult()
    {
        auto server = startServer();
        QVERIFY(server);
        auto client = connectClient(clientOptions(server->port()));
        QVERIFY(waitConnected(*client));
        const QJsonObject params{{QStringLiteral("a"), 1},
                                 {QStringLiteral("b"), QJsonArray{QStringLiteral("x")}}};
        int runs = 0;
        const IcrpResult r = callAndWait(*client, QStringLiteral("test/echo"), params, 0ms, &runs);
        QVERIFY(r.ok);
        QCOMPARE(r.result.toObject(), params);
        QCOMPARE(runs, 1);
    }

    void callReturnsError()
    {
        auto server = startServer();
        QVERIFY(server);
        auto client = connectClient(clientOptions(server->port()));
        QVERIFY(waitConnected(*client));
        const IcrpResult r = callAndWait(*client, QStringLiteral("test/fail"));
        QVERIFY(!r.ok);
        QCOMPARE(r.code, toInt(ErrorCode::NotFound));
        QCOMPARE(r.message, QStringLiteral("no such thing"));
        QCOMPARE(r.data.toObject().value(QLatin1String("what")).toString(),
                 QStringLiteral("thing"));

        const IcrpResult unknown = callAndWait(*client, QStringLiteral("test/nope"));
        QCOMPARE(unknown.code, toInt(ErrorCode::MethodNotFound));
        // The session survives errors.
        QCOMPARE(client->state(), IcrpClient::State::Connected);
    }

    void callTimesOut()
    {
        auto server = startServer();
        QVERIFY(server);
        auto client = connectClient(clientOptions(server->port()));
        QVERIFY(waitConnected(*client));
        int runs = 0;
        const IcrpResult r =
            callAndWait(*client, QStringLiteral("test/never"), QJsonObject{}, 50ms, &runs);
        QVERIFY(!r.ok);
        QCOMPARE(r.code, IcrpResult::TimedOut);
        QVERIFY(r.message.contains(QStringLiteral("test/never")));
        QCOMPARE(runs, 1);
        // A later call still works: the timeout did not break the session.
        QVERIFY(callAndWait(*client, QStringLiteral("test/echo"), QJsonObject{}).ok);
    }

    void callWhenNotConnected()
    {
        IcrpClient client;
        client.setOptions(clientOptions(1));
        int runs = 0;
        const IcrpResult r =
            callAndWait(client, QStringLiteral("test/echo"), QJsonObject{}, 0ms, &runs);
        QCOMPARE(r.code, IcrpResult::NotConnected);
        QCOMPARE(runs, 1);
    }

    void pendingCallFailsWhenTheConnectionDrops()
    {
        auto server = startServer();
        QVERIFY(server);
        auto o = clientOptions(server->port());
        o.autoReconnect = false;
        auto client = connectClient(o);
        QVERIFY(waitConnected(*client));
        auto result = std::make_shared<std::optional<IcrpResult>>();
        auto runs = std::make_shared<int>(0);
        client->call(QStringLiteral("test/never"), QJsonObject{},
                     [result, runs](const IcrpResult &r) {
                         ++*runs;
                         *result = r;
                     });
        // The request must have reached the server before we end the session.
        const int before = m_neverCalls;
        QTRY_COMPARE_WITH_TIMEOUT(m_neverCalls, before + 1, 5000);
        server->shutdown();
        QTRY_VERIFY_WITH_TIMEOUT(result->has_value(), 5000);
        QCOMPARE((*result)->code, IcrpResult::NotConnected);
        QCOMPARE(*runs, 1);
        QCOMPARE(client->lastFailure(), IcrpClient::Failure::ServerShutdown);
        QCOMPARE(client->state(), IcrpClient::State::Disconnected);
    }

    void eventsOnlyForSubscribedCategories()
    {
        auto server = startServer();
        QVERIFY(server);
        auto client = connectClient(clientOptions(server->port()));
        QVERIFY(waitConnected(*client));
        QSignalSpy events(client.get(), &IcrpClient::eventReceived);

        auto subscribed = std::make_shared<std::optional<IcrpResult>>();
        client->subscribe({QStringLiteral("combat"), QStringLiteral("chat_message")},
                          [subscribed](const IcrpResult &r) { *subscribed = r; });
        QTRY_VERIFY_WITH_TIMEOUT(subscribed->has_value(), 5000);
        QVERIFY2((*subscribed)->ok, qPrintable((*subscribed)->message));

        // One socket keeps order: if the match event were delivered, it would come first.
        server->publish(IcrpEvent::make(EventCategory::Match, QStringLiteral("pause"), 10, {}));
        server->publish(IcrpEvent::make(EventCategory::Chat, QStringLiteral("ping"), 11, {}));
        server->publish(IcrpEvent::make(EventCategory::Combat, QStringLiteral("unit_destroyed"), 12,
                                        QJsonObject{{QStringLiteral("unit"), 7}}));
        server->publish(
            IcrpEvent::make(EventCategory::Chat, QStringLiteral("chat_message"), 13,
                            QJsonObject{{QStringLiteral("text"), QStringLiteral("gg")}}));
        QTRY_COMPARE_WITH_TIMEOUT(events.size(), 2, 5000);
        QCOMPARE(events.at(0).at(0).toString(), QStringLiteral("combat"));
        QCOMPARE(events.at(0).at(1).toString(), QStringLiteral("unit_destroyed"));
        QCOMPARE(events.at(0).at(2).toLongLong(), 12);
        QCOMPARE(events.at(0).at(3).toJsonObject().value(QLatin1String("unit")).toInt(), 7);
        QCOMPARE(events.at(1).at(1).toString(), QStringLiteral("chat_message"));

        // After unsubscribe, combat no longer arrives.
        auto unsubscribed = std::make_shared<std::optional<IcrpResult>>();
        client->unsubscribe({QStringLiteral("combat")},
                            [unsubscribed](const IcrpResult &r) { *unsubscribed = r; });
        QTRY_VERIFY_WITH_TIMEOUT(unsubscribed->has_value(), 5000);
        QVERIFY((*unsubscribed)->ok);
        server->publish(
            IcrpEvent::make(EventCategory::Combat, QStringLiteral("unit_destroyed"), 14, {}));
        server->publish(
            IcrpEvent::make(EventCategory::Chat, QStringLiteral("chat_message"), 15, {}));
        QTRY_COMPARE_WITH_TIMEOUT(events.size(), 3, 5000);
        QCOMPARE(events.at(2).at(2).toLongLong(), 15);
    }

    void subscribeToHiddenCategoryIsRefused()
    {
        auto server = startServer();
        QVERIFY(server);
        auto client = connectClient(clientOptions(server->port()));
        QVERIFY(waitConnected(*client));
        auto result = std::make_shared<std::optional<IcrpResult>>();
        client->subscribe({QStringLiteral("telemetry")},
                          [result](const IcrpResult &r) { *result = r; });
        QTRY_VERIFY_WITH_TIMEOUT(result->has_value(), 5000);
        QVERIFY(!(*result)->ok);
        QCOMPARE((*result)->code, toInt(ErrorCode::PermissionDenied));
    }

    void reconnectsAfterServerRestart()
    {
        auto server = startServer();
        QVERIFY(server);
        const quint16 port = server->port();
        auto o = clientOptions(port);
        o.subscriptions = {QStringLiteral("match")};
        auto client = connectClient(o);
        QVERIFY(waitConnected(*client));
        const QString firstSession = client->welcome().value(QLatin1String("sessionId")).toString();

        QSignalSpy states(client.get(), &IcrpClient::stateChanged);
        server->shutdown();
        server.reset();
        QTRY_COMPARE_WITH_TIMEOUT(client->lastFailure(), IcrpClient::Failure::ServerShutdown, 5000);
        QVERIFY(states.contains({QVariant::fromValue(IcrpClient::State::Reconnecting)}));

        ServerOptions so;
        so.port = port;
        server = startServer(so);
        QVERIFY(server);
        QTRY_COMPARE_WITH_TIMEOUT(client->state(), IcrpClient::State::Connected, 5000);
        QVERIFY(client->welcome().value(QLatin1String("sessionId")).toString() != firstSession);
        QCOMPARE(client->lastFailure(), IcrpClient::Failure::None);

        // The subscriptions came back with the new session.
        QSignalSpy events(client.get(), &IcrpClient::eventReceived);
        server->publish(IcrpEvent::make(EventCategory::Match, QStringLiteral("resume"), 99, {}));
        QVERIFY(events.wait(5000));
        QCOMPARE(events.first().at(1).toString(), QStringLiteral("resume"));
    }

    void noReconnectAfterSessionInvalidated()
    {
        auto server = startServer();
        QVERIFY(server);
        auto client = connectClient(clientOptions(server->port()));
        QVERIFY(waitConnected(*client));
        const QString session = client->welcome().value(QLatin1String("sessionId")).toString();
        QSignalSpy disconnected(client.get(), &IcrpClient::disconnected);
        QVERIFY(
            server->closeSession(session, CloseCode::SessionInvalidated, QStringLiteral("kicked")));
        QVERIFY(disconnected.wait(5000));
        QCOMPARE(client->lastFailure(), IcrpClient::Failure::SessionInvalidated);
        QCOMPARE(client->lastError(),
                 QStringLiteral("The game ended this session (kicked, or its password was "
                                "reset). Connect again when you are ready."));
        QCOMPARE(client->state(), IcrpClient::State::Disconnected);
        QCOMPARE(client->reconnectInMs(), -1);
        // The server still runs and would accept it: only open() brings it back.
        QTRY_COMPARE_WITH_TIMEOUT(server->connectionCount(), 0, 5000);
        QCOMPARE(client->state(), IcrpClient::State::Disconnected);
        client->open();
        QVERIFY(waitConnected(*client));
    }

    void refusedWhenNothingListens()
    {
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
            port = probe.serverPort();
        }
        auto o = clientOptions(port);
        o.initialBackoff = 1000ms;
        o.maxBackoff = 30'000ms;
        // The spy exists before open(): the first refusal must not be missed (waiting for a
        // later one would see the second, longer backoff step).
        auto client = std::make_unique<IcrpClient>();
        client->setOptions(o);
        QSignalSpy failures(client.get(), &IcrpClient::errorOccurred);
        client->open();
        QVERIFY(failures.wait(5000));
        QCOMPARE(failures.size(), 1);
        QCOMPARE(client->lastFailure(), IcrpClient::Failure::Refused);
        QCOMPARE(client->lastError(),
                 QStringLiteral("Connection refused at ws://127.0.0.1:%1/: is the game running "
                                "with the remote API enabled?")
                     .arg(port));
        // Refused is worth retrying: first delay is 1 s ± 20 %.
        QCOMPARE(client->state(), IcrpClient::State::Reconnecting);
        QVERIFY(client->reconnectInMs() >= 0);
        QVERIFY(client->reconnectInMs() <= 1200);
        client->close();
        QCOMPARE(client->state(), IcrpClient::State::Disconnected);
        QCOMPARE(client->reconnectInMs(), -1);
    }

    void backoffStaysUnderItsCap()
    {
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
            port = probe.serverPort();
        }
        auto o = clientOptions(port);
        o.initialBackoff = 20ms;
        o.maxBackoff = 60ms;
        IcrpClient client;
        client.setOptions(o);
        QList<qint64> delays;
        connect(&client, &IcrpClient::errorOccurred, this,
                [&] { delays << client.reconnectInMs(); });
        client.open();
        QTRY_VERIFY_WITH_TIMEOUT(delays.size() >= 5, 5000);
        for (qint64 d : std::as_const(delays)) {
            QVERIFY(d >= 0);
            QVERIFY2(d <= 72, qPrintable(QString::number(d))); // 60 ms + 20 % jitter
        }
        QCOMPARE(client.lastFailure(), IcrpClient::Failure::Refused);
        client.close();
        QCOMPARE(client.reconnectInMs(), -1);
    }

    void handshakeTimesOutWithoutHello()
    {
        QWebSocketServer silent(QStringLiteral("silent"), QWebSocketServer::NonSecureMode);
        QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
        std::vector<std::unique_ptr<QWebSocket>> accepted;
        connect(&silent, &QWebSocketServer::newConnection, this, [&] {
            while (silent.hasPendingConnections())
                accepted.emplace_back(silent.nextPendingConnection());
        });
        auto o = clientOptions(silent.serverPort());
        o.handshakeTimeout = 200ms;
        o.autoReconnect = false;
        auto client = connectClient(o);
        QVERIFY(waitFailure(*client));
        QCOMPARE(client->lastFailure(), IcrpClient::Failure::TimedOut);
        QVERIFY2(client->lastError().startsWith(
                     QStringLiteral("No answer from ws://127.0.0.1:%1/ within 0.2 s.")
                         .arg(silent.serverPort())),
                 qPrintable(client->lastError()));
        QCOMPARE(accepted.size(), size_t(1));
        QCOMPARE(client->state(), IcrpClient::State::Disconnected);
    }

    void notJsonIsAProtocolError()
    {
        QWebSocketServer peer(QStringLiteral("garbage"), QWebSocketServer::NonSecureMode);
        QVERIFY(peer.listen(QHostAddress::LocalHost, 0));
        std::vector<std::unique_ptr<QWebSocket>> accepted;
        connect(&peer, &QWebSocketServer::newConnection, this, [&] {
            while (peer.hasPendingConnections()) {
                accepted.emplace_back(peer.nextPendingConnection());
                accepted.back()->sendTextMessage(QStringLiteral("HTTP/1.1 200 OK"));
            }
        });
        auto client = connectClient(clientOptions(peer.serverPort()));
        QVERIFY(waitFailure(*client));
        QCOMPARE(client->lastFailure(), IcrpClient::Failure::ProtocolError);
        QVERIFY(client->lastError().contains(QStringLiteral("does not speak ICRP")));
        // Not connected yet: a protocol error is not retried.
        QCOMPARE(client->state(), IcrpClient::State::Disconnected);
    }

    void aFrameNoServerMaySendIsAProtocolError()
    {
        // RFC 6455: a server never masks its frames; the client closes with 1002 and says so
        ictest::ScriptedWebSocketServer peer;
        const QUrl url = peer.listen(this);
        peer.afterUpgrade =
            ictest::frame(0x1, R"({"jsonrpc":"2.0","method":"ic/hello"})", true, true);
        auto o = clientOptions(quint16(url.port()));
        auto client = connectClient(o);
        QVERIFY(waitFailure(*client));
        QCOMPARE(client->lastFailure(), IcrpClient::Failure::ProtocolError);
        QVERIFY2(client->lastError().contains(QStringLiteral("does not speak ICRP")) &&
                     client->lastError().contains(QStringLiteral("masked")),
                 qPrintable(client->lastError()));
        QTRY_COMPARE_WITH_TIMEOUT(peer.clientCloseCode(), 1002, 5000);
        QCOMPARE(client->state(), IcrpClient::State::Disconnected);
    }

    void aWebServerThatIsNoGameSaysWhatItAnswered()
    {
        ictest::ScriptedWebSocketServer peer;
        const QUrl url = peer.listen(this);
        peer.answer = [](const QByteArray &) {
            return QByteArray("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n");
        };
        auto o = clientOptions(quint16(url.port()));
        o.autoReconnect = false;
        auto client = connectClient(o);
        QVERIFY(waitFailure(*client));
        QCOMPARE(client->lastFailure(), IcrpClient::Failure::Refused);
        QVERIFY2(client->lastError().contains(QStringLiteral("HTTP/1.1 404 Not Found")) &&
                     client->lastError().contains(QStringLiteral("Check the address")),
                 qPrintable(client->lastError()));
        QCOMPARE(client->state(), IcrpClient::State::Disconnected);
    }

    void deletedInsideItsOwnCallback()
    {
        auto server = startServer();
        QVERIFY(server);
        auto *client = connectClient(clientOptions(server->port())).release();
        QVERIFY(waitConnected(*client));
        // Two calls whose answers arrive together: the first callback deletes the client while
        // the socket is still inside textMessageReceived with the second frame unread.
        QPointer<IcrpClient> alive(client);
        int runs = 0;
        client->call(QStringLiteral("test/echo"), QJsonObject{},
                     [&runs, client](const IcrpResult &) {
                         ++runs;
                         delete client;
                     });
        client->call(QStringLiteral("test/echo"), QJsonObject{},
                     [&runs](const IcrpResult &) { ++runs; });
        QTRY_VERIFY_WITH_TIMEOUT(!alive, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(server->connectionCount(), 0, 5000);
        QCOMPARE(runs, 1);
    }

    void deletedInsideItsDisconnectedSlot()
    {
        auto server = startServer();
        QVERIFY(server);
        auto *client = connectClient(clientOptions(server->port())).release();
        QVERIFY(waitConnected(*client));
        QPointer<IcrpClient> alive(client);
        connect(client, &IcrpClient::errorOccurred, client,
                [client](IcrpClient::Failure, const QString &) { delete client; });
        server.reset(); // closes every session with 4012
        QTRY_VERIFY_WITH_TIMEOUT(!alive, 5000);
    }

    void destroyedWithPendingCall()
    {
        auto server = startServer();
        QVERIFY(server);
        auto client = connectClient(clientOptions(server->port()));
        QVERIFY(waitConnected(*client));
        bool ran = false;
        client->call(QStringLiteral("test/never"), QJsonObject{},
                     [&ran](const IcrpResult &) { ran = true; });
        client.reset();
        QTRY_COMPARE_WITH_TIMEOUT(server->connectionCount(), 0, 5000);
        QVERIFY(!ran);
    }
};

QTEST_GUILESS_MAIN(TestIcrpClient)
#include "TestIcrpClient.moc"
