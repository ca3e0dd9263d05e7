#pragma once
// The tools connected to the panel's gateway, as a table beside the game's sessions: the tool
// (or the name a program allowed once gave; its id and session id in the tooltip), tier,
// categories it may see, address, connected for, messages in/out. Read from the overlay host in
// this process — live, on every connect and disconnect and every two seconds for the counters.

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
        TierColumn,
        CategoriesColumn,
        AddressColumn,
        ConnectedForColumn,
        MessagesInColumn,
        MessagesOutColumn,
        ColumnCount
    };
    enum Role { SessionIdRole = Qt::UserRole + 1, ToolIdRole };

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

private:
    QString toolName(const icrp::IcrpSessionInfo &session) const;

    ictools::ToolRegistry *m_tools;
    QPointer<ichost::ToolHost> m_host;
    QList<icrp::IcrpSessionInfo> m_sessions;
    QTimer m_timer;
};

} // namespace icpanel
