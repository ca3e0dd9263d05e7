// app/connectors/oa1: IrcClient against a real IRC server (ngIRCd, started on a free port):
// registration, a nick in use, JOIN, PRIVMSG within the 512-byte line the server relays
// (budget from our prefix as the server's welcome names it), PING/PONG, pacing, and a
// disconnect reported with its reason.

#include "NgircdServer.h"

#include "connectors/oa1/wire/IrcClient.h"

#include <QSignalSpy>
#include <QTest>

using namespace icconnectors::oa1;

namespace {

const QString kChannel = QStringLiteral("#oa1test");

IrcClient::Options optionsFor(quint16 port, const QString &nick, int gapMs = 0)
{
    IrcClient::Options o;
    o.port = port;
    o.nick = nick;
    o.minLineGapMs = gapMs;
    return o;
}

// Registers and joins kChannel; false when either does not happen.
bool joinChannel(IrcClient &client, quint16 port, const QString &nick, int gapMs = 0)
{
    QSignalSpy registered(&client, &IrcClient::registered);
    QSignalSpy joined(&client, &IrcClient::joined);
    client.connectToServer(optionsFor(port, nick, gapMs));
    if (!registered.wait(10000))
        return false;
    client.join(kChannel);
    return joined.wait(10000);
}

// The PRIVMSG texts `client` received in the channel.
QList<QByteArray> channelTexts(const QSignalSpy &spy)
{
    QList<QByteArray> texts;
    for (const QList<QVariant> &args : spy) {
        const auto m = args.at(0).value<IrcMessage>();
        if (m.command == "PRIVMSG" && m.param(0) == kChannel.toUtf8())
            texts.append(m.param(1));
    }
    return texts;
}

} // namespace

class TestIrcClient : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void registersJoinsAndTalks();
    void nickInUseIsRetried();
    void fullLineArrivesWholeAndLongerIsRefused();
    void answersPing();
    void pacesItsLines();
    void reportsADisconnectWithItsReason();
    void reportsAnUnreachableServer();
};

void TestIrcClient::initTestCase()
{
    if (ictest::NgircdServer::program().isEmpty())
        QFAIL("ngircd is not installed: scripts/install-deps.sh --test installs it");
}

void TestIrcClient::registersJoinsAndTalks()
{
    ictest::NgircdServer irc;
    QVERIFY2(irc.start(), qPrintable(irc.error()));
    IrcClient alice, bob;
    QVERIFY(joinChannel(alice, irc.port(), QStringLiteral("alice")));
    QVERIFY(joinChannel(bob, irc.port(), QStringLiteral("bob")));
    QCOMPARE(alice.nick(), QStringLiteral("alice"));
    QSignalSpy heard(&bob, &IrcClient::messageReceived);
    QSignalSpy sent(&alice, &IrcClient::lineSent);
    QVERIFY(alice.privmsg(kChannel, "OA1 REQ abc 1 0 {\"jsonrpc\":\"2.0\"} \xe2\x82\xac"));
    QTRY_VERIFY_WITH_TIMEOUT(!channelTexts(heard).isEmpty(), 10000);
    QCOMPARE(channelTexts(heard).constFirst(),
             QByteArray("OA1 REQ abc 1 0 {\"jsonrpc\":\"2.0\"} \xe2\x82\xac"));
    const auto m = heard.constLast().at(0).value<IrcMessage>();
    QCOMPARE(m.nick(), QStringLiteral("alice"));
    QCOMPARE(sent.constLast().at(0).toByteArray(),
             QByteArray("PRIVMSG #oa1test :OA1 REQ abc 1 0 {\"jsonrpc\":\"2.0\"} \xe2\x82\xac"));
}

void TestIrcClient::nickInUseIsRetried()
{
    ictest::NgircdServer irc;
    QVERIFY2(irc.start(), qPrintable(irc.error()));
    IrcClient first, second;
    QVERIFY(joinChannel(first, irc.port(), QStringLiteral("bridge")));
    QVERIFY(joinChannel(second, irc.port(), QStringLiteral("bridge")));
    QCOMPARE(second.nick(), QStringLiteral("bridge_"));
}

void TestIrcClient::fullLineArrivesWholeAndLongerIsRefused()
{
    ictest::NgircdServer irc;
    QVERIFY2(irc.start(), qPrintable(irc.error()));
    IrcClient alice, bob;
    QVERIFY(joinChannel(alice, irc.port(), QStringLiteral("alice")));
    QVERIFY(joinChannel(bob, irc.port(), QStringLiteral("bob")));
    // ":alice!~oa1@127.0.0.1 PRIVMSG #oa1test :" + text + CR LF is 512 bytes at most.
    const int budget = alice.textBudget(kChannel);
    QCOMPARE(budget, 512 - 2 - int(QByteArray(":alice!~oa1@127.0.0.1 PRIVMSG #oa1test :").size()));
    QByteArray text(budget - 3, 'x');
    text += "\xe2\x82\xac";
    QSignalSpy heard(&bob, &IrcClient::messageReceived);
    QVERIFY(alice.privmsg(kChannel, text));
    QTRY_VERIFY_WITH_TIMEOUT(!channelTexts(heard).isEmpty(), 10000);
    QCOMPARE(channelTexts(heard).constFirst(), text); // nothing cut by the server
    const auto tooLong = alice.privmsg(kChannel, text + "y");
    QVERIFY(!tooLong);
    QCOMPARE(tooLong.error().code, QStringLiteral("irc.too_long"));
    QVERIFY(!alice.privmsg(kChannel, "two\r\nlines"));
}

void TestIrcClient::answersPing()
{
    ictest::NgircdServer irc({5, 30}); // ngIRCd's shortest ping interval
    QVERIFY2(irc.start(), qPrintable(irc.error()));
    IrcClient client;
    QVERIFY(joinChannel(client, irc.port(), QStringLiteral("quiet")));
    QSignalSpy sent(&client, &IrcClient::lineSent);
    QSignalSpy disconnected(&client, &IrcClient::disconnected);
    QTRY_VERIFY_WITH_TIMEOUT(!sent.isEmpty(), 15000);
    QVERIFY(sent.constFirst().at(0).toByteArray().startsWith("PONG :"));
    QCOMPARE(disconnected.size(), 0);
}

void TestIrcClient::pacesItsLines()
{
    ictest::NgircdServer irc;
    QVERIFY2(irc.start(), qPrintable(irc.error()));
    IrcClient alice, bob;
    QVERIFY(joinChannel(alice, irc.port(), QStringLiteral("alice"), 200));
    QVERIFY(joinChannel(bob, irc.port(), QStringLiteral("bob")));
    QSignalSpy sent(&alice, &IrcClient::lineSent);
    QSignalSpy heard(&bob, &IrcClient::messageReceived);
    for (int i = 1; i <= 3; ++i)
        QVERIFY(alice.privmsg(kChannel, "line " + QByteArray::number(i)));
    // At most the first goes now; the others wait their turn in the queue, in order.
    QVERIFY(sent.size() <= 1);
    QVERIFY(alice.queuedLines() >= 2);
    QTRY_COMPARE_WITH_TIMEOUT(channelTexts(heard).size(), 3, 10000);
    QCOMPARE(channelTexts(heard), (QList<QByteArray>{"line 1", "line 2", "line 3"}));
    QCOMPARE(alice.queuedLines(), 0);
}

void TestIrcClient::reportsADisconnectWithItsReason()
{
    ictest::NgircdServer irc;
    QVERIFY2(irc.start(), qPrintable(irc.error()));
    IrcClient client;
    QVERIFY(joinChannel(client, irc.port(), QStringLiteral("leaving")));
    QSignalSpy disconnected(&client, &IrcClient::disconnected);
    irc.kill();
    QVERIFY(disconnected.wait(10000));
    QVERIFY2(disconnected[0][0].toString().contains(QStringLiteral("closed")),
             qPrintable(disconnected[0][0].toString()));
    QVERIFY(!client.isRegistered());
    const auto late = client.privmsg(kChannel, "x");
    QVERIFY(!late);
    QCOMPARE(late.error().code, QStringLiteral("irc.disconnected"));
}

void TestIrcClient::reportsAnUnreachableServer()
{
    ictest::NgircdServer irc;
    QVERIFY2(irc.start(), qPrintable(irc.error()));
    const quint16 port = irc.port();
    irc.stop();
    IrcClient client;
    QSignalSpy disconnected(&client, &IrcClient::disconnected);
    client.connectToServer(optionsFor(port, QStringLiteral("nobody")));
    QVERIFY(disconnected.wait(10000));
    QVERIFY2(disconnected[0][0].toString().contains(QString::number(port)),
             qPrintable(disconnected[0][0].toString()));
}

QTEST_GUILESS_MAIN(TestIrcClient)
#include "TestIrcClient.moc"
