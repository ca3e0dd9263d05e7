// icmcp::McpServer as an MCP client sees it, over a fake game: the JSON-RPC faults (unparsable,
// not a request, unknown method), initialize's answer and version negotiation, a schema for
// every tool, tools and resources mapped onto the right ICRP calls with their results, the
// game's refusal as a tool error, prompts, and resource subscriptions.

#include "ResultCheck.h"
#include "mcp/McpGame.h"
#include "mcp/McpServer.h"
#include "mcp/McpStdioTransport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTimer>
#include <QtTest>

#include <unistd.h>

using namespace icmcp;

namespace {

/// Answers each ICRP method with a canned result or error, later, and records the calls.
class FakeGame : public McpGame
{
public:
    struct Call
    {
        QString method;
        QJsonObject params;
    };

    void call(const QString &method, const QJsonObject &params, Callback done) override
    {
        calls.append({method, params});
        ic::Result<QJsonObject> answer =
            errors.contains(method) ? ic::Result<QJsonObject>(ic::Error{
                                          QStringLiteral("icrp.not-found"), errors.value(method)})
                                    : ic::Result<QJsonObject>(results.value(method));
        QTimer::singleShot(0, [answer, done] { done(answer); });
    }

    QHash<QString, QJsonObject> results;
    QHash<QString, QString> errors;
    QList<Call> calls;
};

QByteArray request(int id, const char *method, const QJsonObject &params = {})
{
    return QJsonDocument(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                     {QStringLiteral("id"), id},
                                     {QStringLiteral("method"), QLatin1String(method)},
                                     {QStringLiteral("params"), params}})
        .toJson(QJsonDocument::Compact);
}

QJsonObject toolCall(const char *name, const QJsonObject &arguments)
{
    return QJsonObject{{QStringLiteral("name"), QLatin1String(name)},
                       {QStringLiteral("arguments"), arguments}};
}

QJsonObject parse(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

} // namespace

class TestMcpServer : public QObject
{
    Q_OBJECT

private:
    /// Sends `message` and returns the one answer (waiting for a game call to come back).
    QJsonObject ask(const QByteArray &message)
    {
        QSignalSpy spy(m_server.get(), &McpServer::message);
        m_server->receive(message);
        if (spy.isEmpty() && !spy.wait(5000))
            return {};
        return parse(spy.takeFirst().at(0).toByteArray());
    }
    QJsonObject result(int id, const char *method, const QJsonObject &params = {})
    {
        const QJsonObject answer = ask(request(id, method, params));
        [&] { QCOMPARE(answer.value(QStringLiteral("id")).toInt(), id); }();
        return answer.value(QStringLiteral("result")).toObject();
    }

    std::unique_ptr<FakeGame> m_game;
    std::unique_ptr<McpServer> m_server;

private Q_SLOTS:
    void init()
    {
        m_game = std::make_unique<FakeGame>();
        m_server = std::make_unique<McpServer>(*m_game, QStringLiteral("9.9.9"));
    }
    void cleanup()
    {
        m_server.reset();
        m_game.reset();
    }

    void unparsableIsParseErrorWithNullId()
    {
        const QJsonObject answer = ask("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":");
        QCOMPARE(answer.value(QStringLiteral("error"))[QStringLiteral("code")].toInt(), -32700);
        QVERIFY(answer.contains(QStringLiteral("id")));
        QVERIFY(answer.value(QStringLiteral("id")).isNull());
    }

    void batchOrMissingMethodIsInvalidRequest()
    {
        QJsonObject answer = ask("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]");
        QCOMPARE(answer.value(QStringLiteral("error"))[QStringLiteral("code")].toInt(), -32600);
        answer = ask("{\"jsonrpc\":\"2.0\",\"id\":3}");
        QCOMPARE(answer.value(QStringLiteral("error"))[QStringLiteral("code")].toInt(), -32600);
        QCOMPARE(answer.value(QStringLiteral("id")).toInt(), 3);
    }

    void unknownMethodIsMethodNotFound()
    {
        const QJsonObject answer = ask(request(4, "tools/frobnicate"));
        QCOMPARE(answer.value(QStringLiteral("id")).toInt(), 4);
        QCOMPARE(answer.value(QStringLiteral("error"))[QStringLiteral("code")].toInt(), -32601);
        QVERIFY(
            answer.value(QStringLiteral("error"))[QStringLiteral("message")].toString().contains(
                QStringLiteral("tools/frobnicate")));
    }

    void notificationsGetNoAnswer()
    {
        QSignalSpy spy(m_server.get(), &McpServer::message);
        m_server->receive("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        m_server->receive("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/whatever\"}");
        QVERIFY(!spy.wait(50));
        QVERIFY(m_server->initialized());
    }

    void initializeDescribesTheServer()
    {
        const QJsonObject r = result(
            1, "initialize",
            QJsonObject{{QStringLiteral("protocolVersion"), QStringLiteral("2025-06-18")},
                        {QStringLiteral("capabilities"), QJsonObject{}},
                        {QStringLiteral("clientInfo"),
                         QJsonObject{{QStringLiteral("name"), QStringLiteral("claude-desktop")},
                                     {QStringLiteral("version"), QStringLiteral("1.2")}}}});
        QCOMPARE(r.value(QStringLiteral("protocolVersion")).toString(),
                 QStringLiteral("2025-06-18"));
        QCOMPARE(r.value(QStringLiteral("serverInfo"))[QStringLiteral("version")].toString(),
                 QStringLiteral("9.9.9"));
        const QJsonObject caps = r.value(QStringLiteral("capabilities")).toObject();
        QVERIFY(caps.value(QStringLiteral("tools")).isObject());
        QVERIFY(caps.value(QStringLiteral("prompts")).isObject());
        QCOMPARE(caps.value(QStringLiteral("resources"))[QStringLiteral("subscribe")].toBool(),
                 true);
        QCOMPARE(m_server->clientName(), QStringLiteral("claude-desktop 1.2"));
    }

    void initializeNegotiatesTheVersion()
    {
        QCOMPARE(result(1, "initialize",
                        {{QStringLiteral("protocolVersion"), QStringLiteral("2025-03-26")}})
                     .value(QStringLiteral("protocolVersion"))
                     .toString(),
                 QStringLiteral("2025-03-26"));
        QCOMPARE(result(2, "initialize",
                        {{QStringLiteral("protocolVersion"), QStringLiteral("2099-01-01")}})
                     .value(QStringLiteral("protocolVersion"))
                     .toString(),
                 QStringLiteral("2025-06-18"));
    }

    void everyToolHasASchema()
    {
        const QJsonArray tools = result(2, "tools/list").value(QStringLiteral("tools")).toArray();
        QStringList names;
        for (const QJsonValue &t : tools) {
            names << t[QStringLiteral("name")].toString();
            QVERIFY(!t[QStringLiteral("description")].toString().isEmpty());
            const QJsonObject schema = t[QStringLiteral("inputSchema")].toObject();
            QCOMPARE(schema.value(QStringLiteral("type")).toString(), QStringLiteral("object"));
            const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
            QVERIFY2(!properties.isEmpty(), qPrintable(names.last()));
            for (const QJsonValue &p : properties) {
                QVERIFY(!p[QStringLiteral("type")].toString().isEmpty());
                QVERIFY(!p[QStringLiteral("description")].toString().isEmpty());
            }
            for (const QJsonValue &r : schema.value(QStringLiteral("required")).toArray())
                QVERIFY(properties.contains(r.toString()));
        }
        QCOMPARE(names, (QStringList{QStringLiteral("analyze_replay"),
                                     QStringLiteral("suggest_build_order"),
                                     QStringLiteral("explain_unit_stats"),
                                     QStringLiteral("query_match_history")}));
    }

    void queryMatchHistoryPassesItsArgumentsToTheGame()
    {
        const QJsonObject history{{QStringLiteral("more"), false},
                                  {QStringLiteral("matches"), QJsonArray{}}};
        m_game->results.insert(QStringLiteral("ic/match.history"), history);
        const QJsonObject args{{QStringLiteral("player"), QStringLiteral("alice")},
                               {QStringLiteral("limit"), 1}};
        const QJsonObject r = result(5, "tools/call", toolCall("query_match_history", args));
        QCOMPARE(r.value(QStringLiteral("isError")).toBool(), false);
        QCOMPARE(r.value(QStringLiteral("structuredContent")).toObject(), history);
        QCOMPARE(
            parse(
                r.value(QStringLiteral("content"))[0][QStringLiteral("text")].toString().toUtf8()),
            history);
        QCOMPARE(m_game->calls.size(), 1);
        QCOMPARE(m_game->calls.at(0).method, QStringLiteral("ic/match.history"));
        QCOMPARE(m_game->calls.at(0).params, args);
    }

    void wrongArgumentsAreAToolErrorWithoutAGameCall()
    {
        QJsonObject r = result(6, "tools/call",
                               toolCall("query_match_history", {{QStringLiteral("limit"), 500}}));
        QCOMPARE(r.value(QStringLiteral("isError")).toBool(), true);
        QVERIFY(r.value(QStringLiteral("content"))[0][QStringLiteral("text")].toString().contains(
            QStringLiteral("\"limit\"")));
        r = result(7, "tools/call", toolCall("analyze_replay", {}));
        QCOMPARE(r.value(QStringLiteral("isError")).toBool(), true);
        QVERIFY(m_game->calls.isEmpty());
    }

    void theGamesRefusalIsAToolError()
    {
        m_game->errors.insert(QStringLiteral("ic/player.style"),
                              QStringLiteral("No match of a player named \"Bob\""));
        const QJsonObject r = result(
            8, "tools/call",
            toolCall("suggest_build_order", {{QStringLiteral("player"), QStringLiteral("Bob")}}));
        QCOMPARE(r.value(QStringLiteral("isError")).toBool(), true);
        QCOMPARE(r.value(QStringLiteral("content"))[0][QStringLiteral("text")].toString(),
                 QStringLiteral("No match of a player named \"Bob\""));
    }

    void unknownToolIsInvalidParams()
    {
        const QJsonObject answer = ask(request(9, "tools/call", toolCall("launch_nukes", {})));
        QCOMPARE(answer.value(QStringLiteral("error"))[QStringLiteral("code")].toInt(), -32602);
    }

    void analyzeReplayFindsTheLeadChanges()
    {
        auto minute = [](int m, int zod, int alice) {
            return QJsonObject{
                {QStringLiteral("minute"), m},
                {QStringLiteral("players"),
                 QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Zod")},
                                        {QStringLiteral("army_value"), zod}},
                            QJsonObject{{QStringLiteral("name"), QStringLiteral("alice")},
                                        {QStringLiteral("army_value"), alice}}}}};
        };
        const QJsonObject match{
            {QStringLiteral("match_id"), QStringLiteral("m1")},
            {QStringLiteral("tick_rate"), 15},
            {QStringLiteral("duration_ticks"), 2700},
            {QStringLiteral("players"),
             QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Zod")},
                                    {QStringLiteral("team"), 0},
                                    {QStringLiteral("kills"), 6},
                                    {QStringLiteral("losses"), 3}},
                        QJsonObject{{QStringLiteral("name"), QStringLiteral("alice")},
                                    {QStringLiteral("team"), 1}}}},
            {QStringLiteral("minutes"),
             QJsonArray{minute(0, 100, 50), minute(1, 200, 900), minute(2, 1500, 400)}},
            {QStringLiteral("events"),
             QJsonArray{QJsonObject{
                 {QStringLiteral("tick"), 300},
                 {QStringLiteral("type"), QStringLiteral("unit_destroyed")},
                 {QStringLiteral("data"),
                  QJsonObject{{QStringLiteral("owner"), QStringLiteral("alice")},
                              {QStringLiteral("unit_type"), QStringLiteral("light_tank")}}}}}}};
        m_game->results.insert(QStringLiteral("ic/match.history"),
                               {{QStringLiteral("matches"), QJsonArray{match}}});
        const QJsonObject r =
            result(10, "tools/call",
                   toolCall("analyze_replay", {{QStringLiteral("match_id"), QStringLiteral("m1")}}))
                .value(QStringLiteral("structuredContent"))
                .toObject();
        QCOMPARE(m_game->calls.at(0).params.value(QStringLiteral("match_id")).toString(),
                 QStringLiteral("m1"));
        QCOMPARE(r.value(QStringLiteral("duration_seconds")).toInt(), 180);
        const QJsonArray changes = r.value(QStringLiteral("lead_changes")).toArray();
        QCOMPARE(changes.size(), 3); // team 0, then 1 at minute 1, then 0 at minute 2
        QCOMPARE(changes.at(1)[QStringLiteral("minute")].toInt(), 1);
        QCOMPARE(changes.at(1)[QStringLiteral("leader_team")].toInt(), 1);
        const QJsonObject zod = r.value(QStringLiteral("players"))[0].toObject();
        QCOMPARE(zod.value(QStringLiteral("army_value_peak")).toInt(), 1500);
        QCOMPARE(zod.value(QStringLiteral("kill_loss_ratio")).toDouble(), 2.0);
        QCOMPARE(r.value(QStringLiteral("combat"))[QStringLiteral(
                     "units_lost_by_type")][QStringLiteral("alice")][QStringLiteral("light_tank")]
                     .toInt(),
                 1);
    }

    void replayStateAtATickLoadsSeeksAndReads()
    {
        const QJsonObject state{{QStringLiteral("replay_id"), QStringLiteral("r 1")},
                                {QStringLiteral("game_time_ticks"), 30}};
        m_game->results.insert(QStringLiteral("ic/replay.state"), state);
        const QJsonObject r =
            result(11, "resources/read",
                   {{QStringLiteral("uri"), QStringLiteral("ic://replay/r%201/tick/30")}});
        const QJsonObject content = r.value(QStringLiteral("contents"))[0].toObject();
        QCOMPARE(content.value(QStringLiteral("mimeType")).toString(),
                 QStringLiteral("application/json"));
        QCOMPARE(parse(content.value(QStringLiteral("text")).toString().toUtf8()), state);
        QCOMPARE(m_game->calls.size(), 3);
        QCOMPARE(m_game->calls.at(0).params.value(QStringLiteral("replay_id")).toString(),
                 QStringLiteral("r 1"));
        QCOMPARE(m_game->calls.at(1).method, QStringLiteral("ic/replay.seek"));
        QCOMPARE(m_game->calls.at(1).params.value(QStringLiteral("tick")).toInt(), 30);
        QCOMPARE(m_game->calls.at(2).method, QStringLiteral("ic/replay.state"));
    }

    void resourceErrors()
    {
        QJsonObject answer = ask(
            request(12, "resources/read", {{QStringLiteral("uri"), QStringLiteral("ic://nope")}}));
        QCOMPARE(answer.value(QStringLiteral("error"))[QStringLiteral("code")].toInt(), -32002);
        m_game->errors.insert(QStringLiteral("ic/match.info"), QStringLiteral("Start the panel"));
        answer = ask(request(13, "resources/read",
                             {{QStringLiteral("uri"), QStringLiteral("ic://match/live")}}));
        QCOMPARE(answer.value(QStringLiteral("error"))[QStringLiteral("message")].toString(),
                 QStringLiteral("Start the panel"));
    }

    void listsResourcesAndTemplates()
    {
        QCOMPARE(result(14, "resources/list").value(QStringLiteral("resources")).toArray().size(),
                 2);
        const QJsonArray templates = result(15, "resources/templates/list")
                                         .value(QStringLiteral("resourceTemplates"))
                                         .toArray();
        QCOMPARE(templates.size(), 3);
        for (const QJsonValue &t : templates)
            QVERIFY(
                t[QStringLiteral("uriTemplate")].toString().startsWith(QStringLiteral("ic://")));
    }

    void everyPromptGets()
    {
        const QJsonObject args{{QStringLiteral("match_id"), QStringLiteral("m1")},
                               {QStringLiteral("player"), QStringLiteral("alice")},
                               {QStringLiteral("strategy"), QStringLiteral("tank rush")}};
        const QJsonArray prompts =
            result(16, "prompts/list").value(QStringLiteral("prompts")).toArray();
        QCOMPARE(prompts.size(), 3);
        int id = 17;
        for (const QJsonValue &p : prompts) {
            QJsonObject given;
            for (const QJsonValue &a : p[QStringLiteral("arguments")].toArray())
                given.insert(a[QStringLiteral("name")].toString(),
                             args.value(a[QStringLiteral("name")].toString()));
            const QJsonObject r = result(id++, "prompts/get",
                                         {{QStringLiteral("name"), p[QStringLiteral("name")]},
                                          {QStringLiteral("arguments"), given}});
            const QString text = r.value(QStringLiteral(
                "messages"))[0][QStringLiteral("content")][QStringLiteral("text")]
                                     .toString();
            QVERIFY2(text.contains(QStringLiteral("alice")) || text.contains(QStringLiteral("m1")),
                     qPrintable(text));
        }
        const QJsonObject answer = ask(
            request(30, "prompts/get", {{QStringLiteral("name"), QStringLiteral("last_match")}}));
        QCOMPARE(answer.value(QStringLiteral("error"))[QStringLiteral("code")].toInt(), -32602);
        QVERIFY(
            answer.value(QStringLiteral("error"))[QStringLiteral("message")].toString().contains(
                QStringLiteral("\"player\"")));
    }

    void stdioSplitsLinesDropsOverlongOnesAndEndsWithInput()
    {
        int in[2];
        int out[2];
        QCOMPARE(::pipe(in), 0);
        QCOMPARE(::pipe(out), 0);
        McpStdioTransport transport(in[0], out[1]);
        QSignalSpy received(&transport, &McpStdioTransport::received);
        QSignalSpy overlong(&transport, &McpStdioTransport::overlong);
        QSignalSpy closed(&transport, &McpStdioTransport::closed);
        const QByteArray head = "{\"a\":1}\r\n\n{\"b\":";
        QCOMPARE(::write(in[1], head.constData(), size_t(head.size())), head.size());
        QTRY_COMPARE(received.size(), 1);
        QCOMPARE(received.at(0).at(0).toByteArray(), QByteArray("{\"a\":1}"));
        const QByteArray tail = "2}\n";
        QCOMPARE(::write(in[1], tail.constData(), size_t(tail.size())), tail.size());
        QTRY_COMPARE(received.size(), 2);
        QCOMPARE(received.at(1).at(0).toByteArray(), QByteArray("{\"b\":2}"));
        transport.send("{\"c\":3}");
        char buffer[16] = {};
        QCOMPARE(::read(out[0], buffer, sizeof buffer), qsizetype(8));
        QCOMPARE(QByteArray(buffer), QByteArray("{\"c\":3}\n"));
        QCOMPARE(overlong.size(), 0);
        ::close(in[1]);
        QTRY_COMPARE(closed.size(), 1);
        ::close(in[0]);
        ::close(out[0]);
        ::close(out[1]);
    }

    void overlongIsAParseError()
    {
        const QJsonObject answer = [this] {
            QSignalSpy spy(m_server.get(), &McpServer::message);
            m_server->rejectOverlong(10);
            return parse(spy.at(0).at(0).toByteArray());
        }();
        QCOMPARE(answer.value(QStringLiteral("error"))[QStringLiteral("code")].toInt(), -32700);
        QVERIFY(answer.value(QStringLiteral("id")).isNull());
    }

    void subscribersHearOfChanges()
    {
        const QString live = QStringLiteral("ic://match/live");
        QSignalSpy spy(m_server.get(), &McpServer::message);
        m_server->resourceChanged(live);
        QCOMPARE(spy.size(), 0); // nobody subscribed
        result(31, "resources/subscribe", {{QStringLiteral("uri"), live}});
        spy.clear();
        m_server->resourceChanged(live);
        QCOMPARE(spy.size(), 1);
        const QJsonObject note = parse(spy.at(0).at(0).toByteArray());
        QCOMPARE(note.value(QStringLiteral("method")).toString(),
                 QStringLiteral("notifications/resources/updated"));
        QCOMPARE(note.value(QStringLiteral("params"))[QStringLiteral("uri")].toString(), live);
        result(32, "resources/unsubscribe", {{QStringLiteral("uri"), live}});
        spy.clear();
        m_server->resourceChanged(live);
        QCOMPARE(spy.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestMcpServer)
#include "TestMcpServer.moc"
