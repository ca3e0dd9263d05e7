// The overlay host over real sockets: installed tools' files on their own origins with the
// security headers, ETag/304, every traversal spelling refused with nothing outside the folder
// read, foreign Host names refused, a disabled or removed tool's page, a held update still
// serving the old version, and a busy port. Requests are written byte for byte (RawHttp), so no
// client library tidies a hostile path before it reaches the host.

#include "RawHttp.h"
#include "TestFiles.h"

#include "host/ToolHost.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QDir>
#include <QFile>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using ichost::ToolHost;

namespace {
const QByteArray kSecret = "TOP-SECRET-OUTSIDE-THE-TOOL";
}

class TestOverlayHost : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void servesTheEntryPointWithItsHeaders();
    void unchangedFileIs304();
    void everyToolOriginServesTheSdk();
    void missingFaviconIsNoError();
    void traversalIsRefused_data();
    void traversalIsRefused();
    void foreignHostIsRefused_data();
    void foreignHostIsRefused();
    void disabledAndRemovedToolsSaySo();
    void heldUpdateServesTheOldVersion();
    void grantedOriginIsInTheCsp();
    void busyPortNamesTheSetting();
    void largeFileArrivesWholeWithItsHeaders();
    void requestPipelinedBehindALargeFileIsNotServed();
    void fileEditedInPlaceIsServedNew();
    void uninstallEndsTheCachedFiles();
    void ifModifiedSinceIs304();
    void linkSwappedInAfterCachingIsRefused();
    void cachedAnswersKeepTheConnectionsRules();

private:
    /// Packages and installs a browser tool from `files` (tool.yaml made from the arguments).
    bool install(const QString &id, const QString &version, const QByteArray &extraManifest,
                 const QHash<QString, QByteArray> &files);
    HttpReply get(const QByteArray &path, const QByteArray &host = {},
                  const RawHttp::Headers &extra = {});

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ictools::ToolRegistry> m_tools;
    std::unique_ptr<ToolHost> m_host;
};

void TestOverlayHost::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    // A file beside the tools that no request may ever read.
    QVERIFY(ictest::writeFile(m_dir->filePath(QStringLiteral("secret.txt")), kSecret));
    m_tools = std::make_unique<ictools::ToolRegistry>(m_dir->filePath(QStringLiteral("tools")));
    QVERIFY(m_tools->open());
    QVERIFY(install(QStringLiteral("live-stats"), QStringLiteral("1.0.0"), {},
                    {{QStringLiteral("overlay/index.html"), "<!doctype html><p>version one"},
                     {QStringLiteral("overlay/app.js"), "console.log('hi');"},
                     {QStringLiteral("overlay/style.css"), "p{color:red}"}}));
    ToolHost::Options options;
    options.port = 0;
    m_host = std::make_unique<ToolHost>(m_tools.get(), options);
    const auto started = m_host->start();
    QVERIFY2(started, qPrintable(started ? QString() : started.error().message));
}

void TestOverlayHost::cleanup()
{
    m_host.reset();
    m_tools.reset();
    m_dir.reset();
}

bool TestOverlayHost::install(const QString &id, const QString &version,
                              const QByteArray &extraManifest,
                              const QHash<QString, QByteArray> &files)
{
    const QString source = m_dir->filePath(QStringLiteral("src-%1-%2").arg(id, version));
    QByteArray manifest = "id: " + id.toUtf8() + "\nname: \"" + id.toUtf8() + "\"\nversion: \"" +
                          version.toUtf8() +
                          "\"\nauthor: \"Tester\"\ndescription: \"A test overlay\"\n"
                          "tier: \"observer\"\ntransport: \"websocket\"\n"
                          "entry_point: \"overlay/index.html\"\nicrp: \">=1.0\"\n" +
                          extraManifest;
    if (!ictest::writeFile(source + QStringLiteral("/tool.yaml"), manifest))
        return false;
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        if (!ictest::writeFile(source + QLatin1Char('/') + it.key(), it.value()))
            return false;
    }
    const QString package = source + QStringLiteral(".icpkg");
    if (const auto written = ictools::PackageWriter::write(source, package); !written) {
        qWarning() << written.error().message;
        return false;
    }
    const auto installed = m_tools->install(package);
    if (!installed)
        qWarning() << installed.error().message;
    return bool(installed);
}

HttpReply TestOverlayHost::get(const QByteArray &path, const QByteArray &host,
                               const RawHttp::Headers &extra)
{
    RawHttp::Headers headers = extra;
    headers.prepend({"Host", host.isEmpty()
                                 ? "live-stats.localhost:" + QByteArray::number(m_host->port())
                                 : host});
    return RawHttp::send(m_host->port(), "GET", path, headers);
}

void TestOverlayHost::everyToolOriginServesTheSdk()
{
    // Even a tool that ships a file of that name gets the panel's SDK there.
    QVERIFY(install(QStringLiteral("kill-feed"), QStringLiteral("1.0.0"), {},
                    {{QStringLiteral("overlay/index.html"), "<p>feed"},
                     {QStringLiteral("sdk/ic-remote.js"), "alert('not the SDK')"}}));
    QFile sdk(QStringLiteral(IC_SOURCE_DIR "/overlays/sdk/ic-remote.js"));
    QVERIFY(sdk.open(QIODevice::ReadOnly));
    const QByteArray expected = sdk.readAll();
    for (const QByteArray &host : {QByteArray("live-stats"), QByteArray("kill-feed")}) {
        const HttpReply script =
            get("/sdk/ic-remote.js", host + ".localhost:" + QByteArray::number(m_host->port()));
        QCOMPARE(script.status, 200);
        QCOMPARE(script.body, expected);
        QCOMPARE(script.headers.value("content-type"),
                 QByteArray("text/javascript; charset=utf-8"));
        QVERIFY(script.headers.value("content-security-policy").contains("ws://" + host));
        QCOMPARE(get("/sdk/ic-remote.js", host + ".localhost:" + QByteArray::number(m_host->port()),
                     {{"If-None-Match", script.headers.value("etag")}})
                     .status,
                 304);
    }
    QCOMPARE(get("/sdk/ic-remote.mjs").status, 200);
    QCOMPARE(get("/sdk/ic-msgpack.js").status, 200); // the codec for encoding: "msgpack"
    QCOMPARE(get("/sdk/other.js").status, 404);
}

void TestOverlayHost::missingFaviconIsNoError()
{
    QCOMPARE(get("/favicon.ico").status, 204);
    QVERIFY(install(QStringLiteral("kill-feed"), QStringLiteral("1.0.0"), {},
                    {{QStringLiteral("overlay/index.html"), "<p>feed"},
                     {QStringLiteral("favicon.ico"), "ICON"}}));
    const HttpReply own =
        get("/favicon.ico", "kill-feed.localhost:" + QByteArray::number(m_host->port()));
    QCOMPARE(own.status, 200);
    QCOMPARE(own.body, QByteArray("ICON"));
}

void TestOverlayHost::servesTheEntryPointWithItsHeaders()
{
    const HttpReply page = get("/");
    QCOMPARE(page.status, 200);
    QCOMPARE(page.body, QByteArray("<!doctype html><p>version one"));
    QCOMPARE(page.headers.value("content-type"), QByteArray("text/html; charset=utf-8"));
    QCOMPARE(page.headers.value("x-content-type-options"), QByteArray("nosniff"));
    QCOMPARE(page.headers.value("referrer-policy"), QByteArray("no-referrer"));
    QCOMPARE(page.headers.value("cache-control"), QByteArray("no-cache"));
    const QByteArray csp = page.headers.value("content-security-policy");
    const QByteArray gateway = "ws://live-stats.localhost:" + QByteArray::number(m_host->port());
    QVERIFY2(csp.contains("connect-src 'self' " + gateway + ";"), csp.constData());
    QVERIFY2(csp.contains("script-src 'self';"), csp.constData());
    QVERIFY(!page.headers.value("etag").isEmpty());

    const HttpReply script = get("/overlay/app.js");
    QCOMPARE(script.status, 200);
    QCOMPARE(script.headers.value("content-type"), QByteArray("text/javascript; charset=utf-8"));
    QCOMPARE(get("/overlay/style.css").headers.value("content-type"),
             QByteArray("text/css; charset=utf-8"));
    QCOMPARE(get("/overlay/index.html").body, page.body);
    // The host's own name points at the tools' addresses.
    const HttpReply bare = get("/", "127.0.0.1:" + QByteArray::number(m_host->port()));
    QCOMPARE(bare.status, 404);
    QVERIFY(bare.body.contains(".localhost:" + QByteArray::number(m_host->port())));
}

void TestOverlayHost::unchangedFileIs304()
{
    const HttpReply first = get("/overlay/app.js");
    const QByteArray etag = first.headers.value("etag");
    QVERIFY(!etag.isEmpty());
    const HttpReply again = get("/overlay/app.js", {}, {{"If-None-Match", etag}});
    QCOMPARE(again.status, 304);
    QVERIFY(again.body.isEmpty());
    QCOMPARE(get("/overlay/app.js", {}, {{"If-None-Match", "\"other\""}}).status, 200);
}

void TestOverlayHost::traversalIsRefused_data()
{
    QTest::addColumn<QByteArray>("path");
    QTest::newRow("dot-dot") << QByteArray("/../../../secret.txt");
    QTest::newRow("dot-dot inside") << QByteArray("/overlay/../../../../secret.txt");
    QTest::newRow("percent-encoded dots") << QByteArray("/%2e%2e/%2e%2e/%2e%2e/secret.txt");
    QTest::newRow("upper-case encoding") << QByteArray("/%2E%2E/%2E%2E/%2E%2E/secret.txt");
    QTest::newRow("double-encoded") << QByteArray("/%252e%252e/%252e%252e/secret.txt");
    QTest::newRow("encoded slash") << QByteArray("/overlay%2f..%2f..%2f..%2fsecret.txt");
    QTest::newRow("backslash") << QByteArray("/overlay\\..\\..\\..\\secret.txt");
    QTest::newRow("encoded backslash") << QByteArray("/..%5c..%5c..%5csecret.txt");
    QTest::newRow("absolute") << QByteArray("//etc/passwd");
    QTest::newRow("NUL") << QByteArray("/overlay/index.html%00.png");
    QTest::newRow("dot segment") << QByteArray("/overlay/./index.html");
    QTest::newRow("folder") << QByteArray("/overlay");
    QTest::newRow("link") << QByteArray("/overlay/link.txt");
    QTest::newRow("missing") << QByteArray("/overlay/nothing.js");
}

void TestOverlayHost::traversalIsRefused()
{
    QFETCH(QByteArray, path);
    // A link planted in the installed folder (packages cannot hold links) is not followed.
    const QString folder = m_tools->toolFolder(QStringLiteral("live-stats"));
    QFile::link(m_dir->filePath(QStringLiteral("secret.txt")),
                folder + QStringLiteral("/overlay/link.txt"));
    const HttpReply reply = get(path);
    QVERIFY2(
        reply.status == 400 || reply.status == 404,
        qPrintable(
            QStringLiteral("%1 answered %2").arg(QString::fromLatin1(path)).arg(reply.status)));
    QVERIFY(!reply.body.contains(kSecret));
    QVERIFY(!reply.body.contains("root:"));
    QVERIFY(!reply.headers.value("content-security-policy").isEmpty());
}

void TestOverlayHost::foreignHostIsRefused_data()
{
    QTest::addColumn<QByteArray>("host");
    QTest::newRow("a site") << QByteArray("evil.example:%1");
    QTest::newRow("a site on the port's number") << QByteArray("attacker.test");
    QTest::newRow("localhost look-alike") << QByteArray("live-stats.localhost.evil.example:%1");
    QTest::newRow("another port") << QByteArray("live-stats.localhost:1");
    QTest::newRow("bad tool name") << QByteArray("Live_Stats!.localhost:%1");
    QTest::newRow("empty") << QByteArray("");
}

void TestOverlayHost::foreignHostIsRefused()
{
    QFETCH(QByteArray, host);
    host.replace("%1", QByteArray::number(m_host->port()));
    const QByteArray request =
        "GET /overlay/index.html HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n";
    const HttpReply reply = RawHttp::sendRaw(m_host->port(), request);
    QCOMPARE(reply.status, 403);
    QVERIFY(!reply.body.contains("version one"));
}

void TestOverlayHost::disabledAndRemovedToolsSaySo()
{
    QVERIFY(m_tools->setEnabled(QStringLiteral("live-stats"), false));
    HttpReply reply = get("/");
    QCOMPARE(reply.status, 503);
    QVERIFY2(reply.body.contains("disabled"), reply.body.constData());
    QVERIFY(!reply.body.contains("version one"));

    QVERIFY(m_tools->uninstall(QStringLiteral("live-stats")));
    reply = get("/");
    QCOMPARE(reply.status, 404);
    QVERIFY2(reply.body.contains("not installed"), reply.body.constData());
}

void TestOverlayHost::heldUpdateServesTheOldVersion()
{
    // 1.1.0 asks for one more category: held until the user approves it.
    QVERIFY(install(QStringLiteral("live-stats"), QStringLiteral("1.1.0"),
                    "subscriptions:\n  - \"combat\"\n",
                    {{QStringLiteral("overlay/index.html"), "<!doctype html><p>version two"}}));
    QVERIFY(m_tools->find(QStringLiteral("live-stats"))->needsApproval());
    QCOMPARE(get("/").body, QByteArray("<!doctype html><p>version one"));
    QVERIFY(m_tools->approveUpdate(QStringLiteral("live-stats")));
    QCOMPARE(get("/").body, QByteArray("<!doctype html><p>version two"));
}

void TestOverlayHost::grantedOriginIsInTheCsp()
{
    QVERIFY(install(QStringLiteral("with-api"), QStringLiteral("1.0.0"),
                    "network:\n  - \"https://api.example.com\"\n",
                    {{QStringLiteral("overlay/index.html"), "<p>api"}}));
    const HttpReply reply = get("/", "with-api.localhost:" + QByteArray::number(m_host->port()));
    QCOMPARE(reply.status, 200);
    const QByteArray csp = reply.headers.value("content-security-policy");
    QVERIFY2(csp.contains(" https://api.example.com;"), csp.constData());
    // The other tool's policy does not name it.
    QVERIFY(!get("/").headers.value("content-security-policy").contains("api.example.com"));
}

void TestOverlayHost::busyPortNamesTheSetting()
{
    ToolHost::Options options;
    options.port = m_host->port();
    ToolHost second(m_tools.get(), options);
    const auto started = second.start();
    QVERIFY(!started);
    QVERIFY2(started.error().message.contains(QLatin1String("--host-port")),
             qPrintable(started.error().message));
    // The first one still serves.
    QCOMPARE(get("/").status, 200);
}

void TestOverlayHost::largeFileArrivesWholeWithItsHeaders()
{
    // Large files are sent in pieces as the peer takes them; the peer gets the same bytes and
    // headers as for a small one.
    QByteArray video(3 * 1024 * 1024 + 17, Qt::Uninitialized);
    for (qsizetype i = 0; i < video.size(); ++i)
        video[i] = char((i * 7919) % 251);
    QVERIFY(install(QStringLiteral("big-clip"), QStringLiteral("1.0.0"), {},
                    {{QStringLiteral("overlay/index.html"), "<!doctype html><video>"},
                     {QStringLiteral("overlay/clip.webm"), video}}));
    const QByteArray host = "big-clip.localhost:" + QByteArray::number(m_host->port());
    const HttpReply reply =
        RawHttp::send(m_host->port(), "GET", "/overlay/clip.webm", {{"Host", host}}, {}, 30000);
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.headers.value("content-length"), QByteArray::number(video.size()));
    QCOMPARE(reply.headers.value("x-content-type-options"), QByteArray("nosniff"));
    QVERIFY(reply.headers.value("content-security-policy").contains("default-src"));
    QCOMPARE(reply.headers.value("referrer-policy"), QByteArray("no-referrer"));
    QVERIFY(!reply.headers.value("etag").isEmpty());
    QCOMPARE(reply.headers.value("connection"), QByteArray("close"));
    QCOMPARE(reply.body.size(), video.size());
    QVERIFY(reply.body == video);
    // And a second time on a new connection: the first transfer left nothing behind.
    QCOMPARE(RawHttp::send(m_host->port(), "GET", "/overlay/clip.webm", {{"Host", host}}, {}, 30000)
                 .body.size(),
             video.size());
}

void TestOverlayHost::requestPipelinedBehindALargeFileIsNotServed()
{
    // The large file's answer is the connection's last ("Connection: close"): a request sent
    // behind it is never answered into the middle of the file, and the connection closes once
    // the file is out.
    const QByteArray clip(1024 * 1024, 'c');
    QVERIFY(install(QStringLiteral("big-clip"), QStringLiteral("1.0.0"), {},
                    {{QStringLiteral("overlay/index.html"), "<!doctype html><video>"},
                     {QStringLiteral("overlay/clip.webm"), clip}}));
    const QByteArray host = "big-clip.localhost:" + QByteArray::number(m_host->port());
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), m_host->port());
    QVERIFY(socket.waitForConnected(5000));
    socket.write("GET /overlay/clip.webm HTTP/1.1\r\nHost: " + host +
                 "\r\n\r\nGET /overlay/index.html HTTP/1.1\r\nHost: " + host + "\r\n\r\n");
    QByteArray received;
    connect(&socket, &QTcpSocket::readyRead, this, [&] { received += socket.readAll(); });
    QTRY_COMPARE_WITH_TIMEOUT(socket.state(), QAbstractSocket::UnconnectedState, 30000);
    received += socket.readAll();
    const qsizetype bodyAt = received.indexOf("\r\n\r\n") + 4;
    QVERIFY(bodyAt > 4);
    QVERIFY(received.startsWith("HTTP/1.1 200"));
    QCOMPARE(received.size() - bodyAt, clip.size()); // the file, and nothing after it
    QVERIFY(received.mid(bodyAt) == clip);
}

void TestOverlayHost::fileEditedInPlaceIsServedNew()
{
    // What ic-tool dev does: the author saves over a file the host has served (and cached).
    const QString script =
        m_tools->toolFolder(QStringLiteral("live-stats")) + QStringLiteral("/overlay/app.js");
    const HttpReply first = get("/overlay/app.js");
    QCOMPARE(first.body, QByteArray("console.log('hi');"));
    QCOMPARE(get("/overlay/app.js").headers.value("etag"), first.headers.value("etag"));
    QVERIFY(ictest::writeFile(script, "console.log('HI');")); // the same size, in place
    QTRY_COMPARE(get("/overlay/app.js").body, QByteArray("console.log('HI');"));
    const HttpReply edited = get("/overlay/app.js");
    QVERIFY(edited.headers.value("etag") != first.headers.value("etag"));
    // The old validator no longer matches: the browser gets the new file, not a 304.
    QCOMPARE(get("/overlay/app.js", {}, {{"If-None-Match", first.headers.value("etag")}}).status,
             200);
    QVERIFY(QFile::remove(script));
    QTRY_COMPARE(get("/overlay/app.js").status, 404);
}

void TestOverlayHost::uninstallEndsTheCachedFiles()
{
    QCOMPARE(get("/overlay/style.css").status, 200);
    QCOMPARE(get("/overlay/style.css").status, 200);
    QVERIFY(m_tools->uninstall(QStringLiteral("live-stats")));
    QCOMPARE(get("/overlay/style.css").status, 404);
    // Installed again, the same version with other bytes: those are served, at once.
    QVERIFY(install(QStringLiteral("live-stats"), QStringLiteral("1.0.0"), {},
                    {{QStringLiteral("overlay/index.html"), "<!doctype html><p>again"},
                     {QStringLiteral("overlay/style.css"), "p{color:blue}"}}));
    QCOMPARE(get("/overlay/style.css").body, QByteArray("p{color:blue}"));
    QCOMPARE(get("/").body, QByteArray("<!doctype html><p>again"));
}

void TestOverlayHost::ifModifiedSinceIs304()
{
    const HttpReply first = get("/overlay/index.html");
    const QByteArray lastModified = first.headers.value("last-modified");
    QVERIFY2(lastModified.endsWith(" GMT") && lastModified.size() == 29, lastModified.constData());
    const HttpReply again = get("/overlay/index.html", {}, {{"If-Modified-Since", lastModified}});
    QCOMPARE(again.status, 304);
    QVERIFY(again.body.isEmpty());
    QCOMPARE(again.headers.value("etag"), first.headers.value("etag"));
    QVERIFY(!again.headers.value("content-security-policy").isEmpty());
    const QByteArray longAgo = "Thu, 01 Jan 1970 00:00:00 GMT";
    const HttpReply older = get("/overlay/index.html", {}, {{"If-Modified-Since", longAgo}});
    QCOMPARE(older.status, 200);
    QCOMPARE(older.body, first.body);
    // If-None-Match decides when both are sent (RFC 9110 13.2.2).
    QCOMPARE(get("/overlay/index.html", {},
                 {{"If-None-Match", "\"other\""}, {"If-Modified-Since", lastModified}})
                 .status,
             200);
    QCOMPARE(
        get("/overlay/index.html", {}, {{"If-None-Match", "\"x\", " + first.headers.value("etag")}})
            .status,
        304);
}

void TestOverlayHost::linkSwappedInAfterCachingIsRefused()
{
    // A file served (and cached), then replaced by a link to a file outside: refused again.
    const QString folder = m_tools->toolFolder(QStringLiteral("live-stats"));
    QCOMPARE(get("/overlay/style.css").status, 200);
    QVERIFY(QFile::remove(folder + QStringLiteral("/overlay/style.css")));
    QVERIFY(QFile::link(m_dir->filePath(QStringLiteral("secret.txt")),
                        folder + QStringLiteral("/overlay/style.css")));
    QTRY_COMPARE(get("/overlay/style.css").status, 404);
    QVERIFY(!get("/overlay/style.css").body.contains(kSecret));
}

namespace {

/// One answer at the start of `stream`: status, head and body (none for HEAD and 304), and how
/// many bytes it took; status 0 while it is not all there.
struct StreamAnswer
{
    int status = 0;
    QByteArray head;
    QByteArray body;
    qsizetype taken = 0;
};

StreamAnswer takeAnswer(const QByteArray &stream, bool headOnly)
{
    StreamAnswer answer;
    const qsizetype end = stream.indexOf("\r\n\r\n");
    if (end < 0)
        return answer;
    answer.head = stream.left(end + 4);
    const qsizetype at = answer.head.indexOf("\r\nContent-Length: ");
    const qsizetype length =
        at < 0 ? 0
               : answer.head.mid(at + 18, answer.head.indexOf('\r', at + 2) - at - 18).toLongLong();
    const int status = answer.head.mid(9, 3).toInt();
    const qsizetype bodySize = headOnly || status == 304 ? 0 : length;
    if (stream.size() < end + 4 + bodySize)
        return answer;
    answer.body = stream.mid(end + 4, bodySize);
    answer.taken = end + 4 + bodySize;
    answer.status = status;
    return answer;
}

} // namespace

void TestOverlayHost::cachedAnswersKeepTheConnectionsRules()
{
    // Cached files are answered as prebuilt bytes sent at once, past QHttpServer's responder:
    // on one kept-alive connection each answer is framed exactly (HEAD: its head alone, 304: no
    // body) with nothing after it, and a "Connection: close" request's answer still ends the
    // connection once it is out.
    const QByteArray host = "live-stats.localhost:" + QByteArray::number(m_host->port());
    const QByteArray etag = get("/overlay/app.js").headers.value("etag"); // cached from here on
    QVERIFY(!etag.isEmpty());
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), m_host->port());
    QVERIFY(socket.waitForConnected(5000));
    QByteArray received;
    connect(&socket, &QTcpSocket::readyRead, this, [&] { received += socket.readAll(); });
    const auto ask = [&](const QByteArray &method, const QByteArray &path,
                         const QByteArray &extra) {
        received.clear();
        socket.write(method + ' ' + path + " HTTP/1.1\r\nHost: " + host + "\r\n" + extra + "\r\n");
    };
    for (int round = 0; round < 2; ++round) {
        ask("GET", "/overlay/app.js", {});
        QTRY_VERIFY(takeAnswer(received, false).status != 0);
        StreamAnswer answer = takeAnswer(received, false);
        QCOMPARE(answer.status, 200);
        QCOMPARE(answer.body, QByteArray("console.log('hi');"));
        QVERIFY2(answer.head.contains("\r\nETag: " + etag + "\r\n"), answer.head.constData());
        QCOMPARE(answer.taken, received.size());

        ask("HEAD", "/overlay/style.css", {});
        QTRY_VERIFY(takeAnswer(received, true).status != 0);
        answer = takeAnswer(received, true);
        QCOMPARE(answer.status, 200);
        QVERIFY2(answer.head.contains("\r\nContent-Length: 12\r\n"), answer.head.constData());
        QVERIFY(answer.head.contains("\r\nContent-Security-Policy: "));
        QCOMPARE(answer.taken, received.size()); // no body after a HEAD's head

        ask("GET", "/overlay/app.js", "If-None-Match: " + etag + "\r\n");
        QTRY_VERIFY(takeAnswer(received, false).status != 0);
        answer = takeAnswer(received, false);
        QCOMPARE(answer.status, 304);
        QCOMPARE(answer.taken, received.size());
    }
    QCOMPARE(socket.state(), QAbstractSocket::ConnectedState);
    ask("GET", "/overlay/index.html", "Connection: close\r\n");
    QTRY_COMPARE(socket.state(), QAbstractSocket::UnconnectedState);
    received += socket.readAll();
    const StreamAnswer last = takeAnswer(received, false);
    QCOMPARE(last.status, 200);
    QCOMPARE(last.body, QByteArray("<!doctype html><p>version one"));
    QCOMPARE(last.taken, received.size());
}

QTEST_GUILESS_MAIN(TestOverlayHost)
#include "TestOverlayHost.moc"
