// app/connectors/oa1: OA1's two ends on a channel (Oa1Link, Oa1RpcClient, Oa1RpcServer)
// without an IRC server: the tests hand each link the IRC lines a server would relay (that
// server is the faked component) and carry each side's frames to the other.

#include "connectors/oa1/wire/Oa1Codec.h"
#include "connectors/oa1/wire/Oa1Link.h"
#include "connectors/oa1/wire/Oa1RpcClient.h"
#include "connectors/oa1/wire/Oa1RpcServer.h"

#include <QSignalSpy>
#include <QTest>
#include <functional>

using namespace icconnectors::oa1;

namespace {

const QString kChannel = QStringLiteral("#ops");
const QString kPanel = QStringLiteral("panel");
const QString kBridge = QStringLiteral("bridge");
// What the server reports as the requester: the full prefix privmsg() gives.
const QString kPanelOrigin = QStringLiteral("panel!~u@127.0.0.1");

IrcMessage privmsg(const QString &nick, const QString &target, const QByteArray &text)
{
    return IrcMessage::parse(":" + nick.toUtf8() + "!~u@127.0.0.1 PRIVMSG " + target.toUtf8() +
                             " :" + text);
}

Oa1Link::Filter filterFor(const QString &own, const QString &peer)
{
    return {kChannel, own, {peer}};
}

// The panel's and the bridge's links, each one's frames relayed to the other as PRIVMSGs
// from its nick. `drop` decides which frames get lost on the way.
struct Channel
{
    explicit Channel(const Oa1Limits &limits) : panel(limits), bridge(limits)
    {
        panel.setFilter(filterFor(kPanel, kBridge));
        bridge.setFilter(filterFor(kBridge, kPanel));
        QObject::connect(&panel, &Oa1Link::lineOut, &bridge, [this](const QByteArray &text) {
            panelLines.append(text);
            if (!drop || !drop(text))
                bridge.receive(privmsg(kPanel, kChannel, text));
        });
        QObject::connect(&bridge, &Oa1Link::lineOut, &panel, [this](const QByteArray &text) {
            bridgeLines.append(text);
            if (!drop || !drop(text))
                panel.receive(privmsg(kBridge, kChannel, text));
        });
    }

    Oa1Link panel;
    Oa1Link bridge;
    QList<QByteArray> panelLines;
    QList<QByteArray> bridgeLines;
    std::function<bool(const QByteArray &)> drop;
};

Oa1Limits shortLimits(int requestMs = 300, int partialMs = 300)
{
    Oa1Limits limits;
    limits.requestTimeoutMs = requestMs;
    limits.partialTimeoutMs = partialMs;
    return limits;
}

} // namespace

class TestOa1Link : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void requestAndAnswerAcrossManyFrames();
    void noiseIsIgnored();
    void framesFromAWrongNickAreIgnored();
    void framesFromOurselvesAreIgnored();
    void framesRespectTheLineBudget();
    void errCompletesARequest();
    void missingRequestChunkTimesOut();
    void missingAnswerChunkTimesOut();
    void requestTimeoutSendsCancel();
    void cancelDropsThePendingRequest();
    void requestOverCapIsRefusedBothWays();
    void answerOverCapIsTruncatedOrRefused();
    void aPendingIdFromAnotherRequesterIsIgnored();
};

void TestOa1Link::requestAndAnswerAcrossManyFrames()
{
    Channel channel{Oa1Limits{}};
    Oa1RpcClient client(&channel.panel);
    Oa1RpcServer server(&channel.bridge);
    QSignalSpy requests(&server, &Oa1RpcServer::requestReceived);
    QSignalSpy answered(&client, &Oa1RpcClient::answered);
    QByteArray question;
    for (int i = 0; i < 40; ++i)
        question += "line " + QByteArray::number(i) + " \xe2\x82\xac\\ \"quoted\"\n";
    const auto id = client.request(question);
    QVERIFY(id);
    QVERIFY(channel.panelLines.size() > 3);
    QCOMPARE(requests.size(), 1);
    QCOMPARE(requests[0][0].toString(), kPanelOrigin);
    QCOMPARE(requests[0][1].toByteArray(), *id);
    QCOMPARE(requests[0][2].toByteArray(), question);
    QCOMPARE(client.pending(), 1);

    const QByteArray answer = QByteArray(1000, 'r') + "\n\xf0\x9f\x98\x80";
    QVERIFY(server.respond(kPanelOrigin, *id, answer));
    QCOMPARE(answered.size(), 1);
    QCOMPARE(answered[0][0].toByteArray(), *id);
    const auto message = answered[0][1].value<Oa1Message>();
    QCOMPARE(message.payload, answer);
    QCOMPARE(message.chunks, 5);
    QVERIFY(!message.truncated);
    QCOMPARE(client.pending(), 0);
    QCOMPARE(server.pending(), 0);
    QVERIFY(!server.respond(kPanelOrigin, *id, "again")); // answered once only
    QCOMPARE(channel.panel.counters().framesReceived, 5u);
}

void TestOa1Link::noiseIsIgnored()
{
    Oa1Link link{Oa1Limits{}};
    link.setFilter(filterFor(kBridge, kPanel));
    Oa1RpcServer server(&link);
    QSignalSpy requests(&server, &Oa1RpcServer::requestReceived);
    link.receive(privmsg(kPanel, kChannel, "hello, is the bridge up?"));
    link.receive(privmsg(kPanel, kChannel, "OA1 REQ bad.id 1 0 x"));
    link.receive(privmsg(kPanel, kChannel, "OA1 REQ a 0 0 x"));
    link.receive(privmsg(kPanel, kChannel,
                         "\x01"
                         "ACTION waves\x01"));
    link.receive(IrcMessage::parse(":panel!~u@h NOTICE #ops :OA1 REQ a 1 0 {}"));
    link.receive(privmsg(kPanel, QStringLiteral("#elsewhere"), "OA1 REQ a 1 0 {}"));
    link.receive(privmsg(kPanel, kBridge, "OA1 REQ a 1 0 {}")); // a private message
    link.receive(IrcMessage::parse("PING :irc.test"));
    QCOMPARE(link.counters().noise, 4u);
    QCOMPARE(link.counters().framesReceived, 0u);
    QCOMPARE(requests.size(), 0);
    link.receive(privmsg(kPanel, QStringLiteral("#OPS"), "OA1 REQ a 1 0 {}")); // case-blind
    QCOMPARE(requests.size(), 1);
}

void TestOa1Link::framesFromAWrongNickAreIgnored()
{
    Oa1Link link{Oa1Limits{}};
    link.setFilter(filterFor(kPanel, kBridge));
    Oa1RpcClient client(&link);
    QSignalSpy answered(&client, &Oa1RpcClient::answered);
    QSignalSpy failed(&client, &Oa1RpcClient::failed);
    const auto id = client.request("{}");
    QVERIFY(id);
    link.receive(privmsg(QStringLiteral("mallory"), kChannel, "OA1 RES " + *id + " 1 0 spoofed"));
    link.receive(privmsg(QStringLiteral("mallory"), kChannel, "OA1 ERR " + *id + " 1 0 x: y"));
    QCOMPARE(link.counters().foreign, 2u);
    QCOMPARE(answered.size() + failed.size(), 0);
    QCOMPARE(client.pending(), 1);
    link.receive(privmsg(QStringLiteral("BRIDGE"), kChannel, "OA1 RES " + *id + " 1 0 real"));
    QCOMPARE(answered.size(), 1);
    QCOMPARE(answered[0][1].value<Oa1Message>().payload, QByteArray("real"));
}

void TestOa1Link::framesFromOurselvesAreIgnored()
{
    Oa1Link link{Oa1Limits{}};
    link.setFilter({kChannel, kBridge, {kPanel, kBridge}}); // even when we are "allowed"
    Oa1RpcServer server(&link);
    QSignalSpy requests(&server, &Oa1RpcServer::requestReceived);
    link.receive(privmsg(kBridge, kChannel, "OA1 REQ a 1 0 {}"));
    QCOMPARE(link.counters().own, 1u);
    QCOMPARE(requests.size(), 0);
}

void TestOa1Link::framesRespectTheLineBudget()
{
    Oa1Link link{Oa1Limits{}};
    link.setFilter(filterFor(kPanel, kBridge));
    QList<QByteArray> lines;
    connect(&link, &Oa1Link::lineOut, this, [&lines](const QByteArray &l) { lines.append(l); });
    link.setLineBudget(100);
    QVERIFY(link.send(Oa1Frame::Type::Req, "abc", QByteArray(1000, 'x') + "\n\n\xe2\x82\xac"));
    QByteArray joined;
    for (const QByteArray &line : lines) {
        QVERIFY2(line.size() <= 100, line.constData());
        joined += Oa1Frame::parse(line)->payload;
    }
    QCOMPARE(Oa1Codec::unescape(joined), QByteArray(1000, 'x') + "\n\n\xe2\x82\xac");
    lines.clear();
    link.setLineBudget(450); // the frame limit, 240, is the smaller one now
    QVERIFY(link.send(Oa1Frame::Type::Req, "abc", QByteArray(1000, 'x')));
    QCOMPARE(lines.size(), 5);
    QCOMPARE(Oa1Frame::parse(lines[0])->payload.size(), 240);
}

void TestOa1Link::errCompletesARequest()
{
    Channel channel{Oa1Limits{}};
    Oa1RpcClient client(&channel.panel);
    Oa1RpcServer server(&channel.bridge);
    QSignalSpy failed(&client, &Oa1RpcClient::failed);
    const auto id = client.request("{}");
    QVERIFY(server.fail(kPanelOrigin, *id, QStringLiteral("no_session"),
                        QStringLiteral("send ic/bridge.hello first")));
    QCOMPARE(channel.bridgeLines.constLast(),
             "OA1 ERR " + *id + " 1 0 no_session: send ic/bridge.hello first");
    QCOMPARE(failed.size(), 1);
    QCOMPARE(failed[0][1].toString(), QStringLiteral("no_session"));
    QCOMPARE(failed[0][2].toString(), QStringLiteral("send ic/bridge.hello first"));
    QCOMPARE(client.pending(), 0);
}

void TestOa1Link::missingRequestChunkTimesOut()
{
    Channel channel{shortLimits(60'000)}; // the client waits; the bridge's partial timeout acts
    Oa1RpcClient client(&channel.panel);
    Oa1RpcServer server(&channel.bridge);
    QSignalSpy requests(&server, &Oa1RpcServer::requestReceived);
    QSignalSpy failed(&client, &Oa1RpcClient::failed);
    channel.drop = [](const QByteArray &line) {
        return line.contains(" REQ ") && line.contains(" 2 1 ");
    };
    const auto id = client.request(QByteArray(1000, 'q'));
    QVERIFY(id);
    // The bridge gives up on the incomplete request and says so with an ERR.
    QVERIFY(failed.wait(5000));
    QCOMPARE(requests.size(), 0);
    QCOMPARE(failed[0][1].toString(), QStringLiteral("incomplete"));
    QVERIFY(channel.bridgeLines.constLast().startsWith("OA1 ERR " + *id + " 1 0 incomplete: "));
}

void TestOa1Link::missingAnswerChunkTimesOut()
{
    Channel channel{shortLimits()};
    Oa1RpcClient client(&channel.panel);
    Oa1RpcServer server(&channel.bridge);
    QSignalSpy failed(&client, &Oa1RpcClient::failed);
    channel.drop = [](const QByteArray &line) {
        return line.contains(" RES ") && line.contains(" 3 1 ");
    };
    const auto id = client.request("{}");
    QVERIFY(server.respond(kPanelOrigin, *id, QByteArray(1000, 'a')));
    QCOMPARE(failed.size(), 0);
    QVERIFY(failed.wait(5000));
    QCOMPARE(failed[0][1].toString(), QStringLiteral("incomplete"));
    QVERIFY2(failed[0][2].toString().contains(QStringLiteral("3")),
             qPrintable(failed[0][2].toString()));
    QVERIFY(channel.panelLines.constLast().startsWith("OA1 CANCEL " + *id + " 1 0 incomplete: "));
}

void TestOa1Link::requestTimeoutSendsCancel()
{
    Channel channel{shortLimits()};
    Oa1RpcClient client(&channel.panel);
    Oa1RpcServer server(&channel.bridge);
    QSignalSpy failed(&client, &Oa1RpcClient::failed);
    QSignalSpy cancelled(&server, &Oa1RpcServer::cancelled);
    const auto id = client.request("{\"method\":\"slow\"}");
    QVERIFY(failed.wait(5000));
    QCOMPARE(failed[0][1].toString(), QStringLiteral("timeout"));
    QVERIFY(channel.panelLines.constLast().startsWith("OA1 CANCEL " + *id + " 1 0 timeout: "));
    QCOMPARE(cancelled.size(), 1);
    QCOMPARE(server.pending(), 0);
    const qsizetype before = channel.bridgeLines.size();
    QVERIFY(!server.respond(kPanelOrigin, *id, "late")); // dropped: nothing goes out
    QCOMPARE(channel.bridgeLines.size(), before);
}

void TestOa1Link::cancelDropsThePendingRequest()
{
    Channel channel{Oa1Limits{}};
    Oa1RpcClient client(&channel.panel);
    Oa1RpcServer server(&channel.bridge);
    QSignalSpy failed(&client, &Oa1RpcClient::failed);
    QSignalSpy cancelled(&server, &Oa1RpcServer::cancelled);
    const auto id = client.request("{}");
    QCOMPARE(server.pending(), 1);
    client.cancel(*id, QStringLiteral("the user closed the page"));
    QCOMPARE(failed.size(), 1);
    QCOMPARE(failed[0][1].toString(), QStringLiteral("cancelled"));
    QCOMPARE(cancelled.size(), 1);
    QCOMPARE(cancelled[0][1].toByteArray(), *id);
    QCOMPARE(server.pending(), 0);
    QVERIFY(!server.respond(kPanelOrigin, *id, "{}"));
}

void TestOa1Link::requestOverCapIsRefusedBothWays()
{
    Channel channel{Oa1Limits{}};
    Oa1RpcClient client(&channel.panel);
    Oa1RpcServer server(&channel.bridge);
    QSignalSpy requests(&server, &Oa1RpcServer::requestReceived);
    // The panel does not send one.
    const auto refused = client.request(QByteArray(128 * 1024 + 1, 'x'));
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, QStringLiteral("too_large"));
    QVERIFY(channel.panelLines.isEmpty());
    QCOMPARE(client.pending(), 0);
    // The bridge refuses one a stranger's software sends anyway, with ERR too_large.
    const QByteArray big = Oa1Codec::escape(QByteArray(128 * 1024 + 1, 'x'));
    int frames = 0;
    for (const QByteArray &piece : Oa1Codec::chunk(big, 240)) {
        ++frames;
        Oa1Frame f{Oa1Frame::Type::Req, "huge", frames, frames * 240 < big.size(), piece};
        channel.bridge.receive(privmsg(kPanel, kChannel, f.format()));
    }
    QCOMPARE(requests.size(), 0);
    QCOMPARE(channel.bridgeLines.size(), 1);
    QVERIFY(channel.bridgeLines[0].startsWith("OA1 ERR huge 1 0 too_large: "));
    QCOMPARE(channel.bridge.counters().duplicates, 0u);
}

void TestOa1Link::answerOverCapIsTruncatedOrRefused()
{
    Channel channel{Oa1Limits{}};
    Oa1RpcClient client(&channel.panel);
    Oa1RpcServer server(&channel.bridge);
    QSignalSpy answered(&client, &Oa1RpcClient::answered);
    QSignalSpy failed(&client, &Oa1RpcClient::failed);
    // An answer over the cap is not sent: the bridge says too_large instead.
    auto id = client.request("{}");
    QVERIFY(server.respond(kPanelOrigin, *id, QByteArray(128 * 1024 + 10, 'a')));
    QCOMPARE(failed.size(), 1);
    QCOMPARE(failed[0][1].toString(), QStringLiteral("too_large"));
    // A RES stream over the cap (another bridge's) is truncated and marked.
    id = client.request("{}");
    const QByteArray big(128 * 1024 + 300, 'b');
    int seq = 0;
    for (const QByteArray &piece : Oa1Codec::chunk(big, 240)) {
        ++seq;
        Oa1Frame f{Oa1Frame::Type::Res, *id, seq, seq * 240 < big.size(), piece};
        channel.panel.receive(privmsg(kBridge, kChannel, f.format()));
    }
    QCOMPARE(answered.size(), 1);
    const auto message = answered[0][1].value<Oa1Message>();
    QVERIFY(message.truncated);
    QVERIFY(message.payload.size() <= 128 * 1024);
    QVERIFY(message.payload.size() > 128 * 1024 - 240);
}

// RES and ERR carry only the id: a second allowed requester reusing an id that is pending
// for the first must not get an answer, which would land in the first one's request.
void TestOa1Link::aPendingIdFromAnotherRequesterIsIgnored()
{
    Oa1Link link{Oa1Limits{}};
    link.setFilter({kChannel, kBridge, {kPanel, QStringLiteral("bob")}});
    Oa1RpcServer server(&link);
    QSignalSpy requests(&server, &Oa1RpcServer::requestReceived);
    link.receive(privmsg(kPanel, kChannel, "OA1 REQ shared 1 0 {\"id\":1}"));
    QCOMPARE(requests.size(), 1);
    link.receive(privmsg(QStringLiteral("bob"), kChannel, "OA1 REQ shared 1 0 {\"id\":2}"));
    QCOMPARE(requests.size(), 1);
    QCOMPARE(server.pending(), 1);
    QVERIFY(server.respond(kPanelOrigin, "shared", "{}"));
    link.receive(privmsg(QStringLiteral("bob"), kChannel, "OA1 REQ other 1 0 {\"id\":3}"));
    QCOMPARE(requests.size(), 2);
    QCOMPARE(requests[1][0].toString(), QStringLiteral("bob!~u@127.0.0.1"));
}

QTEST_GUILESS_MAIN(TestOa1Link)
#include "TestOa1Link.moc"
