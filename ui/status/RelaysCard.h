#pragma once
// The Status page's Relays card, there while at least one community relay is added (a
// streamer's page stays as it was): one row per relay with a dot that says its connection at a
// glance — connected (green, with the games running of those hosted and the players in them),
// connecting or reconnecting (grey, amber), refused or failed (red, with why: the certificate,
// the token, the tier) — and the relays connected in the big line. The figures are the relay's
// relay/status, asked when the connection changes and again (at most once a second) after a
// game started, ended or lost a player. A click opens the Tournament page.

#include "ui/status/DotList.h"
#include "ui/status/StatusCard.h"

#include "relayclient/RelayStatus.h"

#include <QHash>
#include <QPointer>

class QTimer;

namespace icpanel {
class Panel;
}
namespace icrelayclient {
class RelayConnection;
}

namespace icui {

class RelaysCard : public StatusCard
{
    Q_OBJECT
public:
    explicit RelaysCard(icpanel::Panel &panel, QWidget *parent = nullptr);

    /// One row per relay, sorted by name.
    DotList *rows() const { return m_rows; }
    /// Whether the panel has a relay (the card is shown only then).
    bool hasRelays() const;
    /// Reads the relays' connections again and shows them.
    void refresh();

Q_SIGNALS:
    /// A relay was added or the last one removed (StatusPage shows or hides the card).
    void relaysChanged();

private:
    void onConnectionChanged(const QString &name);
    void onRemoved(const QString &name);
    /// relay/status of `name`'s connection, if it is connected.
    void askStatus(const QString &name);
    /// After a match event: relay/status again, at most once a second for all relays.
    void askSoon(const QString &name);
    void askWaiting();
    /// `name`'s row now (a green dot while connected, red when refused or failed).
    DotList::Row rowOf(const QString &name) const;

    icpanel::Panel &m_panel;
    DotList *m_rows = nullptr;
    /// The last relay/status per relay while connected.
    QHash<QString, icrelayclient::RelayStatus> m_status;
    /// The connection whose signals are followed, per relay.
    QHash<QString, QPointer<icrelayclient::RelayConnection>> m_watched;
    /// Why a relay without a connection failed (its token could not be read…).
    QHash<QString, QString> m_failed;
    QStringList m_waiting;
    QTimer *m_soon = nullptr;
};

} // namespace icui
