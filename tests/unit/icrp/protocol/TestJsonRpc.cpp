// Unit tests for icrp::JsonRpc: every example of the JSON-RPC 2.0 specification's section 7
// (with ICRP method names instead of "subtract", "sum" …), plus ids of every kind, wrong
// versions, params that are not structured, responses, error objects and compact encoding.

#include "icrp/protocol/JsonRpc.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using icrp::ErrorCode;
using icrp::JsonRpc;
using icrp::JsonRpcMessage;
using Kind = icrp::JsonRpcMessage::Kind;

Q_DECLARE_METATYPE(icrp::JsonRpcMessage::Kind)

namespace {

QJsonObject object(const char *json)
{
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(json), &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        qFatal("test data is not a JSON object: %s", json);
    return doc.object();
}

JsonRpcMessage single(const char *text)
{
    const JsonRpc::Parsed p = JsonRpc::parse(QByteArray(text));
    if (p.parseError || p.batch || p.messages.size() != 1)
        qFatal("expected exactly one message from: %s", text);
    return p.messages.first();
}

/// The error reply a server builds for an invalid message, as the specification shows it.
QJsonObject invalidRequestReply(const JsonRpcMessage &m)
{
    return JsonRpc::error(m.id, ErrorCode::InvalidRequest,
                          JsonRpc::standardMessage(ErrorCode::InvalidRequest));
}

} // namespace

class TestJsonRpc : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // --- Section 7, one example each -----------------------------------------------------
    void positionalParams();
    void namedParams();
    void notifications();
    void nonExistentMethodIsAnOrdinaryRequest();
    void invalidJsonIsParseError();
    void invalidRequestObject();
    void batchWithInvalidJsonIsOneParseError();
    void emptyArray();
    void batchOfOneNonObject();
    void batchOfThreeNonObjects();
    void mixedBatch();
    void allNotificationBatch();

    // --- Beyond the examples -------------------------------------------------------------
    void ids_data();
    void ids();
    void wrongVersion_data();
    void wrongVersion();
    void scalarParams_data();
    void scalarParams();
    void bareScalarTopLevel_data();
    void bareScalarTopLevel();
    void notJson_data();
    void notJson();
    void responses();
    void invalidResponses_data();
    void invalidResponses();
    void errorObjectWithData();
    void buildersAreCompactAndRoundTrip();
    void standardMessages();
};

void TestJsonRpc::positionalParams()
{
    // --> {"jsonrpc": "2.0", "method": "subtract", "params": [42, 23], "id": 1}
    const JsonRpcMessage a =
        single(R"({"jsonrpc": "2.0", "method": "ic/state.query", "params": [42, 23], "id": 1})");
    QCOMPARE(a.kind, Kind::Request);
    QCOMPARE(a.method, QStringLiteral("ic/state.query"));
    QCOMPARE(a.id, QJsonValue(1));
    QVERIFY(a.params.isArray());
    QCOMPARE(a.params.toArray(), (QJsonArray{42, 23}));
    // <-- {"jsonrpc": "2.0", "result": 19, "id": 1}
    QCOMPARE(JsonRpc::result(a.id, 19), object(R"({"jsonrpc": "2.0", "result": 19, "id": 1})"));

    const JsonRpcMessage b =
        single(R"({"jsonrpc": "2.0", "method": "ic/state.query", "params": [23, 42], "id": 2})");
    QCOMPARE(b.kind, Kind::Request);
    QCOMPARE(b.params.toArray(), (QJsonArray{23, 42}));
    QCOMPARE(JsonRpc::result(b.id, -19), object(R"({"jsonrpc": "2.0", "result": -19, "id": 2})"));
}

void TestJsonRpc::namedParams()
{
    const JsonRpcMessage a = single(R"({"jsonrpc": "2.0", "method": "ic/state.query",
        "params": {"subtrahend": 23, "minuend": 42}, "id": 3})");
    QCOMPARE(a.kind, Kind::Request);
    QVERIFY(a.params.isObject());
    QCOMPARE(a.params.toObject().value(QLatin1String("subtrahend")), QJsonValue(23));
    QCOMPARE(a.params.toObject().value(QLatin1String("minuend")), QJsonValue(42));
    QCOMPARE(JsonRpc::result(a.id, 19), object(R"({"jsonrpc": "2.0", "result": 19, "id": 3})"));

    const JsonRpcMessage b = single(R"({"jsonrpc": "2.0", "method": "ic/state.query",
        "params": {"minuend": 42, "subtrahend": 23}, "id": 4})");
    QCOMPARE(b.kind, Kind::Request);
    QCOMPARE(b.params.toObject(), a.params.toObject()); // member order does not matter
    QCOMPARE(JsonRpc::result(b.id, 19), object(R"({"jsonrpc": "2.0", "result": 19, "id": 4})"));
}

void TestJsonRpc::notifications()
{
    // --> {"jsonrpc": "2.0", "method": "update", "params": [1,2,3,4,5]}
    const JsonRpcMessage a =
        single(R"({"jsonrpc": "2.0", "method": "ic/event", "params": [1,2,3,4,5]})");
    QCOMPARE(a.kind, Kind::Notification);
    QVERIFY(a.isNotification());
    QCOMPARE(a.method, QStringLiteral("ic/event"));
    QCOMPARE(a.params.toArray().size(), 5);

    // --> {"jsonrpc": "2.0", "method": "foobar"}
    const JsonRpcMessage b = single(R"({"jsonrpc": "2.0", "method": "ic/hello"})");
    QCOMPARE(b.kind, Kind::Notification);
    QVERIFY(b.params.isUndefined());
}

void TestJsonRpc::nonExistentMethodIsAnOrdinaryRequest()
{
    // The codec knows no methods: "foobar" is a well-formed request; the server answers -32601.
    const JsonRpcMessage m = single(R"({"jsonrpc": "2.0", "method": "ic/foobar", "id": "1"})");
    QCOMPARE(m.kind, Kind::Request);
    QCOMPARE(m.id, QJsonValue(QStringLiteral("1")));
    QCOMPARE(m.method, QStringLiteral("ic/foobar"));
    QCOMPARE(JsonRpc::error(m.id, ErrorCode::MethodNotFound,
                            JsonRpc::standardMessage(ErrorCode::MethodNotFound)),
             object(R"({"jsonrpc": "2.0", "error": {"code": -32601, "message": "Method not found"},
                        "id": "1"})"));
}

void TestJsonRpc::invalidJsonIsParseError()
{
    const JsonRpc::Parsed p =
        JsonRpc::parse(R"({"jsonrpc": "2.0", "method": "ic/foobar, "params": "bar", "baz])");
    QVERIFY(p.parseError);
    QVERIFY(!p.parseErrorText.isEmpty());
    QVERIFY(p.messages.isEmpty());
    QVERIFY(!p.emptyBatch());
    QCOMPARE(JsonRpc::error(QJsonValue::Null, ErrorCode::ParseError,
                            JsonRpc::standardMessage(ErrorCode::ParseError)),
             object(R"({"jsonrpc": "2.0", "error": {"code": -32700, "message": "Parse error"},
                        "id": null})"));
}

void TestJsonRpc::invalidRequestObject()
{
    // "method" is a number and "params" a string; no id: the reply's id is null.
    const JsonRpcMessage m = single(R"({"jsonrpc": "2.0", "method": 1, "params": "bar"})");
    QCOMPARE(m.kind, Kind::Invalid);
    QVERIFY(m.isInvalid());
    QVERIFY(m.id.isNull());
    QVERIFY(!m.problem.isEmpty());
    QCOMPARE(invalidRequestReply(m),
             object(R"({"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid Request"},
                        "id": null})"));

    // With a readable id, the reply carries it.
    const JsonRpcMessage withId = single(R"({"jsonrpc": "2.0", "method": 1, "id": 7})");
    QCOMPARE(withId.kind, Kind::Invalid);
    QCOMPARE(withId.id, QJsonValue(7));
}

void TestJsonRpc::batchWithInvalidJsonIsOneParseError()
{
    const JsonRpc::Parsed p = JsonRpc::parse(R"([
        {"jsonrpc": "2.0", "method": "ic/match.info", "params": [1,2,4], "id": "1"},
        {"jsonrpc": "2.0", "method"
    ])");
    QVERIFY(p.parseError);
    QVERIFY(p.messages.isEmpty());
}

void TestJsonRpc::emptyArray()
{
    const JsonRpc::Parsed p = JsonRpc::parse("[]");
    QVERIFY(!p.parseError);
    QVERIFY(p.batch);
    QVERIFY(p.messages.isEmpty());
    QVERIFY(p.emptyBatch());

    const JsonRpc::Parsed spaced = JsonRpc::parse(" [ ] \n");
    QVERIFY(spaced.emptyBatch());
}

void TestJsonRpc::batchOfOneNonObject()
{
    const JsonRpc::Parsed p = JsonRpc::parse("[1]");
    QVERIFY(!p.parseError);
    QVERIFY(p.batch);
    QVERIFY(!p.emptyBatch());
    QCOMPARE(p.messages.size(), 1);
    QCOMPARE(p.messages[0].kind, Kind::Invalid);
    QVERIFY(p.messages[0].id.isNull());
    QCOMPARE(invalidRequestReply(p.messages[0]),
             object(R"({"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid Request"},
                        "id": null})"));
}

void TestJsonRpc::batchOfThreeNonObjects()
{
    const JsonRpc::Parsed p = JsonRpc::parse("[1,2,3]");
    QVERIFY(!p.parseError);
    QVERIFY(p.batch);
    QCOMPARE(p.messages.size(), 3);
    for (const JsonRpcMessage &m : p.messages) {
        QCOMPARE(m.kind, Kind::Invalid);
        QVERIFY(m.id.isNull());
    }
}

void TestJsonRpc::mixedBatch()
{
    const JsonRpc::Parsed p = JsonRpc::parse(R"([
        {"jsonrpc": "2.0", "method": "ic/match.info", "params": [1,2,4], "id": "1"},
        {"jsonrpc": "2.0", "method": "ic/hello", "params": [7]},
        {"jsonrpc": "2.0", "method": "ic/state.query", "params": [42,23], "id": "2"},
        {"foo": "boo"},
        {"jsonrpc": "2.0", "method": "ic/foo.get", "params": {"name": "myself"}, "id": "5"},
        {"jsonrpc": "2.0", "method": "ic/remote.status", "id": "9"}
    ])");
    QVERIFY(!p.parseError);
    QVERIFY(p.batch);
    QCOMPARE(p.messages.size(), 6);

    const QList<Kind> kinds{Kind::Request, Kind::Notification, Kind::Request,
                            Kind::Invalid, Kind::Request,      Kind::Request};
    const QStringList methods{QStringLiteral("ic/match.info"),  QStringLiteral("ic/hello"),
                              QStringLiteral("ic/state.query"), QString(),
                              QStringLiteral("ic/foo.get"),     QStringLiteral("ic/remote.status")};
    for (int i = 0; i < 6; ++i) {
        QCOMPARE(p.messages[i].kind, kinds[i]);
        QCOMPARE(p.messages[i].method, methods[i]);
    }
    QCOMPARE(p.messages[0].id, QJsonValue(QStringLiteral("1")));
    QCOMPARE(p.messages[2].id, QJsonValue(QStringLiteral("2")));
    QVERIFY(p.messages[3].id.isNull());
    QCOMPARE(p.messages[4].id, QJsonValue(QStringLiteral("5")));
    QCOMPARE(p.messages[5].id, QJsonValue(QStringLiteral("9")));
    QVERIFY(p.messages[5].params.isUndefined());

    // The reply the specification shows, built with the builders (no entry for the
    // notification, one invalid-request error with id null for {"foo": "boo"}).
    QJsonArray reply;
    reply << JsonRpc::result(p.messages[0].id, 7) << JsonRpc::result(p.messages[2].id, 19)
          << invalidRequestReply(p.messages[3])
          << JsonRpc::error(p.messages[4].id, ErrorCode::MethodNotFound,
                            JsonRpc::standardMessage(ErrorCode::MethodNotFound))
          << JsonRpc::result(p.messages[5].id, QJsonArray{QStringLiteral("hello"), 5});
    const QJsonArray expected = QJsonDocument::fromJson(R"([
        {"jsonrpc": "2.0", "result": 7, "id": "1"},
        {"jsonrpc": "2.0", "result": 19, "id": "2"},
        {"jsonrpc": "2.0", "error": {"code": -32600, "message": "Invalid Request"}, "id": null},
        {"jsonrpc": "2.0", "error": {"code": -32601, "message": "Method not found"}, "id": "5"},
        {"jsonrpc": "2.0", "result": ["hello", 5], "id": "9"}
    ])")
                                    .array();
    QCOMPARE(reply, expected);
}

void TestJsonRpc::allNotificationBatch()
{
    const JsonRpc::Parsed p = JsonRpc::parse(R"([
        {"jsonrpc": "2.0", "method": "ic/event", "params": [1,2,4]},
        {"jsonrpc": "2.0", "method": "ic/hello", "params": [7]}
    ])");
    QVERIFY(!p.parseError);
    QVERIFY(p.batch);
    QVERIFY(!p.emptyBatch());
    QCOMPARE(p.messages.size(), 2);
    // Nothing is to be returned: every entry is a notification.
    for (const JsonRpcMessage &m : p.messages)
        QCOMPARE(m.kind, Kind::Notification);
}

void TestJsonRpc::ids_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<QJsonValue>("id");

    QTest::newRow("string") << QByteArray(R"({"jsonrpc":"2.0","method":"m","id":"abc"})")
                            << Kind::Request << QJsonValue(QStringLiteral("abc"));
    QTest::newRow("empty string") << QByteArray(R"({"jsonrpc":"2.0","method":"m","id":""})")
                                  << Kind::Request << QJsonValue(QString());
    QTest::newRow("integer") << QByteArray(R"({"jsonrpc":"2.0","method":"m","id":42})")
                             << Kind::Request << QJsonValue(42);
    QTest::newRow("zero") << QByteArray(R"({"jsonrpc":"2.0","method":"m","id":0})") << Kind::Request
                          << QJsonValue(0);
    QTest::newRow("negative") << QByteArray(R"({"jsonrpc":"2.0","method":"m","id":-5})")
                              << Kind::Request << QJsonValue(-5);
    QTest::newRow("fraction") << QByteArray(R"({"jsonrpc":"2.0","method":"m","id":1.5})")
                              << Kind::Request << QJsonValue(1.5);
    // An explicit null id is a request (discouraged by the spec), not a notification.
    QTest::newRow("null") << QByteArray(R"({"jsonrpc":"2.0","method":"m","id":null})")
                          << Kind::Request << QJsonValue(QJsonValue::Null);
    QTest::newRow("absent") << QByteArray(R"({"jsonrpc":"2.0","method":"m"})") << Kind::Notification
                            << QJsonValue(QJsonValue::Null);
    // Structured or boolean ids are invalid, and the error reply then carries id null.
    QTest::newRow("object") << QByteArray(R"({"jsonrpc":"2.0","method":"m","id":{"a":1}})")
                            << Kind::Invalid << QJsonValue(QJsonValue::Null);
    QTest::newRow("array") << QByteArray(R"({"jsonrpc":"2.0","method":"m","id":[1]})")
                           << Kind::Invalid << QJsonValue(QJsonValue::Null);
    QTest::newRow("bool") << QByteArray(R"({"jsonrpc":"2.0","method":"m","id":true})")
                          << Kind::Invalid << QJsonValue(QJsonValue::Null);
}

void TestJsonRpc::ids()
{
    QFETCH(QByteArray, text);
    QFETCH(Kind, kind);
    QFETCH(QJsonValue, id);

    const JsonRpc::Parsed p = JsonRpc::parse(text);
    QVERIFY(!p.parseError);
    QCOMPARE(p.messages.size(), 1);
    const JsonRpcMessage &m = p.messages.first();
    QCOMPARE(m.kind, kind);
    if (kind == Kind::Notification) {
        QVERIFY(!m.isRequest());
    } else {
        QCOMPARE(m.id, id);
        QCOMPARE(m.id.type(), id.type());
    }
}

void TestJsonRpc::wrongVersion_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QJsonValue>("replyId");

    QTest::newRow("1.0") << QByteArray(R"({"jsonrpc":"1.0","method":"ic/state.query","id":1})")
                         << QJsonValue(1);
    QTest::newRow("number 2.0") << QByteArray(
                                       R"({"jsonrpc":2.0,"method":"ic/state.query","id":"x"})")
                                << QJsonValue(QStringLiteral("x"));
    QTest::newRow("missing") << QByteArray(R"({"method":"ic/state.query","id":3})")
                             << QJsonValue(3);
    QTest::newRow("2.00") << QByteArray(R"({"jsonrpc":"2.00","method":"ic/state.query"})")
                          << QJsonValue(QJsonValue::Null);
    QTest::newRow("1.0 with object id")
        << QByteArray(R"({"jsonrpc":"1.0","method":"ic/state.query","id":{}})")
        << QJsonValue(QJsonValue::Null);
}

void TestJsonRpc::wrongVersion()
{
    QFETCH(QByteArray, text);
    QFETCH(QJsonValue, replyId);
    const JsonRpc::Parsed p = JsonRpc::parse(text);
    QVERIFY(!p.parseError);
    QCOMPARE(p.messages.size(), 1);
    QCOMPARE(p.messages[0].kind, Kind::Invalid);
    QCOMPARE(p.messages[0].id, replyId);
    QVERIFY(p.messages[0].problem.contains(QLatin1String("jsonrpc")));
}

void TestJsonRpc::scalarParams_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("string") << QByteArray(
        R"({"jsonrpc":"2.0","method":"m","params":"bar","id":1})");
    QTest::newRow("number") << QByteArray(R"({"jsonrpc":"2.0","method":"m","params":5,"id":1})");
    QTest::newRow("bool") << QByteArray(R"({"jsonrpc":"2.0","method":"m","params":false,"id":1})");
    QTest::newRow("null") << QByteArray(R"({"jsonrpc":"2.0","method":"m","params":null,"id":1})");
    QTest::newRow("notification") << QByteArray(R"({"jsonrpc":"2.0","method":"m","params":1})");
}

void TestJsonRpc::scalarParams()
{
    QFETCH(QByteArray, text);
    const JsonRpc::Parsed p = JsonRpc::parse(text);
    QCOMPARE(p.messages.size(), 1);
    QCOMPARE(p.messages[0].kind, Kind::Invalid);
    QVERIFY(p.messages[0].problem.contains(QLatin1String("params")));
}

void TestJsonRpc::bareScalarTopLevel_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("number") << QByteArray("42");
    QTest::newRow("negative fraction") << QByteArray("-1.5e3");
    QTest::newRow("string") << QByteArray(R"("ic/state.query")");
    QTest::newRow("true") << QByteArray("true");
    QTest::newRow("null") << QByteArray("null");
    QTest::newRow("padded") << QByteArray("  7 \n");
}

void TestJsonRpc::bareScalarTopLevel()
{
    // Valid JSON that is not an object or array: an invalid request, not a parse error.
    QFETCH(QByteArray, text);
    const JsonRpc::Parsed p = JsonRpc::parse(text);
    QVERIFY(!p.parseError);
    QVERIFY(!p.batch);
    QCOMPARE(p.messages.size(), 1);
    QCOMPARE(p.messages[0].kind, Kind::Invalid);
    QVERIFY(p.messages[0].id.isNull());
}

void TestJsonRpc::notJson_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("blank") << QByteArray(" \n\t");
    QTest::newRow("word") << QByteArray("hello");
    QTest::newRow("two scalars") << QByteArray("1 2");
    QTest::newRow("scalar list") << QByteArray("1, 2");
    // Text that would become a valid object if naively wrapped as {"v": …}.
    QTest::newRow("smuggled member") << QByteArray(R"(1,"w":2)");
    QTest::newRow("smuggled duplicate") << QByteArray(R"(1,"v":2)");
    QTest::newRow("smuggled close") << QByteArray(R"(1},{"v":2)");
    QTest::newRow("object then garbage") << QByteArray(R"({"jsonrpc":"2.0"} x)");
    QTest::newRow("two objects") << QByteArray(R"({"a":1}{"b":2})");
    QTest::newRow("unterminated string") << QByteArray(R"("abc)");
    QTest::newRow("single quotes") << QByteArray(R"({'jsonrpc':'2.0'})");
}

void TestJsonRpc::notJson()
{
    QFETCH(QByteArray, text);
    const JsonRpc::Parsed p = JsonRpc::parse(text);
    QVERIFY2(p.parseError, text.constData());
    QVERIFY(p.messages.isEmpty());
}

void TestJsonRpc::responses()
{
    const JsonRpcMessage ok = single(R"({"jsonrpc":"2.0","result":{"tickRate":15},"id":1})");
    QCOMPARE(ok.kind, Kind::Response);
    QVERIFY(ok.isResponse());
    QCOMPARE(ok.id, QJsonValue(1));
    QCOMPARE(ok.result.toObject().value(QLatin1String("tickRate")), QJsonValue(15));
    QVERIFY(ok.error.isEmpty());

    // A null result is still a result.
    const JsonRpcMessage nullResult = single(R"({"jsonrpc":"2.0","result":null,"id":"a"})");
    QCOMPARE(nullResult.kind, Kind::Response);
    QVERIFY(nullResult.result.isNull());

    const JsonRpcMessage err =
        single(R"({"jsonrpc":"2.0","error":{"code":-32001,"message":"Permission denied"},"id":2})");
    QCOMPARE(err.kind, Kind::Response);
    QCOMPARE(err.id, QJsonValue(2));
    QCOMPARE(err.error.value(QLatin1String("code")).toInt(), -32001);
    QCOMPARE(err.error.value(QLatin1String("message")).toString(),
             QStringLiteral("Permission denied"));

    // An error for a request whose id could not be read carries id null.
    const JsonRpcMessage nullId =
        single(R"({"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"},"id":null})");
    QCOMPARE(nullId.kind, Kind::Response);
    QVERIFY(nullId.id.isNull());
}

void TestJsonRpc::invalidResponses_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("result and error")
        << QByteArray(R"({"jsonrpc":"2.0","result":1,"error":{"code":1,"message":"m"},"id":1})");
    QTest::newRow("neither") << QByteArray(R"({"jsonrpc":"2.0","id":1})");
    QTest::newRow("no id") << QByteArray(R"({"jsonrpc":"2.0","result":1})");
    QTest::newRow("error not object") << QByteArray(R"({"jsonrpc":"2.0","error":"bad","id":1})");
    QTest::newRow("error without code")
        << QByteArray(R"({"jsonrpc":"2.0","error":{"message":"m"},"id":1})");
    QTest::newRow("error code string")
        << QByteArray(R"({"jsonrpc":"2.0","error":{"code":"-1","message":"m"},"id":1})");
    QTest::newRow("error without message")
        << QByteArray(R"({"jsonrpc":"2.0","error":{"code":-32000},"id":1})");
    QTest::newRow("method and result")
        << QByteArray(R"({"jsonrpc":"2.0","method":"m","result":1,"id":1})");
}

void TestJsonRpc::invalidResponses()
{
    QFETCH(QByteArray, text);
    const JsonRpc::Parsed p = JsonRpc::parse(text);
    QVERIFY(!p.parseError);
    QCOMPARE(p.messages.size(), 1);
    QCOMPARE(p.messages[0].kind, Kind::Invalid);
    QVERIFY(!p.messages[0].problem.isEmpty());
}

void TestJsonRpc::errorObjectWithData()
{
    const QJsonObject built =
        JsonRpc::error(7, ErrorCode::VersionMismatch, QStringLiteral("ICRP version mismatch"),
                       QJsonObject{{QStringLiteral("server"), QStringLiteral("v2.0")}});
    QCOMPARE(built, object(R"({"jsonrpc":"2.0","id":7,"error":{"code":-32005,
        "message":"ICRP version mismatch","data":{"server":"v2.0"}}})"));

    // Without data there is no "data" member at all; an undefined id becomes null.
    const QJsonObject bare =
        JsonRpc::error(QJsonValue(QJsonValue::Undefined), -32000, QStringLiteral("Server error"));
    QVERIFY(!bare.value(QLatin1String("error")).toObject().contains(QLatin1String("data")));
    QVERIFY(bare.contains(QLatin1String("id")));
    QVERIFY(bare.value(QLatin1String("id")).isNull());

    // It reads back as a response with the data intact.
    const JsonRpc::Parsed p = JsonRpc::parse(JsonRpc::encode(built));
    QCOMPARE(p.messages.size(), 1);
    QCOMPARE(p.messages[0].kind, Kind::Response);
    QCOMPARE(
        p.messages[0].error.value(QLatin1String("data")).toObject().value(QLatin1String("server")),
        QJsonValue(QStringLiteral("v2.0")));
}

void TestJsonRpc::buildersAreCompactAndRoundTrip()
{
    // Qt sorts object members by key; compact output has no whitespace at all.
    const QByteArray req = JsonRpc::encode(JsonRpc::request(
        1, QStringLiteral("ic/state.query"),
        QJsonObject{{QStringLiteral("fields"), QJsonArray{QStringLiteral("players")}}}));
    QCOMPARE(req, QByteArray(R"({"id":1,"jsonrpc":"2.0","method":"ic/state.query",)"
                             R"("params":{"fields":["players"]}})"));

    const QByteArray noParams =
        JsonRpc::encode(JsonRpc::request(QStringLiteral("a"), QStringLiteral("ic/match.info")));
    QCOMPARE(noParams, QByteArray(R"({"id":"a","jsonrpc":"2.0","method":"ic/match.info"})"));

    const QByteArray note = JsonRpc::encode(JsonRpc::notification(QStringLiteral("ic/hello")));
    QCOMPARE(note, QByteArray(R"({"jsonrpc":"2.0","method":"ic/hello"})"));

    const QByteArray res = JsonRpc::encode(JsonRpc::result(2, QJsonValue(QJsonValue::Undefined)));
    QCOMPARE(res, QByteArray(R"({"id":2,"jsonrpc":"2.0","result":null})"));

    const QByteArray batch = JsonRpc::encode(
        QJsonArray{JsonRpc::result(1, 7), JsonRpc::error(QJsonValue::Null, ErrorCode::ParseError,
                                                         QStringLiteral("Parse error"))});
    QCOMPARE(batch, QByteArray(R"([{"id":1,"jsonrpc":"2.0","result":7},)"
                               R"({"error":{"code":-32700,"message":"Parse error"},)"
                               R"("id":null,"jsonrpc":"2.0"}])"));
    QVERIFY(!batch.contains('\n'));
    QVERIFY(!batch.contains(": "));
    QVERIFY(!batch.contains(", "));

    // What the builders make, the parser classifies as such.
    const JsonRpcMessage r = single(req.constData());
    QCOMPARE(r.kind, Kind::Request);
    QCOMPARE(r.method, QStringLiteral("ic/state.query"));
    QCOMPARE(single(note.constData()).kind, Kind::Notification);
    QCOMPARE(single(res.constData()).kind, Kind::Response);
    const JsonRpc::Parsed b = JsonRpc::parse(batch);
    QVERIFY(b.batch);
    QCOMPARE(b.messages.size(), 2);
    QCOMPARE(b.messages[0].kind, Kind::Response);
    QCOMPARE(b.messages[1].kind, Kind::Response);
}

void TestJsonRpc::standardMessages()
{
    QCOMPARE(JsonRpc::standardMessage(ErrorCode::ParseError), QStringLiteral("Parse error"));
    QCOMPARE(JsonRpc::standardMessage(ErrorCode::InvalidRequest),
             QStringLiteral("Invalid Request"));
    QCOMPARE(JsonRpc::standardMessage(ErrorCode::MethodNotFound),
             QStringLiteral("Method not found"));
    QCOMPARE(JsonRpc::standardMessage(ErrorCode::InvalidParams), QStringLiteral("Invalid params"));
    QCOMPARE(JsonRpc::standardMessage(ErrorCode::InternalError), QStringLiteral("Internal error"));

    // Every ICRP code has its own text.
    const QList<ErrorCode> icrpCodes{ErrorCode::PermissionDenied,   ErrorCode::RateLimited,
                                     ErrorCode::NotIdentified,      ErrorCode::AuthenticationFailed,
                                     ErrorCode::VersionMismatch,    ErrorCode::DisabledInRanked,
                                     ErrorCode::TooManyConnections, ErrorCode::UnknownSubscription,
                                     ErrorCode::NotFound,           ErrorCode::ReadOnlyViolation};
    QSet<QString> seen;
    int expectedCode = -32001;
    for (ErrorCode c : icrpCodes) {
        QCOMPARE(icrp::toInt(c), expectedCode--);
        const QString text = JsonRpc::standardMessage(c);
        QVERIFY(!text.isEmpty());
        QVERIFY(text != QLatin1String("Error"));
        seen.insert(text);
    }
    QCOMPARE(seen.size(), icrpCodes.size());
}

QTEST_GUILESS_MAIN(TestJsonRpc)
#include "TestJsonRpc.moc"
