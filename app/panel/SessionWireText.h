#pragma once
// How a session reaches its server, as the Connections page says it, for the game's sessions
// (ConnectionsModel) and the tools on the panel's gateway (ToolSessionsModel) alike: the
// address, "(http)" for a session that calls over HTTP, and "· MessagePack" for one whose
// messages travel as binary MessagePack (D071) — JSON, nearly every session, goes unsaid so the
// column stays narrow. Its tooltip says both in words.

#include <QString>

namespace icpanel {

class SessionWireText
{
public:
    /// "127.0.0.1:41000", "127.0.0.1 (http)", "127.0.0.1:41000 · MessagePack".
    static QString address(const QString &address, const QString &transport,
                           const QString &encoding);
    /// The address, and under it "A WebSocket; its messages are JSON text." and the like.
    static QString toolTip(const QString &address, const QString &transport,
                           const QString &encoding);

private:
    static bool isHttp(const QString &transport);
    static bool isMessagePack(const QString &encoding);
    static QString how(const QString &transport, const QString &encoding);
};

} // namespace icpanel
