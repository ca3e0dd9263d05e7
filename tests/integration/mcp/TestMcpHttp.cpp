// The MCP server over Streamable HTTP on the panel's host port (host/McpEndpoint), over real
// sockets: a ToolHost on port 0 in front of a real game (ic-remote-mock), the program "mcp"
// paired at the observer tier with a token. initialize starts a session (Mcp-Session-Id), a
// notification is 202, tools/list and a tool call answer (the call through the gateway as the
// tool "mcp", observer); a wrong or missing token is 401 saying how to pair; an Origin is 403;
// no session id 400, an unknown one 404; DELETE ends the session; an oversized body is 413; GET
// is the session's event stream, where a subscribed ic://match/live's updates come.

#include "host/ToolHost.h"
#include "mock/MockGame.h"
#include "tools/ToolRegistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using ichost::ToolHost;

namespace {
const QString kPassword = QStringLiteral("game-Secret-8fP2qL");
const QByteArray kToken = "mcp-Token-4kV9zQ7wR2";

struct Answer
{
    int status = 0;
    QByteArray body;
    QJsonObject json;
    QByteArray sessionId;
    QByteArray contentType;
    QByteArray authenticate;
};
} // namespace

class TestMcpHttp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void sessionListsAndCallsThroughTheGateway();
    void tokenIsRequired();
    void originIsRefused();
    void sessionIdIsRequiredAndEnds();
    void oversizedBodyIsRefused();
    void eventStreamCarriesResourceUpdates();

private:
    Answer send(const QByteArray &verb, const QByteArray &body,
                const QList<std::pair<QByteArray, QByteArray>> &extra = {},
                const QByteArray &token = kToken);
    /// initialize and notifications/initialized: the session id.
    QByteArray startSession();
    Answer request(const QByteArray &sessionId, int id, const QString &method,
                   const QJsonObject &params = {});

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<icmock::MockGame> m_game;
    std::unique_ptr<ictools::ToolRegistry> m_tools;
    std::unique_ptr<ToolHost> m_host;
    QNetworkAccessManager m_http;
};

void TestMcpHttp::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    icmock::MockOptions options;
    options.port = 0;
    options.password = kPassword;
    options.tickRate = 0; // the test steps the match
    m_game = std::make_unique<icmock::MockGame>(options);
    QVERIFY(m_game->start().ok());
    m_tools = std::make_unique<ictools::ToolRegistry>(m_dir->filePath(QStringLiteral("tools")));
    QVERIFY(m_tools->open());
    ictools::ToolGrant grant;
    grant.tier = icrp::Tier::Observer;
    grant.categories = {icrp::EventCategory::Match};
    QVERIFY(
        m_tools->addPairedProgram(QStringLiteral("mcp"), QStringLiteral("MCP server (test)"), grant)
            .ok());
    ToolHost::Options hostOptions;
    hostOptions.port = 0;
    m_host = std::make_unique<ToolHost>(m_tools.get(), hostOptions);
    QVERIFY(m_host->start());
    m_host->setToolToken(QStringLiteral("mcp"), QString::fromLatin1(kToken));
    m_host->setGame(QUrl(m_game->url()), kPassword);
}

void TestMcpHttp::cleanup()
{
    m_host.reset();
    m_tools.reset();
    if (m_game)
        m_game->stop();
    m_game.reset();
    m_dir.reset();
}

Answer TestMcpHttp::send(const QByteArray &verb, const QByteArray &body,
                         const QList<std::pair<QByteArray, QByteArray>> &extra,
                         const QByteArray &token)
{
    QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1/mcp").arg(m_host->port())));
    request.setRawHeader("Content-Type", "application/json");
    request.setRawHeader("Accept", "application/json, text/event-stream");
    if (!token.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + token);
    for (const auto &[name, value] : extra)
        request.setRawHeader(name, value);
    QNetworkReply *reply = m_http.sendCustomRequest(request, verb, body);
    QSignalSpy finished(reply, &QNetworkReply::finished);
    if (!reply->isFinished())
        finished.wait(10000);
    Answer answer;
    answer.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    answer.body = reply->readAll();
    answer.json = QJsonDocument::fromJson(answer.body).object();
    answer.sessionId = reply->rawHeader("Mcp-Session-Id");
    answer.contentType = reply->rawHeader("Content-Type");
    answer.authenticate = reply->rawHeader("WWW-Authenticate");
    reply->deleteLater();
    return answer;
}

QByteArray TestMcpHttp::startSession()
{
    const QJsonObject initialize{
        {QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
        {QStringLiteral("id"), 1},
        {QStringLiteral("method"), QStringLiteral("initialize")},
        {QStringLiteral("params"),
         QJsonObject{{QStringLiteral("protocolVersion"), QStringLiteral("2025-06-18")},
                     {QStringLiteral("capabilities"), QJsonObject{}},
                     {QStringLiteral("clientInfo"),
                      QJsonObject{{QStringLiteral("name"), QStringLiteral("http-test")},
                                  {QStringLiteral("version"), QStringLiteral("1.0")}}}}}};
    const Answer started = send("POST", QJsonDocument(initialize).toJson());
    if (started.status != 200 || started.sessionId.size() < 16) {
        qWarning() << started.status << started.body;
        return {};
    }
    const QJsonObject result = started.json.value(QLatin1String("result")).toObject();
    if (result.value(QLatin1String("protocolVersion")) != QLatin1String("2025-06-18"))
        return {};
    // It is paired (the token said so): the model is told the tier it sees with.
    if (!result.value(QLatin1String("instructions"))
             .toString()
             .contains(QLatin1String("paired at the observer tier"))) {
        qWarning() << "instructions:" << result.value(QLatin1String("instructions"));
        return {};
    }
    const Answer initialized =
        send("POST", R"({"jsonrpc":"2.0","method":"notifications/initialized"})",
             {{"Mcp-Session-Id", started.sessionId}});
    return initialized.status == 202 ? started.sessionId : QByteArray();
}

Answer TestMcpHttp::request(const QByteArray &sessionId, int id, const QString &method,
                            const QJsonObject &params)
{
    const QJsonObject message{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                              {QStringLiteral("id"), id},
                              {QStringLiteral("method"), method},
                              {QStringLiteral("params"), params}};
    return send("POST", QJsonDocument(message).toJson(), {{"Mcp-Session-Id", sessionId}});
}

void TestMcpHttp::sessionListsAndCallsThroughTheGateway()
{
    const QByteArray session = startSession();
    QVERIFY(!session.isEmpty());
    const Answer tools = request(session, 2, QStringLiteral("tools/list"));
    QCOMPARE(tools.status, 200);
    QVERIFY(tools.contentType.startsWith("application/json"));
    QCOMPARE(tools.json.value(QLatin1String("id")).toInt(), 2);
    QCOMPARE(tools.json.value(QLatin1String("result"))
                 .toObject()
                 .value(QLatin1String("tools"))
                 .toArray()
                 .size(),
             4);
    const Answer called =
        request(session, 3, QStringLiteral("tools/call"),
                {{QStringLiteral("name"), QStringLiteral("explain_unit_stats")},
                 {QStringLiteral("arguments"),
                  QJsonObject{{QStringLiteral("unit_type"), QStringLiteral("heavy_tank")}}}});
    QCOMPARE(called.status, 200);
    const QJsonObject result = called.json.value(QLatin1String("result")).toObject();
    QVERIFY2(!result.value(QLatin1String("isError")).toBool(), called.body.constData());
    QCOMPARE(result.value(QLatin1String("structuredContent"))
                 .toObject()
                 .value(QLatin1String("unit_type"))
                 .toString(),
             QStringLiteral("heavy_tank"));
    // The call went through the gateway as the paired tool "mcp", at its tier.
    QTRY_VERIFY(std::any_of(
        m_host->sessions().cbegin(), m_host->sessions().cend(), [](const icrp::IcrpSessionInfo &s) {
            return s.grant.toolId == QLatin1String("mcp") && s.grant.tier == icrp::Tier::Observer &&
                   s.clientName.contains(QLatin1String("http-test"));
        }));
}

void TestMcpHttp::tokenIsRequired()
{
    for (const QByteArray &token : {QByteArray("wrong-token"), QByteArray()}) {
        const Answer refused = send(
            "POST",
            R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"x","version":"1"}}})",
            {}, token.isEmpty() ? QByteArray() : token);
        QCOMPARE(refused.status, 401);
        QCOMPARE(refused.authenticate, QByteArray("Bearer"));
        QVERIFY(refused.sessionId.isEmpty());
        const QString message = refused.json.value(QLatin1String("error"))
                                    .toObject()
                                    .value(QLatin1String("message"))
                                    .toString();
        QVERIFY2(message.contains(QLatin1String("ic-tool mcp --pair")), qPrintable(message));
    }
    // A session's requests need it too.
    const QByteArray session = startSession();
    QVERIFY(!session.isEmpty());
    QCOMPARE(send("POST", R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})",
                  {{"Mcp-Session-Id", session}}, "wrong-token")
                 .status,
             401);
}

void TestMcpHttp::originIsRefused()
{
    const QByteArray session = startSession();
    QVERIFY(!session.isEmpty());
    const QByteArray own = QStringLiteral("http://127.0.0.1:%1").arg(m_host->port()).toLatin1();
    for (const QByteArray &origin : {QByteArray("http://evil.example"), own}) {
        const Answer refused = send("POST", R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})",
                                    {{"Mcp-Session-Id", session}, {"Origin", origin}});
        QCOMPARE(refused.status, 403);
        QVERIFY(refused.json.contains(QLatin1String("error")));
    }
}

void TestMcpHttp::sessionIdIsRequiredAndEnds()
{
    const Answer none = send("POST", R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})");
    QCOMPARE(none.status, 400);
    QVERIFY(none.json.value(QLatin1String("error"))
                .toObject()
                .value(QLatin1String("message"))
                .toString()
                .contains(QLatin1String("Mcp-Session-Id")));
    QCOMPARE(send("POST", R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})",
                  {{"Mcp-Session-Id", "no-such-session"}})
                 .status,
             404);
    const QByteArray session = startSession();
    QVERIFY(!session.isEmpty());
    QCOMPARE(request(session, 2, QStringLiteral("ping")).status, 200);
    QCOMPARE(send("DELETE", {}, {{"Mcp-Session-Id", session}}).status, 204);
    QCOMPARE(request(session, 3, QStringLiteral("ping")).status, 404);
    QCOMPARE(send("PUT", "{}", {{"Mcp-Session-Id", session}}).status, 405);
    // An MCP-Protocol-Version it does not speak is 400; one it does passes.
    const QByteArray ping = R"({"jsonrpc":"2.0","id":9,"method":"ping"})";
    const QByteArray live = startSession();
    QCOMPARE(send("POST", ping, {{"Mcp-Session-Id", live}, {"MCP-Protocol-Version", "1999-01-01"}})
                 .status,
             400);
    QCOMPARE(send("POST", ping, {{"Mcp-Session-Id", live}, {"MCP-Protocol-Version", "2025-06-18"}})
                 .status,
             200);
}

void TestMcpHttp::oversizedBodyIsRefused()
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, m_host->port());
    QVERIFY(socket.waitForConnected(5000));
    const QByteArray body(2 * 1024 * 1024, 'x');
    socket.write("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(m_host->port()) +
                 "\r\nContent-Type: application/json\r\nAuthorization: Bearer " + kToken +
                 "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n");
    socket.write(body.left(64 * 1024));
    QTRY_VERIFY_WITH_TIMEOUT(
        socket.bytesAvailable() > 0 || socket.state() == QAbstractSocket::UnconnectedState, 10000);
    QVERIFY(socket.readAll().startsWith("HTTP/1.1 413"));
}

void TestMcpHttp::eventStreamCarriesResourceUpdates()
{
    const QByteArray session = startSession();
    QVERIFY(!session.isEmpty());
    QCOMPARE(send("GET", {}, {{"Accept", "application/json"}}).status, 400); // no session
    const Answer subscribed = request(session, 2, QStringLiteral("resources/subscribe"),
                                      {{QStringLiteral("uri"), QStringLiteral("ic://match/live")}});
    QCOMPARE(subscribed.status, 200);
    QVERIFY2(subscribed.json.contains(QLatin1String("result")), subscribed.body.constData());
    // A call first, so the game session is there (it subscribes to the match's events).
    QCOMPARE(request(session, 3, QStringLiteral("resources/read"),
                     {{QStringLiteral("uri"), QStringLiteral("ic://match/live")}})
                 .status,
             200);
    QTcpSocket stream;
    stream.connectToHost(QHostAddress::LocalHost, m_host->port());
    QVERIFY(stream.waitForConnected(5000));
    stream.write("GET /mcp HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(m_host->port()) +
                 "\r\nAccept: text/event-stream\r\nAuthorization: Bearer " + kToken +
                 "\r\nMcp-Session-Id: " + session + "\r\n\r\n");
    QByteArray received;
    QTRY_VERIFY_WITH_TIMEOUT((received += stream.readAll()).contains("\r\n\r\n"), 5000);
    QVERIFY2(received.startsWith("HTTP/1.1 200"), received.constData());
    QVERIFY(received.toLower().contains("content-type: text/event-stream"));
    m_game->advance(600); // the match goes on: its events come
    QTRY_VERIFY_WITH_TIMEOUT(
        (received += stream.readAll()).contains("notifications/resources/updated"), 10000);
    QVERIFY(received.contains("event: message\ndata: {"));
    QVERIFY(received.contains("ic://match/live"));
    // DELETE ends the session and closes its stream.
    QCOMPARE(send("DELETE", {}, {{"Mcp-Session-Id", session}}).status, 204);
    QTRY_COMPARE_WITH_TIMEOUT(stream.state(), QAbstractSocket::UnconnectedState, 5000);
}

QTEST_GUILESS_MAIN(TestMcpHttp)
#include "TestMcpHttp.moc"
