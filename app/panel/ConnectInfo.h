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
    /// ws://127.0.0.1:19710/#<password> with the password, else icrp://127.0.0.1:19710
    QString uri;
};

} // namespace icpanel
