// The budget of WebSocket handshakes in progress (issue 25), over real sockets: many clients
// opening at once (OBS loading a scene with many browser sources) all get in with the default
// budget; a newcomer never displaces a handshake that is still on time, and only takes the place
// of one that stalled (TestServerHandshake's squatter tests) or, past the cap, of the one that
// got least far — never of one whose identify is already waiting for its verdict.
#include "RawPeer.h"
#include "TestServer.h"

#include <QTest>

using namespace icrp;
using namespace std::chrono_literals;

namespace {

/// Grants every identify, but only when the test says so: an identify in progress.
class HoldingAuthenticator final : public IcrpAuthenticator
{
public:
    bool authenticationRequired() const override { return false; }
    QString salt() const override { return {}; }
    AuthResult authenticate(const IdentifyRequest &request, const QString &) override
    {
        Grant grant;
        grant.tier = request.tier;
        grant.categories = categoriesVisibleTo(request.tier);
        return authGranted(grant);
    }
    void authenticateLater(const IdentifyRequest &request, const QString &challenge,
                           Verdict done) override
    {
        held.push_back(
            [this, request, challenge, done] { done(authenticate(request, challenge)); });
    }
    quint64 generation() const override { return 1; }

    std::vector<std::function<void()>> held;
};

bool isHello(const QJsonValue &message)
{
    return message.toObject().value(QLatin1String("method")).toString() ==
           QLatin1String("ic/hello");
}

} // namespace

class TestServerHandshakeBudget : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sixtyFourClientsOpeningAtOnceAllIdentify()
    {
        IcrpServerConfig c = TestServer::defaultConfig();
        c.maxConnections = 64; // room for them all; the handshake budget is the default
        QCOMPARE(c.maxPendingHandshakes, 16);
        TestServer t(QStringLiteral("hunter2"), c);
        QVERIFY(t.listening);
        std::vector<std::unique_ptr<RawPeer>> peers;
        int identified = 0;
        for (int i = 0; i < 64; ++i) {
            peers.push_back(std::make_unique<RawPeer>());
            RawPeer *p = peers.back().get();
            // Runs after RawPeer's own slot has recorded the message: identify on the hello.
            connect(&p->socket, &QWebSocket::textMessageReceived, p, [p, &identified] {
                const QJsonObject last = p->messages.constLast().toObject();
                if (isHello(last)) {
                    p->hello = last.value(QLatin1String("params")).toObject();
                    p->send(p->request(1, QStringLiteral("ic/identify"),
                                       p->identifyParams(QStringLiteral("hunter2"))));
                } else if (last.contains(QLatin1String("result"))) {
                    ++identified;
                }
            });
        }
        for (const auto &p : peers) // all at once, before any of them is answered
            p->open(t.port());
        QTRY_COMPARE_WITH_TIMEOUT(identified, 64, 60'000);
        QCOMPARE(t.server->connectionCount(), 64);
        for (const auto &p : peers)
            QVERIFY(!p->closed);
    }

    void handshakesOnTimeAreNotDroppedForANewcomer()
    {
        IcrpServerConfig c = TestServer::defaultConfig();
        c.maxPendingHandshakes = 3;
        c.handshakeStallTime = 1h; // none stalls during the test
        TestServer t(QStringLiteral("hunter2"), c);
        std::vector<std::unique_ptr<RawPeer>> waiting;
        for (int i = 0; i < 3; ++i) {
            waiting.push_back(std::make_unique<RawPeer>());
            QVERIFY(waiting.back()->connectAndHello(t.port()));
        }
        // The budget is full, nobody has stalled: the newcomer is let in beyond it.
        auto owner = RawPeer::identified(t.port());
        QVERIFY(owner);
        for (const auto &p : waiting)
            QVERIFY(p->identify(QStringLiteral("hunter2")).contains(QLatin1String("result")));
        QCOMPARE(t.server->connectionCount(), 4);
    }

    void pastTheCapTheLeastAdvancedGivesWay()
    {
        IcrpServerConfig c = TestServer::defaultConfig();
        c.maxPendingHandshakes = 2;
        c.maxConnections = 3; // the cap: max(budget, maxConnections)
        c.handshakeStallTime = 1h;
        auto auth = std::make_shared<HoldingAuthenticator>();
        IcrpServer server(c, auth);
        QVERIFY(server.listen().ok());
        RawPeer identifying; // the oldest, but its identify is in: it keeps its place
        QVERIFY(identifying.connectAndHello(server.port()));
        identifying.send(
            identifying.request(1, QStringLiteral("ic/identify"), identifying.identifyParams({})));
        QTRY_COMPARE(auth->held.size(), size_t(1));
        RawPeer silent; // sends nothing: the first to give way
        QVERIFY(silent.connectAndHello(server.port()));
        RawPeer later;
        QVERIFY(later.connectAndHello(server.port()));
        RawPeer newcomer; // three handshakes in progress, the cap: one of them must go
        QVERIFY(newcomer.connectAndHello(server.port()));
        QVERIFY(silent.waitClosed());
        QCOMPARE(silent.closeCode, 4003);
        QCOMPARE(silent.closeReason, QStringLiteral("Too many connections waiting to identify"));
        auth->held.front()();
        QVERIFY(identifying.response(1).contains(QLatin1String("result")));
        QVERIFY(!later.closed);
        QVERIFY(!newcomer.closed);
    }
};

QTEST_GUILESS_MAIN(TestServerHandshakeBudget)
#include "TestServerHandshakeBudget.moc"
