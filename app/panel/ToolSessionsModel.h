#pragma once
// The tools connected to the panel's gateway, as a table beside the game's sessions: the tool
// (or the name a program allowed once gave; its id and session id in the tooltip), where it runs
// (OBS, a browser, a program or the panel's own preview, told from its User-Agent, which is in
// the tooltip), tier, categories it may see, address, connected for, messages in/out. Read from
// the overlay host in this process — live, on every connect and disconnect and every two seconds
// for the counters. Rows are updated in place (views keep their selection); the panel's previews
// come after the others, each group in the order it connected.

#include "icrp/server/IcrpSessionInfo.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QTimer>

namespace ichost {
class ToolHost;
}
namespace ictools {
class ToolRegistry;
}

namespace icpanel {

class ToolSessionsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        ToolColumn,
        WhereColumn,
        TierColumn,
        CategoriesColumn,
        AddressColumn,
        ConnectedForColumn,
        MessagesInColumn,
        MessagesOutColumn,
        ColumnCount
    };
    enum Role {
        SessionIdRole = Qt::UserRole + 1,
        ToolIdRole,
        /// int(ichost::OverlayAudience::Kind) of the row's session.
        AudienceRole,
        /// Whether the row is the panel's own preview of an overlay (the Overlays page).
        PreviewRole,
    };

    explicit ToolSessionsModel(ictools::ToolRegistry *tools, QObject *parent = nullptr);

    /// The host whose gateway sessions to show (nullptr: none).
    void setHost(ichost::ToolHost *host);
    /// Reads the sessions again.
    void refresh();
    /// Ends the session (the window asks first).
    bool kick(const QString &sessionId);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// What the Where column says for `kind`: "OBS", "Browser", "Program", "Panel preview".
    static QString whereName(int kind);

private:
    QString toolName(const icrp::IcrpSessionInfo &session) const;
    /// What a cell shows, and its tooltip (the tool's id and session; the User-Agent).
    QVariant shown(const icrp::IcrpSessionInfo &session, int column) const;
    QVariant toolTip(const icrp::IcrpSessionInfo &session, int column) const;
    /// Removes the sessions that ended, updates those that stay, inserts the new ones.
    void apply(QList<icrp::IcrpSessionInfo> sessions);
    int rowOfSession(const QString &sessionId) const;
    /// Where a new session goes: after the others of its group (previews last).
    int rowForNew(const icrp::IcrpSessionInfo &session) const;

    ictools::ToolRegistry *m_tools;
    QPointer<ichost::ToolHost> m_host;
    QList<icrp::IcrpSessionInfo> m_sessions;
    QTimer m_timer;
};

} // namespace icpanel
