#include "ui/connections/GameSessionEncodings.h"

#include "panel/ConnectionsModel.h"
#include "panel/Panel.h"

#include "icrp/client/IcrpClient.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QPointer>

Q_LOGGING_CATEGORY(lcUiEncodings, "icpanel.ui.encodings", QtInfoMsg)

namespace icui {

GameSessionEncodings::GameSessionEncodings(icpanel::Panel &panel, QObject *parent)
    : QObject(parent), m_panel(panel)
{
    connect(m_panel.connections(), &icpanel::ConnectionsModel::refreshed, this,
            &GameSessionEncodings::onRefreshed);
}

void GameSessionEncodings::onRefreshed()
{
    bool needed = false;
    for (const auto &session : m_panel.connections()->sessions()) {
        if (!m_encodings.contains(session.sessionId) ||
            session.transport == QLatin1String("http")) {
            needed = true;
            break;
        }
    }
    if (needed)
        ask();
}

void GameSessionEncodings::ask()
{
    icrp::IcrpClient *game = m_panel.gameConnection();
    if (m_inFlight || game->state() != icrp::IcrpClient::State::Connected)
        return;
    m_inFlight = true;
    QPointer<GameSessionEncodings> self(this);
    game->call(QStringLiteral("ic/remote.connections"), QJsonObject(),
               [self](const icrp::IcrpResult &r) {
                   if (!self)
                       return;
                   self->m_inFlight = false;
                   if (!r.ok) {
                       qCDebug(lcUiEncodings).noquote()
                           << "ic/remote.connections for the encodings failed:" << r.message;
                       return;
                   }
                   QHash<QString, QString> encodings;
                   const QJsonArray sessions =
                       r.result.toObject().value(QStringLiteral("sessions")).toArray();
                   for (const QJsonValue &v : sessions) {
                       const QJsonObject o = v.toObject();
                       // A game from before MessagePack says nothing: it speaks only JSON.
                       encodings.insert(
                           o.value(QStringLiteral("sessionId")).toString(),
                           o.value(QStringLiteral("encoding")).toString(QStringLiteral("json")));
                   }
                   if (encodings == self->m_encodings)
                       return;
                   self->m_encodings = encodings;
                   Q_EMIT self->changed();
               });
}

} // namespace icui
