#include "ConnectionsModel.h"

#include "IcrpClient.h"

namespace icpanel {

ConnectionsModel::ConnectionsModel(icrp::IcrpClient *client, QObject *parent)
    : QAbstractTableModel(parent), m_client(client)
{
}

void ConnectionsModel::setRefreshInterval(int ms)
{
    m_interval = ms;
}

void ConnectionsModel::refresh() {}

int ConnectionsModel::rowOfSession(const QString &sessionId) const
{
    for (int i = 0; i < m_sessions.size(); ++i) {
        if (m_sessions[i].sessionId == sessionId)
            return i;
    }
    return -1;
}

QString ConnectionsModel::sessionIdAt(int row) const
{
    return row >= 0 && row < m_sessions.size() ? m_sessions[row].sessionId : QString();
}

QString ConnectionsModel::ownSessionId() const
{
    return m_client->welcome().value(QStringLiteral("sessionId")).toString();
}

void ConnectionsModel::kick(const QString &sessionId, KickCallback done)
{
    Q_UNUSED(sessionId)
    if (done)
        done(false, tr("Not implemented yet"));
}

int ConnectionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_sessions.size());
}

int ConnectionsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ConnectionsModel::data(const QModelIndex &index, int role) const
{
    Q_UNUSED(index)
    Q_UNUSED(role)
    return {};
}

QVariant ConnectionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    Q_UNUSED(section)
    Q_UNUSED(orientation)
    Q_UNUSED(role)
    return {};
}

QString ConnectionsModel::formatDuration(qint64 seconds)
{
    return QString::number(seconds);
}

void ConnectionsModel::apply(const QList<Session> &sessions)
{
    Q_UNUSED(sessions)
}

void ConnectionsModel::clearAll() {}

void ConnectionsModel::onClientState() {}

} // namespace icpanel
