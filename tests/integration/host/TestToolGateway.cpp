// Who gets into the tool gateway, over real WebSockets: an installed tool with its token, from
// its own origin or none; refused — each with a message that says why — a wrong token, a page
// of another tool or another site, more tier or categories than granted, an unknown program,
// a disabled tool.

#include "TestFiles.h"

#include "host/ToolHost.h"
#include "icrp/protocol/IcrpAuth.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>
#include <memory>

using ichost::ToolHost;

namespace {
const QString kToken = QStringLiteral("token-of-live-stats-0123456789abcdef");
}

class TestToolGateway : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void toolWithItsTokenGetsIn_data();
    void toolWithItsTokenGetsIn();
    void wrongTokenIsRefused();
    void pageOfAnotherToolIsRefused();
    void pageOfAnotherSiteIsRefusedAtTheDoor();
    void moreThanGrantedIsRefused();
    void unknownProgramIsRefused();
    void disabledToolIsRefused();
    void disablingOrRemovingAToolEndsItsSessions();

private:
    struct Attempt
    {
        QJsonObject answer; // the identify's response; empty when the socket closed first
        int closeCode = 0;
    };
    Attempt identify(const QString &origin, const QString &toolId, const QString &token,
                     const QString &tier = QStringLiteral("observer"),
                     const QStringList &subscriptions = {QStringLiteral("match")});
    bool install(const QString &id, const QByteArray &extraManifest);
    QString originOf(const QString &id) const { return m_host->toolOrigin(id); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ictools::ToolRegistry> m_tools;
    std::unique_ptr<ToolHost> m_host;
};

void TestToolGateway::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_tools = std::make_unique<ictools::ToolRegistry>(m_dir->filePath(QStringLiteral("tools")));
    QVERIFY(m_tools->open());
    QVERIFY(install(QStringLiteral("live-stats"), "subscriptions:\n  - \"match\"\n"));
    QVERIFY(install(QStringLiteral("kill-feed"), "subscriptions:\n  - \"combat\"\n"));
    ToolHost::Options options;
    options.port = 0;
    m_host = std::make_unique<ToolHost>(m_tools.get(), options);
    QVERIFY(m_host->start());
    m_host->setToolToken(QStringLiteral("live-stats"), kToken);
    m_host->setToolToken(QStringLiteral("kill-feed"), QStringLiteral("token-of-kill-feed"));
}

void TestToolGateway::cleanup()
{
    m_host.reset();
    m_tools.reset();
    m_dir.reset();
}

bool TestToolGateway::install(const QString &id, const QByteArray &extraManifest)
{
    const QString source = m_dir->filePath(QStringLiteral("src-") + id);
    const QByteArray manifest = "id: " + id.toUtf8() + "\nname: \"" + id.toUtf8() +
                                "\"\nversion: \"1.0.0\"\nauthor: \"Tester\"\n"
                                "description: \"A test overlay\"\ntier: \"observer\"\n"
                                "transport: \"websocket\"\nentry_point: \"index.html\"\n"
                                "icrp: \">=1.0\"\n" +
                                extraManifest;
    if (!ictest::writeFile(source + QStringLiteral("/tool.yaml"), manifest) ||
        !ictest::writeFile(source + QStringLiteral("/index.html"), "<p>hi"))
        return false;
    const QString package = source + QStringLiteral(".icpkg");
    return ictools::PackageWriter::write(source, package).ok() && bool(m_tools->install(package));
}

TestToolGateway::Attempt TestToolGateway::identify(const QString &origin, const QString &toolId,
                                                   const QString &token, const QString &tier,
                                                   const QStringList &subscriptions)
{
    Attempt attempt;
    QWebSocket socket(origin);
    QList<QJsonObject> received;
    connect(&socket, &QWebSocket::textMessageReceived, this, [&received](const QString &text) {
        received.append(QJsonDocument::fromJson(text.toUtf8()).object());
    });
    bool closed = false;
    connect(&socket, &QWebSocket::disconnected, this, [&] {
        closed = true;
        attempt.closeCode = int(socket.closeCode());
    });
    socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_host->port())));
    if (!QTest::qWaitFor([&] { return !received.isEmpty() || closed; }, 5000) || closed)
        return attempt;
    const QJsonObject auth = received.constFirst()
                                 .value(QLatin1String("params"))
                                 .toObject()
                                 .value(QLatin1String("authentication"))
                                 .toObject();
    QJsonObject params{
        {QStringLiteral("icrpVersion"),
         QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                     {QStringLiteral("max"), QStringLiteral("1.0")}}},
        {QStringLiteral("tier"), tier},
        {QStringLiteral("subscriptions"), QJsonArray::fromStringList(subscriptions)},
        {QStringLiteral("client"), QJsonObject{{QStringLiteral("name"), QStringLiteral("test")},
                                               {QStringLiteral("toolId"), toolId}}}};
    if (!token.isEmpty())
        params.insert(QStringLiteral("authentication"),
                      icrp::IcrpAuth::response(token, auth.value(QLatin1String("salt")).toString(),
                                               auth.value(QLatin1String("challenge")).toString()));
    socket.sendTextMessage(QString::fromUtf8(
        QJsonDocument(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                  {QStringLiteral("id"), 1},
                                  {QStringLiteral("method"), QStringLiteral("ic/identify")},
                                  {QStringLiteral("params"), params}})
            .toJson(QJsonDocument::Compact)));
    if (QTest::qWaitFor([&] { return received.size() >= 2 || closed; }, 5000) &&
        received.size() >= 2)
        attempt.answer = received.at(1);
    socket.close();
    return attempt;
}

void TestToolGateway::toolWithItsTokenGetsIn_data()
{
    QTest::addColumn<bool>("asPage");
    QTest::newRow("a program (no Origin)") << false;
    QTest::newRow("its own page") << true;
}

void TestToolGateway::toolWithItsTokenGetsIn()
{
    QFETCH(bool, asPage);
    const Attempt attempt = identify(asPage ? originOf(QStringLiteral("live-stats")) : QString(),
                                     QStringLiteral("live-stats"), kToken);
    const QJsonObject result = attempt.answer.value(QLatin1String("result")).toObject();
    QVERIFY2(!result.isEmpty(), QJsonDocument(attempt.answer).toJson().constData());
    QCOMPARE(result.value(QLatin1String("tier")).toString(), QStringLiteral("observer"));
}

void TestToolGateway::wrongTokenIsRefused()
{
    const Attempt attempt =
        identify({}, QStringLiteral("live-stats"), QStringLiteral("token-of-kill-feed"));
    const QJsonObject error = attempt.answer.value(QLatin1String("error")).toObject();
    QCOMPARE(error.value(QLatin1String("code")).toInt(), -32004);
    QVERIFY2(
        error.value(QLatin1String("message")).toString().contains(QLatin1String("wrong token")),
        qPrintable(error.value(QLatin1String("message")).toString()));
}

void TestToolGateway::pageOfAnotherToolIsRefused()
{
    // kill-feed's page, holding live-stats's token, claims to be live-stats.
    const Attempt attempt =
        identify(originOf(QStringLiteral("kill-feed")), QStringLiteral("live-stats"), kToken);
    const QJsonObject error = attempt.answer.value(QLatin1String("error")).toObject();
    QCOMPARE(error.value(QLatin1String("code")).toInt(), -32001);
    QVERIFY2(error.value(QLatin1String("message"))
                 .toString()
                 .contains(QLatin1String("may not speak for")),
             qPrintable(error.value(QLatin1String("message")).toString()));
}

void TestToolGateway::pageOfAnotherSiteIsRefusedAtTheDoor()
{
    for (const QString &origin :
         {QStringLiteral("https://evil.example"), QStringLiteral("http://localhost:8080"),
          QStringLiteral("http://not-installed.localhost:%1").arg(m_host->port())}) {
        const Attempt attempt = identify(origin, QStringLiteral("live-stats"), kToken);
        QVERIFY2(attempt.answer.isEmpty(), qPrintable(origin));
        QCOMPARE(attempt.closeCode, 1008);
    }
}

void TestToolGateway::moreThanGrantedIsRefused()
{
    Attempt attempt = identify({}, QStringLiteral("live-stats"), kToken, QStringLiteral("admin"));
    QJsonObject error = attempt.answer.value(QLatin1String("error")).toObject();
    QCOMPARE(error.value(QLatin1String("code")).toInt(), -32001);
    QString message = error.value(QLatin1String("message")).toString();
    QVERIFY2(message.contains(QLatin1String("admin")) &&
                 message.contains(QLatin1String("observer")),
             qPrintable(message));

    attempt = identify({}, QStringLiteral("live-stats"), kToken, QStringLiteral("observer"),
                       {QStringLiteral("match"), QStringLiteral("combat")});
    error = attempt.answer.value(QLatin1String("error")).toObject();
    QCOMPARE(error.value(QLatin1String("code")).toInt(), -32001);
    message = error.value(QLatin1String("message")).toString();
    QVERIFY2(message.contains(QLatin1String("asked for combat")), qPrintable(message));
}

void TestToolGateway::unknownProgramIsRefused()
{
    for (const QString &toolId : {QString(), QStringLiteral("not-installed")}) {
        const Attempt attempt = identify({}, toolId, kToken);
        const QJsonObject error = attempt.answer.value(QLatin1String("error")).toObject();
        QCOMPARE(error.value(QLatin1String("code")).toInt(), -32001);
        QVERIFY(!error.value(QLatin1String("message")).toString().isEmpty());
    }
}

void TestToolGateway::disabledToolIsRefused()
{
    QVERIFY(m_tools->setEnabled(QStringLiteral("live-stats"), false));
    const Attempt attempt = identify({}, QStringLiteral("live-stats"), kToken);
    const QJsonObject error = attempt.answer.value(QLatin1String("error")).toObject();
    QCOMPARE(error.value(QLatin1String("code")).toInt(), -32001);
    QVERIFY(error.value(QLatin1String("message")).toString().contains(QLatin1String("disabled")));
}

void TestToolGateway::disablingOrRemovingAToolEndsItsSessions()
{
    for (const bool uninstall : {false, true}) {
        const QString id = uninstall ? QStringLiteral("kill-feed") : QStringLiteral("live-stats");
        const QString token = uninstall ? QStringLiteral("token-of-kill-feed") : kToken;
        QWebSocket socket;
        QList<QJsonObject> received;
        connect(&socket, &QWebSocket::textMessageReceived, this, [&](const QString &text) {
            received.append(QJsonDocument::fromJson(text.toUtf8()).object());
        });
        QSignalSpy closed(&socket, &QWebSocket::disconnected);
        socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_host->port())));
        QTRY_COMPARE(received.size(), 1);
        const QJsonObject auth = received.constFirst()
                                     .value(QLatin1String("params"))
                                     .toObject()
                                     .value(QLatin1String("authentication"))
                                     .toObject();
        const QJsonObject params{
            {QStringLiteral("icrpVersion"),
             QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                         {QStringLiteral("max"), QStringLiteral("1.0")}}},
            {QStringLiteral("tier"), QStringLiteral("observer")},
            {QStringLiteral("client"), QJsonObject{{QStringLiteral("toolId"), id}}},
            {QStringLiteral("authentication"),
             icrp::IcrpAuth::response(token, auth.value(QLatin1String("salt")).toString(),
                                      auth.value(QLatin1String("challenge")).toString())}};
        socket.sendTextMessage(QString::fromUtf8(
            QJsonDocument(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                      {QStringLiteral("id"), 1},
                                      {QStringLiteral("method"), QStringLiteral("ic/identify")},
                                      {QStringLiteral("params"), params}})
                .toJson(QJsonDocument::Compact)));
        QTRY_COMPARE(received.size(), 2);
        QVERIFY(received.at(1).contains(QLatin1String("result")));

        QVERIFY(uninstall ? bool(m_tools->uninstall(id)) : bool(m_tools->setEnabled(id, false)));
        m_host->toolsChanged();
        QVERIFY(closed.wait(5000));
        QCOMPARE(int(socket.closeCode()), 4011);
    }
}

QTEST_GUILESS_MAIN(TestToolGateway)
#include "TestToolGateway.moc"
