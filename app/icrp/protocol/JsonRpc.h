#pragma once
// JSON-RPC 2.0 codec: parse a text into messages (single or batch), and build requests,
// notifications, results and errors. No I/O, no state.

#include "icrp/protocol/ErrorCode.h"
#include "icrp/protocol/JsonRpcMessage.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonArray>
#include <QList>

namespace icrp {

class JsonRpc
{
public:
    struct Parsed
    {
        /// The text was not JSON at all: answer one -32700 with id null.
        bool parseError = false;
        QString parseErrorText;
        /// The text was an array (even an empty one).
        bool batch = false;
        /// One entry per message (batch elements in order); empty for an empty batch.
        QList<JsonRpcMessage> messages;

        bool emptyBatch() const { return batch && messages.isEmpty() && !parseError; }
    };

    static Parsed parse(const QByteArray &text);
    /// The messages of an already decoded value (MessagePack): an object is one message, an
    /// array a batch, anything else one invalid message.
    static Parsed fromValue(const QJsonValue &value);
    /// The messages of a MessagePack frame or body (MsgPack::decode, then fromValue); a parse
    /// error with the codec's sentence when it does not decode.
    static Parsed parseMsgPack(QByteArrayView bytes);
    static JsonRpcMessage classify(const QJsonValue &value);

    static QJsonObject request(const QJsonValue &id, const QString &method,
                               const QJsonValue &params = QJsonValue(QJsonValue::Undefined));
    static QJsonObject notification(const QString &method,
                                    const QJsonValue &params = QJsonValue(QJsonValue::Undefined));
    static QJsonObject result(const QJsonValue &id, const QJsonValue &result);
    static QJsonObject error(const QJsonValue &id, int code, const QString &message,
                             const QJsonValue &data = QJsonValue(QJsonValue::Undefined));
    static QJsonObject error(const QJsonValue &id, ErrorCode code, const QString &message,
                             const QJsonValue &data = QJsonValue(QJsonValue::Undefined))
    {
        return error(id, toInt(code), message, data);
    }
    /// The standard message for a standard code ("Parse error", "Invalid Request", …).
    static QString standardMessage(ErrorCode code);

    static QByteArray encode(const QJsonObject &object);
    static QByteArray encode(const QJsonArray &array);
};

} // namespace icrp
