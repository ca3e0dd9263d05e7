#include "icrp/server/IcrpResponder.h"

#include "icrp/protocol/JsonRpc.h"

namespace icrp {

IcrpResponder::IcrpResponder(QJsonValue id, Deliver deliver)
    : m_state(std::make_shared<State>(State{std::move(id), std::move(deliver), false}))
{
}

void IcrpResponder::result(const QJsonValue &value) const
{
    if (!m_state || m_state->done)
        return;
    m_state->done = true;
    if (m_state->deliver)
        m_state->deliver(JsonRpc::result(m_state->id, value));
}

void IcrpResponder::error(ErrorCode code, const QString &message, const QJsonValue &data) const
{
    error(toInt(code), message, data);
}

void IcrpResponder::error(const ic::Error &error) const
{
    this->error(errorCodeOf(error), error.message);
}

void IcrpResponder::error(int code, const QString &message, const QJsonValue &data) const
{
    if (!m_state || m_state->done)
        return;
    m_state->done = true;
    if (m_state->deliver)
        m_state->deliver(JsonRpc::error(m_state->id, code, message, data));
}

bool IcrpResponder::answered() const
{
    return m_state && m_state->done;
}

} // namespace icrp
