#include "ui/status/RelaysCard.h"
#include "ui/Tr.h"

#include "panel/Panel.h"
#include "panel/RelayHost.h"
#include "relayclient/RelayConnection.h"

#include <QLabel>
#include <QLoggingCategory>
#include <QTimer>
#include <QVBoxLayout>

namespace icui {

namespace {

Q_LOGGING_CATEGORY(lcRelaysCard, "icui.status.relays")

using icrelayclient::RelayConnection;
using icrelayclient::RelayStatus;
using Dot = DotList::Dot;

/// At most one relay/status per relay this often after match events.
constexpr int kStatusAfterEventsMs = 1000;

/// The short word for why a relay's connection stopped for good.
QString refusedWord(const QString &code)
{
    if (code == u"relay.token-refused")
        return Tr::tr("Token refused");
    if (code == u"relay.tls.untrusted")
        return Tr::tr("Certificate not trusted");
    if (code == u"relay.tls.changed")
        return Tr::tr("Certificate changed");
    if (code == u"relay.tier-refused")
        return Tr::tr("Tier refused");
    if (code == u"relay.version-mismatch")
        return Tr::tr("Other ICRP version");
    return Tr::tr("Not connected");
}

DotList::Row connectedRow(const QString &name, const RelayStatus *status)
{
    if (!status)
        return {name, Tr::tr("Connected"), Dot::Good, -1, {}};
    return {name,
            Tr::tr("running %1/%2 · players %3")
                .arg(status->gamesRunning)
                .arg(status->gamesHosted)
                .arg(status->players),
            Dot::Good, -1,
            Tr::tr("Games hosted: %1, running: %2, paused: %3, ended: %4. Players in games: %5.")
                .arg(status->gamesHosted)
                .arg(status->gamesRunning)
                .arg(status->gamesPaused)
                .arg(status->gamesEnded)
                .arg(status->players)};
}

} // namespace

RelaysCard::RelaysCard(icpanel::Panel &panel, QWidget *parent)
    : StatusCard(Tr::tr("Relays"), Tr::tr("Tournament page"), parent), m_panel(panel)
{
    setObjectName(QStringLiteral("relaysCard"));
    bigLine()->setObjectName(QStringLiteral("relaysConnected"));
    m_rows = new DotList(this);
    m_rows->setObjectName(QStringLiteral("relayRows"));
    body()->addWidget(m_rows);
    m_soon = new QTimer(this);
    m_soon->setSingleShot(true);
    connect(m_soon, &QTimer::timeout, this, &RelaysCard::askWaiting);

    icpanel::RelayHost *relays = m_panel.relays();
    connect(relays, &icpanel::RelayHost::relayAdded, this, [this](const QString &name) {
        onConnectionChanged(name);
        Q_EMIT relaysChanged();
    });
    connect(relays, &icpanel::RelayHost::relayRemoved, this, &RelaysCard::onRemoved);
    connect(relays, &icpanel::RelayHost::connectionChanged, this, &RelaysCard::onConnectionChanged);
    connect(relays, &icpanel::RelayHost::failed, this,
            [this](const QString &name, const QString &message) {
                m_failed.insert(name, message);
                refresh();
            });
    for (const QString &name : relays->relayNames())
        onConnectionChanged(name);
    refresh();
}

bool RelaysCard::hasRelays() const
{
    return !m_panel.relays()->relayNames().isEmpty();
}

void RelaysCard::onConnectionChanged(const QString &name)
{
    RelayConnection *connection = m_panel.relays()->connection(name);
    RelayConnection *watched = m_watched.value(name);
    if (connection != watched) {
        if (watched)
            disconnect(watched, nullptr, this, nullptr);
        m_watched.insert(name, connection);
        // A game that starts or ends, a player who leaves: the figures changed.
        if (connection)
            connect(connection, &RelayConnection::matchEvent, this,
                    [this, name] { askSoon(name); });
    }
    const bool connected = connection && connection->state() == RelayConnection::State::Connected;
    if (connection && connection->state() != RelayConnection::State::Disconnected)
        m_failed.remove(name);
    if (connected)
        askStatus(name);
    else
        m_status.remove(name);
    refresh();
}

void RelaysCard::onRemoved(const QString &name)
{
    if (RelayConnection *watched = m_watched.take(name))
        disconnect(watched, nullptr, this, nullptr);
    m_status.remove(name);
    m_failed.remove(name);
    m_waiting.removeAll(name);
    refresh();
    Q_EMIT relaysChanged();
}

void RelaysCard::askStatus(const QString &name)
{
    RelayConnection *connection = m_panel.relays()->connection(name);
    if (!connection || connection->state() != RelayConnection::State::Connected)
        return;
    QPointer<RelaysCard> self(this);
    QPointer<RelayConnection> asked(connection);
    connection->status([self, asked, name](const ic::Result<RelayStatus> &status) {
        // Gone, or another connection of the relay since: that one's answer counts.
        if (!self || !asked || self->m_panel.relays()->connection(name) != asked)
            return;
        if (!status) {
            qCDebug(lcRelaysCard).noquote()
                << "relay/status of" << name << "failed:" << status.error().code;
            return;
        }
        self->m_status.insert(name, *status);
        self->refresh();
    });
}

void RelaysCard::askSoon(const QString &name)
{
    if (!m_waiting.contains(name))
        m_waiting << name;
    if (!m_soon->isActive())
        m_soon->start(kStatusAfterEventsMs);
}

void RelaysCard::askWaiting()
{
    const QStringList waiting = std::exchange(m_waiting, {});
    for (const QString &name : waiting)
        askStatus(name);
}

DotList::Row RelaysCard::rowOf(const QString &name) const
{
    const RelayConnection *connection = m_panel.relays()->connection(name);
    if (!connection) {
        const QString why = m_failed.value(name);
        return {name, Tr::tr("Not connected"), why.isEmpty() ? Dot::Idle : Dot::Error, -1, why};
    }
    const QString why = connection->lastError().message;
    switch (connection->state()) {
    case RelayConnection::State::Connected: {
        const auto status = m_status.constFind(name);
        return connectedRow(name, status == m_status.constEnd() ? nullptr : &*status);
    }
    case RelayConnection::State::Connecting:
    case RelayConnection::State::Identifying:
        return {name, Tr::tr("Connecting…"), Dot::Idle, -1, {}};
    case RelayConnection::State::Reconnecting:
        return {name, Tr::tr("Reconnecting…"), Dot::Warning, -1, why};
    case RelayConnection::State::Disconnected:
        break;
    }
    const QString code = connection->lastError().code;
    return {name, refusedWord(code), code.isEmpty() ? Dot::Idle : Dot::Error, -1, why};
}

void RelaysCard::refresh()
{
    const QStringList names = m_panel.relays()->relayNames();
    QList<DotList::Row> rows;
    int connected = 0;
    bool refused = false;
    RelayStatus total;
    for (const QString &name : names) {
        rows << rowOf(name);
        connected += rows.last().dot == Dot::Good;
        refused = refused || rows.last().dot == Dot::Error;
        const RelayStatus status = m_status.value(name);
        total.gamesHosted += status.gamesHosted;
        total.gamesRunning += status.gamesRunning;
        total.players += status.players;
    }
    m_rows->setRows(rows);
    const int count = int(names.size());
    // The whole of two relays or more (one relay's row says it already).
    const QStringList small = count > 1 && !m_status.isEmpty()
                                  ? QStringList{Tr::tr("Games running: %1 of %2 · players: %3")
                                                    .arg(total.gamesRunning)
                                                    .arg(total.gamesHosted)
                                                    .arg(total.players)}
                                  : QStringList();
    setContent(connected == count ? Tr::tr("Relays connected: %1").arg(count)
                                  : Tr::tr("Relays connected: %1 of %2").arg(connected).arg(count),
               small,
               refused             ? Tone::Error
               : connected < count ? Tone::Warning
               : count > 0         ? Tone::Good
                                   : Tone::Neutral);
}

} // namespace icui
