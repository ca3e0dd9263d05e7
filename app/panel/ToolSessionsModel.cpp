#include "panel/ToolSessionsModel.h"
#include "panel/Tr.h"

#include "host/ToolHost.h"
#include "tools/ToolRegistry.h"

#include <QDateTime>

namespace icpanel {

namespace {

QString duration(const QDateTime &since)
{
    const qint64 seconds = qMax<qint64>(0, since.secsTo(QDateTime::currentDateTimeUtc()));
    if (seconds < 60)
        return Tr::tr("%1 s").arg(seconds);
    if (seconds < 3600)
        return Tr::tr("%1 min").arg(seconds / 60);
    return Tr::tr("%1 h %2 min").arg(seconds / 3600).arg(seconds % 3600 / 60);
}

} // namespace

ToolSessionsModel::ToolSessionsModel(ictools::ToolRegistry *tools, QObject *parent)
    : QAbstractTableModel(parent), m_tools(tools)
{
    m_timer.setInterval(2000);
    // Fresh message counts: the gateway's thread reports them (sessionsChanged).
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (m_host)
            m_host->refreshSessions();
    });
}

void ToolSessionsModel::setHost(ichost::ToolHost *host)
{
    if (m_host)
        disconnect(m_host, nullptr, this, nullptr);
    m_host = host;
    if (m_host)
        connect(m_host, &ichost::ToolHost::sessionsChanged, this, &ToolSessionsModel::refresh);
    m_host ? m_timer.start() : m_timer.stop();
    refresh();
}

void ToolSessionsModel::refresh()
{
    beginResetModel();
    m_sessions = m_host ? m_host->sessions() : QList<icrp::IcrpSessionInfo>();
    std::sort(m_sessions.begin(), m_sessions.end(),
              [](const icrp::IcrpSessionInfo &a, const icrp::IcrpSessionInfo &b) {
                  return a.connectedAt < b.connectedAt;
              });
    endResetModel();
}

bool ToolSessionsModel::kick(const QString &sessionId)
{
    return m_host && m_host->kickSession(sessionId);
}

int ToolSessionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_sessions.size());
}

int ToolSessionsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ToolSessionsModel::toolName(const icrp::IcrpSessionInfo &session) const
{
    if (const ictools::InstalledTool *tool = m_tools->find(session.grant.toolId))
        return tool->name;
    return Tr::tr("%1 (allowed once)")
        .arg(session.clientName.isEmpty() ? Tr::tr("a program") : session.clientName);
}

QVariant ToolSessionsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_sessions.size())
        return {};
    const icrp::IcrpSessionInfo &s = m_sessions.at(index.row());
    if (role == SessionIdRole)
        return s.sessionId;
    if (role == ToolIdRole)
        return s.grant.toolId;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case ToolColumn:
        if (role != Qt::ToolTipRole)
            return toolName(s);
        return (s.grant.toolId.isEmpty()
                    ? toolName(s)
                    : QStringLiteral("%1 (%2)").arg(toolName(s), s.grant.toolId)) +
               QLatin1Char('\n') + Tr::tr("Session %1").arg(s.sessionId.left(8));
    case TierColumn:
        return icrp::tierName(s.grant.tier);
    case CategoriesColumn:
        return icrp::categoryNames(s.grant.categories).join(QStringLiteral(", "));
    case AddressColumn:
        return s.remoteAddress;
    case ConnectedForColumn:
        return duration(s.connectedAt);
    case MessagesInColumn:
        return s.messagesIn;
    case MessagesOutColumn:
        return s.messagesOut;
    default:
        return {};
    }
}

QVariant ToolSessionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ToolColumn:
        return Tr::tr("Tool");
    case TierColumn:
        return Tr::tr("Tier");
    case CategoriesColumn:
        return Tr::tr("May see");
    case AddressColumn:
        return Tr::tr("Address");
    case ConnectedForColumn:
        return Tr::tr("Connected");
    case MessagesInColumn:
        return Tr::tr("Messages in");
    case MessagesOutColumn:
        return Tr::tr("Messages out");
    default:
        return {};
    }
}

} // namespace icpanel
