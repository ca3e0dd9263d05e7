// app/connectors/oa1: OA1's frame parser and formatter, escaping, byte-safe chunking and
// reassembly (seed 004 §2-§6), without IRC.

#include "connectors/oa1/wire/IrcNames.h"
#include "connectors/oa1/wire/Oa1Codec.h"
#include "connectors/oa1/wire/Oa1Frame.h"
#include "connectors/oa1/wire/Oa1Reassembler.h"

#include <QRandomGenerator>
#include <QTest>
#include <algorithm>

using namespace icconnectors::oa1;

namespace {

const QString kP = QStringLiteral("p");
const QString kQ = QStringLiteral("q");

bool isValidUtf8(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes).toUtf8() == bytes; // anything invalid became U+FFFD
}

// Every frame of `utf8` sent as `type`/`id` with `maxBytes` of payload per frame.
QList<Oa1Frame> framesOf(Oa1Frame::Type type, const QByteArray &id, const QByteArray &utf8,
                         int maxBytes)
{
    const QList<QByteArray> pieces = Oa1Codec::chunk(Oa1Codec::escape(utf8), maxBytes);
    QList<Oa1Frame> frames;
    for (qsizetype i = 0; i < pieces.size(); ++i) {
        Oa1Frame f;
        f.type = type;
        f.id = id;
        f.seq = i + 1;
        f.more = i + 1 < pieces.size();
        f.payload = pieces.at(i);
        frames.append(f);
    }
    return frames;
}

QByteArray randomText(QRandomGenerator &rng, int length)
{
    static const QList<QByteArray> atoms = {"a",
                                            "Z",
                                            " ",
                                            "\n",
                                            "\r",
                                            "\t",
                                            "\\",
                                            "\\n",
                                            "\xc3\xa9",
                                            "\xe2\x82\xac",
                                            "\xf0\x9f\x98\x80",
                                            "{",
                                            "\"",
                                            "0"};
    QByteArray text;
    for (int i = 0; i < length; ++i)
        text += atoms.at(rng.bounded(int(atoms.size())));
    return text;
}

} // namespace

class TestOa1Codec : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ircNamesAreChecked();
    void parsesFrames_data();
    void parsesFrames();
    void refusesWhatIsNotAFrame_data();
    void refusesWhatIsNotAFrame();
    void formatsWhatItParses();
    void escapesAndUnescapes_data();
    void escapesAndUnescapes();
    void multiByteCharacterAtEveryCutPosition_data();
    void multiByteCharacterAtEveryCutPosition();
    void escapeAtEveryCutPosition_data();
    void escapeAtEveryCutPosition();
    void randomTextRoundTrips();
    void duplicatesAreIgnored();
    void completesOnlyWhenEveryChunkIsThere();
    void missingChunkExpires();
    void requestOverCapIsRefused();
    void responseOverCapIsTruncated();
    void ignoresChunksPastTheEndAndBeyondLimits();
};

void TestOa1Codec::parsesFrames_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("type");
    QTest::addColumn<QByteArray>("id");
    QTest::addColumn<qint64>("seq");
    QTest::addColumn<bool>("more");
    QTest::addColumn<QByteArray>("payload");
    using T = Oa1Frame::Type;
    QTest::newRow("request") << QByteArray("OA1 REQ 7k3p2d9m1q 1 0 {\"a\": 1}") << int(T::Req)
                             << QByteArray("7k3p2d9m1q") << qint64(1) << false
                             << QByteArray("{\"a\": 1}");
    QTest::newRow("response, more")
        << QByteArray("OA1 RES a_b-C 12 1 x  y ") << int(T::Res) << QByteArray("a_b-C")
        << qint64(12) << true << QByteArray("x  y ");
    QTest::newRow("error") << QByteArray("OA1 ERR id 1 0 timeout: remote execution exceeded 30s")
                           << int(T::Err) << QByteArray("id") << qint64(1) << false
                           << QByteArray("timeout: remote execution exceeded 30s");
    QTest::newRow("cancel, no payload") << QByteArray("OA1 CANCEL id 1 0") << int(T::Cancel)
                                        << QByteArray("id") << qint64(1) << false << QByteArray();
    QTest::newRow("empty payload after the space")
        << QByteArray("OA1 RES id 3 0 ") << int(T::Res) << QByteArray("id") << qint64(3) << false
        << QByteArray();
    QTest::newRow("ESC and BEL left raw by the escaping (seed §3.2)")
        << QByteArray("OA1 RES id 1 0 \x1b[31mred\x1b[0m\x07") << int(T::Res) << QByteArray("id")
        << qint64(1) << false << QByteArray("\x1b[31mred\x1b[0m\x07");
    QTest::newRow("other controls")
        << QByteArray("OA1 REQ a 1 0 x\x01y\x7f") << int(T::Req) << QByteArray("a") << qint64(1)
        << false << QByteArray("x\x01y\x7f");
    QTest::newRow("not utf-8, kept as bytes")
        << QByteArray("OA1 RES a 1 0 \xff\xfe\xc0\xaf") << int(T::Res) << QByteArray("a")
        << qint64(1) << false << QByteArray("\xff\xfe\xc0\xaf");
    QTest::newRow("utf-8 and a tab")
        << QByteArray("OA1 RES id 1 0 \xe2\x82\xac\tx") << int(T::Res) << QByteArray("id")
        << qint64(1) << false << QByteArray("\xe2\x82\xac\tx");
}

void TestOa1Codec::parsesFrames()
{
    QFETCH(QByteArray, line);
    const auto frame = Oa1Frame::parse(line);
    QVERIFY(frame);
    QTEST(int(frame->type), "type");
    QTEST(frame->id, "id");
    QTEST(frame->seq, "seq");
    QTEST(frame->more, "more");
    QTEST(frame->payload, "payload");
}

void TestOa1Codec::refusesWhatIsNotAFrame_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("chat") << QByteArray("hello everyone");
    QTest::newRow("just OA1") << QByteArray("OA1");
    QTest::newRow("lower case") << QByteArray("oa1 REQ a 1 0 x");
    QTest::newRow("OA1 inside a word") << QByteArray("OA12 REQ a 1 0 x");
    QTest::newRow("leading space") << QByteArray(" OA1 REQ a 1 0 x");
    QTest::newRow("unknown type") << QByteArray("OA1 PUT a 1 0 x");
    QTest::newRow("lower-case type") << QByteArray("OA1 req a 1 0 x");
    QTest::newRow("two spaces") << QByteArray("OA1  REQ a 1 0 x");
    QTest::newRow("id charset") << QByteArray("OA1 REQ a.b 1 0 x");
    QTest::newRow("id too long") << QByteArray("OA1 REQ " + QByteArray(65, 'a') + " 1 0 x");
    QTest::newRow("seq 0") << QByteArray("OA1 REQ a 0 0 x");
    QTest::newRow("seq negative") << QByteArray("OA1 REQ a -1 0 x");
    QTest::newRow("seq plus") << QByteArray("OA1 REQ a +1 0 x");
    QTest::newRow("seq leading zero") << QByteArray("OA1 REQ a 01 0 x");
    QTest::newRow("seq not a number") << QByteArray("OA1 REQ a one 0 x");
    QTest::newRow("seq huge") << QByteArray("OA1 REQ a 99999999999999999999 0 x");
    QTest::newRow("more 2") << QByteArray("OA1 REQ a 1 2 x");
    QTest::newRow("more missing") << QByteArray("OA1 REQ a 1");
}

void TestOa1Codec::refusesWhatIsNotAFrame()
{
    QFETCH(QByteArray, line);
    QVERIFY(!Oa1Frame::parse(line));
}

void TestOa1Codec::formatsWhatItParses()
{
    Oa1Frame f;
    f.type = Oa1Frame::Type::Res;
    f.id = "abc123";
    f.seq = 42;
    f.more = true;
    f.payload = "a b\\nc";
    QCOMPARE(f.format(), QByteArray("OA1 RES abc123 42 1 a b\\nc"));
    QCOMPARE(f.headerSize(), QByteArray("OA1 RES abc123 42 1 ").size());
    const auto back = Oa1Frame::parse(f.format());
    QVERIFY(back);
    QCOMPARE(back->payload, f.payload);
    f.payload.clear();
    f.type = Oa1Frame::Type::Cancel;
    // Six parts always (seed 004 §2.1): the space before an empty payload is written.
    QCOMPARE(f.format(), QByteArray("OA1 CANCEL abc123 42 1 "));
}

void TestOa1Codec::escapesAndUnescapes_data()
{
    QTest::addColumn<QByteArray>("plain");
    QTest::addColumn<QByteArray>("escaped");
    QTest::newRow("nothing to do") << QByteArray("abc {}") << QByteArray("abc {}");
    QTest::newRow("newline") << QByteArray("a\nb") << QByteArray("a\\nb");
    QTest::newRow("CR LF") << QByteArray("a\r\n") << QByteArray("a\\r\\n");
    QTest::newRow("tab") << QByteArray("\t") << QByteArray("\\t");
    QTest::newRow("backslash") << QByteArray("C:\\x") << QByteArray("C:\\\\x");
    QTest::newRow("backslash then n, not a newline") << QByteArray("\\n") << QByteArray("\\\\n");
    QTest::newRow("three backslashes and a newline")
        << QByteArray("\\\\\\\n") << QByteArray("\\\\\\\\\\\\\\n");
    QTest::newRow("JSON escape inside")
        << QByteArray("{\"t\":\"a\\nb\"}") << QByteArray("{\"t\":\"a\\\\nb\"}");
}

void TestOa1Codec::escapesAndUnescapes()
{
    QFETCH(QByteArray, plain);
    QFETCH(QByteArray, escaped);
    QCOMPARE(Oa1Codec::escape(plain), escaped);
    QCOMPARE(Oa1Codec::unescape(escaped), plain);
    // What the seed leaves open: an unknown escape and a trailing backslash are kept.
    QCOMPARE(Oa1Codec::unescape("a\\qb"), QByteArray("a\\qb"));
    QCOMPARE(Oa1Codec::unescape("end\\"), QByteArray("end\\"));
    QCOMPARE(Oa1Codec::unescape("\\\\\\"), QByteArray("\\\\"));
}

void TestOa1Codec::multiByteCharacterAtEveryCutPosition_data()
{
    QTest::addColumn<QByteArray>("character");
    QTest::addColumn<int>("maxBytes");
    QTest::newRow("3 bytes, 8") << QByteArray("\xe2\x82\xac") << 8;
    QTest::newRow("3 bytes, 240") << QByteArray("\xe2\x82\xac") << 240;
    QTest::newRow("4 bytes, 8") << QByteArray("\xf0\x9f\x98\x80") << 8;
    QTest::newRow("4 bytes, 240") << QByteArray("\xf0\x9f\x98\x80") << 240;
    QTest::newRow("2 bytes, 9") << QByteArray("\xc3\xa9") << 9;
}

void TestOa1Codec::multiByteCharacterAtEveryCutPosition()
{
    QFETCH(QByteArray, character);
    QFETCH(int, maxBytes);
    for (int before = 0; before <= maxBytes + 4; ++before) {
        const QByteArray text =
            QByteArray(before, 'a') + character + QByteArray(maxBytes, 'b') + character + character;
        const QList<QByteArray> pieces = Oa1Codec::chunk(text, maxBytes);
        QByteArray joined;
        for (const QByteArray &piece : pieces) {
            QVERIFY2(piece.size() <= maxBytes, qPrintable(QString::number(before)));
            QVERIFY2(!piece.isEmpty(), qPrintable(QString::number(before)));
            QVERIFY2(isValidUtf8(piece), qPrintable(QStringLiteral("a code point cut with %1 "
                                                                   "bytes before it")
                                                        .arg(before)));
            joined += piece;
        }
        QCOMPARE(joined, text);
    }
}

void TestOa1Codec::escapeAtEveryCutPosition_data()
{
    QTest::addColumn<QByteArray>("special");
    QTest::newRow("newline") << QByteArray("\n");
    QTest::newRow("backslash") << QByteArray("\\");
    QTest::newRow("two backslashes") << QByteArray("\\\\");
    QTest::newRow("backslash n") << QByteArray("\\n");
    QTest::newRow("euro after a newline") << QByteArray("\n\xe2\x82\xac");
}

void TestOa1Codec::escapeAtEveryCutPosition()
{
    QFETCH(QByteArray, special);
    const int maxBytes = 8;
    for (int before = 0; before <= maxBytes + 2; ++before) {
        const QByteArray plain = QByteArray(before, 'a') + special + "bbbbbbbbbb" + special;
        const QByteArray escaped = Oa1Codec::escape(plain);
        QByteArray piecewise;
        for (const QByteArray &piece : Oa1Codec::chunk(escaped, maxBytes)) {
            QVERIFY(piece.size() <= maxBytes);
            // A piece decoded alone gives what it gives inside the whole: no pair was split.
            piecewise += Oa1Codec::unescape(piece);
        }
        QCOMPARE(piecewise, plain);
    }
}

void TestOa1Codec::randomTextRoundTrips()
{
    QRandomGenerator rng(16);
    for (int round = 0; round < 300; ++round) {
        const QByteArray text = randomText(rng, rng.bounded(0, 400));
        const int maxBytes = rng.bounded(8, 260);
        QList<Oa1Frame> frames =
            framesOf(Oa1Frame::Type::Res, "r" + QByteArray::number(round), text, maxBytes);
        // On the wire and back, duplicated and shuffled.
        QList<Oa1Frame> wire;
        for (const Oa1Frame &f : frames) {
            const auto parsed = Oa1Frame::parse(f.format());
            QVERIFY2(parsed, f.format().constData());
            wire.append(*parsed);
            if (rng.bounded(4) == 0)
                wire.append(*parsed);
        }
        std::shuffle(wire.begin(), wire.end(), rng);
        Oa1Reassembler reassembler;
        std::optional<Oa1Message> message;
        for (const Oa1Frame &f : wire) {
            auto r = reassembler.add(QStringLiteral("bridge"), f, 0);
            if (r.message)
                message = r.message;
        }
        QVERIFY(message);
        QCOMPARE(message->payload, text);
        QCOMPARE(message->chunks, frames.size());
        QVERIFY(!message->truncated);
    }
}

void TestOa1Codec::duplicatesAreIgnored()
{
    Oa1Reassembler r;
    const auto frames = framesOf(Oa1Frame::Type::Req, "dup", QByteArray(30, 'x') + "END", 10);
    QCOMPARE(frames.size(), 4);
    QCOMPARE(r.add(kP, frames[0], 0).outcome, Oa1Reassembler::Outcome::Stored);
    QCOMPARE(r.add(kP, frames[0], 0).outcome, Oa1Reassembler::Outcome::Duplicate);
    Oa1Frame changed = frames[1];
    QCOMPARE(r.add(kP, changed, 0).outcome, Oa1Reassembler::Outcome::Stored);
    changed.payload = "XXXXXXXXXX"; // a second copy of seq 2 with other bytes: the first wins
    QCOMPARE(r.add(kP, changed, 0).outcome, Oa1Reassembler::Outcome::Duplicate);
    QCOMPARE(r.add(kP, frames[2], 0).outcome, Oa1Reassembler::Outcome::Stored);
    const auto done = r.add(kP, frames[3], 0);
    QCOMPARE(done.outcome, Oa1Reassembler::Outcome::Completed);
    QCOMPARE(done.message->payload, QByteArray(30, 'x') + "END");
    // A late copy after completion is a duplicate, not the start of a new stream.
    QCOMPARE(r.add(kP, frames[1], 1).outcome, Oa1Reassembler::Outcome::Duplicate);
    QCOMPARE(r.openStreams(), 0);
}

void TestOa1Codec::completesOnlyWhenEveryChunkIsThere()
{
    Oa1Reassembler r;
    const auto frames = framesOf(Oa1Frame::Type::Res, "ooo", QByteArray(25, 'y'), 10);
    QCOMPARE(frames.size(), 3);
    QCOMPARE(r.add(kP, frames[2], 0).outcome, Oa1Reassembler::Outcome::Stored); // final first
    QCOMPARE(r.add(kP, frames[0], 0).outcome, Oa1Reassembler::Outcome::Stored);
    const auto done = r.add(kP, frames[1], 0);
    QCOMPARE(done.outcome, Oa1Reassembler::Outcome::Completed);
    QCOMPARE(done.message->payload, QByteArray(25, 'y'));
    // The same id from another sender is another stream.
    QCOMPARE(r.add(kQ, frames[0], 0).outcome, Oa1Reassembler::Outcome::Stored);
}

void TestOa1Codec::missingChunkExpires()
{
    Oa1Limits limits;
    limits.partialTimeoutMs = 1000;
    Oa1Reassembler r(limits);
    const auto frames = framesOf(Oa1Frame::Type::Req, "gap", QByteArray(35, 'z'), 10);
    QCOMPARE(frames.size(), 4);
    QCOMPARE(r.add(kP, frames[0], 0).outcome, Oa1Reassembler::Outcome::Stored);
    QCOMPARE(r.add(kP, frames[3], 500).outcome, Oa1Reassembler::Outcome::Stored);
    QCOMPARE(r.nextDeadline(), std::optional<qint64>(1500));
    QVERIFY(r.expire(1499).isEmpty());
    const auto expired = r.expire(1500);
    QCOMPARE(expired.size(), 1);
    QCOMPARE(expired[0].key.id, QByteArray("gap"));
    QCOMPARE(expired[0].missing, (QList<qint64>{2, 3}));
    QCOMPARE(r.openStreams(), 0);
    // The missing chunk arriving late starts nothing.
    QCOMPARE(r.add(kP, frames[1], 1600).outcome, Oa1Reassembler::Outcome::Duplicate);
    QVERIFY(r.expire(2600).isEmpty());
    QVERIFY(!r.nextDeadline());
}

void TestOa1Codec::requestOverCapIsRefused()
{
    Oa1Reassembler r; // 128 KiB
    const QByteArray exactly(128 * 1024, 'a');
    const auto fits = framesOf(Oa1Frame::Type::Req, "fits", exactly, 240);
    std::optional<Oa1Message> message;
    for (const Oa1Frame &f : fits)
        message = r.add(kP, f, 0).message;
    QVERIFY(message);
    QCOMPARE(message->payload.size(), 128 * 1024);

    const auto over = framesOf(Oa1Frame::Type::Req, "over", exactly + "b", 240);
    Oa1Reassembler::Outcome last = Oa1Reassembler::Outcome::Stored;
    qsizetype refusedAt = -1;
    for (qsizetype i = 0; i < over.size(); ++i) {
        last = r.add(kP, over[i], 0).outcome;
        if (last == Oa1Reassembler::Outcome::TooLarge) {
            refusedAt = i;
            break;
        }
    }
    QCOMPARE(refusedAt, over.size() - 1);
    QCOMPARE(r.openStreams(), 0);
    QCOMPARE(r.add(kP, over[0], 0).outcome, Oa1Reassembler::Outcome::Duplicate);
}

void TestOa1Codec::responseOverCapIsTruncated()
{
    Oa1Limits limits;
    limits.maxAggregateBytes = 100;
    Oa1Reassembler r(limits);
    const QByteArray text = QByteArray(95, 'a') + "\xe2\x82\xac" + QByteArray(50, 'c');
    const auto frames = framesOf(Oa1Frame::Type::Res, "big", text, 10);
    std::optional<Oa1Message> message;
    for (const Oa1Frame &f : frames) {
        const auto result = r.add(kP, f, 0);
        QVERIFY(result.outcome != Oa1Reassembler::Outcome::TooLarge);
        if (result.message)
            message = result.message;
    }
    QVERIFY(message);
    QVERIFY(message->truncated);
    QCOMPARE(message->payload, QByteArray(95, 'a') + "\xe2\x82\xac" + "cc"); // the first 100
    QCOMPARE(Oa1Codec::truncateUtf8(text, 97), QByteArray(95, 'a')); // never half a code point
    QCOMPARE(message->chunks, frames.size());

    Oa1Reassembler big; // the default cap, 128 KiB
    const QByteArray large(128 * 1024 + 500, 'L');
    for (const Oa1Frame &f : framesOf(Oa1Frame::Type::Res, "large", large, 240)) {
        const auto result = big.add(kP, f, 0);
        if (result.message)
            message = result.message;
    }
    QVERIFY(message->truncated);
    QCOMPARE(message->payload.size(), 128 * 1024 - (128 * 1024) % 240);
}

void TestOa1Codec::ignoresChunksPastTheEndAndBeyondLimits()
{
    Oa1Limits limits;
    limits.maxChunksPerStream = 5;
    limits.maxStreamsPerSender = 2;
    Oa1Reassembler r(limits);
    Oa1Frame f;
    f.type = Oa1Frame::Type::Res;
    f.id = "a";
    f.seq = 6;
    f.more = true;
    QCOMPARE(r.add(kP, f, 0).outcome, Oa1Reassembler::Outcome::Ignored); // seq over the limit
    f.seq = 3;
    f.more = false;
    QCOMPARE(r.add(kP, f, 0).outcome, Oa1Reassembler::Outcome::Stored);
    f.seq = 4;
    QCOMPARE(r.add(kP, f, 0).outcome, Oa1Reassembler::Outcome::Ignored); // a second end
    f.more = true;
    QCOMPARE(r.add(kP, f, 0).outcome, Oa1Reassembler::Outcome::Ignored); // past the end
    f.id = "b";
    f.seq = 1;
    QCOMPARE(r.add(kP, f, 0).outcome, Oa1Reassembler::Outcome::Stored);
    f.id = "c";
    QCOMPARE(r.add(kP, f, 0).outcome, Oa1Reassembler::Outcome::Ignored); // too many streams
    QCOMPARE(r.add(kQ, f, 0).outcome, Oa1Reassembler::Outcome::Stored);  // another sender
    QCOMPARE(r.openStreams(), 3);
}

// IrcNames, shared by the panel's settings and `ic-tool bridge irc`: a space in a channel
// would make the rest a JOIN key, a comma a second channel.
void TestOa1Codec::ircNamesAreChecked()
{
    for (const char *good : {"#ops", "&local", "#ic-ops.2"})
        QVERIFY2(IrcNames::isValidChannel(QString::fromLatin1(good)), good);
    for (const char *bad : {"", "#", "ops", "#a b", "#a,#b", "#a\r\nQUIT", "#a\x07"})
        QVERIFY2(!IrcNames::isValidChannel(QString::fromLatin1(bad)), bad);
    for (const char *good :
         {"panel", "ic-bridge", "[x]_^{|}`\\", "a123456789012345678901234567890"})
        QCOMPARE(IrcNames::isValidNick(QString::fromLatin1(good)), QByteArray(good).size() <= 30);
    for (const char *bad : {"", "1panel", "-x", "a b", "a!b", "a@b", "a:b"})
        QVERIFY2(!IrcNames::isValidNick(QString::fromLatin1(bad)), bad);
    QString host;
    quint16 port = 0;
    QVERIFY(IrcNames::splitServer(QStringLiteral("[::1]:6697"), &host, &port));
    QCOMPARE(host, QStringLiteral("::1"));
    QCOMPARE(port, quint16(6697));
    QVERIFY(IrcNames::splitServer(QStringLiteral("[::1]"), &host, &port));
    QCOMPARE(host, QStringLiteral("::1"));
    QCOMPARE(port, quint16(6667));
    QVERIFY(IrcNames::splitServer(QStringLiteral("irc.example.org"), &host, &port));
    QCOMPARE(host, QStringLiteral("irc.example.org"));
    QVERIFY(IrcNames::splitServer(QStringLiteral("127.0.0.1:7000"), &host, &port));
    QCOMPARE(port, quint16(7000));
    for (const char *bad : {"", "::1:6667", "[::1]x", "[::1", "host:0", "host:70000", "host:x"})
        QVERIFY2(!IrcNames::splitServer(QString::fromLatin1(bad), &host, &port), bad);
}

QTEST_GUILESS_MAIN(TestOa1Codec)
#include "TestOa1Codec.moc"
