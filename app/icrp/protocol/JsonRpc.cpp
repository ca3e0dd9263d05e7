#include "icrp/protocol/JsonRpc.h"

#include "icrp/protocol/MsgPack.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace icrp {

namespace {

bool isValidId(const QJsonValue &id)
{
    return id.isString() || id.isDouble() || id.isNull();
}

JsonRpcMessage invalid(const QJsonValue &id, const QString &problem)
{
    JsonRpcMessage m;
    m.kind = JsonRpcMessage::Kind::Invalid;
    m.id = (id.isString() || id.isDouble()) ? id : QJsonValue(QJsonValue::Null);
    m.problem = problem;
    return m;
}

} // namespace

JsonRpcMessage JsonRpc::classify(const QJsonValue &value)
{
    if (!value.isObject())
        return invalid(QJsonValue::Null, QStringLiteral("a message must be a JSON object"));
    const QJsonObject o = value.toObject();
    const QJsonValue id = o.value(QLatin1String("id"));
    if (o.value(QLatin1String("jsonrpc")) != QLatin1String("2.0"))
        return invalid(id, QStringLiteral("\"jsonrpc\" must be exactly \"2.0\""));
    if (o.contains(QLatin1String("id")) && !isValidId(id))
        return invalid(QJsonValue::Null, QStringLiteral("\"id\" must be a string, number or null"));

    const bool hasMethod = o.contains(QLatin1String("method"));
    const bool hasResult = o.contains(QLatin1String("result"));
    const bool hasError = o.contains(QLatin1String("error"));

    if (hasMethod) {
        const QJsonValue method = o.value(QLatin1String("method"));
        if (!method.isString())
            return invalid(id, QStringLiteral("\"method\" must be a string"));
        if (hasResult || hasError)
            return invalid(id, QStringLiteral("a request cannot carry \"result\" or \"error\""));
        JsonRpcMessage m;
        if (o.contains(QLatin1String("params"))) {
            const QJsonValue params = o.value(QLatin1String("params"));
            if (!params.isObject() && !params.isArray())
                return invalid(id, QStringLiteral("\"params\" must be an object or an array"));
            m.params = params;
        } else {
            m.params = QJsonValue(QJsonValue::Undefined);
        }
        m.method = method.toString();
        if (o.contains(QLatin1String("id"))) {
            m.kind = JsonRpcMessage::Kind::Request;
            m.id = id;
        } else {
            m.kind = JsonRpcMessage::Kind::Notification;
        }
        return m;
    }

    if (hasResult == hasError)
        return invalid(id, QStringLiteral("a message needs \"method\", or exactly one of "
                                          "\"result\" and \"error\""));
    if (!o.contains(QLatin1String("id")))
        return invalid(QJsonValue::Null, QStringLiteral("a response needs an \"id\""));
    JsonRpcMessage m;
    m.kind = JsonRpcMessage::Kind::Response;
    m.id = id;
    if (hasResult) {
        m.result = o.value(QLatin1String("result"));
    } else {
        const QJsonValue err = o.value(QLatin1String("error"));
        if (!err.isObject() || !err.toObject().value(QLatin1String("code")).isDouble() ||
            !err.toObject().value(QLatin1String("message")).isString())
            return invalid(id, QStringLiteral("\"error\" must be an object with a numeric "
                                              "\"code\" and a string \"message\""));
        m.error = err.toObject();
    }
    return m;
}

JsonRpc::Parsed JsonRpc::parse(const QByteArray &text)
{
    Parsed out;
    const QByteArray trimmed = text.trimmed();
    QJsonParseError err{};
    QJsonDocument doc;
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
        doc = QJsonDocument::fromJson(trimmed, &err);
    } else {
        // A bare scalar is valid JSON but not a valid message: wrap it so Qt parses it, and
        // report it as an invalid request rather than a parse error. An array (not an object,
        // whose duplicate keys collapse) tells "1" from smuggled text like 1,"v":2.
        QJsonDocument wrapped =
            QJsonDocument::fromJson(QByteArray("[") + trimmed + QByteArray("]"), &err);
        if (err.error == QJsonParseError::NoError && wrapped.array().size() == 1) {
            out.messages << invalid(QJsonValue::Null,
                                    QStringLiteral("a message must be a JSON object or array"));
            return out;
        }
        if (err.error == QJsonParseError::NoError)
            err.error = QJsonParseError::IllegalValue;
    }
    if (err.error != QJsonParseError::NoError) {
        out.parseError = true;
        out.parseErrorText = err.errorString();
        return out;
    }
    return fromValue(doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object()));
}

JsonRpc::Parsed JsonRpc::parseMsgPack(QByteArrayView bytes)
{
    // Decoded straight into JSON values; bytes that do not decode are a parse error with the
    // codec's sentence, as malformed JSON text is.
    QString error;
    if (const std::optional<QJsonValue> value = MsgPack::decode(bytes, &error))
        return fromValue(*value);
    Parsed out;
    out.parseError = true;
    out.parseErrorText = error;
    return out;
}

JsonRpc::Parsed JsonRpc::fromValue(const QJsonValue &value)
{
    Parsed out;
    if (value.isArray()) {
        out.batch = true;
        const QJsonArray arr = value.toArray();
        out.messages.reserve(arr.size());
        for (const QJsonValue &v : arr)
            out.messages << classify(v);
    } else if (value.isObject()) {
        out.messages << classify(value);
    } else {
        out.messages << invalid(QJsonValue::Null,
                                QStringLiteral("a message must be an object (map) or an array"));
    }
    return out;
}

QJsonObject JsonRpc::request(const QJsonValue &id, const QString &method, const QJsonValue &params)
{
    QJsonObject o{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                  {QStringLiteral("id"), id},
                  {QStringLiteral("method"), method}};
    if (!params.isUndefined())
        o.insert(QStringLiteral("params"), params);
    return o;
}

QJsonObject JsonRpc::notification(const QString &method, const QJsonValue &params)
{
    QJsonObject o{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                  {QStringLiteral("method"), method}};
    if (!params.isUndefined())
        o.insert(QStringLiteral("params"), params);
    return o;
}

QJsonObject JsonRpc::result(const QJsonValue &id, const QJsonValue &result)
{
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
            {QStringLiteral("id"), id},
            {QStringLiteral("result"), result.isUndefined() ? QJsonValue() : result}};
}

QJsonObject JsonRpc::error(const QJsonValue &id, int code, const QString &message,
                           const QJsonValue &data)
{
    QJsonObject e{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}};
    if (!data.isUndefined())
        e.insert(QStringLiteral("data"), data);
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
            {QStringLiteral("id"), id.isUndefined() ? QJsonValue() : id},
            {QStringLiteral("error"), e}};
}

QString JsonRpc::standardMessage(ErrorCode code)
{
    switch (code) {
    case ErrorCode::ParseError:
        return QStringLiteral("Parse error");
    case ErrorCode::InvalidRequest:
        return QStringLiteral("Invalid Request");
    case ErrorCode::MethodNotFound:
        return QStringLiteral("Method not found");
    case ErrorCode::InvalidParams:
        return QStringLiteral("Invalid params");
    case ErrorCode::InternalError:
        return QStringLiteral("Internal error");
    case ErrorCode::PermissionDenied:
        return QStringLiteral("Permission denied");
    case ErrorCode::RateLimited:
        return QStringLiteral("Rate limited");
    case ErrorCode::NotIdentified:
        return QStringLiteral("Not identified");
    case ErrorCode::AuthenticationFailed:
        return QStringLiteral("Authentication failed");
    case ErrorCode::VersionMismatch:
        return QStringLiteral("ICRP version mismatch");
    case ErrorCode::DisabledInRanked:
        return QStringLiteral("Disabled in ranked matches");
    case ErrorCode::TooManyConnections:
        return QStringLiteral("Too many connections");
    case ErrorCode::UnknownSubscription:
        return QStringLiteral("Unknown subscription category or event");
    case ErrorCode::NotFound:
        return QStringLiteral("Not found");
    case ErrorCode::ReadOnlyViolation:
        return QStringLiteral("Read-only violation");
    case ErrorCode::GameUnavailable:
        return QStringLiteral("Game unavailable");
    }
    return QStringLiteral("Error");
}

QByteArray JsonRpc::encode(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QByteArray JsonRpc::encode(const QJsonArray &array)
{
    return QJsonDocument(array).toJson(QJsonDocument::Compact);
}

} // namespace icrp
