#include "panel/ToolSessionsModel.h"
#include "panel/SessionWireText.h"
#include "panel/Tr.h"

#include "host/OverlayAudience.h"
#include "host/ToolHost.h"
#include "tools/ToolRegistry.h"

#include <QDateTime>

#include <algorithm>

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

using ichost::OverlayAudience;

bool isPreview(const icrp::IcrpSessionInfo &session)
{
    return OverlayAudience::of(session) == OverlayAudience::Kind::Preview;
}

/// Lines of stranger's text as a tooltip that is never read as markup and wraps when long.
QString safeToolTip(const QStringList &lines)
{
    QStringList escaped;
    for (const QString &line : lines)
        escaped << line.toHtmlEscaped();
    return QStringLiteral("<qt>%1</qt>").arg(escaped.join(QStringLiteral("<br>")));
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
    QList<icrp::IcrpSessionInfo> sessions =
        m_host ? m_host->sessions() : QList<icrp::IcrpSessionInfo>();
    std::stable_sort(sessions.begin(), sessions.end(),
                     [](const icrp::IcrpSessionInfo &a, const icrp::IcrpSessionInfo &b) {
                         return a.connectedAt < b.connectedAt;
                     });
    apply(std::move(sessions));
}

void ToolSessionsModel::apply(QList<icrp::IcrpSessionInfo> sessions)
{
    // Rows that stay are updated in place, so a selected row stays selected (Kick).
    for (int row = int(m_sessions.size()) - 1; row >= 0; --row) {
        const QString &id = m_sessions.at(row).sessionId;
        const bool stays = std::any_of(sessions.cbegin(), sessions.cend(),
                                       [&](const auto &s) { return s.sessionId == id; });
        if (!stays) {
            beginRemoveRows({}, row, row);
            m_sessions.removeAt(row);
            endRemoveRows();
        }
    }
    for (icrp::IcrpSessionInfo &s : sessions) {
        const int row = rowOfSession(s.sessionId);
        if (row >= 0) {
            m_sessions[row] = std::move(s);
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
            continue;
        }
        const int at = rowForNew(s);
        beginInsertRows({}, at, at);
        m_sessions.insert(at, std::move(s));
        endInsertRows();
    }
}

int ToolSessionsModel::rowOfSession(const QString &sessionId) const
{
    for (int i = 0; i < m_sessions.size(); ++i) {
        if (m_sessions.at(i).sessionId == sessionId)
            return i;
    }
    return -1;
}

int ToolSessionsModel::rowForNew(const icrp::IcrpSessionInfo &session) const
{
    if (isPreview(session))
        return int(m_sessions.size());
    const auto firstPreview = std::find_if(m_sessions.cbegin(), m_sessions.cend(), isPreview);
    return int(firstPreview - m_sessions.cbegin());
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

QString ToolSessionsModel::whereName(int kind)
{
    switch (OverlayAudience::Kind(kind)) {
    case OverlayAudience::Kind::Preview:
        return Tr::tr("Panel preview");
    case OverlayAudience::Kind::Obs:
        return Tr::tr("OBS");
    case OverlayAudience::Kind::Browser:
        return Tr::tr("Browser");
    case OverlayAudience::Kind::Program:
        break;
    }
    return Tr::tr("Program");
}

QVariant ToolSessionsModel::toolTip(const icrp::IcrpSessionInfo &s, int column) const
{
    if (column == ToolColumn)
        return safeToolTip({s.grant.toolId.isEmpty()
                                ? toolName(s)
                                : QStringLiteral("%1 (%2)").arg(toolName(s), s.grant.toolId),
                            Tr::tr("Session %1").arg(s.sessionId.left(8))});
    if (column == WhereColumn) {
        QStringList lines{s.userAgent.isEmpty() ? Tr::tr("It sent no User-Agent.")
                                                : Tr::tr("User-Agent: %1").arg(s.userAgent)};
        if (isPreview(s))
            lines << Tr::tr("The Overlays page's preview in this panel (Reload there connects "
                            "it again).");
        return safeToolTip(lines);
    }
    if (column == AddressColumn)
        return SessionWireText::toolTip(s.remoteAddress, s.transport, s.encoding);
    return shown(s, column);
}

QVariant ToolSessionsModel::shown(const icrp::IcrpSessionInfo &s, int column) const
{
    switch (column) {
    case ToolColumn:
        return toolName(s);
    case WhereColumn:
        return whereName(int(OverlayAudience::of(s)));
    case TierColumn:
        return icrp::tierName(s.grant.tier);
    case CategoriesColumn:
        return icrp::categoryNames(s.grant.categories).join(QStringLiteral(", "));
    case AddressColumn:
        return SessionWireText::address(s.remoteAddress, s.transport, s.encoding);
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

QVariant ToolSessionsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_sessions.size())
        return {};
    const icrp::IcrpSessionInfo &s = m_sessions.at(index.row());
    switch (role) {
    case SessionIdRole:
        return s.sessionId;
    case ToolIdRole:
        return s.grant.toolId;
    case AudienceRole:
        return int(OverlayAudience::of(s));
    case PreviewRole:
        return isPreview(s);
    case Qt::ToolTipRole:
        return toolTip(s, index.column());
    case Qt::DisplayRole:
        return shown(s, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() == MessagesInColumn || index.column() == MessagesOutColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
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
    case WhereColumn:
        return Tr::tr("Where");
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
