// The gateway and the overlay host run on a thread of their own: while the GUI thread is
// blocked (a slow chart, a modal dialog, a page that floods its preview's console) a tool still
// gets its answers through the gateway and its files from the overlay host. The game runs on a
// thread of its own here, as the real game runs in a process of its own; the tool is a real
// WebSocket client on a third thread.

#include "GameThread.h"
#include "GatewayIdentify.h"
#include "RawHttp.h"
#include "TestFiles.h"

#include "host/ToolHost.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <memory>

using ichost::ToolHost;
using ictest::GatewayIdentify;

namespace {
const QString kPassword = QStringLiteral("game-password-for-the-thread-test");
const QString kToken = QStringLiteral("token-of-live-stats-for-the-thread-test");
/// How long the blocked GUI thread waits for the tool's answer before the test fails: only
/// reached when the answer needs the GUI thread (the defect this test is for).
constexpr int kDeadlineMs = 60'000;
} // namespace

class TestGatewayThread : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void blockedGuiThreadDelaysNoCall();
    void blockedGuiThreadDelaysNoFile();

private:
    bool install();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ictest::GameThread> m_game;
    std::unique_ptr<ictools::ToolRegistry> m_tools;
    std::unique_ptr<ToolHost> m_host;
};

void TestGatewayThread::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_game = std::make_unique<ictest::GameThread>(kPassword);
    QVERIFY(!m_game->url().isEmpty());
    m_tools = std::make_unique<ictools::ToolRegistry>(m_dir->filePath(QStringLiteral("tools")));
    QVERIFY(m_tools->open());
    QVERIFY(install());
    ToolHost::Options options;
    options.port = 0;
    m_host = std::make_unique<ToolHost>(m_tools.get(), options);
    QVERIFY(m_host->start());
    m_host->setToolToken(QStringLiteral("live-stats"), kToken);
    m_host->setGame(QUrl(m_game->url()), kPassword);
}

void TestGatewayThread::cleanup()
{
    m_host.reset();
    m_tools.reset();
    m_game.reset();
    m_dir.reset();
}

bool TestGatewayThread::install()
{
    const QString source = m_dir->filePath(QStringLiteral("src"));
    if (!ictest::writeFile(source + QStringLiteral("/tool.yaml"),
                           "id: live-stats\nname: \"Live Stats\"\nversion: \"1.0.0\"\n"
                           "author: \"Tester\"\ndescription: \"A test overlay\"\n"
                           "tier: \"observer\"\ntransport: \"websocket\"\n"
                           "entry_point: \"index.html\"\nicrp: \">=1.0\"\n"
                           "subscriptions:\n  - \"match\"\n") ||
        !ictest::writeFile(source + QStringLiteral("/index.html"), "<p>live stats"))
        return false;
    const QString package = m_dir->filePath(QStringLiteral("live-stats.icpkg"));
    return ictools::PackageWriter::write(source, package).ok() && bool(m_tools->install(package));
}

void TestGatewayThread::blockedGuiThreadDelaysNoCall()
{
    QSemaphore identified, go, answered;
    QString clientError;
    QJsonObject info;
    const quint16 port = m_host->port();
    std::unique_ptr<QThread> tool(QThread::create([&] {
        GatewayIdentify client(port, {});
        if (!client.send(QStringLiteral("live-stats"), kToken, QStringLiteral("observer"),
                         {QStringLiteral("match")}) ||
            client.answer().contains(QLatin1String("error"))) {
            clientError = QStringLiteral("the tool could not identify");
            identified.release();
            return;
        }
        // The first call opens the gateway's way to the game; the measured one comes after.
        client.call(QStringLiteral("ic/match.info"));
        identified.release();
        go.acquire();
        info = ictest::resultOf(client.call(QStringLiteral("ic/match.info")));
        answered.release();
    }));
    tool->start();
    identified.acquire();
    QVERIFY2(clientError.isEmpty(), qPrintable(clientError));
    // From here until the answer the GUI thread handles no event: it is blocked, as it is
    // under a slow chart or a modal dialog's own loop that never returns to this one.
    go.release();
    const bool inTime = answered.tryAcquire(1, kDeadlineMs);
    tool->wait();
    QVERIFY2(inTime, "the tool's call waited for the GUI thread");
    QVERIFY(!info.value(QLatin1String("map")).toString().isEmpty());
}

void TestGatewayThread::blockedGuiThreadDelaysNoFile()
{
    QSemaphore go, answered;
    HttpReply reply;
    const quint16 port = m_host->port();
    std::unique_ptr<QThread> browser(QThread::create([&] {
        go.acquire();
        reply = RawHttp::send(port, "GET", "/",
                              {{"Host", "live-stats.localhost:" + QByteArray::number(port)}});
        answered.release();
    }));
    browser->start();
    go.release();
    const bool inTime = answered.tryAcquire(1, kDeadlineMs);
    browser->wait();
    QVERIFY2(inTime, "the overlay's file waited for the GUI thread");
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.body, QByteArray("<p>live stats"));
}

QTEST_GUILESS_MAIN(TestGatewayThread)
#include "TestGatewayThread.moc"
