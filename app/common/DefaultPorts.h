#pragma once
// The ports everything agrees on unless told otherwise: the game's ICRP endpoint and the
// panel's overlay host and tool gateway. Both servers bind to 127.0.0.1 only.

#include <QString>
#include <QUrl>

namespace ic {

/// The game's ICRP port (WebSocket and HTTP): ws://127.0.0.1:19710/.
inline constexpr quint16 kGameIcrpPort = 19710;
/// The panel's overlay host and tool gateway: http://<tool-id>.localhost:19711/.
inline constexpr quint16 kOverlayHostPort = 19711;

/// ws://127.0.0.1:19710/: where a tool finds the game unless told otherwise.
inline QUrl defaultGameUrl()
{
    return QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(kGameIcrpPort));
}

} // namespace ic
