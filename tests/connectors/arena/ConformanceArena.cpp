// Agent Arena conformance, from the seed alone (/work/shared/seeds/003_add06d61430608c2.txt;
// its examples are in data/, copied verbatim, README.md there says from which section). The
// golden requests and answers are the document's; each is put on the wire as bytes and the
// answers read as bytes, and run against BOTH sides the panel has:
// - the simulated runtime (the peer, ic-arena-mock --role runtime), as the document's FastAPI
//   runtime: §1 → an answer shaped as §2 with §3's tools, §8's Pydantic model (422), §6's
//   /health and /echo, FastAPI's 405;
// - the tick inspector (the connector): its schema takes every example of §1–§6 and finds what
//   §8 requires; as a proxy between a runtime that answers the document's own §2 and §6 bytes
//   and a simulation that sends §1's, it passes both unchanged (issue 28), /health included.
// A connector or peer that drifts from the document fails here.

#include "ArenaTestKit.h"

#include "connectors/arena/ArenaProxy.h"
#include "connectors/arena/ArenaSchema.h"
#include "connectors/arena/peer/SimulatedRuntime.h"

#include <QFile>
#include <QJsonArray>
#include <QTcpServer>
#include <QTcpSocket>
#include <memory>

using arenatest::rawExchange;
using icconnectors::arena::ArenaProxy;
using icconnectors::arena::ArenaSchema;
using icconnectors::arena::SimulatedRuntime;

namespace {

QByteArray seedBytes(const char *name)
{
    QFile file(QStringLiteral(ARENA_TEST_DATA "/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", name);
    return file.readAll();
}

QJsonObject seedJson(const char *name)
{
    return QJsonDocument::fromJson(seedBytes(name)).object();
}

/// A request as the document's client writes it (§ "Connection Setup": HTTP/1.1, JSON).
QByteArray request(const QByteArray &method, const QByteArray &path, quint16 port,
                   const QByteArray &body = {})
{
    QByteArray out =
        method + ' ' + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port) + "\r\n";
    if (!body.isEmpty() || method == "POST")
        out +=
            "Content-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size()) +
            "\r\n";
    return out + "\r\n" + body;
}

QJsonValue jsonOf(const arenatest::RawAnswer &answer)
{
    return answer.response ? QJsonDocument::fromJson(answer.response->body).object() : QJsonValue();
}

/// §3's registered tools, and §5's "wait".
const QStringList &documentTools()
{
    static const QStringList tools{
        QStringLiteral("move_to"),       QStringLiteral("rotate_to"),
        QStringLiteral("collect"),       QStringLiteral("craft"),
        QStringLiteral("query_world"),   QStringLiteral("query_inventory"),
        QStringLiteral("query_recipes"), QStringLiteral("send_message"),
        QStringLiteral("capture_point"), QStringLiteral("wait")};
    return tools;
}

/// A runtime that answers every request with the document's own bytes, and keeps what it got.
class DocumentRuntime : public QObject
{
public:
    explicit DocumentRuntime(QByteArray body) : m_body(std::move(body))
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket] { read(socket); });
        });
    }
    quint16 port() const { return m_server.serverPort(); }
    /// Bodies of the requests for `path` it got.
    QList<QByteArray> bodiesFor(const QByteArray &requestLine) const
    {
        return m_got.value(requestLine);
    }

private:
    void read(QTcpSocket *socket)
    {
        m_buffer += socket->readAll();
        const qsizetype end = m_buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const QByteArray head = m_buffer.left(end).toLower();
        const qsizetype at = head.indexOf("content-length:");
        const qint64 length =
            at < 0 ? 0 : head.mid(at + 15, head.indexOf('\r', at) - at - 15).trimmed().toLongLong();
        if (m_buffer.size() < end + 4 + length)
            return;
        m_got[m_buffer.left(m_buffer.indexOf("\r\n"))].append(m_buffer.mid(end + 4, length));
        m_buffer.remove(0, end + 4 + length);
        socket->write("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: " +
                      QByteArray::number(m_body.size()) + "\r\n\r\n" + m_body);
    }

    QTcpServer m_server;
    QByteArray m_body;
    QByteArray m_buffer;
    QHash<QByteArray, QList<QByteArray>> m_got;
};

} // namespace

class ConformanceArena : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<SimulatedRuntime> m_runtime;

    std::unique_ptr<ArenaProxy> proxyTo(quint16 runtimePort)
    {
        ArenaProxy::Options options; // the connector's defaults but the ports
        options.runtimePort = runtimePort;
        auto proxy = std::make_unique<ArenaProxy>(options);
        if (!proxy->listen().ok())
            return nullptr;
        return proxy;
    }

private Q_SLOTS:
    void init()
    {
        m_runtime = std::make_unique<SimulatedRuntime>();
        QVERIFY(m_runtime->listen(0).ok());
    }

    // --- the peer, as the document's runtime -------------------------------------------------

    // §1 request → §2 answer: "tick" must match, one action per agent of the tick, a §3 tool
    // with a params object, reasoning a string when given.
    void peerAnswersTheDocumentsPerception()
    {
        const QJsonObject perception = seedJson("perception.json");
        const auto answer =
            rawExchange(m_runtime->port(),
                        request("POST", "/tick", m_runtime->port(), seedBytes("perception.json")));
        QVERIFY(answer.response);
        QCOMPARE(answer.response->status, 200);
        QCOMPARE(answer.response->contentType, QByteArray("application/json"));
        const QJsonObject body = jsonOf(answer).toObject();
        QCOMPARE(body.value(QLatin1String("tick")), QJsonValue(1234));
        const QJsonArray actions = body.value(QLatin1String("actions")).toArray();
        QCOMPARE(actions.size(), perception.value(QLatin1String("agents")).toArray().size());
        for (const QJsonValue &a : actions) {
            const QJsonObject action = a.toObject();
            QCOMPARE(action.value(QLatin1String("agent_id")),
                     QJsonValue(QStringLiteral("foraging_agent_001")));
            const QJsonObject call = action.value(QLatin1String("action")).toObject();
            QVERIFY(documentTools().contains(call.value(QLatin1String("tool")).toString()));
            QVERIFY(call.value(QLatin1String("params")).isObject());
            QVERIFY(!action.contains(QLatin1String("reasoning")) ||
                    action.value(QLatin1String("reasoning")).isString());
        }
        // And the connector's schema, written from the same document, agrees.
        QVERIFY(ArenaSchema::checkAction(body, perception).isEmpty());
    }

    // §8: PerceptionRequest requires tick: int, timestamp: float, agents — FastAPI answers 422
    // with Pydantic's detail list (loc ["body", field]) for a body its model does not take, as
    // §6's "Mock Testing" perception without a timestamp.
    void peerRefusesWhatTheModelDoesNotTake_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value"); // undefined: removed
        QTest::addColumn<QString>("type");
        QTest::newRow("§6 mock: no timestamp")
            << QStringLiteral("timestamp") << QJsonValue(QJsonValue::Undefined)
            << QStringLiteral("missing");
        QTest::newRow("no tick") << QStringLiteral("tick") << QJsonValue(QJsonValue::Undefined)
                                 << QStringLiteral("missing");
        QTest::newRow("tick a string")
            << QStringLiteral("tick") << QJsonValue(QStringLiteral("1234"))
            << QStringLiteral("int_type");
        QTest::newRow("tick a fraction")
            << QStringLiteral("tick") << QJsonValue(12.5) << QStringLiteral("int_from_float");
        QTest::newRow("timestamp a string")
            << QStringLiteral("timestamp") << QJsonValue(QStringLiteral("now"))
            << QStringLiteral("float_type");
        QTest::newRow("agents an object")
            << QStringLiteral("agents") << QJsonValue(QJsonObject()) << QStringLiteral("list_type");
    }
    void peerRefusesWhatTheModelDoesNotTake()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, type);
        QJsonObject perception = seedJson("perception.json");
        if (value.isUndefined())
            perception.remove(field);
        else
            perception.insert(field, value);
        const auto answer = rawExchange(
            m_runtime->port(), request("POST", "/tick", m_runtime->port(),
                                       QJsonDocument(perception).toJson(QJsonDocument::Compact)));
        QVERIFY(answer.response);
        QCOMPARE(answer.response->status, 422);
        const QJsonObject first =
            jsonOf(answer).toObject().value(QLatin1String("detail")).toArray().first().toObject();
        QCOMPARE(first.value(QLatin1String("loc")),
                 QJsonValue(QJsonArray{QStringLiteral("body"), field}));
        QCOMPARE(first.value(QLatin1String("type")).toString(), type);
        QVERIFY(first.value(QLatin1String("msg")).isString());
        QCOMPARE(m_runtime->ticksReceived(), 0);
        // The connector's schema finds the same field.
        bool found = false;
        for (const auto &v : ArenaSchema::checkPerception(perception))
            found = found || v.path == field;
        QVERIFY(found);
    }

    // §6: GET /health answers the four fields with the example's types; POST /echo: "Any JSON",
    // "Same JSON echoed back".
    void peerTestEndpoints()
    {
        const auto health =
            rawExchange(m_runtime->port(), request("GET", "/health", m_runtime->port()));
        QVERIFY(health.response);
        QCOMPARE(health.response->status, 200);
        const QJsonObject h = jsonOf(health).toObject();
        QCOMPARE(h.keys(), seedJson("health.json").keys()); // sorted, both
        QVERIFY(h.value(QLatin1String("status")).isString());
        QVERIFY(h.value(QLatin1String("backend")).isString());
        QVERIFY(h.value(QLatin1String("agents_active")).isDouble());
        QVERIFY(h.value(QLatin1String("uptime_seconds")).isDouble());
        QVERIFY(ArenaSchema::checkHealth(h).isEmpty());

        const QByteArray any = seedBytes("async.json");
        const auto echo =
            rawExchange(m_runtime->port(), request("POST", "/echo", m_runtime->port(), any));
        QVERIFY(echo.response);
        QCOMPARE(echo.response->status, 200);
        QCOMPARE(QJsonDocument::fromJson(echo.response->body), QJsonDocument::fromJson(any));
    }

    // FastAPI (the document's framework): a known path with another method is 405 with Allow,
    // an unknown path 404, both {"detail": …}.
    void peerRefusesMethodsAsFastApi()
    {
        const auto wrong =
            rawExchange(m_runtime->port(), request("GET", "/tick", m_runtime->port()));
        QVERIFY(wrong.response);
        QCOMPARE(wrong.response->status, 405);
        QCOMPARE(wrong.response->header("Allow"), QByteArray("POST"));
        QCOMPARE(jsonOf(wrong).toObject().value(QLatin1String("detail")),
                 QJsonValue(QStringLiteral("Method Not Allowed")));
        const auto none =
            rawExchange(m_runtime->port(), request("GET", "/ticks", m_runtime->port()));
        QVERIFY(none.response);
        QCOMPARE(none.response->status, 404);
    }

    // --- the connector -----------------------------------------------------------------------

    // §1–§6: every example the document gives is taken; §4's table is exactly the codes.
    void connectorTakesTheDocumentsExamples()
    {
        const QJsonObject perception = seedJson("perception.json");
        QVERIFY(ArenaSchema::checkPerception(perception).isEmpty());
        QVERIFY(ArenaSchema::checkAction(seedJson("error.json"), perception).isEmpty());
        QVERIFY(ArenaSchema::checkAction(seedJson("async.json"), perception).isEmpty());
        QVERIFY(ArenaSchema::checkHealth(seedJson("health.json")).isEmpty());
        const QJsonArray tools = QJsonDocument::fromJson(seedBytes("tools.json")).array();
        QCOMPARE(tools.size(), 9);
        for (const QJsonValue &tool : tools) {
            const QJsonObject answer{{QStringLiteral("tick"), 1234},
                                     {QStringLiteral("actions"),
                                      QJsonArray{QJsonObject{{QStringLiteral("agent_id"),
                                                              QStringLiteral("foraging_agent_001")},
                                                             {QStringLiteral("action"), tool}}}}};
            QVERIFY2(ArenaSchema::checkAction(answer, perception).isEmpty(),
                     qPrintable(tool.toObject().value(QLatin1String("tool")).toString()));
        }
        QCOMPARE(ArenaSchema::errorCodes(), SimulatedRuntime::errorCodes());
        QCOMPARE(SimulatedRuntime::errorCodes(),
                 (QStringList{
                     QStringLiteral("TOOL_NOT_FOUND"), QStringLiteral("INVALID_PARAMETERS"),
                     QStringLiteral("AGENT_NOT_FOUND"), QStringLiteral("LLM_TIMEOUT"),
                     QStringLiteral("PARSING_ERROR"), QStringLiteral("TOOL_EXECUTION_FAILED")}));
    }

    // The proxy between the document's two ends: §1's bytes reach the runtime unchanged as
    // POST /tick, and §2's answer bytes reach the simulation unchanged.
    void connectorPassesTheDocumentsExchangeUnchanged()
    {
        DocumentRuntime runtime(seedBytes("actions.json"));
        const auto proxy = proxyTo(runtime.port());
        QVERIFY(proxy);
        const QByteArray perception = seedBytes("perception.json");
        const auto answer =
            rawExchange(proxy->port(), request("POST", "/tick", proxy->port(), perception));
        QVERIFY(answer.response);
        QCOMPARE(runtime.bodiesFor("POST /tick HTTP/1.1"), QList<QByteArray>{perception});
        QCOMPARE(answer.response->status, 200);
        QCOMPARE(answer.response->body, seedBytes("actions.json"));
        QVERIFY(answer.response->header("X-Arena-Proxy-Error").isEmpty());
        QCOMPARE(proxy->book().records().back().tick, 1234);
    }

    // §6: GET /health at the proxy is the runtime's, the document's bytes unchanged.
    void connectorPassesHealthThrough()
    {
        DocumentRuntime runtime(seedBytes("health.json"));
        const auto proxy = proxyTo(runtime.port());
        QVERIFY(proxy);
        const auto answer = rawExchange(proxy->port(), request("GET", "/health", proxy->port()));
        QVERIFY(answer.response);
        QCOMPARE(answer.response->status, 200);
        QCOMPARE(answer.response->body, seedBytes("health.json"));
        QCOMPARE(proxy->runtimeBackend(), QStringLiteral("llama_cpp"));
    }

    // §8 through the proxy: the runtime's 422 for §6's mock perception comes back as it is, not
    // turned into an answer of the proxy's; the connector flags the missing timestamp.
    void connectorPassesTheRuntimesRefusal()
    {
        const auto proxy = proxyTo(m_runtime->port());
        QVERIFY(proxy);
        QJsonObject mock = seedJson("perception.json");
        mock.remove(QStringLiteral("timestamp"));
        const auto answer =
            rawExchange(proxy->port(), request("POST", "/tick", proxy->port(),
                                               QJsonDocument(mock).toJson(QJsonDocument::Compact)));
        QVERIFY(answer.response);
        QCOMPARE(answer.response->status, 422);
        QVERIFY(answer.response->header("X-Arena-Proxy-Error").isEmpty());
        const auto found = proxy->book().records().back().perceptionViolations;
        QVERIFY(!found.isEmpty());
        QCOMPARE(found.first().path, QStringLiteral("timestamp"));
    }
};

QTEST_GUILESS_MAIN(ConformanceArena)
#include "ConformanceArena.moc"
