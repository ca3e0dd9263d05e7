// TournamentResultsCsv: the header, RFC 4180 quoting of names with commas and quotes, UTF-8, the
// winner team 1-based, and write(): atomic, and to a path that cannot be written a specific
// error that names it, with no file left.

#include "ResultCheck.h"

#include "relayclient/TournamentResultsCsv.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using icrelayclient::RelayMatchResult;
using icrelayclient::TournamentResultsCsv;

namespace {

RelayMatchResult result()
{
    RelayMatchResult r;
    r.relay = QStringLiteral("Demo Relay, EU");
    r.gameId = QStringLiteral("game-003");
    r.map = QStringLiteral("Ridgeline");
    r.mode = QStringLiteral("skirmish-2v2");
    r.ranked = true;
    r.endedAt = QDateTime(QDate(2026, 11, 26), QTime(21, 52, 10, 412), Qt::UTC);
    r.durationSeconds = 412.4;
    r.winnerTeam = 1;
    r.winners = {QStringLiteral("Wren"), QStringLiteral("Odessa \"Odi\"")};
    r.losers = {QStringLiteral("Kestrel"), QStringLiteral("Ümit")};
    r.scores = {1840, 5210};
    r.reason = QStringLiteral("annihilation");
    return r;
}

} // namespace

class TestTournamentResultsCsv : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void headerAndQuoting();
    void noWinnerNoScores();
    void writesAtomically();
    void anUnwritablePathFailsAndLeavesNoFile();
};

void TestTournamentResultsCsv::headerAndQuoting()
{
    const QByteArray csv = TournamentResultsCsv::csv({result()});
    const QList<QByteArray> lines = csv.split('\n');
    QCOMPARE(lines.size(), 3); // header, one row, the empty rest after the last CRLF
    QCOMPARE(lines[0],
             QByteArray("relay,game,map,mode,ranked,ended_at,duration_seconds,winner_team,"
                        "winners,losers,score_team1,score_team2,reason\r"));
    QCOMPARE(QString::fromUtf8(lines[1]),
             QStringLiteral("\"Demo Relay, EU\",game-003,Ridgeline,skirmish-2v2,true,"
                            "2026-11-26T21:52:10Z,412,2,\"Wren; Odessa \"\"Odi\"\"\",Kestrel; Ümit,"
                            "1840,5210,annihilation\r"));
    QVERIFY(csv.contains("\xc3\x9cmit")); // UTF-8
    // A cell a spreadsheet would run as a formula is kept as text.
    RelayMatchResult formula = result();
    formula.map = QStringLiteral("=HYPERLINK(\"x\")");
    QVERIFY(TournamentResultsCsv::csv({formula}).contains(",\"'=HYPERLINK(\"\"x\"\")\","));
}

void TestTournamentResultsCsv::noWinnerNoScores()
{
    RelayMatchResult r = result();
    r.winnerTeam = -1;
    r.winners.clear();
    r.losers.clear();
    r.scores.clear();
    r.ranked = false;
    const QList<QByteArray> lines = TournamentResultsCsv::csv({r}).split('\n');
    QVERIFY(lines[1].endsWith(",false,2026-11-26T21:52:10Z,412,,,,,,annihilation\r"));
}

void TestTournamentResultsCsv::writesAtomically()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("results.csv"));
    IC_VERIFY_OK(TournamentResultsCsv::write(path, {result(), result()}));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), TournamentResultsCsv::csv({result(), result()}));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("results.csv")});
}

void TestTournamentResultsCsv::anUnwritablePathFailsAndLeavesNoFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A folder that is a file: refused for every user, root too.
    const QString notAFolder = dir.filePath(QStringLiteral("plain-file"));
    QFile plain(notAFolder);
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.close();
    const QString path = notAFolder + QStringLiteral("/results.csv");
    const auto written = TournamentResultsCsv::write(path, {result()});
    QVERIFY(!written);
    QCOMPARE(written.error().code, QStringLiteral("tournament.export"));
    QVERIFY2(written.error().message.contains(path), qPrintable(written.error().message));
    QVERIFY(written.error().message.contains(QLatin1String("Choose another folder")));
    QVERIFY(!QFile::exists(path));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("plain-file")});
}

QTEST_GUILESS_MAIN(TestTournamentResultsCsv)
#include "TestTournamentResultsCsv.moc"
