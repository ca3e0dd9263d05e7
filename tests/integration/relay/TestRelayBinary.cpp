// The ic-relay-mock program as a user runs it (QProcess): the token commands (the token printed
// once, never listed), the listening line with the real port for --port 0, the self-signed
// certificate's fingerprint on stderr, a client that trusts that certificate, a revoke taking
// effect at the running relay, and a clean 4012 shutdown on SIGTERM; the device flow with the
// admin's `approve` and `deny` run as programs, reaching the relay through its data folder.

#include "HttpsPeer.h"
#include "WssPeer.h"

#include "relay/ServerCertificate.h"

#include "ProgramRun.h"

#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QSslCertificate>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

namespace {

const QString kRelay = QStringLiteral(IC_RELAY_PATH);

using Run = ictest::ProgramRun;

Run run(const QStringList &arguments)
{
    return ictest::runProgram(kRelay, arguments);
}

} // namespace

class TestRelayBinary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void badArgumentsExit2_data();
    void badArgumentsExit2();
    void tokenCommands();
    void relayRunsOverSelfSignedTls();
    void deviceFlowApprovedAndDeniedByCommands();
};

void TestRelayBinary::badArgumentsExit2_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("port") << QStringList{QStringLiteral("--port"), QStringLiteral("70000")};
    QTest::newRow("games") << QStringList{QStringLiteral("--games"), QStringLiteral("0")};
    QTest::newRow("cert-alone") << QStringList{QStringLiteral("--cert"), QStringLiteral("a.pem")};
    QTest::newRow("tier") << QStringList{QStringLiteral("token"),     QStringLiteral("create"),
                                         QStringLiteral("--tier"),    QStringLiteral("mod"),
                                         QStringLiteral("--expires"), QStringLiteral("1h")};
    QTest::newRow("expires") << QStringList{QStringLiteral("token"),     QStringLiteral("create"),
                                            QStringLiteral("--tier"),    QStringLiteral("admin"),
                                            QStringLiteral("--expires"), QStringLiteral("soon")};
    QTest::newRow("revoke-no-id") << QStringList{QStringLiteral("token"), QStringLiteral("revoke")};
    QTest::newRow("approve-no-code") << QStringList{QStringLiteral("approve")};
    QTest::newRow("approve-tier") << QStringList{QStringLiteral("approve"),
                                                 QStringLiteral("BCDF-GHJK"),
                                                 QStringLiteral("--tier"), QStringLiteral("debug")};
    QTest::newRow("deny-tier") << QStringList{QStringLiteral("deny"), QStringLiteral("BCDF-GHJK"),
                                              QStringLiteral("--tier"), QStringLiteral("admin")};
}

void TestRelayBinary::badArgumentsExit2()
{
    QFETCH(QStringList, arguments);
    const Run r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("--help")), qPrintable(r.err));
}

void TestRelayBinary::tokenCommands()
{
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("data"));
    const Run made =
        run({QStringLiteral("token"), QStringLiteral("create"), QStringLiteral("--tier"),
             QStringLiteral("observer"), QStringLiteral("--expires"), QStringLiteral("24h"),
             QStringLiteral("--games"), QStringLiteral("game-001"), QStringLiteral("game-002"),
             QStringLiteral("--data-dir"), data});
    QCOMPARE(made.exitCode, 0);
    const QString token = made.out.trimmed();
    QVERIFY2(token.startsWith(QLatin1String("icrt_")) && !token.contains(QLatin1Char('\n')),
             qPrintable(made.out));
    const QString id =
        QRegularExpression(QStringLiteral("Token (tk-[0-9a-f]{8})")).match(made.err).captured(1);
    QVERIFY2(!id.isEmpty(), qPrintable(made.err));

    const QString file = data + QStringLiteral("/relay-tokens.json");
    const QFile::Permissions anyone = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                      QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup |
                                      QFile::ReadOther | QFile::WriteOther | QFile::ExeOther;
    QCOMPARE(QFile::permissions(file) & anyone, QFile::ReadOwner | QFile::WriteOwner); // 0600
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(!f.readAll().contains(token.toUtf8())); // only its hash is kept

    const Run listed =
        run({QStringLiteral("token"), QStringLiteral("list"), QStringLiteral("--data-dir"), data});
    QCOMPARE(listed.exitCode, 0);
    QVERIFY(listed.out.contains(id));
    QVERIFY(listed.out.contains(QLatin1String("game-001,game-002")));
    QVERIFY(listed.out.contains(QLatin1String("active")));
    QVERIFY(!listed.out.contains(token));

    QCOMPARE(run({QStringLiteral("token"), QStringLiteral("revoke"), id,
                  QStringLiteral("--data-dir"), data})
                 .exitCode,
             0);
    QVERIFY(
        run({QStringLiteral("token"), QStringLiteral("list"), QStringLiteral("--data-dir"), data})
            .out.contains(QLatin1String("revoked")));
    const Run unknown = run({QStringLiteral("token"), QStringLiteral("revoke"),
                             QStringLiteral("tk-00000000"), QStringLiteral("--data-dir"), data});
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY(unknown.err.contains(QLatin1String("tk-00000000")));
}

void TestRelayBinary::relayRunsOverSelfSignedTls()
{
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("data"));
    const Run made =
        run({QStringLiteral("token"), QStringLiteral("create"), QStringLiteral("--tier"),
             QStringLiteral("admin"), QStringLiteral("--expires"), QStringLiteral("1h"),
             QStringLiteral("--data-dir"), data});
    QCOMPARE(made.exitCode, 0);
    const QString token = made.out.trimmed();
    const QString id =
        QRegularExpression(QStringLiteral("Token (tk-[0-9a-f]{8})")).match(made.err).captured(1);

    QProcess relay;
    relay.start(kRelay, {QStringLiteral("--games"), QStringLiteral("3"), QStringLiteral("--port"),
                         QStringLiteral("0"), QStringLiteral("--data-dir"), data});
    QTRY_VERIFY_WITH_TIMEOUT(relay.canReadLine() || relay.state() == QProcess::NotRunning, 30'000);
    const QString line = QString::fromUtf8(relay.readLine()).trimmed();
    const auto m =
        QRegularExpression(QStringLiteral("^Relay listening on wss://127\\.0\\.0\\.1:(\\d+)/$"))
            .match(line);
    QVERIFY2(m.hasMatch(), qPrintable(line));
    const quint16 port = quint16(m.captured(1).toUInt());
    QVERIFY(port > 0);

    const QSslCertificate cert =
        QSslCertificate::fromPath(data + QStringLiteral("/relay-cert.pem")).value(0);
    QVERIFY(!cert.isNull());
    const QString fingerprint = icrelay::ServerCertificate::fingerprintOf(cert);
    QString err;
    QTRY_VERIFY2_WITH_TIMEOUT((err += QString::fromUtf8(relay.readAllStandardError()))
                                  .contains(QStringLiteral("fingerprint: ") + fingerprint),
                              qPrintable(err), 10'000);

    WssPeer peer(cert); // a self-signed certificate is its own CA: the client pins it
    QVERIFY(peer.identifyAs(port, token, QStringLiteral("admin")));
    QCOMPARE(peer.call(QStringLiteral("relay/games"))
                 .value(QStringLiteral("result"))
                 .toObject()
                 .value(QStringLiteral("games"))
                 .toArray()
                 .size(),
             3);
    WssPeer watcher(cert);
    QVERIFY(watcher.identifyAs(port, token, QStringLiteral("observer")));

    QCOMPARE(run({QStringLiteral("token"), QStringLiteral("revoke"), id,
                  QStringLiteral("--data-dir"), data})
                 .exitCode,
             0);
    QCOMPARE(WssPeer::errorReason(peer.call(QStringLiteral("relay/status"))),
             QStringLiteral("revoked"));
    QVERIFY(peer.waitClosed());
    QCOMPARE(peer.closeCode(), 4009);

    ::kill(pid_t(relay.processId()), SIGTERM);
    QVERIFY(watcher.waitClosed());
    QCOMPARE(watcher.closeCode(), 4012);
    QVERIFY(relay.state() == QProcess::NotRunning || relay.waitForFinished(10'000));
    QCOMPARE(relay.exitStatus(), QProcess::NormalExit);
    QCOMPARE(relay.exitCode(), 0);
}

void TestRelayBinary::deviceFlowApprovedAndDeniedByCommands()
{
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("data"));
    QProcess relay;
    relay.start(kRelay, {QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--port"),
                         QStringLiteral("0"), QStringLiteral("--data-dir"), data});
    QTRY_VERIFY_WITH_TIMEOUT(relay.canReadLine() || relay.state() == QProcess::NotRunning, 30'000);
    const auto m = QRegularExpression(QStringLiteral("wss://127\\.0\\.0\\.1:(\\d+)/"))
                       .match(QString::fromUtf8(relay.readLine()));
    QVERIFY(m.hasMatch());
    const quint16 port = quint16(m.captured(1).toUInt());
    const QSslCertificate cert =
        QSslCertificate::fromPath(data + QStringLiteral("/relay-cert.pem")).value(0);
    const HttpsPeer https(cert, port);
    const QString client = QStringLiteral("binary-test");

    const HttpsPeer::Answer code = https.authorize(client, QStringLiteral("admin"));
    QCOMPARE(code.status, 200);
    const QString userCode = code.json.value(QStringLiteral("user_code")).toString();
    const QString deviceCode = code.json.value(QStringLiteral("device_code")).toString();
    QString err;
    QTRY_VERIFY2_WITH_TIMEOUT((err += QString::fromUtf8(relay.readAllStandardError()))
                                  .contains(QStringLiteral("approve ") + userCode),
                              qPrintable(err), 10'000); // the relay says how to approve it
    const Run approved = run({QStringLiteral("approve"), userCode, QStringLiteral("--tier"),
                              QStringLiteral("observer"), QStringLiteral("--data-dir"), data});
    QCOMPARE(approved.exitCode, 0);
    QVERIFY2(approved.out.contains(QLatin1String("tier observer")), qPrintable(approved.out));
    const HttpsPeer::Answer issued = https.poll(deviceCode, client);
    QCOMPARE(issued.status, 200);
    QCOMPARE(issued.json.value(QStringLiteral("scope")).toString(), QStringLiteral("observer"));
    const QString token = issued.json.value(QStringLiteral("access_token")).toString();
    WssPeer peer(cert);
    QVERIFY(peer.identifyAs(port, token, QStringLiteral("observer")));
    const Run listed =
        run({QStringLiteral("token"), QStringLiteral("list"), QStringLiteral("--data-dir"), data});
    QVERIFY(listed.out.contains(issued.json.value(QStringLiteral("token_id")).toString()));
    QVERIFY(!listed.out.contains(token));
    QCOMPARE(
        run({QStringLiteral("approve"), userCode, QStringLiteral("--data-dir"), data}).exitCode, 1);

    const HttpsPeer::Answer other = https.authorize(client);
    const QString otherCode = other.json.value(QStringLiteral("user_code")).toString();
    QCOMPARE(run({QStringLiteral("deny"), otherCode, QStringLiteral("--data-dir"), data}).exitCode,
             0);
    QCOMPARE(https.poll(other.json.value(QStringLiteral("device_code")).toString(), client)
                 .json.value(QStringLiteral("error"))
                 .toString(),
             QStringLiteral("access_denied"));

    ::kill(pid_t(relay.processId()), SIGTERM);
    QVERIFY(relay.state() == QProcess::NotRunning || relay.waitForFinished(10'000));
    QCOMPARE(relay.exitCode(), 0);
}

QTEST_GUILESS_MAIN(TestRelayBinary)
#include "TestRelayBinary.moc"
