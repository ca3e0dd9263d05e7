#pragma once
// The way a method handler answers: exactly once, now or later (the gateway answers when the
// game has). Copies share one answer; after the first, further answers are ignored. If the
// session has gone by then, the answer is dropped.

#include "icrp/protocol/ErrorCode.h"

#include <QJsonValue>
#include <QString>
#include <functional>
#include <memory>

namespace icrp {

class IcrpResponder
{
public:
    /// `deliver` receives the complete JSON-RPC response object (result or error).
    using Deliver = std::function<void(const QJsonObject &response)>;

    IcrpResponder() = default;
    IcrpResponder(QJsonValue id, Deliver deliver);

    void result(const QJsonValue &value) const;
    void error(ErrorCode code, const QString &message,
               const QJsonValue &data = QJsonValue(QJsonValue::Undefined)) const;
    void error(int code, const QString &message,
               const QJsonValue &data = QJsonValue(QJsonValue::Undefined)) const;
    /// The ICRP error an ic::Error names (errorCodeOf(): InternalError for a code that is not
    /// an ICRP one), with its message.
    void error(const ic::Error &error) const;
    bool answered() const;

private:
    struct State
    {
        QJsonValue id;
        Deliver deliver;
        bool done = false;
    };
    std::shared_ptr<State> m_state;
};

} // namespace icrp
