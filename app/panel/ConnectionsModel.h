#pragma once
// The game's ICRP sessions (ic/remote.connections, admin tier) as a table like OBS's: client
// name (two copies of one tool numbered "#2"; version and session id in the tooltip), tier,
// remote address, connected for, messages in/out, subscriptions.
// Refreshed on a timer while the client is connected as admin; kick(sessionId) asks the game
// to close one (the window confirms first).

#include "common/Result.h"
#include "icrp/protocol/Tier.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QStringList>
#include <QTimer>
#include <functional>

namespace icrp {
class IcrpClient;
struct IcrpResult;
} // namespace icrp

namespace icpanel {

class ConnectionsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        ClientColumn,
        TierColumn,
        AddressColumn,
        ConnectedForColumn,
        MessagesInColumn,
        MessagesOutColumn,
        SubscriptionsColumn,
        ColumnCount
    };
    enum Role {
        SessionIdRole = Qt::UserRole + 1,
        /// true for the panel's own session
        OwnSessionRole,
        IdentifiedRole,
        /// One of the panel's gateway's own upstream sessions (setGatewaySessions()).
        GatewaySessionRole,
    };

    struct Session
    {
        QString sessionId;
        QString clientName;
        QString clientVersion;
        QString tier;
        bool identified = false;
        QString remoteAddress;
        QString transport;
        /// "json" or "msgpack" (the game's ic/remote.connections; "json" when it says nothing).
        QString encoding = QStringLiteral("json");
        QDateTime connectedAt;
        qint64 messagesIn = 0;
        qint64 messagesOut = 0;
        QStringList subscriptions;

        bool operator==(const Session &other) const = default;
    };

    explicit ConnectionsModel(icrp::IcrpClient *client, QObject *parent = nullptr);

    /// How often to refresh while connected (default 2000 ms; 0: only on refresh()).
    void setRefreshInterval(int ms);
    int refreshInterval() const { return m_interval; }
    /// Asks the game now (no-op while not connected).
    void refresh();

    const QList<Session> &sessions() const { return m_sessions; }
    int rowOfSession(const QString &sessionId) const;
    QString sessionIdAt(int row) const;
    /// The panel's own session id (from the identify result), empty while not connected.
    QString ownSessionId() const;
    /// The game's session ids of the panel's gateway (ToolHost::gatewaySessions()): shown as
    /// the panel's, in the user's language, where a tool could only give itself their name.
    void setGatewaySessions(const QHash<QString, icrp::Tier> &sessions);
    /// An error of the last refresh (e.g. not admin), empty when it worked.
    QString lastError() const { return m_lastError; }
    /// Open connections and the game's limit, from ic/remote.status (-1 while unknown).
    int connectionCount() const { return m_connectionCount; }
    int maxConnections() const { return m_maxConnections; }
    /// "3 of 8 connections", or "8 of 8 — the game is full: …"; empty while unknown.
    QString capacityText() const;

    /// A sentence for the user: who was kicked, or why not ("connections.not_connected",
    /// "connections.kick_refused").
    using KickCallback = std::function<void(const ic::Result<QString> &message)>;
    /// ic/remote.kick; refreshes after. `done` gets a sentence for the user.
    void kick(const QString &sessionId, KickCallback done = {});

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// "1 h 02 min", "3 min 05 s", "12 s".
    static QString formatDuration(qint64 seconds);

Q_SIGNALS:
    /// After every answer of ic/remote.connections (or a failure: lastError()).
    void refreshed();
    /// A kick is done: the sentence for the user, or an error (connections.not_connected,
    /// connections.kick_refused) — the same outcome kick()'s callback got.
    void kickFinished(const QString &sessionId, const ic::Result<QString> &outcome);
    /// connectionCount() or maxConnections() changed.
    void capacityChanged();

private:
    void apply(const QList<Session> &sessions);
    /// 0 for a client name no other session has, else this row's number among its copies.
    int copyNumber(int row) const;
    QString clientText(int row, int role) const;
    void clearAll();
    void onClientState();
    void refreshCapacity();
    void setCapacity(int count, int maximum);
    /// What the game's answer to ic/remote.kick means for the user.
    ic::Result<QString> kickOutcome(const QString &sessionId, const icrp::IcrpResult &r) const;

    icrp::IcrpClient *m_client;
    QList<Session> m_sessions;
    QTimer m_timer;
    QTimer m_clock; // "connected for" ticks every second
    int m_interval = 2000;
    bool m_inFlight = false;
    bool m_capacityInFlight = false;
    int m_connectionCount = -1;
    int m_maxConnections = -1;
    QString m_lastError;
    QHash<QString, icrp::Tier> m_gatewaySessions;
};

} // namespace icpanel
