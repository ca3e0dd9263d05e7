#include "panel/ConnectionsModel.h"
#include "panel/CategoryTitles.h"
#include "panel/SessionWireText.h"
#include "panel/Tr.h"

#include "panel/PanelLog.h"

#include "icrp/client/IcrpClient.h"

#include <QJsonArray>
#include <QPointer>
#include <algorithm>

namespace icpanel {

namespace {

ConnectionsModel::Session sessionFromJson(const QJsonObject &o)
{
    ConnectionsModel::Session s;
    s.sessionId = o.value(QStringLiteral("sessionId")).toString();
    const QJsonObject client = o.value(QStringLiteral("client")).toObject();
    s.clientName = client.value(QStringLiteral("name")).toString();
    s.clientVersion = client.value(QStringLiteral("version")).toString();
    s.tier = o.value(QStringLiteral("tier")).toString();
    s.identified = o.value(QStringLiteral("identified")).toBool(true);
    s.remoteAddress = o.value(QStringLiteral("remoteAddress")).toString();
    s.transport = o.value(QStringLiteral("transport")).toString();
    s.encoding = o.value(QStringLiteral("encoding")).toString(QStringLiteral("json"));
    s.connectedAt =
        QDateTime::fromString(o.value(QStringLiteral("connectedAt")).toString(), Qt::ISODate);
    s.messagesIn = o.value(QStringLiteral("messagesIn")).toInteger();
    s.messagesOut = o.value(QStringLiteral("messagesOut")).toInteger();
    for (const QJsonValue &v : o.value(QStringLiteral("subscriptions")).toArray())
        s.subscriptions.append(v.toString());
    return s;
}

} // namespace

ConnectionsModel::ConnectionsModel(icrp::IcrpClient *client, QObject *parent)
    : QAbstractTableModel(parent), m_client(client)
{
    m_timer.setInterval(m_interval);
    connect(&m_timer, &QTimer::timeout, this, &ConnectionsModel::refresh);
    m_clock.setInterval(1000);
    connect(&m_clock, &QTimer::timeout, this, [this] {
        if (!m_sessions.isEmpty()) {
            Q_EMIT dataChanged(index(0, ConnectedForColumn),
                               index(int(m_sessions.size()) - 1, ConnectedForColumn),
                               {Qt::DisplayRole});
        }
    });
    connect(m_client, &icrp::IcrpClient::stateChanged, this, &ConnectionsModel::onClientState);
    onClientState();
}

void ConnectionsModel::setRefreshInterval(int ms)
{
    m_interval = ms;
    if (ms <= 0) {
        m_timer.stop();
        return;
    }
    m_timer.setInterval(ms);
    onClientState();
}

void ConnectionsModel::onClientState()
{
    if (m_client->state() == icrp::IcrpClient::State::Connected) {
        if (m_interval > 0 && !m_timer.isActive())
            m_timer.start();
        if (!m_clock.isActive())
            m_clock.start();
        refresh();
    } else {
        m_timer.stop();
        m_clock.stop();
        m_inFlight = false;
        m_capacityInFlight = false;
        clearAll();
        setCapacity(-1, -1);
    }
}

void ConnectionsModel::refreshCapacity()
{
    if (m_capacityInFlight)
        return;
    m_capacityInFlight = true;
    QPointer<ConnectionsModel> self(this);
    m_client->call(QStringLiteral("ic/remote.status"), QJsonObject(),
                   [self](const icrp::IcrpResult &r) {
                       if (!self)
                           return;
                       self->m_capacityInFlight = false;
                       const QJsonObject status = r.result.toObject();
                       if (!r.ok)
                           return self->setCapacity(-1, -1);
                       self->setCapacity(status.value(QStringLiteral("connections")).toInt(-1),
                                         status.value(QStringLiteral("maxConnections")).toInt(-1));
                   });
}

void ConnectionsModel::setCapacity(int count, int maximum)
{
    if (count == m_connectionCount && maximum == m_maxConnections)
        return;
    m_connectionCount = count;
    m_maxConnections = maximum;
    Q_EMIT capacityChanged();
}

QString ConnectionsModel::capacityText() const
{
    if (m_connectionCount < 0 || m_maxConnections <= 0)
        return {};
    if (m_connectionCount >= m_maxConnections)
        return Tr::tr("%1 of %2 — the game is full: another tool cannot connect until one of "
                      "these leaves or is kicked.")
            .arg(m_connectionCount)
            .arg(m_maxConnections);
    return Tr::tr("%1 of %2 connections").arg(m_connectionCount).arg(m_maxConnections);
}

void ConnectionsModel::refresh()
{
    if (m_client->state() != icrp::IcrpClient::State::Connected || m_inFlight)
        return;
    refreshCapacity();
    m_inFlight = true;
    QPointer<ConnectionsModel> self(this);
    m_client->call(
        QStringLiteral("ic/remote.connections"), QJsonObject(), [self](const icrp::IcrpResult &r) {
            if (!self)
                return;
            self->m_inFlight = false;
            if (!r.ok) {
                if (self->m_lastError != r.message) {
                    qCInfo(lcPanelConnections).noquote()
                        << "ic/remote.connections failed:" << r.message;
                }
                self->m_lastError = r.message;
                Q_EMIT self->refreshed();
                return;
            }
            self->m_lastError.clear();
            QList<Session> sessions;
            const QJsonArray list = r.result.toObject().value(QStringLiteral("sessions")).toArray();
            for (const QJsonValue &v : list)
                sessions.append(sessionFromJson(v.toObject()));
            self->apply(sessions);
            Q_EMIT self->refreshed();
        });
}

void ConnectionsModel::apply(const QList<Session> &sessions)
{
    // Remove rows that are gone, update those that stay, append the new ones: views keep
    // their selection across refreshes.
    for (int row = int(m_sessions.size()) - 1; row >= 0; --row) {
        const QString id = m_sessions[row].sessionId;
        const bool stays = std::any_of(sessions.cbegin(), sessions.cend(),
                                       [&](const Session &s) { return s.sessionId == id; });
        if (!stays) {
            beginRemoveRows({}, row, row);
            m_sessions.removeAt(row);
            endRemoveRows();
        }
    }
    for (const Session &s : sessions) {
        const int row = rowOfSession(s.sessionId);
        if (row >= 0) {
            if (m_sessions[row] == s)
                continue; // no dataChanged: views would measure and paint the row again
            m_sessions[row] = s;
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        } else {
            const int at = int(m_sessions.size());
            beginInsertRows({}, at, at);
            m_sessions.append(s);
            endInsertRows();
        }
    }
}

void ConnectionsModel::clearAll()
{
    if (m_sessions.isEmpty())
        return;
    beginResetModel();
    m_sessions.clear();
    endResetModel();
}

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

void ConnectionsModel::setGatewaySessions(const QHash<QString, icrp::Tier> &sessions)
{
    if (sessions == m_gatewaySessions)
        return;
    m_gatewaySessions = sessions;
    if (!m_sessions.isEmpty())
        Q_EMIT dataChanged(index(0, ClientColumn), index(int(m_sessions.size()) - 1, ClientColumn));
}

QString ConnectionsModel::ownSessionId() const
{
    if (m_client->state() != icrp::IcrpClient::State::Connected)
        return {};
    return m_client->welcome().value(QStringLiteral("sessionId")).toString();
}

void ConnectionsModel::kick(const QString &sessionId, KickCallback done)
{
    if (m_client->state() != icrp::IcrpClient::State::Connected) {
        const ic::Result<QString> outcome =
            ic::Error{QStringLiteral("connections.not_connected"),
                      Tr::tr("Not connected to the game: cannot kick a session.")};
        if (done)
            done(outcome);
        Q_EMIT kickFinished(sessionId, outcome);
        return;
    }
    QPointer<ConnectionsModel> self(this);
    m_client->call(QStringLiteral("ic/remote.kick"),
                   QJsonObject{{QStringLiteral("sessionId"), sessionId}},
                   [self, sessionId, done](const icrp::IcrpResult &r) {
                       if (!self)
                           return;
                       const ic::Result<QString> outcome = self->kickOutcome(sessionId, r);
                       if (done)
                           done(outcome);
                       Q_EMIT self->kickFinished(sessionId, outcome);
                       self->refresh();
                   });
}

ic::Result<QString> ConnectionsModel::kickOutcome(const QString &sessionId,
                                                  const icrp::IcrpResult &r) const
{
    if (!r.ok)
        return ic::Error{QStringLiteral("connections.kick_refused"),
                         Tr::tr("Could not kick the session: %1").arg(r.message)};
    const int row = rowOfSession(sessionId);
    QString who = sessionId;
    if (row >= 0 && !m_sessions[row].clientName.isEmpty())
        who = m_sessions[row].clientName;
    return Tr::tr("Kicked %1.").arg(who);
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
    if (!index.isValid() || index.row() >= m_sessions.size())
        return {};
    const Session &s = m_sessions.at(index.row());
    switch (role) {
    case SessionIdRole:
        return s.sessionId;
    case OwnSessionRole:
        return !s.sessionId.isEmpty() && s.sessionId == ownSessionId();
    case IdentifiedRole:
        return s.identified;
    case GatewaySessionRole:
        return !s.sessionId.isEmpty() && m_gatewaySessions.contains(s.sessionId);
    case Qt::TextAlignmentRole:
        if (index.column() == MessagesInColumn || index.column() == MessagesOutColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case ClientColumn:
        return clientText(index.row(), role);
    case TierColumn:
        return s.tier;
    case AddressColumn:
        if (role == Qt::ToolTipRole)
            return SessionWireText::toolTip(s.remoteAddress, s.transport, s.encoding);
        return SessionWireText::address(s.remoteAddress, s.transport, s.encoding);
    case ConnectedForColumn:
        if (!s.connectedAt.isValid())
            return {};
        if (role == Qt::ToolTipRole)
            return s.connectedAt.toLocalTime().toString(Qt::ISODate);
        return formatDuration(
            qMax<qint64>(0, s.connectedAt.secsTo(QDateTime::currentDateTimeUtc())));
    case MessagesInColumn:
        return s.messagesIn;
    case MessagesOutColumn:
        return s.messagesOut;
    case SubscriptionsColumn:
        return CategoryTitles::list(s.subscriptions);
    default:
        return {};
    }
}

int ConnectionsModel::copyNumber(int row) const
{
    const QString name = m_sessions.at(row).clientName;
    int before = 0, copies = 0;
    for (int i = 0; i < m_sessions.size(); ++i) {
        // The gateway's own sessions have a name of their own here (clientText()).
        if (m_sessions.at(i).clientName != name ||
            m_gatewaySessions.contains(m_sessions.at(i).sessionId))
            continue;
        ++copies;
        if (i < row)
            ++before;
    }
    return copies > 1 ? before + 1 : 0;
}

QString ConnectionsModel::clientText(int row, int role) const
{
    const Session &s = m_sessions.at(row);
    if (const auto gateway = m_gatewaySessions.constFind(s.sessionId);
        !s.sessionId.isEmpty() && gateway != m_gatewaySessions.cend())
        return Tr::tr("IC Control Panel gateway for %1 tools (this panel)")
            .arg(icrp::tierName(*gateway));
    QString text = s.clientName.isEmpty() ? Tr::tr("(not identified)") : s.clientName;
    // The version only in the tooltip: the columns fit the window's default width.
    if (role == Qt::ToolTipRole && !s.clientVersion.isEmpty())
        text += QLatin1Char(' ') + s.clientVersion;
    // Two copies of one tool: told apart by a number, the session id only in the tooltip.
    if (const int copy = copyNumber(row); copy > 0)
        text += Tr::tr(" #%1").arg(copy);
    if (s.sessionId == ownSessionId())
        text += Tr::tr(" (this panel)");
    if (role == Qt::ToolTipRole && !s.sessionId.isEmpty())
        text += QLatin1Char('\n') +
                Tr::tr("Session %1 (as in the game's log)").arg(s.sessionId.left(8));
    return text;
}

QVariant ConnectionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        if (section == MessagesInColumn)
            return Tr::tr("Messages the session sent to the game");
        if (section == MessagesOutColumn)
            return Tr::tr("Messages the game sent to the session (an event is one)");
        return {};
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ClientColumn:
        return Tr::tr("Client");
    case TierColumn:
        return Tr::tr("Tier");
    case AddressColumn:
        return Tr::tr("Address");
    case ConnectedForColumn:
        return Tr::tr("Connected");
    case MessagesInColumn:
        return Tr::tr("Messages in");
    case MessagesOutColumn:
        return Tr::tr("Messages out");
    case SubscriptionsColumn:
        return Tr::tr("Subscriptions");
    default:
        return {};
    }
}

QString ConnectionsModel::formatDuration(qint64 seconds)
{
    if (seconds < 60)
        return Tr::tr("%1 s").arg(seconds);
    if (seconds < 3600)
        return Tr::tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return Tr::tr("%1 h %2 min")
        .arg(seconds / 3600)
        .arg((seconds % 3600) / 60, 2, 10, QLatin1Char('0'));
}

} // namespace icpanel
