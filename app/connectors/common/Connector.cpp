#include "connectors/common/Connector.h"

namespace icconnectors {

bool Connector::setState(State state, const QString &detail)
{
    m_detail = detail;
    if (m_state == state)
        return false;
    m_state = state;
    Q_EMIT stateChanged(state);
    return true;
}

bool Connector::setStateOrDetail(State state, const QString &detail)
{
    if (state == m_state && detail == m_detail)
        return false;
    m_state = state;
    m_detail = detail;
    Q_EMIT stateChanged(state);
    return true;
}

} // namespace icconnectors
