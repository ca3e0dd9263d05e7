#pragma once
// A way into IcrpServer's WebSocket dispatch path without a network, for the fuzz targets
// (tests/fuzz) and tests only; the program itself never uses it. A probe session is a
// WebSocket session with no socket: each text given to receiveText() goes through the same code
// as a text frame from a peer (JSON-RPC parsing, the identify rules, the method table, the
// handlers), and the answers, having no socket to go to, are dropped.

#include <QByteArray>
#include <QString>

namespace icrp {

class IcrpServer;

class IcrpServerTestProbe
{
public:
    explicit IcrpServerTestProbe(IcrpServer &server);

    /// Opens a session as an accepted WebSocket would be, with `challenge` in place of the
    /// random one its ic/hello would carry (and no identify timeout). Returns its id.
    QString openSession(const QString &challenge);
    /// What a text frame with these UTF-8 bytes from the session's peer does.
    void receiveText(const QString &sessionId, const QByteArray &utf8);
    bool isOpen(const QString &sessionId) const;
    bool isIdentified(const QString &sessionId) const;
    /// Closes the session as a peer's close would (1000).
    void close(const QString &sessionId);
    /// The authenticator's salt now (to compute a good identify's response).
    QString salt() const;
    /// How many times publish() encoded an event as MessagePack so far (once per event that
    /// any MessagePack session took, however many took it).
    quint64 msgpackEventEncodes() const;
    /// Whether the server's own tick timer (IcrpServerConfig::driveTicks) runs now.
    bool ticking() const;

private:
    IcrpServer &m_server;
};

} // namespace icrp
