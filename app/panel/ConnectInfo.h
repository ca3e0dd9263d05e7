#pragma once
// What another tool or a phone needs to connect to the game: URL, host, port, password (only
// when asked for) and a connection URI for the QR code.

#include <QString>
#include <QUrl>

namespace icpanel {

struct ConnectInfo
{
    QUrl url; // ws://127.0.0.1:19710/
    QString host;
    quint16 port = 0;
    /// Empty unless asked for with includePassword.
    QString password;
    /// What a QR code carries, one format with or without the password:
    /// ws://192.168.1.20:19710/ and ws://192.168.1.20:19710/#<password>.
    QString uri;
    /// The game's address is this computer only (127.0.0.0/8, ::1, localhost): another device
    /// such as a phone cannot reach it, so no QR code is offered.
    bool loopback = false;
};

} // namespace icpanel
