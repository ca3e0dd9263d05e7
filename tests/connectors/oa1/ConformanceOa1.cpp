// OA1 conformance, from seed 004 ("v40 — IRC RPC Transport (OA1)") alone: golden frames taken
// from the document's own examples, run against BOTH the panel's codec (icoa1wire: Oa1Frame,
// Oa1Codec) and the RemoteBash peer written from the document (BashPeerWire, its own code); then
// the panel's RemoteBash connector against that peer through a real ngIRCd (§10), with ESC, BEL
// and an empty output. A connector that drifts from the document fails here even where it still
// agrees with itself.

#include "NgircdServer.h"

#include "connectors/oa1/Oa1RemoteBashConnector.h"
#include "connectors/oa1/peer/remotebash/BashPeerWire.h"
#include "connectors/oa1/peer/remotebash/RemoteBashPeer.h"
#include "connectors/oa1/wire/Oa1Codec.h"
#include "connectors/oa1/wire/Oa1Frame.h"

#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <memory>

using namespace icconnectors;
using namespace icconnectors::oa1;
using bashpeer::BashPeerWire;
using bashpeer::RemoteBashPeer;

namespace {

const QString kChannel = QStringLiteral("#desk");

QByteArray typeName(Oa1Frame::Type type)
{
    return Oa1Frame::typeName(type);
}

// The connector's pieces as the document reassembles them (§4.2: bytes, then decode, §3.2).
QByteArray joined(const QList<QByteArray> &pieces)
{
    QByteArray all;
    for (const QByteArray &p : pieces)
        all += p;
    return all;
}

struct Session
{
    ictest::NgircdServer irc;
    std::unique_ptr<RemoteBashPeer> peer;
    std::unique_ptr<Oa1RemoteBashConnector> panel;
    QString error;

    bool start(int execTimeoutMs = 30'000)
    {
        if (!irc.start())
            return fail(irc.error());
        RemoteBashPeer::Options p;
        p.port = irc.port();
        p.channel = kChannel;
        p.nick = QStringLiteral("deskbot");
        p.allowedNicks = {QStringLiteral("panel")};
        p.lineGapMs = 0;
        p.execTimeoutMs = execTimeoutMs;
        peer = std::make_unique<RemoteBashPeer>(p);
        QSignalSpy ready(peer.get(), &RemoteBashPeer::ready);
        peer->start();
        if (!ready.wait(20000))
            return fail(QStringLiteral("the peer did not join"));
        Oa1RemoteBashConnector::Config c;
        c.port = irc.port();
        c.channel = kChannel;
        c.nick = QStringLiteral("panel");
        c.peerNick = QStringLiteral("deskbot");
        c.limits.minLineGapMs = 0;
        panel = std::make_unique<Oa1RemoteBashConnector>(c);
        QSignalSpy identified(panel.get(), &Oa1RemoteBashConnector::peerIdentified);
        panel->open();
        if (!identified.wait(20000))
            return fail(QStringLiteral("the panel did not see the peer: ") + panel->stateDetail());
        return true;
    }

    bool fail(const QString &why)
    {
        error = why;
        return false;
    }

    // Runs `command`; the result, and the output as it streamed.
    CommandResult run(const QString &command, QByteArray *streamed = nullptr,
                      const QVariantMap &more = {})
    {
        QVariantMap params = more;
        params.insert(QStringLiteral("command"), command);
        QSignalSpy finished(panel.get(), &Connector::finished);
        QByteArray out;
        auto link = QObject::connect(panel.get(), &Oa1RemoteBashConnector::output,
                                     [&out](quint64, const QByteArray &b) { out += b; });
        const quint64 number =
            panel->run(QString::fromLatin1(Oa1RemoteBashConnector::kCommand), params);
        CommandResult result;
        while (finished.wait(40000)) {
            result = finished.takeFirst().at(0).value<CommandResult>();
            if (result.run == number)
                break;
        }
        QObject::disconnect(link);
        if (streamed)
            *streamed = out;
        return result;
    }
};

QByteArray outputOf(const CommandResult &result)
{
    return result.data.toObject().value(QLatin1String("output")).toString().toUtf8();
}

} // namespace

class ConformanceOa1 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theDocumentsFramesParse_data();
    void theDocumentsFramesParse();
    void anEmptyPayloadKeepsItsSpace();
    void escapingAsSection3_data();
    void escapingAsSection3();
    void chunkingNeverCutsACodePoint();
    void eachSideReadsTheOthersChunks();
    void remoteBashRoundTripThroughNgircd();
    void remoteBashErrorsTimeoutsAndCancel();
};

void ConformanceOa1::initTestCase()
{
    qRegisterMetaType<CommandResult>();
}

void ConformanceOa1::theDocumentsFramesParse_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<QByteArray>("id");
    QTest::addColumn<qint64>("seq");
    QTest::addColumn<bool>("more");
    QTest::addColumn<QByteArray>("payload");
    // §7 Errors, both examples as written.
    QTest::newRow("§7 timeout")
        << QByteArray("OA1 ERR 7k3p2d9m1q 1 0 timeout: remote execution exceeded 30s")
        << QByteArray("ERR") << QByteArray("7k3p2d9m1q") << qint64(1) << false
        << QByteArray("timeout: remote execution exceeded 30s");
    QTest::newRow("§7 too_large") << QByteArray(
                                         "OA1 ERR 7k3p2d9m1q 1 0 too_large: output exceeded 128KiB")
                                  << QByteArray("ERR") << QByteArray("7k3p2d9m1q") << qint64(1)
                                  << false << QByteArray("too_large: output exceeded 128KiB");
    // §5 and §6 stream shapes with the §2.2 example id; §8 CANCEL with a reason.
    QTest::newRow("§5 REQ first of two")
        << QByteArray("OA1 REQ 7k3p2d9m1q 1 1 echo hel") << QByteArray("REQ")
        << QByteArray("7k3p2d9m1q") << qint64(1) << true << QByteArray("echo hel");
    QTest::newRow("§6 RES third, final")
        << QByteArray("OA1 RES 7k3p2d9m1q 3 0 lo\\n") << QByteArray("RES")
        << QByteArray("7k3p2d9m1q") << qint64(3) << false << QByteArray("lo\\n");
    QTest::newRow("§8 CANCEL") << QByteArray("OA1 CANCEL 7k3p2d9m1q 1 0 user gave up")
                               << QByteArray("CANCEL") << QByteArray("7k3p2d9m1q") << qint64(1)
                               << false << QByteArray("user gave up");
    // §2.1: the payload "may contain spaces; may be empty"; §3.2: control characters other
    // than CR, LF, tab are not escaped ("does not preserve all control characters").
    QTest::newRow("§2.1 empty payload")
        << QByteArray("OA1 RES 7k3p2d9m1q 1 0 ") << QByteArray("RES") << QByteArray("7k3p2d9m1q")
        << qint64(1) << false << QByteArray();
    QTest::newRow("§3.2 ESC and BEL raw")
        << QByteArray("OA1 RES 7k3p2d9m1q 1 0 \x1b[31mred\x1b[0m \x07") << QByteArray("RES")
        << QByteArray("7k3p2d9m1q") << qint64(1) << false << QByteArray("\x1b[31mred\x1b[0m \x07");
}

void ConformanceOa1::theDocumentsFramesParse()
{
    QFETCH(QByteArray, line);
    const auto ours = Oa1Frame::parse(line);
    QVERIFY2(ours, "the connector's codec ignores a frame of the document");
    QTEST(typeName(ours->type), "type");
    QTEST(ours->id, "id");
    QTEST(ours->seq, "seq");
    QTEST(ours->more, "more");
    QTEST(ours->payload, "payload");
    QCOMPARE(ours->format(), line); // and writes it back the same
    const auto peers = BashPeerWire::parse(line);
    QVERIFY2(peers, "the peer ignores a frame of the document");
    QTEST(peers->type, "type");
    QTEST(peers->id, "id");
    QTEST(peers->payload, "payload");
    QCOMPARE(BashPeerWire::format(*peers), line);
}

void ConformanceOa1::anEmptyPayloadKeepsItsSpace()
{
    // §2.1: six parts, the last possibly empty; a receiver that splits as written ignores a
    // five-part line. The connector must write what the peer reads.
    Oa1Frame f;
    f.type = Oa1Frame::Type::Res;
    f.id = "7k3p2d9m1q";
    QCOMPARE(f.format(), QByteArray("OA1 RES 7k3p2d9m1q 1 0 "));
    QVERIFY(BashPeerWire::parse(f.format()));
    QVERIFY(!BashPeerWire::parse("OA1 RES 7k3p2d9m1q 1 0")); // the peer is strict
    QCOMPARE(BashPeerWire::format({"RES", "7k3p2d9m1q", 1, false, {}}),
             QByteArray("OA1 RES 7k3p2d9m1q 1 0 "));
}

void ConformanceOa1::escapingAsSection3_data()
{
    QTest::addColumn<QByteArray>("plain");
    QTest::addColumn<QByteArray>("escaped");
    // §3.1 steps 1-3 and the recommended tab escape.
    QTest::newRow("backslash") << QByteArray("C:\\tmp") << QByteArray("C:\\\\tmp");
    QTest::newRow("CR") << QByteArray("a\rb") << QByteArray("a\\rb");
    QTest::newRow("LF") << QByteArray("line1\nline2\n") << QByteArray("line1\\nline2\\n");
    QTest::newRow("tab") << QByteArray("a\tb") << QByteArray("a\\tb");
    // §3.2 "handle \\\\ last": a backslash followed by n is not a newline.
    QTest::newRow("backslash n") << QByteArray("\\n") << QByteArray("\\\\n");
    // §3.2 notes: other control characters stay as they are.
    QTest::newRow("ESC BEL") << QByteArray("\x1b[0m\x07") << QByteArray("\x1b[0m\x07");
    QTest::newRow("UTF-8") << QByteArray("楚门的世界") << QByteArray("楚门的世界");
}

void ConformanceOa1::escapingAsSection3()
{
    QFETCH(QByteArray, plain);
    QFETCH(QByteArray, escaped);
    QCOMPARE(Oa1Codec::escape(plain), escaped);
    QCOMPARE(BashPeerWire::escape(plain), escaped);
    QCOMPARE(Oa1Codec::unescape(escaped), plain);
    QCOMPARE(BashPeerWire::unescape(escaped), plain);
}

void ConformanceOa1::chunkingNeverCutsACodePoint()
{
    // §4.2 with §4.1's 240 bytes: "楚门的世界" (§10) is 3 bytes a character; 241 bytes of it
    // after one ASCII byte put a cut inside a character at every size.
    const QByteArray text = "x" + QByteArray("楚门的世界").repeated(17);
    for (const auto &pieces : {Oa1Codec::chunk(Oa1Codec::escape(text), 240),
                               BashPeerWire::chunk(BashPeerWire::escape(text), 240)}) {
        QVERIFY(pieces.size() >= 2);
        for (const QByteArray &p : pieces) {
            QVERIFY(p.size() <= 240);
            QVERIFY2(Oa1Codec::isValidUtf8(p), p.toHex().constData());
        }
        QCOMPARE(joined(pieces), text);
    }
}

void ConformanceOa1::eachSideReadsTheOthersChunks()
{
    const QByteArray text = "a\\b\r\n\t\x1b[1m" + QByteArray("é\\n", 4).repeated(200) + "\x07";
    // The connector's chunks, read the document's way by the peer (reassemble, then decode).
    QCOMPARE(BashPeerWire::unescape(joined(Oa1Codec::chunk(Oa1Codec::escape(text), 240))), text);
    // The peer's chunks, read by the connector's codec.
    QCOMPARE(Oa1Codec::unescape(joined(BashPeerWire::chunk(BashPeerWire::escape(text), 240))),
             text);
}

void ConformanceOa1::remoteBashRoundTripThroughNgircd()
{
    Session s;
    QVERIFY2(s.start(), qPrintable(s.error));
    QCOMPARE(s.panel->peerIdentity(), QStringLiteral("deskbot!~bash@127.0.0.1"));

    QByteArray streamed;
    CommandResult r = s.run(QStringLiteral("echo hello"), &streamed);
    QVERIFY2(r.ok(), qPrintable(r.message()));
    QCOMPARE(outputOf(r), QByteArray("hello\n"));
    QCOMPARE(streamed, QByteArray("hello\n"));
    QCOMPARE(s.peer->commands().last(), QByteArray("echo hello"));

    r = s.run(QStringLiteral("colors"), &streamed); // ESC and BEL, raw on the wire (§3.2)
    QVERIFY2(r.ok(), qPrintable(r.message()));
    QCOMPARE(outputOf(r), QByteArray("\x1b[1;31mred\x1b[0m \x1b[32mgreen\x1b[0m\x07\n"));
    QCOMPARE(streamed, outputOf(r));

    r = s.run(QStringLiteral("printf 'a\\tb\\e[7m\\a'"));
    QVERIFY2(r.ok(), qPrintable(r.message()));
    QCOMPARE(outputOf(r), QByteArray("a\tb\x1b[7m\x07"));

    r = s.run(QStringLiteral("true"), &streamed); // an empty output: "OA1 RES id 1 0 "
    QVERIFY2(r.ok(), qPrintable(r.message()));
    QCOMPARE(outputOf(r), QByteArray());
    QCOMPARE(streamed, QByteArray());

    QByteArray expected;
    for (int i = 1; i <= 300; ++i)
        expected += QByteArray::number(i) + '\n';
    // The peer's chunker (§4.2 as written) may cut an escape pair in two: 239 bytes and "\n"
    // put the backslash last in the first chunk. The streamed output must wait for its letter.
    const QByteArray xs(239, 'x');
    QCOMPARE(BashPeerWire::chunk(BashPeerWire::escape(xs + '\n'), 240).first().right(2), "x\\");
    r = s.run(QStringLiteral("printf '%1\\n'").arg(QString::fromLatin1(xs)), &streamed);
    QVERIFY2(r.ok(), qPrintable(r.message()));
    QCOMPARE(outputOf(r), xs + '\n');
    QCOMPARE(streamed, xs + '\n');
    r = s.run(QStringLiteral("seq 300"), &streamed); // many chunks
    QVERIFY2(r.ok(), qPrintable(r.message()));
    QCOMPARE(outputOf(r), expected);
    QCOMPARE(streamed, expected);
    QVERIFY(r.data.toObject().value(QLatin1String("chunks")).toInt() > 5);
}

void ConformanceOa1::remoteBashErrorsTimeoutsAndCancel()
{
    Session s;
    QVERIFY2(s.start(2000), qPrintable(s.error));
    CommandResult r = s.run(QStringLiteral("rm -rf /"));
    QCOMPARE(r.errorCode(), QStringLiteral("not_allowed")); // §7 ERR "code: message"
    r = s.run(QStringLiteral("sleep 3")); // past the peer's execution limit: §7's example
    QCOMPARE(r.errorCode(), QStringLiteral("timeout"));
    QVERIFY2(r.message().startsWith(QLatin1String("remote execution exceeded")),
             qPrintable(r.message()));
    // Our own deadline (timeout_sec): CANCEL goes out (§8) and the peer drops the command.
    r = s.run(QStringLiteral("sleep 1.9"), nullptr, {{QStringLiteral("timeout_sec"), 1}});
    QCOMPARE(r.errorCode(), QStringLiteral("timeout"));
    QTRY_COMPARE_WITH_TIMEOUT(s.peer->cancelled().size(), 1, 10000);
    // Cancel by the user.
    QSignalSpy finished(s.panel.get(), &Connector::finished);
    const quint64 run = s.panel->run(QString::fromLatin1(Oa1RemoteBashConnector::kCommand),
                                     {{QStringLiteral("command"), QStringLiteral("sleep 1.9")}});
    QTRY_COMPARE_WITH_TIMEOUT(s.peer->commands().size(), 4, 10000);
    QVERIFY(s.panel->cancel(run));
    QCOMPARE(finished.size(), 1); // at once
    QCOMPARE(finished.first().at(0).value<CommandResult>().errorCode(),
             QStringLiteral("cancelled"));
    QTRY_COMPARE_WITH_TIMEOUT(s.peer->cancelled().size(), 2, 10000);
    QVERIFY(!s.panel->cancel(run)); // over
}

QTEST_GUILESS_MAIN(ConformanceOa1)
#include "ConformanceOa1.moc"
